import type { Db } from "@cbct/shared/db/client";
import { deleteSession, extendSession, findSessionWithUser, insertSession } from "@cbct/shared/db/queries/sessions";
import type { AuthUser } from "../env.ts";
import { generateSessionToken, hashSessionToken, looksLikeSessionToken } from "./tokens.ts";

const DAY_MS = 24 * 3600 * 1000;

export type SessionPolicy = { ttlDays: number };

export type ValidSession = {
  user: AuthUser;
  sid: string;
  expire: Date;
  /** The expiry moved (sliding renewal); the cookie must be set again. */
  renewed: boolean;
};

export async function createSession(
  db: Db,
  userId: number,
  options: SessionPolicy & { now: Date; userAgent: string | null },
): Promise<{ token: string; sid: string; expire: Date }> {
  const token = generateSessionToken();
  const sid = hashSessionToken(token);
  const expire = new Date(options.now.getTime() + options.ttlDays * DAY_MS);
  await insertSession(db, {
    sid,
    userId,
    expire,
    data: { userId, createdAt: options.now.toISOString(), userAgent: options.userAgent?.slice(0, 512) ?? null },
  });
  return { token, sid, expire };
}

/**
 * The session a cookie token names, or null. Expired sessions are deleted on sight; a deactivated user counts as
 * signed out. With less than half the TTL left the expiry slides forward, so active users stay signed in.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  options: SessionPolicy & { now: Date },
): Promise<ValidSession | null> {
  if (!looksLikeSessionToken(token)) return null;
  const sid = hashSessionToken(token);
  const found = await findSessionWithUser(db, sid);
  if (!found) return null;
  const { session, user } = found;
  const now = options.now.getTime();
  if (session.expire.getTime() <= now) {
    await deleteSession(db, sid);
    return null;
  }
  if (!user.isActive) return null;
  const ttlMs = options.ttlDays * DAY_MS;
  let expire = session.expire;
  let renewed = false;
  if (expire.getTime() - now < ttlMs / 2) {
    expire = new Date(now + ttlMs);
    await extendSession(db, sid, expire);
    renewed = true;
  }
  const authUser: AuthUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
  };
  return { user: authUser, sid, expire, renewed };
}

export async function invalidateSession(db: Db, sid: string): Promise<void> {
  await deleteSession(db, sid);
}
