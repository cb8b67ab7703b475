import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";

/**
 * Issue 18, tenth round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
const detectPage = (...args: Parameters<typeof page>) => detect(page(...args));
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));

describe("a page that calls itself an article is an article, whatever its address", () => {
  const GERMAN = "Die digitale Volumentomographie (DVT) zeigt Kiefer, Nerven und Kieferhöhle dreidimensional.";
  const ENGLISH = "Cone beam CT shows the jaw, the nerves and the sinus in three dimensions.";

  it("a page addressed and titled after the modality is the practice's own page (likely)", () => {
    const r = detectPage("/digitale-volumentomographie-dvt/", GERMAN, {
      title: "Digitale Volumentomographie (DVT)",
      headings: ["Digitale Volumentomographie (DVT)"],
    });
    expect(r.status).toBe("likely");
  });

  it.each([
    [`In diesem Beitrag lesen Sie, wie sie funktioniert. ${GERMAN}`, "Digitale Volumentomographie (DVT)"],
    [`In this article we explain how it works. ${ENGLISH}`, "Cone Beam CT"],
    [`Dans cet article, nous expliquons son fonctionnement. ${ENGLISH}`, "Cone Beam CT"],
  ])("the same page saying '%s' is an explainer (uncertain)", (text, title) => {
    const r = detectPage("/digitale-volumentomographie-dvt/", text, { title, headings: [title] });
    expect(r.status).toBe("uncertain");
  });

  it("pasted without an address, it is an article too (uncertain)", () => {
    const r = detectPage(null, `Digitale Volumentomographie (DVT)\nIn diesem Beitrag lesen Sie mehr. ${GERMAN}`, {
      headings: ["Digitale Volumentomographie (DVT)"],
    });
    expect(r.status).toBe("uncertain");
  });

  it("an author's byline makes a pasted page an article (uncertain); without it the list is the practice's (likely)", () => {
    const LIST = "Unsere Diagnostik\n- DVT: dreidimensionales Röntgen\n- Digitales Röntgen";
    expect(pasted(`DVT-Röntgen\nAutorin: Dr. Anna Berg, 25. August 2025\n${LIST}`).status).toBe("uncertain");
    expect(pasted(`DVT-Röntgen\n${LIST}`).status).toBe("likely");
  });

  it("a blog post pasted below the services page does not make the services page an article (likely)", () => {
    const services =
      "Our Services\nHarbour Dental cares for the whole family in the heart of the harbour district, with evening and " +
      "Saturday appointments, gentle care for nervous patients and a team that explains every step before it starts.\n" +
      "- Dental implants\n- 3D CBCT imaging\n- Root canal treatment\n- Children's dentistry\n";
    const post = `Cone beam CT explained\nIn this article we explain how it works. ${ENGLISH}\n`.repeat(4);
    expect(pasted(`${services}\n${post}`).status).toBe("likely");
    expect(pasted(`${services}\nLatest news\nPosted on 3 March 2026 by Dr. Lee: we moved!`).status).toBe("likely");
    expect(pasted(`${post}\n${services}`).status).toBe("uncertain");
  });

  it("an article that says the scanner is the practice's own still says so (confirmed)", () => {
    const r = detectPage("/cone-beam-ct/", `In this article we explain how our in-house cone beam CT scanner works.`, {
      title: "Cone Beam CT",
    });
    expect(r.status).toBe("confirmed");
  });
});

describe("a generic place is any practice's, not this one's", () => {
  it.each([
    "Many patients ask whether a CBCT scan at the dental office is safe.",
    "A cone beam CT scan in the typical dental office takes about 20 seconds.",
    "Cone beam CT scans in the dentist's office have become common.",
  ])("'%s' places no scanner in this practice (uncertain)", (sentence) => {
    expect(detectPage("/", sentence).status).toBe("uncertain");
  });

  it("the practice's own office still places it (confirmed)", () => {
    expect(detectPage("/", "A cone beam CT scan at the office takes about 20 seconds.").status).toBe("confirmed");
    expect(detectPage("/", "Our CBCT scanner sits in our dental office.").status).toBe("confirmed");
  });
});

describe("a list of doses compares exams, it does not offer one", () => {
  it("pasted, an x-ray safety page's dose list is no offering (uncertain)", () => {
    const r = pasted(
      "How much radiation?\n- Panoramic x-ray: 0.01 mSv\n- Cone beam CT scan of the jaw: 0.05 mSv\n- A flight across the country: 0.04 mSv",
    );
    expect(r.status).toBe("uncertain");
  });

  it("the same list without doses is the practice's list of its imaging (likely)", () => {
    const r = pasted("Our imaging\n- Panoramic x-ray\n- Cone beam CT scan of the jaw\n- Digital x-rays");
    expect(r.status).toBe("likely");
  });

  it("a price list row that also states the dose still offers the scan (likely)", () => {
    const r = pasted("Price list\n- Panoramic x-ray (10 µSv): £45\n- Cone beam CT scan (50 µSv): £150");
    expect(r.status).toBe("likely");
  });
});

describe("a Korean list of x-ray kinds is a classification, as in the other languages", () => {
  const ITEMS =
    "1) 파노라마 사진\n- 가장 대표적인 엑스레이\n2) 치근단 사진\n- 작은 엑스레이\n3) Cone Beam CT 사진\n- 턱뼈를 3차원으로 보여줌";

  it("under a lead-in naming the kinds (종류), the list explains x-rays (uncertain)", () => {
    expect(pasted(`치과에서 찍는 X-RAY 종류\n${ITEMS}`).status).toBe("uncertain");
  });

  it("under the practice's own heading, the same list is its equipment (likely)", () => {
    expect(pasted(`장비 안내\n${ITEMS}`).status).toBe("likely");
  });
});

describe("the reasoning names each kind of look-alike once", () => {
  it("a panoramic x-ray found by several language packs is one look-alike to the rep", () => {
    const r = pasted(
      "Radiologia\nOrtopantomografia (panoramica) e OPG digitale.\nThe cone beam CT scan shows the jaw in 3D.",
    );
    expect(r.reasoning).toContain("Look-alikes seen (Panoramic x-ray)");
    expect(r.reasoning).not.toMatch(/Panoramic x-ray \[/);
  });
});
