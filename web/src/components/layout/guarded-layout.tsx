import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useAuth } from "../../features/auth/use-auth.ts";
import { VerifyEmailBanner } from "../../features/auth/verify-email-banner.tsx";
import { PageSpinner } from "./page-spinner.tsx";
// Before any signed-in screen renders: the recipes of the components those screens use.
import "../../signed-in-recipes.ts";
import { Sidebar } from "./sidebar.tsx";

/**
 * Spec 2 guard for every signed-in screen: a spinner while the session check runs, nothing while redirecting
 * to /auth/login, and the sidebar with the screen once authenticated.
 */
export function GuardedLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === "unauthenticated") void navigate({ to: "/auth/login", replace: true });
  }, [auth.status, navigate]);

  if (auth.status === "loading") return <PageSpinner />;
  if (auth.status === "unauthenticated" || !auth.user) return null;
  return (
    <Flex flex="1" align="stretch">
      <Sidebar user={auth.user} />
      <Box as="main" flex="1" minW="0" px={{ base: "4", md: "8" }} py="8">
        <Box maxW="7xl" mx="auto">
          <VerifyEmailBanner user={auth.user} />
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
