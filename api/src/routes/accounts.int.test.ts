import { createServer } from "node:net";
import { mailOutbox } from "@cbct/shared/db/schema/accounts";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, type SmtpSink, startSmtpSink } from "../../../infra/fakes/mail/mailbox.ts";
import { issueAdminSetupLink } from "../auth/admin-setup.ts";
import { json, sessionCookie, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

const HOUR = 3_600_000;
const PASSWORD = "correct horse battery";

/** The token of a mailed link, as the page that link opens would read it. */
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
});

const cookieOf = (res: Response) => {
  const c = sessionCookie(res);
  if (!c?.value) throw new Error("no session cookie");
  return `cbct_session=${c.value}`;
};

async function register(api: TestApi, email: string, name = "Pat Person") {
  const res = await api.request("/api/auth/register", { body: { name, email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { cookie: cookieOf(res), user: (await json<{ user: { id: number; role: string } }>(res)).user };
}

async function login(api: TestApi, email: string, password = PASSWORD) {
  return api.request("/api/auth/login", { body: { email, password } });
}

async function verifyFromMail(api: TestApi, email: string) {
  const mail = await smtp.waitFor(email, /Confirm your e-mail address/);
  return api.request("/api/auth/verify-email", { body: { token: tokenOf(linkIn(mail, "verify-email")) } });
}

describe("e-mail verification over SMTP", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { SMTP_URL: smtp.url, ADMIN_EMAILS: ["chief@example.com"] } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("gives an unproven ADMIN_EMAILS claim no admin rights until the mailed link is followed", async () => {
    const { cookie, user } = await register(api, "Chief@Example.com", "Claire Chief");
    expect(user.role).toBe("user");
    expect((await api.request("/api/admin/users", { cookie })).status).toBe(403);
    const me = await json<{ user: { emailVerified: boolean; role: string } }>(
      await api.request("/api/auth/me", { cookie }),
    );
    expect(me.user).toMatchObject({ emailVerified: false, role: "user" });

    const mail = await smtp.waitFor("chief@example.com", /Confirm your e-mail address/);
    expect(mail.from).toContain("no-reply@localhost");
    const link = linkIn(mail, "verify-email");
    expect(link.startsWith("http://localhost/auth/verify-email?token=")).toBe(true);
    const verified = await api.request("/api/auth/verify-email", { body: { token: tokenOf(link) } });
    expect(verified.status).toBe(200);
    expect((await json<{ user: { role: string; emailVerified: boolean } }>(verified)).user).toMatchObject({
      role: "admin",
      emailVerified: true,
    });
    expect((await api.request("/api/admin/users", { cookie })).status).toBe(200);

    // Single use: the same link a second time is refused.
    const again = await api.request("/api/auth/verify-email", { body: { token: tokenOf(link) } });
    expect(again.status).toBe(400);
    expect((await json(again)).error).toBe("This link is invalid, has already been used or has expired.");
    const logged = await api.deps.db.select().from(activityLog).where(eq(activityLog.type, "user_role_changed"));
    expect(logged.map((a) => a.message)).toContain(
      "chief@example.com became an administrator (ADMIN_EMAILS, address verified)",
    );
  });

  it("lets a verification link expire after 24 hours, and a resent link replace the old one", async () => {
    const start = new Date();
    api.clock.now = start;
    const { cookie } = await register(api, "slow-reader@example.com");
    const first = await smtp.waitFor("slow-reader@example.com", /Confirm your e-mail address/);
    const before = smtp.received.length;
    const resend = await api.request("/api/auth/resend-verification", { method: "POST", cookie });
    expect(resend.status).toBe(200);
    const second = await smtp.waitFor("slow-reader@example.com", /Confirm your e-mail address/, { after: before });
    expect(linkIn(second, "verify-email")).not.toBe(linkIn(first, "verify-email"));
    // The first link no longer works once a new one was sent.
    const old = await api.request("/api/auth/verify-email", {
      body: { token: tokenOf(linkIn(first, "verify-email")) },
    });
    expect(old.status).toBe(400);

    api.clock.now = new Date(start.getTime() + 24 * HOUR + 60_000);
    const late = await api.request("/api/auth/verify-email", {
      body: { token: tokenOf(linkIn(second, "verify-email")) },
    });
    expect(late.status).toBe(400);
    api.clock.now = new Date();
  });

  it("answers a made-up or malformed token with 400 and words", async () => {
    for (const token of ["abcdefghijklmnopqrstuvwxyzabcdefghijklmn", "nope", ""]) {
      const res = await api.request("/api/auth/verify-email", { body: { token } });
      expect(res.status).toBe(400);
      expect(typeof (await json(res)).error).toBe("string");
    }
  });
});

describe("REGISTRATION_ALLOWED_DOMAINS needs a proven address", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { SMTP_URL: smtp.url, REGISTRATION_ALLOWED_DOMAINS: ["team.example"] } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lets an unverified address at an allowed domain sign in but see no team data until verified", async () => {
    const { cookie } = await register(api, "newcomer@team.example");
    for (const path of ["/api/practices", "/api/dashboard/metrics", "/api/activity"]) {
      const res = await api.request(path, { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Verify your e-mail address to see the team's leads" });
    }
    expect((await api.request("/api/auth/me", { cookie })).status).toBe(200);
    expect((await verifyFromMail(api, "newcomer@team.example")).status).toBe(200);
    expect((await api.request("/api/practices", { cookie })).status).toBe(200);
  });
});

describe("forgotten, changed and signed-out passwords", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers the same whether the address has an account, mails only a real one, and resets once", async () => {
    const { cookie } = await register(api, "forgetful@example.com");
    const unknown = await api.request("/api/auth/forgot-password", { body: { email: "nobody@example.com" } });
    const known = await api.request("/api/auth/forgot-password", { body: { email: "Forgetful@example.com" } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());

    const mail = await smtp.waitFor("forgetful@example.com", /Reset your password/);
    await api.deps.mailer.deliverDue();
    expect(smtp.received.some((m) => m.to.includes("nobody@example.com"))).toBe(false);
    const token = tokenOf(linkIn(mail, "reset-password"));

    const weak = await api.request("/api/auth/reset-password", { body: { token, password: "short" } });
    expect(weak.status).toBe(400);
    expect((await json(weak)).error).toBe("Password must be at least 8 characters");
    const reset = await api.request("/api/auth/reset-password", { body: { token, password: "a brand new secret" } });
    expect(reset.status).toBe(200);
    // The session from before the reset is over; the old password no longer works, the new one does.
    expect((await api.request("/api/auth/me", { cookie })).status).toBe(401);
    expect((await login(api, "forgetful@example.com")).status).toBe(401);
    expect((await login(api, "forgetful@example.com", "a brand new secret")).status).toBe(200);
    const twice = await api.request("/api/auth/reset-password", { body: { token, password: "yet another one" } });
    expect(twice.status).toBe(400);
  });

  it("lets a reset link expire after one hour", async () => {
    const start = new Date();
    api.clock.now = start;
    await register(api, "late@example.com");
    const before = smtp.received.length;
    await api.request("/api/auth/forgot-password", { body: { email: "late@example.com" } });
    const mail = await smtp.waitFor("late@example.com", /Reset your password/, { after: before });
    api.clock.now = new Date(start.getTime() + HOUR + 1000);
    const res = await api.request("/api/auth/reset-password", {
      body: { token: tokenOf(linkIn(mail, "reset-password")), password: "too late now" },
    });
    expect(res.status).toBe(400);
    api.clock.now = new Date();
    expect((await login(api, "late@example.com")).status).toBe(200);
  });

  it("changes the password only with the current one, and signs out every other session", async () => {
    const { cookie: laptop } = await register(api, "changer@example.com");
    const phone = cookieOf(await login(api, "changer@example.com"));
    const wrong = await api.request("/api/auth/change-password", {
      cookie: laptop,
      body: { currentPassword: "not my password", newPassword: "fresh password 1" },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toBe("Your current password is not correct");
    expect((await api.request("/api/auth/me", { cookie: phone })).status).toBe(200);

    const ok = await api.request("/api/auth/change-password", {
      cookie: laptop,
      body: { currentPassword: PASSWORD, newPassword: "fresh password 1" },
    });
    expect(ok.status).toBe(200);
    expect((await api.request("/api/auth/me", { cookie: laptop })).status).toBe(200);
    expect((await api.request("/api/auth/me", { cookie: phone })).status).toBe(401);
    expect((await login(api, "changer@example.com")).status).toBe(401);
    expect((await login(api, "changer@example.com", "fresh password 1")).status).toBe(200);
  });

  it("signs out every session with sign out everywhere", async () => {
    const { cookie: one } = await register(api, "everywhere@example.com");
    const two = cookieOf(await login(api, "everywhere@example.com"));
    const res = await api.request("/api/auth/sign-out-everywhere", { method: "POST", cookie: one });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)?.value).toBe("");
    expect((await api.request("/api/auth/me", { cookie: one })).status).toBe(401);
    expect((await api.request("/api/auth/me", { cookie: two })).status).toBe(401);
  });

  it("keeps mail in the outbox while SMTP is down and delivers it when it is back", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const down = await startTestApi({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      await register(down, "patient@example.com");
      await down.request("/api/auth/forgot-password", { body: { email: "patient@example.com" } });
      // The reset mail is queued just after the answer: wait for its row.
      let waiting = await down.deps.db.select().from(mailOutbox);
      for (let i = 0; waiting.length < 2 && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = await down.deps.db.select().from(mailOutbox);
      }
      await down.deps.mailer.deliverDue();
      waiting = await down.deps.db.select().from(mailOutbox);
      expect(waiting.length).toBe(2);
      expect(waiting.every((m) => m.sentAt === null && m.failedAt === null && m.attempts >= 1)).toBe(true);
      expect(waiting.every((m) => m.lastError !== null && m.bodyText?.includes("token="))).toBe(true);

      // SMTP comes back on that port; the retry is due.
      const { SMTPServer } = await import("smtp-server");
      const received: string[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, cb) {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(","));
          stream.resume();
          stream.on("end", () => cb());
        },
      });
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
      try {
        await down.deps.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
        expect(await down.deps.mailer.deliverDue()).toBe(2);
        expect(received).toEqual(["patient@example.com", "patient@example.com"]);
        const sent = await down.deps.db.select().from(mailOutbox);
        // Sent mail keeps no body: the one-time links it carried are not kept around.
        expect(sent.every((m) => m.sentAt !== null && m.bodyText === null)).toBe(true);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    } finally {
      await down.close();
    }
  });
});

describe("admins: invite, deactivate, reactivate, role", () => {
  let api: TestApi;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    api = await startTestApi({
      config: { SMTP_URL: smtp.url, REGISTRATION_MODE: "invite", ADMIN_EMAILS: ["head@example.com"] },
    });
    const reg = await register(api, "head@example.com", "Hana Head");
    admin = reg.cookie;
    adminId = reg.user.id;
    expect((await verifyFromMail(api, "head@example.com")).status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function invite(email: string, role: "user" | "admin" = "user") {
    const res = await api.request("/api/admin/users/invite", { cookie: admin, body: { email, role } });
    expect(res.status).toBe(201);
    return tokenOf(linkIn(await smtp.waitFor(email, /invited to CBCT Intelligence/), "accept-invite"));
  }

  it("invites by e-mail: the link shows the address, creates a verified account once, and signs in", async () => {
    expect(
      (
        await api.request("/api/auth/register", {
          body: { name: "Walk In", email: "walk@example.com", password: PASSWORD },
        })
      ).status,
    ).toBe(403);
    const token = await invite("invitee@example.com");
    const lookup = await api.request("/api/auth/invite/lookup", { body: { token } });
    expect(await lookup.json()).toEqual({ email: "invitee@example.com", name: null, role: "user" });
    const accepted = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Ivy Invitee", password: "my own password" },
    });
    expect(accepted.status).toBe(201);
    expect((await json<{ user: Record<string, unknown> }>(accepted)).user).toMatchObject({
      email: "invitee@example.com",
      role: "user",
      emailVerified: true,
    });
    expect((await api.request("/api/auth/me", { cookie: cookieOf(accepted) })).status).toBe(200);
    const twice = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Ivy Again", password: "my own password" },
    });
    expect(twice.status).toBe(400);
    expect((await login(api, "invitee@example.com", "my own password")).status).toBe(200);
    const types = (await api.deps.db.select().from(activityLog)).map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining(["user_invited", "user_invite_accepted"]));
  });

  it("refuses an invite for an address that has an account, and an invite from a non-admin", async () => {
    const dup = await api.request("/api/admin/users/invite", { cookie: admin, body: { email: "head@example.com" } });
    expect(dup.status).toBe(409);
    const token = await invite("plain@example.com");
    const rep = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Plain Rep", password: "plain password" },
    });
    const byRep = await api.request("/api/admin/users/invite", {
      cookie: cookieOf(rep),
      body: { email: "friend@example.com" },
    });
    expect(byRep.status).toBe(403);
  });

  it("lists pending invitations for admins and lets one be withdrawn", async () => {
    const token = await invite("maybe@example.com", "admin");
    const list = await api.request("/api/admin/users/invites", { cookie: admin });
    expect(list.status).toBe(200);
    const { invites } = await json<{ invites: { id: number; email: string; role: string; invitedBy: string }[] }>(list);
    const pending = invites.find((i) => i.email === "maybe@example.com");
    expect(pending).toMatchObject({ role: "admin", invitedBy: "Hana Head" });
    const withdrawn = await api.request(`/api/admin/users/invites/${pending?.id}`, { method: "DELETE", cookie: admin });
    expect(withdrawn.status).toBe(200);
    const after = await json<{ invites: { email: string }[] }>(
      await api.request("/api/admin/users/invites", { cookie: admin }),
    );
    expect(after.invites.some((i) => i.email === "maybe@example.com")).toBe(false);
    const accept = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Too Late", password: "whatever123" },
    });
    expect(accept.status).toBe(400);
    const again = await api.request(`/api/admin/users/invites/${pending?.id}`, { method: "DELETE", cookie: admin });
    expect(again.status).toBe(404);
  });

  it("lets an invite expire after 7 days", async () => {
    const start = new Date();
    api.clock.now = start;
    const token = await invite("tardy@example.com");
    api.clock.now = new Date(start.getTime() + 7 * 24 * HOUR + 1000);
    const res = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Tardy", password: "whatever123" },
    });
    expect(res.status).toBe(400);
    api.clock.now = new Date();
  });

  it("deactivation ends the user's sessions at once and says so at sign-in; reactivation lets them back", async () => {
    const token = await invite("leaver@example.com");
    const accepted = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Leo Leaver", password: "leaver password" },
    });
    const leaver = cookieOf(accepted);
    const { user } = await json<{ user: { id: number } }>(accepted);
    expect((await api.request("/api/practices", { cookie: leaver })).status).toBe(200);

    const off = await api.request(`/api/admin/users/${user.id}/deactivate`, { method: "POST", cookie: admin });
    expect(off.status).toBe(200);
    expect((await api.request("/api/practices", { cookie: leaver })).status).toBe(401);
    const refused = await login(api, "leaver@example.com", "leaver password");
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toBe(
      "This account has been deactivated. Ask an administrator to reactivate it.",
    );
    const list = await json<{ users: { email: string; isActive: boolean }[] }>(
      await api.request("/api/admin/users", { cookie: admin }),
    );
    expect(list.users.find((u) => u.email === "leaver@example.com")?.isActive).toBe(false);

    const on = await api.request(`/api/admin/users/${user.id}/reactivate`, { method: "POST", cookie: admin });
    expect(on.status).toBe(200);
    expect((await login(api, "leaver@example.com", "leaver password")).status).toBe(200);
    const messages = (await api.deps.db.select().from(activityLog)).map((a) => a.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Hana Head deactivated leaver@example.com", "Hana Head reactivated leaver@example.com"]),
    );
  });

  it("changes roles, but never the admin's own, and never leaves the team without an admin", async () => {
    expect(
      (await api.request(`/api/admin/users/${adminId}/deactivate`, { method: "POST", cookie: admin })).status,
    ).toBe(400);
    const self = await api.request(`/api/admin/users/${adminId}/role`, {
      method: "PATCH",
      cookie: admin,
      body: { role: "user" },
    });
    expect(self.status).toBe(400);
    expect((await json(self)).error).toBe("You cannot change your own role. Ask another administrator.");

    const token = await invite("deputy@example.com");
    const deputyRes = await api.request("/api/auth/accept-invite", {
      body: { token, name: "Dee Deputy", password: "deputy password" },
    });
    const deputy = cookieOf(deputyRes);
    const deputyId = (await json<{ user: { id: number } }>(deputyRes)).user.id;
    expect((await api.request("/api/admin/users", { cookie: deputy })).status).toBe(403);
    const promote = await api.request(`/api/admin/users/${deputyId}/role`, {
      method: "PATCH",
      cookie: admin,
      body: { role: "admin" },
    });
    expect(promote.status).toBe(200);
    expect((await api.request("/api/admin/users", { cookie: deputy })).status).toBe(200);
    const bad = await api.request(`/api/admin/users/${deputyId}/role`, {
      method: "PATCH",
      cookie: admin,
      body: { role: "owner" },
    });
    expect(bad.status).toBe(400);

    // Two admins demote each other at the same moment: one wins, one admin remains.
    const [a, b] = await Promise.all([
      api.request(`/api/admin/users/${deputyId}/role`, { method: "PATCH", cookie: admin, body: { role: "user" } }),
      api.request(`/api/admin/users/${adminId}/role`, { method: "PATCH", cookie: deputy, body: { role: "user" } }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const { users } = await json<{ users: { role: string; isActive: boolean }[] }>(
      await api.request("/api/admin/users", { cookie: a.status === 200 ? admin : deputy }),
    );
    expect(users.filter((u) => u.role === "admin" && u.isActive)).toHaveLength(1);
  });
});

describe("first admin from the launcher's one-time setup link", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { SMTP_URL: smtp.url, REGISTRATION_MODE: "invite" } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("creates the first admin once, and is not offered once accounts exist", async () => {
    const stale = await issueAdminSetupLink(api.deps.db, "http://localhost:3000", new Date());
    const link = await issueAdminSetupLink(api.deps.db, "http://localhost:3000/", new Date());
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/setup-admin\?token=[a-z2-7]{40}$/);
    // Only the newest printed link works.
    const old = await api.request("/api/auth/setup-admin/lookup", { body: { token: tokenOf(stale ?? "") } });
    expect(old.status).toBe(400);
    const body = { token: tokenOf(link ?? ""), name: "Olga Owner", email: "owner@example.com", password: PASSWORD };
    expect((await api.request("/api/auth/setup-admin/lookup", { body: { token: body.token } })).status).toBe(200);
    const res = await api.request("/api/auth/setup-admin", { body });
    expect(res.status).toBe(201);
    expect((await json<{ user: Record<string, unknown> }>(res)).user).toMatchObject({
      role: "admin",
      emailVerified: true,
    });
    const listed = await api.request("/api/admin/users", { cookie: cookieOf(res) });
    expect(listed.status).toBe(200);
    // Signed in by the link: the Users table shows a last sign-in, not "Never".
    const { users } = await json<{ users: { email: string; lastLoginAt: string | null }[] }>(listed);
    expect(users.find((u) => u.email === body.email)?.lastLoginAt).not.toBeNull();
    const again = await api.request("/api/auth/setup-admin", { body: { ...body, email: "second@example.com" } });
    expect(again.status).toBe(400);
    expect(await issueAdminSetupLink(api.deps.db, "http://localhost:3000", new Date())).toBeNull();
  });
});
