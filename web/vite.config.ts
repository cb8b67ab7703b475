import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    // The API runs beside the dev server; cookies stay first-party because the browser only sees this origin.
    // `npm run dev` runs the API on PORT+1 and passes its address here.
    proxy: { "/api": { target: process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3001", changeOrigin: false } },
  },
  build: {
    outDir: path.join(root, "dist"),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and route imports, read by infra/scripts/web-bundle-size.ts.
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default theme (every recipe) with a top-level defineConfig() call;
      // defineConfig only returns its argument, so marking it pure lets the unused default theme drop out of the
      // bundle when web/src/theme.ts picks the recipes it needs from "@chakra-ui/react/theme".
      treeshake: { manualPureFunctions: ["defineConfig"] },
    },
  },
});
