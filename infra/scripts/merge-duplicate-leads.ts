/**
 * Merges leads that are one practice: `npm run leads:merge-duplicates`. Gives every lead its phone+street identity key
 * (leads saved before migration 0006 have none), then merges the leads sharing a key (and no conflicting NPI or
 * website) into the oldest, keeping history, notes and the newest data, each merge in the activity log; then
 * VACUUM (ANALYZE). Safe to run again (a second run merges nothing) and while the app runs. Reads DATABASE_URL, else
 * the embedded database of `npm start`.
 */

import path from "node:path";
import { z } from "zod";
import { mergeDuplicatePractices } from "@cbct/shared/aggregates/leads/index";
import { loadConfig } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import { runMigrations } from "@cbct/shared/db/migrate";
import { LEAD_TABLES, vacuumAnalyze } from "@cbct/shared/db/vacuum";
import { localDatabaseUrl } from "../services/local-database.ts";

if (process.argv.length > 2) {
  console.error("Usage: npm run leads:merge-duplicates");
  process.exit(2);
}

const config = loadConfig(
  z.object({
    DATABASE_URL: z.string().url({ message: "must be a postgres:// URL" }).optional(),
    DATA_DIR: z.string().default(".data"),
  }),
);
const database = await localDatabaseUrl(config, path.resolve(import.meta.dirname, "../..", config.DATA_DIR));
const { db, close } = createDb(database.url, { max: 1 });
try {
  await runMigrations(database.url);
  const started = performance.now();
  const report = await mergeDuplicatePractices(db, console.log);
  console.log(
    `Identity keys set on ${report.keyed} leads; ${report.groups} shared keys; ${report.merged} practices had duplicates, ${report.removed} duplicate leads merged away.`,
  );
  await vacuumAnalyze(db, LEAD_TABLES);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await close();
  await database.stop();
}
