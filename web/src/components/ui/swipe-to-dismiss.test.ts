import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeDismisses } from "./swipe-to-dismiss.ts";

describe("swipeDismisses", () => {
  it.each([
    [0, false],
    [-120, false],
    [SWIPE_THRESHOLD_PX, false],
    [SWIPE_THRESHOLD_PX + 1, true],
    [200, true],
  ])("a drag of %i px dismisses: %s", (delta, expected) => {
    expect(swipeDismisses(delta)).toBe(expected);
  });
});
