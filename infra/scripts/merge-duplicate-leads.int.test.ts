import { spawn } from "node:child_process";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../test/global-setup.ts";
import { createTestDatabase } from "../test/services.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await database?.drop();
});

function mergeCommand(): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "infra/scripts/merge-duplicate-leads.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

describe("npm run leads:merge-duplicates", () => {
  it("merges the copies a pipeline run left of one practice, keeping notes and history, and says so", async () => {
    const [first, second] = await sql<{ id: number }[]>`
      insert into dental_practices (practice_name, phone, address, zip_code, follow_up_notes, last_updated) values
        ('Foster Family Dentistry', '(540) 555-5797', '6770 Garrisonville Rd', '22401', 'Demo booked for May', '2026-01-01'),
        ('Foster Family Dentistry', '+1 540 555 5797', '6770 Garrisonville Road, Suite 1', '22401', null, '2026-02-01')
      returning id`;
    await sql`insert into activity_log (type, message, practice_id) values ('lead_updated', 'rep called', ${second!.id})`;

    const run = await mergeCommand();
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/1 practices had duplicates, 1 duplicate leads merged away/);

    const leads = await sql<{ id: number; notes: string; address: string }[]>`
      select id, follow_up_notes as notes, address from dental_practices`;
    expect(leads).toEqual([
      { id: first!.id, notes: "Demo booked for May", address: "6770 Garrisonville Road, Suite 1" },
    ]);
    const history = await sql<{ type: string }[]>`
      select type from activity_log where practice_id = ${first!.id} order by id`;
    expect(history.map((h) => h.type)).toEqual(["lead_updated", "leads_merged"]);

    const again = await mergeCommand();
    expect(again.out).toMatch(/0 practices had duplicates/);
  });
});
