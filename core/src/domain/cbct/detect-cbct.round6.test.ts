import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";
import { breadcrumbTrail, readPastedText } from "./page-roles.ts";

/**
 * Issue 18, sixth round: the page's place in the site (its breadcrumb trail) where its address says nothing, and a
 * partner's scanner that stays the partner's. Fixtures written for their class, not taken from any real page.
 */
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));
const GENERIC =
  "Cone beam computed tomography is an x-ray that shows the teeth, nerves and bone in three dimensions. " +
  "It helps plan implants and find the cause of pain that ordinary x-rays miss.";

describe("a breadcrumb trail read from pasted text", () => {
  it("takes 'Home > Dental Services > 3D Imaging' and its usual separators as steps", () => {
    expect(breadcrumbTrail("Home > Dental Services > 3D Imaging")).toEqual(["Home", "Dental Services", "3D Imaging"]);
    expect(breadcrumbTrail("Services › CT Scan")).toEqual(["Services", "CT Scan"]);
    expect(breadcrumbTrail("Home / Our Technology / Cone Beam CT")).toEqual(["Home", "Our Technology", "Cone Beam CT"]);
    expect(breadcrumbTrail("Startseite » Leistungen » DVT")).toEqual(["Startseite", "Leistungen", "DVT"]);
  });

  it("does not take prose, a sentence or a single 'a / b' label for a trail", () => {
    expect(breadcrumbTrail("Implants / Bridges")).toBeNull();
    expect(breadcrumbTrail("A dose of 5 mSv > 1 mSv is more than a year of background radiation.")).toBeNull();
    expect(breadcrumbTrail("Our services > what we offer our patients every day at Harbour Dental in town")).toBeNull();
  });

  it("reads the trail only on the page's first lines, and the line under it is the page's heading", () => {
    const roles = readPastedText(`Dental Services > 3D Imaging\n3D Imaging\n${GENERIC}`);
    expect(roles.breadcrumbs).toEqual(["Dental Services", "3D Imaging"]);
    expect(roles.headings).toEqual(["3D Imaging"]);
    const deep = readPastedText(`Welcome\nFirst paragraph of prose here.\nMore prose here.\nMore.\nServices > CBCT\n`);
    expect(deep.breadcrumbs).toEqual([]);
  });
});

describe("the page's place in the site says what its address would", () => {
  it("pasted: generic CBCT text under 'Dental Services > 3D Imaging' is the practice's offering (likely)", () => {
    const r = pasted(`Dental Services > 3D Imaging\n3D Imaging\n${GENERIC}`);
    expect(r.status).toBe("likely");
    // The reasoning says where the page is filed, so a rep sees why.
    expect(r.reasoning).toContain('filed under "Dental Services > 3D Imaging"');
    // Without the trail the same text is an explainer.
    expect(pasted(`3D Imaging is explained below.\n${GENERIC}`).status).toBe("uncertain");
  });

  it("pasted: a section named in the page's own language counts ('Leistungen', 'Servizi')", () => {
    expect(pasted(`Startseite > Leistungen > Diagnostik > DVT\nDVT\n${GENERIC}`).status).toBe("likely");
    expect(pasted(`Home > Servizi > Cone Beam\nCone Beam\n${GENERIC}`).status).toBe("likely");
  });

  it("pasted: the same text filed under the blog stays education (uncertain)", () => {
    const blog = pasted(`Home > Blog > Why 3D x-rays matter\nWhy 3D x-rays matter\n${GENERIC}`);
    expect(blog.status).toBe("uncertain");
    expect(blog.reasoning).toContain('(a blog/FAQ page, filed under "Home > Blog > Why 3D x-rays matter")');
    expect(pasted(`Patient Information > FAQ > CBCT\nCBCT\n${GENERIC}`).status).toBe("uncertain");
  });

  it("scraped: an address that says nothing ('/?page_id=12') takes the page's trail", () => {
    const trail = { breadcrumbs: ["Home", "Our Technology", "Cone Beam CT"] };
    expect(detect(page("/?page_id=12", GENERIC, trail)).status).toBe("likely");
    expect(detect(page("/?page_id=12", GENERIC)).status).toBe("uncertain");
  });

  it("scraped: an address that says something wins over the trail, and a home page stays a home page", () => {
    const blogTrail = { breadcrumbs: ["Home", "Services", "CBCT"] };
    expect(detect(page("/blog/what-is-cbct/", GENERIC, blogTrail)).status).toBe("uncertain");
    expect(detect(page("/", GENERIC, { breadcrumbs: ["Home", "Services"] })).status).toBe("uncertain");
  });
});

describe("a partner's scanner stays the partner's, even when the practice calls the partner its own", () => {
  it("German: 'bei unseren radiologischen Kooperationspartnern' is a referral, not in-house", () => {
    const text =
      "Wir untersuchen in unserer Praxis den Knochen. Falls nötig lassen wir eine Computertomographie bei unseren " +
      "radiologischen Kooperationspartnern anfertigen.";
    expect(detect(page("/leistungen/implantate", text)).status).not.toMatch(/confirmed|likely/);
    // The practice's own radiology practice ("in unserer radiologischen Praxis") is still its own.
    const own =
      "In unserer radiologischen Praxis fertigen wir die digitale Volumentomographie (DVT) direkt vor Ort an.";
    expect(detect(page("/leistungen/dvt", own)).status).toBe("confirmed");
  });
});

describe("a finding sent on is no referral of the scan", () => {
  // The practice's own page named after CBCT, generic text: likely, unless the practice sends the scan elsewhere.
  const titled = (text: string) =>
    detect(
      page("/for-patients/cbct/", `${GENERIC} A CBCT scan takes seconds. ${text}`, {
        title: "CBCT",
        headings: ["CBCT"],
      }),
    ).status;

  it("'if something outside the jaw looks unusual we may refer you' leaves the practice's page its offering", () => {
    expect(titled("")).toBe("likely");
    expect(titled("If anything outside the jaw looks unusual we may refer you to your physician.")).toBe("likely");
    expect(titled("An incidental finding may mean we refer you for a medical opinion.")).toBe("likely");
  });

  it("a referral for the scan itself still cancels it", () => {
    expect(titled("We may refer you to a local imaging center for it.")).toBe("uncertain");
    expect(titled("We will refer you for a cone beam scan.")).toBe("uncertain");
  });
});

describe("the practice's imaging page offers the imaging named on it", () => {
  const CBCT_TEXT =
    "Cone beam CT shows the jaw in three dimensions. It is the scan of choice before implants and for hidden roots.";

  it("a services page named for imaging (radiology, x-rays, diagnostics) presents cone beam CT as offered (likely)", () => {
    expect(detect(page("/services/radiology/", CBCT_TEXT)).status).toBe("likely");
    expect(detect(page("/services/page-12/", CBCT_TEXT, { title: "Digital Imaging | Harbour Dental" })).status).toBe(
      "likely",
    );
    expect(detect(page("/leistungen/diagnostik/", `DVT. ${CBCT_TEXT}`)).status).toBe("likely");
  });

  it("a treatment page, an article or a headline named for imaging does not (uncertain)", () => {
    // An implants page on which the scan is part of the story, not an imaging service.
    expect(detect(page("/services/dental-implants/", CBCT_TEXT)).status).toBe("uncertain");
    expect(detect(page("/blog/x-rays/", CBCT_TEXT)).status).toBe("uncertain");
    // A root-level headline slug and a headline title are not the page's name.
    expect(detect(page("/3d-imaging-technology-enhances-patient-care/", CBCT_TEXT)).status).toBe("uncertain");
    expect(pasted(`New Technology, Part 2: 3-D Imaging\n${CBCT_TEXT}\nMore about the scan.`).status).toBe("uncertain");
  });
});

describe("a CMS that calls every page an article (Joomla)", () => {
  const TEXT = "La TAC cone beam mostra l'osso in tre dimensioni prima dell'implantologia.";

  it("'/component/content/article/<section>/<page>' is read by its section, not as a blog article", () => {
    expect(detect(page("/component/content/article/80-specialita/96-radiologia", TEXT)).status).toBe("likely");
    expect(detect(page("/index.php/component/content/article/12-servizi/7-cone-beam", TEXT)).status).toBe("likely");
  });

  it("a blog under Joomla is still a blog", () => {
    expect(detect(page("/component/content/article/9-blog/31-radiologia", TEXT)).status).toBe("uncertain");
  });
});

describe("Japanese pages call their unit 'CT' in running text", () => {
  // Bare "CT" stays a tier-B name (a hospital CT is also "CT"), so with the clinic's own place it is an owner (likely).
  it("'院内にCTがあるので' (a CT in the clinic) and '当医院のCTでは' (our clinic's CT) make an owner", () => {
    expect(
      detect(
        page("/oyashirazu/", "親知らずの抜歯では、院内にCTがあるので、必要ならその場でCTによる精密な診断ができます。"),
      ).status,
    ).toBe("likely");
    expect(detect(page("/menu/", "当医院のCTでは被ばく量を抑えて歯と顎の骨を撮影できます。")).status).toBe("likely");
    // On the page the clinic gave its CT ("/menu/ct.html", round 16), the address has said which CT it is: confirmed.
    expect(detect(page("/menu/ct.html", "当医院のCTでは被ばく量を抑えて歯と顎の骨を撮影できます。")).status).toBe(
      "confirmed",
    );
  });

  it("a medical CT compared, or CT in general, is not the clinic's (below likely)", () => {
    expect(detect(page("/column/", "医科用CTの被ばく量は多く、歯の治療では使いません。")).status).not.toMatch(
      /confirmed|likely/,
    );
    expect(detect(page("/column/", "CTがある歯科医院が増えていますが、大切なのは技術です。")).status).not.toMatch(
      /confirmed|likely/,
    );
  });
});

describe("a post's table of contents is no list of offerings", () => {
  it("pasted: items under '目次' / 'Contents' that name CT do not make the page an offering", () => {
    const toc = (heading: string) =>
      pasted(
        `${heading}\n- 1 Why a 3D CBCT scan?\n- 2 Cone beam CT and implants\n- 3 Choosing a clinic\nIntroduction text of the post.`,
      ).status;
    expect(toc("Contents")).toBe("uncertain");
    expect(toc("目次")).toBe("uncertain");
    // The same items under a services heading are the practice's list.
    expect(toc("Our Services")).toBe("likely");
  });
});

describe("the unit the practice has, named by a relative clause", () => {
  const cases: [string, string, string][] = [
    ["es", "/tac-dental/", "Te contamos las ventajas del TAC dental con el que contamos en la clínica."],
    ["it", "/tac-3d/", "La TAC cone beam di cui disponiamo riduce la dose per il paziente."],
    ["pt", "/tomografia/", "O tomógrafo cone beam com o qual contamos mostra o osso em 3D."],
    ["fr", "/cone-beam/", "Le cone beam dont est équipé notre cabinet montre l'os en trois dimensions."],
    ["de", "/dvt/", "Die digitale Volumentomographie, über die wir verfügen, zeigt den Kieferknochen."],
  ];
  it.each(cases)(
    "%s: the unit 'we have' by a relative clause is the practice's own (confirmed)",
    (_lang, path, text) => {
      expect(detect(page(path, text)).status).toBe("confirmed");
    },
  );
});

describe("a fee for the scan, quoted by the practice", () => {
  it("'Cone beam CT scan: $150' beside the scan on the practice's page is an offering (likely)", () => {
    expect(detect(page("/new-patients/", "A cone beam CT scan is $150 at your consultation.")).status).toBe("likely");
    expect(detect(page("/tarifs/", "La TAC cone beam costa 80 € per arcata.")).status).toBe("likely");
    expect(detect(page("/price/", "歯科用CTの撮影は保険外で1回5,000円です。")).status).toBe("likely");
  });

  it("what scans cost in general, an estimate or a blog's price talk is not (uncertain)", () => {
    expect(detect(page("/new-patients/", "A cone beam CT scan typically costs between $100 and $500.")).status).toBe(
      "uncertain",
    );
    expect(detect(page("/column/", "歯科用CTは3割負担で4000円近くかかります。")).status).toBe("uncertain");
    expect(detect(page("/blog/cbct-cost/", "A cone beam CT scan is $150 at many offices.")).status).toBe("uncertain");
  });
});

describe("the practice's own pages whose address starts like a question", () => {
  it("'/why-choose-us' and '/what-to-expect' are the practice's pages, '/why-3d-x-rays-matter/' an article", () => {
    const LIST = { listItems: ["Invisalign", "Low-Dose Digital 3D Radiographs", "3D Printing"] };
    expect(detect(page("/why-choose-us", "Our practice.", LIST)).status).toBe("likely");
    expect(detect(page("/what-to-expect", "Our practice.", LIST)).status).toBe("likely");
    expect(detect(page("/why-3d-x-rays-matter/", "An article.", LIST)).status).toBe("uncertain");
  });
});

describe("the practice's own doctor by name speaks for the practice", () => {
  it("'Dr. Kim ... examines your mouth and takes 3D cone-beam CT scans' is a scan taken at the practice (confirmed)", () => {
    const text =
      "At the consultation Dr. Kim goes over your history, examines your mouth and takes 3D cone-beam CT scans.";
    expect(detect(page("/services/dental-implants", text)).status).toBe("confirmed");
    expect(detect(page("/services/dental-implants", "Dr. Lee uses cone beam CT to plan implants.")).status).toBe(
      "likely",
    );
  });

  it("a doctor who orders or reads a scan, or a scan taken by someone else, is not", () => {
    expect(
      detect(page("/services/dental-implants", "Dr. Kim may order a cone beam CT scan before surgery.")).status,
    ).toBe("uncertain");
    expect(
      detect(page("/services/dental-implants", "Dr. Kim reviews the cone beam CT scan your dentist sent.")).status,
    ).toBe("uncertain");
  });
});

describe("the maker named with the unit, a sentence away from the CBCT word", () => {
  it("'the Finnish Planmeca unit', 'das Gerät von Sirona', 'KaVo社製のCT' name the scanner's maker", () => {
    const make = (text: string) => detect(page("/technology/", text)).manufacturer;
    expect(make("We have a new cone beam CT. The Finnish Planmeca unit gives very fine images.")).toBe("Planmeca");
    expect(make("Wir haben eine digitale Volumentomographie. Das Gerät von Sirona zeigt den Kiefer.")).toBe(
      "Dentsply Sirona",
    );
    expect(make("当院ではKaVo社製のCTレントゲンを導入しました。歯科用CTで骨の状態がわかります。")).toBe("KaVo");
  });

  it("a maker's chair or a maker on a page with no CBCT is not the scanner's", () => {
    const make = (text: string) => detect(page("/technology/", text)).manufacturer;
    expect(make("Our Planmeca chair is comfortable. We also have a cone beam CT.")).toBeNull();
    expect(make("Our new Planmeca unit makes digital panoramic x-rays.")).toBeNull();
  });
});

describe("the practice described on its way to 'has' (seen in the new-user walk)", () => {
  it("'Our new office has a cone beam CT unit' is possession like 'Our office has' (confirmed)", () => {
    expect(detect(page("/", "Our new office has a cone beam CT unit for 3D imaging of the jaw.")).status).toBe(
      "confirmed",
    );
    expect(detect(page("/", "Our state-of-the-art practice features a CBCT scanner.")).status).toBe("confirmed");
    // Still the same sentence only.
    expect(detect(page("/", "Our new office has a friendly team. A cone beam CT may be needed.")).status).toBe(
      "uncertain",
    );
  });
});
