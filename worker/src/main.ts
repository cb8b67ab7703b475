import { loadConfig, workerConfigSchema } from "@cbct/shared/config";
import { startWorker } from "./start-worker.ts";

const config = loadConfig(workerConfigSchema);
const running = await startWorker(config);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing running jobs, then stopping`);
  const force = setTimeout(() => process.exit(1), 30_000);
  await running.close();
  clearTimeout(force);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
