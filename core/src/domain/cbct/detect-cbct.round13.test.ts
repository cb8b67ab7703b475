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

describe("the clinic that performs the CT in its work-up is not held below likely by its 2D units", () => {
  it.each([
    [
      "/flow/",
      "検査の流れ\n3 パノラマ撮影・CT検査\nパノラマで歯全体を撮影します。さらにCT検査を行い、顎の骨を3Dの画像で診断します。",
    ],
    [
      "/blog/case-12/",
      "歯性上顎洞炎の症例です。↑パノラマレントゲンです。上顎洞が曇って見えます。さらに詳しく調べるためにCT撮影を行います。↑CT像です。歯の根の先に病変があります。",
    ],
  ])("%s: the clinic's own 'CT検査を行い' beside a panoramic x-ray is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("an offer of 'X-ray and CT scans' beside a 2D panoramic unit still is not", () => {
    const r = detect([
      page("/", "Harbour Dental. We offer dental X-ray and CT scans for your teeth."),
      page("/equipment/", "Our equipment: a Planmeca ProMax 2D panoramic unit and digital intraoral sensors."),
    ]);
    expect(r.status).toBe("uncertain");
  });
});
