import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Corpus, startCorpus } from "../../worker/corpus/server.ts";
import { type DiscoveryFakes, startDiscoveryFakes } from "../../infra/fakes/discovery/start-discovery-fakes.ts";
import { pipelineSites } from "../../infra/test/pipeline-test-kit.ts";
import { type RunningWorker, startWorker } from "../../worker/src/start-worker.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { createLogger } from "@cbct/shared/log/create-logger";

let app: E2eApp;
let corpus: Corpus;
let fakes: DiscoveryFakes;
let worker: RunningWorker;

beforeAll(async () => {
  corpus = await startCorpus({ sites: pipelineSites(8, "pipeline-e2e", ["22401"]) });
  fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 1 });
  app = await startE2eApp({ SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535" });
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: app.databaseUrl,
    REDIS_URL: app.redisUrl,
    QUEUE_PREFIX: app.queuePrefix,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_BROWSER_MODE: "never",
    // Slow enough that the run can be watched, stopped and left and come back to.
    WORKER_CONCURRENCY: "1",
    SCRAPER_HOST_DELAY_MS: "300",
    ...fakes.env,
  });
  worker = await startWorker(config, createLogger("error", "worker"));
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await fakes?.close();
  await corpus?.close();
});

const runButton = (page: Page) => page.getByRole("button", { name: /Run Full Pipeline|Processing Pipeline/ });
const toastText = (page: Page) => page.getByTestId("toast").first();

describe("Automated Lead Pipeline page", () => {
  let page: Page;

  beforeAll(async () => {
    page = await app.newPage();
    await registerThroughUi(page, newUser());
  });

  it("shows the search form with its defaults, validation and presets", async () => {
    await page.goto("/automated-pipeline");
    await page.getByRole("heading", { name: "Automated Lead Pipeline" }).waitFor();
    expect(await page.getByRole("tab", { name: "Search by Zip Code" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Search by City & State" }).waitFor();
    expect(await page.locator('input[name="maxResults"]').inputValue()).toBe("50");
    expect(await page.locator('input[name="maxResults"]').getAttribute("min")).toBe("10");
    expect(await page.locator('input[name="maxResults"]').getAttribute("max")).toBe("200");
    expect(await page.locator('input[name="autoSync"]').isChecked()).toBe(true);
    expect(await runButton(page).isDisabled()).toBe(true);

    await page.locator('input[name="zipCode"]').fill("   ");
    await runButton(page).click();
    await toastText(page).getByText("Zip Code Required").waitFor();
    await toastText(page).getByText("Please enter a zip code to search for leads").waitFor();

    await page.getByRole("tab", { name: "Popular Cities" }).click();
    await page.getByRole("button", { name: "Richmond, VA" }).click();
    expect(await page.getByRole("tab", { name: "Search by City & State" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator('input[name="city"]').inputValue()).toBe("Richmond");
    expect(await page.locator('input[name="state"]').inputValue()).toBe("VA");
    await page.locator('input[name="state"]').fill(" ");
    await runButton(page).click();
    await toastText(page).getByText("City and State Required").waitFor();

    await page.getByRole("tab", { name: "Popular Zip Codes" }).click();
    await page.getByRole("button", { name: "22401" }).click();
    expect(await page.getByRole("tab", { name: "Search by Zip Code" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator('input[name="zipCode"]').inputValue()).toBe("22401");
  });

  it("runs the pipeline, survives leaving the page, and shows the results", async () => {
    await page.locator('input[name="maxResults"]').fill("");
    await runButton(page).click();
    await page.getByRole("button", { name: "Processing Pipeline..." }).waitFor();
    await page.getByRole("button", { name: "Stop" }).waitFor();
    await page
      .getByTestId("pipeline-progress")
      .getByText(/\d+% Complete/)
      .waitFor();
    expect(await page.getByRole("button", { name: "22402" }).isDisabled()).toBe(true);

    // Leave and come back mid-run: the page picks the run up from status.
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.waitForURL("**/dashboard");
    await page.goto("/automated-pipeline");
    await page.getByTestId("pipeline-progress").waitFor();
    await page.getByRole("button", { name: "Stop" }).waitFor();
    const shown = Number(
      (await page
        .getByTestId("pipeline-progress")
        .getByText(/% Complete/)
        .textContent())!.replace(/\D/g, ""),
    );
    expect(shown).toBeGreaterThanOrEqual(10);

    const results = page.getByTestId("pipeline-results");
    await results.waitFor({ timeout: 60_000 });
    const found = Number(await results.getByTestId("leads-found").textContent());
    const processed = Number(await results.getByTestId("leads-processed").textContent());
    expect(found).toBe(fakes.world.practices.filter((p) => p.zip === "22401").length);
    expect(processed).toBeGreaterThan(0);
    await results.getByText(/^\d+ CBCT Confirmed$/).waitFor();
    await results.getByText(/^\d+ High Priority$/).waitFor();
    await results.getByText(/^Avg Score: \d+$/).waitFor();
    await results
      .getByTestId("pipeline-warnings")
      .getByText("Auto-sync skipped: Google Drive and Glide are not configured")
      .waitFor();
    await results.getByTestId("results-warning-icon").waitFor();
    const next = results.getByTestId("pipeline-next-steps");
    await next.getByText("Pipeline Complete! Next Steps").waitFor();
    await next.getByText("Visit the Google Sheets page to download organized lead files").waitFor();
    await next.getByText("Check the Dashboard for updated lead metrics").waitFor();
    await next.getByText("Review leads in Glide for follow-up actions").waitFor();
    expect(await runButton(page).textContent()).toContain("Run Full Pipeline");
    // The run is kept: it heads the user's recent runs.
    await page.getByTestId("recent-runs").getByText("22401").first().waitFor();
    await page.getByTestId("recent-runs").getByText("completed").first().waitFor();
    expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(0);
  });

  it("stops a run from the Stop button", async () => {
    // The page was reloaded in the last test: the form is back to its defaults. A zip whose practices have websites
    // to scrape (22401; the worker reads one page at a time, 300 ms apart): a zip with none to scrape (22403) ended
    // its run before Stop could be clicked on a loaded CI machine, and the button was gone.
    await page.getByRole("button", { name: "22401" }).click();
    await page.locator('input[name="autoSync"]').setChecked(false, { force: true });
    await runButton(page).click();
    await page.getByRole("button", { name: "Stop" }).click();
    await toastText(page).getByText("Pipeline Stopped").waitFor();
    await toastText(page).getByText("Pipeline has been stopped successfully").waitFor();
    await page.getByRole("button", { name: "Run Full Pipeline" }).waitFor({ timeout: 30_000 });
    await page.getByTestId("pipeline-results").waitFor();
  });

  it("follows a run it started to its end and says so in the spec's toast", async () => {
    // The POST answers at once; the page stays in "Processing Pipeline..." while it follows status, then says what
    // the run did ('Pipeline Complete!' with the run's summary).
    await page.getByRole("button", { name: "22401" }).click();
    await page.locator('input[name="autoSync"]').setChecked(false, { force: true });
    await runButton(page).click();
    await page.getByRole("button", { name: "Processing Pipeline..." }).waitFor();
    await toastText(page).getByText("Pipeline Complete!").waitFor({ timeout: 60_000 });
    await toastText(page)
      .getByText(/^Pipeline complete: \d+ leads? found, \d+ processed/)
      .waitFor();
    await page.getByRole("button", { name: "Run Full Pipeline" }).waitFor();
    await page.getByTestId("pipeline-results").waitFor();
  });
});
