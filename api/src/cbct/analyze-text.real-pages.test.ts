import { describe, expect, it } from "vitest";
import { GOALS, measureRealPages, type RealPageScores } from "./real-pages/measure-real-pages.ts";
import { DEV_SET_PATH, HELD_OUT_PATH, loadRealPages, type RealPageSet } from "./real-pages/real-page-set.ts";

/**
 * Issue 9's goals on real practice pages, through the same code as POST /api/cbct/analyze. The development set lives
 * outside the repository (../shared/reference/); where it is absent the test says so instead of measuring nothing.
 */
const NOW = new Date("2026-03-01T00:00:00Z");

function describeMisses(s: RealPageScores): string {
  return s.results
    .filter((r) => r.status !== r.row.label)
    .map((r) => `${r.row.label} -> ${r.status}: ${r.row.url}`)
    .join("\n");
}

type Floors = { confirmedPrecision: number; ownerRecall: number; makeNamed: number };

function goals(set: RealPageSet, name: string, floors: Floors) {
  const title = set.ok ? `holds on the ${name} (${set.rows.length} pages)` : `${name}: ${set.reason}`;
  it(title, async () => {
    if (!set.ok) {
      console.warn(`${name} not measured: ${set.reason}`);
      return;
    }
    const s = await measureRealPages(set.rows, NOW);
    const misses = describeMisses(s);
    expect(
      s.wrongConfirmed.map((r) => r.row.url),
      "look-alikes or referrals called confirmed",
    ).toEqual([]);
    expect(s.confirmedPrecision, misses).toBeGreaterThanOrEqual(floors.confirmedPrecision);
    expect(s.ownerRecall, misses).toBeGreaterThanOrEqual(floors.ownerRecall);
    if (s.make.of > 0) expect(s.make.named / s.make.of).toBeGreaterThanOrEqual(floors.makeNamed);
  });
}

describe("CBCT detection on real practice pages", { timeout: 60_000 }, () => {
  // Issue 9's goals.
  goals(loadRealPages(DEV_SET_PATH), "development set", GOALS);
  // Eighteen pages found and labelled by this project: the same hard rules (no look-alike or referral confirmed,
  // confirmed precision); owner recall is held at what it measures today (7 of 8), below the goal, so a regression
  // shows while the README reports the gap.
  goals(loadRealPages(HELD_OUT_PATH), "held-out pages this project found", { ...GOALS, ownerRecall: 0.85 });
});
