import { describe, expect, it } from "vitest";
import type { CbctStatus } from "../types.ts";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

const NOT_OWNED: CbctStatus[] = ["not_detected", "uncertain"];

// Vocabulary §3: each false-positive class alone must never reach likely/confirmed.
const lookAlikes: { name: string; path: string; text: string; lookAlike: string; equipment?: string }[] = [
  {
    name: "iTero 3D scan",
    path: "/technology/",
    text: "Our iTero Element scanner takes a 3D scan of your teeth in minutes, no goopy impressions.",
    lookAlike: "iTero",
    equipment: "iTero",
  },
  {
    name: "TRIOS 3D images with ownership language",
    path: "/technology/",
    text: "We have a 3Shape TRIOS intraoral scanner in our office that produces 3D images of your bite.",
    lookAlike: "TRIOS",
  },
  {
    name: "Primescan / Omnicam",
    path: "/technology/",
    text: "CEREC Primescan creates a 3D image of your teeth; we previously used the Omnicam.",
    lookAlike: "CEREC Primescan / Omnicam",
  },
  {
    name: "Carestream CS 3600 intraoral scanner",
    path: "/technology/",
    text: "Our Carestream CS 3600 captures 3D scans of your teeth and gums.",
    lookAlike: "Carestream intraoral scanner",
  },
  {
    name: "Medit i700",
    path: "/technology/",
    text: "The Medit i700 gives us a 3D model of your smile.",
    lookAlike: "Medit",
  },
  {
    name: "CEREC with 3-D and ownership",
    path: "/services/crowns/",
    text: "Our CEREC 3-D system mills same-day crowns in our office.",
    lookAlike: "CEREC",
    equipment: "CEREC",
  },
  {
    name: "Invisalign digital 3-D image",
    path: "/services/invisalign/",
    text: "With Invisalign we take a digital 3-D image of your teeth and show you the plan in ClinCheck.",
    lookAlike: "Invisalign",
  },
  {
    name: "3D printing",
    path: "/technology/",
    text: "We have an in-house 3D printer for night guards and surgical guides.",
    lookAlike: "3D printing",
    equipment: "3D printer",
  },
  {
    name: "Digital x-ray sensors",
    path: "/technology/",
    text: "We invested in the latest digital x-ray equipment: Schick sensors with 80% less radiation.",
    lookAlike: "Digital x-ray sensors",
    equipment: "Digital x-ray sensors",
  },
  {
    name: "Medical CT used as a comparison",
    path: "/services/x-rays/",
    text: "Our digital x-rays use far less radiation compared to hospital x-rays or Cat-scans.",
    lookAlike: "Medical CT (comparison)",
  },
  {
    name: "Panoramic x-ray only",
    path: "/technology/",
    text: "Our panoramic x-ray machine takes one picture of your whole mouth, jaw and sinuses.",
    lookAlike: "Panoramic x-ray",
    equipment: "Panoramic x-ray",
  },
  {
    name: "3D smile design",
    path: "/services/cosmetic/",
    text: "Our 3D smile design shows your new smile before we start.",
    lookAlike: "3D smile design / photos / models",
  },
  {
    name: "3D planning software",
    path: "/services/implants/",
    text: "We plan implants in 3D Endo and Simplant software.",
    lookAlike: "3D planning software",
  },
];

describe("detectCbct: look-alikes alone never count", () => {
  it.each(lookAlikes)("$name", ({ path, text, lookAlike, equipment }) => {
    const r = detect(page(path, text));
    expect(NOT_OWNED).toContain(r.status);
    expect(r.model).toBeNull();
    expect(r.signals.lookAlikes).toContain(lookAlike);
    if (equipment) expect(r.equipment).toContain(equipment);
  });

  it.each([
    ["Sirona CEREC", "We use Sirona CEREC for crowns."],
    ["Carestream software", "We run Carestream CS SoftDent practice software."],
    ["Planmeca chairs", "Relax in our new Planmeca dental chairs."],
    ["KaVo handpieces", "Our KaVo handpieces are sterilised after every patient."],
    ["Vatech sensor", "The Vatech EzSensor gives instant digital x-rays."],
    ["Midmark sterilizer", "Midmark sterilizers keep our instruments safe."],
  ])("a brand alone is not CBCT: %s", (_, text) => {
    const r = detect(page("/technology/", text));
    expect(r.status).toBe("not_detected");
    expect(r.manufacturer).toBeNull();
    expect(r.manufacturerOptions).toEqual([]);
  });

  it("a brand beside a cone-beam term names the maker", () => {
    const r = detect(page("/technology/", "We offer 3D CBCT imaging with equipment from Planmeca."));
    expect(r.manufacturerOptions).toEqual(["Planmeca"]);
    expect(r.model).toBeNull();
  });

  it("a 3D CAD/CAM sentence is no cone-beam context for the panoramic unit before it", () => {
    const r = detect(
      page(
        "/our-technology/",
        "Our Carestream CS 8100 takes a digital panoramic x-ray of your entire mouth in seconds. CEREC Same-Day Crowns With CEREC, we design your crown in 3D on the computer and mill it while you wait.",
      ),
    );
    expect(r.status).toBe("not_detected");
  });

  it("DVT on a sedation page is deep vein thrombosis, not a scanner", () => {
    const r = detect(page("/services/sedation/", "General anesthesia carries a small risk of DVT."));
    expect(r.status).toBe("not_detected");
  });

  it('"Galileo" as a name is not the Sirona scanner', () => {
    expect(detect(page("/about/", "As Galileo said, measure what is measurable.")).model).toBeNull();
  });
});

const cancelled: { name: string; path: string; text: string; referral?: boolean; negation?: boolean }[] = [
  {
    name: "refers to an imaging center",
    path: "/services/implants/",
    text: "When we need a 3D view, we refer patients to an imaging center for a CBCT scan.",
    referral: true,
  },
  {
    name: "does not offer but will refer",
    path: "/faq/",
    text: "Do you take CBCT scans? Our office does not offer cone beam CT, but we will refer you to a radiologist.",
    negation: true,
  },
  {
    name: "does not have one in the office",
    path: "/technology/",
    text: "We do not have a CBCT in our office yet.",
    negation: true,
  },
  {
    // A home page whose FAQ says the office has no cone beam scanner and names who takes its 3D x-rays: the modality
    // words after the semicolon are the same denial, not an offer (the own corpus's negation look-alikes).
    name: "a denial followed by who takes the 3D x-rays instead",
    path: "/",
    text:
      "Our Services General & Family Dentistry Dental Implants Gum Disease Treatment Do you take 3D x-rays? Our " +
      "office does not have a cone beam CT scanner; for 3D x-rays we work with an oral surgeon nearby. My kids love " +
      "coming here.",
    negation: true,
  },
  {
    name: "mobile scanning van",
    path: "/services/implants/",
    text: "Cone beam CT scans are taken by a mobile imaging van that visits monthly.",
    referral: true,
  },
  {
    name: "sister clinic",
    path: "/services/implants/",
    text: "Your CBCT will be taken at our sister clinic downtown.",
    referral: true,
  },
  {
    name: "request having it taken elsewhere",
    path: "/services/oral-surgery/",
    text: "If a cone beam scan is needed, I will request having this x-ray taken and sent to us.",
    referral: true,
  },
];

describe("detectCbct: referral and negation cancel ownership", () => {
  it.each(cancelled)("$name", ({ path, text, referral, negation }) => {
    const r = detect(page(path, text));
    expect(r.status).toBe("not_detected");
    expect(r.signals.ownership).toBe(false);
    if (referral) expect(r.signals.referral).toBe(true);
    if (negation) expect(r.signals.negation).toBe(true);
    expect(r.evidence.some((e) => /referral:|negation:/.test(e.signal))).toBe(true);
  });

  it("a home page with a services menu that denies the scanner, then names who takes its 3D x-rays, is not detected", () => {
    const services = ["General & Family Dentistry", "Dental Implants", "Gum Disease Treatment", "Dentures & Partials"];
    const r = detect(
      page(
        "/",
        `Home About Services ${services.join(" ")} Technology Blog Contact Dentistry you can feel good about ` +
          `Our Services ${services.join(" ")} Do you take 3D x-rays? Our office does not have a cone beam CT ` +
          "scanner; for 3D x-rays we work with an oral surgeon nearby. My kids love coming here.",
        {
          headings: ["Dentistry you can feel good about", "Our Services", "Visit Us"],
          menuLinks: ["Home", "About", "Services", ...services, "Technology", "Blog", "Contact"],
          listItems: services,
        },
      ),
    );
    expect(r.signals.negation).toBe(true);
    expect(r.status).toBe("not_detected");
  });

  it("a referral cue cancels the in-house words in the same sentence", () => {
    const r = detect(page("/", "For CBCT scans we refer you to an imaging center near our office."));
    expect(r.signals.ownership).toBe(false);
    expect(r.status).toBe("not_detected");
  });

  it('"our own imaging center" is the practice\'s', () => {
    const r = detect(page("/technology/", "Cone beam CT scans are taken in our own imaging center upstairs."));
    expect(r.signals.referral).toBe(false);
    expect(r.status).toBe("confirmed");
  });

  it('"no need to visit an imaging center" is ownership, not a referral', () => {
    const r = detect(page("/technology/", "With our in-house CBCT there is no need to visit an imaging center."));
    expect(r.status).toBe("confirmed");
    expect(r.signals.referral).toBe(false);
  });

  it("a referral the practice left behind does not cancel the scanner it bought", () => {
    const r = detect(
      page(
        "/our-technology/",
        "We purchased the PreXion3D Excelsior in 2017 after years of sending patients to an outside imaging center.",
      ),
    );
    expect(r).toMatchObject({ status: "confirmed", model: "PreXion3D Excelsior", estimatedInstallYear: 2017 });
    expect(r.signals.referral).toBe(false);
  });

  it("a referral that still happens cancels the scanner named beside it", () => {
    const r = detect(page("/", "After the exam we send patients to an outside imaging center for a PreXion3D scan."));
    expect(r.status).toBe("not_detected");
  });

  it.each([
    "For implant planning, we'll send you to Regional 3D Dental Imaging for a cone beam CT.",
    "For complex cases that need a cone beam CT, we partner with Capital Region Oral Surgery, which will take the 3D images.",
  ])("sending patients to someone else's CBCT is a referral: %s", (text) => {
    const r = detect(page("/about/", text));
    expect(r.status).toBe("not_detected");
    expect(r.signals.referral).toBe(true);
  });

  it('"no separate imaging appointment" is ownership, not a referral', () => {
    const r = detect(
      page(
        "/technology/",
        "We have a CBCT scanner right here in our office, so there is no separate imaging appointment.",
      ),
    );
    expect(r.status).toBe("confirmed");
    expect(r.signals.referral).toBe(false);
  });

  it("a specialist scanning for referring dentists owns the scanner", () => {
    const r = detect(
      page("/referring-doctors/", "Referring dentists: we provide cone beam CT scans for your patients the same day."),
    );
    expect(r.status).toBe("confirmed");
    expect(r.signals.referral).toBe(false);
  });

  it("a named model in a referral sentence is not the practice's scanner", () => {
    const r = detect(page("/", "We refer patients to Valley Imaging, which uses a Planmeca ProMax 3D."));
    expect(r.status).toBe("not_detected");
    expect(r.model).toBeNull();
  });

  it("a referral for something else in the previous sentence does not cancel an in-house scanner", () => {
    const r = detect(page("/", "Dr. Smith will refer you to an oral surgeon if needed. We have an in-house CBCT."));
    expect(r.status).toBe("confirmed");
    expect(r.signals.referral).toBe(false);
  });

  it("ownership elsewhere on the site outweighs a referral for another service", () => {
    const r = detect([
      page("/technology/", "Our office has a cone beam CT on site."),
      page("/services/sleep-apnea/", "For a sleep study we refer patients to an outside facility."),
    ]);
    expect(r.status).toBe("confirmed");
  });
});
