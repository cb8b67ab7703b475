import { describe, expect, it } from "vitest";
import { activeNavItem } from "./nav-items.ts";

describe("activeNavItem", () => {
  it.each([
    ["/", "Dashboard"],
    ["/dashboard", "Dashboard"],
    ["/dashboard/", "Dashboard"],
    ["/automated-pipeline", "Automated Pipeline"],
    ["/cbct-tester", undefined],
    ["/google-sheets", undefined],
  ])("%s highlights %s", (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });
});
