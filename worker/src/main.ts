import { loadConfig, workerConfigSchema } from "@cbct/shared/config";
import { createLogger } from "@cbct/shared/log/create-logger";
import { closeQueues, createQueues } from "@cbct/shared/jobs/catalog";
import { createRedis } from "@cbct/shared/jobs/redis";
import { scheduleAlerts } from "./processors/schedule-alerts.ts";
import { scheduleGeocoding } from "./processors/schedule-geocoding.ts";
import { scheduleLeadRefresh } from "./processors/schedule-lead-refresh.ts";
import { startWorker } from "./start-worker.ts";

const config = loadConfig(workerConfigSchema);
const log = createLogger(config.LOG_LEVEL, "worker");
const running = await startWorker(config, log);
{
  const redis = createRedis(config.REDIS_URL, "client");
  const queues = createQueues(redis, config.QUEUE_PREFIX);
  // Off under test runners (vitest sets NODE_ENV=test, and worker processes they spawn inherit it).
  const days = config.NODE_ENV === "test" ? 0 : config.LEAD_REFRESH_DAYS;
  await scheduleLeadRefresh(queues, { LEAD_REFRESH_DAYS: days }).catch((err: unknown) =>
    log.error("lead refresh schedule", { error: err }),
  );
  const geocodeBatch = config.NODE_ENV === "test" ? 0 : config.GEOCODE_BATCH;
  await scheduleGeocoding(queues, { ...config, GEOCODE_BATCH: geocodeBatch }).catch((err: unknown) =>
    log.error("geocoding schedule", { error: err }),
  );
  const alertsEvery = config.NODE_ENV === "test" ? 0 : config.ALERTS_EVERY_MINUTES;
  await scheduleAlerts(queues, { ...config, ALERTS_EVERY_MINUTES: alertsEvery }).catch((err: unknown) =>
    log.error("territory alerts schedule", { error: err }),
  );
  await closeQueues(queues);
  await redis.quit();
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing running jobs, then stopping`);
  const force = setTimeout(() => {
    log.error("shutdown timed out, exiting");
    process.exit(1);
  }, 30_000);
  await running.close();
  clearTimeout(force);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
