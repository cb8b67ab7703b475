import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, nineteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
const service = (text: string) => page("/services/gum-treatment/", text, { title: "Gum treatment" });

describe("a scan the services page makes conditional is no offering, whoever says 'we' (cues.ts HEDGED_MENTION)", () => {
  const VOICE = "We treat gum disease gently and explain every step before we start.";
  // The practice's voice in the sentence after the scan's is what lifted a services page's mention to likely.
  const NEXT = "We then plan the treatment with you.";
  it.each([
    ["Where necessary we add a CBCT to judge the bone level."],
    ["In some cases a cone beam CT is also taken to judge the bone level."],
    ["A CBCT may be recommended to judge the bone level."],
    ["Bei Bedarf wird ein DVT angefertigt, um den Knochen zu beurteilen."],
    ["Se necessario si esegue una TAC cone beam per valutare l'osso."],
  ])("'%s' stays uncertain", (sentence) => {
    expect(detect(service(`${VOICE} ${sentence} ${NEXT}`)).status).toBe("uncertain");
  });

  it("the reasoning says the scan is only a possibility there", () => {
    const r = detect(service(`${VOICE} Where necessary we add a CBCT to judge the bone level. ${NEXT}`));
    expect(r.reasoning).toContain("only as a possibility");
  });

  it("the same services page that adds the CBCT without a condition offers it (likely)", () => {
    expect(detect(service(`${VOICE} A CBCT is taken to judge the bone level. ${NEXT}`)).status).toBe("likely");
  });

  it("a condition on another sentence of the page does not hedge the scan", () => {
    const text = `${VOICE} In some cases we refer to a periodontist. A CBCT is taken to judge the bone level. ${NEXT}`;
    expect(detect(service(text)).status).toMatch(/likely|confirmed/);
  });
});

describe("a maker's CBCT line without its model says so in the reasoning", () => {
  it("'VistaVox' names Dürr Dental's line, not a model", () => {
    const r = detect(page("/", "We have a VistaVox S in our office."));
    expect(r.manufacturer).toBe("Dürr Dental");
    expect(r.model).toBeNull();
    expect(r.reasoning).toContain("CBCT line named (the model is not said)");
  });

  it("named without ownership, the line is likely and not read as a 2D unit's name", () => {
    const r = detect(page("/", "Ask us about the VistaVox S."));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("CBCT line named (the model is not said) without an ownership cue");
    expect(r.reasoning).not.toContain("2D unit");
  });

  it("a named model keeps the model's wording", () => {
    const r = detect(page("/", "We have a Planmeca ProMax 3D Mid in our office."));
    expect(r.reasoning).toContain("A named CBCT model plus ownership");
  });
});

describe("the 3D x-ray written short, and the French bone, are read (language packs' vocabulary)", () => {
  it.each([
    ["raio-X 3D do osso antes do implante dentário."],
    ["Raios X 3D da mandíbula para planear o implante."],
    ["RX 3D dell'arcata dentale prima dell'impianto."],
  ])("'%s' names a 3D radiograph (uncertain, not nothing)", (text) => {
    expect(detect(page("/servicos/", text)).status).toBe("uncertain");
  });

  it("an RX 3D item of a services page's list of the teeth's exams is offered (likely)", () => {
    const p = page("/servizi/", "Radiologia. Esami per denti e impianti.", {
      listItems: ["Ortopantomografia", "RX 3D dell'arcata dentale"],
      title: "Servizi",
    });
    expect(detect(p).status).toBe("likely");
  });

  it("'radiographie 3D de l'os' beside the bone alone is a dental 3D radiograph", () => {
    expect(detect(page("/soins/", "Une radiographie 3D de l'os est réalisée.")).status).toBe("uncertain");
  });

  it("the Portuguese article 'os' is no dental word: a hospital's computed tomography stays unread", () => {
    expect(
      detect(page("/servicos/", "Os exames de tomografia computadorizada do abdómen são feitos no hospital.")).status,
    ).toBe("not_detected");
  });
});
