import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { WORKER_SEMI_SPACE_MB, withWorkerHeapOptions, workerOldSpaceMb } from "./worker-node-options.ts";

/** The heap limits a Node process started with `env` really gets. */
function heapOf(env: NodeJS.ProcessEnv): { limitMb: number } {
  const out = execFileSync(
    process.execPath,
    ["-e", `console.log(require("node:v8").getHeapStatistics().heap_size_limit)`],
    { env, encoding: "utf8" },
  );
  return { limitMb: Number(out.trim()) / 2 ** 20 };
}

describe("worker heap settings", () => {
  it("give a worker process a heap ceiling sized by its concurrency, far below V8's machine-sized default", () => {
    const base = { PATH: process.env.PATH ?? "" };
    const unbounded = heapOf(base);
    const eight = heapOf(withWorkerHeapOptions({ ...base, WORKER_CONCURRENCY: "8" }));
    const thirtyTwo = heapOf(withWorkerHeapOptions({ ...base, WORKER_CONCURRENCY: "32" }));
    // heap_size_limit = old generation + young generation (3 semi-spaces): 3 x 16 MB instead of up to 3 x 64 MB.
    expect(eight.limitMb).toBe(workerOldSpaceMb(8) + 3 * WORKER_SEMI_SPACE_MB);
    expect(thirtyTwo.limitMb).toBe(workerOldSpaceMb(32) + 3 * WORKER_SEMI_SPACE_MB);
    expect(thirtyTwo.limitMb).toBeGreaterThan(eight.limitMb);
    expect(thirtyTwo.limitMb).toBeLessThan(450);
    expect(unbounded.limitMb).toBeGreaterThan(thirtyTwo.limitMb);
  });

  it("keep heap flags the operator already put in NODE_OPTIONS", () => {
    const env = withWorkerHeapOptions({ NODE_OPTIONS: "--max-old-space-size=1024 --enable-source-maps" });
    expect(env.NODE_OPTIONS).toContain("--max-old-space-size=1024");
    expect(env.NODE_OPTIONS).not.toMatch(/--max-old-space-size=(?!1024)/);
    expect(env.NODE_OPTIONS).toContain("--max-semi-space-size=16");
    expect(env.NODE_OPTIONS).toContain("--enable-source-maps");
    const limit = heapOf({ PATH: process.env.PATH ?? "", NODE_OPTIONS: env.NODE_OPTIONS }).limitMb;
    expect(limit).toBeGreaterThan(1024);
  });
});
