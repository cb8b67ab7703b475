import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/** The largest text the tester accepts (contracts/cbct.ts). */
const MAX_INPUT = 500_000;
const fill = (unit: string) => unit.repeat(Math.ceil(MAX_INPUT / unit.length)).slice(0, MAX_INPUT);

/**
 * Issue 7 item 2: "cone beam" repeated 40,000 times once held a worker for seconds because every match rescanned its
 * context. The bound is the one the issue asks for (2 s for 500,000 characters); linear scanning takes well under a
 * tenth of it on the shared 2-core machine, so the margin absorbs a busy CPU.
 */
const BOUND_MS = 2_000;

const CASES: Array<{ name: string; text: string }> = [
  { name: '"cone beam " repeated', text: fill("cone beam ") },
  {
    name: "model names and ownership cues without full stops",
    text: fill("we use our cbct in-house cone beam CS 8100 3D Planmeca ProMax 3D i-CAT FLX 3d x-ray bone nerve "),
  },
  {
    name: "look-alikes beside 3D wording in every sentence",
    text: fill("Our iTero scanner makes a 3D image of bone and nerves next to the CS 8100 cone beam. "),
  },
  {
    name: "referral and ownership cues interleaved",
    text: fill("We refer patients to an imaging center for a CBCT. Our own imaging facility has a cone beam CT. "),
  },
];

describe("detectCbct: time grows linearly with the input", () => {
  for (const c of CASES) {
    it(`analyses 500,000 characters of ${c.name} in under 2 s, with its evidence`, () => {
      const started = performance.now();
      const r = detect(page(null, c.text));
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(BOUND_MS);
      if (r.status !== "not_detected") expect(r.evidence.length).toBeGreaterThan(0);
    });
  }

  it("reads a page of thousands of '3D Imaging' headings and priced CT rows in under 2 s", () => {
    // Headings read the section under them and list rows read their neighbours (issue 18, third round): both must stay
    // local, not rescan the page per match.
    // The worst case for the heading: its words stand only at the very end of the page text.
    const headings = Array.from({ length: 3_000 }, () => "Section 3D Imaging");
    const rows = Array.from({ length: 3_000 }, (_, i) => `CT vyšetření ${i} | 1800 Kč`);
    const text = `${fill("Bone and nerves are checked before implant surgery. ")} Section 3D Imaging shows the bone.`;
    const started = performance.now();
    detect(page("/technology/", text, { headings, tableRows: rows, listItems: rows }));
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });

  it("reads the same verdict from a page however often it repeats its cues", () => {
    const once = detect(page(null, "In our office we take every CBCT scan on our Planmeca ProMax 3D. "));
    const often = detect(page(null, fill("In our office we take every CBCT scan on our Planmeca ProMax 3D. ")));
    expect(often.status).toBe(once.status);
    expect(often.model).toBe(once.model);
  });
});
