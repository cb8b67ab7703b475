import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPractices } from "../../../infra/seed/seed-practices.ts";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/**
 * Every filter and sort of the leads table has an index that serves it. On a seeded table of realistic leads, with
 * sequential scans priced out, each query's plan must name its index (a query no index can serve would still scan
 * the table). The unchanged poll reads one row of table_revisions by its key.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await seedPractices(api.config.DATABASE_URL, 3_000, { seed: 7 });
  await api.deps.db.execute(sql`vacuum analyze dental_practices`);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe("indexes behind every filter and sort", () => {
  // With sequential scans priced out, a plan that still reads the table whole has no index to serve it.
  async function plan(query: string): Promise<string> {
    return api.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ "QUERY PLAN": string }>(sql.raw(`explain ${query}`));
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }
  const LIVE = "deleted_at is null";
  it.each<[string, string, RegExp]>([
    [
      "sort leadScore",
      `select id from dental_practices where ${LIVE} order by lead_score desc, last_updated desc, id desc limit 20`,
      /practices_live_lead_score_idx/,
    ],
    [
      "sort practiceName",
      `select id from dental_practices where ${LIVE} order by lower(practice_name), id limit 20`,
      /practices_live_name_idx/,
    ],
    [
      "sort cbctStatus",
      `select id from dental_practices where ${LIVE} order by (case cbct_status when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end) desc, lead_score desc, id desc limit 20`,
      /practices_live_cbct_rank_idx/,
    ],
    [
      "sort location",
      `select id from dental_practices where ${LIVE} order by state, lower(city), id limit 20`,
      /practices_live_location_idx/,
    ],
    [
      "sort lastUpdated",
      `select id from dental_practices where ${LIVE} order by last_updated desc, id desc limit 20`,
      /practices_live_last_updated_idx/,
    ],
    [
      "filter cbctStatus",
      `select id from dental_practices where ${LIVE} and cbct_status in ('confirmed')`,
      /practices_live_(cbct_status|metrics)_idx/,
    ],
    [
      "filter leadType",
      `select id from dental_practices where ${LIVE} and lead_type in ('hot')`,
      /practices_live_(lead_type|metrics)_idx/,
    ],
    [
      "filter city",
      `select id from dental_practices where ${LIVE} and lower(city) = 'fredericksburg'`,
      /practices_live_city_idx/,
    ],
    [
      "filter state",
      `select id from dental_practices where ${LIVE} and state = 'VA'`,
      /practices_live_(location|state_score)_idx/,
    ],
    [
      "filter state, default order, deep page",
      `select id from dental_practices where ${LIVE} and state = 'VA' order by lead_score desc, last_updated desc, id desc limit 100 offset 300`,
      /Index Only Scan Backward using practices_live_state_score_idx/,
    ],
    [
      "filter search",
      `select practice_id from practice_search where search_text like '%smiles%'`,
      /practice_search_text_idx/,
    ],
    [
      "filter scannerMake",
      `select id from dental_practices where ${LIVE} and lower(cbct_manufacturer) = 'carestream'`,
      /practices_live_manufacturer_idx/,
    ],
    [
      "filter scanner age",
      `select id from dental_practices where ${LIVE} and cbct_age >= 9`,
      /practices_live_(cbct_age|metrics)_idx/,
    ],
    [
      "unchanged-poll revision",
      `select revision from table_revisions where table_name = 'dental_practices'`,
      /Index Scan using table_revisions_pkey/,
    ],
  ])("%s", async (_name, query, index) => {
    const text = await plan(query);
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe("a deep page's ids come from the sort's index alone", () => {
  // listPractices reads a page past DEEP_OFFSET as "ids from practice_list_keys, then those rows": the skipped rows
  // must be entries of the narrow table's sort index (Index Only Scan), never a sort of the table. The leads' own
  // indexes serve the same order (for the first pages and the export).
  it.each<[string, string]>([
    ["leadScore", "lead_score desc, last_updated desc, id desc"],
    ["practiceName", "lower(practice_name), id"],
    [
      "cbctStatus",
      "(case cbct_status when 'confirmed' then 3 when 'likely' then 2 when 'uncertain' then 1 else 0 end) desc, lead_score desc, id desc",
    ],
    ["location", "state, lower(city), id"],
    ["lastUpdated", "last_updated desc, id desc"],
  ])("sort %s", async (_name, orderBy) => {
    for (const table of ["practice_list_keys", "dental_practices where deleted_at is null"]) {
      const rows = await api.deps.db.execute<{ "QUERY PLAN": string }>(
        sql.raw(`explain select id from ${table} order by ${orderBy} offset 1500 limit 20`),
      );
      const text = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(text).toMatch(/Index Only Scan/);
      expect(text).not.toMatch(/Sort|Seq Scan/);
    }
  });
});

describe("practice_list_keys follows the leads", () => {
  const keys = async (id: number) =>
    (
      await api.deps.db.execute<{ practice_name: string; lead_score: number; state: string | null }>(
        sql`select practice_name, lead_score, state from practice_list_keys where id = ${id}`,
      )
    )[0] ?? null;
  // Every column of the narrow table against the lead's own: the whole table, both ways.
  const mismatches = async () => {
    const [{ list }] = (await api.deps.db.execute<{ list: string }>(
      sql`select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
          where attrelid = 'practice_list_keys'::regclass and attnum > 0 and not attisdropped`,
    )) as unknown as [{ list: string }];
    const [diff] = await api.deps.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from (
        (select ${list} from dental_practices where deleted_at is null except all select ${list} from practice_list_keys)
        union all
        (select ${list} from practice_list_keys except all select ${list} from dental_practices where deleted_at is null)
      ) d`),
    );
    return diff!.n;
  };

  it("adds, rewrites, bins, restores and deletes with the lead", async () => {
    const [row] = await api.deps.db.execute<{ id: number }>(
      sql`insert into dental_practices (practice_name, state, lead_score) values ('Zebra Smiles', 'VA', 40) returning id`,
    );
    const id = row!.id;
    expect(await keys(id)).toEqual({ practice_name: "Zebra Smiles", lead_score: 40, state: "VA" });
    await api.deps.db.execute(sql`update dental_practices set lead_score = 90, state = 'MD' where id = ${id}`);
    expect(await keys(id)).toEqual({ practice_name: "Zebra Smiles", lead_score: 90, state: "MD" });
    await api.deps.db.execute(sql`update dental_practices set deleted_at = now() where id = ${id}`);
    expect(await keys(id)).toBeNull();
    // A binned lead's edits stay out of the table until it is restored, then it comes back as it is.
    await api.deps.db.execute(sql`update dental_practices set lead_score = 12 where id = ${id}`);
    expect(await keys(id)).toBeNull();
    await api.deps.db.execute(sql`update dental_practices set deleted_at = null where id = ${id}`);
    expect(await keys(id)).toEqual({ practice_name: "Zebra Smiles", lead_score: 12, state: "MD" });
    await api.deps.db.execute(sql`delete from dental_practices where id = ${id}`);
    expect(await keys(id)).toBeNull();
  });

  it("holds every listed column of exactly the live leads, after bulk and single writes", async () => {
    await api.deps.db.execute(
      sql`update dental_practices set has_sleep = not has_sleep, cbct_age = coalesce(cbct_age, 0) + 1,
            city = upper(city), replacement_priority = 'High' where id % 5 = 0`,
    );
    await api.deps.db.execute(sql`update dental_practices set deleted_at = now() where id % 11 = 0`);
    await api.deps.db.execute(sql`update dental_practices set version = version + 1 where id % 3 = 0`);
    expect(await mismatches()).toBe(0);
    await api.deps.db.execute(sql`update dental_practices set deleted_at = null where id % 11 = 0`);
    expect(await mismatches()).toBe(0);
  });
});

describe("practice_list_counts follows practice_list_keys", () => {
  // The kept counts against a count of the keys table itself, bucket by bucket in every dimension, both ways.
  const countMismatches = async () => {
    const [diff] = await api.deps.db.execute<{ n: number }>(sql`
      with actual as (
        select k.dim, k.a, k.b, count(*)::bigint as n from practice_list_keys r
          cross join lateral practice_list_buckets(r) k
        group by 1, 2, 3),
      kept as (select dim, a, b, n from practice_list_counts where n <> 0)
      select count(*)::int as n from ((select * from actual except select * from kept)
                                      union all (select * from kept except select * from actual)) d`);
    return diff!.n;
  };
  const total = async () => {
    const [row] = await api.deps.db.execute<{ kept: string; live: string }>(
      sql`select (select sum(n) from practice_list_counts where dim = 'score') as kept,
                 (select count(*) from dental_practices where deleted_at is null) as live`,
    );
    return { kept: Number(row!.kept), live: Number(row!.live) };
  };

  it("holds exactly the live leads per bucket after the seeder, single and bulk writes, the bin and deletes", async () => {
    expect(await countMismatches()).toBe(0);
    const [row] = await api.deps.db.execute<{ id: number }>(
      sql`insert into dental_practices (practice_name, state, lead_score) values ('Aardvark Dental', null, 7)
          returning id`,
    );
    const id = row!.id;
    // A lead moving bucket in every dimension at once, then binned, edited in the bin, restored, deleted.
    await api.deps.db.execute(
      sql`update dental_practices set lead_score = 93, cbct_status = 'confirmed', state = 'WY',
            practice_name = 'Zz Top Dental', last_updated = now() - interval '40 days' where id = ${id}`,
    );
    expect(await countMismatches()).toBe(0);
    await api.deps.db.execute(sql`update dental_practices set deleted_at = now() where id = ${id}`);
    await api.deps.db.execute(sql`update dental_practices set lead_score = 1 where id = ${id}`);
    expect(await countMismatches()).toBe(0);
    await api.deps.db.execute(sql`update dental_practices set deleted_at = null where id = ${id}`);
    expect(await countMismatches()).toBe(0);
    await api.deps.db.execute(sql`delete from dental_practices where id = ${id}`);
    // Bulk: a tenth of the leads rescored and renamed, a seventh binned then restored, two hard-deleted.
    await api.deps.db.execute(
      sql`update dental_practices set lead_score = (lead_score + 17) % 101, practice_name = reverse(practice_name)
          where id % 10 = 0`,
    );
    await api.deps.db.execute(sql`update dental_practices set deleted_at = now() where id % 7 = 0`);
    expect(await countMismatches()).toBe(0);
    await api.deps.db.execute(sql`update dental_practices set deleted_at = null where id % 7 = 0`);
    await api.deps.db.execute(
      sql`delete from dental_practices where id in (select id from dental_practices order by id desc limit 2)`,
    );
    expect(await countMismatches()).toBe(0);
    const { kept, live } = await total();
    expect(kept).toBe(live);
  });

  it("stays exact when two transactions write leads at once, without a deadlock", async () => {
    const ids = (
      await api.deps.db.execute<{ id: number }>(sql`select id from dental_practices order by id limit 40`)
    ).map((r) => r.id);
    // Each transaction touches the other's leads in the opposite order, both moving shared buckets (state, score).
    const writer = (order: number[], state: string) =>
      api.deps.db.transaction(async (tx) => {
        for (const id of order) {
          await tx.execute(
            sql`update dental_practices set state = ${state}, lead_score = lead_score + 1 where id = ${id}`,
          );
        }
        await tx.execute(
          sql`insert into dental_practices (practice_name, state, lead_score) values (${`Parallel ${state}`}, ${state}, 50)`,
        );
      });
    await Promise.all([writer(ids, "NV"), writer([...ids].reverse(), "UT")]);
    expect(await countMismatches()).toBe(0);
    const { kept, live } = await total();
    expect(kept).toBe(live);
  });
});

describe("practice_search follows the leads", () => {
  const searchText = async (id: number) =>
    (
      await api.deps.db.execute<{ search_text: string }>(
        sql`select search_text from practice_search where practice_id = ${id}`,
      )
    )[0]?.search_text ?? null;

  it("adds, renames, bins, restores and deletes with the lead", async () => {
    const [row] = await api.deps.db.execute<{ id: number }>(
      sql`insert into dental_practices (practice_name, city) values ('Zebra Smiles', 'Quantico') returning id`,
    );
    const id = row!.id;
    expect(await searchText(id)).toContain("zebra smiles");
    await api.deps.db.execute(sql`update dental_practices set practice_name = 'Okapi Dental' where id = ${id}`);
    expect(await searchText(id)).toContain("okapi dental");
    await api.deps.db.execute(sql`update dental_practices set deleted_at = now() where id = ${id}`);
    expect(await searchText(id)).toBeNull();
    await api.deps.db.execute(sql`update dental_practices set deleted_at = null where id = ${id}`);
    expect(await searchText(id)).toContain("okapi dental");
    await api.deps.db.execute(sql`delete from dental_practices where id = ${id}`);
    expect(await searchText(id)).toBeNull();
  });

  it("holds exactly the live leads after a bulk load", async () => {
    const [counts] = await api.deps.db.execute<{ live: number; indexed: number }>(
      sql`select (select count(*)::int from dental_practices where deleted_at is null) as live,
                 (select count(*)::int from practice_search) as indexed`,
    );
    expect(counts!.indexed).toBe(counts!.live);
    expect(counts!.live).toBeGreaterThanOrEqual(3_000);
  });
});

describe("the app's connections", () => {
  // Both settings were measured at 200,000 leads (see createDb). postgres.js leaves falsy values out of the startup
  // message, so `max_parallel_workers_per_gather: 0` was silently never sent: it must be the string "0".
  it("plan without JIT or parallel workers, on every pooled connection", async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.deps.db.transaction(async (tx) => {
          const [row] = await tx.execute<{ jit: string; workers: string }>(
            // The sleep holds each connection, so the four transactions run on four different ones.
            sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers
                from pg_sleep(0.05)`,
          );
          return row;
        }),
      ),
    );
    expect(settings).toEqual(Array(4).fill({ jit: "off", workers: "0" }));
  });
});
