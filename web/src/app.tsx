import { ChakraProvider } from "@chakra-ui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Toaster } from "./components/ui/toaster.tsx";
import type { createAppRouter } from "./router.tsx";
import { system } from "./theme.ts";

export function App(props: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={props.queryClient}>
        <RouterProvider router={props.router} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
