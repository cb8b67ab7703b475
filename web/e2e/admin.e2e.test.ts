import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { insertLeads } from "./seed-leads.ts";

const ADMIN_EMAIL = `e2e-admin-${Date.now()}@example.com`;
const SECOND_ADMIN = `e2e-admin2-${Date.now()}@example.com`;
const BIN_ADMIN = `e2e-admin3-${Date.now()}@example.com`;
let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN},${BIN_ADMIN}` });
});
afterAll(async () => {
  await app?.close();
});

async function openAccountMenu(page: Page) {
  // From a closed menu to one fully open (see leads-workspace.e2e.test.ts's avatar menu walk).
  await page.getByRole("menu").waitFor({ state: "hidden" });
  await page.getByTestId("user-menu").click();
  await page.locator('[role="menu"][data-state="open"]').getByRole("menuitem", { name: "Log out" }).waitFor();
}

describe("Administration", () => {
  it("lets an admin reach the queue dashboard and the admin page from the avatar menu", async () => {
    const page = await app.newPage();
    const admin = { ...newUser("Ada Admin"), email: ADMIN_EMAIL };
    await registerThroughUi(page, admin);
    // ADMIN_EMAILS counts once the address is confirmed (issue 19).
    await app.verifyEmail(ADMIN_EMAIL);
    await page.reload();

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Administration" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Administration" }).waitFor();
    await page.getByTestId("admin-users").getByText(ADMIN_EMAIL).waitFor();

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Queue dashboard" }).click();
    await page.waitForURL("**/admin/queues**");
    // Bull Board lists the catalog's queues by name.
    await page.getByText("scrape", { exact: true }).first().waitFor({ timeout: 20_000 });
  });

  it("lists a cleared batch in the recycle bin and restores it", async () => {
    const page = await app.newPage();
    await registerThroughUi(page, { ...newUser("Bo Admin"), email: BIN_ADMIN });
    await app.verifyEmail(BIN_ADMIN);
    await insertLeads(app.databaseUrl, [{ practiceName: "Binned Dental One" }, { practiceName: "Binned Dental Two" }]);
    const cleared = await page.evaluate(async () => (await fetch("/api/practices/clear", { method: "DELETE" })).status);
    expect(cleared).toBe(200);
    await page.goto("/admin");
    const bin = page.getByTestId("recycle-bin");
    await bin.getByText("2 leads", { exact: false }).waitFor();
    await bin.getByRole("button", { name: "Restore" }).click();
    await page
      .getByTestId("toast")
      .filter({ hasText: "Leads Restored" })
      .filter({ hasText: "2 leads restored" })
      .waitFor();
  });

  it("hides the admin entries from a rep and answers 403 on the board", async () => {
    const page = await app.newPage();
    await registerThroughUi(page, newUser("Rita Rep"));
    await openAccountMenu(page);
    expect(await page.getByRole("menuitem", { name: "Queue dashboard" }).count()).toBe(0);
    const res = await page.goto("/admin/queues");
    expect(res?.status()).toBe(403);
    expect(await page.textContent("body")).toContain("Administrator access required");
  });

  it("sends a signed-out visitor of the board to sign in, and back to the board afterwards", async () => {
    const register = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ ...newUser("Second Admin"), email: SECOND_ADMIN }),
    });
    expect(register.status).toBe(201);
    await app.verifyEmail(SECOND_ADMIN);
    const page = await app.newPage();
    await page.goto("/admin/queues");
    await page.waitForURL((u) => u.pathname === "/auth/login" && u.searchParams.get("next") === "/admin/queues");
    await page.getByLabel("Email", { exact: true }).fill(SECOND_ADMIN);
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/admin/queues"));
    await page.getByText("scrape", { exact: true }).first().waitFor({ timeout: 20_000 });
  });
});
