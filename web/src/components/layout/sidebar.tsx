import type { PublicUser } from "@cbct/core/contracts/auth";
import { Avatar, Box, Flex, HStack, Text } from "@chakra-ui/react";
import { initials } from "../../lib/initials.ts";
import { NavList } from "./nav-list.tsx";

export function Sidebar(props: { user: PublicUser }) {
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
      <Box px="3" flex="1">
        <NavList />
      </Box>
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
