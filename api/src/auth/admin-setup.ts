import type { Db } from "@cbct/shared/db/client";
import { hasAnyUser, revokeAccountTokens } from "@cbct/shared/db/queries/accounts";
import { accountLink, issueAccountToken } from "./account-links.ts";

/**
 * On a database without accounts, a fresh one-time link that creates the first admin (printed by the launcher; only
 * whoever sees the console has it). Older setup links stop working: only the newest printed one counts. Null when
 * an account exists already. Under an advisory lock, so two launchers on one database print one working link.
 */
export async function issueAdminSetupLink(db: Db, baseUrl: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('cbct:admin-setup'))");
    if (await hasAnyUser(tx)) return null;
    await revokeAccountTokens(tx, "admin_setup", null, now);
    const token = await issueAccountToken(tx, { purpose: "admin_setup" }, now);
    return accountLink(baseUrl.replace(/\/+$/, ""), "admin_setup", token);
  });
}
