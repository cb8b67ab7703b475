import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * One brand palette (a clinical teal) used for primary actions, active navigation and focus rings; everything
 * else stays on Chakra's neutral grays so tables read cleanly.
 */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.subtle", color: "fg", fontFeatureSettings: "'cv11', 'ss01'" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#effcf9" },
          100: { value: "#c9f4ec" },
          200: { value: "#97e8da" },
          300: { value: "#5dd4c3" },
          400: { value: "#2fb9a8" },
          500: { value: "#16998b" },
          600: { value: "#0f7b71" },
          700: { value: "#10625b" },
          800: { value: "#124e4a" },
          900: { value: "#13413e" },
          950: { value: "#052625" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
