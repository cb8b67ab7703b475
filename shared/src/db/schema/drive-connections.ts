import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

import { DRIVE_CONNECTION_STATUSES, type DriveConnectionStatus } from "@cbct/core/vocabulary/accounts";

// The list lives in the browser-safe vocabulary; re-exported for the server code that imports it from here.
export { DRIVE_CONNECTION_STATUSES, type DriveConnectionStatus };

/**
 * A user's own Google Drive authorisation. Keyed by user: only the user who connected it can upload with it, and the
 * pipeline's auto-sync uses the connection of the user who started the run. Tokens are AES-256-GCM ciphertexts
 * (token-cipher.ts) bound to the user id, never plain text.
 */
export const driveConnections = pgTable("drive_connections", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  googleEmail: text(),
  refreshTokenEnc: text().notNull(),
  accessTokenEnc: text(),
  accessTokenExpiresAt: timestamp({ withTimezone: true }),
  scope: text(),
  // reconnect_needed: Google answered invalid_grant (revoked, expired or superseded refresh token).
  status: text().$type<DriveConnectionStatus>().notNull().default("connected"),
  lastError: text(),
  connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type DriveConnection = typeof driveConnections.$inferSelect;
