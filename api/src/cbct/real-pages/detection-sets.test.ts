import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectionSetFiles, loadDetectionSets } from "./detection-sets.ts";
import { unitsOf } from "./measure-split.ts";

const row = (url: string, label: string, excerpt = "# CBCT\n- 3D CBCT imaging") =>
  JSON.stringify({ url, practiceName: null, excerpt, label, manufacturer: null, model: null, why: "fixture" });

describe("detection sets for the benchmark", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "detection-set-"));
  writeFileSync(
    path.join(dir, "pages-x.jsonl"),
    [
      row("https://www.one.example/technology/", "likely"),
      row("https://one.example/blog/cbct/", "uncertain"),
      row("https://two.example/", "not_detected"),
      row("https://two.example/", "confirmed"),
      '{"url": "https://half.example/", "excer',
    ].join("\n"),
  );

  it("reads every *.jsonl of the folders named in DETECTION_SET_DIRS", () => {
    expect(detectionSetFiles({ DETECTION_SET_DIRS: `${dir}:/no/such/dir` })).toContain(path.join(dir, "pages-x.jsonl"));
  });

  it("skips a half-written line and a repeated url instead of failing", () => {
    const loaded = loadDetectionSets([path.join(dir, "pages-x.jsonl")]);
    expect(loaded.rows.map((r) => r.url)).toEqual([
      "https://www.one.example/technology/",
      "https://one.example/blog/cbct/",
      "https://two.example/",
    ]);
    expect(loaded.skipped).toBe(1);
    expect(loaded.duplicates).toBe(1);
  });

  it("groups a site's pages by domain, an owner if any page is", () => {
    const { rows } = loadDetectionSets([path.join(dir, "pages-x.jsonl")]);
    const sites = unitsOf(rows, "site");
    expect(sites.map((s) => [s.key, s.label, s.rows.length])).toEqual([
      ["one.example", "likely", 2],
      ["two.example", "not_detected", 1],
    ]);
  });
});
