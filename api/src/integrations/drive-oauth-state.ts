import { createHash, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

// Long enough to sign in and consent, short enough that a leaked URL is soon useless.
const STATE_TTL_SECONDS = 10 * 60;
const key = (prefix: string, state: string) => `${prefix}:drive-oauth-state:${state}`;

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export type IssuedDriveState = { state: string; codeChallenge: string };

/**
 * The OAuth `state`: random, single use, and bound to the session that asked for the consent URL, so a code obtained
 * by someone else's consent (login CSRF) cannot be attached to this user, nor this user's code to another session.
 * Beside it, the PKCE verifier (RFC 7636): only its S256 challenge goes into the consent URL, so a code that leaks
 * from the redirect (history, logs, a proxy) cannot be exchanged by anyone who does not also hold the verifier.
 */
export async function issueDriveState(redis: Redis, prefix: string, sessionId: string): Promise<IssuedDriveState> {
  const state = randomBytes(24).toString("base64url");
  // 32 random bytes -> 43 base64url characters, the RFC's minimum length and recommended entropy.
  const codeVerifier = randomBytes(32).toString("base64url");
  await redis.set(key(prefix, state), JSON.stringify({ sessionId, codeVerifier }), "EX", STATE_TTL_SECONDS);
  return { state, codeChallenge: pkceChallenge(codeVerifier) };
}

/** The PKCE verifier, once, for the session that issued `state`; null otherwise. The state is spent either way. */
export async function consumeDriveState(
  redis: Redis,
  prefix: string,
  state: string,
  sessionId: string,
): Promise<{ codeVerifier: string } | null> {
  const stored = await redis.getdel(key(prefix, state));
  if (stored === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(stored);
  } catch {
    // A state issued before PKCE (a plain session id) carries no verifier: the sign-in must start again.
    return null;
  }
  if (typeof entry !== "object" || entry === null) return null;
  const { sessionId: owner, codeVerifier } = entry as { sessionId?: unknown; codeVerifier?: unknown };
  if (owner !== sessionId || typeof codeVerifier !== "string") return null;
  return { codeVerifier };
}
