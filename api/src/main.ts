import { apiConfigSchema, loadConfig } from "@cbct/shared/config";
import { createLogger } from "./logger.ts";
import { startApiServer } from "./server.ts";

const config = loadConfig(apiConfigSchema);
const log = createLogger(config.LOG_LEVEL);
const server = await startApiServer(config, { log });
log.info(`API listening on ${server.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received, shutting down`);
  const timer = setTimeout(() => {
    log.error("shutdown timed out, exiting");
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    log.error("shutdown failed", { error: err });
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
