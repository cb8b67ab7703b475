import { describe, expect, it } from "vitest";
import { pastedSite } from "../lead/pasted-site.ts";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, fourth round: one fixture per class of pages, each written for its class (not taken from any real page).
 */
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));

describe("a page named after the service alone", () => {
  const BODY = [
    "Cone beam computed tomography gives a three-dimensional picture of the teeth, jaw bone and nerves.",
    "Dentists use it when an ordinary x-ray cannot show enough, for example before implants.",
  ].join("\n");

  it("pasted text whose first line is the modality's name alone is the practice's own page (likely)", () => {
    expect(pasted(`Cone Beam CT Scan\n${BODY}`).status).toBe("likely");
    expect(pasted(`3D CBCT Imaging\n${BODY}`).status).toBe("likely");
    expect(pasted(`CBCT – Cone Beam Computed Tomography\n${BODY}`).status).toBe("likely");
    // A services page named for its town.
    expect(pasted(`Cone Beam CT Springfield\n${BODY}`).status).toBe("likely");
  });

  it("the same body under a headline, a question, a one-word headline or with a byline is an article (uncertain)", () => {
    expect(pasted(`Benefits of Cone Beam CT for Implant Patients\n${BODY}`).status).toBe("uncertain");
    expect(pasted(`Cone Beam CT: What Every Patient Should Know\n${BODY}`).status).toBe("uncertain");
    expect(pasted(`Is a Cone Beam CT Scan Safe?\n${BODY}`).status).toBe("uncertain");
    expect(pasted(`Cone Beam CT Benefits\n${BODY}`).status).toBe("uncertain");
    expect(
      pasted(`Cone Beam CT Scan\nPosted on 3 May by the front desk team, in our news section.\n${BODY}`).status,
    ).toBe("uncertain");
  });

  it("the modality's name in a line further down is not the page's name", () => {
    expect(pasted(`Our Blog\n${BODY}\nCone Beam CT Scan\n${BODY}`).status).toBe("uncertain");
  });

  it("a scraped title carries the site's name after a separator; the page's H1 names it too", () => {
    const text = BODY.replace(/\n/g, " ");
    const titled = (title: string, headings?: string[]) =>
      detect(page("/?page_id=41", text, { title, ...(headings ? { headings } : {}) })).status;
    expect(titled("Cone Beam CT Scan | Harbour Dental")).toBe("likely");
    expect(titled("3D CBCT Imaging - Smile Dental Studio")).toBe("likely");
    expect(titled("Harbour Dental", ["Cone Beam CT Scan", "What to expect"])).toBe("likely");
    // A dash before a headline's second half is not a site name.
    expect(titled("Cone Beam CT Scan - Everything You Need to Know")).toBe("uncertain");
    expect(titled("Cone Beam CT Scan | Harbour Dental Blog")).toBe("uncertain");
  });

  it("an addressed page titled with the modality alone is likely; the same page titled as a headline is not", () => {
    const text = BODY.replace(/\n/g, " ");
    expect(detect(page("/?page_id=41", text, { title: "Cone Beam CT Scan" })).status).toBe("likely");
    expect(detect(page("/?page_id=41", text, { title: "Why Cone Beam CT Matters for Implants" })).status).toBe(
      "uncertain",
    );
  });
});

describe("a passive workflow sentence that names the practice as the place or the agent of the scan", () => {
  const at = (text: string) => detect(page("/", text), { now: new Date("2026-03-01Z") }).status;

  it("'taken in our surgery', 'carried out at our practice', 'performed by our radiographer' are the practice's scans", () => {
    expect(at("Before treatment a cone beam CT scan is taken in our surgery.")).toBe("confirmed");
    expect(at("The CBCT scan is carried out at our practice on the day of your consultation.")).toBe("confirmed");
    expect(at("CBCT scans are performed by our trained radiographer.")).toBe("confirmed");
    expect(at("Our radiographer will take your cone beam CT scan.")).toBe("confirmed");
    expect(at("Consultation, cone beam CT imaging and surgery, all under one roof.")).toBe("confirmed");
  });

  it("a passive scan with neither place nor agent, or a place that belongs to another sentence or scan, is not", () => {
    expect(at("Before treatment a cone beam CT scan is taken.")).toBe("uncertain");
    expect(at("A CBCT scan may be needed first. Implant surgery is carried out at our practice.")).toBe("uncertain");
    expect(at("Digital x-rays are taken in our surgery, while a CBCT scan gives a 3D view.")).toBe("uncertain");
    expect(at("The implant is placed by our surgeon, and a cone beam CT is used to plan it.")).toBe("uncertain");
    expect(at("We look after the whole family under one roof. Cone beam CT gives dentists a 3D view.")).toBe(
      "uncertain",
    );
    expect(at("Your CBCT scan is taken at a local imaging centre and reviewed by our team.")).toBe("not_detected");
  });
});

describe("a FAQ question about the practice's own equipment answered yes", () => {
  const faq = (text: string) => detect(page("/faq/", text), { now: new Date("2026-03-01Z") }).status;

  it("'Do you have a cone beam CT scanner? Yes.' is the practice's own unit; 'Does your office offer ...? Yes!' is likely", () => {
    expect(faq("Do you have a cone beam CT scanner? Yes, of course.")).toBe("confirmed");
    expect(faq("Does your office offer cone beam CT? Yes!")).toBe("likely");
  });

  it("a yes about dentists in general, about the patient, or followed by a referral is not the practice's", () => {
    expect(faq("Does your dentist have a CBCT scanner? Yes, most offices do now.")).toBe("uncertain");
    expect(faq("Do you need a CBCT scan before implants? Yes, in most cases.")).toBe("uncertain");
    expect(faq("Is a cone beam CT scan safe? Yes, the dose is low.")).toBe("uncertain");
    expect(faq("Do you take CBCT scans? Yes, we refer you to a local imaging centre for them.")).toBe("not_detected");
  });
});

describe("the maker of a 3D x-ray named without the word CBCT (radiographic vs intraoral, shared by status and make)", () => {
  const at = (text: string) => detect(page("/", text), { now: new Date("2026-03-01Z") });

  it("a maker beside a radiographic 3D x-ray or 3D imaging unit is the scanner's maker", () => {
    expect(at("Our office uses a Carestream 3D x-ray system to see the bone before surgery.").manufacturer).toBe(
      "Carestream",
    );
    expect(at("Our new 3D x-ray machine from Vatech shows the jaw bone in three dimensions.").manufacturer).toBe(
      "Vatech",
    );
    expect(at("We use a Morita 3D imaging unit to see the nerves and the jaw bone.").manufacturer).toBe("J. Morita");
  });

  it("a maker beside an intraoral 3D scan is not a scanner's maker, and the scan is no CBCT", () => {
    const r = at("Our Carestream 3D scan of your teeth and gums replaces messy impressions for crowns.");
    expect(r.manufacturer).toBeNull();
    expect(r.status).toBe("not_detected");
  });
});

describe("the exposure in the practice's copy: 'we are able to take'", () => {
  const at = (text: string) => detect(page("/", text), { now: new Date("2026-03-01Z") }).status;

  it("'we are able to take 3D cone beam scans' says what 'we can take' says", () => {
    expect(at("We are able to take 3D cone beam scans.")).toBe("confirmed");
  });

  it("able to take an intraoral scan, or impressions beside a CBCT that may be needed, is not", () => {
    expect(at("We are able to take a 3D scan of your teeth for Invisalign aligners.")).toBe("not_detected");
    expect(at("We are able to take impressions in one visit, and a CBCT may be needed for implants.")).toBe(
      "uncertain",
    );
  });
});

describe("a place that belongs to a treatment, not the scan", () => {
  const at = (text: string) =>
    detect(page("/", text), { now: new Date("2026-03-01Z"), practiceName: "Smile Dental" }).status;

  it("a clause whose subject is a treatment places the treatment, not the CBCT of the other clause", () => {
    expect(at("Implants are placed in our office, and a CBCT scan may be needed first.")).toBe("uncertain");
    expect(at("Wisdom teeth are removed in our office; a cone beam CT may be recommended before surgery.")).toBe(
      "uncertain",
    );
    expect(at("Sedation is available at Smile Dental, and a CBCT scan may be needed first.")).toBe("uncertain");
  });

  it("the scan's own place, or a treatment named after the cue, still counts", () => {
    expect(at("Cone beam CT is available at Smile Dental.")).toBe("confirmed");
    expect(at("In our office, implant planning starts with a cone beam CT scan.")).toBe("confirmed");
    expect(at("Our office has everything for implants, including a cone beam CT scanner.")).toBe("confirmed");
  });
});
