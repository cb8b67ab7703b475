import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDetectionSets } from "./detection-sets.ts";
import { unitsOf } from "./measure-split.ts";
import { DEV_SET_PATH, type RealPage } from "./real-page-set.ts";
import { agreement, loadSecondLabels, onAgreedRows, type SecondLabel } from "./second-labels.ts";

const row = (url: string, label: RealPage["label"]): RealPage => ({
  url,
  practiceName: null,
  excerpt: "CBCT",
  label,
  manufacturer: null,
  model: null,
  why: "fixture",
});
const second = (url: string, label: SecondLabel["label"]): [string, SecondLabel] => [
  url,
  { url, label, manufacturer: null, why: "fixture", labeller: "test", set: "pages-x.jsonl", saw: "address" },
];

describe("a second, blind label", () => {
  const rows = [
    row("https://a.example/", "confirmed"),
    row("https://b.example/", "likely"),
    row("https://c.example/", "uncertain"),
    row("https://d.example/", "not_detected"),
    row("https://e.example/", "likely"),
  ];
  const labels = new Map([
    second("https://a.example/", "likely"),
    second("https://b.example/", "uncertain"),
    second("https://c.example/", "uncertain"),
    second("https://d.example/", "not_detected"),
  ]);

  it("measures how often two labellers make the same owner call, on the rows labelled twice", () => {
    const a = agreement(rows, labels);
    expect(a.rows).toBe(4);
    expect(a.ownerAgreement).toBe(0.75);
    expect(a.sameLabel).toBe(0.5);
    expect(a.secondFindsFirstOwners).toBe(0.5);
    // Base rates 1/2 and 1/4: chance agreement 0.5, so kappa (0.75 - 0.5) / 0.5.
    expect(a.kappa).toBeCloseTo(0.5);
  });

  it("scores the detector only on the rows both call owners, or both non-owners", () => {
    const units = unitsOf(rows, "page");
    const status = ["likely", "likely", "likely", "uncertain", "likely"] as const;
    const results = units.map((unit, i) => ({
      unit,
      status: status[i] ?? "uncertain",
      confidence: 0,
      manufacturer: null,
    }));
    // a: both owners, found; b: disputed; c and d: both non-owners, c called likely; e: no second label.
    expect(onAgreedRows(results, labels)).toEqual({ owners: 1, ownersFound: 1, nonOwners: 2, nonOwnersLikely: 1 });
  });

  it("reads the labels of one kind of reader, skipping a half-written line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "second-labels-"));
    const line = (url: string, saw: string) =>
      JSON.stringify({ url, label: "likely", manufacturer: null, why: "w", labeller: "t", set: "pages-x.jsonl", saw });
    writeFileSync(
      path.join(dir, "labels.jsonl"),
      [line("https://a.example/", "address"), line("https://b.example/", "text"), '{"url": "https://c.ex'].join("\n"),
    );
    expect([...loadSecondLabels("address", dir).keys()]).toEqual(["https://a.example/"]);
    expect([...loadSecondLabels("text", dir).keys()]).toEqual(["https://b.example/"]);
  });

  it("labels only rows of the detection sets", () => {
    const labelled = [...loadSecondLabels("address").values(), ...loadSecondLabels("text").values()];
    const urls = new Set(loadDetectionSets().rows.map((r) => r.url));
    // The development set lives beside the repository (real-page-set.ts); a clone without it has only its own parts.
    const expected = existsSync(DEV_SET_PATH)
      ? labelled
      : labelled.filter((l) => l.set !== path.basename(DEV_SET_PATH));
    expect(expected.length).toBeGreaterThan(800);
    expect(expected.filter((l) => !urls.has(l.url)).map((l) => l.url)).toEqual([]);
  });
});
