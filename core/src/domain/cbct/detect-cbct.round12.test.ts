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

describe("a page that has named its dental CT says 'CT' for it further on", () => {
  const far = "当院の治療について詳しくご説明いたします。".repeat(8);
  it("a Japanese clinic's CT page ends with its scan, far from any dental word (likely)", () => {
    const text = `歯科用CTについて。CTは顎の骨や歯の根、神経の位置を立体的に分析できます。${far}より正確な情報が必要なときにはCTを撮影します。`;
    expect(detect(page("/ct.html", text)).status).toBe("likely");
  });

  it("the same sentence on a page that never names a dental CT is not read (not detected)", () => {
    const text = `当院の診療案内です。${far}より正確な情報が必要なときにはCTを撮影します。`;
    expect(detect(page("/ct.html", text)).status).toBe("not_detected");
  });
});

describe("a dose compared with a CT speaks of the hospital's CT", () => {
  it.each([
    ["/radiografias/", "Ventajas de la tomografía de haz cónico", "Dosis muy baja, menor que un TAC."],
    ["/radiografie/", "Vantaggi della TAC cone beam", "Una dose inferiore rispetto alla TAC."],
    ["/roentgen/", "Vorteile der digitalen Volumentomographie", "Eine deutlich geringere Dosis als bei einem CT."],
  ])("%s: the compared CT is no item the practice offers (uncertain)", (path, heading, item) => {
    const text = `${heading}\nPer i denti, para los dientes, für die Zähne.\n${item}\nKurz.`;
    const r = detect(page(path, text, { headings: [heading], listItems: [item, "Kurz."] }));
    expect(r.status).toBe("uncertain");
  });
});
