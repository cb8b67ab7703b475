import type { NewPractice } from "@cbct/shared/db/schema/practices";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { insertLeads } from "./seed-leads.ts";
import { snap } from "./screenshot.ts";

/** Three hot leads in Fredericksburg (scores put Charlie first) and three cold ones in Richmond. */
const LEADS: NewPractice[] = [
  { practiceName: "Bravo Dental", city: "Fredericksburg", state: "VA", leadType: "hot", leadScore: 110 },
  { practiceName: "Charlie Dental", city: "Fredericksburg", state: "VA", leadType: "hot", leadScore: 130 },
  { practiceName: "Alpha Dental", city: "Fredericksburg", state: "VA", leadType: "hot", leadScore: 90 },
  { practiceName: "Richmond One", city: "Richmond", state: "VA", leadType: "cold", leadScore: 20 },
  { practiceName: "Richmond Two", city: "Richmond", state: "VA", leadType: "cold", leadScore: 15 },
  { practiceName: "Richmond Three", city: "Richmond", state: "VA", leadType: "cold", leadScore: 10 },
];

let app: E2eApp;
let page: Page;
beforeAll(async () => {
  app = await startE2eApp();
  await insertLeads(app.databaseUrl, LEADS);
  page = await app.newPage();
  await registerThroughUi(page, newUser());
});
afterAll(async () => {
  await app?.close();
});

const range = (p: Page, text: string) =>
  p
    .getByTestId("leads-range")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
const settled = (p: Page) => p.locator('[data-testid="leads-table"][aria-busy="false"]').waitFor();
/** The practice names the table shows, top to bottom. */
const shownNames = async (p: Page) => {
  await settled(p);
  return (
    await p
      .getByTestId("leads-table")
      .locator("tbody tr td:nth-child(2)")
      .evaluateAll((cells) => cells.map((c) => c.querySelector("p")?.textContent ?? ""))
  ).map((name) => name.trim());
};
const practiceHeader = (p: Page) => p.getByTestId("leads-table").getByRole("columnheader", { name: "Practice" });
const search = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

describe("the dashboard's view is its URL", () => {
  it("keeps a smart search and a sort through a reload, a copied link and Back", async () => {
    await page.goto("/dashboard");
    await range(page, "Showing 1-6 of 6");
    expect(search(page)).toEqual({});

    const box = page.getByLabel("AI Smart Search");
    await box.fill("hot leads in Fredericksburg");
    await box.press("Enter");
    await range(page, "Showing 1-3 of 3");
    expect(await shownNames(page)).toEqual(["Charlie Dental", "Bravo Dental", "Alpha Dental"]);
    expect(search(page)).toEqual({ smartSearch: "hot leads in Fredericksburg" });

    await practiceHeader(page).getByRole("button").click();
    await page.waitForURL(/sort=practiceName/);
    expect(search(page)).toMatchObject({ sort: "practiceName", order: "asc" });
    expect(await shownNames(page)).toEqual(["Alpha Dental", "Bravo Dental", "Charlie Dental"]);
    await snap(page, "dashboard-url-sorted");

    // A reload shows the same view.
    await page.reload();
    await range(page, "Showing 1-3 of 3");
    expect(await shownNames(page)).toEqual(["Alpha Dental", "Bravo Dental", "Charlie Dental"]);
    expect(await practiceHeader(page).getAttribute("aria-sort")).toBe("ascending");
    expect(await page.getByLabel("AI Smart Search").inputValue()).toBe("hot leads in Fredericksburg");

    // The copied address, opened in another page, shows the same rows.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await range(other, "Showing 1-3 of 3");
    expect(await shownNames(other)).toEqual(["Alpha Dental", "Bravo Dental", "Charlie Dental"]);
    await other.close();

    // Back undoes the sort, then the search.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("sort"));
    expect(await shownNames(page)).toEqual(["Charlie Dental", "Bravo Dental", "Alpha Dental"]);
    await page.goBack();
    await range(page, "Showing 1-6 of 6");
    expect(search(page)).toEqual({});
  });

  it("opens a link with a filter, a page size and a sort as given, and ignores what it cannot read", async () => {
    await page.goto("/dashboard?leadType=cold&sort=practiceName&order=desc&pageSize=50");
    await range(page, "Showing 1-3 of 3");
    expect(await shownNames(page)).toEqual(["Richmond Two", "Richmond Three", "Richmond One"]);
    expect(await page.getByRole("combobox", { name: "Rows per page" }).inputValue()).toBe("50");

    await page.goto("/dashboard?page=banana&sort=password&order=sideways&cbctStatus=owned&pageSize=7");
    await range(page, "Showing 1-6 of 6");
    expect(await shownNames(page)).toEqual([
      "Charlie Dental",
      "Bravo Dental",
      "Alpha Dental",
      "Richmond One",
      "Richmond Two",
      "Richmond Three",
    ]);
  });

  it("carries the filters to the map and back", async () => {
    await page.goto("/dashboard?leadType=cold");
    await range(page, "Showing 1-3 of 3");
    await page.getByRole("link", { name: "Map" }).click();
    await page.waitForURL(/\/map\?/);
    expect(search(page)).toMatchObject({ leadType: "cold" });
    await page.getByRole("link", { name: "Table" }).click();
    await page.waitForURL(/\/dashboard/);
    expect(search(page)).toEqual({ leadType: "cold" });
    await range(page, "Showing 1-3 of 3");
  });
});
