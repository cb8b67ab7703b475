import { PRACTICE_SORT_COLUMNS } from "@cbct/core/contracts/leads-workspace";
import {
  countPractices,
  DEEP_OFFSET,
  listPractices,
  practiceListWhere,
  practiceOrderBy,
} from "@cbct/shared/db/queries/practice-list";
import { practices } from "@cbct/shared/db/schema/practices";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPractices } from "../../../infra/seed/seed-practices.ts";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/**
 * Deep pages are read differently (ids from the index; past FROM_END_OFFSET, counted from the nearer end): they must
 * hold exactly the rows a plain OFFSET query gives, for every sort, both orders, with and without a filter, up to a
 * partial last page. The API is asked for the pages this table is deep enough for; listPractices is asked directly,
 * with the total, for reading from the end (the API does that from 10,000 leads in).
 */
let api: TestApi;
let cookie: string;
const LEADS = 2_600;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  await seedPractices(api.config.DATABASE_URL, LEADS, { seed: 11 });
  // Equal sort keys make the tie-break (id) decide: some leads share score, name and place.
  await api.deps.db.execute(
    sql`update dental_practices set lead_score = 50, practice_name = 'Twin Dental', state = 'TX', city = 'Austin'
        where id % 7 = 0`,
  );
  // Leads with no state (the location sort's nulls), and names outside a-z (digits, punctuation, accents, a blank).
  await api.deps.db.execute(sql`update dental_practices set state = null, city = null where id % 13 = 0`);
  await api.deps.db.execute(
    sql`update dental_practices set practice_name = (array['#1 Smile Studio', '1st Choice Dental', 'Été Dental',
          ' Zephyr Dental', 'zz'])[1 + id % 5] where id % 17 = 0`,
  );
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function apiPage(query: string) {
  const res = await api.request(`/api/practices?${query}`, { cookie });
  expect(res.status).toBe(200);
  const rows = await json<{ id: number }[]>(res);
  return { ids: rows.map((r) => r.id), total: Number(res.headers.get("X-Total-Count")) };
}

async function referencePage(
  sort: (typeof PRACTICE_SORT_COLUMNS)[number],
  order: "asc" | "desc",
  search: string | undefined,
  offset: number,
) {
  const rows = await api.deps.db
    .select({ id: practices.id })
    .from(practices)
    .where(practiceListWhere({ search }))
    .orderBy(...practiceOrderBy({ sort, order }))
    .limit(20)
    .offset(offset);
  return rows.map((r) => r.id);
}

describe("deep pages", () => {
  for (const sort of PRACTICE_SORT_COLUMNS) {
    for (const order of ["asc", "desc"] as const) {
      it(`sort ${sort} ${order}: the same rows as OFFSET, from the first deep page to past the end`, async () => {
        const { total } = await apiPage(`sort=${sort}&order=${order}&limit=20`);
        expect(total).toBeGreaterThanOrEqual(LEADS);
        const offsets = [DEEP_OFFSET, DEEP_OFFSET + 13, Math.floor(total / 2) + 1, total - 20, total - 7, total];
        for (const offset of offsets) {
          const { ids } = await apiPage(`sort=${sort}&order=${order}&limit=20&offset=${offset}`);
          const reference = await referencePage(sort, order, undefined, offset);
          expect(ids, `offset ${offset}`).toEqual(reference);
          const fromEnd = await listPractices(api.deps.db, {}, { limit: 20, offset, sort: { sort, order }, total });
          expect(
            fromEnd.map((r) => r.id),
            `offset ${offset}, from the end`,
          ).toEqual(reference);
        }
      });
    }
  }

  // The whole list's deep pages walk one bucket of practice_list_counts (a score, a state, a name range...): paging
  // through everything in pages of 37 crosses every bucket boundary, in both orders, with ties inside buckets.
  for (const sort of ["practiceName", "location", "cbctStatus", "lastUpdated"] as const) {
    it(`sort ${sort}: every page of the whole list, across every bucket boundary, is the OFFSET's`, async () => {
      const total = await countPractices(api.deps.db, {});
      for (const order of ["asc", "desc"] as const) {
        const all = (
          await api.deps.db
            .select({ id: practices.id })
            .from(practices)
            .where(practiceListWhere({}))
            .orderBy(...practiceOrderBy({ sort, order }))
        ).map((r) => r.id);
        expect(all).toHaveLength(total);
        for (let offset = DEEP_OFFSET; offset < total; offset += 37) {
          const page = await listPractices(api.deps.db, {}, { limit: 37, offset, sort: { sort, order } });
          expect(
            page.map((r) => r.id),
            `${order} offset ${offset}`,
          ).toEqual(all.slice(offset, offset + 37));
        }
      }
    });
  }

  // One state, status or lead type by score walks that filter's own score buckets.
  for (const filters of [{ state: "tx" }, { cbctStatus: ["confirmed" as const] }, { leadType: ["hot" as const] }]) {
    it(`${JSON.stringify(filters)} by score: every page and the count are the OFFSET's`, async () => {
      const total = await countPractices(api.deps.db, filters);
      const [row] = await api.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(practices)
        .where(practiceListWhere(filters));
      expect(total).toBe(row!.n);
      expect(total).toBeGreaterThan(DEEP_OFFSET + 37);
      for (const order of ["asc", "desc"] as const) {
        const sort = { sort: "leadScore", order } as const;
        const all = (
          await api.deps.db
            .select({ id: practices.id })
            .from(practices)
            .where(practiceListWhere(filters))
            .orderBy(...practiceOrderBy(sort))
        ).map((r) => r.id);
        for (let offset = DEEP_OFFSET; offset < total + 37; offset += 37) {
          const page = await listPractices(api.deps.db, filters, { limit: 37, offset, sort });
          expect(
            page.map((r) => r.id),
            `${order} offset ${offset}`,
          ).toEqual(all.slice(offset, offset + 37));
        }
      }
    });
  }

  it("with a quick search: the same rows, read from either end", async () => {
    const { total } = await apiPage("search=dental&sort=practiceName&limit=20");
    expect(total).toBeGreaterThan(DEEP_OFFSET + 40);
    expect(total).toBeLessThan(LEADS);
    expect(await countPractices(api.deps.db, { search: "dental" })).toBe(total);
    for (const offset of [DEEP_OFFSET, total - 20, total - 3]) {
      const { ids } = await apiPage(`search=dental&sort=practiceName&limit=20&offset=${offset}`);
      const reference = await referencePage("practiceName", "asc", "dental", offset);
      expect(ids, `offset ${offset}`).toEqual(reference);
      const sort = { sort: "practiceName", order: "asc" } as const;
      const fromEnd = await listPractices(api.deps.db, { search: "dental" }, { limit: 20, offset, sort, total });
      expect(
        fromEnd.map((r) => r.id),
        `offset ${offset}, from the end`,
      ).toEqual(reference);
    }
  });
});
