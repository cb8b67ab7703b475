import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

import { ACCOUNT_TOKEN_PURPOSES, type AccountTokenPurpose } from "@cbct/core/vocabulary/accounts";

// What a one-time account link is for; each purpose has its own lifetime (api/src/auth/account-tokens.ts). The list
// lives in the browser-safe vocabulary; re-exported for the server code that imports it from here.
export { ACCOUNT_TOKEN_PURPOSES, type AccountTokenPurpose };

/** What an invite carries until it is accepted (the account does not exist before that). */
export type InviteData = { role: "user" | "admin"; name?: string | undefined };

/**
 * One-time links sent by e-mail (or printed by the launcher). Only the SHA-256 of the random token is stored, so a
 * leaked table opens no account; `used_at` makes a link single-use and `expires_at` makes it expire.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    // The account the link acts on; null for invites (the account is created on acceptance) and the admin setup.
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    // The address the link was sent to: a verification only proves this address, even if the account's changed.
    email: text(),
    data: jsonb().$type<InviteData>(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * Mail waiting to be sent: the API writes the row in the same request that creates the link, and a sender delivers
 * it with retries, so an SMTP hiccup delays a reset link instead of losing it. Bodies are cleared once sent (they
 * hold one-time links).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    bodyText: text(),
    bodyHtml: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);

export type AccountToken = typeof accountTokens.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
