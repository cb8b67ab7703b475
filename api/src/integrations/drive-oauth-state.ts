import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

// Long enough to sign in and consent, short enough that a leaked URL is soon useless.
const STATE_TTL_SECONDS = 10 * 60;
const key = (prefix: string, state: string) => `${prefix}:drive-oauth-state:${state}`;

/**
 * The OAuth `state`: random, single use, and bound to the session that asked for the consent URL, so a code obtained
 * by someone else's consent (login CSRF) cannot be attached to this user, nor this user's code to another session.
 */
export async function issueDriveState(redis: Redis, prefix: string, sessionId: string): Promise<string> {
  const state = randomBytes(24).toString("base64url");
  await redis.set(key(prefix, state), sessionId, "EX", STATE_TTL_SECONDS);
  return state;
}

/** True once for the session that issued `state`; the state is spent either way. */
export async function consumeDriveState(redis: Redis, prefix: string, state: string, sessionId: string) {
  const owner = await redis.getdel(key(prefix, state));
  return owner !== null && owner === sessionId;
}
