import { readFile } from "node:fs/promises";
import { createDb } from "@cbct/shared/db/client";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";

let app: E2eApp;
let page: Page;

/** 25 leads, scores 125 down to 5, so the table (sorted by score) lists "Practice 01" first. */
function seedLeads(): NewPractice[] {
  return Array.from({ length: 25 }, (_, i) => ({
    practiceName: `Practice ${String(i + 1).padStart(2, "0")}`,
    doctorName: i === 0 ? null : `Dr. Lee ${i + 1}`,
    city: i === 0 ? "Fredericksburg" : null,
    state: i === 0 ? "VA" : null,
    cbctStatus: i === 0 ? "confirmed" : "not_detected",
    cbctConfidence: i === 0 ? "92.00" : "0",
    leadScore: 125 - i * 5,
    hasImplants: i === 0,
    hasOralSurgery: i === 0,
    hasEndo: i === 0,
    lastUpdated: new Date(Date.now() - 3 * 24 * 3600 * 1000),
  }));
}

beforeAll(async () => {
  app = await startE2eApp();
  const { db, close } = createDb(app.databaseUrl, { max: 1 });
  try {
    await db.insert(practices).values(seedLeads());
  } finally {
    await close();
  }
  page = await app.newPage();
  await registerThroughUi(page, newUser());
});
afterAll(async () => {
  await app?.close();
});

/** Waits for the range indicator to read `text` (re-renders after a click are not awaited by the click). */
const expectRange = (text: string) =>
  page
    .getByTestId("leads-range")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
const table = () => page.getByTestId("leads-table");
const bodyRows = () => table().locator("tbody tr");

describe("Qualified Leads table", () => {
  it("shows the first page of 20 with the spec's cells", async () => {
    await table().getByText("Practice 01", { exact: true }).waitFor();
    await expectRange("Showing 1-20 of 25");
    expect(await bodyRows().count()).toBe(20);
    const first = bodyRows().first();
    const text = (await first.textContent()) ?? "";
    for (const cell of ["Unknown Doctor", "Confirmed", "92%", "125", "Implants", "Oral Surgery", "+1 more"]) {
      expect(text).toContain(cell);
    }
    expect(text).toContain("Fredericksburg, VA");
    expect(text).toContain("3 days ago");
    expect(await bodyRows().nth(1).textContent()).toContain("Unknown");
  });

  it("opens a lead from its eye button and explains its practice score", async () => {
    await page.getByRole("button", { name: "View Practice 01" }).click();
    await page.getByTestId("lead-details").getByRole("tab", { name: "Scoring" }).click();
    const breakdown = page.getByTestId("tab-scoring");
    await breakdown.waitFor();
    const text = (await breakdown.textContent()) ?? "";
    // Spec 9 points from the shared scoring module: oral surgery +25, endodontics +15, confirmed CBCT -50.
    expect(text).toContain("+25");
    expect(text).toContain("+15");
    expect(text).toContain("-50");
    await page.keyboard.press("Escape");
    await breakdown.waitFor({ state: "detached" });
  });

  it("pages on the server and resets to page 1 when the page size changes", async () => {
    await page.getByRole("button", { name: "Next page" }).click();
    await expectRange("Showing 21-25 of 25");
    expect(await bodyRows().count()).toBe(5);
    await page.getByRole("button", { name: "Page 1", exact: true }).click();
    await expectRange("Showing 1-20 of 25");
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
    await expectRange("Showing 1-25 of 25");
    expect(await bodyRows().count()).toBe(25);
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("20");
  });

  it("selects a page of leads, highlights them and offers to export the selection", async () => {
    await page.getByLabel("Select all leads on this page").check({ force: true });
    await page.getByRole("button", { name: "Export Selected (20)" }).waitFor();
    expect(await table().locator("tbody tr[data-selected]").count()).toBe(20);
    await page.getByLabel("Select Practice 01").uncheck({ force: true });
    await page.getByRole("button", { name: "Export Selected (19)" }).waitFor();
    expect(await page.getByLabel("Select all leads on this page").isChecked()).toBe(false);
  });

  it("downloads the selected leads as a CSV file", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Selected (19)" }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dental-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Practice Name");
    expect(lines).toHaveLength(20);
    expect(csv).not.toContain("Practice 01,");
    await page.getByTestId("toast").filter({ hasText: "Export Started" }).waitFor();
  });

  it("clears every lead after the browser confirmation", async () => {
    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Clear All (25)" }).click();
    await page.getByTestId("toast").filter({ hasText: "Leads Cleared" }).waitFor();
    await page.getByText("No leads yet").waitFor();
    expect(question.endsWith("This action cannot be undone.")).toBe(true);
    expect(await page.getByRole("button", { name: "Clear All (0)" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Export All" }).waitFor();
  });
});
