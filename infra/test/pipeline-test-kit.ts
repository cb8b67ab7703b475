import { parseConfig, type WorkerConfig, workerConfigSchema } from "@cbct/shared/config";
import {
  type PipelineRunResponse,
  type PipelineStatusResponse,
  pipelineRunOutcome,
} from "@cbct/core/contracts/pipeline";
import { json, type TestApi } from "./api-harness.ts";
import { FAKE_PLACES } from "../fakes/discovery/preset-places.ts";
import type { DiscoveryFakes } from "../fakes/discovery/start-discovery-fakes.ts";
import { generateSites } from "@cbct/worker/corpus/sites";

/** Static, well-behaved practice sites located in the given zips (the fakes' registries list them there). */
export function pipelineSites(count: number, seed: string, zips: string[]) {
  const places = FAKE_PLACES.filter((p) => zips.includes(p.zip));
  return generateSites(count, seed, { hostile: false, places }).filter((s) => s.label.expected.outcome === "ok");
}

export function pipelineWorkerConfig(
  api: TestApi,
  fakes: DiscoveryFakes,
  env: Record<string, string> = {},
): WorkerConfig {
  return parseConfig(workerConfigSchema, {
    DATABASE_URL: api.config.DATABASE_URL,
    REDIS_URL: api.config.REDIS_URL,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535",
    SCRAPER_HOST_DELAY_MS: "0",
    SCRAPER_BROWSER_MODE: "never",
    WORKER_CONCURRENCY: "4",
    DISCOVERY_TIMEOUT_MS: "1000",
    ...fakes.env,
    ...env,
  });
}

export async function pipelineStatus(api: TestApi, cookie: string): Promise<PipelineStatusResponse> {
  return json<PipelineStatusResponse>(await api.request("/api/pipeline/status", { cookie }));
}

/** Polls status until `until` holds (or fails after `ms`). */
export async function waitForStatus(
  api: TestApi,
  cookie: string,
  until: (s: PipelineStatusResponse) => boolean,
  ms = 45_000,
): Promise<PipelineStatusResponse> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await pipelineStatus(api, cookie);
    if (until(status)) return status;
    if (Date.now() > deadline) throw new Error(`status never matched; last: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The answer a run's user finally gets, as the page builds it: the POST answers at once (202, the run queued), then
 * status is followed until that run ends. Gives the POST's own answer when it is not a 202 (a 4xx).
 */
export async function runPipeline(
  api: TestApi,
  cookie: string,
  path: "/api/pipeline/run" | "/api/pipeline/run-city-state",
  body: Record<string, unknown>,
  ms = 90_000,
): Promise<{ started: PipelineRunResponse; ended: PipelineRunResponse; status: number }> {
  const res = await api.request(path, { body, cookie });
  const started = await json<PipelineRunResponse>(res);
  if (res.status !== 202) return { started, ended: started, status: res.status };
  const ended = await waitForRunEnd(api, cookie, started.runId, ms);
  return { started, ended, status: res.status };
}

/** Follows status until run `runId` has ended; its result and message as the page shows them. */
export async function waitForRunEnd(
  api: TestApi,
  cookie: string,
  runId: number,
  ms = 90_000,
): Promise<PipelineRunResponse> {
  const status = await waitForStatus(api, cookie, (s) => s.run?.id === runId && !s.running, ms);
  const run = status.run!;
  return { runId, status: run.status, result: run.result, ...pipelineRunOutcome(run) };
}
