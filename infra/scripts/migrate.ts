/** `npm run migrate`: applies the generated migrations to DATABASE_URL (the one-shot `migrate` service in compose). */
import { z } from "zod";
import { loadConfig } from "../../shared/src/config.ts";
import { runMigrations } from "../../shared/src/db/migrate.ts";

const config = loadConfig(z.object({ DATABASE_URL: z.string().url() }));
await runMigrations(config.DATABASE_URL);
console.log("migrations applied");
