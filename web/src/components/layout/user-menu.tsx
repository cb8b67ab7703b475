import type { PublicUser } from "@cbct/core/contracts/auth";
import { Avatar, Box, Menu, Portal, Text } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLogout } from "../../features/auth/use-auth-mutations.ts";
import { initials } from "../../lib/initials.ts";
import { LogOutIcon, ScanIcon, TableIcon, WrenchIcon } from "../ui/icons.tsx";
import { TOOL_ITEMS } from "./nav-items.ts";

const TOOL_ICONS = [ScanIcon, WrenchIcon, TableIcon] as const;
/** Bull Board is served by the API, not a client route: a full page load. */
const QUEUE_DASHBOARD = "/admin/queues";

/** The avatar (initials) opening a menu with the user's name, e-mail and Log out (spec 2). */
export function UserMenu(props: { user: PublicUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        // Selecting an entry navigates here as well as through its link: the menu closes on select, and on a slow
        // machine it can unmount the link before the link's own click lands.
        if (value === "logout") logout.mutate();
        else if (value === QUEUE_DASHBOARD) window.location.assign(QUEUE_DASHBOARD);
        else if (value.startsWith("/")) void navigate({ to: value });
      }}
    >
      <Menu.Trigger
        rounded="full"
        focusRing="outside"
        cursor="pointer"
        aria-label="Account menu"
        data-testid="user-menu"
      >
        <Avatar.Root size="sm" colorPalette="brand" variant="solid">
          <Avatar.Fallback>{initials(props.user.name)}</Avatar.Fallback>
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" fontSize="sm">
                {props.user.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {props.user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontSize="xs" color="fg.subtle">
                Tools
              </Menu.ItemGroupLabel>
              {TOOL_ITEMS.map((item, i) => {
                const Icon = TOOL_ICONS[i] ?? WrenchIcon;
                return (
                  <Menu.Item key={item.to} value={item.to} asChild>
                    <Link to={item.to}>
                      <Icon />
                      {item.label}
                    </Link>
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="/territories" asChild>
              <Link to="/territories">Territories and alerts</Link>
            </Menu.Item>
            <Menu.Item value="/account" asChild>
              <Link to="/account">Account settings</Link>
            </Menu.Item>
            <Menu.Separator />
            {props.user.role === "admin" && (
              <>
                <Menu.Item value="/admin" asChild>
                  <Link to="/admin">Administration</Link>
                </Menu.Item>
                {/* Bull Board is served by the API, not a client route: a full page load. */}
                <Menu.Item value={QUEUE_DASHBOARD} asChild>
                  <a href={QUEUE_DASHBOARD}>Queue dashboard</a>
                </Menu.Item>
                <Menu.Separator />
              </>
            )}
            <Menu.Item value="logout" color="fg.error" _hover={{ bg: "bg.error", color: "fg.error" }}>
              <LogOutIcon />
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
