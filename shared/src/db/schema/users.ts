import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { USER_ROLES, type UserRole } from "@cbct/core/vocabulary/accounts";

// The list lives in the browser-safe vocabulary; re-exported for the server code that imports it from here.
export { USER_ROLES, type UserRole };

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Stored lower-cased and trimmed by the one writer (createUser), so the unique index is case-insensitive in effect.
    email: text().notNull(),
    // An argon2id PHC string, never the password itself.
    password: text().notNull(),
    name: text().notNull(),
    role: text().$type<UserRole>().notNull().default("user"),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    // Set when the owner followed a link sent to the address (or accepted an invite there). Until then ADMIN_EMAILS
    // and REGISTRATION_ALLOWED_DOMAINS do not apply to the account: nobody proved the address is theirs.
    emailVerifiedAt: timestamp({ withTimezone: true }),
    // When an admin deactivated the account (isActive false); null while active.
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/**
 * Server session store in the spec's shape (sid, sess, expire), written the Lucia way:
 * `sid` is the hex SHA-256 of the random cookie token, so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
    // Not in the spec: a real foreign key lets a deleted or deactivated user lose every session at once.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export type SessionData = { userId: number; createdAt: string; userAgent?: string | null };

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
