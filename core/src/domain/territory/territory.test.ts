import { describe, expect, it } from "vitest";
import { territoryInputSchema } from "../../contracts/territories.ts";
import { polygonLiteral, rectangleRing, ringBounds, ringContains } from "./area.ts";
import { composeDigest, leadLink } from "./digest.ts";

const EVENTS = {
  scannerAppeared: true,
  scannerChanged: false,
  newPractice: false,
  scannerAgeYears: null,
  leadScoreAtLeast: null,
};

describe("a territory's area", () => {
  const ring = rectangleRing([-77.6, 37.4, -77.3, 37.7]);
  it("is a ring of [lng, lat] points that Postgres reads as a polygon", () => {
    expect(ring).toEqual([
      [-77.6, 37.4],
      [-77.3, 37.4],
      [-77.3, 37.7],
      [-77.6, 37.7],
    ]);
    expect(polygonLiteral(ring)).toBe("((-77.6,37.4),(-77.3,37.4),(-77.3,37.7),(-77.6,37.7))");
    expect(ringBounds(ring)).toEqual([-77.6, 37.4, -77.3, 37.7]);
  });
  it("holds the points inside it and not those outside (a concave ring too)", () => {
    expect(ringContains(ring, -77.43, 37.54)).toBe(true);
    expect(ringContains(ring, -76.28, 36.85)).toBe(false);
    const l: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ];
    expect(ringContains(l, 0.5, 1.5)).toBe(true);
    expect(ringContains(l, 1.5, 1.5)).toBe(false);
  });
});

describe("territoryInputSchema", () => {
  it("normalises states (names or codes, once each) and zip prefixes", () => {
    const t = territoryInputSchema.parse({
      name: " South ",
      states: ["texas", "VA", "Virginia"],
      zipPrefixes: ["224", " 220", "224"],
      events: EVENTS,
    });
    expect(t).toMatchObject({ name: "South", states: ["TX", "VA"], zipPrefixes: ["220", "224"], area: null });
  });
  it("needs somewhere and something to hear about", () => {
    const nowhere = territoryInputSchema.safeParse({ name: "X", events: EVENTS });
    expect(nowhere.error?.issues[0]?.message).toBe("Choose states, zip prefixes or an area on the map");
    const deaf = territoryInputSchema.safeParse({
      name: "X",
      states: ["VA"],
      events: { ...EVENTS, scannerAppeared: false },
    });
    expect(deaf.error?.issues[0]?.message).toBe("Choose at least one event to be told about");
  });
});

describe("the daily digest", () => {
  const alert = (id: number, territoryName: string, practiceId: number, message: string) => ({
    id,
    territoryId: 1,
    territoryName,
    practiceId,
    practiceName: "P",
    kind: "scanner_appeared" as const,
    message,
    occurredAt: "2026-11-26T07:00:00.000Z",
    read: false,
  });
  it("lists the alerts by territory with a link that opens each lead, markup escaped", () => {
    const mail = composeDigest({
      name: "Ann <Rep>",
      appUrl: "https://leads.example.com/app",
      alerts: [alert(1, "NoVA", 7, "A & B Dental: CBCT scanner found"), alert(2, "Texas", 9, "Austin: new")],
    });
    expect(mail.subject).toBe("2 new alerts in your territories");
    expect(mail.text).toContain(
      "NoVA:\n- A & B Dental: CBCT scanner found\n  https://leads.example.com/app/dashboard?lead=7",
    );
    expect(mail.text).toContain("Texas:");
    expect(mail.html).toContain("A &amp; B Dental");
    expect(mail.html).toContain("Ann &lt;Rep&gt;");
    expect(leadLink("https://x.example", 3)).toBe("https://x.example/dashboard?lead=3");
  });
});
