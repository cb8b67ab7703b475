import type { AdminUser } from "@cbct/core/contracts/admin";
import { listUsers } from "@cbct/shared/db/queries/users";
import { Hono } from "hono";
import { requireAdmin } from "../auth/guards.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";

/** GET /api/admin/users: who has an account, their role and when they last signed in (admins only). */
export function adminUserListRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", requireAdmin, async (c) => {
    const rows = await listUsers(deps.db);
    const users: AdminUser[] = rows.map(({ emailVerifiedAt, ...u }) => ({
      ...u,
      emailVerified: emailVerifiedAt !== null,
      createdAt: u.createdAt.toISOString(),
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    }));
    return c.json({ users });
  });
}
