import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";

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
