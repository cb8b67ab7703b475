/**
 * Promotes an existing user to admin: `npm run make-admin -- someone@example.com`.
 * Reads DATABASE_URL like every process (architecture habit 4); the user must have registered first.
 */

import path from "node:path";
import { z } from "zod";
import { loadConfig } from "@cbct/shared/config";
import { createDb } from "@cbct/shared/db/client";
import { setUserRole } from "@cbct/shared/db/queries/users";
import { localDatabaseUrl } from "../services/local-database.ts";

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error("Usage: npm run make-admin -- someone@example.com");
  process.exit(2);
}

// Without DATABASE_URL: the embedded database of `npm start` (running or not).
const config = loadConfig(
  z.object({
    DATABASE_URL: z.string().url({ message: "must be a postgres:// URL" }).optional(),
    DATA_DIR: z.string().default(".data"),
  }),
);
const database = await localDatabaseUrl(config, path.resolve(import.meta.dirname, "../..", config.DATA_DIR));
const { db, close } = createDb(database.url, { max: 1 });
try {
  const user = await setUserRole(db, email, "admin");
  if (!user) {
    console.error(`No user with the e-mail ${email}. They must register first.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.email} (${user.name}) is now an admin.`);
  }
} finally {
  await close();
  await database.stop();
}
