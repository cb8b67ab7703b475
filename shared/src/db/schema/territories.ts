import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { activityLog } from "./activity.ts";
import { practices } from "./practices.ts";
import { users } from "./users.ts";

import type { AlertKind } from "@cbct/core/domain/territory/alert-kinds";

export { ALERT_KINDS, type AlertKind } from "@cbct/core/domain/territory/alert-kinds";

/** Which events a territory wants, with their numbers (null: that event is off). */
export type TerritoryEvents = {
  scannerAppeared: boolean;
  scannerChanged: boolean;
  newPractice: boolean;
  /** Alert once a scanner is this many years old (from its install year), or null. */
  scannerAgeYears: number | null;
  /** Alert when a lead's score rises to this or above (from below), or null. */
  leadScoreAtLeast: number | null;
};

/** A ring of [lng, lat] points (GeoJSON order), closed implicitly. */
export type TerritoryArea = [number, number][];

export const territories = pgTable(
  "territories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    states: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    zipPrefixes: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    area: jsonb().$type<TerritoryArea>(),
    events: jsonb().$type<TerritoryEvents>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("territories_user_idx").on(t.userId, t.id)],
);
export type Territory = typeof territories.$inferSelect;

export const territoryAlerts = pgTable(
  "territory_alerts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    territoryId: integer()
      .notNull()
      .references(() => territories.id, { onDelete: "cascade" }),
    practiceId: integer()
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    kind: text().$type<AlertKind>().notNull(),
    message: text().notNull(),
    changeKey: text().notNull(),
    sourceActivityId: integer().references(() => activityLog.id, { onDelete: "set null" }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("territory_alerts_change_unique").on(t.territoryId, t.practiceId, t.kind, t.changeKey),
    index("territory_alerts_user_idx").on(t.userId, t.id),
    index("territory_alerts_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type TerritoryAlert = typeof territoryAlerts.$inferSelect;

export const alertSettings = pgTable("alert_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  digestEnabled: boolean().notNull().default(true),
  lastDigestAt: timestamp({ withTimezone: true }),
});

export const territoryAlertCursor = pgTable("territory_alert_cursor", {
  id: boolean().primaryKey().default(true),
  lastActivityId: integer().notNull().default(0),
});
