import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { NewPractice } from "@cbct/shared/db/schema/practices";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";
import { insertLeads } from "./seed-leads.ts";

/**
 * The leads map (issue 22) in Chromium: tiles from a local tile server (a tiny PNG for every tile URL), markers by
 * status, a filter in the URL, a rectangle selecting leads into the selection bar, a marker opening Lead Details,
 * clusters when zoomed out, and the side list of leads that are not on the map.
 */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const SHOTS = "/tmp";

let tiles: Server;
let tileRequests: string[] = [];
let app: E2eApp;
let page: Page;
let ids: number[] = [];

const at = (lat: number, lng: number) => ({ latitude: lat.toFixed(7), longitude: lng.toFixed(7) });
const LEADS: NewPractice[] = [
  {
    practiceName: "Caroline Street Dental",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "confirmed",
    leadScore: 90,
    ...at(38.3032, -77.4605),
  },
  {
    practiceName: "Princess Anne Smiles",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 85,
    leadType: "hot",
    ...at(38.3071, -77.4631),
  },
  {
    practiceName: "Rappahannock Family Dentistry",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 40,
    ...at(38.2995, -77.4572),
  },
  {
    practiceName: "Falmouth Oral Surgery",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "likely",
    leadScore: 60,
    ...at(38.3101, -77.4551),
  },
  {
    practiceName: "Mary Washington Dental",
    city: "Fredericksburg",
    state: "VA",
    cbctStatus: "not_detected",
    leadScore: 20,
    ...at(38.3012, -77.4668),
  },
  {
    practiceName: "Richmond Implant Center",
    city: "Richmond",
    state: "VA",
    cbctStatus: "confirmed",
    leadScore: 70,
    ...at(37.5407, -77.436),
  },
  {
    practiceName: "Fan District Dental",
    city: "Richmond",
    state: "VA",
    cbctStatus: "uncertain",
    leadScore: 50,
    ...at(37.5507, -77.446),
  },
  { practiceName: "Phone Only Dental", state: "VA", leadScore: 30, geoSource: "nominatim", geoPrecision: "no_address" },
];

beforeAll(async () => {
  tiles = createServer((req, res) => {
    tileRequests.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
    res.end(PNG);
  });
  await new Promise<void>((r) => tiles.listen(0, "127.0.0.1", r));
  const tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  app = await startE2eApp({ MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: "© Test Tiles" });
  ids = await insertLeads(app.databaseUrl, LEADS);
  page = await app.newPage({ width: 1440, height: 1000 });
  await registerThroughUi(page, newUser());
}, 120_000);
afterAll(async () => {
  await app?.close();
  await new Promise<void>((r) => (tiles ? tiles.close(() => r()) : r()));
});

const markers = (p: Page) => p.locator(".lead-marker");
async function markerCount(p: Page, expected: number) {
  await p.waitForFunction((n) => document.querySelectorAll(".lead-marker").length === n, expected, { timeout: 15_000 });
  return markers(p).count();
}

describe("Leads map", () => {
  it("is reached from the dashboard's Map link", async () => {
    await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
    // The table has loaded (the layout has settled) before the link is clicked.
    await page.getByText("Caroline Street Dental").first().waitFor();
    const link = page.getByRole("link", { name: "Map", exact: true });
    expect(await link.getAttribute("href")).toMatch(/^\/map\?/);
    await link.click({ timeout: 60_000 });
    await page.waitForURL("**/map?**");
    await page.getByRole("heading", { name: "Leads Map" }).waitFor();
  });

  it("shows the leads as markers coloured by CBCT status over the configured tiles, with the attribution", async () => {
    tileRequests = [];
    await page.goto("/map?lat=38.305&lng=-77.461&zoom=14", { waitUntil: "domcontentloaded" });
    expect(await markerCount(page, 5)).toBe(5);
    const statuses = await markers(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.status).sort());
    expect(statuses).toEqual(["confirmed", "likely", "not_detected", "not_detected", "not_detected"]);
    // A higher score draws a bigger marker.
    const size = (name: string) =>
      page
        .locator(`.lead-marker[data-lead-id="${ids[LEADS.findIndex((l) => l.practiceName === name)]}"]`)
        .evaluate((e) => e.getBoundingClientRect().width);
    expect(await size("Caroline Street Dental")).toBeGreaterThan(await size("Mary Washington Dental"));
    await page.waitForFunction(() => document.querySelectorAll("img.leaflet-tile-loaded").length > 0);
    expect(tileRequests.some((u) => /^\/14\/\d+\/\d+\.png$/.test(u))).toBe(true);
    expect(await page.locator(".leaflet-control-attribution").textContent()).toContain("© Test Tiles");
    expect((await page.getByTestId("map-count").textContent())?.trim()).toBe("5 leads in view");
    // The side list says which lead is not on the map, and why.
    const side = page.getByTestId("unplaced-list");
    expect(await side.textContent()).toContain("Phone Only Dental");
    expect(await side.textContent()).toContain("Not on the map: no address");
    await page.screenshot({ path: `${SHOTS}/map-markers.png` });
  });

  it("applies a filter, keeps it in the URL, and a reload shows the same map", async () => {
    await page.getByLabel("CBCT status").selectOption("not_detected");
    expect(await markerCount(page, 3)).toBe(3);
    await page.waitForURL(/cbctStatus=not_detected/);
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await markerCount(page, 3)).toBe(3);
    expect(await page.getByLabel("CBCT status").inputValue()).toBe("not_detected");
  });

  it("selects the leads inside a drawn rectangle, then offers Plan route and Export Selected", async () => {
    await page.getByRole("button", { name: "Select area" }).click();
    const box = (await page.getByTestId("leads-map").boundingBox())!;
    // From below the zoom buttons (top left) to above the attribution (bottom right).
    await page.mouse.move(box.x + 70, box.y + 90);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width - 40, box.y + box.height - 40, { steps: 5 });
    await page.mouse.up();
    const bar = page.getByTestId("selection-bar");
    await bar.waitFor();
    expect(await bar.textContent()).toContain("3 leads selected");
    expect(await bar.getByRole("button", { name: "Plan route" }).isVisible()).toBe(true);
    expect(await bar.getByRole("button", { name: "Export Selected" }).isVisible()).toBe(true);
    await page.waitForFunction(() => document.querySelectorAll('.lead-marker[data-selected="true"]').length === 3);
    await page.screenshot({ path: `${SHOTS}/map-selection.png` });
    // Export Selected posts exactly the selected ids.
    const exported = page.waitForRequest((r) => r.url().includes("/api/export/practices") && r.method() === "POST");
    await bar.getByRole("button", { name: "Export Selected" }).click();
    const body = JSON.parse((await exported).postData() ?? "{}") as { practiceIds?: number[] };
    const sent = (body.practiceIds ?? []).slice().sort((a, b) => a - b);
    const notDetected = LEADS.map((l, i) => [l, ids[i]!] as const)
      .filter(([l]) => l.cbctStatus === "not_detected" && l.latitude)
      .map(([, id]) => id)
      .sort((a, b) => a - b);
    expect(sent).toEqual(notDetected);
  });

  it("opens Lead Details when a marker is clicked", async () => {
    const id = ids[LEADS.findIndex((l) => l.practiceName === "Princess Anne Smiles")];
    await page.locator(`.lead-marker[data-lead-id="${id}"]`).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText("Princess Anne Smiles").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/map-dialog.png` });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("clusters the leads when zoomed out, with their count", async () => {
    await page.goto("/map?lat=38&lng=-77.5&zoom=7", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => document.querySelectorAll(".lead-cluster").length === 2, undefined, {
      timeout: 15_000,
    });
    const counts = await page
      .locator(".lead-cluster")
      .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.count)).sort());
    expect(counts).toEqual([2, 5]);
    expect(await markers(page).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/map-clusters.png` });
    // A cluster's click zooms in until its leads show.
    await page.locator('.lead-cluster[data-count="5"]').click();
    expect(await markerCount(page, 5)).toBe(5);
  });
});
