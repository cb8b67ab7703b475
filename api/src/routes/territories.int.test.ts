import {
  type AlertsResponse,
  alertsResponseSchema,
  type TerritoriesResponse,
  territoriesResponseSchema,
  territoryResponseSchema,
} from "@cbct/core/contracts/territories";
import { practiceMapResponseSchema } from "@cbct/core/contracts/practice-map";
import { matchAgedScanners, matchHistoryAlerts } from "@cbct/shared/db/queries/alerts";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { territoryAlerts } from "@cbct/shared/db/schema/territories";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** /api/territories and /api/alerts, and the matcher that turns lead history into alerts (issue 22 point 3). */
let api: TestApi;
let rep: { cookie: string; user: { id: number } };
let other: { cookie: string; user: { id: number } };

const EVENTS = {
  scannerAppeared: true,
  scannerChanged: true,
  newPractice: true,
  scannerAgeYears: null,
  leadScoreAtLeast: null,
};
const at = (lat: number, lng: number) => ({ latitude: lat.toFixed(7), longitude: lng.toFixed(7) });
const lead = (over: Partial<NewPractice>): NewPractice => ({ practiceName: "Lead", ...over });

beforeAll(async () => {
  api = await startTestApi({ config: { SMTP_URL: "smtp://127.0.0.1:9", APP_URL: "https://leads.example.com" } });
  // Mail goes to an SMTP address nobody listens on (the digest is the worker's; see alert-digest.int.test.ts), so
  // the accounts are not confirmed by link: without a domain rule that changes nothing here.
  rep = await api.signUp({ verify: false });
  other = await api.signUp({ verify: false });
});
afterAll(async () => {
  await api?.close();
});

async function call(path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  return api.request(path, { cookie, ...init });
}

async function createTerritory(cookie: string, body: Record<string, unknown>) {
  const res = await call("/api/territories", cookie, { body: { events: EVENTS, ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return territoryResponseSchema.parse(await res.json()).territory;
}

async function alertsOf(cookie: string, query = ""): Promise<AlertsResponse> {
  const res = await call(`/api/alerts${query}`, cookie);
  expect(res.status).toBe(200);
  return alertsResponseSchema.parse(await res.json());
}

/** A history entry as the scrape/refresh writes it (completeScrape in scrape-lifecycle.ts). */
async function history(practiceId: number, type: string, message: string, metadata: Record<string, unknown>) {
  const [row] = await api.deps.db.insert(activityLog).values({ type, message, practiceId, metadata }).returning();
  return row!;
}

describe("territories CRUD", () => {
  it("creates, lists, updates and deletes a user's territories, normalising states and zip prefixes", async () => {
    const created = await createTerritory(rep.cookie, {
      name: "  Northern Virginia ",
      states: ["va", "Maryland", "VA"],
      zipPrefixes: ["224", "220", "224"],
    });
    expect(created).toMatchObject({ name: "Northern Virginia", states: ["MD", "VA"], zipPrefixes: ["220", "224"] });

    const list = territoriesResponseSchema.parse(
      await json<TerritoriesResponse>(await call("/api/territories", rep.cookie)),
    );
    expect(list.territories.map((t) => t.id)).toContain(created.id);
    expect(list.digest).toEqual({ enabled: true, mailConfigured: true });

    const put = await call(`/api/territories/${created.id}`, rep.cookie, {
      method: "PUT",
      body: { name: "NoVA", states: ["VA"], events: { ...EVENTS, leadScoreAtLeast: 80 } },
    });
    expect(put.status).toBe(200);
    expect(territoryResponseSchema.parse(await put.json()).territory).toMatchObject({
      name: "NoVA",
      states: ["VA"],
      zipPrefixes: [],
      events: { leadScoreAtLeast: 80 },
    });

    const del = await call(`/api/territories/${created.id}`, rep.cookie, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await call(`/api/territories/${created.id}`, rep.cookie)).status).toBe(404);
  });

  it("keeps each user's territories to themselves", async () => {
    const mine = await createTerritory(rep.cookie, { name: "Mine", states: ["TX"] });
    const theirs = territoriesResponseSchema.parse(await (await call("/api/territories", other.cookie)).json());
    expect(theirs.territories.map((t) => t.id)).not.toContain(mine.id);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { name: "Stolen", states: ["TX"], events: EVENTS }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(`/api/territories/${mine.id}`, other.cookie, { method, body });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ error: "Territory not found" });
    }
    const map = await call(`/api/practices/map?bbox=-125,24,-66,50&zoom=4&territoryId=${mine.id}`, other.cookie);
    expect(map.status).toBe(404);
    expect((await call(`/api/territories/${mine.id}`, rep.cookie, { method: "DELETE" })).status).toBe(200);
  });

  it("answers bad input with a readable 400", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", states: ["VA"], events: EVENTS }, "Name is required"],
      [{ name: "X", states: ["Narnia"], events: EVENTS }, "Unknown US state: Narnia"],
      [{ name: "X", zipPrefixes: ["22a"], events: EVENTS }, "Zip prefixes are 1 to 5 digits"],
      [{ name: "X", events: EVENTS }, "Choose states, zip prefixes or an area on the map"],
      [
        {
          name: "X",
          states: ["VA"],
          events: { ...EVENTS, scannerAppeared: false, scannerChanged: false, newPractice: false },
        },
        "Choose at least one event to be told about",
      ],
      [
        { name: "X", states: ["VA"], events: { ...EVENTS, scannerAgeYears: 0 } },
        "Scanner age must be between 1 and 40 years",
      ],
      [
        { name: "X", states: ["VA"], events: { ...EVENTS, leadScoreAtLeast: 101 } },
        "Score threshold must be between 1 and 100",
      ],
      [{ name: "X", area: [[-77, 38]], events: EVENTS }, "An area needs at least 3 points"],
    ];
    for (const [body, error] of cases) {
      const res = await call("/api/territories", rep.cookie, { body });
      expect(res.status, error).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    expect((await call("/api/territories/abc", rep.cookie)).status).toBe(400);
    expect((await api.request("/api/territories")).status).toBe(401);
    // State-changing calls need the app's origin (CSRF), like every other route.
    const foreign = await api.request("/api/territories", {
      cookie: rep.cookie,
      origin: "https://evil.example",
      body: { name: "X", states: ["VA"], events: EVENTS },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("alerts from the lead history", () => {
  let territoryId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    // Fredericksburg VA by zip prefix 224, a drawn rectangle around Richmond, and Texas by state.
    const t = await createTerritory(rep.cookie, {
      name: "Rep's patch",
      states: ["TX"],
      zipPrefixes: ["224"],
      area: [
        [-77.6, 37.4],
        [-77.3, 37.4],
        [-77.3, 37.7],
        [-77.6, 37.7],
      ],
      events: { ...EVENTS, scannerAgeYears: 10, leadScoreAtLeast: 80 },
    });
    territoryId = t.id;
    const rows = await api.deps.db
      .insert(practices)
      .values([
        lead({ practiceName: "Fredericksburg Smiles", zipCode: "22401", state: "VA" }),
        lead({ practiceName: "Richmond Dental Arts", state: "VA", ...at(37.54, -77.43) }),
        lead({ practiceName: "Austin Family Dental", state: "TX", city: "Austin" }),
        lead({ practiceName: "Norfolk Outside", state: "VA", zipCode: "23510", ...at(36.85, -76.28) }),
        lead({ practiceName: "Binned Dental", state: "TX", deletedAt: new Date(), deletedBatch: "b" }),
      ])
      .returning({ id: practices.id, name: practices.practiceName });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });

  // Each test starts from no alerts and no history (the matcher re-reads the last minutes of history on purpose, so
  // history left over would make its alerts again).
  beforeEach(async () => {
    await api.deps.db.delete(territoryAlerts);
    await api.deps.db.delete(activityLog);
  });

  it("makes one alert per event kind for leads inside the territory, none outside or in the recycle bin", async () => {
    const appeared = await history(
      ids["Fredericksburg Smiles"]!,
      "lead_changed",
      "Fredericksburg Smiles: CBCT scanner found: Planmeca ProMax 3D",
      {
        kind: "scanner_appeared",
      },
    );
    await history(
      ids["Richmond Dental Arts"]!,
      "lead_changed",
      "Richmond Dental Arts: CBCT scanner changed: Sirona → Carestream",
      {
        kind: "scanner_changed",
      },
    );
    await history(ids["Austin Family Dental"]!, "scrape_completed", "New lead: Austin Family Dental", {
      isNew: true,
      leadScore: 85,
      previousLeadScore: null,
    });
    await history(ids["Richmond Dental Arts"]!, "scrape_completed", "Lead updated: Richmond Dental Arts", {
      isNew: false,
      leadScore: 82,
      previousLeadScore: 70,
    });
    // Not events: a score already above the threshold, a score going down, another kind of change.
    await history(ids["Fredericksburg Smiles"]!, "scrape_completed", "Lead updated", {
      isNew: false,
      leadScore: 90,
      previousLeadScore: 85,
    });
    await history(ids["Fredericksburg Smiles"]!, "scrape_completed", "Lead updated", {
      isNew: false,
      leadScore: 60,
      previousLeadScore: 85,
    });
    await history(ids["Fredericksburg Smiles"]!, "lead_changed", "Phone changed", { kind: "phone_changed" });
    // Outside the territory, and in the recycle bin.
    await history(ids["Norfolk Outside"]!, "lead_changed", "Norfolk Outside: CBCT scanner found", {
      kind: "scanner_appeared",
    });
    await history(ids["Binned Dental"]!, "lead_changed", "Binned: CBCT scanner found", { kind: "scanner_appeared" });
    // A pipeline-found practice.
    const [discovered] = await api.deps.db
      .insert(practices)
      .values(lead({ practiceName: "Dallas New Dental", state: "TX", city: "Dallas" }))
      .returning();
    await history(discovered!.id, "lead_discovered", "New practice discovered: Dallas New Dental", { isNew: true });

    const result = await matchHistoryAlerts(api.deps.db);
    expect(result.created).toBe(5);

    const { alerts, unread } = await alertsOf(rep.cookie);
    expect(unread).toBe(5);
    const got = alerts.map((a) => [a.kind, a.practiceName]).sort();
    expect(got).toEqual(
      [
        ["new_practice", "Austin Family Dental"],
        ["new_practice", "Dallas New Dental"],
        ["scanner_appeared", "Fredericksburg Smiles"],
        ["scanner_changed", "Richmond Dental Arts"],
        ["score_crossed", "Richmond Dental Arts"],
      ].sort(),
    );
    const scanner = alerts.find((a) => a.kind === "scanner_appeared")!;
    expect(scanner).toMatchObject({
      territoryId,
      territoryName: "Rep's patch",
      practiceId: ids["Fredericksburg Smiles"],
      message: "Fredericksburg Smiles: CBCT scanner found: Planmeca ProMax 3D",
      read: false,
    });
    expect(alerts.find((a) => a.kind === "score_crossed")!.message).toBe(
      "Richmond Dental Arts: lead score 70 → 82 (your threshold 80)",
    );
    expect(alerts.find((a) => a.practiceName === "Dallas New Dental")!.message).toBe(
      "New practice: Dallas New Dental (Dallas, TX)",
    );
    // The other user has no territory here: no alerts.
    expect((await alertsOf(other.cookie)).alerts).toHaveLength(0);

    // Running again (a retried job, a second worker) adds nothing: the same change is never alerted twice.
    expect((await matchHistoryAlerts(api.deps.db)).created).toBe(0);
    const rows = await api.deps.db
      .select()
      .from(territoryAlerts)
      .where(eq(territoryAlerts.sourceActivityId, appeared.id));
    expect(rows).toHaveLength(1);
  });

  it("alerts when a scanner passes the territory's age, once per scanner and age", async () => {
    const year = new Date().getUTCFullYear();
    await api.deps.db
      .update(practices)
      .set({
        cbctStatus: "confirmed",
        cbctManufacturer: "Planmeca",
        cbctModel: "ProMax 3D",
        cbctInstallYear: year - 10,
      })
      .where(eq(practices.id, ids["Austin Family Dental"]!));
    // Older than 10 before the territory existed: not news. Not detected: no scanner to age.
    await api.deps.db
      .update(practices)
      .set({ cbctStatus: "likely", cbctInstallYear: year - 25 })
      .where(eq(practices.id, ids["Richmond Dental Arts"]!));
    await api.deps.db
      .update(practices)
      .set({ cbctStatus: "not_detected", cbctInstallYear: year - 10 })
      .where(eq(practices.id, ids["Fredericksburg Smiles"]!));
    expect(await matchAgedScanners(api.deps.db, new Date())).toBe(1);
    expect(await matchAgedScanners(api.deps.db, new Date())).toBe(0);
    const { alerts } = await alertsOf(rep.cookie);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: "scanner_aged",
      practiceName: "Austin Family Dental",
      message: `Austin Family Dental: CBCT scanner (Planmeca ProMax 3D) is 10 years old (installed ${year - 10})`,
    });
  });

  it("lists, marks read one or all, and keeps another user's alerts out of reach", async () => {
    for (const name of ["Fredericksburg Smiles", "Richmond Dental Arts", "Austin Family Dental"])
      await history(ids[name]!, "lead_changed", `${name}: CBCT scanner found`, { kind: "scanner_appeared" });
    await matchHistoryAlerts(api.deps.db);
    const { alerts } = await alertsOf(rep.cookie);
    expect(alerts).toHaveLength(3);
    // Newest first.
    expect(alerts.map((a) => a.id)).toEqual([...alerts.map((a) => a.id)].sort((a, b) => b - a));

    // Another user cannot mark them.
    const theirs = await call("/api/alerts/read", other.cookie, { body: { ids: alerts.map((a) => a.id) } });
    expect(await theirs.json()).toEqual({ updated: 0, unread: 0 });

    const one = await call("/api/alerts/read", rep.cookie, { body: { ids: [alerts[0]!.id] } });
    expect(await one.json()).toEqual({ updated: 1, unread: 2 });
    expect((await alertsOf(rep.cookie, "?unread=1")).alerts.map((a) => a.id)).toEqual([alerts[1]!.id, alerts[2]!.id]);
    const back = await call("/api/alerts/unread", rep.cookie, { body: { ids: [alerts[0]!.id] } });
    expect(await back.json()).toEqual({ updated: 1, unread: 3 });
    const all = await call("/api/alerts/read", rep.cookie, { body: { all: true } });
    expect(await all.json()).toEqual({ updated: 3, unread: 0 });
    expect((await alertsOf(rep.cookie)).alerts.every((a) => a.read)).toBe(true);

    const bad = await call("/api/alerts/read", rep.cookie, { body: { ids: [] } });
    expect(bad.status).toBe(400);
    expect((await call("/api/alerts?limit=0", rep.cookie)).status).toBe(400);
  });

  it("turns the digest off and on", async () => {
    const off = await call("/api/alerts/settings", rep.cookie, { method: "PUT", body: { digestEnabled: false } });
    expect(await off.json()).toEqual({ digestEnabled: false });
    const list = territoriesResponseSchema.parse(await (await call("/api/territories", rep.cookie)).json());
    expect(list.digest.enabled).toBe(false);
    await call("/api/alerts/settings", rep.cookie, { method: "PUT", body: { digestEnabled: true } });
    const bad = await call("/api/alerts/settings", rep.cookie, { method: "PUT", body: { digestEnabled: "yes" } });
    expect(bad.status).toBe(400);
  });

  it("shows a territory's leads on the map: state, zip prefix and drawn area", async () => {
    const res = await call(`/api/practices/map?bbox=-125,24,-66,50&zoom=18&territoryId=${territoryId}`, rep.cookie);
    expect(res.status).toBe(200);
    const body = practiceMapResponseSchema.parse(await res.json());
    // On the map: only Richmond (inside the area); Norfolk has a point but is outside everything.
    expect(body.points.map((p) => p.practiceName)).toEqual(["Richmond Dental Arts"]);
    // Not on the map but in the territory by zip or state.
    const unplaced = body.unplaced.leads.map((l) => l.practiceName).sort();
    expect(unplaced).toEqual(["Austin Family Dental", "Dallas New Dental", "Fredericksburg Smiles"]);
  });
});
