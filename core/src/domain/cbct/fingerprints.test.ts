import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { buildCorpus } from "./detection-corpus.ts";
import { findScannerFamily, findScannerModel } from "./find-scanner-model.ts";
import { parsePattern } from "./fingerprint-format.ts";
import { FINGERPRINTS, LIBRARY, SCANNER_MODELS } from "./fingerprints.ts";
import { scanCorpus } from "./scan-corpus.ts";
import { validateFingerprints } from "./validate-fingerprints.ts";

const asPage = (example: string) =>
  /\.(?:jpe?g|png)$/i.test(example) ? page("/", "", { imageSrcs: [`/uploads/${example}`] }) : page(null, example);

describe("fingerprint library", () => {
  it("validates: every regex compiles and is bounded, models name known manufacturers, years are plausible", () => {
    expect(validateFingerprints(FINGERPRINTS, new Date().getFullYear())).toEqual([]);
  });

  it("reports broken entries instead of accepting them", () => {
    const broken = {
      ...FINGERPRINTS,
      models: [
        ...SCANNER_MODELS,
        {
          ...SCANNER_MODELS[0]!,
          name: "Bad",
          manufacturer: "Nobody",
          releaseYear: 1995,
          patterns: ["(unclosed", "a+b"],
          family: "Nothing Like It",
        },
      ],
    };
    const problems = validateFingerprints(broken, 2026).join("\n");
    expect(problems).toContain('unknown manufacturer "Nobody"');
    expect(problems).toContain("implausible release year 1995");
    expect(problems).toContain("Invalid regular expression");
    expect(problems).toContain("unbounded");
    expect(problems).toContain('unknown family "Nothing Like It"');
  });

  it("covers every manufacturer of the vocabulary table", () => {
    const names = FINGERPRINTS.manufacturers.map((m) => m.name);
    for (const m of [
      "Planmeca",
      "Dentsply Sirona",
      "Carestream",
      "KaVo",
      "Gendex",
      "PaloDEx",
      "J. Morita",
      "Vatech",
      "Cefla",
      "Acteon",
      "Ray",
      "PreXion",
      "Midmark",
      "Owandy",
      "Yoshida",
      "Hitachi",
      "IMTEC",
    ]) {
      expect(names).toContain(m);
    }
  });

  it("parses Wappalyzer-style tags and rejects unknown ones", () => {
    expect(parsePattern(String.raw`cs\s?8100\;confidence:75\;context:cbct\;window:120`)).toMatchObject({
      source: String.raw`cs\s?8100`,
      confidence: 75,
      context: "cbct",
      window: 120,
    });
    expect(() => parsePattern(String.raw`x\;colour:red`)).toThrow(/unknown tag/);
  });

  it("finds the entry behind a reported model name, variants included", () => {
    expect(findScannerModel("Galileos ComfortPlus")).toMatchObject({ name: "Galileos", discontinued: true });
    expect(findScannerModel("GALILEOS")).toMatchObject({ name: "Galileos" });
    expect(findScannerModel("i-CAT FLX V17")).toMatchObject({ releaseYear: 2016 });
    expect(findScannerModel(" cs 9600 ")).toMatchObject({ manufacturer: "Carestream", discontinued: false });
    expect(findScannerModel("Not A Scanner")).toBeNull();
  });

  it.each([
    ["Kodak 9000 3D", "CS 9000 3D"],
    ["Planmeca ProMax 3D Max", "ProMax 3D Max"],
    ["Sirona ORTHOPHOS XG 3D Ceph", "Orthophos XG 3D"],
    ["Planmeca 3D", "Planmeca 3D"],
    ["CS 8100", null],
  ])("reads a practice's spelling %s as %s", (spelling, name) => {
    expect(findScannerModel(spelling)?.name ?? null).toBe(name);
  });

  it.each([
    ["OP 3D Pro", "OP 3D"],
    ["OP 3D LX", "OP 3D"],
    ["i-CAT FLX V17", "i-CAT FLX"],
    ["ProMax 3D Classic", "ProMax 3D"],
    ["PreXion3D Excelsior", "PreXion3D"],
    ["PreXion3D Explorer", "PreXion3D"],
    ["CS 9600", "CS 9600"],
  ])("puts %s in the %s line", (name, line) => {
    expect(findScannerFamily(name)?.name).toBe(line);
  });

  describe.each(FINGERPRINTS.models.flatMap((m) => m.examples.map((e) => [m.name, e] as const)))(
    "model %s",
    (name, example) => {
      it(`recognises "${example}"`, () => {
        const scan = scanCorpus(buildCorpus([asPage(example)]), LIBRARY);
        expect(scan.models.map((h) => h.fp.name)).toContain(name);
      });
    },
  );

  describe.each(FINGERPRINTS.lookAlikes.flatMap((l) => l.examples.map((e) => [l.name, e] as const)))(
    "look-alike %s",
    (name, example) => {
      it(`recognises "${example}" and never calls it CBCT`, () => {
        const scan = scanCorpus(buildCorpus([asPage(example)]), LIBRARY);
        expect(scan.lookAlikes.map((h) => h.fp.name)).toContain(name);
        expect(detect(page("/technology/", `We have the ${example} in our office.`)).status).toBe("not_detected");
      });
    },
  );
});
