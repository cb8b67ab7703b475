import { parseConfig, workerConfigSchema } from "@cbct/shared/config";
import { alertsResponseSchema } from "@cbct/core/contracts/territories";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { practices } from "@cbct/shared/db/schema/practices";
import { territoryAlerts } from "@cbct/shared/db/schema/territories";
import { enqueue } from "@cbct/shared/jobs/catalog";
import { createLogger } from "@cbct/shared/log/create-logger";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../infra/test/api-harness.ts";
import { type SmtpSink, startSmtpSink } from "../../infra/fakes/mail/mailbox.ts";
import { sendAlertDigestsProcessor } from "./processors/send-alert-digests.ts";
import { type RunningWorker, startWorker } from "./start-worker.ts";

/**
 * The worker's side of territory alerts (issue 22): the scheduled matcher job turns history into alerts, and the
 * daily digest reaches a real SMTP server in this process.
 */
let api: TestApi;
let smtp: SmtpSink;
let worker: RunningWorker;
const APP_URL = "https://leads.example.com";
const EVENTS = {
  scannerAppeared: true,
  scannerChanged: true,
  newPractice: true,
  scannerAgeYears: null,
  leadScoreAtLeast: null,
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await startTestApi({ config: { SMTP_URL: smtp.url, APP_URL } });
  const config = parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_BROWSER_MODE: "never",
    SMTP_URL: smtp.url,
    APP_URL,
    MAIL_FROM: "CBCT Intelligence <alerts@leads.example.com>",
  });
  worker = await startWorker(config, createLogger("error", "worker"));
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("territory alerts in the worker", () => {
  it("matches new history into alerts, then mails each user one digest of their unread alerts with links to the leads", async () => {
    const rep = await api.signUp({ email: "rep@example.com", verify: false });
    const quiet = await api.signUp({ email: "quiet@example.com", verify: false });
    for (const user of [rep, quiet]) {
      const res = await api.request("/api/territories", {
        cookie: user.cookie,
        body: { name: "Virginia", states: ["VA"], events: EVENTS },
      });
      expect(res.status).toBe(201);
    }
    // The quiet user turned the digest off: the bell still shows their alerts, no mail goes out.
    await api.request("/api/alerts/settings", { cookie: quiet.cookie, method: "PUT", body: { digestEnabled: false } });

    const [lead] = await api.deps.db
      .insert(practices)
      .values({ practiceName: "Rappahannock Dental", state: "VA", city: "Fredericksburg" })
      .returning();
    await api.deps.db.insert(activityLog).values({
      type: "lead_changed",
      message: "Rappahannock Dental: CBCT scanner found: Carestream CS 8100 3D",
      practiceId: lead!.id,
      metadata: { kind: "scanner_appeared" },
    });

    await enqueue(api.deps.queues, "match-territory-alerts", {}, { jobId: "match-1" });
    const bell = await until(
      async () => alertsResponseSchema.parse(await (await api.request("/api/alerts", { cookie: rep.cookie })).json()),
      (b) => b.unread === 1,
      "the alert",
    );
    expect(bell.alerts[0]).toMatchObject({ kind: "scanner_appeared", practiceId: lead!.id });

    await enqueue(api.deps.queues, "send-alert-digests", {}, { jobId: "digest-1" });
    const mail = await smtp.waitFor("rep@example.com", /new alert/);
    expect(mail.subject).toBe("1 new alert in your territories");
    expect(mail.from).toContain("alerts@leads.example.com");
    expect(mail.text).toContain("Virginia:");
    expect(mail.text).toContain("Rappahannock Dental: CBCT scanner found: Carestream CS 8100 3D");
    expect(mail.text).toContain(`${APP_URL}/dashboard?lead=${lead!.id}`);
    expect(mail.text).toContain(`${APP_URL}/territories`);
    await until(
      () => api.deps.db.select().from(territoryAlerts).where(isNotNull(territoryAlerts.emailedAt)),
      (rows) => rows.length === 1,
      "the alert marked mailed",
    );

    // The next day's run has nothing new for the rep: no second mail. Nobody mailed the quiet user.
    const digests = () => smtp.received.filter((m) => /in your territories/.test(m.subject));
    const before = digests().length;
    await enqueue(api.deps.queues, "send-alert-digests", {}, { jobId: "digest-2" });
    await enqueue(api.deps.queues, "match-territory-alerts", {}, { jobId: "match-2" });
    await until(
      async () => (await api.deps.queues.alerts.getJobCounts("completed")).completed,
      (n) => (n ?? 0) >= 4,
      "the second runs",
    );
    expect(digests().length).toBe(before);
    // (The API mails account confirmations to the same server: only digests count here.)
    expect(digests().some((m) => m.to.includes("quiet@example.com"))).toBe(false);
    // The second match found no new change: still one alert each.
    expect(await api.deps.db.select().from(territoryAlerts)).toHaveLength(2);
  });

  it("sends nothing when mail is not configured", async () => {
    const log = createLogger("error", "worker");
    const config = parseConfig(workerConfigSchema, {
      DATABASE_URL: api.config.DATABASE_URL,
      REDIS_URL: api.config.REDIS_URL,
    });
    const processor = sendAlertDigestsProcessor({ db: api.deps.db, config, log } as never);
    const result = await processor.process({} as never, {}, { attempt: 1, attempts: 1, isFinal: true, log });
    expect(result).toEqual({ sent: 0, skipped: "mail not configured" });
  });
});
