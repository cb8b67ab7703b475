/**
 * Restores a batch of leads cleared by Clear All from the recycle bin: `npm run restore-leads -- <batchId>`.
 * Without a batch id, lists the restorable batches. Reads DATABASE_URL, else the embedded database of `npm start`.
 */

import path from "node:path";
import { z } from "zod";
import { purgeExpiredPractices, restoreBatch } from "@cbct/shared/aggregates/leads/index";
import { loadConfig } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import { listRecycleBin } from "@cbct/shared/db/queries/recycle-bin";
import { LEAD_TABLES, vacuumAnalyze } from "@cbct/shared/db/vacuum";
import { localDatabaseUrl } from "../services/local-database.ts";

const batchId = process.argv[2]?.trim();
if (process.argv.length > 3 || (batchId !== undefined && !/^[0-9a-f-]{36}$/i.test(batchId))) {
  console.error("Usage: npm run restore-leads -- <batchId>   (no argument: list the restorable batches)");
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
  const now = new Date();
  await purgeExpiredPractices(db, now);
  if (!batchId) {
    const batches = await listRecycleBin(db, now);
    if (batches.length === 0) console.log("The recycle bin is empty.");
    for (const b of batches) {
      console.log(
        `${b.batchId}  ${b.count} leads, cleared ${b.clearedAt} by ${b.clearedBy ?? "unknown"}, until ${b.expiresAt}`,
      );
    }
  } else {
    const restored = await restoreBatch(db, batchId.toLowerCase(), {
      userId: null,
      userName: "restore-leads command",
      at: now,
    });
    if (restored === null) {
      console.error(`No restorable batch ${batchId} (unknown, or older than 30 days).`);
      process.exitCode = 1;
    } else {
      console.log(`Restored ${restored} leads from batch ${batchId}.`);
      // A bulk change: vacuum now, not whenever autovacuum comes (see vacuumAnalyze).
      await vacuumAnalyze(db, LEAD_TABLES);
    }
  }
} finally {
  await close();
  await database.stop();
}
