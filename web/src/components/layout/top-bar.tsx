import type { PublicUser } from "@cbct/core/contracts/auth";
import { Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { AlertsBell } from "../../features/alerts/alerts-bell.tsx";
import { LayoutDashboardIcon } from "../ui/icons.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { UserMenu } from "./user-menu.tsx";

export const TOP_BAR_HEIGHT = "16";

export function TopBar(props: { user: PublicUser }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      height={TOP_BAR_HEIGHT}
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex height="full" align="center" justify="space-between" px={{ base: "4", md: "6" }}>
        <HStack gap="2">
          <MobileNav />
          <Link to="/dashboard" aria-label="CBCT Intelligence home">
            <HStack gap="2.5">
              <BrandMark />
              <Text fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
                CBCT Intelligence
              </Text>
            </HStack>
          </Link>
        </HStack>
        <HStack gap="3">
          <Button asChild variant="ghost" size="sm" hideBelow="sm">
            <Link to="/dashboard">
              <LayoutDashboardIcon />
              Dashboard
            </Link>
          </Button>
          <AlertsBell />
          <UserMenu user={props.user} />
        </HStack>
      </Flex>
    </Box>
  );
}
