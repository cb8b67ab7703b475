import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, fourteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
describe("the reasoning says why 3D wording was read as the cone beam", () => {
  it.each([
    [
      "what a radiograph shows",
      [page("/services/", "Services. Implants. Our 3D x-ray shows the bone and nerves before implant surgery.")],
      "A 3D x-ray spoken of with what it shows (bone, nerves, roots, sinus) counts as a cone-beam term",
    ],
    [
      "a page named after the cone beam",
      [page("/3d-cbct/", "Our office. Our 3D x-ray shows your teeth.")],
      "3D wording on a page the practice named after cone beam CT counts as a cone-beam term",
    ],
    [
      "a page whose text names the cone beam",
      [page("/imaging/", "Imaging. Our 3D x-ray. A cone beam CT scan is a kind of imaging.")],
      "3D wording on a page that names cone beam CT counts as a cone-beam term",
    ],
    [
      "another page of the site that offers the cone beam",
      [
        page("/technology/", "Cone beam CT is available."),
        page("/", "Welcome. In our office, 3D imaging shows the bone and nerves."),
      ],
      "Radiographic 3D wording on a site that offers cone beam CT on another page counts as a cone-beam term",
    ],
  ])("%s", (_, pages, reason) => {
    const r = detect(pages);
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain(reason);
  });

  it("a services page not named after the cone beam is not said to be", () => {
    const r = detect(page("/services/", "Our 3D x-ray shows the bone and nerves before implant surgery."));
    expect(r.reasoning).not.toContain("named after cone beam CT");
  });
});

describe("a model named with its maker is a scanner without an imaging word beside it", () => {
  it("'We use the Vatech Green 16 for implant planning' names the Green 16", () => {
    const r = detect(page(null, "We use the Vatech Green 16 for implant planning."));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("Vatech");
    expect(r.model).toBe("Green 16");
  });

  it("a bare 'Green 16' still needs imaging words ('bus line Green 16')", () => {
    expect(detect(page(null, "The bus line Green 16 stops in front of our office.")).status).toBe("not_detected");
  });
});

describe("the Japanese clinic names the CT among the equipment it has installed", () => {
  it.each([
    ["/clinic.html", "精密な診断機器：歯科用CTなどの先進的な機器を導入しており、正確な診断を行うよう努めています。"],
    ["/facility/", "歯科用CTをはじめとする最新の設備を完備しております。"],
  ])("%s: '%s' is confirmed", (path, text) => {
    const r = detect(page(path, text));
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain("ownership cue");
  });

  it.each([
    "最近は歯科用CTなどの機器を導入している医院も増えています。",
    "歯科用CTなどの設備を完備した歯科医院を選びましょう。",
  ])("clinics in general ('%s') are not this clinic (uncertain)", (text) => {
    expect(detect(page("/column/", text)).status).toBe("uncertain");
  });
});

describe("a row of the practice's price list that prices the CT is not held by its 2D units", () => {
  it.each([
    [
      "/priser/",
      "Priser. Våra priser för tandvård följer referensprislistan.",
      [
        "121 Röntgenundersökning av enskild tand – 55",
        "124 Panoramaröntgen – 520",
        "131 Tomografiundersökning, en kvadrant – 965",
      ],
    ],
    [
      "/fees/",
      "Our dental fees.",
      ["Dental x-ray of a single tooth – $40", "Panoramic x-ray – $95", "CT scan of one jaw – $250"],
    ],
  ])("%s: the priced CT row is likely", (path, text, listItems) => {
    const r = detect(page(path, text, { listItems }));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("price list");
  });

  it("the same list without prices stays uncertain beside the panoramic x-ray, and says why", () => {
    const r = detect(
      page("/fees/", "Our dental fees.", {
        listItems: ["Dental x-ray of a single tooth", "Panoramic x-ray", "CT scan of one jaw"],
      }),
    );
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).toContain("names only 2D x-ray units");
  });
});

describe("a dose compared with a CT at a hospital is no referral", () => {
  it.each([
    ["/cbct/", "CBCT. A cone beam CT shows the jaw bone in 3D. The dose is much lower than a CT scan at the hospital."],
    [
      "/tac/",
      "TAC dental. La tomografía de haz cónico muestra el hueso en 3D. La dosis es mucho menor que la de un TAC en el hospital.",
    ],
    [
      "/dvt/",
      "DVT. Die digitale Volumentomographie zeigt den Kieferknochen in 3D. Die Dosis ist viel geringer als bei einem CT im Krankenhaus.",
    ],
    [
      "/tomografia/",
      "Tomografia 3D. Tomografia stożkowa (CBCT) pozwala obejrzeć kość w trzech wymiarach. Dawka promieniowania jest dużo mniejsza niż przy tomografii wykonywanej w szpitalu.",
    ],
  ])("%s: '%s' is not cancelled (uncertain)", (path, text) => {
    const r = detect(page(path, text));
    expect(r.status).toBe("uncertain");
    expect(r.signals.referral).toBe(false);
  });

  it("a practice that sends the patient to the hospital still refers ('For the scan we refer you to the hospital')", () => {
    const r = detect(
      page("/cbct/", "CBCT. A cone beam CT shows the jaw bone in 3D. For the scan we refer you to the hospital."),
    );
    expect(r.signals.referral).toBe(true);
    expect(r.status).toBe("not_detected");
  });
});

describe("the Polish clinic called by the practice's own name is the place of the scan", () => {
  const text =
    "Tomografia 3D. Tomografia stożkowa (CBCT) pozwala obejrzeć kość. Aparat CBCT pracuje w gabinecie DentaPlus w Turku.";
  it("'Aparat CBCT pracuje w gabinecie DentaPlus' on DentaPlus's site is confirmed", () => {
    expect(detect(page("/tomografia/", text), { now: new Date("2026-03-01"), practiceName: "DentaPlus" }).status).toBe(
      "confirmed",
    );
  });
  it("another clinic's name is not the practice's (uncertain)", () => {
    expect(detect(page("/tomografia/", text), { now: new Date("2026-03-01"), practiceName: "Uśmiech" }).status).toBe(
      "uncertain",
    );
  });
});

describe("the German '3D-Aufnahme' is 3D imaging, read by the words around it", () => {
  it("'Ob Knochen aufgebaut werden muss, klären wir … mit einer 3D-Aufnahme' on the implant page is likely", () => {
    const r = detect(
      page(
        "/de/leistungen/implantate",
        "Implantologie. Eine kleine Schraube wird in den Kieferknochen gesetzt. Ob Knochen aufgebaut werden muss, klären wir im Erstgespräch mit einer 3D-Aufnahme.",
      ),
    );
    expect(r.status).toBe("likely");
  });

  it("the intraoral scanner's '3D-Aufnahme Ihrer Zähne' is not a radiograph (not detected)", () => {
    const r = detect(
      page(
        "/de/leistungen/zahnersatz",
        "Zahnersatz. Mit dem Intraoralscanner machen wir eine 3D-Aufnahme Ihrer Zähne statt eines Abdrucks.",
      ),
    );
    expect(r.status).toBe("not_detected");
  });
});

describe("the Korean clinic tells the patient what follows its scan", () => {
  it.each([
    "정확한 비용은 CBCT 촬영과 구강 검진을 마친 뒤 치료 계획과 함께 알려 드립니다.",
    "CBCT 진단 후, 과잉진료 없는 정직한 치료 계획을 안내해 드립니다.",
  ])("'%s' is likely", (text) => {
    expect(detect(page("/prices", `진료 비용 안내. ${text}`)).status).toBe("likely");
  });

  it("what is usually done after a scan ('CBCT 촬영 후에는 보통 치료 계획을 세우게 됩니다') tells of no clinic (uncertain)", () => {
    expect(detect(page("/prices", "진료 비용 안내. CBCT 촬영 후에는 보통 치료 계획을 세우게 됩니다.")).status).toBe(
      "uncertain",
    );
  });
});
