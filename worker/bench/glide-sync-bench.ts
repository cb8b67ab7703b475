import { createDb } from "@cbct/shared/db/client";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { createGlideClient } from "@cbct/shared/integrations/glide/glide-client";
import { syncLeadsToGlide } from "@cbct/shared/integrations/glide/sync-leads-to-glide";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { startGlideFake } from "../../infra/fakes/glide/glide-fake.ts";
import { runMigrations } from "../../shared/src/db/migrate.ts";

/**
 * Glide sync of BENCH_GLIDE_LEADS (20,000) leads against the local Glide fake: a first sync (every row added, through
 * stashes), a second with nothing changed (nothing written), a third after every lead changed (every row updated). Needs DATABASE_URL (a server where it may create
 * cbct_glide_bench). Measures wall time, Glide requests and the process's peak RSS; the fake runs in this process.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("Set DATABASE_URL to a Postgres server (the bench creates cbct_glide_bench there)");
const total = Number(process.env.BENCH_GLIDE_LEADS ?? 20_000);

const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists cbct_glide_bench with (force)`);
await admin.unsafe(`create database cbct_glide_bench`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = "/cbct_glide_bench";
await runMigrations(url.toString());
const { db, close } = createDb(url.toString());

for (let i = 0; i < total; i += 1000) {
  const batch: NewPractice[] = Array.from({ length: Math.min(1000, total - i) }, (_, k) => ({
    practiceName: `Bench Dental ${i + k}`,
    state: "VA",
    city: "Fredericksburg",
    leadScore: (i + k) % 150,
    services: ["Dental Implants", "Orthodontics"],
    websiteDomain: `bench-${i + k}.example`,
  }));
  await db.insert(practices).values(batch);
}

const glide = await startGlideFake({ apiKey: "bench", columns: glideTableSchema().columns, maxPageSize: 10_000 });
const client = createGlideClient({ baseUrl: glide.url, apiKey: "bench", tableId: glide.tableId });
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const passes: [string, () => Promise<unknown>][] = [
  ["first sync (adds)", async () => {}],
  ["second sync (nothing changed)", async () => {}],
  ["third sync (every lead changed)", () => db.update(practices).set({ leadScore: sql`${practices.leadScore} + 1` })],
];
for (const [pass, before] of passes) {
  await before();
  const requestsBefore = glide.requests.length;
  const started = performance.now();
  const result = await syncLeadsToGlide(db, client);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${pass}: ${result.message}; ${seconds.toFixed(1)} s, ${Math.round(result.total / seconds)} leads/s, ` +
      `${glide.requests.length - requestsBefore} Glide requests, rows in Glide ${glide.rows().length}`,
  );
}
clearInterval(sampler);
console.log(`peak RSS (bench process, Glide fake included): ${Math.round(peakRss / 1024 / 1024)} MB`);
await glide.close();
await close();
