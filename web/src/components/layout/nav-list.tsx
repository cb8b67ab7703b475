import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { Link, useRouterState } from "@tanstack/react-router";
import { LayoutDashboardIcon, ScanIcon, TableIcon, WorkflowIcon, WrenchIcon } from "../ui/icons.tsx";
import { activeNavItem, NAV_ITEMS, TOOL_ITEMS } from "./nav-items.ts";

const ICONS = {
  Dashboard: LayoutDashboardIcon,
  "Automated Pipeline": WorkflowIcon,
  "CBCT Detection Tester": ScanIcon,
  "Glide Integration": WrenchIcon,
  "Google Sheets Export": TableIcon,
} as const;

function NavLink(props: { label: keyof typeof ICONS; to: string; active: boolean; onNavigate?: () => void }) {
  const Icon = ICONS[props.label];
  return (
    <Link to={props.to} aria-current={props.active ? "page" : undefined} onClick={props.onNavigate}>
      <HStack
        gap="3"
        px="3"
        py="2.5"
        rounded="md"
        fontSize="sm"
        fontWeight={props.active ? "semibold" : "medium"}
        color={props.active ? "brand.fg" : "fg.muted"}
        bg={props.active ? "brand.subtle" : "transparent"}
        _hover={{ bg: props.active ? "brand.subtle" : "bg.muted", color: props.active ? "brand.fg" : "fg" }}
        transition="background 0.15s, color 0.15s"
        data-active={props.active ? "" : undefined}
      >
        <Box fontSize="md" color={props.active ? "brand.solid" : "fg.subtle"}>
          <Icon />
        </Box>
        {props.label}
      </HStack>
    </Link>
  );
}

/** Spec 2's two entries; the drawer adds the tools below them (the sidebar keeps to the two). */
export function NavList(props: { withTools?: boolean; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeNavItem(pathname);
  return (
    <Stack as="nav" aria-label="Main" gap="1">
      {NAV_ITEMS.map((item) => (
        <NavLink
          key={item.to}
          label={item.label}
          to={item.to}
          active={active?.label === item.label}
          onNavigate={props.onNavigate}
        />
      ))}
      {props.withTools && (
        <>
          <Text
            px="3"
            pt="4"
            pb="1"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.subtle"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Tools
          </Text>
          {TOOL_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              label={item.label}
              to={item.to}
              active={pathname === item.to}
              onNavigate={props.onNavigate}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
