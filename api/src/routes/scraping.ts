import {
  type BulkStartScrapeResponse,
  bulkStartScrapeSchema,
  type ScrapeListCheckResponse,
  type StartScrapeResponse,
  scrapeJobsQuerySchema,
  scrapeListCheckSchema,
  startScrapeSchema,
} from "@cbct/core/contracts/scraping";
import { findKnownSites } from "@cbct/shared/db/queries/known-sites";
import { getScrapeJobByJobId, listScrapeJobs, toScrapeJobView } from "@cbct/shared/db/queries/scraping-jobs";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { readBody, validate } from "../http/validate.ts";
import { createScrapeQuota } from "../scraping/scrape-quota.ts";
import { readScrapeList, ScrapeListError } from "../scraping/scrape-list.ts";
import { QUEUE_UNAVAILABLE, startScrape, startScrapes } from "../scraping/start-scrape.ts";

const message = (existing: boolean) => (existing ? "Already scraping this site" : "Scraping started");

export function scrapingRoutes(deps: AppDeps) {
  const admit = createScrapeQuota(deps);
  return new Hono<AppEnv>()
    .post("/start", async (c) => {
      const { url } = await readBody(c, startScrapeSchema);
      await admit(c.get("user")?.id ?? 0, 1);
      const started = await startScrape(deps, url, c.get("user")?.id ?? null);
      const body: StartScrapeResponse = { ...started, message: message(started.existing) };
      return c.json(body, started.existing ? 200 : 201);
    })
    .post("/bulk-start", async (c) => {
      const { urls } = await readBody(c, bulkStartScrapeSchema);
      const max = deps.config.SCRAPE_BULK_MAX_URLS;
      if (urls.length > max) throw new AppError("bad_request", `At most ${max} URLs can be scraped at once`);
      await admit(c.get("user")?.id ?? 0, urls.length);
      const body: BulkStartScrapeResponse = { jobs: [], rejected: [], message: "" };
      // One startScrapes call: a site listed twice gets the first entry's job, and the new jobs go to Redis in one add.
      const answers = await startScrapes(deps, urls, c.get("user")?.id ?? null);
      let queueDown = false;
      const rejectedAt: number[] = [];
      for (const [index, answer] of answers.entries()) {
        if (answer.ok) {
          if (!body.jobs.some((j) => j.jobId === answer.job.jobId)) body.jobs.push(answer.job);
        } else {
          queueDown ||= answer.reason === "queue_unavailable";
          body.rejected.push({ url: answer.input, error: answer.error });
          rejectedAt.push(index);
        }
      }
      if (body.jobs.length === 0) {
        if (queueDown) throw new AppError("service_unavailable", QUEUE_UNAVAILABLE);
        throw new AppError("bad_request", body.rejected[0]?.error ?? "No valid URLs", {
          details: Object.fromEntries(body.rejected.map((r, i) => [`urls.${rejectedAt[i]}`, r.error])),
        });
      }
      const n = body.jobs.length;
      body.message = `Scraping started for ${n} site${n === 1 ? "" : "s"}`;
      if (body.rejected.length > 0) body.message += `; ${body.rejected.length} rejected`;
      return c.json(body);
    })
    .post("/check", async (c) => {
      // Reads a pasted list or CSV before anything starts: what is invalid, listed twice or already known, and how
      // many the caller may start (the Paste a list / upload a CSV dialog).
      const { text, format } = await readBody(c, scrapeListCheckSchema);
      let list: ReturnType<typeof readScrapeList>;
      try {
        list = readScrapeList(text, format, deps.config.SCRAPER_ALLOW_HOSTS);
      } catch (err) {
        if (err instanceof ScrapeListError) throw new AppError("bad_request", err.message);
        throw err;
      }
      const domains = [...new Set(list.entries.flatMap((e) => (e.domain ? [e.domain] : [])))];
      const userId = c.get("user")?.id ?? 0;
      const [known, quota] = await Promise.all([findKnownSites(deps.db, domains), admit.remaining(userId)]);
      const body: ScrapeListCheckResponse = {
        entries: list.entries.map((e) => ({
          ...e,
          knownLead: (e.domain && known.leads.get(e.domain)) || null,
          activeJob: e.domain !== null && known.active.has(e.domain),
        })),
        column: list.column,
        quota: {
          perHour: deps.config.SCRAPE_MAX_PER_HOUR,
          remainingThisHour: quota.thisHour,
          pendingSlots: quota.pendingSlots,
          bulkMax: deps.config.SCRAPE_BULK_MAX_URLS,
        },
      };
      return c.json(body);
    })
    .get("/jobs", async (c) => {
      const { limit, mine, jobIds } = validate(scrapeJobsQuerySchema, c.req.query());
      const requestedBy = mine === "true" ? (c.get("user")?.id ?? 0) : undefined;
      return c.json(await listScrapeJobs(deps.db, { limit, requestedBy, jobIds }));
    })
    .get("/jobs/:jobId", async (c) => {
      const job = await getScrapeJobByJobId(deps.db, c.req.param("jobId"));
      if (!job) throw new AppError("not_found", "Scraping job not found");
      return c.json(toScrapeJobView(job));
    });
}
