import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { closeQueues, createQueues, enqueue } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { createLogger } from "@cbct/shared/log/create-logger";
import type { Page } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningWorker, startWorker } from "../../worker/src/start-worker.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { snap } from "./screenshot.ts";
import { insertLeads } from "./seed-leads.ts";

/**
 * Territories and alerts (issue 22 point 3) in Chromium, as a rep would: save a territory (a zip prefix and an area
 * drawn on the map), a refresh records a change to a practice in it, the worker's matcher turns it into an alert,
 * the bell shows it, and a click opens the lead's details. Mail is not configured here: the page says so.
 */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
let tiles: Server;
let app: E2eApp;
let worker: RunningWorker;
let page: Page;
let ids: number[] = [];

beforeAll(async () => {
  tiles = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/png" });
    res.end(PNG);
  });
  await new Promise<void>((r) => tiles.listen(0, "127.0.0.1", r));
  const tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  app = await startE2eApp({ MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: "© Test Tiles" });
  ids = await insertLeads(app.databaseUrl, [
    {
      practiceName: "Caroline Street Dental",
      city: "Fredericksburg",
      state: "VA",
      zipCode: "22401",
      leadScore: 70,
      latitude: "38.3032000",
      longitude: "-77.4605000",
    },
    {
      practiceName: "Austin Smiles",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      leadScore: 90,
      latitude: "30.2672000",
      longitude: "-97.7431000",
    },
  ]);
  worker = await startWorker(
    parseConfig(workerConfigSchema, {
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: app.redisUrl,
      QUEUE_PREFIX: app.queuePrefix,
      SCRAPER_BROWSER_MODE: "never",
    }),
    createLogger("error", "worker"),
  );
  page = await app.newPage({ width: 1440, height: 1000 });
  await registerThroughUi(page, newUser("Terry Torres"));
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await new Promise<void>((r) => (tiles ? tiles.close(() => r()) : r()));
});

/** What the refresh writes when a re-scrape finds a scanner (completeScrape's lead_changed entry). */
async function scannerAppeared(practiceId: number, message: string) {
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into activity_log (type, message, practice_id, metadata)
      values ('lead_changed', ${message}, ${practiceId}, ${sql.json({ kind: "scanner_appeared" })})`;
  } finally {
    await sql.end();
  }
}

/** The scheduled job, run now (the schedule is off under tests). */
async function runMatcher(jobId: string) {
  const redis = createRedis(app.redisUrl, "client");
  const queues = createQueues(redis, app.queuePrefix);
  try {
    await enqueue(queues, "match-territory-alerts", {}, { jobId });
  } finally {
    await closeQueues(queues);
    await redis.quit();
  }
}

describe("Territories and alerts", () => {
  it("saves a territory with a zip prefix, a drawn area and an age threshold; says the digest needs mail", async () => {
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Territories and alerts" }).click();
    await page.waitForURL("**/territories");
    await page.getByText("No territories yet").waitFor();
    expect(await page.getByTestId("digest-unavailable").textContent()).toContain(
      "Daily e-mail digest needs mail to be set up by an admin",
    );

    await page.getByRole("button", { name: "New territory" }).click();
    const dialog = page.getByTestId("territory-dialog");
    await dialog.getByLabel("Name").fill("Fredericksburg");
    await dialog.getByLabel("Zip prefixes").fill("224");
    // Draw a rectangle on the dialog's map.
    await dialog.getByRole("button", { name: "Draw area" }).click();
    const map = dialog.getByTestId("area-map");
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid=area-map] img.leaflet-tile-loaded").length > 0,
    );
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.35);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.65, { steps: 4 });
    await page.mouse.up();
    await dialog.getByText("Area drawn").waitFor();
    await dialog.getByRole("checkbox", { name: "A scanner passed" }).check({ force: true });
    await dialog.getByLabel("Scanner age in years").fill("10");
    await snap(page, "territory-dialog");
    await dialog.getByRole("button", { name: "Save territory" }).click();
    await dialog.waitFor({ state: "hidden" });

    const card = page.getByTestId("territory-card");
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Fredericksburg");
    expect(text).toContain("zips 224…");
    expect(text).toContain("an area on the map");
    expect(text).toContain("scanner passed 10 years");
    await page.screenshot({ path: "/tmp/territories-page.png", fullPage: true });
  });

  it("refuses a territory with nowhere in it, with the API's words", async () => {
    await page.getByRole("button", { name: "New territory" }).click();
    const dialog = page.getByTestId("territory-dialog");
    await dialog.getByLabel("Name").fill("Nowhere");
    await dialog.getByRole("button", { name: "Save territory" }).click();
    await dialog.getByText("Choose states, zip prefixes or an area on the map").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("a change in the territory becomes an alert in the bell, and clicking it opens the lead", async () => {
    const [caroline, austin] = ids as [number, number];
    await scannerAppeared(caroline, "Caroline Street Dental: CBCT scanner found: Planmeca ProMax 3D");
    // Outside the territory: no alert.
    await scannerAppeared(austin, "Austin Smiles: CBCT scanner found: Carestream CS 9600");
    await runMatcher("match-e2e-1");

    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    const badge = page.getByTestId("alerts-unread");
    // The bell polls; a reload is quicker than waiting for the next poll.
    for (let i = 0; i < 30 && !(await badge.isVisible()); i++) {
      await page.waitForTimeout(500);
      if (i % 6 === 5) await page.reload({ waitUntil: "domcontentloaded" });
    }
    expect((await badge.textContent())?.trim()).toBe("1");
    await page.getByTestId("alerts-bell").click();
    const panel = page.getByTestId("alerts-panel");
    const item = panel.getByTestId("alert-item");
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.first().textContent()).toContain(
      "Caroline Street Dental: CBCT scanner found: Planmeca ProMax 3D",
    );
    expect(await item.first().textContent()).toContain("Fredericksburg");
    expect(await item.first().getAttribute("data-read")).toBe("false");
    await page.screenshot({ path: "/tmp/alerts-bell.png" });

    await panel.getByRole("button", { name: "Caroline Street Dental: CBCT scanner found" }).click();
    await page.waitForURL(`**/dashboard?lead=${caroline}`);
    const details = page.getByRole("dialog");
    await details.getByText("Caroline Street Dental").first().waitFor();
    await page.screenshot({ path: "/tmp/alert-lead-details.png" });
    // Read now: the badge is gone.
    await badge.waitFor({ state: "hidden" });

    // The same change matched again (the next scheduled run) is not a second alert.
    await runMatcher("match-e2e-2");
    await page.keyboard.press("Escape");
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.getByTestId("alerts-bell").click();
    await panel.getByTestId("alert-item").first().waitFor();
    expect(await panel.getByTestId("alert-item").count()).toBe(1);
    expect(await badge.isVisible()).toBe(false);
  });

  it("shows the territory's leads on the map", async () => {
    await page.keyboard.press("Escape");
    await page.goto("/territories", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Show on map" }).click();
    await page.waitForURL(/\/map\?.*territory=/);
    await page.waitForFunction(() => document.querySelectorAll(".lead-marker").length === 1, null, { timeout: 15_000 });
    expect(await page.locator(".lead-marker").getAttribute("data-lead-id")).toBe(String(ids[0]));
    expect(await page.getByLabel("Territory").inputValue()).not.toBe("");
    await page.screenshot({ path: "/tmp/territory-map.png" });
  });
});
