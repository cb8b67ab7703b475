import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type {} from "../../../../infra/test/global-setup.ts";
import { useTestDb } from "../../../../infra/test/services.ts";
import type { DiscoveredPractice } from "@cbct/core/domain/discovery/candidate";
import { activityLog } from "../../db/schema/activity.ts";
import { cbctDetections } from "../../db/schema/detections.ts";
import { practices } from "../../db/schema/practices.ts";
import { saveDiscoveredPractice } from "./save-discovered.ts";
import { mergeDuplicatePractices } from "./merge-duplicates.ts";

const { db } = useTestDb({ max: 8 });
beforeEach(async () => {
  await db().execute(sql`truncate dental_practices restart identity cascade`);
});

/** One practice as a provider combination reports it: registry (NPI), OpenStreetMap, Places. */
function practice(over: Partial<DiscoveredPractice> = {}): DiscoveredPractice {
  return {
    practiceName: "Riverside Family Dentistry",
    doctorNames: ["Ann Lee"],
    npi: null,
    phone: "(540) 555-0142",
    address: "100 Princess Anne Street, Suite 2",
    city: "Fredericksburg",
    state: "VA",
    zipCode: "22401",
    website: null,
    websiteDomain: null,
    latitude: null,
    longitude: null,
    starRating: null,
    reviewCount: null,
    googleMapsLink: null,
    sources: ["places"],
    ...over,
  };
}
const site = { website: "https://www.riversidesmiles.com/", websiteDomain: "riversidesmiles.com" };
const leads = () => db().select().from(practices).orderBy(asc(practices.id));

describe("one lead per practice across providers and runs", () => {
  // Each provider spells the same practice its own way.
  const nppes = practice({
    practiceName: "RIVERSIDE FAMILY DENTISTRY PLLC",
    npi: "1234567893",
    phone: "540-555-0142",
    address: "100 PRINCESS ANNE ST",
    zipCode: "22401",
    sources: ["nppes"],
  });
  const osm = practice({ phone: "+1 540-555-0142", address: "100 Princess Anne St.", sources: ["osm"] });
  const places = practice({ sources: ["places"] });
  const combos: [string, DiscoveredPractice[]][] = [
    ["NPI only, twice", [nppes, nppes]],
    ["OSM only, twice", [osm, osm]],
    ["Places only, twice", [places, places]],
    ["Places, then OSM", [places, osm]],
    ["OSM, then the registry with an NPI", [osm, nppes]],
    ["the registry, then Places", [nppes, places]],
    ["Places with a website, then OSM without", [{ ...places, ...site }, osm]],
    ["OSM without a website, then Places with it", [osm, { ...places, ...site }]],
    ["the registry, then Places with a website, then OSM", [nppes, { ...places, ...site }, osm]],
  ];
  it.each(combos)("%s: one lead", async (_name, runs) => {
    const saved = [];
    for (const run of runs) saved.push(await saveDiscoveredPractice(db(), run));
    expect(saved.map((s) => s.created)).toEqual(runs.map((_, i) => i === 0));
    const rows = await leads();
    expect(rows).toHaveLength(1);
    const lead = rows[0]!;
    expect(lead.identityKey).toBe("+15405550142|100 princess anne st");
    if (runs.some((r) => r.npi)) expect(lead.npiNumber).toBe("1234567893");
    if (runs.some((r) => r.website)) expect(lead.websiteDomain).toBe("riversidesmiles.com");
  });

  it("a practice whose website appears in a later run keeps its lead, which gains the site", async () => {
    const first = await saveDiscoveredPractice(db(), places);
    const later = await saveDiscoveredPractice(db(), { ...osm, ...site });
    expect(later).toMatchObject({ practiceId: first.practiceId, created: false, websiteDomain: "riversidesmiles.com" });
    expect((await leads()).map((l) => l.websiteDomain)).toEqual(["riversidesmiles.com"]);
  });

  it("keeps apart two practices in one building: a different NPI or website, or another phone and name", async () => {
    await saveDiscoveredPractice(db(), { ...places, ...site });
    await saveDiscoveredPractice(db(), {
      ...places,
      website: "https://orthoriverside.com",
      websiteDomain: "orthoriverside.com",
    });
    await saveDiscoveredPractice(db(), { ...nppes, npi: "1234567893" });
    await saveDiscoveredPractice(db(), {
      ...nppes,
      practiceName: "BRIGHT ORTHODONTICS PC",
      npi: "1999999992",
      phone: "540-555-0900",
    });
    await saveDiscoveredPractice(db(), practice({ practiceName: "Bright Kids Pediatric", phone: "(540) 555-0177" }));
    expect(await leads()).toHaveLength(4);
  });

  it("recognises a lead by phone in its zip and a similar name when the street is spelt beyond recognition", async () => {
    const first = await saveDiscoveredPractice(db(), places);
    const again = await saveDiscoveredPractice(db(), { ...places, address: "Princess Anne & William, 100" });
    expect(again).toMatchObject({ practiceId: first.practiceId, created: false });
    const other = await saveDiscoveredPractice(db(), {
      ...places,
      practiceName: "Downtown Oral Surgery Center",
      address: null,
    });
    expect(other.created).toBe(true);
  });

  it("two runs saving the same practices at once make one lead each", async () => {
    const batch = Array.from({ length: 12 }, (_, i) =>
      practice({
        practiceName: `Practice ${String.fromCharCode(65 + i)} Dental`,
        phone: `(540) 555-${String(1000 + i)}`,
        address: `${100 + i} Caroline Street`,
      }),
    );
    // The second run's providers spell everything their own way.
    const other = batch.map((p) => ({
      ...p,
      phone: `+1 ${p.phone!.replace(/\D/g, "").replace(/^(\d{3})(\d{3})/, "$1-$2-")}`,
      address: p.address!.replace("Street", "St."),
    }));
    for (let round = 0; round < 3; round++) {
      await Promise.all([...batch, ...other].map((p) => saveDiscoveredPractice(db(), p)));
    }
    const rows = await leads();
    expect(rows).toHaveLength(12);
  });
});

describe("npm run leads:merge-duplicates", () => {
  it("merges the duplicates older runs left, keeping history, notes and the newest data", async () => {
    // Three copies of one practice from before identity keys (no key), one with a rep's notes and a detection; and a
    // practice in the same building with its own NPI, which stays apart.
    const rows = await db()
      .insert(practices)
      .values([
        {
          practiceName: "Foster Family Dentistry",
          phone: "(540) 555-5797",
          address: "6770 Garrisonville Rd",
          zipCode: "22401",
          followUpNotes: "Called; wants a demo in May",
          lastUpdated: new Date("2026-01-01"),
        },
        {
          practiceName: "Foster Family Dentistry",
          phone: "540-555-5797",
          address: "6770 Garrisonville Road",
          zipCode: "22401",
          starRating: "4.60",
          lastUpdated: new Date("2026-03-01"),
        },
        {
          practiceName: "Foster Family Dentistry",
          phone: "+1 540 555 5797",
          address: "6770 GARRISONVILLE RD STE 1",
          zipCode: "22401",
          email: "hello@fosterfamily.example",
          followUpNotes: "Owner is Dr. Foster",
          lastUpdated: new Date("2026-02-01"),
        },
        {
          practiceName: "Garrisonville Oral Surgery",
          phone: "(540) 555-5797",
          address: "6770 Garrisonville Rd",
          zipCode: "22401",
          npiNumber: "1555555553",
        },
        {
          practiceName: "Garrisonville Ortho",
          phone: "(540) 555-5797",
          address: "6770 Garrisonville Rd",
          zipCode: "22401",
          npiNumber: "1666666664",
        },
      ])
      .returning({ id: practices.id });
    const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
    await db().insert(cbctDetections).values({ practiceId: c, detectionType: "likely", confidence: "70" });
    await db().insert(activityLog).values({ type: "lead_updated", message: "note added", practiceId: b });

    const report = await mergeDuplicatePractices(db());
    const left = await leads();
    // The three copies became one; the two NPI holders stay apart, and the copies (no NPI) joined neither of them:
    // their name says they are another practice.
    expect(report).toMatchObject({ merged: 1, removed: 2 });
    expect(left).toHaveLength(3);
    const fosters = left.filter((l) => l.practiceName === "Foster Family Dentistry");
    expect(fosters).toHaveLength(1);
    expect(left.filter((l) => l.npiNumber)).toHaveLength(2);
    const merged = fosters[0]!;
    expect(merged.followUpNotes).toContain("Called; wants a demo in May");
    expect(merged.followUpNotes).toContain("Owner is Dr. Foster");
    expect(merged.starRating).toBe("4.60");
    expect(merged.email).toBe("hello@fosterfamily.example");
    // Newest data: the March row's spelling of the address.
    expect(merged.address).toBe("6770 Garrisonville Road");
    const history = await db().select().from(activityLog).where(eq(activityLog.practiceId, merged.id));
    expect(history.map((h) => h.type).sort()).toEqual(expect.arrayContaining(["lead_updated", "leads_merged"]));
    const detections = await db().select().from(cbctDetections).where(eq(cbctDetections.practiceId, merged.id));
    expect(detections).toHaveLength(1);
    expect([a, b, c]).toContain(merged.id);

    // Nothing left to merge the second time.
    expect(await mergeDuplicatePractices(db())).toMatchObject({ merged: 0, removed: 0 });
  });
});
