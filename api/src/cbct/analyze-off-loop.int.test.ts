import { analyzeCbctResponseSchema } from "@cbct/core/contracts/cbct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { ANALYSIS_TIMED_OUT, createAnalysisPool } from "./analysis-pool.ts";

/**
 * The tester's analysis runs in a worker thread: a maximal paste (500,000 characters dense with scanner vocabulary,
 * seconds of CPU) must not hold up other requests, and a stuck analysis is stopped and answered, never left hanging.
 */

const MAXIMAL_TEXT =
  "We use cone beam CT 3D imaging, CBCT scans, Planmeca ProMax, Carestream CS 8100, i-CAT FLX, Sirona Orthophos. "
    .repeat(5_000)
    .slice(0, 500_000);

/**
 * /api/health does no I/O and answers in well under a millisecond when the event loop is free. An analysis on the
 * event loop would hold a health check for the whole analysis (seconds); off it, a check waits at most for the CPU
 * the analysis thread shares with it. So a check must answer within a quarter of the analysis's own time (and 100 ms
 * always passes): a bound relative to the run, not a wall-clock promise, since a loaded 2-core machine stretches
 * both alike (a fixed 100 ms failed under a load of 6).
 */
const healthBoundMs = (analysisMs: number) => Math.max(100, analysisMs / 4);

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

describe("POST /api/cbct/analyze off the event loop", () => {
  it("keeps /api/health answering while a maximal analysis runs (each check far quicker than the analysis)", async () => {
    let analyzing = true;
    const started = performance.now();
    let analysisMs = 0;
    const analysis = api
      .request("/api/cbct/analyze", { body: { practiceName: "Dense", websiteContent: MAXIMAL_TEXT }, cookie })
      .finally(() => {
        analyzing = false;
        analysisMs = performance.now() - started;
      });
    const latencies: number[] = [];
    while (analyzing) {
      const asked = performance.now();
      const res = await api.request("/api/health");
      const took = performance.now() - asked;
      expect(res.status).toBe(200);
      if (analyzing) latencies.push(took);
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await analysis;
    expect(res.status).toBe(200);
    expect(["confirmed", "likely"]).toContain(analyzeCbctResponseSchema.parse(await res.json()).summary.cbctStatus);
    // Several checks ran while the analysis did (it takes far longer than a few 20 ms pauses).
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...latencies)).toBeLessThan(healthBoundMs(analysisMs));
  }, 60_000);

  describe("when an analysis never finishes", () => {
    let stuck: TestApi;
    let stuckCookie: string;
    beforeAll(async () => {
      const analysisPool = createAnalysisPool({
        threads: 1,
        timeoutMs: 300,
        filename: new URL("../../test/never-ending-analysis.mjs", import.meta.url).href,
      });
      stuck = await startTestApi({ deps: { analysisPool } });
      ({ cookie: stuckCookie } = await stuck.signUp());
    });
    afterAll(async () => {
      await stuck?.close();
    });

    it("stops it at the time limit and answers 503 with a clear error, then serves the next request", async () => {
      const started = Date.now();
      const res = await stuck.request("/api/cbct/analyze", {
        body: { practiceName: "Stuck", websiteContent: "cone beam" },
        cookie: stuckCookie,
      });
      expect(res.status).toBe(503);
      expect(await json(res)).toEqual({ error: ANALYSIS_TIMED_OUT });
      expect(Date.now() - started).toBeLessThan(10_000);
      // The stuck thread was terminated, so the pool takes (and times out) the next one the same way.
      const again = await stuck.request("/api/cbct/analyze", {
        body: { practiceName: "Stuck", websiteContent: "cone beam" },
        cookie: stuckCookie,
      });
      expect(again.status).toBe(503);
      expect((await stuck.request("/api/health")).status).toBe(200);
    }, 30_000);
  });

  it("refuses a paste over 500,000 characters with 400 and the limit in words", async () => {
    const res = await api.request("/api/cbct/analyze", {
      body: { practiceName: "Too Big", websiteContent: "x".repeat(500_001) },
      cookie,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe("Website content is too long (500,000 characters at most)");
  });
});
