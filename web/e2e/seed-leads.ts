import { createDb } from "@cbct/shared/db/client";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { sql } from "drizzle-orm";

/** Inserts the given leads into the test file's database and answers their ids, in order. */
export async function insertLeads(databaseUrl: string, rows: NewPractice[]): Promise<number[]> {
  const { db, close } = createDb(databaseUrl, { max: 1 });
  try {
    const inserted = await db.insert(practices).values(rows).returning({ id: practices.id });
    return inserted.map((r) => r.id);
  } finally {
    await close();
  }
}

const STATES = ["VA", "TX", "CA", "NY", "FL", "OH", "PA", "NC", "GA", "WA"];
const STATUSES = ["confirmed", "likely", "uncertain", "not_detected"];

/**
 * `count` plain leads in one INSERT ... SELECT generate_series (a few seconds for 200,000), named "Bulk Practice
 * 000001" and so on, spread over states, statuses and scores so every sort has something to order.
 */
export async function insertManyLeads(databaseUrl: string, count: number): Promise<void> {
  const { db, close } = createDb(databaseUrl, { max: 1 });
  try {
    await db.execute(sql`
      insert into dental_practices
        (practice_name, doctor_name, city, state, cbct_status, cbct_confidence, lead_score, practice_score, ai_score,
         website, website_domain, last_updated, has_cbct, cbct_age, cbct_manufacturer, lead_type)
      select
        'Bulk Practice ' || lpad(g::text, 6, '0'),
        'Dr. Bulk ' || g,
        'Town ' || (g % 400),
        (${sql.raw(`array[${STATES.map((s) => `'${s}'`).join(",")}]`)})[1 + g % ${STATES.length}],
        (${sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(",")}]`)})[1 + g % ${STATUSES.length}],
        (g % 100)::numeric,
        g % 120,
        g % 80,
        g % 40,
        'https://bulk-' || g || '.example',
        'bulk-' || g || '.example',
        now() - make_interval(hours => g % 5000),
        g % 4 = 0,
        case when g % 4 = 0 and g % 5 > 0 then g % 15 end,
        case when g % 4 = 0 then (array['Planmeca','Carestream','Sirona','Vatech','KaVo'])[1 + g % 5] end,
        case when g % 9 = 0 then 'hot' else 'cold' end
      from generate_series(1, ${count}) as g`);
  } finally {
    await close();
  }
}

/** Runs one SQL statement against the test database (for what another rep or a test needs to arrange). */
export async function runSql(databaseUrl: string, statement: ReturnType<typeof sql>): Promise<unknown[]> {
  const { db, close } = createDb(databaseUrl, { max: 1 });
  try {
    return [...(await db.execute(statement))];
  } finally {
    await close();
  }
}
