import {
  acceptInviteSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  type InviteInfo,
  type MessageResponse,
  resetPasswordSchema,
  setupAdminSchema,
  tokenBodySchema,
} from "@cbct/core/contracts/accounts";
import { logActivity } from "@cbct/shared/db/queries/activity";
import {
  consumeAccountToken,
  findUsableAccountToken,
  markEmailVerified,
  revokeAccountTokens,
  setUserPassword,
} from "@cbct/shared/db/queries/accounts";
import { deleteOtherSessions, deleteUserSessions } from "@cbct/shared/db/queries/sessions";
import { createUser, findUserByEmail, findUserById, normalizeEmail, recordLogin } from "@cbct/shared/db/queries/users";
import { type Context, Hono } from "hono";
import { accountLink, appBaseUrl, issueAccountToken, presentedTokenHash } from "../auth/account-links.ts";
import { DUPLICATE_ACCOUNT } from "../auth/create-account.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { toPublicUser } from "../auth/public-user.ts";
import { clearSessionCookie, setSessionCookie } from "../auth/session-cookie.ts";
import { createSession } from "../auth/sessions.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";
import { createRateLimit, tryAgainIn } from "../http/rate-limit.ts";
import { clientIp } from "../http/request-info.ts";
import { readBody, readJson } from "../http/validate.ts";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates.ts";

export const LINK_INVALID = "This link is invalid, has already been used or has expired.";
export const FORGOT_ANSWER =
  "If an account exists for that address, we have sent it a link to reset the password. The link expires in 1 hour.";
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";

const HOUR_S = 3600;

/**
 * Issue 19 point 2: e-mail verification, forgotten and changed passwords, signing out everywhere, accepting an
 * invite and the one-time first-admin setup. Links are single-use and expire; only their hashes are stored.
 */
export function accountRoutes(deps: AppDeps) {
  const { db, config, mailer } = deps;
  const limit = (name: string, points: number, durationSeconds: number) =>
    createRateLimit(deps.redis, { keyPrefix: `${config.QUEUE_PREFIX}:${name}`, points, durationSeconds });
  const forgotPerIp = limit("forgot:ip", 20, HOUR_S);
  // Quietly: a limited address gets the same answer, so the limit says nothing about whether an account exists.
  const forgotPerEmail = limit("forgot:email", 3, HOUR_S);
  const resendPerUser = limit("verify-resend:user", 5, HOUR_S);
  const passwordChecks = limit("change-password:user", 10, 15 * 60);

  const tokenHash = (token: string) => {
    const hash = presentedTokenHash(token);
    if (!hash) throw new AppError("bad_request", LINK_INVALID);
    return hash;
  };

  async function signIn(c: Context<AppEnv>, userId: number) {
    const now = deps.clock();
    const session = await createSession(db, userId, {
      now,
      ttlDays: config.SESSION_TTL_DAYS,
      userAgent: c.req.header("user-agent") ?? null,
    });
    setSessionCookie(c, session.token, session.expire, config, now);
    // A sign-in like any other: the admin's Users table shows it as the last one.
    await recordLogin(db, userId, now);
  }

  const requireUser = (c: Context<AppEnv>) => {
    const user = c.get("user");
    if (!user) throw notAuthenticated();
    return user;
  };

  return new Hono<AppEnv>()
    .post("/verify-email", async (c) => {
      const { token } = await readBody(c, tokenBodySchema);
      const hash = tokenHash(token);
      const now = deps.clock();
      const verified = await db.transaction(async (tx) => {
        const link = await consumeAccountToken(tx, "verify_email", hash, now);
        if (!link?.userId || !link.email) return null;
        const result = await markEmailVerified(tx, link.userId, link.email, now, config.ADMIN_EMAILS);
        if (result?.promoted) {
          await logActivity(tx, {
            type: "user_role_changed",
            message: `${result.user.email} became an administrator (ADMIN_EMAILS, address verified)`,
            metadata: { userId: result.user.id, role: "admin", reason: "admin_emails" },
          });
        }
        return result;
      });
      if (!verified) throw new AppError("bad_request", LINK_INVALID);
      deps.log.info("e-mail address verified", { userId: verified.user.id, promoted: verified.promoted });
      return c.json({ message: "Your e-mail address is confirmed.", user: toPublicUser(verified.user) });
    })
    .post("/resend-verification", async (c) => {
      const user = requireUser(c);
      // Read (and so size-check) the body even though nothing in it is used: answering before a large body arrived
      // would cut the connection under the client.
      await readJson(c);
      if (user.emailVerified) throw new AppError("bad_request", "Your e-mail address is already confirmed.");
      const wait = await resendPerUser.take(String(user.id));
      if (wait !== null) {
        throw new AppError("too_many_requests", `Too many e-mails sent. ${tryAgainIn(wait)}`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      await sendVerification(c, user);
      const body: MessageResponse = { message: `We sent a new confirmation link to ${user.email}.` };
      return c.json(body);
    })
    .post("/forgot-password", async (c) => {
      const { email } = await readBody(c, forgotPasswordSchema);
      const wait = await forgotPerIp.take(clientIp(c, config.TRUST_PROXY));
      if (wait !== null) {
        throw new AppError("too_many_requests", `Too many requests from this address. ${tryAgainIn(wait)}`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      const address = normalizeEmail(email);
      const user = await findUserByEmail(db, address);
      if (user?.isActive) {
        // After the answer, so an address with an account does not answer measurably later than one without.
        const baseUrl = appBaseUrl(c, config);
        void (async () => {
          if ((await forgotPerEmail.take(address)) !== null) return;
          const now = deps.clock();
          await db.transaction(async (tx) => {
            const token = await issueAccountToken(
              tx,
              { purpose: "reset_password", userId: user.id, email: user.email },
              now,
            );
            await mailer.queue(
              tx,
              resetPasswordMail(user.email, user.name, accountLink(baseUrl, "reset_password", token)),
            );
          });
          mailer.kick();
        })().catch((err: unknown) =>
          deps.log.warn("password reset mail not queued", {
            userId: user.id,
            error: err instanceof Error ? err.message : String(err),
          }),
        );
      }
      const body: MessageResponse = { message: FORGOT_ANSWER };
      return c.json(body);
    })
    .post("/reset-password", async (c) => {
      const input = await readBody(c, resetPasswordSchema);
      const hash = tokenHash(input.token);
      const passwordHash = await hashPassword(input.password);
      const now = deps.clock();
      const userId = await db.transaction(async (tx) => {
        const link = await consumeAccountToken(tx, "reset_password", hash, now);
        if (!link?.userId) return null;
        await setUserPassword(tx, link.userId, passwordHash);
        await revokeAccountTokens(tx, "reset_password", link.userId, now);
        // Whoever had the old password (or a stolen cookie) is out.
        await deleteUserSessions(tx, link.userId);
        // The link reached the address, which proves it as well as a verification link would.
        if (link.email) await markEmailVerified(tx, link.userId, link.email, now, config.ADMIN_EMAILS);
        return link.userId;
      });
      if (userId === null) throw new AppError("bad_request", LINK_INVALID);
      deps.log.info("password reset by e-mail link", { userId });
      const body: MessageResponse = { message: "Your password has been changed. Sign in with the new password." };
      return c.json(body);
    })
    .post("/change-password", async (c) => {
      const user = requireUser(c);
      const input = await readBody(c, changePasswordSchema);
      const wait = await passwordChecks.take(String(user.id));
      if (wait !== null) {
        throw new AppError("too_many_requests", `Too many attempts. ${tryAgainIn(wait)}`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      const stored = await findUserById(db, user.id);
      if (!stored || !(await verifyPassword(stored.password, input.currentPassword))) {
        throw new AppError("bad_request", WRONG_CURRENT_PASSWORD, {
          details: { currentPassword: WRONG_CURRENT_PASSWORD },
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const sid = c.get("sessionId");
      await db.transaction(async (tx) => {
        await setUserPassword(tx, user.id, passwordHash);
        if (sid) await deleteOtherSessions(tx, user.id, sid);
        else await deleteUserSessions(tx, user.id);
        await revokeAccountTokens(tx, "reset_password", user.id, deps.clock());
      });
      deps.log.info("password changed", { userId: user.id });
      const body: MessageResponse = {
        message: "Your password has been changed. Every other device has been signed out.",
      };
      return c.json(body);
    })
    .post("/sign-out-everywhere", async (c) => {
      const user = requireUser(c);
      await readJson(c);
      await deleteUserSessions(db, user.id);
      clearSessionCookie(c, config);
      deps.log.info("signed out everywhere", { userId: user.id });
      return c.json({ success: true as const });
    })
    .post("/invite/lookup", async (c) => {
      const { token } = await readBody(c, tokenBodySchema);
      const link = await findUsableAccountToken(db, "invite", tokenHash(token), deps.clock());
      if (!link?.email) throw new AppError("bad_request", LINK_INVALID);
      const body: InviteInfo = { email: link.email, name: link.data?.name ?? null, role: link.data?.role ?? "user" };
      return c.json(body);
    })
    .post("/accept-invite", async (c) => {
      const input = await readBody(c, acceptInviteSchema);
      const hash = tokenHash(input.token);
      const passwordHash = await hashPassword(input.password);
      const now = deps.clock();
      const user = await db.transaction(async (tx) => {
        const link = await consumeAccountToken(tx, "invite", hash, now);
        if (!link?.email) throw new AppError("bad_request", LINK_INVALID);
        const role = link.data?.role ?? "user";
        const created = await createUser(tx, { name: input.name, email: link.email, passwordHash, role });
        // Throwing rolls the token back too: the invite stays usable if the address was taken meanwhile.
        if (!created) throw new AppError("conflict", DUPLICATE_ACCOUNT);
        // The invite reached the address: it is proven.
        const verified = await markEmailVerified(tx, created.id, link.email, now, config.ADMIN_EMAILS);
        await logActivity(tx, {
          type: "user_invite_accepted",
          message: `${created.email} accepted the invitation (${role})`,
          metadata: { userId: created.id, role, invitedBy: link.createdBy },
        });
        return verified?.user ?? created;
      });
      await signIn(c, user.id);
      deps.log.info("invitation accepted", { userId: user.id });
      return c.json({ user: toPublicUser(user) }, 201);
    })
    .post("/setup-admin/lookup", async (c) => {
      const { token } = await readBody(c, tokenBodySchema);
      const link = await findUsableAccountToken(db, "admin_setup", tokenHash(token), deps.clock());
      if (!link) throw new AppError("bad_request", LINK_INVALID);
      return c.json({ valid: true as const });
    })
    .post("/setup-admin", async (c) => {
      const input = await readBody(c, setupAdminSchema);
      const hash = tokenHash(input.token);
      const passwordHash = await hashPassword(input.password);
      const now = deps.clock();
      const user = await db.transaction(async (tx) => {
        const link = await consumeAccountToken(tx, "admin_setup", hash, now);
        if (!link) throw new AppError("bad_request", LINK_INVALID);
        const created = await createUser(tx, {
          name: input.name,
          email: input.email,
          passwordHash,
          role: "admin",
        });
        if (!created) throw new AppError("conflict", DUPLICATE_ACCOUNT);
        // Whoever holds the launcher's console link is the operator: the address they give is taken as theirs.
        const verified = await markEmailVerified(tx, created.id, created.email, now, []);
        await logActivity(tx, {
          type: "user_role_changed",
          message: `${created.email} set up as the first administrator (one-time setup link)`,
          metadata: { userId: created.id, role: "admin", reason: "admin_setup" },
        });
        return verified?.user ?? created;
      });
      await signIn(c, user.id);
      deps.log.info("first admin set up", { userId: user.id });
      return c.json({ user: toPublicUser(user) }, 201);
    });

  async function sendVerification(c: Context<AppEnv>, user: { id: number; name: string; email: string }) {
    await sendVerificationMail(deps, appBaseUrl(c, config), user);
  }
}

/** Issues a verification link for the account's current address and queues the mail carrying it. */
export async function sendVerificationMail(
  deps: Pick<AppDeps, "db" | "mailer" | "clock">,
  baseUrl: string,
  user: { id: number; name: string; email: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // Only the newest link works: an older mail that turns up later cannot be used.
    await revokeAccountTokens(tx, "verify_email", user.id, now);
    const token = await issueAccountToken(tx, { purpose: "verify_email", userId: user.id, email: user.email }, now);
    await deps.mailer.queue(tx, verifyEmailMail(user.email, user.name, accountLink(baseUrl, "verify_email", token)));
  });
  deps.mailer.kick();
}
