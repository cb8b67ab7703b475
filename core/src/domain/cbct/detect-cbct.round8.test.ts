import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, eighth round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */

describe("a question heading names a section of the page, not the page", () => {
  // A treatment page as practices write them: the treatment's name, a question that explains it, then the practice's
  // own way of doing it. The text holds every heading, as a scraped page's visible text does.
  const WHAT = "What Are Wisdom Teeth?";
  const EXPLAIN = "Wisdom teeth are the third molars, the last teeth to come in, often in the late teens.";
  const OURS = "Our Approach";
  const PLAN = "We plan every extraction with a 3D CBCT scan that maps the nerve before surgery.";
  const treatmentPage = (path: string, sections: [string, string][], title = "Wisdom Teeth Removal") =>
    page(path, [title, ...sections.flat()].join(" "), {
      title,
      headings: [title, ...sections.map(([h]) => h)],
    });

  it("the practice's own sentence under a plain heading keeps its services page (likely)", () => {
    const r = detect(
      treatmentPage("/services/wisdom-teeth-removal", [
        [WHAT, EXPLAIN],
        [OURS, PLAN],
      ]),
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("(a technology/services page)");
  });

  it("a heading found after the question's section still reads the section under it (likely)", () => {
    // "3D Imaging" is an offering on a services page when the text under it is radiographic (bone, nerves, sinus).
    const r = detect(
      treatmentPage(
        "/services/dental-implants",
        [
          ["What Are Dental Implants?", "An implant is a titanium post that replaces the root of a missing tooth."],
          ["3D Imaging", "A three-dimensional x-ray shows the jaw bone, the nerves and the sinus before surgery."],
        ],
        "Dental Implants",
      ),
    );
    expect(r.status).toBe("likely");
    expect(r.evidence.some((e) => e.source === "heading" && e.snippet === "3D Imaging")).toBe(true);
  });

  it("the same sentence under the question is the article's (uncertain), at any depth of the page", () => {
    const explainer = "A cone beam CT scan is often taken before surgery so that the nerve can be located.";
    const underQuestion = detect(
      treatmentPage("/services/wisdom-teeth-removal", [
        [OURS, "We take out wisdom teeth under local anaesthesia or sedation."],
        ["Recovery", "Most patients are back to work within two or three days."],
        ["Aftercare", "Rinse gently with salt water from the day after surgery."],
        ["Why Would I Need a CBCT Scan?", explainer],
      ]),
    );
    expect(underQuestion.status).toBe("uncertain");
  });

  it("a question as the page's own name still makes the page an article (uncertain)", () => {
    const r = detect(treatmentPage("/wisdom-teeth", [[OURS, PLAN]], "When Should Wisdom Teeth Be Removed?"));
    expect(r.status).toBe("uncertain");
  });
});
