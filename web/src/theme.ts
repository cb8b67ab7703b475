import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme (tokens, semantic tokens, text and layer styles: the look is unchanged) with the recipes of
 * the components the pages open to visitors use (sign-in, account links, not found), not all ~90 of them: the full set
 * is ~25 KB gzipped that every page, the sign-in page included, would download (Chakra's "Bundle Optimization" guide).
 * The signed-in screens' components get theirs from signed-in-recipes.ts, which the signed-in frame loads. A
 * component whose recipe is missing renders unstyled without any error; infra/test/web-bundle.test.ts fails when a
 * component in the built bundle has no recipe, or when a visitor's page ships one that only the signed-in frame adds.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

type Recipes = { recipes?: Record<string, RecipeDefinition>; slotRecipes?: Record<string, SlotRecipeConfig> };

/**
 * Adds recipes to the running system. Chakra reads a recipe from its config's theme the first time a component of that
 * key renders (then caches it), so recipes added before any such component renders style it exactly as if they had
 * been in the config from the start.
 */
export function addRecipes(added: Recipes): void {
  const theme = system._config.theme as Recipes;
  theme.recipes = Object.assign(theme.recipes ?? {}, added.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added.slotRecipes);
}
