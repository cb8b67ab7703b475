/**
 * V8 heap settings for a worker process (issue 21: a lean worker), measured with `npm run bench:scrape` (see
 * docs/security-and-memory.md). Left alone, V8 sizes its heap for the machine (24 GB here: a 64 MB young-generation
 * semi-space and an old generation allowed to grow to gigabytes), and a worker whose live data is ~100 MB sat at
 * 600-750 MB RSS of garbage not yet collected. Two flags bound that:
 *
 * - `--max-semi-space-size=16`: the young generation 48 MB instead of 192 MB; scavenges stay cheap (measured: no
 *   change in sites/min);
 * - `--max-old-space-size`: a ceiling that makes V8 collect before growing. It scales with the jobs the process runs
 *   at once (each holds at most its pages' extracted content, never their HTML once parsed), with headroom
 *   over the measured live heap so a burst of large pages slows the worker down instead of ending it.
 *
 * Applied through NODE_OPTIONS, so they hold whichever way the worker is started (node, tsx, tsx watch). A
 * NODE_OPTIONS that already sets either flag wins.
 */
export const WORKER_SEMI_SPACE_MB = 16;

/** Old-generation ceiling for a worker running `concurrency` scrapes at once. */
export function workerOldSpaceMb(concurrency: number): number {
  return 224 + 4 * Math.max(1, concurrency);
}

/** `env` for a worker process, with the heap flags added to NODE_OPTIONS. */
export function withWorkerHeapOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const current = env.NODE_OPTIONS ?? "";
  const concurrency = Number(env.WORKER_CONCURRENCY) || 8;
  const flags: string[] = [];
  if (!/--max-semi-space-size\b/.test(current)) flags.push(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  if (!/--max-old-space-size\b/.test(current)) flags.push(`--max-old-space-size=${workerOldSpaceMb(concurrency)}`);
  return { ...env, NODE_OPTIONS: [current, ...flags].filter(Boolean).join(" ") };
}
