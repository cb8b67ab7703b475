import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { LEAD_CHANGED_MESSAGE } from "@cbct/core/contracts/leads-workspace";
import type { Page, Request } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULL_LEAD } from "./full-lead.fixture.ts";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { snap } from "./screenshot.ts";
import { insertLeads } from "./seed-leads.ts";

const run = promisify(execFile);

let app: E2eApp;
let page: Page;
let leadId: number;
let otherId: number;

beforeAll(async () => {
  app = await startE2eApp();
  [leadId, otherId] = (await insertLeads(app.databaseUrl, [
    FULL_LEAD,
    // The same name on another site: the domain tells them apart.
    {
      ...FULL_LEAD,
      websiteDomain: "brightsmiles-stafford.example",
      website: "https://brightsmiles-stafford.example",
      city: "Stafford",
      leadScore: 40,
      practiceScore: 20,
      aiScore: 20,
      hasOralSurgery: false,
      hasEndo: false,
    },
  ])) as [number, number];
  page = await app.newPage();
  await registerThroughUi(page, newUser("Sam Rivera"));
});
afterAll(async () => {
  await app?.close();
});

const dialog = () => page.getByTestId("lead-details");
const openLead = async (p: Page, id: number, domain: string) => {
  await p.goto("/dashboard");
  const row = p.getByTestId("leads-table").locator("tbody tr").filter({ hasText: domain });
  await row.getByRole("button", { name: "View Bright Smiles Dental" }).click();
  await p.getByTestId("lead-details").getByRole("tab", { name: "Overview" }).waitFor();
  await p.getByTestId("lead-details").getByText("Last updated", { exact: false }).waitFor();
  void id;
};
/** A switch of the scoring editor, by its label. */
const toggle = (p: Page, name: string) =>
  p
    .getByTestId("lead-details")
    .getByTestId("scoring-editor")
    .locator("label")
    .filter({ hasText: new RegExp(`^${name}`) })
    .click();
const tab = async (name: string) => {
  await dialog().getByRole("tab", { name }).click();
  const content = dialog().getByTestId(`tab-${name.toLowerCase().replace(/\s+/g, "-")}`);
  await content.waitFor();
  return (await content.textContent()) ?? "";
};

/** What every tab must show for FULL_LEAD, used for the dialog and the PDF alike. */
const EXPECTED: Record<string, string[]> = {
  Overview: [
    "Dr. Maya Chen",
    "(540) 555-0142",
    "frontdesk@brightsmiles.example",
    "1200 Princess Anne St, Fredericksburg, VA 22401",
    "4.7/5.0 (212 reviews)",
    "$185,000",
    "$240,000",
    "312.5%",
    "Sam Rivera",
    "6-12 months",
    "Asked for a demo after the spring hygiene rush.",
    "Refers 3D imaging to Fredericksburg Imaging Center",
  ],
  Scoring: ["92/150", "65/100", "27/50", "Implant placement", "+25", "Oral surgery", "Endodontics", "Digital x-ray"],
  "Sales Analysis": [
    "34/50",
    "Short term",
    "Clinical roi",
    "$120k-$180k",
    "Surgical volume with every 3D scan sent out across town.",
    "Places implants in house",
    "Just finished a remodel",
    "Busy surgical practice without its own cone beam.",
  ],
  Age: [
    "Growing",
    "14 (estimated)",
    "2009",
    "17 years",
    "WordPress",
    "iTero scanner",
    "Founded in 2012 and expanded in 2024.",
  ],
  Strategy: [
    "Clinical ROI: keep the 3D scans",
    "Demo within 30 days",
    "Entry-level CBCT with a guided-surgery bundle.",
    "Guided implant surgery without the referral trip",
    "Second surgeon starts in March",
    "The imaging center across town reads every scan today.",
    "Space: the unit fits the old panoramic room",
    "Book the demo with Dr. Chen",
  ],
};

describe("Phone screens", () => {
  it("lays the dashboard out within a 390 px screen (nothing scrolls sideways but the table)", async () => {
    const phone = await app.newPage({ width: 390, height: 844 });
    await registerThroughUi(phone, newUser());
    await phone.getByTestId("lead-domain").first().waitFor();
    await phone.getByTestId("chart-states").getByText("VA").waitFor();
    const offenders = await phone.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest("table"))
        .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
        .map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 40)}`),
    );
    await snap(phone, "phone-dashboard");
    expect(offenders).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe("Lead Details dialog", () => {
  it("tells same-named practices apart by their domain", async () => {
    await page.goto("/dashboard");
    await page.getByTestId("lead-domain").nth(1).waitFor();
    await page.getByTestId("chart-score").locator(".recharts-bar-rectangle").first().waitFor();
    await snap(page, "dashboard-small");
    const domains = await page.getByTestId("lead-domain").allTextContents();
    expect(domains.map((d) => d.replace("·", "").trim()).sort()).toEqual([
      "brightsmiles-stafford.example",
      "brightsmiles.example",
    ]);
  });

  it("shows every field the worker fills across the five tabs, with the footer dates", async () => {
    await openLead(page, leadId, "brightsmiles.example");
    for (const [name, values] of Object.entries(EXPECTED)) {
      const text = await tab(name);
      for (const value of values) expect(text, `${name} shows ${value}`).toContain(value);
    }
    await dialog().getByRole("tab", { name: "Overview" }).click();
    await snap(page, "lead-overview");
    const footer = (await dialog().getByTestId("lead-dates").textContent()) ?? "";
    expect(footer).toContain("Last scraped Nov 20, 2026");
    expect(footer).toContain("Last updated Nov 21, 2026");
  });

  it("shows the lead's history: each CBCT reading and the changes a refresh recorded", async () => {
    const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await sql`insert into cbct_detections (practice_id, detection_type, confidence, created_at)
        values (${leadId}, 'not_detected', 10, '2025-06-01T12:00:00Z'), (${leadId}, 'confirmed', 95, '2026-11-20T12:00:00Z')`;
      await sql`insert into activity_log (type, message, practice_id, metadata, created_at)
        values ('lead_changed', 'A CBCT scanner appeared: Planmeca ProMax 3D', ${leadId}, ${sql.json({ kind: "scanner_appeared" })}, '2026-11-20T12:00:00Z')`;
    } finally {
      await sql.end();
    }
    await openLead(page, leadId, "brightsmiles.example");
    const history = dialog().getByTestId("lead-history");
    await history.getByText("A CBCT scanner appeared: Planmeca ProMax 3D").waitFor();
    const text = (await history.textContent()) ?? "";
    // Newest first: confirmed (Nov 20, 2026) above not detected (Jun 1, 2025).
    expect(text.indexOf("Confirmed")).toBeGreaterThan(-1);
    expect(text.indexOf("Confirmed")).toBeLessThan(text.indexOf("Not Detected"));
    // The dialog stays open on Overview, as the tests below expect.
  });

  it("exports a PDF report holding every tab's content", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog().getByRole("button", { name: "Export PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Bright-Smiles-Dental-report-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.pdf$/,
    );
    const file = (await download.path())!;
    if (process.env.E2E_SCREENSHOT_DIR) await run("cp", [file, `${process.env.E2E_SCREENSHOT_DIR}/report.pdf`]);
    const { stdout: info } = await run("pdfinfo", [file]);
    expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
    const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
    const flat = text.replace(/\s+/g, " ");
    for (const name of Object.keys(EXPECTED)) expect(flat).toContain(name);
    for (const [name, values] of Object.entries(EXPECTED)) {
      for (const value of values) expect(flat, `PDF ${name} shows ${value}`).toContain(value.replace(/\s+/g, " "));
    }
    await page.getByTestId("toast").filter({ hasText: "PDF Export Complete" }).waitFor();
  });

  it("recomputes the scores at once when a service is toggled, without the floor, and restores on Cancel", async () => {
    await dialog().getByRole("button", { name: "Edit" }).click();
    await dialog().getByRole("tab", { name: "Scoring" }).click();
    const practice = dialog().getByTestId("draft-practice-score");
    const lead = dialog().getByTestId("draft-lead-score");
    // Stored 65 = implant placement 25 + oral surgery 25 + endo 15.
    expect(await practice.textContent()).toBe("65/100");
    await toggle(page, "Sleep apnea");
    expect(await practice.textContent()).toBe("75/100");
    expect(await lead.textContent()).toBe("102/150");
    // Has CBCT on: confirmed, and -50 that the editor shows unfloored.
    await toggle(page, "Has CBCT");
    await dialog().getByText("Status: Confirmed").waitFor();
    expect(await practice.textContent()).toBe("25/100");
    for (const s of ["Implant placement", "Oral surgery", "Endodontics", "Sleep apnea"]) {
      await toggle(page, s);
    }
    expect(await practice.textContent()).toBe("-50/100");
    expect(await lead.textContent()).toBe("-23/150");
    await snap(page, "lead-editing-scores");
    await dialog().getByRole("button", { name: "Cancel" }).click();
    await dialog().getByRole("button", { name: "Edit" }).waitFor();
    expect(await tab("Scoring")).toContain("65/100");
  });

  it("saves with one PATCH (no scores) and the spec's recalculate call, which writes nothing; then the server's score shows (Has CBCT off means not detected)", async () => {
    // Every write the browser makes while saving: one PATCH with If-Match, then the spec's recalculate-score POST.
    const writes: Array<{ method: string; path: string; body: Record<string, unknown> | null; ifMatch?: string }> = [];
    const onRequest = (request: Request) => {
      if (request.method() === "GET") return;
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/practices")) return;
      const headers = request.headers();
      writes.push({
        method: request.method(),
        path,
        body: request.postData() ? (JSON.parse(request.postData()!) as Record<string, unknown>) : null,
        ...(headers["if-match"] ? { ifMatch: headers["if-match"] } : {}),
      });
    };
    page.on("request", onRequest);
    await dialog().getByRole("button", { name: "Edit" }).click();
    await dialog().getByRole("tab", { name: "Overview" }).click();
    await dialog().getByLabel("Follow-up notes").fill("Demo booked for December 3.");
    await dialog().getByLabel("Owner").fill("Alex Kim");
    await dialog().getByLabel("Purchase timeline").selectOption("3-6 months");
    await dialog().getByLabel("Follow-up date").fill("2026-12-03");
    await dialog().getByLabel("Lead value ($)").fill("199000");
    await dialog().getByRole("tab", { name: "Scoring" }).click();
    await toggle(page, "Sleep apnea");
    // Switched on then off: the save rule forces not_detected.
    await toggle(page, "Has CBCT");
    await toggle(page, "Has CBCT");
    await dialog().getByRole("button", { name: "Save" }).click();
    await page.getByTestId("toast").filter({ hasText: "Lead updated successfully with recalculated scores" }).waitFor();
    await dialog().getByRole("button", { name: "Edit" }).waitFor();
    page.off("request", onRequest);
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /api/practices/${leadId}`,
      `POST /api/practices/${leadId}/recalculate-score`,
    ]);
    const [patch] = writes;
    expect(patch!.ifMatch).toMatch(/^"v\d+"$/);
    for (const derived of ["leadScore", "practiceScore", "aiScore", "leadType", "isCbctLead", "salesLikelihoodScore"]) {
      expect(patch!.body, `the PATCH does not send ${derived}`).not.toHaveProperty(derived);
    }
    expect(patch!.body).toMatchObject({ hasCbct: false, hasSleep: true, owner: "Alex Kim" });
    const stored = await page.evaluate((id) => fetch(`/api/practices/${id}`).then((r) => r.json()), leadId);
    // The dialog shows the server's answer at once: its lead score in the header.
    await dialog().getByText(`Lead score ${stored.leadScore}/150`).waitFor();
    expect(stored).toMatchObject({
      followUpNotes: "Demo booked for December 3.",
      owner: "Alex Kim",
      purchaseTimeline: "3-6 months",
      hasSleep: true,
      hasCbct: false,
      cbctStatus: "not_detected",
      isCbctLead: false,
      practiceScore: 75,
      leadValue: "199000.00",
    });
    expect(stored.followUpDate).toMatch(/^2026-12-03/);
    // One save is one version: the PATCH rescored, so the recalculate-score after it changed nothing.
    expect(`"v${stored.version - 1}"`).toBe(patch!.ifMatch);
    // The server recalculated: its lead score is practice + its own AI score.
    expect(stored.leadScore).toBe(Math.min(150, 75 + stored.aiScore));
    expect(await tab("Scoring")).toContain(`${stored.leadScore}/150`);
    expect(await tab("Overview")).toContain("Demo booked for December 3.");
  });

  it("tells the second of two reps saving the same lead that it changed, and writes nothing", async () => {
    const other = await app.newPage();
    await registerThroughUi(other, newUser("Alex Kim"));
    await openLead(other, leadId, "brightsmiles.example");
    await other.getByTestId("lead-details").getByRole("button", { name: "Edit" }).click();
    await other.getByTestId("lead-details").getByLabel("Follow-up notes").fill("Alex's notes");

    await page.keyboard.press("Escape");
    await openLead(page, leadId, "brightsmiles.example");
    await dialog().getByRole("button", { name: "Edit" }).click();
    await dialog().getByLabel("Follow-up notes").fill("Sam's notes");
    await dialog().getByRole("button", { name: "Save" }).click();
    await page.getByTestId("toast").filter({ hasText: "Lead updated successfully" }).waitFor();

    await other.getByTestId("lead-details").getByRole("button", { name: "Save" }).click();
    const toast = other.getByTestId("toast").filter({ hasText: "Error" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(LEAD_CHANGED_MESSAGE);
    const stored = await page.evaluate((id) => fetch(`/api/practices/${id}`).then((r) => r.json()), leadId);
    expect(stored.followUpNotes).toBe("Sam's notes");
    void otherId;
  });
});
