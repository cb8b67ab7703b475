import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {} from "../../../../infra/test/global-setup.ts";
import { useTestDb } from "../../../../infra/test/services.ts";
import { CBCT_STATUSES, LEAD_TYPES } from "../schema/practices.ts";
import { leadMetrics } from "./dashboard-metrics.ts";

/**
 * The dashboard's lead counts come from practice_list_keys in grouped form, added up in TypeScript: they must equal
 * the plain definition over the live leads themselves, at every bucket edge (scores -5..200, ages -1..null) and with
 * binned leads, edited leads and restored leads in the mix.
 */
const { db } = useTestDb({ max: 4 });

type Lead = {
  score: number;
  status: string;
  type: string;
  age: number | null;
  category: string;
  make: string | null;
  state: string | null;
};

/** The metrics by their definition, from the live leads' rows. */
function expected(leads: Lead[]) {
  const count = <K extends string>(keys: readonly K[], key: (l: Lead) => string) =>
    Object.fromEntries(keys.map((k) => [k, leads.filter((l) => key(l) === k).length]));
  const groups = (key: (l: Lead) => string | null) => {
    const m = new Map<string, number>();
    for (const l of leads) {
      const k = key(l);
      if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const owned = leads.filter((l) => l.status === "confirmed" || l.status === "likely");
  const ages: Array<[string, (a: number | null) => boolean]> = [
    ["0-2", (a) => a !== null && a >= 0 && a <= 2],
    ["3-5", (a) => a !== null && a >= 3 && a <= 5],
    ["6-9", (a) => a !== null && a >= 6 && a <= 9],
    ["10+", (a) => a !== null && a >= 10],
    ["unknown", (a) => a === null],
  ];
  const sum = leads.reduce((n, l) => n + l.score, 0);
  return {
    totalLeads: leads.length,
    avgLeadScore: leads.length ? Math.round((sum / leads.length) * 10) / 10 : 0,
    byCbctStatus: count(CBCT_STATUSES, (l) => l.status),
    byLeadType: count(LEAD_TYPES, (l) => l.type),
    leadScoreHistogram: [0, 25, 50, 75, 100, 125, 150].map((from) => ({
      from,
      to: Math.min(from + 24, 150),
      count: leads.filter((l) => l.score >= from && l.score < from + 25).length,
    })),
    scannerAge: ages.map(([bucket, has]) => ({ bucket, count: owned.filter((l) => has(l.age)).length })),
    categories: groups((l) => l.category),
    makes: groups((l) => l.make),
    states: groups((l) => l.state),
  };
}

describe("leadMetrics", () => {
  it("equals the definition over the live leads at every bucket edge", async () => {
    const scores = [-5, 0, 24, 25, 49, 50, 99, 100, 149, 150, 174, 175, 200];
    const ages = [-1, 0, 2, 3, 5, 6, 9, 10, 30, null];
    const makes = ["Carestream", "Planmeca", null];
    const states = ["TX", "VA", "CA", null];
    const leads: Lead[] = [];
    for (let i = 0; i < 240; i++) {
      leads.push({
        score: scores[i % scores.length]!,
        status: CBCT_STATUSES[i % CBCT_STATUSES.length]!,
        type: LEAD_TYPES[(i >> 2) % LEAD_TYPES.length]!,
        age: ages[(i * 7) % ages.length]!,
        category: ["Hot Lead", "Warm Lead", "Cool Lead"][i % 3]!,
        make: makes[i % makes.length]!,
        state: states[(i >> 1) % states.length]!,
      });
    }
    const rows = await db().execute<{ id: number }>(sql`
      insert into dental_practices (practice_name, lead_score, cbct_status, lead_type, cbct_age,
                                    lead_quality_category, cbct_manufacturer, state)
      select 'Practice ' || n, (l->>'score')::int, l->>'status', l->>'type', (l->>'age')::int, l->>'category',
             l->>'make', l->>'state'
      from jsonb_array_elements(${JSON.stringify(leads)}::jsonb) with ordinality as t(l, n)
      order by n
      returning id`);
    const ids = rows.map((r) => r.id);
    // Bin every 5th lead, edit every 7th (a new score and status), bin then restore every 11th.
    await db().execute(sql`update dental_practices set deleted_at = now() where id % 5 = 0`);
    await db().execute(sql`update dental_practices set lead_score = 60, cbct_status = 'likely' where id % 7 = 0`);
    await db().execute(sql`update dental_practices set deleted_at = now() where id % 11 = 0 and id % 5 <> 0`);
    await db().execute(sql`update dental_practices set deleted_at = null where id % 11 = 0 and id % 5 <> 0`);
    const live = leads
      .map((l, i) => ({ ...l, id: ids[i]! }))
      .filter((l) => l.id % 5 !== 0)
      .map((l) => (l.id % 7 === 0 ? { ...l, score: 60, status: "likely" } : l));

    const got = await leadMetrics(db());
    const want = expected(live);
    const asMap = <T>(xs: T[], key: (x: T) => string, n: (x: T) => number) => new Map(xs.map((x) => [key(x), n(x)]));
    expect({
      totalLeads: got.totalLeads,
      avgLeadScore: got.avgLeadScore,
      byCbctStatus: got.byCbctStatus,
      byLeadType: got.byLeadType,
      leadScoreHistogram: got.leadScoreHistogram,
      scannerAge: got.scannerAge,
    }).toEqual({
      totalLeads: want.totalLeads,
      avgLeadScore: want.avgLeadScore,
      byCbctStatus: want.byCbctStatus,
      byLeadType: want.byLeadType,
      leadScoreHistogram: want.leadScoreHistogram,
      scannerAge: want.scannerAge,
    });
    expect(
      asMap(
        got.byCategory,
        (g) => g.category,
        (g) => g.count,
      ),
    ).toEqual(want.categories);
    expect(
      asMap(
        got.byManufacturer,
        (g) => g.manufacturer,
        (g) => g.count,
      ),
    ).toEqual(want.makes);
    expect(
      asMap(
        got.byState,
        (g) => g.state,
        (g) => g.count,
      ),
    ).toEqual(want.states);
  });

  it("is all zeros with no live lead", async () => {
    await db().execute(sql`update dental_practices set deleted_at = now()`);
    const got = await leadMetrics(db());
    expect(got.totalLeads).toBe(0);
    expect(got.avgLeadScore).toBe(0);
    expect(Object.values(got.byCbctStatus).every((n) => n === 0)).toBe(true);
    expect(got.leadScoreHistogram.every((b) => b.count === 0)).toBe(true);
    expect(got.scannerAge.every((b) => b.count === 0)).toBe(true);
    expect([got.byCategory, got.byManufacturer, got.byState]).toEqual([[], [], []]);
  });
});
