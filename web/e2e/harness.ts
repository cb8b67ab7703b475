import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { startApiServer } from "../../api/src/server.ts";
// The global setup declares what it provides to inject(); importing its types makes that visible here.
import type {} from "../../infra/test/global-setup.ts";
import { linkIn, readOutboxDir } from "../../infra/fakes/mail/mailbox.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../infra/test/services.ts";

const DIST_DIR = path.resolve(import.meta.dirname, "../dist");

export type E2eApp = {
  /** Origin of the running app (API and built web app). */
  url: string;
  /** The test file's own database, for seeding rows the UI cannot create without a worker. */
  databaseUrl: string;
  /** Redis and queue prefix of the app, for a test that runs a worker beside it. */
  redisUrl: string;
  queuePrefix: string;
  browser: Browser;
  /** A page in a fresh browser context (its own cookies), at 1440x900 unless told otherwise. */
  newPage: (options?: { width?: number; height?: number }) => Promise<Page>;
  /**
   * Follows the newest verification link mailed to `email` (mail goes to a private outbox directory unless the
   * test passes SMTP_URL), as its owner would: ADMIN_EMAILS and domain rules then apply (issue 19).
   */
  verifyEmail: (email: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The whole app for one test file: its own database and queue prefix, the API serving web/dist on a free port,
 * and a headless Chromium. No worker runs, so scraping jobs stay pending.
 */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  if (!existsSync(path.join(DIST_DIR, "index.html"))) {
    throw new Error(`No built web app in ${DIST_DIR}: run "npm run build -w web" first`);
  }
  const database = await createTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), "cbct-e2e-outbox-"));
  const closers: (() => Promise<void>)[] = [database.drop, () => rm(outboxDir, { recursive: true, force: true })];
  try {
    const config = parseConfig(apiConfigSchema, {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: testQueuePrefix(),
      PORT: "0",
      WEB_DIST_DIR: DIST_DIR,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      // Every browser of a test file registers from 127.0.0.1.
      REGISTER_MAX_PER_IP: "10000",
      MAIL_OUTBOX_DIR: outboxDir,
      ...env,
    });
    const server = await startApiServer(config);
    closers.unshift(server.close);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      headless: true,
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
    });
    closers.unshift(() => browser.close());
    const contexts: BrowserContext[] = [];
    return {
      url: server.url,
      databaseUrl: database.url,
      redisUrl: config.REDIS_URL,
      queuePrefix: config.QUEUE_PREFIX,
      browser,
      newPage: async (options = {}) => {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
        });
        contexts.push(context);
        return context.newPage();
      },
      verifyEmail: async (email) => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const mail = (await readOutboxDir(outboxDir))
            .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /confirm your e-mail/i.test(m.subject))
            .at(-1);
          if (mail) {
            const token = new URL(linkIn(mail, "verify-email")).searchParams.get("token");
            const res = await fetch(`${server.url}/api/auth/verify-email`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: server.url },
              body: JSON.stringify({ token }),
            });
            if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
            return;
          }
          if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      close: async () => {
        for (const context of contexts) await context.close().catch(() => {});
        await closeAll(closers);
      },
    };
  } catch (err) {
    await closeAll(closers);
    throw err;
  }
}

async function closeAll(closers: (() => Promise<void>)[]): Promise<void> {
  for (const close of closers) await close().catch(() => {});
}

let userCount = 0;

/** A fresh, unique account for one test. */
export function newUser(name = "Jane Smith") {
  userCount += 1;
  return { name, email: `e2e-${Date.now()}-${userCount}@example.com`, password: "correct horse battery" };
}

/** Registers through the Create Account screen and waits for the dashboard. */
export async function registerThroughUi(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto("/auth/register");
  await page.getByLabel("Full Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "CBCT Intelligence Dashboard" }).waitFor();
}
