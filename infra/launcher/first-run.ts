import path from "node:path";
import { issueAdminSetupLink } from "@cbct/api/auth/admin-setup";
import { createDb } from "@cbct/shared/db/client";

/**
 * Mail without SMTP_URL goes to files under DATA_DIR (or MAIL_OUTBOX_DIR); the launcher passes the path to the API
 * and says where, once, so a first user on a laptop can open the verification mail.
 */
export function mailOutboxEnv(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  log: (msg: string) => void,
): Record<string, string> {
  if (env.SMTP_URL) return {};
  const dir = path.resolve(env.MAIL_OUTBOX_DIR || path.join(dataDir, "outbox"));
  log(`No SMTP_URL: e-mails are written to ${dir}`);
  return { MAIL_OUTBOX_DIR: dir };
}

/**
 * On a database without accounts, prints a one-time link (24 hours) that creates the first administrator: the way
 * in that no stranger can race for, since only whoever sees this console has it.
 */
export async function printAdminSetupLink(databaseUrl: string, baseUrl: string, log: (msg: string) => void) {
  const { db, close } = createDb(databaseUrl, { max: 1 });
  try {
    const link = await issueAdminSetupLink(db, baseUrl, new Date());
    if (link) log(`No accounts yet. Create the first administrator with this one-time link (24 hours): ${link}`);
  } finally {
    await close();
  }
}
