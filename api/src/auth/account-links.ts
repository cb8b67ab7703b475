import type { ApiConfig } from "@cbct/shared/config";
import { type DbOrTx, insertAccountToken, type NewAccountToken } from "@cbct/shared/db/queries/accounts";
import type { AccountTokenPurpose } from "@cbct/shared/db/schema/accounts";
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { requestOrigin } from "../http/request-info.ts";
import { generateSessionToken, hashSessionToken, looksLikeSessionToken } from "./tokens.ts";

const HOUR_MS = 3_600_000;

/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
  admin_setup: 24 * HOUR_MS,
};

/** The page each link opens. */
export const LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: "/auth/verify-email",
  reset_password: "/auth/reset-password",
  invite: "/auth/accept-invite",
  admin_setup: "/auth/setup-admin",
};

/**
 * Stores a new one-time link (only the token's SHA-256) and returns the raw token, which exists only in the mail
 * or console line that carries it. 200 random bits: unguessable, so the link needs no further signature.
 */
export async function issueAccountToken(
  db: DbOrTx,
  input: Omit<NewAccountToken, "tokenHash" | "expiresAt">,
  now: Date,
): Promise<string> {
  const token = generateSessionToken();
  await insertAccountToken(db, {
    ...input,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** The hash to look a presented token up by; null for anything that is not one of our tokens. */
export function presentedTokenHash(token: string): string | null {
  return looksLikeSessionToken(token) ? hashSessionToken(token) : null;
}

/** Base of links in mail: APP_URL, else the origin this request came to (the host check has vetted it). */
export function appBaseUrl(c: Context<AppEnv>, config: Pick<ApiConfig, "APP_URL" | "TRUST_PROXY">): string {
  return (config.APP_URL ?? requestOrigin(c, config.TRUST_PROXY)).replace(/\/+$/, "");
}

export function accountLink(base: string, purpose: AccountTokenPurpose, token: string): string {
  return `${base}${LINK_PATHS[purpose]}?token=${token}`;
}
