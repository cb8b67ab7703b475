import { desc, gte, sql } from "drizzle-orm";
import type { ActivityEntry, DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { scrapingJobs } from "../schema/jobs.ts";
import { CBCT_STATUSES, LEAD_TYPES, practiceListKeys as keys } from "../schema/practices.ts";

const SCORE_BUCKET = 25;
const MAX_SCORE = 150;
const TOP_STATES = 12;
const owned = sql`${keys.cbctStatus} in ('confirmed', 'likely')`;

/**
 * The dashboard's numbers in three statements over the live leads: one pass of filtered counts (statuses, types,
 * score buckets, scanner ages), one pass of grouping sets (category, manufacturer, state), and the job counts.
 * The lead counts read practice_list_keys (one ~130-byte row per live lead, kept by trigger), not the leads: an
 * index-only scan of the leads reads their 8 KB pages one by one until VACUUM has set the visibility map (2.5 s at
 * 200,000 leads), a scan of the narrow table reads ~30 MB, vacuumed or not.
 */
export async function dashboardMetrics(db: Db, now: Date): Promise<DashboardMetrics> {
  const [leads, jobs] = await Promise.all([leadMetrics(db), jobMetrics(db, now)]);
  return { ...leads, jobs };
}

/** The lead counts of the dashboard (everything but the jobs): they change only when a lead does. */
export type LeadMetrics = Omit<DashboardMetrics, "jobs">;

/** The scrape jobs in flight and finished in the last 24 hours. */
export async function jobMetrics(db: Db, now: Date): Promise<DashboardMetrics["jobs"]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  // Raw sql`` parameters are not passed through a column encoder: dates travel as ISO text.
  const dayAgoIso = dayAgo.toISOString();
  const [jobs] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${scrapingJobs.status} = 'pending'))::int`,
      running: sql<number>`(count(*) filter (where ${scrapingJobs.status} = 'running'))::int`,
      completedLast24h: sql<number>`(count(*) filter (where ${scrapingJobs.status} = 'completed' and ${scrapingJobs.completedAt} >= ${dayAgoIso}))::int`,
      failedLast24h: sql<number>`(count(*) filter (where ${scrapingJobs.status} = 'failed' and coalesce(${scrapingJobs.completedAt}, ${scrapingJobs.createdAt}) >= ${dayAgoIso}))::int`,
    })
    .from(scrapingJobs)
    .where(
      sql`${scrapingJobs.status} in ('pending', 'running') or ${gte(scrapingJobs.createdAt, new Date(dayAgo.getTime() - 24 * 60 * 60 * 1000))}`,
    );
  return jobs ?? { pending: 0, running: 0, completedLast24h: 0, failedLast24h: 0 };
}

/** The live leads by status, type, category, score, scanner age, make and state: two statements. */
export async function leadMetrics(db: Db): Promise<LeadMetrics> {
  const scoreBuckets = Array.from({ length: MAX_SCORE / SCORE_BUCKET + 1 }, (_, i) => i * SCORE_BUCKET);
  const ageBuckets: Array<[string, ReturnType<typeof sql>]> = [
    ["0-2", sql`${keys.cbctAge} between 0 and 2`],
    ["3-5", sql`${keys.cbctAge} between 3 and 5`],
    ["6-9", sql`${keys.cbctAge} between 6 and 9`],
    ["10+", sql`${keys.cbctAge} >= 10`],
    ["unknown", sql`${keys.cbctAge} is null`],
  ];

  const countsQuery = db
    .select({
      total: sql<number>`count(*)::int`,
      avg: sql<string | null>`avg(${keys.leadScore})`,
      ...Object.fromEntries(
        CBCT_STATUSES.map((s) => [`s_${s}`, sql<number>`(count(*) filter (where ${keys.cbctStatus} = ${s}))::int`]),
      ),
      ...Object.fromEntries(
        LEAD_TYPES.map((t) => [`t_${t}`, sql<number>`(count(*) filter (where ${keys.leadType} = ${t}))::int`]),
      ),
      ...Object.fromEntries(
        scoreBuckets.map((from) => [
          `h_${from}`,
          sql<number>`(count(*) filter (where ${keys.leadScore} >= ${from} and ${keys.leadScore} < ${from + SCORE_BUCKET}))::int`,
        ]),
      ),
      ...Object.fromEntries(
        ageBuckets.map(([_bucket, cond], i) => [
          `a_${i}`,
          sql<number>`(count(*) filter (where ${owned} and ${cond}))::int`,
        ]),
      ),
    })
    .from(keys);

  const groupsQuery = db.execute<{
    category: string | null;
    manufacturer: string | null;
    state: string | null;
    g: number;
    n: number;
  }>(sql`
    select ${keys.leadQualityCategory} as category, ${keys.cbctManufacturer} as manufacturer,
           ${keys.state} as state,
           grouping(${keys.leadQualityCategory}, ${keys.cbctManufacturer}, ${keys.state})::int as g,
           count(*)::int as n
    from ${keys}
    group by grouping sets ((${keys.leadQualityCategory}), (${keys.cbctManufacturer}), (${keys.state}))`);

  const [[counts], groups] = await Promise.all([countsQuery, groupsQuery]);
  const c = (counts ?? {}) as Record<string, number | string | null>;
  const num = (k: string) => Number(c[k] ?? 0);

  // grouping() bits: 4 = category rolled up, 2 = manufacturer, 1 = state. A set groups by the one column not rolled up.
  const byCategory: DashboardMetrics["byCategory"] = [];
  const byManufacturer: DashboardMetrics["byManufacturer"] = [];
  const byState: DashboardMetrics["byState"] = [];
  for (const r of groups) {
    const g = Number(r.g);
    const n = Number(r.n);
    if (g === 3 && r.category !== null) byCategory.push({ category: r.category, count: n });
    else if (g === 5 && r.manufacturer !== null) byManufacturer.push({ manufacturer: r.manufacturer, count: n });
    else if (g === 6 && r.state !== null) byState.push({ state: r.state, count: n });
  }
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

  return {
    totalLeads: num("total"),
    avgLeadScore: Math.round(Number(c.avg ?? 0) * 10) / 10,
    byCbctStatus: Object.fromEntries(CBCT_STATUSES.map((s) => [s, num(`s_${s}`)])) as DashboardMetrics["byCbctStatus"],
    byLeadType: Object.fromEntries(LEAD_TYPES.map((t) => [t, num(`t_${t}`)])) as DashboardMetrics["byLeadType"],
    byCategory: byCategory.sort(byCount),
    leadScoreHistogram: scoreBuckets.map((from) => ({
      from,
      to: Math.min(from + SCORE_BUCKET - 1, MAX_SCORE),
      count: num(`h_${from}`),
    })),
    scannerAge: ageBuckets.map(([bucket], i) => ({ bucket, count: num(`a_${i}`) })),
    byManufacturer: byManufacturer.sort(byCount),
    byState: byState.sort(byCount).slice(0, TOP_STATES),
  };
}

/** The newest activity entries, newest first (served by the created_at index). */
export async function recentActivity(db: Db, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
