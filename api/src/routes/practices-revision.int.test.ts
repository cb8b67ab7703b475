import { practices } from "@cbct/shared/db/schema/practices";
import { practicesRevision } from "@cbct/shared/db/queries/practice-list";
import { drainVacuums } from "@cbct/shared/db/vacuum";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/**
 * The leads list's change token is the leads table's revision, moved by a statement-level trigger on any write:
 * whatever changes a lead (the app, a worker, a script, psql), the next poll sees it, and a count kept for a revision
 * is never served after the leads changed.
 */
let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  await api.deps.db.insert(practices).values(
    Array.from({ length: 30 }, (_, i) => ({
      practiceName: `Practice ${i}`,
      state: i % 3 === 0 ? "TX" : "VA",
      city: i % 3 === 0 ? "Houston" : "Richmond",
    })),
  );
});
afterAll(async () => {
  await api?.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  api.request(`/api/practices${query}`, { cookie, headers });
const revision = () => practicesRevision(api.deps.db);

describe("the leads revision", () => {
  it("moves once per writing statement (insert, update, delete), not per row, and not on reads", async () => {
    const db = api.deps.db;
    const r0 = await revision();
    await db.select().from(practices);
    expect(await revision()).toBe(r0);
    await db.update(practices).set({ leadScore: sql`${practices.leadScore} + 1` });
    expect(await revision()).toBe(r0 + 1);
    const [row] = await db.insert(practices).values({ practiceName: "Gone Soon" }).returning({ id: practices.id });
    expect(await revision()).toBe(r0 + 2);
    await db.delete(practices).where(eq(practices.id, row!.id));
    expect(await revision()).toBe(r0 + 3);
    // A statement that matches no row is still a statement: the token moves (harmless: one extra full answer).
    await db.update(practices).set({ leadScore: 0 }).where(eq(practices.id, -1));
    expect(await revision()).toBe(r0 + 4);
    // Rolled back: the reader never sees it.
    await db
      .transaction(async (tx) => {
        await tx.update(practices).set({ leadScore: 1 });
        tx.rollback();
      })
      .catch(() => {});
    expect(await revision()).toBe(r0 + 4);
  });

  it("answers an unchanged poll 304 in under 1 KB, and the next poll after any write 200", async () => {
    const first = await get("?limit=20&state=TX");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Total-Count")).toBe("10");
    const etag = first.headers.get("ETag")!;
    const poll = await get("?limit=20&state=TX", { "If-None-Match": etag });
    expect(poll.status).toBe(304);
    const body = await poll.text();
    const headerBytes = [...poll.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    expect(body).toBe("");
    expect(headerBytes + "HTTP/1.1 304 Not Modified\r\n".length).toBeLessThan(1024);

    // A write outside the app (a script, psql): the trigger moves the token all the same, and the count kept for the
    // old revision is not served.
    await api.deps.db
      .$client`insert into dental_practices (practice_name, state, city) values ('New In Texas', 'TX', 'Austin')`;
    const changed = await get("?limit=20&state=TX", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.headers.get("X-Total-Count")).toBe("11");
  });

  it("counts every live lead, and none in the recycle bin, after Clear All", async () => {
    const all = await get("?limit=5");
    const before = Number(all.headers.get("X-Total-Count"));
    expect(before).toBeGreaterThanOrEqual(31);
    const clear = await api.request("/api/practices/clear", { method: "DELETE", cookie });
    expect(clear.status).toBe(200);
    const after = await get("?limit=5", { "If-None-Match": all.headers.get("ETag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("X-Total-Count")).toBe("0");
    // Clear All rewrote every lead: the table is vacuumed right after, not whenever autovacuum comes.
    await drainVacuums();
    const [stats] = await api.deps.db.$client<{ vacuumed: boolean }[]>`
      select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'dental_practices'`;
    expect(stats?.vacuumed).toBe(true);
  });
});
