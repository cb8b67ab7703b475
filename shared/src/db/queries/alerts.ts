import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AlertView } from "@cbct/core/contracts/territories";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { practices } from "../schema/practices.ts";
import {
  type AlertKind,
  alertSettings,
  type Territory,
  territories,
  territoryAlertCursor,
  territoryAlerts,
} from "../schema/territories.ts";
import { users } from "../schema/users.ts";
import { territoryWhere } from "./territories.ts";

/** History entries read per matcher pass; a longer backlog takes several passes of one run. */
const MATCH_BATCH = 5_000;
/**
 * Entries this young are read again by the next run. An activity id is taken when its transaction inserts the row,
 * but the row becomes visible at commit, so a slow transaction can commit an id below the cursor after a run moved
 * past it. Re-reading a window is harmless: an alert's unique key (territory, lead, kind, change) drops the repeat.
 */
const REREAD_WINDOW = sql`interval '10 minutes'`;

/**
 * Which history entries are which event (the history the scrape and refresh already write, see
 * shared/src/aggregates/leads/scrape-upsert.ts and save-discovered.ts):
 * - scanner_appeared / scanner_changed: `lead_changed` entries with that `metadata.kind`;
 * - new_practice: a `scrape_completed` entry with `metadata.isNew`, or `lead_discovered` (a pipeline found it);
 * - score_crossed: a `scrape_completed` entry whose `metadata.previousLeadScore` < threshold <= `metadata.leadScore`.
 */
function eventCondition(kind: Exclude<AlertKind, "scanner_aged">, t: Territory): SQL | null {
  const meta = activityLog.metadata;
  switch (kind) {
    case "scanner_appeared":
    case "scanner_changed":
      return t.events[kind === "scanner_appeared" ? "scannerAppeared" : "scannerChanged"]
        ? sql`${activityLog.type} = 'lead_changed' and ${meta}->>'kind' = ${kind}`
        : null;
    case "new_practice":
      return t.events.newPractice
        ? sql`((${activityLog.type} = 'scrape_completed' and ${meta}->>'isNew' = 'true') or ${activityLog.type} = 'lead_discovered')`
        : null;
    case "score_crossed": {
      const threshold = t.events.leadScoreAtLeast;
      if (threshold === null) return null;
      return sql`${activityLog.type} = 'scrape_completed' and jsonb_typeof(${meta}->'previousLeadScore') = 'number'
        and (${meta}->>'previousLeadScore')::numeric < ${threshold}::numeric and (${meta}->>'leadScore')::numeric >= ${threshold}::numeric`;
    }
  }
}

function alertMessage(kind: Exclude<AlertKind, "scanner_aged">, t: Territory): SQL {
  switch (kind) {
    case "scanner_appeared":
    case "scanner_changed":
      // The entry's own message ("<practice>: CBCT scanner found: Planmeca ProMax 3D") is already what a rep reads.
      return sql`${activityLog.message}`;
    case "new_practice":
      return sql`'New practice: ' || ${practices.practiceName} || coalesce(' (' || ${practices.city} || ', ' || ${practices.state} || ')', '')`;
    case "score_crossed":
      return sql`${practices.practiceName} || ': lead score ' || (${activityLog.metadata}->>'previousLeadScore') || ' → ' || (${activityLog.metadata}->>'leadScore') || ' (your threshold ' || ${String(t.events.leadScoreAtLeast)}::text || ')'`;
  }
}

const HISTORY_KINDS = ["scanner_appeared", "scanner_changed", "new_practice", "score_crossed"] as const;

export type MatchResult = { created: number; readUpTo: number };

/**
 * Turns the history written since the last run into alerts for every territory that asked for that event and holds
 * that (live) lead: one INSERT ... SELECT per territory and event, ON CONFLICT DO NOTHING. The cursor row is locked
 * for the whole run, so two workers running it at once take turns instead of both reading the same entries.
 */
export async function matchHistoryAlerts(db: Db): Promise<MatchResult> {
  return db.transaction(async (tx) => {
    await tx.insert(territoryAlertCursor).values({ id: true, lastActivityId: 0 }).onConflictDoNothing();
    const [cursor] = await tx.select().from(territoryAlertCursor).for("update");
    const from = cursor?.lastActivityId ?? 0;
    const [top] = await tx
      .select({ id: sql<number | null>`max(${activityLog.id})` })
      .from(activityLog)
      .where(and(gt(activityLog.id, from), sql`${activityLog.id} <= ${from + MATCH_BATCH}`));
    const upTo = top?.id ?? from;
    const all = await tx.select().from(territories);
    let created = 0;
    // New entries (from, upTo], plus the young ones below the cursor (see REREAD_WINDOW).
    const window = sql`((${activityLog.id} > ${from} and ${activityLog.id} <= ${upTo}) or (${activityLog.id} <= ${from} and ${activityLog.createdAt} > now() - ${REREAD_WINDOW}))`;
    for (const t of all) {
      for (const kind of HISTORY_KINDS) {
        const condition = eventCondition(kind, t);
        if (!condition) continue;
        const inserted = await tx.execute(sql`
          insert into ${territoryAlerts} (user_id, territory_id, practice_id, kind, message, change_key, source_activity_id, occurred_at)
          select ${t.userId}::int, ${t.id}::int, ${practices.id}, ${kind}::text, ${alertMessage(kind, t)}, 'activity:' || ${activityLog.id},
            ${activityLog.id}, ${activityLog.createdAt}
          from ${activityLog} join ${practices} on ${practices.id} = ${activityLog.practiceId}
          where ${window} and ${condition} and ${practices.deletedAt} is null and ${territoryWhere(t)}
          on conflict do nothing
          returning 1`);
        created += inserted.length;
      }
    }
    if (upTo > from)
      await tx.update(territoryAlertCursor).set({ lastActivityId: upTo }).where(eq(territoryAlertCursor.id, true));
    return { created, readUpTo: upTo };
  });
}

/**
 * "Scanner passed N years": nothing is written to the history when a year goes by, so this reads the leads
 * themselves. A scanner (confirmed or likely, with an install year) whose age reached N in the year the territory
 * was made or later is news; one that was already older then is not (a new territory would otherwise bring every
 * old scanner of a state at once). Keyed by the years and the install year: a replaced scanner can age again.
 */
export async function matchAgedScanners(db: Db, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  const all = await db.select().from(territories);
  let created = 0;
  for (const t of all) {
    const n = t.events.scannerAgeYears;
    if (n === null) continue;
    const sinceYear = t.createdAt.getUTCFullYear();
    const inserted = await db.execute(sql`
      insert into ${territoryAlerts} (user_id, territory_id, practice_id, kind, message, change_key, occurred_at)
      select ${t.userId}::int, ${t.id}::int, ${practices.id}, 'scanner_aged',
        ${practices.practiceName} || ': CBCT scanner' || coalesce(' (' || nullif(trim(coalesce(${practices.cbctManufacturer}, '') || ' ' || coalesce(${practices.cbctModel}, '')), '') || ')', '')
          || ' is ' || (${year}::int - ${practices.cbctInstallYear}) || ' years old (installed ' || ${practices.cbctInstallYear} || ')',
        'aged:' || ${n}::int || ':' || ${practices.cbctInstallYear}, ${now.toISOString()}::timestamptz
      from ${practices}
      where ${practices.deletedAt} is null and ${practices.cbctStatus} in ('confirmed', 'likely')
        and ${practices.cbctInstallYear} is not null
        and ${practices.cbctInstallYear} + ${n}::int <= ${year}::int and ${practices.cbctInstallYear} + ${n}::int >= ${sinceYear}::int
        and ${territoryWhere(t)}
      on conflict do nothing
      returning 1`);
    created += inserted.length;
  }
  return created;
}

const alertColumns = {
  id: territoryAlerts.id,
  territoryId: territoryAlerts.territoryId,
  territoryName: territories.name,
  practiceId: territoryAlerts.practiceId,
  practiceName: practices.practiceName,
  kind: territoryAlerts.kind,
  message: territoryAlerts.message,
  occurredAt: territoryAlerts.occurredAt,
  readAt: territoryAlerts.readAt,
};

type AlertRow = {
  id: number;
  territoryId: number;
  territoryName: string;
  practiceId: number;
  practiceName: string;
  kind: AlertKind;
  message: string;
  occurredAt: Date;
  readAt: Date | null;
};
const toView = ({ readAt, occurredAt, ...r }: AlertRow): AlertView => ({
  ...r,
  occurredAt: occurredAt.toISOString(),
  read: readAt !== null,
});

/** The user's alerts, newest first (only theirs), and how many are unread. */
export async function listAlerts(
  db: Db,
  userId: number,
  options: { unreadOnly: boolean; limit: number },
): Promise<{ alerts: AlertView[]; unread: number }> {
  const where = [eq(territoryAlerts.userId, userId)];
  if (options.unreadOnly) where.push(isNull(territoryAlerts.readAt));
  const rows = await db
    .select(alertColumns)
    .from(territoryAlerts)
    .innerJoin(territories, eq(territories.id, territoryAlerts.territoryId))
    .innerJoin(practices, eq(practices.id, territoryAlerts.practiceId))
    .where(and(...where))
    .orderBy(desc(territoryAlerts.id))
    .limit(options.limit);
  return { alerts: rows.map(toView), unread: await unreadCount(db, userId) };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(territoryAlerts)
    .where(and(eq(territoryAlerts.userId, userId), isNull(territoryAlerts.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's alerts read (these ids, or all); another user's ids are ignored. Returns how many changed. */
export async function markAlertsRead(db: Db, userId: number, ids: number[] | "all", at: Date): Promise<number> {
  const where = [eq(territoryAlerts.userId, userId), isNull(territoryAlerts.readAt)];
  if (ids !== "all") where.push(inArray(territoryAlerts.id, ids));
  const rows = await db
    .update(territoryAlerts)
    .set({ readAt: at })
    .where(and(...where))
    .returning({ id: territoryAlerts.id });
  return rows.length;
}

export async function markAlertsUnread(db: Db, userId: number, ids: number[]): Promise<number> {
  const rows = await db
    .update(territoryAlerts)
    .set({ readAt: null })
    .where(
      and(
        eq(territoryAlerts.userId, userId),
        inArray(territoryAlerts.id, ids),
        sql`${territoryAlerts.readAt} is not null`,
      ),
    )
    .returning({ id: territoryAlerts.id });
  return rows.length;
}

export type DigestBatch = { userId: number; email: string; name: string; alerts: AlertView[] };

/**
 * Who gets a digest now: active users with the digest on (the default) and unread alerts of the last day that no
 * digest has carried yet, with those alerts (oldest first, at most 200 a mail).
 */
export async function dueDigests(db: Db, now: Date): Promise<DigestBatch[]> {
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  const rows = await db
    .select({ ...alertColumns, userId: users.id, email: users.email, name: users.name })
    .from(territoryAlerts)
    .innerJoin(users, eq(users.id, territoryAlerts.userId))
    .innerJoin(territories, eq(territories.id, territoryAlerts.territoryId))
    .innerJoin(practices, eq(practices.id, territoryAlerts.practiceId))
    .leftJoin(alertSettings, eq(alertSettings.userId, territoryAlerts.userId))
    .where(
      and(
        isNull(territoryAlerts.readAt),
        isNull(territoryAlerts.emailedAt),
        gt(territoryAlerts.createdAt, since),
        eq(users.isActive, true),
        sql`coalesce(${alertSettings.digestEnabled}, true)`,
      ),
    )
    .orderBy(territoryAlerts.userId, territoryAlerts.id);
  const byUser = new Map<number, DigestBatch>();
  for (const { userId, email, name, ...alert } of rows) {
    let batch = byUser.get(userId);
    if (!batch) byUser.set(userId, (batch = { userId, email, name, alerts: [] }));
    if (batch.alerts.length < 200) batch.alerts.push(toView(alert));
  }
  return [...byUser.values()];
}

/** After the mail went out: its alerts are not mailed again, and the user's last digest time is kept. */
export async function markDigestSent(db: Db, userId: number, alertIds: number[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (alertIds.length > 0)
      await tx
        .update(territoryAlerts)
        .set({ emailedAt: at })
        .where(and(eq(territoryAlerts.userId, userId), inArray(territoryAlerts.id, alertIds)));
    await tx
      .insert(alertSettings)
      .values({ userId, lastDigestAt: at })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { lastDigestAt: at } });
  });
}
