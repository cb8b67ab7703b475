import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe("relativeTime", () => {
  it.each([
    [ago(3 * 24 * HOUR), "3 days ago"],
    [ago(24 * HOUR + 5), "1 day ago"],
    [ago(23 * HOUR), "23 hours ago"],
    [ago(HOUR), "1 hour ago"],
    [ago(59 * 60_000), "Recently"],
    [ago(-HOUR), "Recently"],
    [null, "Unknown"],
    [undefined, "Unknown"],
    ["", "Unknown"],
    ["not a date", "Unknown"],
  ])("%s reads %s", (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });
});
