import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/**
 * Spec 2: a page without #root, or a start-up exception, says so in plain text instead of staying blank.
 * The app is imported dynamically so that an exception while its modules load is caught here too.
 */
async function start(): Promise<void> {
  const rootElement = document.getElementById("root");
  if (!rootElement) {
    document.body.textContent = "Error: Root element not found";
    return;
  }
  try {
    const [{ App }, { createQueryClient }, { createAppRouter }] = await Promise.all([
      import("./app.tsx"),
      import("./lib/query-client.ts"),
      import("./router.tsx"),
    ]);
    createRoot(rootElement).render(
      <StrictMode>
        <App queryClient={createQueryClient()} router={createAppRouter()} />
      </StrictMode>,
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    rootElement.textContent = `Error initializing React app: ${detail}`;
    console.error("Error initializing React app", error);
  }
}

void start();
