import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";
import { readPastedText } from "./page-roles.ts";

/**
 * Issue 18, seventh round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
const pasted = (text: string) => detect(pastedSite("Harbour Dental", text).pages.map((p) => ({ ...p, url: null })));

describe("a page named after the service alone, in the practice's language", () => {
  const TURKISH =
    "İki boyutlu röntgenin yetmediği durumlarda çeneyi üç boyutlu gösteren dental volümetrik tomografi çekilir. " +
    "Kemikleri ve sinirleri net gösterir, implant planlamasında kullanılır.";
  const JAPANESE =
    "歯科用CTは顎の骨や神経の位置を立体的に確認できる装置です。インプラント治療や親知らずの抜歯の計画に役立ちます。";
  const ITALIAN =
    "La TAC cone beam mostra in tre dimensioni l'osso, i nervi e le radici. Serve a pianificare gli impianti.";

  it("scraped: a page titled 'Dental Volümetrik Tomografi' / '歯科用CTレントゲン' / 'TAC Cone Beam' is an offering (likely)", () => {
    const tr = detect(page("/dental-volumetrik-tomografi", TURKISH, { title: "Dental Volümetrik Tomografi" }));
    expect(tr.status).toBe("likely");
    expect(tr.reasoning).toMatch(/(?:titled and addressed|named) after CBCT/);
    const ja = detect(page("/about/ct.html", JAPANESE, { title: "歯科用CTレントゲン" }));
    expect(ja.status).toBe("likely");
    const it_ = detect(page("/tac-cone-beam", ITALIAN, { title: "TAC Cone Beam - Studio Dentistico Rossi" }));
    expect(it_.status).toBe("likely");
  });

  it("pasted: the first line 'Dental Volümetrik Tomografi' names the page (likely)", () => {
    expect(pasted(`Dental Volümetrik Tomografi\n${TURKISH}`).status).toBe("likely");
    // The language's words are whole words: the "ct" inside "Connecticut" is no CT, so the place name stays one word.
    const english = "Cone beam CT shows the teeth, nerves and bone in three dimensions before implants.";
    expect(pasted(`CBCT Imaging Connecticut\n${english}`).status).toBe("likely");
  });

  it("a headline in the same language is an article, not the service's page (uncertain)", () => {
    // "What is a dental tomography?" in Turkish; "About dental CT" and "the merits of dental CT" in Japanese.
    expect(
      detect(page("/dis-tomografisi-nedir", TURKISH, { title: "Dental Tomografi Nedir? Kimlere Uygulanır" })).status,
    ).toBe("uncertain");
    expect(detect(page("/column/ct.html", JAPANESE, { title: "歯科用CTについて" })).status).toBe("uncertain");
    expect(detect(page("/ct-merit.html", JAPANESE, { title: "歯科用CTのメリットとデメリット" })).status).toBe(
      "uncertain",
    );
    expect(detect(page("/tac-vantaggi", ITALIAN, { title: "TAC Cone Beam: vantaggi e rischi" })).status).toBe(
      "uncertain",
    );
  });

  it("a page named after another service that mentions the scan is not named after it (uncertain)", () => {
    expect(detect(page("/implantologia", ITALIAN, { title: "Implantologia Dentale" })).status).toBe("uncertain");
  });
});

describe("a price list page", () => {
  const ITEMS = [
    "Consultation and diagnosis: the first visit, x-ray and CBCT diagnostics, a treatment plan. From 250 PLN",
    "Surgery: extractions, wisdom teeth, apicoectomies. From 400 PLN",
  ];
  const TEXT = `Prices depend on each case. ${ITEMS.join(" ")} Can I pay in instalments? Yes, ask at reception.`;
  const headings = (name: string) => [name, "Service Categories", "Frequently Asked Questions"];

  it("scraped: a CBCT item of the practice's price list is offered even under a FAQ section (likely)", () => {
    const r = detect(
      page("/en/prices", TEXT, {
        title: "Price List | Harbour Dental",
        headings: headings("Price List"),
        listItems: ITEMS,
      }),
    );
    expect(r.status).toBe("likely");
    // Named by its heading alone, under an address that says nothing.
    const byName = detect(
      page("/page-12", TEXT, { title: "Harbour Dental", headings: headings("Our Fees"), listItems: ITEMS }),
    );
    expect(byName.status).toBe("likely");
  });

  it("pasted: the first line 'Price List' names the page; its FAQ heading is a section (likely)", () => {
    expect(
      pasted(
        `Price List\n- ${ITEMS[0]}\n- ${ITEMS[1]}\n\nFrequently Asked Questions\nYou can pay in instalments: ask at reception about the plans we offer.`,
      ).status,
    ).toBe("likely");
  });

  it("an article about what a scan costs is not a price list (uncertain)", () => {
    const article = detect(
      page("/how-much-does-a-cbct-scan-cost", TEXT, {
        title: "How Much Does a CBCT Scan Cost?",
        headings: ["How Much Does a CBCT Scan Cost?", "Frequently Asked Questions"],
        listItems: ITEMS,
      }),
    );
    expect(article.status).toBe("uncertain");
    const blog = detect(
      page("/blog/prices", TEXT, { title: "Prices", headings: headings("Prices"), listItems: ITEMS }),
    );
    expect(blog.status).toBe("uncertain");
  });
});

describe("a pasted trail whose separators did not survive the copy", () => {
  const ITALIAN =
    "La radiologia moderna è parte dell'odontoiatria. Le radiografie 3D mostrano l'osso e i nervi in tre " +
    "dimensioni e servono a pianificare gli impianti.";
  const ENGLISH =
    "Cone beam computed tomography is an x-ray that shows the teeth, nerves and bone in three dimensions. " +
    "It helps plan implants and find the cause of pain that ordinary x-rays miss.";

  it("reads 'Specialità' over 'Radiologia' over prose as the trail Specialità > Radiologia", () => {
    const roles = readPastedText(`Specialità\nRadiologia\n${ITALIAN}`);
    expect(roles.breadcrumbs).toEqual(["Specialità", "Radiologia"]);
    expect(roles.headings).toEqual(["Radiologia"]);
    expect(readPastedText(`Home\n\nOur Services\n\nDigital Imaging\n\n${ENGLISH}`).breadcrumbs).toEqual([
      "Our Services",
      "Digital Imaging",
    ]);
  });

  it("the practice's imaging page filed under its services section offers the scan it names (likely)", () => {
    const r = pasted(`Specialità\nRadiologia\n${ITALIAN}`);
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain('filed under "Specialità > Radiologia"');
    expect(pasted(`Home\nOur Services\nDigital Imaging\n${ENGLISH}`).status).toBe("likely");
    // Without the section line the same page is an explainer.
    expect(pasted(`Radiologia\n${ITALIAN}`).status).toBe("uncertain");
  });

  it("a pasted menu (short lines after the section) or a section word opening prose is no trail", () => {
    expect(readPastedText(`Services\nImplants\nCrowns\nDigital Imaging\n${ENGLISH}`).breadcrumbs).toEqual([]);
    expect(readPastedText(`Our services include cone beam imaging.\nDigital Imaging\n${ENGLISH}`).breadcrumbs).toEqual(
      [],
    );
    expect(readPastedText(`Blog\nDigital Imaging\n${ENGLISH}`).breadcrumbs).toEqual([]);
  });
});

describe("a headline is not the page's name", () => {
  const GENERIC =
    "Cone beam computed tomography is an x-ray that shows the teeth, nerves and bone in three dimensions. " +
    "It helps plan implants and find the cause of pain that ordinary x-rays miss.";

  it("an explainer at an address naming the modality, titled with a headline, is education (uncertain)", () => {
    for (const [path, title] of [
      ["/benefits-of-cone-beam-ct/", "Benefits of Cone Beam CT Imaging"],
      ["/3d-x-rays-for-braces/", "3D X-Rays for Braces (Why They Change Everything)"],
      ["/cone-beam-ct-la-gi", "Cone Beam CT là gì?"],
      ["/cbct-great-benefit/", "Dental CBCT: A Great Benefit for Many Patients"],
    ] as const) {
      expect(detect(page(path, GENERIC, { title })).status, title).toBe("uncertain");
    }
  });

  it("the practice's page named after the modality stays an offering (likely)", () => {
    for (const [path, title] of [
      ["/cbct/", "Cone Beam CT Scan | Harbour Dental"],
      ["/for-patients/cbct/", "For Patients: CBCT"],
      ["/opg-a-cbct/", "Zhotovení OPG a CBCT"],
    ] as const) {
      expect(detect(page(path, GENERIC, { title })).status, title).toBe("likely");
    }
  });
});

describe("the dental CT named by its picture ('CT image')", () => {
  it("'we can take a focused CT image of the area' in the office counts as the scan (owner)", () => {
    const r = detect(
      page(
        "/tooth-exposures/",
        "An impacted tooth usually needs an x-ray to see how far it goes. With the technology in our office we can " +
          "take a focused CT image of the area, which shortens the surgery.",
      ),
    );
    expect(["confirmed", "likely"]).toContain(r.status);
    expect(
      detect(page("/implants/", "We review CT images of the jaw bone before placing dental implants.")).status,
    ).not.toBe("not_detected");
  });

  it("a CT image away from dental words is a hospital's (not counted)", () => {
    expect(detect(page("/news/", "The city hospital bought a new scanner for CT images of the chest.")).status).toBe(
      "not_detected",
    );
  });
});

describe("Japanese: the CT taken elsewhere, or not here", () => {
  it("'撮影は契約している病院や歯科大学などで行います' sends the scan to a contracted hospital or dental school", () => {
    const r = detect(
      page(
        "/implant/ct.html",
        "インプラント手術の前にはCTを撮ります。当院ではほぼ全例で撮影しています。撮影は契約している病院や歯科大学などで行います。",
      ),
    );
    expect(r.status).not.toBe("confirmed");
    expect(r.status).not.toBe("likely");
    expect(r.signals.referral).toBe(true);
  });

  it("'当院にはCTスキャンの撮影設備はありません' says the clinic has none", () => {
    const r = detect(
      page("/news/ct.html", "当院にはCTスキャンの撮影設備はありません。インプラントの診断に役立ちます。"),
    );
    expect(r.signals.negation).toBe(true);
    expect(r.status).not.toBe("confirmed");
  });
});
