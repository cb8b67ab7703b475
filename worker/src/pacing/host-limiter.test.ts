import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HostLimiter } from "./host-limiter.ts";

type Gate = { promise: Promise<void>; open: () => void };
function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("HostLimiter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps at most `concurrency` tasks running per origin", async () => {
    const limiter = new HostLimiter({ concurrency: 2, delayMs: 0 });
    const gates = Array.from({ length: 5 }, gate);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run("clinic.example:443", async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await g.promise;
        running--;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1]);
    gates[0]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it("spaces request starts to one origin by the delay, but not starts to different origins", async () => {
    const limiter = new HostLimiter({ concurrency: 4, delayMs: 100 });
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
    };
    const runs = [
      limiter.run("a:80", task("a1")),
      limiter.run("a:80", task("a2")),
      limiter.run("a:80", task("a3")),
      limiter.run("b:80", task("b1")),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["a1", "b1"]);
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toEqual(["a1", "b1"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(["a1", "b1", "a2"]);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(["a1", "b1", "a2", "a3"]);
    await Promise.all(runs);
  });

  it("honours a longer per-origin delay such as robots.txt Crawl-delay", async () => {
    const limiter = new HostLimiter({ concurrency: 2, delayMs: 100 });
    const started: string[] = [];
    const runs = ["p1", "p2"].map((name) =>
      limiter.run("a:80", async () => void started.push(name), { delayMs: 2_000 }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(["p1"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(["p1", "p2"]);
    await Promise.all(runs);
  });

  it("forgets an origin once it is idle and its delay has passed", async () => {
    const limiter = new HostLimiter({ concurrency: 1, delayMs: 50 });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => limiter.run(`host${i}.example:443`, async () => undefined)),
    );
    expect(limiter.size).toBe(100);
    await vi.advanceTimersByTimeAsync(60);
    expect(limiter.size).toBe(0);
  });

  it("drops a waiting task whose signal aborts, and lets the next one run", async () => {
    const limiter = new HostLimiter({ concurrency: 1, delayMs: 0 });
    const first = gate();
    const started: string[] = [];
    const a = limiter.run("a:80", async () => {
      started.push("a");
      await first.promise;
    });
    const controller = new AbortController();
    const b = limiter.run("a:80", async () => void started.push("b"), { signal: controller.signal });
    const c = limiter.run("a:80", async () => void started.push("c"));
    controller.abort(new Error("job cancelled"));
    await expect(b).rejects.toThrow("job cancelled");
    first.open();
    await Promise.all([a, c]);
    expect(started).toEqual(["a", "c"]);
  });

  it.each([
    ["https://www.clinic.example/about", "www.clinic.example:443"],
    ["http://clinic.example/", "clinic.example:80"],
    ["http://127.0.0.1:8080/x", "127.0.0.1:8080"],
  ])("keys %s as %s", (url, key) => {
    expect(HostLimiter.keyOf(url)).toBe(key);
  });
});
