import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { createLogger } from "@cbct/shared/log/create-logger";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Corpus, startCorpus } from "../../worker/corpus/server.ts";
import { generateSites } from "../../worker/corpus/generate-sites.ts";
import { type RunningWorker, startWorker } from "../../worker/src/start-worker.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { snap } from "./screenshot.ts";
import { insertLeads } from "./seed-leads.ts";

/**
 * A rep's first hour (issue 23), in Chromium against the real API and a real worker reading local practice sites:
 * a finished scrape says so with the lead to open, a failed one says why with Retry, a pasted list of ten websites
 * (two invalid, one already a lead) runs as a batch with its progress and a summary, the jobs panel links to each
 * lead, and the newest leads can be listed first.
 */
let app: E2eApp;
let corpus: Corpus;
let refusing: Server;
let refusingUrl: string;
let worker: RunningWorker;
let page: Page;

const hostOf = (url: string) => new URL(url).host;

beforeAll(async () => {
  const sites = generateSites(12, "first-hour", { hostile: false }).filter((s) => s.label.expected.outcome === "ok");
  corpus = await startCorpus({ sites: sites.slice(0, 8) });
  // A site that refuses every request (HTTP 403): a permanent failure, so its job fails at once.
  refusing = createServer((_req, res) => res.writeHead(403, { "Content-Type": "text/html" }).end("<h1>Forbidden</h1>"));
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/`;
  app = await startE2eApp({ SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535" });
  worker = await startWorker(
    parseConfig(workerConfigSchema, {
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: app.redisUrl,
      QUEUE_PREFIX: app.queuePrefix,
      SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
      SCRAPER_BROWSER_MODE: "never",
      SCRAPER_HOST_DELAY_MS: "0",
      WORKER_CONCURRENCY: "2",
    }),
    createLogger("error", "worker"),
  );
  page = await app.newPage();
  await registerThroughUi(page, newUser("Riley Rep"));
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await corpus?.close();
  await new Promise((resolve) => refusing?.close(resolve));
});

const toast = (text: string | RegExp) => page.getByTestId("toast").filter({ hasText: text });

async function startOne(url: string) {
  page.once("dialog", (dialog) => void dialog.accept(url));
  await page.getByRole("button", { name: "Start Scraping" }).click();
}

describe("a rep's first hour", () => {
  it("tells the rep when a scrape finished, with the lead to open", async () => {
    const site = corpus.sites[0]!;
    await startOne(site.url);
    const done = toast("Scrape Complete");
    await done.waitFor({ timeout: 60_000 });
    const text = (await done.textContent()) ?? "";
    expect(text).toContain(`${site.label.expected.practiceName}:`);
    expect(text).toMatch(/(CBCT confirmed|CBCT likely|CBCT uncertain|no CBCT found), lead score \d+/);
    await snap(page, "first-hour-finish-toast");
    await done.getByRole("button", { name: "View lead" }).click();
    const dialog = page.getByTestId("lead-details");
    await dialog.getByRole("heading", { name: site.label.expected.practiceName }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("says why a scrape failed, in words, and offers Retry", async () => {
    await startOne(refusingUrl);
    const failed = toast("Scrape Failed");
    await failed.waitFor({ timeout: 60_000 });
    expect(await failed.textContent()).toContain(`${hostOf(refusingUrl)}: The site refused access (HTTP 403)`);
    await failed.getByRole("button", { name: "Retry" }).click();
    await toast("Scraping Started").waitFor();
    // The retried job is a new job of the rep's, and it fails again: the jobs panel lists both, each with Retry.
    const failedJobs = page
      .getByTestId("scraping-job")
      .filter({ hasText: "The site refused access (HTTP 403)" })
      .filter({ has: page.getByRole("button", { name: "Retry" }) });
    await expect.poll(() => failedJobs.count(), { timeout: 60_000 }).toBe(2);
  });

  it("checks a pasted list of ten, starts the new sites as a batch, and follows it to a summary", async () => {
    const known = corpus.sites[1]!;
    await insertLeads(app.databaseUrl, [{ practiceName: "Known Before Dental", websiteDomain: hostOf(known.url) }]);
    const fresh = corpus.sites.slice(2, 8).map((s) => s.url);
    const lines = [
      fresh[0],
      "not a website",
      fresh[1],
      known.url,
      fresh[2],
      "ftp://files.example.com/list",
      fresh[3],
      refusingUrl,
      fresh[4],
      fresh[5],
    ];
    expect(lines).toHaveLength(10);
    await page.getByRole("button", { name: "More scraping options" }).click();
    await page.getByRole("menuitem", { name: "Paste a list / upload a CSV" }).click();
    const dialog = page.getByTestId("bulk-scrape");
    await dialog.getByLabel("Websites, one per line").fill(lines.join("\n"));
    await dialog.getByRole("button", { name: "Check list" }).click();

    const rows = dialog.getByTestId("bulk-scrape-row");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    const states = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-state")));
    expect(states).toEqual([
      "start",
      "invalid",
      "start",
      "known",
      "start",
      "invalid",
      "start",
      "start",
      "start",
      "start",
    ]);
    expect(await rows.nth(1).textContent()).toContain('"not a website" is not a valid URL');
    expect(await rows.nth(5).textContent()).toContain("Only http and https websites can be scraped");
    expect(await rows.nth(3).textContent()).toContain("Already a lead: Known Before Dental");
    // The retried failure counted too: 3 of 500 used this hour.
    expect(await dialog.getByTestId("bulk-scrape-quota").textContent()).toContain(
      "You can start 497 more scrapes this hour (limit 500 an hour).",
    );
    await snap(page, "first-hour-list-checked");

    await dialog.getByRole("button", { name: "Start 7 scrapes" }).click();
    const progress = dialog.getByTestId("bulk-scrape-progress");
    await progress.waitFor();
    expect(await progress.textContent()).toMatch(/^Done \d+ · Failed \d+ · Remaining \d+$/);
    const summary = dialog.getByTestId("bulk-scrape-summary");
    await summary.waitFor({ timeout: 120_000 });
    expect(await summary.textContent()).toContain("Batch finished: 6 of 7 sites scraped, 1 failed.");
    expect(await progress.textContent()).toBe("Done 6 · Failed 1 · Remaining 0");
    await snap(page, "first-hour-batch-finished");
    const jobs = dialog.getByTestId("bulk-scrape-job");
    expect(await jobs.count()).toBe(7);
    expect(await jobs.filter({ hasText: "The site refused access (HTTP 403)" }).count()).toBe(1);
    // Each new lead opens from its line.
    const firstDone = jobs.filter({ has: page.getByRole("button", { name: "View lead" }) }).first();
    await firstDone.getByRole("button", { name: "View lead" }).click();
    await page.getByTestId("lead-details").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("lead-details").waitFor({ state: "hidden" });
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("lists the rep's own jobs with a link to each lead, and puts the newest leads first on request", async () => {
    const panel = page.getByTestId("scraping-jobs");
    await panel.getByRole("button", { name: /Show all/ }).click();
    const done = panel.getByTestId("scraping-job").filter({ hasText: hostOf(corpus.sites[2]!.url) });
    const line = (await done.textContent()) ?? "";
    const name = corpus.sites[2]!.label.expected.practiceName;
    expect(line).toContain(`${name}:`);
    await done.getByRole("button", { name: "View lead" }).click();
    await page.getByTestId("lead-details").getByRole("heading", { name }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("lead-details").waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Newest added first" }).click();
    expect(await page.getByRole("button", { name: "Newest added first" }).getAttribute("aria-pressed")).toBe("true");
    // The newest lead is the last site of the batch to be stored; whichever it is, it is one of the batch's, and new.
    const batchNames = corpus.sites.slice(2, 8).map((s) => s.label.expected.practiceName);
    const firstRow = page.getByTestId("leads-table").locator("tbody tr").first();
    await expect
      .poll(async () => {
        const text = (await firstRow.textContent()) ?? "";
        return batchNames.some((n) => text.includes(n)) && text.includes("New");
      })
      .toBe(true);
    await snap(page, "first-hour-newest-first");
  });

  it("reads each piece of evidence once: merged passages, cues marked, the page a link", async () => {
    const page1 = "https://harbor-dental.example/technology/";
    await insertLeads(app.databaseUrl, [
      {
        practiceName: "Harbor Evidence Dental",
        cbctStatus: "confirmed",
        cbctEvidence: [
          `…we take a cone beam CT scan in our office so your implant is planned in 3D, and the scan takes… (${page1})`,
          `…so your implant is planned in 3D, and the scan takes under a minute with our Planmeca ProMax 3D Mid… (${page1})`,
          `…the scan takes under a minute with our Planmeca ProMax 3D Mid, installed in 2019… (${page1})`,
          "Our hygienists also use an iTero scanner for aligner impressions.",
        ],
      },
    ]);
    await page.reload();
    await page.getByRole("button", { name: "View Harbor Evidence Dental" }).click();
    const dialog = page.getByTestId("lead-details");
    const evidence = dialog.getByTestId("lead-evidence");
    await evidence.waitFor();
    const passages = evidence.getByTestId("evidence-passage");
    expect(await passages.count()).toBe(2);
    const first = (await passages.first().textContent()) ?? "";
    expect(first).toContain(
      "we take a cone beam CT scan in our office so your implant is planned in 3D, and the scan takes under a minute with our Planmeca ProMax 3D Mid, installed in 2019",
    );
    expect(first.match(/under a minute/g)).toHaveLength(1);
    expect(await passages.first().locator("mark").allTextContents()).toEqual(
      expect.arrayContaining(["cone beam CT", "Planmeca", "ProMax 3D Mid"]),
    );
    expect(await passages.first().getByRole("link").getAttribute("href")).toBe(page1);
    await snap(page, "first-hour-evidence-dialog");
    await page.keyboard.press("Escape");

    // The tester reads pasted text the same way: no passage repeats another.
    await page.goto("/cbct-tester");
    await page.getByRole("button", { name: "Load Sample Data" }).click();
    await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
    const tester = page.getByTestId("evidence");
    await tester.waitFor({ timeout: 30_000 });
    const texts = await tester.getByTestId("evidence-passage").allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    const bodies = texts.map((t) => t.replace(/[“”…]/g, "").trim());
    for (const [i, a] of bodies.entries()) {
      for (const [j, b] of bodies.entries()) if (i !== j) expect(b.includes(a)).toBe(false);
    }
    expect(await tester.locator("mark").count()).toBeGreaterThan(0);
    await snap(page, "first-hour-evidence-tester");
  });
});
