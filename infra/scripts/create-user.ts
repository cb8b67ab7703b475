/**
 * Creates an account, the way in when REGISTRATION_MODE is invite:
 *   npm run create-user -- --email rep@example.com --name "Rep Name" [--admin] [--password-stdin]
 * Without --password-stdin a random password is generated and printed once (hand it over; the user can sign in
 * with it). Passwords are never taken as arguments, which would leave them in shell history and `ps`.
 * Reads DATABASE_URL like every process (architecture habit 4), else the embedded database of `npm start`.
 */

import { randomBytes } from "node:crypto";
import path from "node:path";
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createAccount } from "@cbct/api/auth/create-account";
import { AppError } from "@cbct/api/http/app-error";
import { loadConfig } from "@cbct/shared/config";
import { adminCreateUserSchema } from "@cbct/core/contracts/admin-users";
import { createDb } from "@cbct/shared/db/client";
import { markEmailVerified } from "@cbct/shared/db/queries/accounts";
import { localDatabaseUrl } from "../services/local-database.ts";

const USAGE =
  'Usage: npm run create-user -- --email someone@example.com --name "Their Name" [--admin] [--password-stdin]';

let args: { email?: string; name?: string; admin?: boolean; "password-stdin"?: boolean };
try {
  ({ values: args } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean" },
      "password-stdin": { type: "boolean" },
    },
    strict: true,
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const generated = !args["password-stdin"];
const password = generated ? randomBytes(12).toString("base64url") : (await text(process.stdin)).replace(/\r?\n$/, "");
const input = adminCreateUserSchema.safeParse({
  email: args.email,
  name: args.name,
  password,
  role: args.admin ? "admin" : "user",
});
if (!input.success) {
  for (const issue of input.error.issues) console.error(`${issue.path.join(".") || "input"}: ${issue.message}`);
  console.error(USAGE);
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
  const user = await createAccount(db, input.data, input.data.role);
  // Whoever runs this has the database: the address they typed counts as confirmed, as with the setup link.
  await markEmailVerified(db, user.id, user.email, new Date(), []);
  console.log(`Created ${user.role} ${user.email} (${user.name}).`);
  if (generated) console.log(`Password: ${password}`);
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await close();
  await database.stop();
}
