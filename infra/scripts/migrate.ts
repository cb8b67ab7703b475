/**
 * `npm run migrate`: applies the generated migrations to DATABASE_URL (the one-shot `migrate` service in compose);
 * without DATABASE_URL, to the embedded database of `npm start` (running or not), with its generated password.
 */
import path from "node:path";
import { z } from "zod";
import { loadConfig } from "@cbct/shared/config";
import { runMigrations } from "@cbct/shared/db/migrate";
import { localDatabaseUrl } from "../services/local-database.ts";

const config = loadConfig(
  z.object({
    DATABASE_URL: z.string().url({ message: "must be a postgres:// URL" }).optional(),
    DATA_DIR: z.string().default(".data"),
  }),
);
const database = await localDatabaseUrl(config, path.resolve(import.meta.dirname, "../..", config.DATA_DIR));
try {
  await runMigrations(database.url);
  console.log("migrations applied");
} finally {
  await database.stop();
}
