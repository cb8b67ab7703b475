import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GlideFake, startGlideFake } from "../../../infra/fakes/glide/glide-fake.ts";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let glide: GlideFake;
let api: TestApi;
let cookie: string;

const LEADS: NewPractice[] = [
  {
    practiceName: "Stafford Oral Surgery",
    leadScore: 120,
    leadType: "premium",
    cbctStatus: "confirmed",
    hasCbct: true,
  },
  { practiceName: "Riverside Family Dental", leadScore: 75, leadType: "hot", routeUrl: "https://maps.example/r/1" },
  { practiceName: '=HYPERLINK("http://evil.example","x")', leadScore: 5, leadType: "cold" },
];

beforeAll(async () => {
  glide = await startGlideFake({ apiKey: "glide-secret", columns: glideTableSchema().columns });
  api = await startTestApi({
    config: { GLIDE_API_BASE_URL: glide.url, GLIDE_API_KEY: "glide-secret", GLIDE_TABLE_ID: glide.tableId },
  });
  ({ cookie } = await api.signUp());
  await api.deps.db.insert(practices).values(LEADS);
});
afterAll(async () => {
  await api?.close();
  await glide?.close();
});

describe("GET /api/glide/status", () => {
  it("is connected when the key and table are accepted", async () => {
    expect(await json(await api.request("/api/glide/status", { cookie }))).toEqual({
      configured: true,
      connected: true,
      leadsInGlide: 0,
      message: "Connected to Glide",
      error: null,
    });
  });

  it("says why it is not connected when Glide refuses the key", async () => {
    const wrong = await startTestApi({
      config: { GLIDE_API_BASE_URL: glide.url, GLIDE_API_KEY: "stale", GLIDE_TABLE_ID: glide.tableId },
    });
    try {
      const user = await wrong.signUp();
      expect(await json(await wrong.request("/api/glide/status", { cookie: user.cookie }))).toMatchObject({
        configured: true,
        connected: false,
        error: "Glide rejected the API key",
      });
    } finally {
      await wrong.close();
    }
  });

  it("is not configured without a key, and sync is refused", async () => {
    const bare = await startTestApi();
    try {
      const user = await bare.signUp();
      expect(await json(await bare.request("/api/glide/status", { cookie: user.cookie }))).toMatchObject({
        configured: false,
        connected: false,
      });
      const res = await bare.request("/api/glide/sync", { cookie: user.cookie, body: { syncAll: true } });
      expect(res.status).toBe(409);
      expect((await json(res)).error).toMatch(/Glide is not configured/);
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/glide/export", () => {
  it("downloads Glide rows keyed by column id, filtered by lead type", async () => {
    const res = await api.request("/api/glide/export?format=glide&leadType=hot", { cookie });
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="glide-leads-.*\.json"/);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      practiceName: "Riverside Family Dental",
      leadType: "hot",
      routeUrl: "https://maps.example/r/1",
    });
  });

  it("downloads a CSV with the Glide display names, formula cells escaped", async () => {
    const res = await api.request("/api/glide/export?format=csv", { cookie });
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const records = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      "Practice Name": "Stafford Oral Surgery",
      "CBCT Status": "Confirmed",
      "Has CBCT": "true",
    });
    expect(records[2]!["Practice Name"]!.startsWith("=")).toBe(false);
  });

  it("filters by CBCT status and rejects unknown values with a 400", async () => {
    const res = await api.request("/api/glide/export?format=glide&cbctStatus=confirmed", { cookie });
    expect(((await res.json()) as unknown[]).length).toBe(1);
    const bad = await api.request("/api/glide/export?format=xml", { cookie });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: "format must be glide or csv" });
  });
});

describe("POST /api/glide/sync", () => {
  it("queues one sync job and answers at once; a second request joins it", async () => {
    const first = await api.request("/api/glide/sync", { cookie, body: { syncAll: true } });
    expect(first.status).toBe(202);
    const { jobId, message } = await json<{ jobId: string; message: string }>(first);
    expect(message).toMatch(/Sync started/);
    const again = await json<{ jobId: string }>(
      await api.request("/api/glide/sync", { cookie, body: { syncAll: true } }),
    );
    expect(again.jobId).toBe(jobId);
    const job = await json(await api.request(`/api/glide/sync/${jobId}`, { cookie }));
    expect(job).toMatchObject({ jobId, state: "waiting", message: "Sync in progress" });
    expect((await api.request("/api/glide/sync", { cookie, body: {} })).status).toBe(400);
    expect((await api.request("/api/glide/sync/glide-sync-unknown", { cookie })).status).toBe(404);
  });
});
