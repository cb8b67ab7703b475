import { z } from "zod";
import { allowListProblem } from "./net/host-policy.ts";

/**
 * Each process parses its environment once, at start, with its own schema (architecture habit 4).
 * Nothing else reads process.env. A bad variable is reported by name and the process exits.
 */

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const list = z.string().transform((v) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const common = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  DATABASE_URL: z.string().url({ message: "must be a postgres:// URL" }),
  REDIS_URL: z.string().url({ message: "must be a redis:// URL" }),
  /** Prefix of every BullMQ key, so several deployments (or test files) can share one Redis. */
  QUEUE_PREFIX: z.string().min(1).default("cbct"),
  /**
   * Private hosts the scraper may reach (tests, intranets): comma-separated `host`, `host:port`, `host:port-port` or
   * a CIDR with an optional `:port` / `:port-port`; a bare entry allows ports 80 and 443 only.
   */
  SCRAPER_ALLOW_HOSTS: list.default([]).superRefine((entries, ctx) => {
    const problem = allowListProblem(entries);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** OpenAI calls (smart search, CBCT second opinion) one user may cause per hour; past it the rules answer alone. */
  OPENAI_MAX_PER_USER_PER_HOUR: int(0, 1_000_000).default(30),
  /** OpenAI calls the whole deployment may make per UTC day (every user and background scrape together). */
  OPENAI_DAILY_BUDGET_REQUESTS: int(0, 10_000_000).default(2_000),
};

/** Automated pipeline: the outside registries it discovers practices in (worker only). */
const discovery = {
  NPPES_BASE_URL: z.string().url().default("https://npiregistry.cms.hhs.gov/api"),
  NOMINATIM_BASE_URL: z.string().url().default("https://nominatim.openstreetmap.org"),
  OVERPASS_BASE_URL: z.string().url().default("https://overpass-api.de/api"),
  GOOGLE_PLACES_BASE_URL: z.string().url().default("https://places.googleapis.com"),
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  /** Who to contact about our traffic: put in the discovery User-Agent, as Nominatim's and Overpass's policies ask. */
  DISCOVERY_CONTACT: z.string().min(3).default("admin@cbct-intelligence.example"),
  DISCOVERY_TIMEOUT_MS: int(1_000, 300_000).default(30_000),
  /** Requests to the discovery providers (NPI, Nominatim, Overpass, Places; retries count) one user's runs may send per hour. */
  DISCOVERY_MAX_REQUESTS_PER_USER_PER_HOUR: int(1, 1_000_000).default(300),
  /** Largest provider answer read; a bigger one is cut off (and the provider reported unreachable). */
  DISCOVERY_MAX_BODY_BYTES: int(100_000, 200_000_000).default(10_000_000),
  /** Pipeline runs one worker process carries at a time (they mostly wait for their scrape jobs). */
  PIPELINE_CONCURRENCY: int(1, 64).default(4),
  /**
   * A run waits for its scrapes and its Glide sync by their jobs' completion events; this is the longest gap between
   * two checks of their rows without an event (a missed event costs at most this much).
   */
  PIPELINE_WAIT_CHECK_MS: int(100, 600_000).default(15_000),
  /** Longest a run waits for its Glide sync to end before it finishes without Glide's counts (and says so). */
  PIPELINE_GLIDE_WAIT_MS: int(1_000, 3_600_000).default(600_000),
  /** Overrides the job lock of both queues (how soon a dead worker's job moves to another); catalog defaults if unset. */
  WORKER_LOCK_DURATION_MS: int(500, 3_600_000).optional(),
  WORKER_STALLED_INTERVAL_MS: int(100, 3_600_000).optional(),
};

/** Google Drive (each user's own account) and Glide; the API and the worker (pipeline auto-sync) both use them. */
const integrations = {
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Unset: the app's own /auth/google-drive/callback on the origin the browser used. */
  GOOGLE_REDIRECT_URI: z.string().url().optional(),
  GOOGLE_OAUTH_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_OAUTH_REVOKE_URL: z.string().url().default("https://oauth2.googleapis.com/revoke"),
  /** Root of Drive and userinfo (passed per call: the Drive client ignores a per-API root for media uploads). */
  GOOGLE_API_ROOT_URL: z.string().url().default("https://www.googleapis.com/"),
  /** 32 random bytes, base64: encrypts Drive tokens at rest (AES-256-GCM). */
  DRIVE_TOKEN_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes in base64 (openssl rand -base64 32)")
    .optional(),
  GLIDE_API_BASE_URL: z.string().url().default("https://api.glideapps.com"),
  GLIDE_API_KEY: z.string().optional(),
  GLIDE_TABLE_ID: z.string().optional(),
};

/**
 * Outgoing mail: the API's account mail and the worker's daily alert digest (issue 22) use the same settings.
 */
const mail = {
  /**
   * Outgoing mail (verification, password reset, invites): smtp://user:pass@host:587 or smtps://...:465. Unset: each
   * message is written as an .eml file to MAIL_OUTBOX_DIR instead (a laptop install needs no mail server).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The From of every message the app sends. */
  MAIL_FROM: z.string().min(3).default("CBCT Intelligence <no-reply@localhost>"),
  /**
   * The app's address as users reach it, for links in e-mails (e.g. https://leads.example.com). Unset: the origin
   * the request came to (the host check has vetted it).
   */
  APP_URL: z.string().url({ message: "must be a URL like https://leads.example.com" }).optional(),
};

export const apiConfigSchema = z.object({
  ...common,
  ...mail,
  ...integrations,
  PORT: int(0, 65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  /** Built web app served by the API; empty disables static serving (API-only deployments). */
  WEB_DIST_DIR: z.string().default("web/dist"),
  SESSION_TTL_DAYS: int(1, 365).default(30),
  /** "auto": Secure cookies when the request arrived over HTTPS (directly or via a trusted proxy). */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  TRUST_PROXY: bool.default(false),
  /** Extra origins allowed to make state-changing requests (besides the app's own origin). */
  APP_ORIGINS: list.default([]),
  /** E-mails that become admins once their owner confirms the address (the link mailed at registration). */
  ADMIN_EMAILS: list.default([]),
  /** open: anyone who reaches the app may create an account; invite: admins create accounts (ADMIN_EMAILS may still register). */
  REGISTRATION_MODE: z.enum(["open", "invite"]).default("open"),
  /** When set, only e-mail addresses at these domains may register themselves (exact domain, case-insensitive). */
  REGISTRATION_ALLOWED_DOMAINS: list.default([]),
  /** Where messages go when SMTP_URL is unset (the launcher points it into DATA_DIR and prints it). */
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  /** Registrations one address may attempt per REGISTER_WINDOW_MINUTES. */
  REGISTER_MAX_PER_IP: int(1, 100_000).default(10),
  REGISTER_WINDOW_MINUTES: int(1, 1440).default(60),
  LOGIN_MAX_FAILURES: int(1, 1000).default(5),
  LOGIN_WINDOW_MINUTES: int(1, 1440).default(15),
  /** Failed logins one account may take from any number of addresses before each further one makes it wait. */
  LOGIN_ACCOUNT_MAX_FAILURES: int(1, 1000).default(10),
  /** Longest wait of the per-account back-off (1 s, 2 s, 4 s ... up to this); a correct password resets it. */
  LOGIN_BACKOFF_MAX_SECONDS: int(1, 86_400).default(900),
  SCRAPE_BULK_MAX_URLS: int(1, 1000).default(50),
  /** Sites one user may start scraping per hour (a bulk start counts each URL). */
  SCRAPE_MAX_PER_HOUR: int(1, 1_000_000).default(500),
  /** Scrapes one user may have pending or running at once. */
  SCRAPE_MAX_PENDING_PER_USER: int(1, 100_000).default(200),
  /** Time a client has to send a request's headers, and the whole request, before the socket is closed. */
  HTTP_HEADERS_TIMEOUT_MS: int(1_000, 300_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: int(1_000, 600_000).default(60_000),
  /** Open connections one API process accepts; more are refused at once. */
  HTTP_MAX_CONNECTIONS: int(1, 1_000_000).default(2_000),
  /** How long a request waits for Redis to accept a job before answering 503 (a dead Redis must not hang requests). */
  ENQUEUE_TIMEOUT_MS: int(100, 60_000).default(5_000),
  /** Worker threads that run CBCT tester analyses off the event loop (started on first use, stopped when idle). */
  ANALYZE_THREADS: int(1, 32).default(1),
  /** An analysis still running after this long (queue wait included) is stopped and answered 503. */
  ANALYZE_TIMEOUT_MS: int(50, 600_000).default(30_000),
  /** Bearer token a Prometheus server presents to GET /api/metrics (admins may read it with their session). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Pipeline runs one user may start per hour (each also reserves its maxResults from SCRAPE_MAX_PER_HOUR). */
  PIPELINE_MAX_RUNS_PER_HOUR: int(1, 10_000).default(10),
  /**
   * Raster tiles of the leads map (issue 22): a {z}/{x}/{y} URL template ({s} for a subdomain). Its origin is added to
   * the Content-Security-Policy's img-src. The default is OpenStreetMap's standard tiles (fine for light use only:
   * https://operations.osmfoundation.org/policies/tiles/); point it at your own or a commercial tile server in production.
   */
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine(
      (v) => /^https?:\/\//.test(v) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p)),
      "must be an http(s) URL template with {z}, {x} and {y}",
    ),
  /** The tiles' attribution line, shown on the map (plain text; OpenStreetMap's licence requires it). */
  MAP_TILE_ATTRIBUTION: z.string().max(500).default("© OpenStreetMap contributors"),
});

export const workerConfigSchema = z.object({
  ...common,
  ...mail,
  ...integrations,
  WORKER_CONCURRENCY: int(1, 256).default(8),
  /** Per-queue overrides of WORKER_CONCURRENCY for this process, e.g. `scrape=4,refresh=1`. */
  WORKER_QUEUE_CONCURRENCY: list.default([]).transform((entries, ctx) => {
    const out: Record<string, number> = {};
    for (const entry of entries) {
      const m = /^([a-z-]+)=(\d{1,3})$/.exec(entry);
      if (!m || Number(m[2]) < 1) ctx.addIssue({ code: "custom", message: `"${entry}" is not queue=number (1+)` });
      else out[m[1]!] = Number(m[2]);
    }
    return out;
  }),
  /** A lead last scraped this many days ago is re-scraped in the background; 0 (or NODE_ENV=test) turns it off. */
  LEAD_REFRESH_DAYS: int(0, 3650).default(30),
  /** Most stale leads the hourly refresh re-scrapes per run (the polite rate of the background refresh). */
  LEAD_REFRESH_BATCH: int(1, 10_000).default(50),
  /**
   * Leads the background geocoder (issue 22) places per run, every GEOCODE_EVERY_MINUTES; 0 (or NODE_ENV=test) turns
   * the schedule off. Each lead costs at most 3 Nominatim requests at the deployment's 1 request a second (fewer from
   * the cache), so 200 leads take up to ~11 minutes.
   */
  GEOCODE_BATCH: int(0, 10_000).default(200),
  GEOCODE_EVERY_MINUTES: int(1, 1440).default(15),
  /** How often the worker turns new lead history into territory alerts (issue 22); 0 (or NODE_ENV=test) turns it off. */
  ALERTS_EVERY_MINUTES: int(0, 1440).default(5),
  /** The UTC hour the daily alert digest goes out (needs SMTP_URL and APP_URL). */
  DIGEST_HOUR_UTC: int(0, 23).default(7),
  /** Port of the worker's /health, /ready and /metrics; 0 picks a free port, -1 disables it. */
  WORKER_HEALTH_PORT: int(-1, 65535).default(-1),
  SCRAPER_USER_AGENT: z.string().default("CBCTIntelligenceBot/1.0 (+https://cbct-intelligence.example/bot)"),
  SCRAPER_MAX_PAGES: int(1, 50).default(8),
  /** Pages read at most while a site's CBCT evidence is only uncertain or an unread page names CBCT (issue 9). */
  SCRAPER_MAX_PAGES_UNSETTLED: int(1, 100).default(20),
  SCRAPER_PAGE_TIMEOUT_MS: int(500, 120_000).default(15_000),
  SCRAPER_JOB_TIMEOUT_MS: int(1_000, 600_000).default(90_000),
  SCRAPER_MAX_BODY_BYTES: int(10_000, 50_000_000).default(3_000_000),
  SCRAPER_MAX_REDIRECTS: int(0, 20).default(5),
  SCRAPER_MAX_LINKS_PER_PAGE: int(10, 10_000).default(500),
  SCRAPER_HOST_CONCURRENCY: int(1, 16).default(2),
  SCRAPER_HOST_DELAY_MS: int(0, 60_000).default(250),
  /** auto: HTTP first, Chromium for empty JavaScript shells; never: HTTP only; always: Chromium for every page. */
  SCRAPER_BROWSER_MODE: z.enum(["auto", "never", "always"]).default("auto"),
  CHROMIUM_PATH: z.string().optional(),
  BROWSER_RESTART_AFTER_PAGES: int(1, 100_000).default(200),
  /** Pages rendered at the same time by this process's Chromium (each costs ~100 MB and a good share of a core). */
  BROWSER_MAX_CONCURRENT_PAGES: int(1, 64).default(2),
  /** Chromium without its sandbox: only for containers whose seccomp profile forbids user namespaces. */
  BROWSER_NO_SANDBOX: bool.default(false),
  /**
   * A worker running as root starts Chromium as this unprivileged system user (created if missing), sandbox on;
   * "root" restores the old root-without-sandbox behaviour.
   */
  BROWSER_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]*$/, { message: "must be a system user name" })
    .default("cbct-browser"),
  ...discovery,
});

export type IntegrationsConfig = z.infer<z.ZodObject<typeof integrations>>;
export type ApiConfig = z.infer<typeof apiConfigSchema>;
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

export class ConfigError extends Error {}

/** Parses `env` with `schema`; throws a ConfigError listing every bad variable. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

/** For process entry points: parse or print every problem and exit 1. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env) {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
