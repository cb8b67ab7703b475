import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useAuth } from "../../features/auth/use-auth.ts";
import { TopBar } from "./top-bar.tsx";

/** Spec 2 shell: /auth screens stand alone; every other path gets the top bar, shown only to a signed-in user. */
export function AppShell() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const auth = useAuth();
  if (pathname.startsWith("/auth")) return <Outlet />;
  return (
    <Flex direction="column" minH="100vh">
      {auth.status === "authenticated" && auth.user && <TopBar user={auth.user} />}
      <Box flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </Flex>
  );
}
