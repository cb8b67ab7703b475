import { createDb } from "@cbct/shared/db/client";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readExport } from "./csv.ts";
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
/** "Practice 02" and so on, from `from` to `to`. */
const practiceNames = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Practice ${String(from + i).padStart(2, "0")}`);
const exportToast = (description: string, title = "Export Started") =>
  page.getByTestId("toast").filter({ hasText: title }).filter({ hasText: description });

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
    // The spec's "Unknown Doctor" is a placeholder, styled as one, not a name.
    const placeholder = first.getByTestId("doctor-unknown");
    expect(await placeholder.textContent()).toBe("Unknown Doctor");
    expect(await placeholder.evaluate((el) => getComputedStyle(el).fontStyle)).toBe("italic");
  });

  it("opens a lead from its eye button and explains its practice score", async () => {
    await page.getByRole("button", { name: "View Practice 01" }).click();
    // A missing doctor is simply absent from the dialog's header: no placeholder presented as a name.
    const subtitle = page.getByTestId("lead-details-subtitle");
    await subtitle.waitFor();
    expect(await subtitle.textContent()).toBe("Fredericksburg, VA");
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

  it("downloads the selected leads as a CSV file, posting their ids", async () => {
    const [download, request] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForRequest((r) => r.url().endsWith("/api/export/practices")),
      page.getByRole("button", { name: "Export Selected (19)" }).first().click(),
    ]);
    expect(request.method()).toBe("POST");
    expect(request.postDataJSON()).toMatchObject({ format: "csv", sort: "leadScore", order: "desc" });
    expect((request.postDataJSON() as { practiceIds: number[] }).practiceIds).toHaveLength(19);
    expect(download.suggestedFilename()).toMatch(/^dental-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, names } = await readExport((await download.path())!);
    expect(header[0]).toBe("Practice Name");
    // Practice 02 to 20, in the table's order (lead score, best first).
    expect(names).toEqual(practiceNames(2, 20));
    await exportToast("Exporting 19 selected leads").waitFor();
  });

  it("says the export failed when the server refuses the selection", async () => {
    await page.route("**/api/export/practices", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page.getByTestId("selection-bar").getByRole("button", { name: "Export Selected" }).click();
    await exportToast("Failed to export data", "Export Failed").waitFor();
    await page.unroute("**/api/export/practices");
  });

  it("exports every lead with Export All when nothing narrows the table, as a plain browser download", async () => {
    await page.getByRole("button", { name: "Clear Selection" }).click();
    // A fetch() or XHR by the page would show up here; the browser's own download does not.
    const pageRequests: string[] = [];
    const track = (r: Request) => {
      if (r.url().includes("/api/export/practices")) pageRequests.push(`${r.method()} ${r.resourceType()}`);
    };
    page.on("request", track);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportToast("Exporting all leads").waitFor(),
      page.getByRole("button", { name: "Export All" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dental-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const { names } = await readExport((await download.path())!);
    expect(names).toEqual(practiceNames(1, 25));
    page.off("request", track);
    expect(pageRequests).toEqual([]);
    // The file came straight from the GET URL, not from a blob the page built.
    expect(new URL(download.url()).pathname).toBe("/api/export/practices");
    expect(Object.fromEntries(new URL(download.url()).searchParams)).toEqual({
      sort: "leadScore",
      order: "desc",
      format: "csv",
    });
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
