import { type AdminCreateUserResponse, adminCreateUserSchema } from "@cbct/shared/contracts/admin-users";
import { Hono } from "hono";
import { createAccount } from "../auth/create-account.ts";
import { requireAdmin } from "../auth/guards.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { readBody } from "../http/validate.ts";

/** Accounts made by an admin: the way in when REGISTRATION_MODE is invite (domain limits do not apply). */
export function adminUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use("*", requireAdmin).post("/", async (c) => {
    const input = await readBody(c, adminCreateUserSchema);
    const user = await createAccount(deps.db, input, input.role);
    deps.log.info("account created by an admin", { adminId: c.get("user")?.id, userId: user.id });
    const body: AdminCreateUserResponse = {
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
    };
    return c.json(body, 201);
  });
}
