import { createAiBudget } from "@cbct/shared/ai/ai-budget";
import { createCbctSecondOpinion, type SecondOpinion } from "@cbct/shared/ai/cbct-second-opinion";
import { createSmartSearchParser, type SmartSearchParser } from "@cbct/shared/ai/smart-search-parser";
import type { ApiConfig } from "@cbct/shared/config";
import { createDb, type Db } from "@cbct/shared/db/client";
import { drainVacuums } from "@cbct/shared/db/vacuum";
import { closeQueues, createQueues, type Queues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { createMailTransport } from "@cbct/shared/mail/transport";
import type { Redis } from "ioredis";
import { type AnalysisPool, createAnalysisPool } from "./cbct/analysis-pool.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";

export type { SecondOpinion, SecondOpinionInput } from "@cbct/shared/ai/cbct-second-opinion";

/** Everything a request handler may touch; built once per process (or per test file). */
export type AppDeps = {
  config: ApiConfig;
  db: Db;
  /** Shared client for the login rate limiter and readiness checks. */
  redis: Redis;
  queues: Queues;
  clock: () => Date;
  log: Logger;
  /** The optional AI second opinion for CBCT analysis; undefined when no OpenAI key is configured. */
  secondOpinion?: SecondOpinion | undefined;
  /** Worker threads for the CBCT tester's CPU-heavy analysis, so it never blocks other requests. */
  analysisPool: AnalysisPool;
  /** Reads a smart-search question into filters: the rules, or an OpenAI model when a key is configured. */
  smartSearch: SmartSearchParser;
  /** Outgoing mail through the mail_outbox table (SMTP_URL, else .eml files in MAIL_OUTBOX_DIR). */
  mailer: Mailer;
};

export type ClosableDeps = AppDeps & { close: () => Promise<void> };

/** Opens the pools (lazily: nothing connects on import) and returns them with one `close` for shutdown. */
export function createDeps(config: ApiConfig, overrides: Partial<AppDeps> = {}): ClosableDeps {
  const database = createDb(config.DATABASE_URL);
  const redis = createRedis(config.REDIS_URL, "client");
  // ioredis reports every failed reconnect as an "error" event; without a listener Node would print each one.
  const log = overrides.log ?? createLogger(config.LOG_LEVEL);
  let lastRedisError = "";
  redis.on("error", (err: Error) => {
    if (err.message !== lastRedisError) log.warn("redis error", { error: err.message });
    lastRedisError = err.message;
  });
  redis.on("ready", () => {
    lastRedisError = "";
  });
  const queues = createQueues(redis, config.QUEUE_PREFIX);
  for (const queue of Object.values(queues)) queue.on("error", () => {});
  const analysisPool =
    overrides.analysisPool ??
    createAnalysisPool({ threads: config.ANALYZE_THREADS, timeoutMs: config.ANALYZE_TIMEOUT_MS });
  // OpenAI calls are paid: a per-user hourly limit and a deployment-wide daily budget, shared with the worker.
  const aiBudget = createAiBudget(redis, config, overrides.clock ?? (() => new Date()));
  // The outbox runs on the wall clock, as Postgres's now() stamps new rows: a test's frozen clock must not hold mail.
  const mailer =
    overrides.mailer ??
    createMailer({ db: database.db, transport: createMailTransport(config), log, clock: () => new Date() });
  return {
    config,
    db: database.db,
    redis,
    queues,
    clock: () => new Date(),
    log,
    secondOpinion: createCbctSecondOpinion(config, (m) => log.warn(m), aiBudget) ?? undefined,
    smartSearch: createSmartSearchParser(config, (m) => log.warn(m), aiBudget),
    ...overrides,
    analysisPool,
    mailer,
    close: async () => {
      await mailer.close();
      await analysisPool.close();
      // A queue that never reached Redis can wait forever to close; shutdown must not.
      await Promise.race([closeQueues(queues).catch(() => {}), new Promise((r) => setTimeout(r, 3_000).unref())]);
      redis.disconnect();
      // A vacuum after Clear All or a restore still running holds a connection: let it finish first.
      await drainVacuums();
      await database.close();
    },
  };
}
