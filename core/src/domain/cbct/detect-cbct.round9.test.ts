import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";

/**
 * Issue 18, ninth round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
const detectPage = (...args: Parameters<typeof page>) => detect(page(...args));
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));

describe("a pasted page named after the service in French, Polish or with its article", () => {
  // A services page pasted from the practice's site: its name on the first line, generic text under it.
  const BODY = "Le cone beam donne une image en trois dimensions de l'os, des nerfs et des sinus avant un implant.";

  it.each([
    "Tomodensitométrie à faisceau conique",
    "Tomografia komputerowa wiązki stożkowej",
    "La radiologie 3D",
    "Le Cone Beam",
  ])("'%s' names the practice's own page (likely)", (name) => {
    const r = pasted(`${name}\n${BODY}`);
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("named after CBCT alone");
  });

  it("a headline with its article is still a headline (uncertain)", () => {
    expect(pasted(`La radiologie 3D : tout savoir avant votre implant\n${BODY}`).status).toBe("uncertain");
    expect(pasted(`Les avantages du Cone Beam\n${BODY}`).status).toBe("uncertain");
  });
});

describe("3D radiology named in the word order of the practice's language", () => {
  const BODY = "The cone beam scan shows the bone, the nerves and the sinus in three dimensions before an implant.";

  it.each([
    "Radiologie 3D",
    "Radiografía 3D",
    "Röntgen 3D",
    "Imagerie 3D",
    "Dreidimensionales Röntgen",
    "3D Radiology",
  ])("'%s' as the page's name is the practice's CBCT page (likely), as '3D X-Rays' is", (name) => {
    expect(pasted(`${name}\n${BODY}`).status).toBe("likely");
  });

  it("a scanner or an intraoral '3D' name is not 3D radiology (uncertain)", () => {
    expect(pasted(`Scanner 3D\n${BODY}`).status).toBe("uncertain");
    expect(pasted(`Intraoral 3D\n${BODY}`).status).toBe("uncertain");
  });
});

describe("the practice names the scan as the instrument of its own work", () => {
  it.each([
    "We plan each implant with a cone beam CT scan.",
    "We map the nerve using a CBCT scan before every wisdom tooth extraction.",
    "Our team places every implant based on a cone beam scan of the jaw.",
  ])("'%s' is the practice using it (likely)", (sentence) => {
    const r = pasted(`Dental Implants\n${sentence}`);
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("use: ");
  });

  it("dentists in general planning with it are not the practice (uncertain)", () => {
    expect(pasted("Dental Implants\nMany dentists plan implants with a cone beam CT scan.").status).toBe("uncertain");
    expect(pasted("Dental Implants\nWe plan each implant carefully. A cone beam CT scan is often used.").status).toBe(
      "uncertain",
    );
  });
});

describe("'3D imaging' on a page that names the cone beam is the cone beam", () => {
  // A treatment page names the CBCT once in a sentence of its own, then says "3D imaging" for it in the practice's voice,
  // among words (extraction, discomfort) that are not the radiographic words the 3D wording needs on its own.
  const FEATURES = "A CBCT is a cone beam x-ray that maps the nerve in the jaw.";
  const OWN =
    "Most patients are back at work within two or three days and need only mild pain relief after the procedure. " +
    "Soft food and gentle rinsing help the healing. We plan each extraction with 3D imaging to keep discomfort low.";

  it("the practice's sentence about its 3D imaging speaks of its CBCT (likely)", () => {
    const r = pasted(`Wisdom Teeth Removal\n${FEATURES}\nYour Visit\n${OWN}`);
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain('Found "3D imaging"');
  });

  it("without the cone beam named on the page, '3D imaging' alone among such words is no hit", () => {
    expect(pasted(`Wisdom Teeth Removal\nSedation is available for your comfort.\nYour Visit\n${OWN}`).status).toBe(
      "not_detected",
    );
  });

  it("'3D imaging' among intraoral words stays an intraoral scanner on such a page", () => {
    const r = pasted(
      `Wisdom Teeth Removal\n${FEATURES}\nYour Smile\nWe design your aligners with 3D imaging of your teeth and gums.`,
    );
    expect(r.reasoning).not.toContain('Found "3D imaging"');
  });
});

describe("'the first' is a practice counting itself among few only when a practice follows", () => {
  it("'The first consultation starts with a cone beam CT scan' is the patient's first visit, not possession", () => {
    const r = pasted(
      "What to Expect\nThe first consultation with our surgeon starts with a clinical exam and a cone beam CT scan.",
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).not.toContain("one of the few");
  });

  it.each([
    "We are the only practice in town with a cone beam CT scanner.",
    "Siamo il primo studio della zona a disporre di una TAC cone beam.",
    "Somos la única clínica de la ciudad que cuenta con un TAC 3D dental.",
  ])("'%s' still counts the practice among the few (confirmed)", (sentence) => {
    expect(pasted(`Technology\n${sentence}`).status).toBe("confirmed");
  });

  it("'la prima visita con un esame TAC' is a visit, not the first practice", () => {
    expect(pasted("Implantologia\nLa prima visita con un esame TAC cone beam dura un'ora.").status).not.toBe(
      "confirmed",
    );
  });
});

describe("the practice's visit starts with or includes the scan", () => {
  it.each([
    "The first consultation starts with a clinical exam and a cone beam CT scan.",
    "Your initial visit includes a cone beam CT scan of the jaw.",
  ])("'%s' offers it (likely)", (sentence) => {
    expect(pasted(`What to Expect\n${sentence}`).status).toBe("likely");
  });
});

describe("the 3D scan's own object says what it is", () => {
  it("'a 3D scan of your teeth' beside x-rays of the teeth and jaws is the intraoral scan (not detected)", () => {
    const r = pasted(
      "Your Records Visit\nWe take digital records: photos of your smile, a 3D scan of your teeth, and x-ray " +
        "radiographs of your teeth and jaws. All our digital facilities are on-site.",
    );
    expect(r.status).toBe("not_detected");
  });

  it("a 3D scan of the jaw bone taken on site is still the 3D radiograph (likely)", () => {
    expect(pasted("Your Records Visit\nWe take a 3D scan of your jaw bone on-site.").status).toBe("likely");
  });

  it("an object that is not intraoral alone is read with its sentence", () => {
    const r = pasted(
      "Technology\nWe are able to take a 3-dimensional scan of your teeth, gums and jaw with technology much like a " +
        "medical CAT scan, to see the bone and nerves.",
    );
    expect(r.status).toBe("likely");
  });
});

describe("a list of x-ray kinds named by their abbreviations is a classification", () => {
  it("'types of x-rays: Intraoral – IOPA, RVG / Extraoral – OPG, CBCT' offers nothing (uncertain)", () => {
    const r = pasted(
      "X-Rays Explained\nDentistry uses two types of x-rays:\n- Intraoral – IOPA, RVG\n- Extraoral – OPG, CBCT\n" +
        "An RVG uses a sensor instead of film.",
    );
    expect(r.status).toBe("uncertain");
  });

  it("the practice's own list of the kinds it takes stays its offering (likely)", () => {
    const r = pasted("Our X-Rays\nWe take these types of x-rays:\n- Intraoral – IOPA, RVG\n- Extraoral – OPG, CBCT");
    expect(["likely", "confirmed"]).toContain(r.status);
  });
});

describe("a pasted list whose items end in a full stop", () => {
  it("'Invisalign.' 'Low-Dose Digital 3D Radiographs.' 'Laser Therapy.' is the practice's list (likely)", () => {
    const r = pasted(
      "Why Choose Us\nInvisalign.\nAccelerated Treatment.\nLow-Dose Digital 3D Radiographs.\nLaser Therapy.\n" +
        "Live Text Support.",
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("list item");
  });

  it("a short sentence alone between paragraphs stays text (uncertain)", () => {
    const r = pasted(
      "X-Rays\nDental x-rays show what the eye cannot see, between the teeth and below the gums.\n" +
        "Cone beam CT is different.\nIt takes a three-dimensional picture of the jaw, the nerves and the sinus.",
    );
    expect(r.status).toBe("uncertain");
  });
});

describe("the practice recommends the scan as part of its own care", () => {
  it("'If you are thinking about implants, we recommend a CBCT scan' is the practice's work-up (likely)", () => {
    const r = pasted(
      "Patient Information\nIf you are thinking about dental implants, we recommend a CBCT scan of the jaw.",
    );
    expect(r.status).toBe("likely");
  });

  it("recommending that you ask your dentist, or a scan at an imaging centre, is not the practice's (uncertain)", () => {
    expect(pasted("Patient Information\nWe recommend you ask your dentist whether a CBCT scan is needed.").status).toBe(
      "uncertain",
    );
    expect(
      pasted("Patient Information\nWe recommend a CBCT scan, which is taken at a local imaging centre.").status,
    ).not.toBe("likely");
  });
});

describe("the practice's imaging page lists the CT among its exams", () => {
  // A radiology page as practices write them: its exams as sections, the CT one named by the bare word.
  const EXAMS = [
    ["Intraoral X-Rays", "Small digital x-rays of two or three teeth, taken with a sensor."],
    ["Panoramic X-Rays", "One low-dose picture of both jaws."],
    ["CT Scan", "A CT scan shows the jaw bone, the roots and the nerve in three dimensions before an implant."],
  ];
  const radiology = (path: string, title: string) =>
    detect(
      page(path, [title, ...EXAMS.flat()].join(" "), { title, headings: [title, ...EXAMS.map(([h]) => h ?? "")] }),
    );

  it("a section 'CT Scan' on the practice's radiology page is its dental CT, offered (likely)", () => {
    expect(radiology("/services/radiology/", "Radiology").status).toBe("likely");
  });

  it("pasted with its trail ('Home > Services > Radiology'), the same (likely)", () => {
    const r = pasted(`Home > Services > Radiology\nRadiology\n${EXAMS.map(([h, t]) => `${h}\n${t}`).join("\n")}`);
    expect(r.status).toBe("likely");
  });

  it("a page named 'CT Scan' under implants is not the imaging page: it may explain a scan taken elsewhere", () => {
    const r = pasted(
      "Home > Dental Implants > CT Scan\nCT Scan\nWhat is a CT scan?\nBefore you go for a CT scan, you may be given " +
        "a contrast dye.\nCT Scan for Implants\nYou will probably need a CT scan of your jaw bone before an implant.",
    );
    expect(r.status).toBe("uncertain");
  });

  it("the same sections in a blog post, or a CT named only in the imaging page's prose, are not (uncertain)", () => {
    expect(radiology("/blog/kinds-of-dental-x-rays/", "Kinds of Dental X-Rays").status).toBe("uncertain");
    const prose = detectPage(
      "/services/radiology/",
      "Radiology In dentistry many techniques are used, from the single-tooth x-ray up to the CT scan of the jaw.",
      { title: "Radiology", headings: ["Radiology"] },
    );
    expect(prose.status).toBe("uncertain");
  });
});

describe("the CS 8200 named bare on a panoramic page is the panoramic unit, like the CS 8100", () => {
  it("'We work with the Carestream CS 8200 digital system' for panoramic x-rays is not a CBCT (not detected)", () => {
    const r = detectPage(
      "/services/orthopantomogram/",
      "Orthopantomogram A panoramic x-ray shows all the teeth in one view. Our digital panoramic unit keeps the dose " +
        "low. We work with the advanced Carestream CS 8200 digital system.",
      { title: "Orthopantomogram" },
    );
    expect(r.status).toBe("not_detected");
  });

  it("the same unit named with cone beam words is the scanner (confirmed)", () => {
    const r = detectPage(
      "/technology/",
      "Technology Our Carestream CS 8200 takes 3D cone beam images of the jaw in our office.",
      { title: "Technology" },
    );
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("Carestream");
  });
});

describe("a dentist's CV is training, not equipment", () => {
  const profile = (heading: string, items: string[]) =>
    detectPage("/team/dr-jane-smith/", ["Dr. Jane Smith", "Orthodontist", heading, ...items].join(" "), {
      title: "Dr. Jane Smith",
      headings: ["Dr. Jane Smith", heading],
      listItems: items,
    });
  const COURSES = ["2018 Dental Summit, Prague", "2019 Radiodental CBCT course, Budapest", "2020 Implant course"];

  it.each(["Courses and Conferences", "Continuing Education", "Kurzusok, konferenciák", "Fortbildungen"])(
    "a CBCT course under '%s' offers nothing (uncertain)",
    (heading) => {
      expect(profile(heading, COURSES).status).toBe("uncertain");
    },
  );

  it("the practice's own list on the same page still offers it (likely)", () => {
    expect(profile("Our Technology", ["Digital x-rays", "3D CBCT imaging", "Intraoral camera"]).status).toBe("likely");
  });
});

describe("Japanese: the clinic's possession never reads across its own negative", () => {
  it("'当院にはCTスキャンの撮影設備はありませんが、隣のクリニックがこの機器を備えています' is not detected", () => {
    const r = pasted(
      "インプラント\n当院にはCTスキャンの撮影設備はありませんが、隣のクリニックがこの機器を備えています。" +
        "歯科ではインプラントの顎の骨を調べるのにCTがよく使われます。",
    );
    expect(r.status).toBe("not_detected");
  });

  it("'当院には歯科用CTを備えています' is still the clinic's own (confirmed)", () => {
    expect(pasted("インプラント\n当院には歯科用CTを備えています。顎の骨や神経の位置を確認します。").status).toBe(
      "confirmed",
    );
  });
});

describe("Japanese: the clinic's own treatment named after the CT it uses", () => {
  it("'私たち…が実践している「CTデータを活用した精密なインプラント治療」' is the clinic using it (likely)", () => {
    const r = pasted(
      "インプラント\n歯科用CTによる三次元診断が安全の鍵です。この記事では、私たちスター歯科が実践している" +
        "「CTデータを活用した精密なデジタルインプラント治療」を説明します。",
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("in the practice's own voice");
  });

  it("the same treatment spoken of in general is not the clinic's (uncertain)", () => {
    const r = pasted(
      "インプラント\n歯科用CTによる三次元診断が安全の鍵です。最近はCTデータを活用した精密なインプラント治療が広まっています。",
    );
    expect(r.status).toBe("uncertain");
  });
});

describe("a CV heading is made of CV words, not of qualifiers alone", () => {
  it("a section headed 'Dental' or 'Professional' on a services page keeps its list offered (likely)", () => {
    for (const heading of ["Dental", "Professional"]) {
      const r = detectPage(
        "/services/technology/",
        ["Our Technology", heading, "Digital x-rays", "3D CBCT imaging", "Intraoral camera"].join(" "),
        {
          title: "Our Technology",
          headings: ["Our Technology", heading],
          listItems: ["Digital x-rays", "3D CBCT imaging", "Intraoral camera"],
        },
      );
      expect(r.status).toBe("likely");
    }
  });
});
