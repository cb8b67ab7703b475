import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twenty-first round. Fixtures written for their class, not taken from any real page. Each case a class reads
 * fails without its change; the cases it must leave alone ("stays", "is not") are guards and pass either way.
 */
const implantPage = (text: string) => page("/shinryo/implant/", text, { title: "インプラント治療" });
const owner = (status: string) => status === "confirmed" || status === "likely";

describe("the scan's Latin name in full-width letters, as Japanese pages write it (normalize.ts)", () => {
  it("'ＣＴで' before a wisdom tooth is read as 'CTで' is (likely)", () => {
    expect(detect(implantPage("親知らずの抜歯の前にＣＴで神経の位置を確認します。")).status).toBe("likely");
  });

  it("'歯科用ＣＴ' the clinic installed is its cone beam CT (confirmed), and the evidence quotes the page as written", () => {
    const r = detect(implantPage("当院では歯科用ＣＴを導入しています。"));
    expect(r.status).toBe("confirmed");
    expect(r.evidence.map((e) => e.snippet).join(" ")).toContain("歯科用ＣＴ");
  });

  it("a full-width '３ＤのＸ線' unit that shows the jaw bone is a 3D radiograph (likely)", () => {
    expect(detect(implantPage("インプラント治療の前に、３ＤのＸ線撮影装置で顎の骨を確認します。")).status).toBe(
      "likely",
    );
  });

  it("a full-width panoramic unit ('パノラマ/ＯＰＧ') stays a look-alike, not a CBCT (guard)", () => {
    const r = detect(implantPage("当院ではパノラマ/ＯＰＧ撮影で歯と顎の骨全体を確認します。"));
    expect(owner(r.status)).toBe(false);
    expect(r.equipment.join(" ")).toMatch(/panoram/i);
  });
});

describe("the clinic says it takes the CT itself, with no dental word near (languages/asia.ts 'CT the clinic takes')", () => {
  it.each([["当院ではCT撮影を行っています。"], ["当院でCT検査が可能です。"], ["当クリニックでもＣＴ撮影ができます。"]])(
    "'%s' is the clinic's CT (likely)",
    (sentence) => {
      expect(detect(page("/", sentence)).status).toBe("likely");
    },
  );

  it.each([
    ["当院では撮影できないため、提携先の病院でCT撮影を行っています。"],
    ["当院ではCT撮影を行っておりません。"],
    ["当院ではCT検査ができません。"],
    ["当院では医科用CT撮影を行っています。"],
  ])("'%s' (a partner hospital's, none, or a medical CT) is not the clinic's CT", (sentence) => {
    expect(owner(detect(page("/", sentence)).status)).toBe(false);
  });
});

describe("the scanner unit named by its maker (scan-corpus.ts SCANNER_UNIT_BY, notAScanner)", () => {
  it.each([
    ["We recently upgraded to a new CBCT unit from Planmeca.", "Planmeca"],
    ["We use a cone beam unit by Vatech for implants.", "Vatech"],
    ["We use a CBCT unit from Carestream Dental for implants.", "Carestream"],
  ])("'%s' names the scanner's maker", (sentence, make) => {
    expect(detect(page("/", sentence)).manufacturer).toBe(make);
  });

  it.each([
    ["Our treatment units from Planmeca are new, and we take CBCT scans in our office."],
    ["Our chairs and units by KaVo are ergonomic; we take CBCT scans here."],
    ["Our KaVo dental handpieces are sterilised; we take CBCT scans here."],
  ])("'%s': the maker of the chairs, units or handpieces is not the scanner's (guard)", (sentence) => {
    expect(detect(page("/", sentence)).manufacturer).toBeNull();
  });
});

describe("a technology page that names its scanner only by its model (models-other-brands.ts brand lines)", () => {
  it.each([
    ["Cranex 3Dx", "PaloDEx"],
    ["PaX-Flex3D", "Vatech"],
    ["X-Mind Prime 3D", "Acteon"],
    ["RAYSCAN Studio", "Ray"],
    ["FineCube", "Yoshida"],
    ["CB Throne", "Hitachi"],
  ])("'We are proud to have the %s in our office' names %s's cone beam unit", (model, make) => {
    const r = detect(page("/our-technology/", `We are proud to have the ${model} in our office.`));
    expect(owner(r.status)).toBe(true);
    expect(r.manufacturer).toBe(make);
    expect(r.model).toBeNull();
  });

  it("'WhiteFox' is Acteon's cone beam unit beside imaging words, and nothing on its own (guard)", () => {
    const withImaging = "Our WhiteFox gives us a 3D image of the whole jaw before implant surgery.";
    expect(detect(page("/our-technology/", withImaging)).manufacturer).toBe("Acteon");
    expect(detect(page("/team/", "Our receptionist's cat is called White Fox.")).status).toBe("not_detected");
  });
});
