import { desc, gte, sql } from "drizzle-orm";
import type { ActivityEntry, DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { scrapingJobs } from "../schema/jobs.ts";
import { CBCT_STATUSES, LEAD_TYPES, practiceListKeys as keys } from "../schema/practices.ts";

const SCORE_BUCKET = 25;
const MAX_SCORE = 150;
const TOP_STATES = 12;
/** The statuses of a practice that owns a scanner (the scanner-age chart counts these). */
const OWNED = new Set<string>(["confirmed", "likely"]);

/**
 * The dashboard's numbers in three statements over the live leads: one pass of counts by status, type, score bucket
 * and scanner-age bucket, one pass of grouping sets (category, manufacturer, state), and the job counts.
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

/** Scanner-age buckets of the owned leads, in the order the dashboard shows them. */
const AGE_BUCKETS = ["0-2", "3-5", "6-9", "10+", "unknown"] as const;

/** The live leads by status, type, category, score, scanner age, make and state: two statements. */
export async function leadMetrics(db: Db): Promise<LeadMetrics> {
  const scoreBuckets = Array.from({ length: MAX_SCORE / SCORE_BUCKET + 1 }, (_, i) => i * SCORE_BUCKET);
  // The index of the bucket in AGE_BUCKETS (a negative age is in none).
  const ageBucket = sql`case when ${keys.cbctAge} is null then 4 when ${keys.cbctAge} >= 10 then 3
    when ${keys.cbctAge} >= 6 then 2 when ${keys.cbctAge} >= 3 then 1 when ${keys.cbctAge} >= 0 then 0 end`;
  // Integer division floors a score >= 0 into its histogram bucket; a negative score is in none.
  const scoreBucket = sql`case when ${keys.leadScore} >= 0 then ${keys.leadScore} / ${sql.raw(String(SCORE_BUCKET))} end`;

  // Status x type x score bucket x age bucket: one hash aggregate of a few hundred groups, added up below, instead
  // of ~20 filtered counts evaluated on every row (half the time at 200,000 leads).
  const countsQuery = db
    .select({
      status: keys.cbctStatus,
      type: keys.leadType,
      score: sql<number | null>`${scoreBucket}`,
      age: sql<number | null>`${ageBucket}`,
      n: sql<number>`count(*)::int`,
      scoreSum: sql<number>`sum(${keys.leadScore})::float8`,
    })
    .from(keys)
    .groupBy(sql`1, 2, 3, 4`);

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

  const [counts, groups] = await Promise.all([countsQuery, groupsQuery]);
  let total = 0;
  let scoreSum = 0;
  const byCbctStatus = Object.fromEntries(CBCT_STATUSES.map((st) => [st, 0])) as DashboardMetrics["byCbctStatus"];
  const byLeadType = Object.fromEntries(LEAD_TYPES.map((t) => [t, 0])) as DashboardMetrics["byLeadType"];
  const histogram = scoreBuckets.map(() => 0);
  const ages = AGE_BUCKETS.map(() => 0);
  for (const row of counts) {
    total += row.n;
    scoreSum += row.scoreSum;
    if (row.status in byCbctStatus) byCbctStatus[row.status] += row.n;
    if (row.type in byLeadType) byLeadType[row.type] += row.n;
    if (row.score !== null && row.score < histogram.length) histogram[row.score]! += row.n;
    if (OWNED.has(row.status) && row.age !== null) ages[row.age]! += row.n;
  }

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
    totalLeads: total,
    avgLeadScore: total === 0 ? 0 : Math.round((scoreSum / total) * 10) / 10,
    byCbctStatus,
    byLeadType,
    byCategory: byCategory.sort(byCount),
    leadScoreHistogram: scoreBuckets.map((from, i) => ({
      from,
      to: Math.min(from + SCORE_BUCKET - 1, MAX_SCORE),
      count: histogram[i]!,
    })),
    scannerAge: AGE_BUCKETS.map((bucket, i) => ({ bucket, count: ages[i]! })),
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
