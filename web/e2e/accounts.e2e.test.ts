import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@cbct/shared/db/client";
import { issueAdminSetupLink } from "../../api/src/auth/admin-setup.ts";
import { linkIn, type SmtpSink, startSmtpSink } from "../../infra/fakes/mail/mailbox.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { snap } from "./screenshot.ts";

/**
 * Issue 19 accounts in the browser: the app sends real mail over SMTP to a server in this process, and each test
 * opens the link from the received message, as a person would.
 */
const ADMIN = newUser("Ada Admin");
let smtp: SmtpSink;
let app: E2eApp;
let adminPage: Page;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startE2eApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN.email });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function openAccountMenu(page: Page) {
  // From a closed menu to one fully open (see leads-workspace.e2e.test.ts's avatar menu walk).
  await page.getByRole("menu").waitFor({ state: "hidden" });
  await page.getByTestId("user-menu").click();
  await page.locator('[role="menu"][data-state="open"]').getByRole("menuitem", { name: "Log out" }).waitFor();
}

/**
 * Opens the avatar menu and follows one entry. Under CI load a click has landed while the menu was still settling and
 * neither selected the entry nor followed its link (the menu stayed put or closed, the address did not change; a CI
 * run of 2026-11-29 on "Account settings"): a rep clicks again, and so does this, once.
 */
async function goFromAccountMenu(page: Page, item: string, path: string) {
  for (let attempt = 1; ; attempt++) {
    await openAccountMenu(page);
    await page.locator('[role="menu"][data-state="open"]').getByRole("menuitem", { name: item }).click();
    try {
      await page.waitForURL(`**${path}`, { timeout: attempt === 1 ? 10_000 : 30_000 });
      return;
    } catch (err) {
      if (attempt > 1) throw err;
      if (await page.getByRole("menu").isVisible()) await page.keyboard.press("Escape");
    }
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("accounts by e-mail", () => {
  it("first admin: the launcher's one-time setup link creates an administrator, once", async () => {
    // What `npm start` prints on an empty database (infra/launcher/first-run.ts).
    const database = createDb(app.databaseUrl, { max: 1 });
    const link = await issueAdminSetupLink(database.db, app.url, new Date()).finally(() => database.close());
    expect(link).not.toBeNull();
    const owner = newUser("Olga Owner");
    const page = await app.newPage();
    await page.goto(link ?? "");
    await page.getByRole("heading", { name: "Set Up CBCT Intelligence" }).waitFor();
    await page.getByLabel("Full Name").fill(owner.name);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await snap(page, "accounts-0-setup-admin");
    await page.getByRole("button", { name: "Create administrator account" }).click();
    await page.waitForURL("**/dashboard");
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Administration" }).waitFor();

    const again = await app.newPage();
    await again.goto(link ?? "");
    await again.getByText("This link is invalid, has already been used or has expired.").waitFor();
  });

  it("register -> confirm the address from the mail -> the ADMIN_EMAILS address is an admin", async () => {
    adminPage = await app.newPage();
    await registerThroughUi(adminPage, ADMIN);
    const banner = adminPage.getByTestId("verify-email-banner");
    await banner.getByText("Confirm your e-mail address").waitFor();
    await snap(adminPage, "accounts-1-unconfirmed-banner");
    // Not an admin before the address is proven.
    await openAccountMenu(adminPage);
    expect(await adminPage.getByRole("menuitem", { name: "Administration" }).count()).toBe(0);
    await adminPage.keyboard.press("Escape");

    const mail = await smtp.waitFor(ADMIN.email, /Confirm your e-mail address/);
    await adminPage.goto(linkIn(mail, "verify-email"));
    await adminPage.getByText("Your e-mail address is confirmed.").waitFor();
    await adminPage.getByText("You are an administrator of this workspace.").waitFor();
    await snap(adminPage, "accounts-2-verified");
    await adminPage.getByRole("link", { name: "Continue to the dashboard" }).click();
    await adminPage.waitForURL("**/dashboard");
    await adminPage.getByRole("heading", { name: "CBCT Intelligence Dashboard" }).waitFor();
    expect(await adminPage.getByTestId("verify-email-banner").count()).toBe(0);
    await goFromAccountMenu(adminPage, "Administration", "/admin");
    await adminPage.getByTestId("admin-users").getByText(ADMIN.email).waitFor();

    // The same link a second time says so in words.
    const again = await app.newPage();
    await again.goto(linkIn(mail, "verify-email"));
    await again.getByText("This link is invalid, has already been used or has expired.").waitFor();
  });

  it("forgot password -> reset from the mail -> sign in with the new password", async () => {
    const person = newUser("Fergus Forgetful");
    const res = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify(person),
    });
    expect(res.status).toBe(201);

    const page = await app.newPage();
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/forgot-password");
    // The address changes before the page's chunk has loaded, and the sign-in page, still shown meanwhile, has an
    // Email field too: wait for the forgot-password page itself (under load the fill went to the old field).
    await page.getByText("we will send you a link to choose a new password").waitFor();
    await page.getByLabel("Email").fill(person.email);
    await snap(page, "accounts-3-forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Check your inbox").waitFor();
    await page.getByText("If an account exists for that address").waitFor();

    const mail = await smtp.waitFor(person.email, /Reset your password/);
    await page.goto(linkIn(mail, "reset-password"));
    await page.getByLabel("New password", { exact: true }).fill("a new secret 123");
    await page.getByLabel("Repeat new password").fill("a different one");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The two passwords do not match").waitFor();
    await page.getByLabel("Repeat new password").fill("a new secret 123");
    await snap(page, "accounts-4-reset-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your password has been changed. Sign in with the new password.").waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();

    await signIn(page, person.email, person.password);
    await page.getByText("Invalid email or password").waitFor();
    await signIn(page, person.email, "a new secret 123");
    await page.waitForURL("**/dashboard");
  });

  it("admin invites -> the invitee accepts from the mail -> signed in; deactivation ends their session", async () => {
    const invitee = newUser("Ivy Invitee");
    await adminPage.goto("/admin");
    const form = adminPage.getByTestId("invite-form");
    await form.getByLabel("Email to invite").fill(invitee.email);
    await form.getByLabel("Name (optional)").fill(invitee.name);
    await form.getByRole("button", { name: "Send invitation" }).click();
    await adminPage.getByText(`Invitation sent to ${invitee.email}`).waitFor();
    await adminPage.getByTestId("pending-invites").getByText(invitee.email).waitFor();

    const mail = await smtp.waitFor(invitee.email, /invited to CBCT Intelligence/);
    expect(mail.text).toContain("Ada Admin invited you");
    const page = await app.newPage();
    await page.goto(linkIn(mail, "accept-invite"));
    await page.getByText(`You were invited as`).waitFor();
    await page.getByText(invitee.email).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe(invitee.name);
    await page.getByLabel("Password", { exact: true }).fill(invitee.password);
    await page.getByLabel("Repeat password").fill(invitee.password);
    await snap(page, "accounts-5-accept-invite");
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await page.waitForURL("**/dashboard");
    // Invited through their address: confirmed, no banner.
    await page.getByRole("heading", { name: "CBCT Intelligence Dashboard" }).waitFor();
    expect(await page.getByTestId("verify-email-banner").count()).toBe(0);

    await adminPage.reload();
    const row = adminPage.getByTestId(`admin-user-${invitee.email}`);
    await row.waitFor();
    // Accepted: no longer pending.
    expect(await adminPage.getByTestId("pending-invites").getByText(invitee.email).count()).toBe(0);
    await row.getByRole("button", { name: "Deactivate" }).click();
    await row.getByText("Deactivated").waitFor();
    await snap(adminPage, "accounts-6-admin-users");
    await page.reload();
    await page.waitForURL("**/auth/login");
    await signIn(page, invitee.email, invitee.password);
    await page.getByText("This account has been deactivated. Ask an administrator to reactivate it.").waitFor();
  });

  it("account settings: change the password, and sign out everywhere", async () => {
    const person = newUser("Carl Changer");
    const page = await app.newPage();
    await registerThroughUi(page, person);
    const other = await app.newPage();
    await signIn(other, person.email, person.password);
    await other.waitForURL("**/dashboard");

    await goFromAccountMenu(page, "Account settings", "/account");
    await page.getByLabel("Current password").fill("not the password");
    await page.getByLabel("New password", { exact: true }).fill("changed secret 99");
    await page.getByLabel("Repeat new password").fill("changed secret 99");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your current password is not correct").first().waitFor();
    await page.getByLabel("Current password").fill(person.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed. Every other device has been signed out.").waitFor();
    await snap(page, "accounts-7-account-settings");
    await other.reload();
    await other.waitForURL("**/auth/login");

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL("**/auth/login");
    await page.goto("/dashboard");
    await page.waitForURL("**/auth/login");
  });
});
