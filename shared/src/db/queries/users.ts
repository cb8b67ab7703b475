import { desc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type User, type UserRole, users } from "../schema/users.ts";

/** E-mails are compared and stored trimmed and lower-cased, which makes the unique index case-insensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type NewUserInput = { name: string; email: string; passwordHash: string; role: UserRole };

/** Inserts a user; null when the e-mail is already taken (also under a concurrent registration). */
export async function createUser(db: Pick<Db, "insert">, input: NewUserInput): Promise<User | null> {
  const rows = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      password: input.passwordHash,
      role: input.role,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Pick<Db, "select">, id: number): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function recordLogin(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** Changes the role of an existing user; null when no user has that e-mail. */
export async function setUserRole(db: Db, email: string, role: UserRole): Promise<User | null> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, normalizeEmail(email)))
    .returning();
  return rows[0] ?? null;
}

/** Every account for the admin page: newest first, without password hashes. */
export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
}
