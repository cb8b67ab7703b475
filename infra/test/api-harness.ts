import { type ApiConfig, apiConfigSchema, parseConfig } from "@cbct/shared/config";
// The global setup declares what it provides to inject(); importing its types makes that visible here.
import type {} from "./global-setup.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { linkIn, type ReceivedMail, readOutboxDir } from "../fakes/mail/mailbox.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "./services.ts";
import { createApp } from "@cbct/api/app";
import { type AppDeps, type ClosableDeps, createDeps } from "@cbct/api/deps";

/** The origin app.request() requests carry (http://localhost); state-changing calls must name it. */
export const TEST_ORIGIN = "http://localhost";

export type RequestOptions = {
  method?: string;
  body?: unknown;
  /** Raw body text, sent as is (for malformed JSON). */
  rawBody?: string;
  cookie?: string | undefined;
  /** Origin header; defaults to TEST_ORIGIN, null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
};

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** A fresh database (cloned from the migrated template), a private queue prefix and the app built on them. */
export async function startTestApi(options: { config?: Partial<ApiConfig>; deps?: Partial<AppDeps>; now?: Date } = {}) {
  const database = await createTestDatabase();
  // Without SMTP_URL mail is written here as .eml files (the launcher's laptop mode); tests read it back.
  const outboxDir = await mkdtemp(path.join(tmpdir(), "cbct-test-outbox-"));
  const config: ApiConfig = {
    ...parseConfig(apiConfigSchema, {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: testQueuePrefix(),
      LOG_LEVEL: "error",
      NODE_ENV: "test",
    }),
    WEB_DIST_DIR: "",
    // Every request of a test file comes from one address; files register many users.
    REGISTER_MAX_PER_IP: 10_000,
    MAIL_OUTBOX_DIR: outboxDir,
    ...options.config,
    // app.request() addresses http://localhost, which the host check must know as the app's own origin.
    APP_ORIGINS: [TEST_ORIGIN, ...(options.config?.APP_ORIGINS ?? [])],
  };
  const clock = { now: options.now ?? new Date() };
  const deps: ClosableDeps = createDeps(config, { clock: () => clock.now, ...options.deps });
  const app = createApp(deps);

  async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers };
    const origin = opts.origin === undefined ? TEST_ORIGIN : opts.origin;
    if (origin !== null) headers.origin = origin;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    return app.request(path, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body });
  }

  /** Delivers what is due and returns every message sent so far to `to` (file outbox only), oldest first. */
  async function mailTo(to: string): Promise<ReceivedMail[]> {
    await deps.mailer.deliverDue();
    return (await readOutboxDir(config.MAIL_OUTBOX_DIR)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  }

  /** Follows the newest verification link mailed to `email`, as its owner would; returns the verified user. */
  async function verifyEmail(email: string) {
    const mail = (await mailTo(email)).filter((m) => /confirm your e-mail/i.test(m.subject)).at(-1);
    if (!mail) throw new Error(`no verification mail to ${email}`);
    const token = new URL(linkIn(mail, "verify-email")).searchParams.get("token");
    const res = await request("/api/auth/verify-email", { body: { token } });
    if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { user: { id: number; name: string; email: string; role: string } }).user;
  }

  let userCount = 0;
  /**
   * Registers a new user and returns the session cookie ("cbct_session=...") and the user. The address is verified
   * through the mailed link unless `verify: false`, so ADMIN_EMAILS and domain rules apply as they would to a person
   * who confirmed it.
   */
  async function signUp(input: Partial<{ name: string; email: string; password: string; verify: boolean }> = {}) {
    userCount += 1;
    const credentials = {
      name: input.name ?? `Test User ${userCount}`,
      email: input.email ?? `user${userCount}-${Date.now()}@example.com`,
      password: input.password ?? "correct horse battery",
    };
    const res = await request("/api/auth/register", { body: credentials });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    const cookie = sessionCookie(res);
    if (!cookie) throw new Error("register set no session cookie");
    let { user } = (await res.json()) as { user: { id: number; name: string; email: string; role: string } };
    if (input.verify !== false) user = await verifyEmail(credentials.email);
    return { cookie: `cbct_session=${cookie.value}`, token: cookie.value, user, credentials };
  }

  return {
    app,
    deps,
    config,
    clock,
    request,
    signUp,
    verifyEmail,
    mailTo,
    close: async () => {
      await deps.close();
      await database.drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

export type ParsedCookie = { value: string; attributes: Record<string, string | true> };

/** The cbct_session cookie a response sets, with its attributes (keys lower-cased). */
export function sessionCookie(res: Response): ParsedCookie | null {
  for (const header of res.headers.getSetCookie()) {
    const [pair = "", ...attrs] = header.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) !== "cbct_session") continue;
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf("=");
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  }
  return null;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
