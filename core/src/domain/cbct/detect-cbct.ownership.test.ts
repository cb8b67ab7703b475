import { describe, expect, it } from "vitest";
import type { CbctStatus } from "../types.ts";
import { OWNERSHIP_CUES } from "./cues.ts";
import { PACK_OWNERSHIP_CUES } from "./languages/index.ts";
import { detect, NOW, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 9's ownership semantics, one row per cue of cues.ts OWNERSHIP_CUES (plus the possessive checked in code),
 * each in words of our own: the status it gives with cone-beam wording, and the cue named in the evidence.
 */
type Case = { cue: string; text: string; status: CbctStatus; path?: string; practiceName?: string };

const CUE_CASES: Case[] = [
  { cue: "place: in-house", text: "Cone beam CT scans are done in-house.", status: "confirmed" },
  { cue: "place: on site", text: "Patients have their CBCT taken on site.", status: "confirmed" },
  { cue: "place: in-office", text: "Ask about in-office CBCT imaging.", status: "confirmed" },
  { cue: "place: in our office", text: "The cone beam scan is taken in our Riverside office.", status: "confirmed" },
  {
    cue: "place: at the practice",
    text: "Cone beam CT is available at Lakeview Dental.",
    practiceName: "Lakeview Dental",
    status: "confirmed",
  },
  {
    cue: "place: the scan is taken at the practice",
    text: "The cone beam scan is carried out at our practice.",
    status: "confirmed",
  },
  {
    cue: "place: the next sentence places this scan at the practice",
    text: "A cone beam CT of the jaw shows the nerves. This scan can be done right in our office.",
    status: "confirmed",
  },
  { cue: "place: right here", text: "Your CBCT scan is taken right here.", status: "confirmed" },
  {
    cue: "possession: the practice has one",
    text: "Harbor Oral Surgery has a cone beam CT scanner.",
    practiceName: "Harbor Oral Surgery",
    status: "confirmed",
  },
  { cue: "possession: we have one", text: "We have a cone beam CT unit.", status: "confirmed" },
  {
    cue: "possession: our clinic is equipped (Japanese)",
    text: "当院では歯科用CTを備えております。",
    status: "confirmed",
  },
  {
    cue: "possession: one of the few with one",
    text: "We are one of the few practices in town with a cone beam scanner.",
    status: "confirmed",
  },
  { cue: "possession: equipped with", text: "The clinic is equipped with a CBCT scanner.", status: "confirmed" },
  { cue: "possession: our ...", text: "Our new cone beam CT shows the whole jaw.", status: "confirmed" },
  { cue: "exposure: we take the scan", text: "Please keep still while we take the CBCT scan.", status: "confirmed" },
  {
    cue: "exposure: the patient stands in the unit",
    text: "You stand in the cone beam unit for about twenty seconds.",
    status: "confirmed",
  },
  {
    cue: "use: preparing the patient for the scan",
    text: "How do I prepare for the cone beam scan? You will be asked to remove glasses and earrings.",
    status: "likely",
  },
  {
    cue: "use: the patient tells the practice of a pregnancy",
    text: "The cone beam scan takes a few seconds. Please tell us if you might be pregnant.",
    status: "likely",
  },
  { cue: "acquisition: we installed one", text: "We recently installed a cone beam CT.", status: "confirmed" },
  { cue: "daily use", text: "We rely on cone beam imaging daily.", status: "confirmed" },
  {
    cue: "scans for referring dentists",
    text: "We provide CBCT imaging for referring dentists.",
    status: "confirmed",
  },
  { cue: "use: we use it", text: "We use cone beam CT to plan implants.", status: "likely" },
  { cue: "use: it lets us see", text: "Cone beam CT lets us see the nerve canal.", status: "likely" },
  { cue: "use: we can see", text: "With cone beam CT we can measure the bone.", status: "likely" },
  { cue: "use: we do our work with it", text: "We plan each implant with a cone beam CT scan.", status: "likely" },
  { cue: "use: with it, we do our work", text: "Using cone beam CT, Dr. Lee maps the nerve canal.", status: "likely" },
  { cue: "use: we recommend it", text: "Before an implant we recommend a cone beam CT scan.", status: "likely" },
  { cue: "use: we may take the scan", text: "At the consultation we may take a cone beam CT scan.", status: "likely" },
  { cue: "offer: we offer it", text: "We offer cone beam CT for implant patients.", status: "likely" },
  { cue: "use: in our practice", text: "In our practice, cone beam CT guides implant planning.", status: "likely" },
  { cue: "use: our ... images", text: "Our CBCT images show the roots clearly.", status: "likely" },
  {
    cue: "offer: your scan on a services page",
    path: "/services/tmj-treatment/",
    text: "Your CBCT results are reviewed with you by the doctor.",
    status: "likely",
  },
  { cue: "offer: at your visit", text: "A cone beam CT scan is taken at your first visit.", status: "likely" },
  { cue: "offer: the scan's fee policy", text: "A CBCT scan is included in the consultation fee.", status: "likely" },
  {
    cue: "offer: an announcement without a subject",
    path: "/",
    text: "Now offering 3D cone beam scans.",
    status: "likely",
  },
  {
    cue: "place/possession: in our practice (other languages)",
    text: "Nel nostro studio è presente una TAC cone beam per la chirurgia implantare.",
    status: "confirmed",
  },
  {
    cue: "acquisition: our clinic introduced (Japanese)",
    text: "当院では歯科用CTを導入しました。",
    status: "confirmed",
  },
  {
    cue: "use: we use it (other languages)",
    text: "Utilizamos la tomografía de haz cónico para planificar los implantes.",
    status: "likely",
  },
  { cue: "offer: in the practice's copy", text: "We are proud to offer cone beam CT imaging.", status: "likely" },
  {
    cue: "use: the modality at the practice, by name",
    text: "Cone beam CT scans at Lakeview Dental.",
    practiceName: "Lakeview Dental",
    status: "likely",
  },
  {
    cue: "use: the modality at the practice, by name (other languages)",
    text: "La TAC cone beam è una tecnica radiografica del Centro Lago.",
    practiceName: "Centro Lago",
    status: "likely",
  },
];

describe("ownership semantics: one case per cue", () => {
  // The language packs' cues (languages/) have their fixtures in the detect-cbct.languages-*.test.ts files.
  it("covers every cue of the English library", () => {
    const covered = new Set(CUE_CASES.map((c) => c.cue));
    const fromPacks = new Set(PACK_OWNERSHIP_CUES.map((c) => c.name));
    expect(OWNERSHIP_CUES.map((c) => c.name).filter((n) => !covered.has(n) && !fromPacks.has(n))).toEqual([]);
  });

  it.each(CUE_CASES)("$cue: $text", (c) => {
    const r = detect(page(c.path ?? null, c.text), { now: NOW, practiceName: c.practiceName ?? null });
    expect(r.status).toBe(c.status);
    const kind = c.status === "confirmed" ? "ownership" : "use";
    expect(r.evidence[0]?.signal).toContain(`${kind}:${c.cue}`);
    // The reasoning names the family of the cue that weighed (place, possession, exposure, use, offer...).
    expect(r.reasoning).toContain(`(${c.cue.split(":")[0]}: "`);
  });
});

describe("ownership semantics: what claims nothing, and referrals", () => {
  it.each<Case & { why: string }>([
    {
      why: "practices in general",
      cue: "",
      text: "In an office equipped with a cone beam CT, images appear at once.",
      status: "uncertain",
    },
    {
      why: "the place belongs to the other imaging in its clause",
      cue: "",
      text: "Unlike the digital x-rays taken in our office, a CBCT shows three dimensions.",
      status: "uncertain",
    },
    {
      why: "someone else takes the scan",
      cue: "",
      text: "A local imaging center takes your CBCT scan.",
      status: "not_detected",
    },
    { why: "a sister clinic", cue: "", text: "CBCT scans are offered at our sister clinic.", status: "not_detected" },
    {
      why: "the referring dentist brings the scan",
      cue: "",
      text: "Referrals for implants must include a cone beam CT scan.",
      status: "not_detected",
    },
    {
      why: "the cone-shaped beam of an intraoral x-ray",
      cue: "",
      text: "The cone beam technology in our office aims the x-ray at each tooth and cuts scatter.",
      status: "not_detected",
    },
    {
      why: "a passive, conditional mention",
      cue: "",
      text: "A CBCT scan may sometimes be required.",
      status: "uncertain",
    },
    {
      why: "the patient brings a scan taken elsewhere",
      cue: "",
      text: "We will ask you to bring your CBCT scan from your referring dentist.",
      status: "not_detected",
    },
    {
      why: "a partner takes the scan",
      cue: "",
      text: "We have partnered with Valley Imaging, who take the cone beam CT for our patients.",
      status: "not_detected",
    },
    {
      why: "an in-house lab is not imaging",
      cue: "",
      text: "Our in-house lab makes crowns. Cone beam CT is a 3D x-ray.",
      status: "uncertain",
    },
  ])("$why: $status", (c) => {
    expect(detect(page(null, c.text)).status).toBe(c.status);
  });

  it.each([
    ["our own imaging facility is the practice's", "Scans are taken in our own imaging facility with a cone beam CT."],
    ["a referral the practice has left behind", "No need to visit an imaging center: we have a CBCT in our office."],
    ["patients sent to the practice", "Thank you for referring patients to us for CBCT examinations."],
    [
      "patients sent to the practice by its name",
      "Dentists can refer patients to our practice for cone beam CT scans.",
    ],
    [
      "the practice reports its scans to the referring dentist",
      "A cone beam CT scan is a 3D x-ray; the report is sent back to the referring dentist within two days.",
    ],
  ])("%s: confirmed", (_, text) => {
    const r = detect(page(null, text));
    expect(r.status).toBe("confirmed");
    expect(r.signals.referral).toBe(false);
  });
});

describe("ownership semantics: the page's role", () => {
  const generic = "Cone beam computed tomography shows teeth, bone and nerves in three dimensions.";
  it.each<[string, CbctStatus]>([
    ["/services/cone-beam-ct/", "likely"],
    ["/our-technology/cbct/", "likely"],
    ["/en/leistungen/3d-roentgen/", "likely"],
    ["/cone-beam-ct/", "uncertain"],
    ["/blog/what-is-cbct/", "uncertain"],
    ["/faq/", "uncertain"],
  ])("generic CBCT text on %s is %s", (path, status) => {
    expect(detect(page(path, generic)).status).toBe(status);
  });

  it("a menu link to a CBCT page counts as the practice's offering", () => {
    const home = page("/", "Welcome to Smile Dental.", {
      links: [{ href: "https://smiledental.example/cone-beam-ct/", text: "Cone Beam CT" }],
    });
    expect(detect(home).status).toBe("likely");
  });

  it("an ownership claim stays confirmed on a blog post", () => {
    const r = detect(page("/blog/our-new-scanner/", "We installed a cone beam CT in our office this spring."));
    expect(r.status).toBe("confirmed");
    expect(r.evidence[0]?.pageUrl).toBe("https://smiledental.example/blog/our-new-scanner/");
  });
});
