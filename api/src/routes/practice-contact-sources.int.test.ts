import { practices } from "@cbct/shared/db/schema/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/** The lead dialog shows where each contact field came from and a multi-office practice's other offices. */
let api: TestApi;
let cookie: string;
let id: number;

const OTHER = {
  address: "9 Elm Rd",
  city: "Chatham",
  state: "IL",
  zipCode: "62629",
  country: "US",
  phone: "(217) 555-0102",
};

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
  const [row] = await api.deps.db
    .insert(practices)
    .values({
      practiceName: "Lakeshore Dental Group",
      phone: "(217) 555-0101",
      phoneE164: "+12175550101",
      country: "US",
      fieldSources: { practiceName: "json-ld", phone: "footer", address: "footer" },
      otherLocations: [OTHER],
      hasMultipleLocations: true,
    })
    .returning({ id: practices.id });
  id = row!.id;
});
afterAll(async () => {
  await api?.close();
});

describe("contact provenance in the practice JSON", () => {
  it("returns fieldSources, phoneE164, country and otherLocations", async () => {
    const res = await api.request(`/api/practices/${id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      phone: "(217) 555-0101",
      phoneE164: "+12175550101",
      country: "US",
      fieldSources: { practiceName: "json-ld", phone: "footer", address: "footer" },
      otherLocations: [OTHER],
      hasMultipleLocations: true,
    });
  });

  it("keeps them when a rep saves the lead back with edited sources", async () => {
    const lead = await json(await api.request(`/api/practices/${id}`, { cookie }));
    const res = await api.request(`/api/practices/${id}`, {
      method: "PATCH",
      cookie,
      body: { ...lead, fieldSources: { phone: "text" }, otherLocations: [], followUpNotes: "Call the main office" },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      followUpNotes: "Call the main office",
      fieldSources: { practiceName: "json-ld", phone: "footer", address: "footer" },
      otherLocations: [OTHER],
    });
  });
});
