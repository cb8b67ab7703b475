import {
  type AdminInviteResponse,
  adminInviteSchema,
  adminRoleSchema,
  type PendingInvite,
} from "@cbct/core/contracts/accounts";
import { type AdminCreateUserResponse, adminCreateUserSchema } from "@cbct/core/contracts/admin-users";
import { listPendingInvites, lockActiveAdmins, revokeInvite, updateUserAccess } from "@cbct/shared/db/queries/accounts";
import { logActivity } from "@cbct/shared/db/queries/activity";
import { deleteUserSessions } from "@cbct/shared/db/queries/sessions";
import { findUserByEmail, findUserById, normalizeEmail } from "@cbct/shared/db/queries/users";
import type { User } from "@cbct/shared/db/schema/users";
import { type Context, Hono } from "hono";
import { accountLink, appBaseUrl, issueAccountToken, TOKEN_TTL_MS } from "../auth/account-links.ts";
import { createAccount, DUPLICATE_ACCOUNT } from "../auth/create-account.ts";
import { requireAdmin } from "../auth/guards.ts";
import { toPublicUser } from "../auth/public-user.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv, AuthUser } from "../env.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";
import { readBody } from "../http/validate.ts";
import { inviteMail } from "../mail/templates.ts";
import { sendVerificationMail } from "./account.ts";

export const NOT_YOURSELF_DEACTIVATE = "You cannot deactivate your own account.";
export const NOT_YOURSELF_ROLE = "You cannot change your own role. Ask another administrator.";
export const LAST_ADMIN = "This is the last active administrator. Make someone else an administrator first.";

type AccessChange = { kind: "deactivate" } | { kind: "reactivate" } | { kind: "role"; role: "user" | "admin" };

const userIdParam = (c: Context<AppEnv>) => {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError("bad_request", "Invalid id");
  return id;
};

/**
 * Admins manage accounts: create one with a password, invite by e-mail (the way in under REGISTRATION_MODE=invite),
 * deactivate (every session ends at once), reactivate and change roles. Nobody can lock themselves out or remove
 * the last admin, and each change is written to the activity log in the same transaction.
 */
export function adminUserRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function changeAccess(c: Context<AppEnv>, change: AccessChange) {
    const admin = c.get("user");
    if (!admin) throw notAuthenticated();
    const targetId = userIdParam(c);
    if (targetId === admin.id) {
      throw new AppError("bad_request", change.kind === "role" ? NOT_YOURSELF_ROLE : NOT_YOURSELF_DEACTIVATE);
    }
    const now = deps.clock();
    const user = await db.transaction(async (tx) => {
      // Locks every active admin row first, so concurrent demotions see each other's result.
      const admins = await lockActiveAdmins(tx);
      // The actor may have lost the role while this request waited for the lock (two admins demoting each other).
      if (!admins.includes(admin.id)) throw new AppError("forbidden", "Administrator access required");
      const target = await findUserById(tx, targetId);
      if (!target) throw new AppError("not_found", "No such user");
      const losesAdmin =
        target.role === "admin" &&
        target.isActive &&
        (change.kind === "deactivate" || (change.kind === "role" && change.role === "user"));
      if (losesAdmin && admins.filter((id) => id !== targetId).length === 0) throw new AppError("conflict", LAST_ADMIN);
      const updated = await updateUserAccess(
        tx,
        targetId,
        change.kind === "role" ? { role: change.role } : { active: change.kind === "reactivate" },
        now,
      );
      if (!updated) throw new AppError("not_found", "No such user");
      if (change.kind === "deactivate") await deleteUserSessions(tx, targetId);
      await logActivity(tx, describe(change, admin, target));
      return updated;
    });
    deps.log.info("account changed by an admin", { adminId: admin.id, userId: targetId, change: change.kind });
    return c.json({ user: { ...toPublicUser(user), isActive: user.isActive } });
  }

  return new Hono<AppEnv>()
    .use("*", requireAdmin)
    .post("/", async (c) => {
      const input = await readBody(c, adminCreateUserSchema);
      const user = await createAccount(deps.db, input, input.role);
      // The admin typed the address; its owner proves it as anyone else does.
      await sendVerificationMail(deps, appBaseUrl(c, config), user);
      deps.log.info("account created by an admin", { adminId: c.get("user")?.id, userId: user.id });
      const body: AdminCreateUserResponse = { user: toPublicUser(user) };
      return c.json(body, 201);
    })
    .post("/invite", async (c) => {
      const admin = c.get("user");
      if (!admin) throw notAuthenticated();
      const input = await readBody(c, adminInviteSchema);
      const email = normalizeEmail(input.email);
      if (await findUserByEmail(db, email)) throw new AppError("conflict", DUPLICATE_ACCOUNT);
      const now = deps.clock();
      await db.transaction(async (tx) => {
        const token = await issueAccountToken(
          tx,
          { purpose: "invite", email, data: { role: input.role, name: input.name || undefined }, createdBy: admin.id },
          now,
        );
        await deps.mailer.queue(tx, inviteMail(email, admin.name, accountLink(appBaseUrl(c, config), "invite", token)));
        await logActivity(tx, {
          type: "user_invited",
          message: `${admin.name} invited ${email} (${input.role})`,
          metadata: { adminId: admin.id, email, role: input.role },
        });
      });
      deps.mailer.kick();
      deps.log.info("invitation sent", { adminId: admin.id });
      const body: AdminInviteResponse = {
        invite: { email, role: input.role, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.invite).toISOString() },
      };
      return c.json(body, 201);
    })
    .get("/invites", async (c) => {
      const rows = await listPendingInvites(db, deps.clock());
      const invites: PendingInvite[] = rows.map((r) => ({
        id: r.id,
        email: r.email ?? "",
        role: r.data?.role ?? "user",
        invitedBy: r.invitedBy,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      }));
      return c.json({ invites });
    })
    .delete("/invites/:id", async (c) => {
      const admin = c.get("user");
      if (!admin) throw notAuthenticated();
      const id = userIdParam(c);
      const revoked = await db.transaction(async (tx) => {
        const row = await revokeInvite(tx, id, deps.clock());
        if (!row) return null;
        await logActivity(tx, {
          type: "user_invite_revoked",
          message: `${admin.name} withdrew the invitation of ${row.email}`,
          metadata: { adminId: admin.id, email: row.email },
        });
        return row;
      });
      if (!revoked) throw new AppError("not_found", "No such pending invitation");
      return c.json({ success: true as const });
    })
    .post("/:id/deactivate", (c) => changeAccess(c, { kind: "deactivate" }))
    .post("/:id/reactivate", (c) => changeAccess(c, { kind: "reactivate" }))
    .patch("/:id/role", async (c) => {
      const { role } = await readBody(c, adminRoleSchema);
      return changeAccess(c, { kind: "role", role });
    });
}

function describe(change: AccessChange, admin: AuthUser, target: User) {
  const metadata = { adminId: admin.id, userId: target.id };
  switch (change.kind) {
    case "deactivate":
      return { type: "user_deactivated", message: `${admin.name} deactivated ${target.email}`, metadata };
    case "reactivate":
      return { type: "user_reactivated", message: `${admin.name} reactivated ${target.email}`, metadata };
    case "role":
      return {
        type: "user_role_changed",
        message: `${admin.name} changed the role of ${target.email} from ${target.role} to ${change.role}`,
        metadata: { ...metadata, from: target.role, to: change.role },
      };
  }
}
