import { describe, expect, it } from "vitest";
import { detect, NOW, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { readSite } from "../lead/index.ts";
import { pastedSite } from "../lead/pasted-site.ts";

/**
 * Issue 18, twenty-second round. Fixtures written for their class, not taken from any real page. Each case a class reads
 * fails without its change; the cases named "(guard)" must be left alone and pass either way.
 */
const GENERIC =
  "Cone beam computed tomography gives three-dimensional images of the teeth, jaw bone and nerves. The scan takes " +
  "under a minute and uses a low dose.";
const pasted = (text: string) =>
  readSite(pastedSite("Harbour Dental", text), NOW, { practiceName: "Harbour Dental" }).detection;

describe("an FAQ block below the page's name (detection-corpus.ts faqBlock)", () => {
  it("the practice's 3D imaging services page that closes with an FAQ block is its offering (likely)", () => {
    const r = detect(
      page(
        "/services/3d-imaging/",
        `3D Cone Beam Imaging ${GENERIC} Benefits Clear views of bone. FAQ Is it safe? Yes, the dose is low.`,
        { title: "3D Cone Beam Imaging | Harbour Dental", headings: ["3D Cone Beam Imaging", "Benefits", "FAQ"] },
      ),
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("technology/services page");
  });

  it("the same page pasted into the tester, without its address, is likely too", () => {
    const r = pasted(
      `3D Cone Beam Imaging\n${GENERIC}\nBenefits\nClear views of bone for implant planning, given in a single visit.\n` +
        "FAQ\nIs it safe? Yes, the dose is low.",
    );
    expect(r.status).toBe("likely");
  });

  it("pasted under its services address, with a 'Frequently Asked Questions' block, it is likely", () => {
    const r = pasted(
      `https://harbour.example/services/3d-imaging/\n3D Cone Beam Imaging\n${GENERIC}\nBenefits\n` +
        "Clear views of bone for implant planning, given in a single visit.\nFrequently Asked Questions\n" +
        "Is it safe? Yes, the dose is low.",
    );
    expect(r.status).toBe("likely");
  });

  it("a page named 'FAQ' is still an FAQ page: generic text there is education (guard)", () => {
    const r = detect(
      page("/patient-info/", `FAQ ${GENERIC}`, { title: "FAQ | Harbour Dental", headings: ["FAQ", "Imaging"] }),
    );
    expect(r.status).toBe("uncertain");
  });

  it("a pasted FAQ page under its FAQ address stays uncertain (guard)", () => {
    const r = pasted(`https://harbour.example/faq/\nFrequently Asked Questions\n${GENERIC}\nIs it safe?\nYes, it is.`);
    expect(r.status).toBe("uncertain");
  });
});

describe("a cue read inside a longer word (assess-hits.ts wordStart / wordEnd)", () => {
  it("'questions Cone beam' holds no Dutch 'ons cone beam' (our scanner): generic text stays uncertain", () => {
    const r = detect(
      page("/", "Patient questions Cone beam computed tomography gives three-dimensional images of the teeth."),
    );
    expect(r.status).toBe("uncertain");
    expect(r.evidence.map((e) => e.signal).join(" ")).not.toContain("Dutch");
  });

  it.each([
    ["Onze cone beam scanner maakt 3D-beelden van de kaak."],
    ["In onze praktijk maken we een CBCT-scan van de kaak."],
  ])("the Dutch practice's own scanner, '%s', is still confirmed (guard)", (sentence) => {
    expect(detect(page("/", sentence)).status).toBe("confirmed");
  });
});

describe("imaging for referring dentists, the practice named (cues.ts 'scans for referring dentists')", () => {
  const named = (text: string) => detect(page("/", text), { now: NOW, practiceName: "Harbour Dental" });

  it("'Dentists in the area refer their patients to Harbour Dental for CBCT scans' is the practice's scanner", () => {
    expect(named("Dentists in the area refer their patients to Harbour Dental for CBCT scans.").status).toBe(
      "confirmed",
    );
  });

  it("'Referring dentists receive the CBCT images and a radiology report' is the practice's scanner", () => {
    expect(named("Referring dentists receive the CBCT images and a radiology report.").status).toBe("confirmed");
  });

  it("a referring dentist who must send the scan is a referral (guard)", () => {
    expect(named("Referring dentists should send the CBCT images with the referral.").status).toBe("not_detected");
  });
});

describe("an announcement without a subject (cues.ts 'offer: an announcement without a subject')", () => {
  it.each([
    ["Now offering 3D cone beam scans"],
    ["Now Offering CBCT 3D Imaging! Call today to book."],
    ["Introducing 3D Cone Beam Imaging. Precise implant planning with less radiation."],
    ["Now available: cone beam CT scans for implant planning."],
  ])("the home page's '%s' is the practice's offering (likely)", (text) => {
    expect(detect(page("/", text)).status).toBe("likely");
  });

  it.each([
    ["/", "Many practices are now offering cone beam scans."],
    ["/", "Introducing Dr. Lee, who trained in CBCT interpretation."],
    ["/blog/cbct-intro/", "Introducing cone beam CT: what every patient should know."],
  ])("on %s, '%s' (a subject, a dentist announced, an article) stays uncertain (guard)", (path, text) => {
    expect(detect(page(path, text)).status).toBe("uncertain");
  });
});
