import { ChakraProvider } from "@chakra-ui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useToasterRequested } from "./components/ui/toaster-host.ts";
import type { createAppRouter } from "./router.tsx";
import { system } from "./theme.ts";

// Its own chunk, loaded by the first screen that can raise a toast (see toaster-host.ts), never by the sign-in page.
const Toaster = lazy(() => import("./components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

function ToasterWhenNeeded() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App(props: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={props.queryClient}>
        <RouterProvider router={props.router} />
        <ToasterWhenNeeded />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
