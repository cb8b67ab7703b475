import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useAuth } from "../../features/auth/use-auth.ts";

// The top bar (user menu, mobile drawer) is shown only to a signed-in user, so it is fetched only then: the sign-in
// page does not download the menu and dialog machinery it is built from.
const TopBar = lazy(() => import("./top-bar.tsx").then((m) => ({ default: m.TopBar })));

/** Spec 2 shell: /auth screens stand alone; every other path gets the top bar, shown only to a signed-in user. */
export function AppShell() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const auth = useAuth();
  if (pathname.startsWith("/auth")) return <Outlet />;
  return (
    <Flex direction="column" minH="100vh">
      {auth.status === "authenticated" && auth.user && (
        <Suspense fallback={null}>
          <TopBar user={auth.user} />
        </Suspense>
      )}
      <Box flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </Flex>
  );
}
