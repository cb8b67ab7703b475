import type { PublicUser } from "@cbct/shared/contracts/auth";
import { Avatar, Box, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { Link, useRouterState } from "@tanstack/react-router";
import { initials } from "../../lib/initials.ts";
import { LayoutDashboardIcon, WorkflowIcon } from "../ui/icons.tsx";
import { activeNavItem, NAV_ITEMS } from "./nav-items.ts";

const ICONS = { Dashboard: LayoutDashboardIcon, "Automated Pipeline": WorkflowIcon } as const;

export function Sidebar(props: { user: PublicUser }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeNavItem(pathname);
  return (
    <Flex
      as="aside"
      direction="column"
      width="60"
      flexShrink={0}
      position="sticky"
      top="16"
      height="calc(100vh - 4rem)"
      bg="bg"
      borderRightWidth="1px"
      borderColor="border.muted"
      display={{ base: "none", md: "flex" }}
    >
      <Box px="5" pt="6" pb="2">
        <Text fontSize="xs" fontWeight="semibold" color="fg.subtle" textTransform="uppercase" letterSpacing="wider">
          CBCT Intelligence
        </Text>
      </Box>
      <Stack as="nav" aria-label="Main" gap="1" px="3" flex="1">
        {NAV_ITEMS.map((item) => {
          const Icon = ICONS[item.label];
          const isActive = active?.label === item.label;
          return (
            <Link key={item.to} to={item.to} aria-current={isActive ? "page" : undefined}>
              <HStack
                gap="3"
                px="3"
                py="2.5"
                rounded="md"
                fontSize="sm"
                fontWeight={isActive ? "semibold" : "medium"}
                color={isActive ? "brand.fg" : "fg.muted"}
                bg={isActive ? "brand.subtle" : "transparent"}
                _hover={{ bg: isActive ? "brand.subtle" : "bg.muted", color: isActive ? "brand.fg" : "fg" }}
                transition="background 0.15s, color 0.15s"
                data-active={isActive ? "" : undefined}
              >
                <Box fontSize="md" color={isActive ? "brand.solid" : "fg.subtle"}>
                  <Icon />
                </Box>
                {item.label}
              </HStack>
            </Link>
          );
        })}
      </Stack>
      <Box p="3" borderTopWidth="1px" borderColor="border.muted">
        <HStack gap="3" p="2" rounded="md" bg="bg.subtle" data-testid="profile-card">
          <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
            <Avatar.Fallback>{initials(props.user.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {props.user.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Sales Manager
            </Text>
          </Box>
        </HStack>
      </Box>
    </Flex>
  );
}
