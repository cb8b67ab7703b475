import { dialogSlotRecipe, tableSlotRecipe } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { system } from "./theme.ts";

describe("the signed-in screens' recipes, added after start-up", () => {
  it("style their components through the running system once signed-in-recipes.ts has loaded", async () => {
    // A visitor's system: the sign-in page's components only.
    expect(system.isSlotRecipe("field")).toBe(true);
    expect(system.isSlotRecipe("dialog")).toBe(false);

    await import("./signed-in-recipes.ts");

    expect(system.isSlotRecipe("dialog")).toBe(true);
    expect(system.getSlotRecipe("table")).toBe(tableSlotRecipe);
    // What a component calls when it renders: the recipe turned into per-slot styles, as if it had been in the config.
    const styles = system.getSlotRecipeFn("dialog")({ size: "md" }) as Record<string, Record<string, unknown>>;
    expect(Object.keys(styles)).toEqual(expect.arrayContaining([...dialogSlotRecipe.slots!]));
    expect(styles.content?.["@layer recipes"]).toMatchObject({
      background: "var(--chakra-colors-bg-panel)",
      boxShadow: "var(--chakra-shadows-lg)",
    });
    // Recipes already there are kept.
    expect(system.isSlotRecipe("field")).toBe(true);
    expect(system.isRecipe("button")).toBe(true);
  });
});
