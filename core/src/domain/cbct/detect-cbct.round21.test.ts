import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twenty-first round. Fixtures written for their class, not taken from any real page. Each case a class reads
 * fails without its change. The cases named "(guard)" must be left alone and pass either way; two cases a class must
 * leave alone failed before it, because the round's probe found the fault ("before: ..." in their names).
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

describe("the 3D radiograph in every form of its words (language packs)", () => {
  it.each([
    ["fr", "Nous réalisons au cabinet des radiographies tridimensionnelles de l'os de la mâchoire avant les implants."],
    ["fr", "Nous réalisons au cabinet des images radiographiques en 3D de l'os de la mâchoire avant les implants."],
    ["fr", "Nous réalisons au cabinet une tomographie 3D de l'os de la mâchoire avant les implants."],
    ["pt", "Realizamos na clínica radiografias tridimensionais do osso maxilar antes dos implantes."],
    ["es", "Realizamos en la clínica imágenes radiográficas en 3D del hueso maxilar antes de los implantes."],
    ["it", "Eseguiamo nello studio una lastra 3D dell'osso mascellare prima degli impianti."],
    ["nl", "Wij maken in de praktijk driedimensionale röntgenopnamen van het kaakbot voor implantaten."],
    ["sv", "På kliniken tar vi tredimensionella röntgenbilder av käkbenet inför implantat."],
    ["da", "I klinikken tager vi tredimensionelle røntgenbilleder af kæbeknoglen før implantater."],
    ["nb", "På klinikken tar vi tredimensjonale røntgenbilder av kjevebenet før implantater."],
    ["fi", "Klinikallamme otamme kolmiulotteisen röntgenkuvan leukaluusta ennen implanttihoitoa."],
    ["ro", "În clinica noastră realizăm radiografii tridimensionale a osului maxilar înainte de implant."],
    ["el", "Στο ιατρείο μας κάνουμε τρισδιάστατες ακτινογραφίες της γνάθου πριν από τα εμφυτεύματα."],
    ["de", "In unserer Praxis fertigen wir ein digitales Volumentomogramm des Kieferknochens an."],
  ])("%s: '%s' is read (likely or better)", (_lang, sentence) => {
    expect(owner(detect(page("/services/implants/", sentence)).status)).toBe(true);
  });

  it.each([
    ["Nous réalisons des clichés 3D de votre sourire pour simuler le résultat de vos facettes dentaires."],
    ["Tirem fotografias e radiografias tridimensionais da sua boca com o scanner intraoral para as facetas dentárias."],
  ])("'%s', a picture of the smile or an intraoral scan, is not (guard)", (sentence) => {
    expect(detect(page("/services/implants/", sentence)).status).toBe("not_detected");
  });
});

describe("the make said of the unit in the next sentence (scan-corpus.ts unitSaidOf)", () => {
  const CBCT = "We have a cone beam CT in our office.";
  it.each([
    [`${CBCT} It is a Vatech.`, "Vatech"],
    [`${CBCT} The machine, a Carestream, takes about 10 seconds.`, "Carestream"],
    [`${CBCT} Our new scanner was made in Finland by Planmeca.`, "Planmeca"],
  ])("'%s' names %s", (text, make) => {
    expect(detect(page("/", text)).manufacturer).toBe(make);
  });

  it("'Our new treatment unit was made by KaVo' names the chair's maker, not the scanner's (before: KaVo)", () => {
    expect(detect(page("/", `${CBCT} Our new treatment unit was made by KaVo.`)).manufacturer).toBeNull();
  });

  it.each([
    [`${CBCT} Our intraoral scanner was made by Carestream.`],
    [`${CBCT} Our new milling machine was made by Sirona.`],
    [`${CBCT} It is a painless exam. Our chairs were made by KaVo.`],
  ])("'%s': the maker of other equipment is not the scanner's (guard)", (text) => {
    expect(detect(page("/", text)).manufacturer).toBeNull();
  });
});

describe("the tester's reasoning says what the page's address would change (write-reasoning.ts)", () => {
  const TEXT = "Cone beam CT lets the dentist see the nerves before an implant.";
  it("pasted without an address, an uncertain mention says to put the page's address above it", () => {
    const r = detect(page(null, TEXT));
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).toContain("put the address (https://...) on the line above the text");
  });

  it("and says so truthfully: the same words on the practice's technology page are an offering", () => {
    const r = detect(page("/technology/", TEXT));
    expect(r.status).toBe("likely");
    expect(r.reasoning).not.toContain("Pasted without its address");
  });

  it("a page read with its address gets no such hint when it stays uncertain", () => {
    const r = detect(page("/blog/what-is-cbct/", TEXT));
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).not.toContain("Pasted without its address");
  });
});

describe("the scan's fee policy, with no amount (cues.ts 'offer: the scan's fee policy')", () => {
  it.each([
    ["A CBCT scan is included in the implant consultation fee."],
    ["There is a separate charge for the CBCT scan."],
    ["The CBCT scan is billed separately."],
    ["The cost of the cone beam CT scan is credited toward your implant treatment."],
  ])("'%s' presents the scan as one the practice sells (likely)", (sentence) => {
    expect(detect(page("/", sentence)).status).toBe("likely");
  });

  it.each([
    ["Most imaging centres charge an additional fee for a CBCT scan."],
    ["We refer patients to an imaging centre for CBCT scans, which are billed separately."],
  ])("'%s', another's fee, is not the practice's offering (before: the first, likely)", (sentence) => {
    expect(owner(detect(page("/", sentence)).status)).toBe(false);
  });
});

describe("the specialist practice's voice (cues.ts VOICE)", () => {
  it.each([
    ["Our periodontists use CBCT to evaluate bone loss around the teeth."],
    ["Our endodontists use cone beam CT to find hidden canals."],
    ["Our orthodontists use CBCT to locate impacted canines."],
  ])("'%s' is the practice using it (likely)", (sentence) => {
    expect(detect(page("/", sentence)).status).toBe("likely");
  });

  it("periodontists in general are not the practice (guard)", () => {
    expect(detect(page("/", "Many periodontists use CBCT to evaluate bone loss.")).status).toBe("uncertain");
  });
});

describe("the clinic's own CT said without 'we' or by place (languages/asia.ts 'CT the clinic has, said without we')", () => {
  it.each([
    ["当院のCTは、撮影時間が約10秒と短いのが特徴です。"],
    ["最新のCTを備えています。"],
    ["CT撮影は院内で行いますので、その日のうちに結果をご説明できます。"],
  ])("'%s', with no dental word near, is the clinic's CT (likely)", (sentence) => {
    expect(detect(page("/", sentence)).status).toBe("likely");
  });

  it.each([
    ["CTを導入している医院は少ないです。"],
    ["CTの導入を予定しております。"],
    ["CTは導入しておりません。"],
    ["病院のCTを備えています。"],
    ["当院のCT撮影は提携病院で行っています。"],
  ])("'%s' (clinics in general, a plan, none, a hospital's, a partner's) is not (guard)", (sentence) => {
    expect(owner(detect(page("/", sentence)).status)).toBe(false);
  });

  it("the unit's name in brackets between the CT and the verb: '歯科用CT「ベラビューX800」を導入しました'", () => {
    const r = detect(page("/", "歯科用CT「ベラビューX800」を導入しました。"));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("J. Morita");
    expect(r.model).toBe("Veraview X800");
  });
});
