import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, thirteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * rule.
 */
describe("the patient who may be pregnant tells the practice before its scan", () => {
  it.each([
    ["/cbct/", "The cone beam CT scan takes twenty seconds. Please tell us before the exam if you might be pregnant."],
    ["/3d-imaging/", "A dental CT scan shows the jaw in 3D. Tell our staff if there is any chance you are pregnant."],
    [
      "/tac/",
      "La TAC cone beam dura pochi secondi. Le pazienti in gravidanza, anche solo sospetta, devono avvisarci prima.",
    ],
    ["/tomografia/", "La tomografía de haz cónico dura segundos. Avísenos si está embarazada o cree estarlo."],
    [
      "/roentgen/",
      "Die digitale Volumentomographie (DVT) dauert nur Sekunden. Teilen Sie uns eine Schwangerschaft mit.",
    ],
    ["/ct/", "歯科用CTの撮影は数秒で終わります。妊娠中の方、その可能性のある方はお申し出ください。"],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("advice about scans in pregnancy tells the practice nothing (uncertain)", () => {
    const r = detect(
      page(
        "/roentgen/",
        "Die digitale Volumentomographie (DVT) zeigt den Kiefer in 3D. In der Schwangerschaft sollte eine DVT nur mit größter Vorsicht erfolgen.",
      ),
    );
    expect(r.status).toBe("uncertain");
  });

  it("the same request in a blog post is leaflet text (uncertain)", () => {
    const r = detect(
      page(
        "/blog/is-a-cbct-scan-safe/",
        "Is a CBCT scan safe? A cone beam CT scan uses a low dose. Tell your dentist if you might be pregnant.",
      ),
    );
    expect(r.status).toBe("uncertain");
  });

  it("a panoramic x-ray's request says nothing about a CBCT (not detected)", () => {
    const r = detect(page("/x-rays/", "Panoramic x-ray. Please tell us if you might be pregnant."));
    expect(r.status).toBe("not_detected");
  });
});
