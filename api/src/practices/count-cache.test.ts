import { describe, expect, it } from "vitest";
import { createCountCache } from "./count-cache.ts";

describe("the filtered-count cache", () => {
  it("counts once per filters and revision, again when the revision moves", async () => {
    const cache = createCountCache();
    let runs = 0;
    const count = async () => ++runs * 10;
    expect(await cache.get("state=TX", 1, count)).toBe(10);
    expect(await cache.get("state=TX", 1, count)).toBe(10);
    expect(await cache.get("state=VA", 1, count)).toBe(20);
    expect(await cache.get("state=TX", 2, count)).toBe(30);
    expect(runs).toBe(3);
  });

  it("shares one count between requests arriving together, and forgets a failed one", async () => {
    const cache = createCountCache();
    let runs = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++runs), 10));
    expect(await Promise.all([cache.get("a", 1, slow), cache.get("a", 1, slow)])).toEqual([1, 1]);
    await expect(cache.get("b", 1, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("b", 1, async () => 7)).toBe(7);
  });

  it("stays within its bound, dropping the least recently used", async () => {
    const cache = createCountCache(2);
    let runs = 0;
    const count = async () => ++runs;
    await cache.get("a", 1, count);
    await cache.get("b", 1, count);
    await cache.get("a", 1, count); // a is now the most recent
    await cache.get("c", 1, count); // b goes
    expect(cache.size()).toBe(2);
    expect(await cache.get("a", 1, count)).toBe(1);
    expect(await cache.get("b", 1, count)).toBe(4);
  });

  it("remembers the newest settled count of each filter across revisions, as an estimate (a failure is not one)", async () => {
    const cache = createCountCache(2);
    expect(cache.lastKnown("state=TX")).toBeUndefined();
    await cache.get("state=TX", 1, async () => 200);
    await cache.get("state=TX", 2, async () => 180);
    expect(cache.lastKnown("state=TX")).toBe(180);
    await expect(cache.get("state=TX", 3, () => Promise.reject(new Error("db down")))).rejects.toThrow();
    expect(cache.lastKnown("state=TX")).toBe(180);
    await cache.get("a", 1, async () => 1);
    await cache.get("b", 1, async () => 2);
    expect(cache.lastKnown("state=TX")).toBeUndefined();
  });
});
