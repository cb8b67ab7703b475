import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type Session, type SessionData, sessions, type User, users } from "../schema/users.ts";

/** `sid` is the SHA-256 of the cookie token, never the token itself. */
export async function insertSession(
  db: Db,
  input: { sid: string; userId: number; data: SessionData; expire: Date },
): Promise<void> {
  await db.insert(sessions).values({ sid: input.sid, userId: input.userId, sess: input.data, expire: input.expire });
}

export async function findSessionWithUser(db: Db, sid: string): Promise<{ session: Session; user: User } | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .limit(1);
  return rows[0] ?? null;
}

export async function extendSession(db: Db, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteUserSessions(db: Pick<Db, "delete">, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: sessions nobody came back to before they expired. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return rows.length;
}

/** Every session of the user but `keepSid` (after a password change the device that made it stays signed in). */
export async function deleteOtherSessions(db: Pick<Db, "delete">, userId: number, keepSid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
}
