import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleDownloads } from "./download-all.ts";

describe("scheduleDownloads", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts the first download at once and each next one 500 ms later", () => {
    const started: string[] = [];
    scheduleDownloads(["a.csv", "b.csv", "c.csv"], (f) => started.push(f));
    vi.advanceTimersByTime(0);
    expect(started).toEqual(["a.csv"]);
    vi.advanceTimersByTime(499);
    expect(started).toEqual(["a.csv"]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(["a.csv", "b.csv"]);
    vi.advanceTimersByTime(500);
    expect(started).toEqual(["a.csv", "b.csv", "c.csv"]);
  });

  it("cancels the downloads not yet started", () => {
    const started: string[] = [];
    const cancel = scheduleDownloads(["a.csv", "b.csv"], (f) => started.push(f));
    vi.advanceTimersByTime(0);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(started).toEqual(["a.csv"]);
  });
});
