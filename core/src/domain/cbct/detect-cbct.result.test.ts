import { describe, expect, it } from "vitest";
import type { DetectionPage } from "../site-content.ts";
import { detect, page, SITE } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { MAX_EVIDENCE, statusForConfidence } from "./detection-weights.ts";

const NAV = "Home About Services Dental Implants Invisalign Technology Blog Contact Request Appointment";
const FILLER =
  "Our friendly team provides gentle care for the whole family. We listen to your concerns and explain your options. ";

function practiceSite(): DetectionPage[] {
  const body: Record<string, string> = {
    "/": "Welcome to Smile Dental.",
    "/technology/":
      "Our technology includes digital x-rays, an iTero intraoral scanner, CEREC same-day crowns and our Planmeca ProMax 3D cone beam CT, which shows bone, nerves and sinuses right here in our office.",
    "/services/dental-implants/": "Before placing implants we take a 3D x-ray to evaluate bone density.",
    "/blog/what-is-cbct/": "Cone beam computed tomography (CBCT) is a type of x-ray that creates 3D images of bone.",
    "/services/invisalign/": "Invisalign uses a digital 3-D image of your teeth.",
  };
  return Object.entries(body).map(([path, text]) =>
    page(path, `${NAV} ${text} ${FILLER.repeat(5)} © 2024 Smile Dental`, {
      title: `Smile Dental ${path}`,
      altTexts: ["Smile Dental logo", "Planmeca ProMax 3D"],
      imageSrcs: [`${SITE}/uploads/logo.png`],
      links: NAV.split(" ").map((w) => ({ href: `${SITE}/${w.toLowerCase()}/`, text: w })),
    }),
  );
}

describe("detectCbct: result shape", () => {
  it("reads a whole practice site", () => {
    const r = detect(practiceSite());
    expect(r).toMatchObject({
      status: "confirmed",
      manufacturer: "Planmeca",
      model: "ProMax 3D",
      modelReleaseYear: 2006,
      method: "model-fingerprint",
      previousModel: null,
      signals: { ownership: true, referral: false, negation: false },
    });
    expect(r.confidence).toBeGreaterThanOrEqual(90);
    expect(r.equipment).toEqual(
      expect.arrayContaining(["Planmeca ProMax 3D", "iTero", "CEREC", "Digital x-ray sensors"]),
    );
    expect(new Set(r.equipment).size).toBe(r.equipment.length);
    expect(r.signals.lookAlikes).toEqual(expect.arrayContaining(["iTero", "CEREC", "Invisalign"]));
  });

  it("keeps at most 8 evidence items, each ~160 characters of original text with its page and source", () => {
    const r = detect(practiceSite());
    expect(r.evidence.length).toBeGreaterThan(2);
    expect(r.evidence.length).toBeLessThanOrEqual(MAX_EVIDENCE);
    for (const e of r.evidence) {
      expect(e.snippet.length).toBeLessThanOrEqual(175);
      expect(e.pageUrl).toMatch(/^https:\/\/smiledental\.example\//);
      expect(["text", "alt", "link", "url", "title", "meta"]).toContain(e.source);
      expect(typeof e.weight).toBe("number");
      expect(e.signal.length).toBeGreaterThan(0);
    }
    const top = r.evidence[0];
    expect(top?.snippet).toContain("Planmeca ProMax 3D");
    expect(top?.pageUrl).toBe(`${SITE}/technology/`);
    expect(top?.signal).toMatch(/^model:ProMax 3D/);
  });

  it("quotes snippets in their original casing and punctuation", () => {
    const r = detect(page("/technology/", "We\u2019re proud: our CONE\u2011BEAM CT\u00ae is in\u2011house!"));
    expect(r.evidence[0]?.snippet).toBe("We\u2019re proud: our CONE\u2011BEAM CT\u00ae is in\u2011house!");
  });

  it("cuts long text around the match at word boundaries", () => {
    const long = `${"lorem ipsum dolor ".repeat(30)}We have a CBCT in our office. ${"sit amet ".repeat(40)}`;
    const snippet = detect(page(null, long)).evidence[0]?.snippet ?? "";
    expect(snippet).toContain("We have a CBCT in our office.");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(165);
  });

  it("lists every CBCT manufacturer named, the current one first", () => {
    const r = detect([
      page("/technology/", "Our new Carestream CS 9600 replaced the Sirona Galileos."),
      page("/blog/", "We compared it with the Planmeca ProMax 3D."),
    ]);
    expect(r.manufacturerOptions[0]).toBe("Carestream");
    expect(r.manufacturerOptions).toEqual(expect.arrayContaining(["Dentsply Sirona", "Planmeca"]));
    expect(r.previousModel).toEqual({ manufacturer: "Dentsply Sirona", model: "Galileos" });
  });

  it("adds a generic CBCT entry to the equipment when no model is named", () => {
    expect(detect(page("/", "Our office has an in-house CBCT.")).equipment).toEqual(["Cone beam CT (CBCT)"]);
  });

  it.each([
    ["confirmed", page("/technology/", "Our Carestream CS 9600 is in our office.")],
    ["likely", page("/services/implants/", "We offer cone beam CT imaging.")],
    ["uncertain", page("/blog/cbct/", "CBCT is a 3D x-ray.")],
    ["not_detected", page("/technology/", "Our iTero scanner makes 3D models.")],
    ["referral", page("/services/implants/", "We refer patients to an imaging center for CBCT.")],
  ])("writes 2-4 plain sentences of reasoning (%s)", (_, p) => {
    const reasoning = detect(p).reasoning;
    const sentences = reasoning.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });

  it("explains why a referral does not count", () => {
    const r = detect(page("/services/implants/", "We refer patients to an imaging center for CBCT."));
    expect(r.reasoning).toMatch(/referral/i);
    expect(r.reasoning).toMatch(/not detected/);
  });

  it("explains that look-alikes are not CBCT", () => {
    const r = detect(page("/technology/", "Our iTero scanner makes 3D models. We also use CEREC."));
    expect(r.reasoning).toMatch(/iTero/);
    expect(r.reasoning).toMatch(/not cone-beam CT/);
  });

  it("reports the age basis in the reasoning", () => {
    const r = detect(page("/technology/", "We have had our i-CAT cone beam scanner since 2009."));
    expect(r.reasoning).toContain("2009");
    expect(r.reasoning).toMatch(/years old/);
  });

  it("returns a clean empty result for no pages", () => {
    expect(detect([])).toMatchObject({
      status: "not_detected",
      confidence: 0,
      evidence: [],
      manufacturer: null,
      model: null,
      method: "none",
      equipment: [],
      manufacturerOptions: [],
      previousModel: null,
      signals: { ownership: false, referral: false, negation: false, lookAlikes: [] },
    });
  });
});

describe("statusForConfidence", () => {
  it.each([
    [100, "confirmed"],
    [90, "confirmed"],
    [89, "likely"],
    [60, "likely"],
    [59, "uncertain"],
    [20, "uncertain"],
    [19, "not_detected"],
    [0, "not_detected"],
  ])("%i -> %s", (c, s) => {
    expect(statusForConfidence(c)).toBe(s);
  });
});
