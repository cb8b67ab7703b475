import { randomBytes } from "node:crypto";
import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { createDb, type DbHandle } from "@cbct/shared/db/client";
import { practices } from "@cbct/shared/db/schema/practices";
import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { QUEUE_NAMES } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { createLogger } from "@cbct/shared/log/create-logger";
import { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GlideFake, startGlideFake } from "../../infra/fakes/glide/glide-fake.ts";
import { type GoogleFake, startGoogleFake } from "../../infra/fakes/google/google-fake.ts";
import { testQueuePrefix, testRedisUrl } from "../../infra/test/services.ts";
import { createDispatcher } from "../../worker/src/processors/dispatch-jobs.ts";
import { createGlideSyncProcessor } from "../../worker/src/processors/glide-sync.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";

let google: GoogleFake;
let glide: GlideFake;
let app: E2eApp;
let db: DbHandle;
let connection: Redis;
let worker: Worker;
let page: Page;

beforeAll(async () => {
  google = await startGoogleFake({ clientId: "e2e-client.apps.googleusercontent.com", clientSecret: "e2e-secret" });
  glide = await startGlideFake({ apiKey: "glide-e2e", columns: glideTableSchema().columns });
  const queuePrefix = testQueuePrefix();
  app = await startE2eApp({
    ...google.env,
    ...glide.env,
    DRIVE_TOKEN_KEY: randomBytes(32).toString("base64"),
    QUEUE_PREFIX: queuePrefix,
  });
  db = createDb(app.databaseUrl, { max: 2 });
  await db.db.insert(practices).values([
    {
      practiceName: "Stafford Oral Surgery",
      state: "VA",
      leadScore: 120,
      leadType: "premium",
      cbctStatus: "confirmed",
    },
    { practiceName: "Riverside Family Dental", state: "VA", leadScore: 75, leadType: "hot" },
  ]);
  // The harness runs no worker; the Glide sync job needs one.
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: app.databaseUrl,
    REDIS_URL: testRedisUrl(),
    ...glide.env,
  });
  connection = createRedis(testRedisUrl(), "worker");
  const dispatch = createDispatcher(
    QUEUE_NAMES.glide,
    [["glide-sync", createGlideSyncProcessor({ db: db.db, config })]],
    {
      log: createLogger("error", "worker"),
    },
  );
  worker = new Worker(QUEUE_NAMES.glide, dispatch.process, { connection, prefix: queuePrefix });
  worker.on("failed", (job, err) => void dispatch.failed(job, err));
  page = await app.newPage();
  await registerThroughUi(page, newUser("Dana Lee"));
});
afterAll(async () => {
  await worker?.close();
  connection?.disconnect();
  await db?.close();
  await app?.close();
  await glide?.close();
  await google?.close();
});

const toast = (p: Page) => p.getByTestId("toast");

describe("Google Sheets page", () => {
  it("prepares the five organised sheets and downloads them all", async () => {
    await page.goto("/google-sheets");
    await page.getByRole("tab", { name: "Sheets Export" }).waitFor();
    await page.getByRole("button", { name: "Export Organized Sheets" }).click();
    await toast(page).getByText("Export Prepared").waitFor();
    const prepared = page.getByTestId("prepared-sheets");
    await prepared.getByText("5 sheets, 2 leads").waitFor();
    const downloads: string[] = [];
    page.on("download", (d) => downloads.push(d.suggestedFilename()));
    await prepared.getByRole("button", { name: "Download All", exact: true }).click();
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(5);
    expect(downloads).toEqual([
      "All_Leads.csv",
      "CBCT_Confirmed.csv",
      "High_Priority.csv",
      "By_State.csv",
      "Summary.csv",
    ]);
  });

  it("connects Google Drive through the consent popup, then uploads to the user's own Drive", async () => {
    await page.goto("/google-sheets");
    await page.getByRole("tab", { name: "Drive Upload" }).click();
    google.signInAs("dana@example.com");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Connect Google Drive" }).click(),
    ]);
    // The popup went to (fake) Google, came back with a code, and the callback page exchanged it.
    await popup.getByText("Authentication successful!").waitFor();
    expect(await popup.getByTestId("callback-message").textContent()).toBe(
      "Google Drive has been connected successfully (dana@example.com).",
    );
    await popup.getByText("Redirecting you back to Google Sheets...").waitFor();
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    // It closes itself; the page notices within a second and refreshes the Drive status.
    await popup.waitForEvent("close", { timeout: 10_000 });
    await page.getByTestId("drive-account").getByText("Connected as dana@example.com").waitFor();

    await page.getByRole("button", { name: "Upload to Google Drive" }).click();
    await toast(page).getByText("Upload Successful").waitFor();
    expect(await toast(page).textContent()).toContain("5 files uploaded to Google Drive");
    const link = page.getByTestId("drive-upload-result").getByRole("link", { name: "Open the folder in Google Drive" });
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/drive\.google\.com\/drive\/folders\//);
    expect(google.files().filter((f) => f.owner === "dana@example.com")).toHaveLength(6);
  });

  it("shows a failed upload in a toast with Drive's reason", async () => {
    await page.goto("/google-sheets");
    await page.getByRole("tab", { name: "Drive Upload" }).click();
    google.failNextUploads(1, {
      status: 403,
      reason: "storageQuotaExceeded",
      message: "The user's Drive storage quota has been exceeded.",
    });
    await page.getByRole("button", { name: "Upload to Google Drive" }).click();
    await toast(page).getByText("Upload Failed").waitFor();
    expect(await toast(page).textContent()).toContain(
      "Google Drive: The user's Drive storage quota has been exceeded.",
    );
  });

  it("reports a refused consent on the callback page and goes back to the sheets page", async () => {
    await page.goto("/auth/google-drive/callback?error=access_denied");
    await page.getByText("Authentication failed", { exact: true }).waitFor();
    expect(await page.getByTestId("callback-message").textContent()).toBe("Authentication failed: access_denied");
    await page.getByText("You will be redirected back to try again...").waitFor();
    await page.waitForURL("**/google-sheets", { timeout: 10_000 });
  });
});

describe("Glide page", () => {
  it("shows the connection, syncs every lead, and a second sync updates the same rows", async () => {
    await page.goto("/glide-integration");
    await page.getByTestId("glide-connection").getByText("Connected").waitFor();
    await page.getByTestId("mapping-Route Management").getByText("Multi-Route URL").waitFor();

    await page.getByRole("button", { name: "Sync All Leads" }).click();
    await toast(page).getByText("Sync Complete").waitFor({ timeout: 20_000 });
    expect(await toast(page).textContent()).toContain("Synced 2 leads to Glide: 2 added, 0 updated");
    await expect.poll(async () => page.getByTestId("leads-in-glide").textContent()).toBe("2");

    await db.db.update(practices).set({ leadScore: 140 }).where(eq(practices.practiceName, "Riverside Family Dental"));
    await page.getByRole("button", { name: "Sync All Leads" }).click();
    await toast(page)
      .getByText("Synced 2 leads to Glide: 0 added, 1 updated, 1 unchanged")
      .waitFor({ timeout: 20_000 });
    expect(glide.rows().find((r) => r.practiceName === "Riverside Family Dental")?.leadScore).toBe(140);
    expect(glide.rows()).toHaveLength(2);
  });
});

describe("without Glide or Google settings", () => {
  it("shows the configuration notices, hides Sync All Leads, and still offers the Glide export", async () => {
    const bare = await startE2eApp();
    try {
      const p = await bare.newPage();
      await registerThroughUi(p, newUser());
      await p.goto("/glide-integration");
      await p.getByTestId("glide-config-required").getByText("Configuration Required").waitFor();
      expect(await p.getByTestId("glide-connection").textContent()).toBe("Not Configured");
      expect(await p.getByRole("button", { name: "Sync All Leads" }).count()).toBe(0);
      expect(await p.getByRole("button", { name: "Export", exact: true }).isEnabled()).toBe(true);

      await p.goto("/google-sheets");
      await p.getByRole("tab", { name: "Drive Upload" }).click();
      await p.getByText("Google Drive is not configured on this server.").waitFor();
      expect(await p.getByRole("button", { name: "Connect Google Drive" }).count()).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
