import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  type AccountToken,
  type AccountTokenPurpose,
  accountTokens,
  type InviteData,
  mailOutbox,
  type OutboxMail,
} from "../schema/accounts.ts";
import { type User, users } from "../schema/users.ts";
import { normalizeEmail } from "./users.ts";

/** A database or a transaction: every writer here may run inside the caller's transaction. */
export type DbOrTx = Pick<Db, "insert" | "update" | "select" | "delete" | "execute">;
type Tx = DbOrTx;

export type NewAccountToken = {
  purpose: AccountTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  userId?: number | null;
  email?: string | null;
  data?: InviteData | null;
  createdBy?: number | null;
};

export async function insertAccountToken(db: Tx, input: NewAccountToken): Promise<AccountToken> {
  const rows = await db
    .insert(accountTokens)
    .values({
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      userId: input.userId ?? null,
      email: input.email ? normalizeEmail(input.email) : null,
      data: input.data ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  return rows[0]!;
}

/**
 * Marks the link used and returns it, or null when it is unknown, used, expired or for another purpose. One UPDATE
 * decides, so two concurrent uses of one link cannot both succeed.
 */
export async function consumeAccountToken(
  db: Tx,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountToken | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The link if it could still be used (for pages that show what a link is for before it is used). */
export async function findUsableAccountToken(
  db: Tx,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountToken | null> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Ends every unused link of one purpose (for a user, or all of them when userId is null), e.g. older reset links. */
export async function revokeAccountTokens(
  db: Tx,
  purpose: AccountTokenPurpose,
  userId: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        userId === null ? isNull(accountTokens.userId) : eq(accountTokens.userId, userId),
      ),
    );
}

/**
 * Records that the owner of `email` controls it. Only if the account still has that address (a link proves the
 * address it was sent to); an address in `adminEmails` becomes admin here, not at registration. Null when the
 * account is gone or its address changed.
 */
export async function markEmailVerified(
  db: Tx,
  userId: number,
  email: string,
  now: Date,
  adminEmails: readonly string[],
): Promise<{ user: User; promoted: boolean } | null> {
  const address = normalizeEmail(email);
  const admin = adminEmails.map(normalizeEmail).includes(address);
  const [before] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
  const rows = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      ...(admin ? { role: "admin" as const } : {}),
    })
    .where(and(eq(users.id, userId), eq(users.email, address)))
    .returning();
  const user = rows[0];
  if (!user) return null;
  return { user, promoted: admin && before?.role !== "admin" };
}

export async function setUserPassword(db: Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
}

/** Whether any account exists: on an empty database the launcher prints the one-time admin setup link. */
export async function hasAnyUser(db: Pick<Db, "select">): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * The active admins, locked until the transaction ends: two admins demoting each other at once cannot both pass
 * the "not the last admin" check.
 */
export async function lockActiveAdmins(db: Tx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

export async function updateUserAccess(
  db: Tx,
  userId: number,
  change: { role?: "user" | "admin"; active?: boolean },
  now: Date,
): Promise<User | null> {
  const rows = await db
    .update(users)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.active === undefined ? {} : { isActive: change.active, deactivatedAt: change.active ? null : now }),
    })
    .where(eq(users.id, userId))
    .returning();
  return rows[0] ?? null;
}

// ---- Mail outbox ----

export type NewMail = { to: string; subject: string; text: string; html?: string | undefined };

export async function enqueueMail(db: Tx, mail: NewMail): Promise<number> {
  const rows = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  return rows[0]!.id;
}

/**
 * Takes up to `limit` due messages and leases them for `leaseMs` (SKIP LOCKED, then next_attempt_at moves on), so
 * two senders never send one message twice while it is in flight, and a sender that dies mid-send only delays it.
 */
export async function claimDueMail(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        sql`${mailOutbox.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/** Sent: the bodies go (they hold one-time links), the row stays as a record of what was sent when. */
export async function markMailSent(db: Tx, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, bodyText: null, bodyHtml: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(
  db: Tx,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 500), failedAt: now, bodyText: null, bodyHtml: null },
    )
    .where(eq(mailOutbox.id, id));
}

/** Invitations that can still be accepted, newest first, with who sent them (the admin page lists them). */
export async function listPendingInvites(db: Pick<Db, "select">, now: Date) {
  return db
    .select({
      id: accountTokens.id,
      email: accountTokens.email,
      data: accountTokens.data,
      createdAt: accountTokens.createdAt,
      expiresAt: accountTokens.expiresAt,
      invitedBy: users.name,
    })
    .from(accountTokens)
    .leftJoin(users, eq(users.id, accountTokens.createdBy))
    .where(and(eq(accountTokens.purpose, "invite"), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
}

/** Withdraws one pending invitation; its e-mail (if it is still to be sent or already read) no longer works. */
export async function revokeInvite(db: Tx, id: number, now: Date): Promise<AccountToken | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, "invite"), isNull(accountTokens.usedAt)))
    .returning();
  return rows[0] ?? null;
}
