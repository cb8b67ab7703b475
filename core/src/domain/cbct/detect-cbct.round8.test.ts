import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";
import { readPastedText } from "./page-roles.ts";

/**
 * Issue 18, eighth round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));

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
    // Without the practice's voice: "We plan every extraction with ..." speaks of its own scans even on an article.
    const generic = "Each extraction is planned with a 3D CBCT scan that maps the nerve before surgery.";
    const r = detect(treatmentPage("/wisdom-teeth", [[OURS, generic]], "When Should Wisdom Teeth Be Removed?"));
    expect(r.status).toBe("uncertain");
    expect(detect(treatmentPage("/services/wisdom-teeth-removal", [[OURS, generic]])).status).toBe("likely");
  });
});

describe("a list of x-ray kinds is a classification, not an offering", () => {
  const KINDS = [
    "Bitewing x-rays: the back teeth, for decay between them.",
    "Periapical x-rays: one whole tooth, crown to root.",
    "Panoramic x-rays: the whole mouth and both jaws.",
    "Cone beam CT: a specialised x-ray with 3D images, often used for implants and complex surgery.",
  ];
  // An x-ray explainer at the site's root, as practices publish them. (On the practice's own imaging page under its
  // services the text still reads as that page's, which offers what it names: imagingPage.)
  const xrayPage = (lead: string, items = KINDS) =>
    page("/dental-x-rays", `X-rays show what an examination cannot. ${lead} ${items.join(" ")}`, {
      title: "Dental X-Rays",
      headings: ["Dental X-Rays"],
      listItems: items,
    });

  it("the kinds of x-rays explained, cone beam CT among them, offer nothing (uncertain)", () => {
    expect(detect(xrayPage("The main kinds are:")).status).toBe("uncertain");
    expect(detect(xrayPage("There are several types of dental x-rays:")).status).toBe("uncertain");
    const german = [
      "Bissflügelaufnahmen: Karies zwischen den Zähnen.",
      "Zahnfilm: ein einzelner Zahn mit Wurzel.",
      "Panoramaaufnahme (OPG): beide Kiefer auf einem Bild.",
      "DVT: dreidimensionale Aufnahme des Kiefers für Implantate.",
    ];
    const de = page("/roentgenarten", `Die wichtigsten Arten von Röntgenaufnahmen: ${german.join(" ")}`, {
      title: "Röntgen",
      headings: ["Röntgen"],
      listItems: german,
    });
    expect(detect(de).status).toBe("uncertain");
  });

  it("the practice's own list of the kinds it takes is an offering (likely or better)", () => {
    expect(["likely", "confirmed"]).toContain(detect(xrayPage("We offer several types of x-rays:")).status);
  });

  it("a services list with one x-ray kind is no classification (likely)", () => {
    const items = ["Dental implants", "Panoramic x-rays", "3D cone beam CT imaging", "Crowns and bridges"];
    expect(detect(xrayPage("Types of treatment:", items)).status).toBe("likely");
  });
});

describe("patients referred to the practice for the scan (inbound), not sent out", () => {
  it("'Dentists can refer patients to us for a cone beam CT scan' is the practice taking the scan", () => {
    const r = detect(page("/for-dentists", "Dentists can refer patients to us for a cone beam CT scan."));
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain("refer patients to us");
    expect(detect(page("/referrals", "Your dentist can refer you to us for a CBCT scan.")).status).toBe("confirmed");
  });

  it("the practice sending its patients elsewhere is still a referral (not detected)", () => {
    const out = detect(page("/implants", "We will refer you to an imaging centre for a CBCT scan."));
    expect(out.status).toBe("not_detected");
    const may = detect(page("/implants", "Your dentist may refer you to a radiology clinic for the cone beam CT."));
    expect(may.status).toBe("not_detected");
  });
});

describe("the clinic tells of a scan it took, its subject unsaid (Japanese, Korean)", () => {
  const ROOT = "歯の根の治療を受けている患者さんを診ました。";
  it("Japanese: a case told in the past tense ('CT写真を撮りました', 'CT撮影を行ったことで') is the clinic's scan", () => {
    const took = detect(page("/column/root", `${ROOT}この方の治療にあたってCT写真を撮りました。`));
    expect(took.status).toBe("likely");
    expect(took.reasoning).toContain("撮りました");
    const found = detect(page("/column/root", `${ROOT}CT撮影を行ったことで、根の形と下顎管の位置が確認できました。`));
    expect(found.status).toBe("likely");
  });

  it("Japanese: what a CT shows in general, or a scan another clinic took, is not (uncertain)", () => {
    expect(detect(page("/column/root", `${ROOT}CTを撮影すると根の形がわかります。`)).status).toBe("uncertain");
    expect(detect(page("/column/root", `${ROOT}患者さんは他院でCTを撮影しました。`)).status).toBe("uncertain");
  });

  it("Korean: the CT as a noun with its particle, used in the clinic's own treatment, is found and offered", () => {
    const wisdom =
      "사랑니는 위치 때문에 발치가 필요할 수 있습니다. 이런 경우에는 CT로 정확하게 진단한 다음 진료를 시작합니다.";
    const r = detect(page("/", wisdom));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("CT로 정확하게 진단한 다음");
    const based = "저희 치과에서는 3D CT와 원장님의 경험을 바탕으로 어려운 사랑니도 안전하게 뽑아 드립니다.";
    expect(detect(page("/", based)).status).toBe("likely");
  });

  it("Korean: what a CT can show, and a chest CT, are not the clinic's (uncertain, not detected)", () => {
    expect(detect(page("/", "사랑니 발치 전에 CT를 통해 신경의 위치를 확인할 수 있습니다.")).status).toBe("uncertain");
    expect(detect(page("/", "흉부 CT는 폐를 검사합니다. 치아와 관계없습니다.")).status).toBe("not_detected");
  });
});

describe("the next sentence says what the practice can do with it, in every language as in English", () => {
  // The English "use: we can see" and "use: it lets us see" reach the next sentence; the packs of Central Europe did
  // the same, those of Western Europe did not.
  it.each([
    ["it", "La TAC cone beam mostra l'osso in 3D.", "Con questa tecnologia possiamo pianificare gli impianti."],
    [
      "de",
      "Die digitale Volumentomographie zeigt den Kiefer in 3D.",
      "Mit dieser Technik können wir Implantate planen.",
    ],
    [
      "fr",
      "La tomographie à faisceau conique montre l'os en 3D.",
      "Grâce à elle, nous pouvons planifier les implants.",
    ],
    [
      "es",
      "La tomografía de haz cónico muestra el hueso en 3D.",
      "Con esta tecnología podemos planificar los implantes.",
    ],
    ["nl", "De cone beam CT toont het kaakbot in 3D.", "Hiermee kunnen wij implantaten nauwkeurig plannen."],
  ])("[%s] the modality, then 'with it we can plan' (likely)", (_lang, term, next) => {
    expect(detect(page("/", `${term} ${next}`)).status).toBe("likely");
  });

  it("what dentists in general can do with it is not the practice (uncertain)", () => {
    const it_ =
      "La TAC cone beam mostra l'osso in 3D. Con questa tecnologia i dentisti possono pianificare gli impianti.";
    expect(detect(page("/", it_)).status).toBe("uncertain");
  });
});

describe("the place and the exposure reach the next sentence in every language, as in English", () => {
  // English "on site", "in-house", "at the practice", "we take the scan" and "equipped with" speak of the scan named in
  // the sentence before; the packs' same cues read only their own sentence.
  it.each([
    ["en", "Cone beam CT shows the bone and the nerves in 3D. The scan is taken on site, in a few seconds."],
    ["it", "La TAC cone beam mostra l'osso e i nervi in 3D. L'esame si esegue in sede, in pochi secondi."],
    ["pl", "Tomografia stożkowa pokazuje kość i nerwy w 3D. Badanie wykonujemy w kilka sekund."],
    ["de", "Die digitale Volumentomographie zeigt Knochen und Nerven in 3D. Die Aufnahme erfolgt direkt vor Ort."],
    ["fr", "La tomographie à faisceau conique montre l'os et les nerfs en 3D. L'examen est réalisé sur place."],
  ])("[%s] the modality, then where or by whom the scan is taken (confirmed)", (_lang, text) => {
    expect(detect(page("/", text)).status).toBe("confirmed");
  });
});

describe("the practice's own fee table inside an article", () => {
  const ROWS = ["Consultation | free", "CBCT scan | $150", "Implant surgery | $2,400"];
  const post = (lead: string, rows = ROWS) =>
    page(
      "/blog/what-implants-cost",
      `What do implants cost? ${lead} ${rows.map((r) => r.replace(" |", "")).join(" ")}`,
      {
        title: "What Do Dental Implants Cost?",
        headings: ["What Do Dental Implants Cost?"],
        tableRows: rows,
      },
    );

  it("'Our fees are as follows' above a priced scan: the practice sells it (likely)", () => {
    const r = detect(post("Our fees are as follows, per implant:"));
    expect(r.status).toBe("likely");
    expect(r.evidence[0]?.source).toBe("table");
    const fees = ["初回相談料 | 無料", "CT撮影 | 11,000円", "インプラント手術 | 165,000円"];
    const ja = page(
      "/column/implant-fee",
      `インプラントの治療費について。当院の料金は次のとおりです。${fees.join(" ")}`,
      {
        title: "インプラントの治療費について",
        headings: ["コラム"],
        tableRows: fees,
      },
    );
    expect(detect(ja).status).toBe("likely");
  });

  it("a table of what treatment costs in general, or a range, is the article's (uncertain)", () => {
    expect(detect(post("Typical fees in the US are:")).status).toBe("uncertain");
    const ranges = ["Consultation | free", "CBCT scan | $100-$300", "Implant surgery | $2,000-$4,000"];
    expect(detect(post("Our fees are as follows:", ranges)).status).toBe("uncertain");
  });
});

describe("'the US' is a country, not the practice's voice", () => {
  it("a services page saying CBCT is common in the US does not speak in the first person (uncertain)", () => {
    const r = detect(page("/services/implants", "Cone beam CT is now widely used by implant surgeons in the US."));
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).not.toContain("first person");
    // "Call us" still is the practice.
    expect(detect(page("/services/implants", "Cone beam CT scans are available; call us to book.")).status).toBe(
      "likely",
    );
  });
});

describe("the modality at the practice, by name, in the practice's language (parity with English)", () => {
  const named = (practiceName: string, text: string) => detect(page("/blog/tac", text), { practiceName });
  it("'una tecnica radiografica del Centro Andriolo' / 'una tecnología de Clínica Sol' is the practice's (likely)", () => {
    const it_ = named(
      "Centro Andriolo",
      "La TAC dentale è una tecnica radiografica del Centro Andriolo per gli impianti.",
    );
    expect(it_.status).toBe("likely");
    expect(it_.reasoning).toContain("del Centro Andriolo");
    const es = named("Clínica Sol", "La tomografía de haz cónico es una tecnología de Clínica Sol para implantes.");
    expect(es.status).toBe("likely");
  });

  it("the same words without the practice's name stay education on a blog (uncertain)", () => {
    expect(named("Centro Andriolo", "La TAC dentale è una tecnica radiografica per gli impianti.").status).toBe(
      "uncertain",
    );
    expect(named("Centro Andriolo", "La TAC dentale è una tecnica radiografica del Centro Rossi.").status).toBe(
      "uncertain",
    );
  });
});

describe("a FAQ section by its plugin's address", () => {
  // FAQ plugins file their entries under "/helpie_faq/", "/ufaq/", "/sp-faq/": an FAQ entry named after the modality
  // is education, as one under "/faq/" is.
  const ENTRY = "Digital volume tomography in pregnancy should be used only when there is a compelling medical need.";
  it.each(["/helpie_faq/dvt-in-pregnancy/", "/sp-faq/dvt-in-pregnancy/", "/faq_items/dvt-in-pregnancy/"])(
    "%s is an article (uncertain)",
    (path) => {
      const r = detect(page(path, ENTRY, { title: "DVT in Pregnancy", headings: ["DVT in Pregnancy"] }));
      expect(r.status).toBe("uncertain");
    },
  );
});

describe("the line that leads into a pasted list is a sentence, not an item", () => {
  const PASTED = [
    "CBCT: the gold standard of dental diagnostics",
    "Cone beam CT gives detailed 3D images of teeth and jaw at a low dose.",
    "Your dentist may recommend CBCT:",
    "before implant surgery, to choose the implant's position",
    "for root canal treatment, to see how many canals a tooth has",
    "before braces, to plan the bite",
  ].join("\n");
  it("'Your dentist may recommend CBCT:' above a list offers nothing (uncertain)", () => {
    const roles = readPastedText(PASTED);
    expect(roles.listItems).not.toContain("Your dentist may recommend CBCT:");
    expect(pasted(PASTED).status).toBe("uncertain");
  });

  it("the list a lead-in sentence introduces keeps its first line as an item (likely)", () => {
    const services = "Harbour Dental\nModern care for the whole family.\nOur imaging services include:\n";
    const text = `${services}3D CBCT scans\nDigital x-rays\nIntraoral camera`;
    expect(readPastedText(text).listItems).toEqual(["3D CBCT scans", "Digital x-rays", "Intraoral camera"]);
    expect(pasted(text).status).toBe("likely");
  });

  it("a short label with a colon stays the list's heading", () => {
    const roles = readPastedText("Our Services:\nDental implants\n3D CBCT imaging\nCrowns and bridges");
    expect(roles.listItems).toContain("3D CBCT imaging");
  });
});
