const CHECK_TIMEOUT_MS = 2_000;

/**
 * One readiness check (a Postgres `select 1`, a Redis PING) with a time limit: "ok", or why not. A service that hangs
 * must not hang the probe that load balancers and orchestrators call. Used by the API's /api/ready and the workers'
 * /ready.
 */
export async function probe(check: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<"ok" | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}
