import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { readPastedText } from "./page-roles.ts";

/**
 * Issue 18, classes of pages in the languages practices write in. Every fixture is written for its class, not taken
 * from any real page.
 */
describe("the modality named in the practice's own language", () => {
  it("'TAC 3D' and 'TAC dentale' name a dental cone beam CT (tier A), so the place cue beside them confirms it", () => {
    const r = detect(page("/", "Nel nostro studio eseguiamo la TAC 3D per pianificare gli impianti con precisione."));
    expect(r.status).toBe("confirmed");
    expect(r.evidence[0]?.signal).toContain("tier-a:dental CT (other languages)");
  });

  it("a Finnish list item 'Kartiokeilatutkimus (KKTT)' is an offered cone beam exam (likely)", () => {
    const items = ["Panoraamakuva (OPTG)", "Kartiokeilatutkimus (KKTT)", "Bitewing-kuva"];
    const r = detect(page("/", `Röntgentutkimukset ${items.join(" ")}`, { listItems: items }));
    expect(r.status).toBe("likely");
  });

  it("Russian cone beam and dental CT words are found; a bare 'КТ' only beside dental words", () => {
    expect(detect(page("/", "Конусно-лучевая томография показывает кость в трёх измерениях.")).status).toBe(
      "uncertain",
    );
    expect(detect(page("/", "КТ челюсти перед имплантацией зубов.")).status).toBe("uncertain");
    expect(detect(page("/", "Отчёт КТ за квартал.")).status).toBe("not_detected");
  });

  it("a bare 'TAC' counts only beside dental words (Spanish, Italian)", () => {
    expect(detect(page("/", "El TAC muestra el hueso antes del implante.")).status).toBe("uncertain");
    expect(detect(page("/", "Il TAC del reparto è aperto il lunedì.")).status).toBe("not_detected");
  });

  it("Japanese 'CT撮影' with the clinic's own installation cue is the clinic's CT (likely)", () => {
    const r = detect(page("/", "当院には低被ばくCTを設置しています。インプラントの前に顎の骨を確認します。"));
    expect(r.status).toBe("likely");
  });

  it("'TAC' on a site whose own equipment is only 2D stays below likely, as 'CT scan' does", () => {
    const used = "Usiamo la TAC per studiare i denti e l'osso prima dell'impianto.";
    expect(detect(page("/", used)).status).toBe("likely");
    const twoD = detect(page("/", `${used} Le nostre attrezzature: Planmeca ProMax 2D panoramic x-ray.`));
    expect(twoD.status).toBe("uncertain");
  });
});

describe("languages written without spaces", () => {
  it("pasted Japanese sentences are prose, not a list; short Japanese labels still are", () => {
    const text = [
      "歯科用CTについて",
      "歯科用CTは骨の量や神経の位置を立体的に確認できる装置です。",
      "インプラントの前に撮影すると手術がより安全になります。",
      "",
      "当院の設備",
      "歯科用CT",
      "マイクロスコープ",
      "口腔内スキャナー",
    ].join("\n");
    const roles = readPastedText(text);
    expect(roles.listItems).toEqual(["歯科用CT", "マイクロスコープ", "口腔内スキャナー"]);
  });

  it("a Japanese sentence in a list is not an offered item; a short label is", () => {
    const sentence = "歯科用CTは骨の量や神経の位置を立体的に確認できる装置で、インプラントの診断に使われます。";
    expect(detect(page("/", sentence, { listItems: [sentence] })).status).toBe("uncertain");
    expect(detect(page("/", "設備 歯科用CT", { listItems: ["歯科用CT"] })).status).toBe("likely");
  });
});

describe("a services/technology section named in the practice's language", () => {
  it("a cone beam heading on a page under /servizi/ or /palvelut/ is an offering; under /news/ it is not", () => {
    const text = "La TAC cone beam mostra l'osso in tre dimensioni con una dose bassa.";
    const extra = { title: "Radiologia", headings: ["Radiologia", "TAC Cone Beam"] };
    expect(detect(page("/servizi/radiologia/", text, extra)).status).toBe("likely");
    expect(detect(page("/palvelut/rontgen/", text, extra)).status).toBe("likely");
    expect(detect(page("/chi-siamo/", text, extra)).status).toBe("uncertain");
    expect(detect(page("/news/radiologia/", text, extra)).status).toBe("uncertain");
  });
});
