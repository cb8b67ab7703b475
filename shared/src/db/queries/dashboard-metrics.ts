import { and, desc, gte, inArray, sql } from "drizzle-orm";
import type { ActivityEntry, DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { scrapingJobs } from "../schema/jobs.ts";
import {
  CBCT_STATUSES,
  type CbctStatus,
  LEAD_TYPES,
  type LeadType,
  type PracticeListDim,
  practiceListCounts as counts,
} from "../schema/practices.ts";

const SCORE_BUCKET = 25;
const MAX_SCORE = 150;
const TOP_STATES = 12;
/** The statuses of a practice that owns a scanner (the scanner-age chart counts these). */
const OWNED = new Set<string>(["confirmed", "likely"]);

/**
 * The dashboard's numbers in two statements: the lead counts, from the counts kept per bucket by trigger (see
 * leadMetrics; never a scan of the leads), and the job counts.
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
/** The age a lead without a scanner age is counted under in practice_list_counts (migration 0014). */
const NO_AGE = -2_147_483_648;
/** The dimensions of practice_list_counts the dashboard reads. */
const METRIC_DIMS: PracticeListDim[] = [
  "score",
  "score@status",
  "score@type",
  "age@status",
  "category",
  "make",
  "score@state",
];

/** The index in AGE_BUCKETS of a scanner age (a negative age is in none). */
function ageBucket(age: number): number | null {
  if (age === NO_AGE) return 4;
  if (age >= 10) return 3;
  if (age >= 6) return 2;
  if (age >= 3) return 1;
  return age >= 0 ? 0 : null;
}

/**
 * The live leads by status, type, category, score, scanner age, make and state, from the counts kept per bucket by
 * trigger (practice_list_counts, migration 0014): one read of a few hundred rows, whatever the number of leads. Before,
 * two scans of practice_list_keys (~120 ms at 200,000 leads on a quiet machine, 300-600 ms under load).
 */
export async function leadMetrics(db: Db): Promise<LeadMetrics> {
  const scoreBuckets = Array.from({ length: MAX_SCORE / SCORE_BUCKET + 1 }, (_, i) => i * SCORE_BUCKET);
  const rows = await db
    .select({ dim: counts.dim, a: counts.a, b: counts.b, n: counts.n })
    .from(counts)
    .where(and(inArray(counts.dim, METRIC_DIMS), sql`${counts.n} <> 0`));
  let total = 0;
  let scoreSum = 0;
  const byCbctStatus = Object.fromEntries(CBCT_STATUSES.map((st) => [st, 0])) as DashboardMetrics["byCbctStatus"];
  const byLeadType = Object.fromEntries(LEAD_TYPES.map((t) => [t, 0])) as DashboardMetrics["byLeadType"];
  const histogram = scoreBuckets.map(() => 0);
  const ages = AGE_BUCKETS.map(() => 0);
  const byCategory: DashboardMetrics["byCategory"] = [];
  const byManufacturer: DashboardMetrics["byManufacturer"] = [];
  const states = new Map<string, number>();
  for (const { dim, a, b, n } of rows) {
    switch (dim) {
      case "score": {
        total += n;
        scoreSum += a * n;
        // A score >= 0 falls in the bucket of its floor; a negative score (or one past the last bucket) is in none.
        const bucket = a >= 0 ? Math.floor(a / SCORE_BUCKET) : histogram.length;
        if (bucket < histogram.length) histogram[bucket]! += n;
        break;
      }
      case "score@status":
        if (b in byCbctStatus) byCbctStatus[b as CbctStatus] += n;
        break;
      case "score@type":
        if (b in byLeadType) byLeadType[b as LeadType] += n;
        break;
      case "age@status": {
        const bucket = ageBucket(a);
        if (OWNED.has(b) && bucket !== null) ages[bucket]! += n;
        break;
      }
      case "category":
        byCategory.push({ category: b, count: n });
        break;
      case "make":
        // a = 1 counts the leads with no make: not a bar of the chart.
        if (a === 0) byManufacturer.push({ manufacturer: b, count: n });
        break;
      case "score@state":
        // b = "" counts the leads with no state.
        if (b !== "") states.set(b, (states.get(b) ?? 0) + n);
        break;
    }
  }
  const byState: DashboardMetrics["byState"] = [...states].map(([state, count]) => ({ state, count }));
  const byCount = (x: { count: number }, y: { count: number }) => y.count - x.count;

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
