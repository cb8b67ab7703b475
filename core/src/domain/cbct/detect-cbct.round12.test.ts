import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twelfth round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
describe("preparing the patient for the scan presents it as the practice's service", () => {
  it.each([
    [
      "/3d-imaging/",
      "How do I prepare for the cone beam CT scan? Before the scan you will be asked to remove glasses, earrings and hearing aids.",
    ],
    [
      "/tomografia/",
      "La tomografía Cone Beam dura pocos segundos. Antes del estudio se le pide quitarse los aros, las cadenas y los lentes.",
    ],
    [
      "/tac/",
      "La TAC Cone Beam dura pochi secondi. Prima dell'esame le chiederemo di togliere occhiali, orecchini e collane.",
    ],
    [
      "/leistungen/dvt/",
      "Digitale Volumentomographie (DVT). Vor der Aufnahme bitten wir Sie, Schmuck und Brille abzulegen.",
    ],
    ["/ct/", "歯科用CTについて。撮影の前に、眼鏡やピアスなどの金属を外していただきます。"],
    ["/tac/", "Prima della TAC cone beam vanno tolti piercing, occhiali, orecchini e collane."],
    ["/cbct/", "Before the cone beam CT scan, glasses, earrings and any jewellery must be removed."],
    ["/tomografia/", "La tomografía de haz cónico dura segundos; los aros y las gafas deben retirarse antes."],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("the same advice in a blog post is leaflet text (uncertain)", () => {
    const r = detect(
      page(
        "/blog/what-is-a-cbct-scan/",
        "What is a CBCT scan? A cone beam CT scan shows the jaw in 3D. Before the scan you will be asked to remove glasses and earrings.",
      ),
    );
    expect(r.status).toBe("uncertain");
  });

  it("a panoramic x-ray's preparation says nothing about a CBCT (not detected)", () => {
    const r = detect(
      page("/x-rays/", "Panoramic x-ray. Before the x-ray you will be asked to remove glasses and earrings."),
    );
    expect(r.status).toBe("not_detected");
  });
});

describe("a dose compared with a CT speaks of the hospital's CT", () => {
  it.each([
    [
      "/radiografias/",
      "Ventajas de la tomografía de haz cónico",
      "Para dientes y huesos, una dosis muy baja, menor que un TAC.",
    ],
    ["/radiografie/", "Vantaggi della TAC cone beam", "Per denti e ossa, una dose inferiore rispetto alla TAC."],
    [
      "/roentgen/",
      "Vorteile der digitalen Volumentomographie",
      "Für Zähne und Kiefer eine deutlich geringere Dosis als bei einem CT.",
    ],
  ])("%s: the compared CT is no item the practice offers (uncertain)", (path, heading, item) => {
    const text = `${heading}\nPer i denti, para los dientes, für die Zähne.\n${item}\nKurz.`;
    const r = detect(page(path, text, { headings: [heading], listItems: [item, "Kurz."] }));
    expect(r.status).toBe("uncertain");
  });
});

describe("the clinic's work-up and its CT in Japanese and Korean", () => {
  it.each([
    // The CT said to be in the clinic, by the verb of being there.
    ["当院には開業したときから歯科用CT装置が入っています。", "confirmed"],
    // The work-up, always: the CT scan is done, with は and an adverb between.
    ["マウスピース矯正の検査です。歯並びと骨を調べるため、CT撮影は必ず行います。", "likely"],
    // Korean: the scan, then the treatment, in the present.
    ["그래서 3차원 CT 촬영을 한 뒤에 임플란트 수술을 진행하고 있습니다.", "likely"],
    // Korean: a longer object between the CT and the clinic's analysis, then the treatment.
    ["최첨단 3차원 CT로 사랑니 뿌리와 신경관의 위치 등을 정밀하게 분석한 뒤 시행하고 있습니다.", "likely"],
  ])("'%s' is %s", (text, status) => {
    expect(detect(page(null, text)).status).toBe(status);
  });

  it.each([
    "当院には歯科用CTがありません。",
    "インプラントの検査では、CT撮影を行うことがあります。",
    "3차원 CT 촬영을 한 뒤에 임플란트 수술을 진행할 수 있습니다.",
    "3차원 CT로 뿌리와 신경관의 위치 등을 정밀하게 분석할 수 있습니다.",
  ])("'%s' claims nothing", (text) => {
    expect(["uncertain", "not_detected"]).toContain(detect(page(null, text)).status);
  });
});

describe("German: the verb before its subject after an opening phrase", () => {
  it("'Im Zentrum erstellen wir ... ein dentales Volumentomogramm (DVT)' is the practice's own scan (confirmed)", () => {
    const text =
      "Im Zentrum erstellen wir ein Orthopantomogramm oder ein dentales Volumentomogramm (DVT) Ihres Kiefers, um Zysten sichtbar zu machen.";
    expect(detect(page(null, text)).status).toBe("confirmed");
  });

  it("a scan the referring dentist makes is not it", () => {
    const text = "Bitte bringen Sie die DVT-Aufnahme Ihres Hauszahnarztes mit; eigene Aufnahmen erstellen wir nicht.";
    expect(detect(page(null, text)).status).not.toBe("confirmed");
  });
});

describe("the round's final read: what the two new patterns must not take", () => {
  it("a panoramic x-ray compared with the cone beam itself is no medical-CT comparison", () => {
    const text =
      "Utilizamos la radiografía panorámica, que emite menos radiación que la tomografía computarizada de haz cónico.";
    const r = detect(page(null, text));
    expect(r.status).toBe("likely");
    expect(r.reasoning).not.toContain("Medical CT");
  });

  it.each([
    [
      "/implants/",
      "A CBCT scan shows the jaw bone. Then we remove the damaged teeth and fit new dentures.",
      "dentures",
    ],
    ["/implant/", "歯科用CTで骨を調べます。金属を外してセラミックに替える治療も行います。", "金属を外して"],
  ])("%s: a treatment that removes teeth or metal is no preparation for the scan", (path, text, words) => {
    expect(detect(page(path, text)).reasoning).not.toContain(words);
  });
});

describe("Chinese: the doctor arranges the scan in the clinic's treatment steps", () => {
  it("'醫師會…並安排拍攝電腦斷層' is likely", () => {
    const text = "醫師會全面檢查您的口腔健康，並安排拍攝電腦斷層，確認植牙位置的齒槽骨厚度與密度。";
    expect(detect(page(null, text)).status).toBe("likely");
  });

  it("a scan arranged at a hospital is a referral (not detected)", () => {
    const text = "醫師會為您安排到醫院拍攝電腦斷層，確認植牙位置的齒槽骨厚度。";
    expect(detect(page(null, text)).status).toBe("not_detected");
  });
});

describe("a list of the x-rays a treatment needs is a requirement, not an offer", () => {
  const items = [
    "ortopantomografia: per una valutazione generale dei denti",
    "teleradiografia latero-laterale: per una valutazione ortodontica",
    "tc cone beam: in casi particolari",
  ];
  it("'Quali lastre servono? - OPG - teleradiografia - tc cone beam: in casi particolari' is no offering (uncertain)", () => {
    const text = `Per una diagnosi precisa si richiedono delle lastre.\nQuali lastre servono?\n${items.join("\n")}`;
    const r = detect(page("/prima-visita/", text, { headings: ["Quali lastre servono?"], listItems: items }));
    expect(r.status).toBe("uncertain");
  });
});

describe("a DVT in a German phrase is the Digitale Volumentomographie, far from any imaging word", () => {
  it("'Nachdem Lage und Umgebung der Zyste per DVT genau bestimmt worden sind' names the CBCT (uncertain, not 'no CBCT')", () => {
    const r = detect(
      page(null, "Nachdem Lage und Umgebung der Zyste per DVT genau bestimmt worden sind, wird operiert."),
    );
    expect(r.status).toBe("uncertain");
  });

  it("'Wir erstellen im Zentrum bei Bedarf ein DVT' in the practice's voice is its scan (confirmed)", () => {
    const r = detect(
      page(null, "Vor der Operation erstellen wir im Zentrum ein DVT, damit die Lage der Zyste klar ist."),
    );
    expect(r.status).toBe("confirmed");
  });

  it("an English 'DVT' (deep vein thrombosis) is not read", () => {
    const r = detect(page(null, "Long flights after surgery raise the risk of a DVT, so walk around the cabin."));
    expect(r.status).toBe("not_detected");
  });
});
