import type { NewPractice } from "@cbct/shared/db/schema/practices";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countCsvRecords, readCsvHead, readExport } from "./csv.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { snap } from "./screenshot.ts";
import { insertLeads, insertManyLeads } from "./seed-leads.ts";

/** Every dental practice in the US, roughly: the table must page, sort and count these on the server. */
const BULK = 200_000;

/** Named leads on top of the bulk ones, for sorting and smart search. */
const NAMED: NewPractice[] = [
  {
    practiceName: "Aardvark Family Dental",
    city: "Fredericksburg",
    state: "VA",
    address: "100 Caroline St",
    zipCode: "22401",
    leadType: "hot",
    leadScore: 149,
    cbctStatus: "not_detected",
    hasImplantPlacement: true,
    hasImplants: true,
  },
  {
    practiceName: "Zephyr Dental Arts",
    city: "Fredericksburg",
    state: "VA",
    address: "900 Princess Anne St",
    zipCode: "22401",
    leadType: "hot",
    leadScore: 148,
    cbctStatus: "uncertain",
    hasImplantPlacement: true,
    hasImplants: true,
  },
  { practiceName: "Riverside Ortho", city: "Richmond", state: "VA", leadType: "cold", leadScore: 12 },
];
const TOTAL = BULK + NAMED.length;
const fmt = (n: number) => n.toLocaleString("en-US");

let app: E2eApp;
let page: Page;
const admin = newUser("Ada Admin");

beforeAll(async () => {
  app = await startE2eApp({ ADMIN_EMAILS: admin.email });
  await insertManyLeads(app.databaseUrl, BULK);
  await insertLeads(app.databaseUrl, NAMED);
  page = await app.newPage();
  await registerThroughUi(page, newUser());
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const table = () => page.getByTestId("leads-table");
const bodyRows = () => table().locator("tbody tr");
/** Waits until the table shows `text` and no newer page, sort or search is still loading. */
const expectRange = async (p: Page, text: string) => {
  await p
    .getByTestId("leads-range")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
  await settled(p);
};
const settled = (p: Page) => p.locator('[data-testid="leads-table"][aria-busy="false"]').waitFor();
const firstRowName = async () =>
  (await bodyRows().first().locator("td").nth(1).locator("p").first().textContent())?.trim();
/** The practice names the table shows, top to bottom. */
const shownNames = async () =>
  (
    await bodyRows()
      .locator("td:nth-child(2)")
      .evaluateAll((cells) => cells.map((c) => c.querySelector("p")?.textContent))
  ).map((name) => (name ?? "").trim());
const exportToast = (description: string, title = "Export Started") =>
  page.getByTestId("toast").filter({ hasText: title }).filter({ hasText: description });
/** Records what the page itself asks of the export (fetch or XHR; the browser's own downloads are not page requests). */
function watchExportRequests(p: Page) {
  const seen: Request[] = [];
  const track = (r: Request) => {
    if (new URL(r.url()).pathname === "/api/export/practices") seen.push(r);
  };
  p.on("request", track);
  return { seen, stop: () => p.off("request", track) };
}

describe(`Qualified Leads at ${fmt(BULK)} leads`, () => {
  it("shows the first page with the true total and pages on the server", async () => {
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
    expect(await bodyRows().count()).toBe(20);
    expect(await firstRowName()).toBe("Aardvark Family Dental");
    await page.getByTestId("chart-states").getByText("VA").first().waitFor();
    await snap(page, "dashboard-full");
    const lastPage = Math.ceil(TOTAL / 20);
    await page.getByRole("button", { name: `Page ${lastPage}`, exact: true }).click();
    await expectRange(page, `Showing ${fmt((lastPage - 1) * 20 + 1)}-${fmt(TOTAL)} of ${fmt(TOTAL)}`);
    expect(await bodyRows().count()).toBe(TOTAL % 20 || 20);
    await page.getByRole("button", { name: "Page 5", exact: true }).click();
    await page.getByRole("button", { name: "Next page" }).click();
    await expectRange(page, `Showing 101-120 of ${fmt(TOTAL)}`);
    // Page 6 has no button of the first five: it gets its own, marked as the current page.
    const current = page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]');
    expect((await current.textContent())?.trim()).toBe("6");
    await snap(page, "dashboard-page-6");
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("100");
    await expectRange(page, `Showing 1-100 of ${fmt(TOTAL)}`);
    expect(await bodyRows().count()).toBe(100);
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("20");
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
  });

  it("sorts by practice, both ways, and back by lead score", async () => {
    const header = table().getByRole("columnheader", { name: "Practice" });
    await header.getByRole("button").click();
    await settled(page);
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    expect(await firstRowName()).toBe("Aardvark Family Dental");
    expect(await bodyRows().nth(1).textContent()).toContain("Bulk Practice 000001");
    await header.getByRole("button").click();
    await settled(page);
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    expect(await firstRowName()).toBe("Zephyr Dental Arts");
    expect(await bodyRows().nth(1).textContent()).toContain("Riverside Ortho");
    await table().getByRole("columnheader", { name: "Lead Score" }).getByRole("button").click();
    await settled(page);
    expect(await firstRowName()).toBe("Aardvark Family Dental");
    expect(await bodyRows().nth(1).textContent()).toContain("Zephyr Dental Arts");
  });

  it("keeps the selection across pages and exports exactly the selected leads", async () => {
    const firstPage = await shownNames();
    expect(firstPage).toHaveLength(20);
    await page.getByLabel("Select all leads on this page").check({ force: true });
    await page.getByTestId("selection-bar").filter({ hasText: "20 leads selected" }).waitFor();
    await page.getByRole("button", { name: "Next page" }).click();
    await expectRange(page, `Showing 21-40 of ${fmt(TOTAL)}`);
    expect(await page.getByLabel("Select all leads on this page").isChecked()).toBe(false);
    const [onSecondPage] = await shownNames();
    await bodyRows().first().getByRole("checkbox").check({ force: true });
    await page.getByTestId("selection-bar").filter({ hasText: "21 leads selected" }).waitFor();
    await page.getByRole("button", { name: "Export Selected (21)" }).waitFor();
    await snap(page, "selection");
    await page.getByRole("button", { name: "Previous page" }).click();
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
    expect(await page.getByLabel("Select all leads on this page").isChecked()).toBe(true);

    const [download, request] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForRequest((r) => new URL(r.url()).pathname === "/api/export/practices"),
      page.getByTestId("selection-bar").getByRole("button", { name: "Export Selected" }).click(),
    ]);
    // The ids go in a POST body (thousands of them do not fit in a URL), with the table's order.
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain("?");
    const body = request.postDataJSON() as { practiceIds: number[]; format: string; sort: string; order: string };
    expect(body).toMatchObject({ format: "csv", sort: "leadScore", order: "desc" });
    expect(body.practiceIds).toHaveLength(21);
    // Exactly the 20 leads of the first page and the first of the second, in the table's order.
    const { names } = await readExport((await download.path())!);
    expect(names).toEqual([...firstPage, onSecondPage]);
    expect(names[0]).toBe("Aardvark Family Dental");
    await exportToast("Exporting 21 selected leads").waitFor();

    await page.getByRole("button", { name: "Clear Selection" }).click();
    await page.getByTestId("selection-bar").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Export All" }).waitFor();
  });

  it("plans a driving route through the selected leads in a new tab", async () => {
    // The route opens Google Maps; answer it here so no request leaves the machine.
    await page.context().route("https://www.google.com/**", (route) => route.fulfill({ body: "maps" }));
    for (const name of ["Aardvark Family Dental", "Zephyr Dental Arts"]) {
      await page.getByLabel(`Select ${name}`).check({ force: true });
    }
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: "Plan route" }).click(),
    ]);
    await popup.waitForURL(/google\.com\/maps\/dir/);
    const url = decodeURIComponent(popup.url().replace(/\+/g, " "));
    expect(url).toContain("origin=100 Caroline St, Fredericksburg, VA 22401");
    expect(url).toContain("destination=900 Princess Anne St");
    await page.getByTestId("toast").filter({ hasText: "Route Ready" }).waitFor();
    await popup.close();
    await page.getByRole("button", { name: "Clear Selection" }).click();
  });

  it("shows what smart search understood, how sure it is and how many leads matched", async () => {
    const box = page.getByLabel("AI Smart Search");
    await box.fill("hot leads in Fredericksburg VA without a CBCT that place implants");
    await box.press("Enter");
    const info = page.getByTestId("search-info");
    await info.waitFor();
    expect(await page.getByTestId("search-explanation").textContent()).toBe(
      "Hot leads in Fredericksburg, VA without a CBCT, offering implants.",
    );
    expect(await page.getByTestId("search-confidence").textContent()).toMatch(/^Confidence \d{2,3}%$/);
    expect(await page.getByTestId("search-result-count").textContent()).toBe("2 results");
    await snap(page, "smart-search");
    await expectRange(page, "Showing 1-2 of 2");
    // The hidden classic filter bar holds what was understood.
    expect(await page.getByTestId("classic-filter-bar").isVisible()).toBe(false);
    expect(await page.getByLabel("Lead type", { exact: true }).inputValue()).toBe("hot");

    // Export All takes the search: the 2 matching leads, in the table's order, not all 200,003.
    // The toast shows on the click, for 5 s: watch for it alongside the download.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportToast("Exporting 2 leads matching your search").waitFor(),
      page.getByRole("button", { name: "Export All" }).click(),
    ]);
    const exported = new URL(download.url());
    expect(exported.pathname).toBe("/api/export/practices");
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      sort: "leadScore",
      order: "desc",
      smartSearch: "hot leads in Fredericksburg VA without a CBCT that place implants",
      format: "csv",
    });
    expect((await readExport((await download.path())!)).names).toEqual([
      "Aardvark Family Dental",
      "Zephyr Dental Arts",
    ]);

    await box.fill("hot leads in Fredericksburg with friendly staff");
    await box.press("Enter");
    await page.getByTestId("search-not-understood").waitFor();
    expect(await page.getByTestId("search-not-understood").textContent()).toContain("friendly");

    await page.getByTestId("smart-search").getByRole("button", { name: "Clear" }).click();
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
    expect(await box.inputValue()).toBe("");
    expect(await page.getByTestId("search-info").count()).toBe(0);
  });

  // 200,003 leads are some 730 MB of CSV: the browser streams them to disk; the page never holds them.
  it(`exports all ${fmt(TOTAL)} leads with Export All when nothing narrows the table`, async () => {
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
    const requests = watchExportRequests(page);
    // The toast shows on the click, for 5 s; the download event waits for the answer's headers.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportToast("Exporting all leads").waitFor(),
      page.getByRole("button", { name: "Export All" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dental-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Object.fromEntries(new URL(download.url()).searchParams)).toEqual({
      sort: "leadScore",
      order: "desc",
      format: "csv",
    });
    const file = await download.path();
    expect(await download.failure()).toBeNull();
    requests.stop();
    // No fetch() by the page (that would build the file as a blob in its memory): the browser downloaded the URL.
    expect(requests.seen).toHaveLength(0);
    expect(await countCsvRecords(file!)).toBe(TOTAL + 1);
    const [header, ...first] = await readCsvHead(file!);
    expect(header?.[0]).toBe("Practice Name");
    expect(first.slice(0, 2).map((row) => row[0])).toEqual(["Aardvark Family Dental", "Zephyr Dental Arts"]);
    await download.delete();
  }, 600_000);

  // Moving and restoring 200,000 rows on a shared 2-core machine takes a while: a generous time limit.
  it("moves every lead to the recycle bin on Clear All, and an admin restores them", async () => {
    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Clear All (${fmt(TOTAL)})` }).click();
    await page.getByTestId("toast").filter({ hasText: "Leads Cleared" }).waitFor({ timeout: 180_000 });
    await page.getByText("No leads yet").waitFor();
    expect(question.endsWith("This action cannot be undone.")).toBe(true);
    expect(question).toContain("30 days");
    await page.getByRole("button", { name: "Clear All (0)" }).waitFor();

    const adminPage = await app.newPage();
    await registerThroughUi(adminPage, admin);
    await app.verifyEmail(admin.email);
    const restored = await adminPage.evaluate(async () => {
      const batches = (await fetch("/api/admin/recycle-bin").then((r) => r.json())) as { batchId: string }[];
      const res = await fetch(`/api/admin/recycle-bin/${batches[0]?.batchId}/restore`, { method: "POST" });
      return res.status;
    });
    expect(restored).toBe(200);
    await page.reload();
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
  }, 300_000);
});

describe("Loading and failure", () => {
  it("shows 5 skeleton rows and no range while the first page loads", async () => {
    const p = await app.newPage();
    await registerThroughUi(p, newUser());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await p.route("**/api/practices?*", async (route) => {
      await held;
      await route.continue();
    });
    await p.reload();
    await p.getByTestId("skeleton-row").first().waitFor();
    expect(await p.getByTestId("skeleton-row").count()).toBe(5);
    await snap(p, "loading");
    expect(await p.getByTestId("leads-range").count()).toBe(0);
    expect(await p.getByText("No leads yet").count()).toBe(0);
    release();
    await expectRange(p, `Showing 1-20 of ${fmt(TOTAL)}`);
    await p.unroute("**/api/practices?*");
  });

  it("says a failed load failed, with a retry that recovers (not 'No leads yet')", async () => {
    const p = await app.newPage();
    await registerThroughUi(p, newUser());
    await p.route("**/api/practices?*", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await p.reload();
    const error = p.getByTestId("leads-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("503");
    expect(await p.getByText("No leads yet").count()).toBe(0);
    expect(await p.getByTestId("leads-range").count()).toBe(0);
    await snap(p, "load-error");
    await p.unroute("**/api/practices?*");
    await error.getByRole("button", { name: "Retry" }).click();
    await expectRange(p, `Showing 1-20 of ${fmt(TOTAL)}`);
  });
});

describe("Polling", () => {
  it("polls the page every 30 s as a conditional request the server answers 304", async () => {
    const p = await app.newPage();
    await registerThroughUi(p, newUser());
    await p.clock.install();
    await p.reload();
    await expectRange(p, `Showing 1-20 of ${fmt(TOTAL)}`);
    const poll = p.waitForResponse((res) => /\/api\/practices\?/.test(res.url()));
    await p.clock.runFor(30_000);
    const res = await poll;
    // The browser's HTTP cache revalidated the page (it reports the cached answer to the app and to Playwright as 200).
    const etag = (await res.request().allHeaders())["if-none-match"];
    expect(etag).toMatch(/^(W\/)?"/);
    // The server's answer to that very request: 304, no body.
    const server = await p.evaluate(
      async ([url, tag]) => {
        const r = await fetch(url, { headers: { "If-None-Match": tag }, cache: "no-store" });
        return { status: r.status, body: (await r.text()).length };
      },
      [res.url(), etag ?? ""] as const,
    );
    expect(server).toEqual({ status: 304, body: 0 });
    await expectRange(p, `Showing 1-20 of ${fmt(TOTAL)}`);
  });
});

describe("Navigation", () => {
  it("below 768 px swaps the sidebar for a drawer that reaches every screen", async () => {
    const p = await app.newPage({ width: 390, height: 844 });
    await registerThroughUi(p, newUser());
    expect(await p.getByTestId("profile-card").isVisible()).toBe(false);
    await expectRange(p, `Showing 1-20 of ${fmt(TOTAL)}`);
    await snap(p, "mobile-dashboard");
    await p.getByRole("button", { name: "Open navigation" }).click();
    const drawer = p.getByTestId("nav-drawer");
    await drawer.waitFor();
    for (const entry of ["Dashboard", "Automated Pipeline", "CBCT Detection Tester", "Glide Integration"]) {
      await drawer.getByRole("link", { name: entry }).waitFor();
    }
    await snap(p, "mobile-drawer");
    await drawer.getByRole("link", { name: "CBCT Detection Tester" }).click();
    await p.waitForURL("**/cbct-tester");
    await drawer.waitFor({ state: "hidden" });
    await p.getByRole("heading", { name: "CBCT Detection Tester" }).waitFor();
  });

  it("keeps the sidebar at the spec's two entries and reaches the tools from the avatar menu", async () => {
    await page.goto("/dashboard");
    await page.locator("aside").getByRole("link").first().waitFor();
    const links = await page.locator("aside").getByRole("link").allTextContents();
    expect(links.map((l) => l.trim())).toEqual(["Dashboard", "Automated Pipeline"]);
    for (const [item, path] of [
      ["CBCT Detection Tester", "/cbct-tester"],
      ["Glide Integration", "/glide-integration"],
      ["Google Sheets Export", "/google-sheets"],
    ] as const) {
      // Each time from a closed menu to one fully open: a click on the item of a menu still closing, or not yet open,
      // can land on the menu's exit or entry state (two CI runs timed out here or on accounts' Administration).
      await page.getByRole("menu").waitFor({ state: "hidden" });
      await page.getByTestId("user-menu").click();
      const menu = page.locator('[role="menu"][data-state="open"]');
      await menu.waitFor();
      await menu.getByRole("menuitem", { name: item }).click();
      await page.waitForURL(`**${path}`);
    }
  });

  it("dismisses a toast swiped right past 50 px, and keeps one swiped less", async () => {
    await page.goto("/dashboard");
    await expectRange(page, `Showing 1-20 of ${fmt(TOTAL)}`);
    const swipe = async (dx: number) => {
      const box = (await page.getByTestId("toast").boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    // The selection is not what this test is about: a click on the row's box that lands while the freshly loaded
    // table is still being laid out was once lost (CI, 2026-11-27); click again until the selection bar shows it.
    const aardvark = page.getByLabel("Select Aardvark Family Dental");
    await expect
      .poll(
        async () => {
          if (!(await aardvark.isChecked())) await aardvark.click({ force: true });
          return page.getByTestId("selection-bar").filter({ hasText: "1 lead selected" }).isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await page.getByTestId("selection-bar").getByRole("button", { name: "Export Selected" }).click();
    await page.getByTestId("toast").waitFor();
    await swipe(30);
    expect(await page.getByTestId("toast").isVisible()).toBe(true);
    await swipe(90);
    await page.getByTestId("toast").waitFor({ state: "detached" });
  });
});
