import { loginSchema, registerSchema } from "@cbct/core/contracts/auth";
import { findUserByEmail, normalizeEmail, recordLogin } from "@cbct/shared/db/queries/users";
import { type Context, Hono } from "hono";
import { createAccount } from "../auth/create-account.ts";
import { addressKey, createLoginLimiter } from "../auth/login-limiter.ts";
import { appBaseUrl } from "../auth/account-links.ts";
import { dummyPasswordHash, verifyPassword } from "../auth/password.ts";
import { toPublicUser } from "../auth/public-user.ts";
import { registrationRefusal } from "../auth/registration-policy.ts";
import { clearSessionCookie, setSessionCookie } from "../auth/session-cookie.ts";
import { createSession, invalidateSession } from "../auth/sessions.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";
import { createRateLimit, tryAgainIn } from "../http/rate-limit.ts";
import { clientIp } from "../http/request-info.ts";
import { readBody } from "../http/validate.ts";
import { sendVerificationMail } from "./account.ts";

export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Ask an administrator to reactivate it.";

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const limiter = createLoginLimiter(deps.redis, config, deps.clock);
  const registrations = createRateLimit(deps.redis, {
    keyPrefix: `${config.QUEUE_PREFIX}:register:ip`,
    points: config.REGISTER_MAX_PER_IP,
    durationSeconds: config.REGISTER_WINDOW_MINUTES * 60,
  });
  // Hash once at start-up so the first unknown-user login is not the slow one.
  void dummyPasswordHash();

  async function signIn(c: Context<AppEnv>, userId: number) {
    const now = deps.clock();
    const session = await createSession(db, userId, {
      now,
      ttlDays: config.SESSION_TTL_DAYS,
      userAgent: c.req.header("user-agent") ?? null,
    });
    setSessionCookie(c, session.token, session.expire, config, now);
    // Registering signs the new user in: that is their first sign-in (the Users table would say "Never").
    await recordLogin(db, userId, now);
  }

  return new Hono<AppEnv>()
    .post("/register", async (c) => {
      const input = await readBody(c, registerSchema);
      const refusal = registrationRefusal(input.email, config);
      if (refusal) throw new AppError("forbidden", refusal);
      // Per address, and per /64 for IPv6 (one subscriber holds a whole /64), as the login limits count.
      const wait = await registrations.take(addressKey(clientIp(c, config.TRUST_PROXY)));
      if (wait !== null) {
        throw new AppError("too_many_requests", `Too many accounts created from this address. ${tryAgainIn(wait)}`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      // Everyone starts as a user: an ADMIN_EMAILS address becomes admin when its owner follows the mailed link.
      const user = await createAccount(db, input, "user");
      await sendVerificationMail(deps, appBaseUrl(c, config), user);
      await signIn(c, user.id);
      return c.json({ user: toPublicUser(user) }, 201);
    })
    .post("/login", async (c) => {
      const input = await readBody(c, loginSchema);
      const email = normalizeEmail(input.email);
      const ip = clientIp(c, config.TRUST_PROXY);
      const gate = await limiter.attempt(email, ip);
      if (gate.blocked) {
        throw new AppError(
          "too_many_requests",
          `Too many failed login attempts. Try again in ${
            // The per-account back-off starts at a second: "1 minute" would send a user away for nothing.
            gate.retryAfterSeconds < 60
              ? plural(gate.retryAfterSeconds, "second")
              : plural(minutes(gate.retryAfterSeconds), "minute")
          }.`,
          { headers: { "Retry-After": String(gate.retryAfterSeconds) } },
        );
      }
      const user = await findUserByEmail(db, email);
      // Verify even without a user, so both failures take the same time and say the same thing.
      const passwordOk = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
      if (!user || !passwordOk) {
        throw new AppError("unauthorized", "Invalid email or password");
      }
      // Only after the right password: the message says nothing about an address to someone who does not know it.
      if (!user.isActive) throw new AppError("forbidden", ACCOUNT_DEACTIVATED);
      await limiter.recordSuccess(email, ip);
      await recordLogin(db, user.id, deps.clock());
      await signIn(c, user.id);
      return c.json({ user: toPublicUser(user) });
    })
    .post("/logout", async (c) => {
      const sid = c.get("sessionId");
      if (sid) await invalidateSession(db, sid);
      clearSessionCookie(c, config);
      return c.json({ success: true });
    })
    .get("/me", (c) => {
      const user = c.get("user");
      if (!user) throw notAuthenticated();
      return c.json({ user: toPublicUser(user) });
    });
}
