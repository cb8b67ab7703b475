/**
 * Tops the leads table up to N live leads of generated, realistic practices: `npm run seed -- --leads 200000`.
 * Into DATABASE_URL, else the embedded database of `npm start` (running or not), like make-admin.
 */

import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "@cbct/shared/config";
import { seedPractices } from "../seed/seed-practices.ts";
import { localDatabaseUrl } from "../services/local-database.ts";

const usage = "Usage: npm run seed -- --leads 200000 [--seed 42]";
let leads: number;
let seed: number | undefined;
try {
  const { values } = parseArgs({ options: { leads: { type: "string" }, seed: { type: "string" } } });
  leads = Number(values.leads);
  seed = values.seed === undefined ? undefined : Number(values.seed);
  if (!Number.isInteger(leads) || leads < 0 || leads > 5_000_000) throw new Error("--leads must be 0-5000000");
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error("--seed must be a whole number");
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error(usage);
  process.exit(2);
}

const config = loadConfig(
  z.object({
    DATABASE_URL: z.string().url({ message: "must be a postgres:// URL" }).optional(),
    DATA_DIR: z.string().default(".data"),
  }),
);
const database = await localDatabaseUrl(config, path.resolve(import.meta.dirname, "../..", config.DATA_DIR));
try {
  console.log(`Seeding up to ${leads.toLocaleString("en-US")} leads...`);
  const result = await seedPractices(database.url, leads, { seed, log: console.log });
  console.log(
    result.inserted === 0
      ? `Already ${result.total.toLocaleString("en-US")} leads: nothing to add.`
      : `Added ${result.inserted.toLocaleString("en-US")} leads (now ${result.total.toLocaleString("en-US")}) in ${(result.ms / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.stop();
}
