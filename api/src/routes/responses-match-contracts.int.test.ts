import { logoutResponseSchema, meResponseSchema } from "@cbct/core/contracts/auth";
import { analyzeCbctResponseSchema } from "@cbct/core/contracts/cbct";
import { apiErrorBodySchema } from "@cbct/core/contracts/errors";
import { healthResponseSchema, readyResponseSchema } from "@cbct/core/contracts/health";
import { clearPracticesResponse, practiceSchema, practicesResponseSchema } from "@cbct/core/contracts/practices";
import {
  bulkStartScrapeResponseSchema,
  scrapeJobListSchema,
  scrapeJobViewSchema,
  startScrapeResponseSchema,
} from "@cbct/core/contracts/scraping";
import { practices } from "@cbct/shared/db/schema/practices";
import { buildLead, pastedSite } from "@cbct/core/domain/lead/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/**
 * The web parses every answer with the contracts in core/src/contracts instead of casting it; these requests prove
 * the API really answers those shapes (a drift would break the screens at run time, so it must break a test first).
 */

let api: TestApi;
let cookie: string;
let practiceId: number;

beforeAll(async () => {
  api = await startTestApi({ config: { SCRAPER_ALLOW_HOSTS: ["127.0.0.1:1024-65535"] } });
  ({ cookie } = await api.signUp());
  const text = "Riverside Dental has a Planmeca ProMax 3D cone beam CT scanner. Dental implants, Invisalign.";
  const lead = buildLead({
    site: pastedSite("Riverside Dental", text),
    websiteDomain: "riverside.example",
    now: new Date(),
  });
  const [row] = await api.deps.db
    .insert(practices)
    .values({ ...lead.practice, rawData: { source: "test" } })
    .returning({ id: practices.id });
  practiceId = row!.id;
});
afterAll(async () => {
  await api?.close();
});

async function expectShape(res: Response, status: number, schema: z.ZodType) {
  expect(res.status).toBe(status);
  const parsed = schema.safeParse(await res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe("every JSON answer matches its contract", () => {
  it("health and readiness", async () => {
    await expectShape(await api.request("/api/health"), 200, healthResponseSchema);
    await expectShape(await api.request("/api/ready"), 200, readyResponseSchema);
  });

  it("auth: me, login, logout, and an error body", async () => {
    await expectShape(await api.request("/api/auth/me", { cookie }), 200, meResponseSchema);
    await expectShape(await api.request("/api/auth/me"), 401, apiErrorBodySchema);
    const other = await api.signUp();
    const login = await api.request("/api/auth/login", {
      body: { email: other.credentials.email, password: other.credentials.password },
    });
    await expectShape(login, 200, meResponseSchema);
    await expectShape(
      await api.request("/api/auth/logout", { body: {}, cookie: other.cookie }),
      200,
      logoutResponseSchema,
    );
  });

  it("practices: the list, one lead, an update, a rescore", async () => {
    await expectShape(await api.request("/api/practices", { cookie }), 200, practicesResponseSchema);
    await expectShape(await api.request(`/api/practices/${practiceId}`, { cookie }), 200, practiceSchema);
    const patch = { method: "PATCH", body: { followUpNotes: "Call Tuesday" }, cookie };
    await expectShape(await api.request(`/api/practices/${practiceId}`, patch), 200, practiceSchema);
    const rescore = await api.request(`/api/practices/${practiceId}/recalculate-score`, { body: {}, cookie });
    await expectShape(rescore, 200, practiceSchema);
  });

  it("scraping: start, bulk start, the job list and one job", async () => {
    const start = await api.request("/api/scraping/start", { body: { url: "http://127.0.0.1:9999/a" }, cookie });
    expect([200, 201]).toContain(start.status);
    const started = startScrapeResponseSchema.parse(await start.json());
    const bulk = await api.request("/api/scraping/bulk-start", {
      body: { urls: ["http://127.0.0.1:9999/a", "x"] },
      cookie,
    });
    await expectShape(bulk, 200, bulkStartScrapeResponseSchema);
    await expectShape(await api.request("/api/scraping/jobs", { cookie }), 200, scrapeJobListSchema);
    const one = await api.request(`/api/scraping/jobs/${started.job.jobId}`, { cookie });
    await expectShape(one, 200, scrapeJobViewSchema);
  });

  it("the CBCT tester", async () => {
    const res = await api.request("/api/cbct/analyze", { body: { websiteContent: "We have a CS 8100 3D." }, cookie });
    await expectShape(res, 200, analyzeCbctResponseSchema);
  });

  it("clearing the leads (last: it empties the table)", async () => {
    await expectShape(
      await api.request("/api/practices/clear", { method: "DELETE", cookie }),
      200,
      clearPracticesResponse,
    );
  });
});
