import { describe, expect, it } from "vitest";
import type { DetectionPage } from "../site-content.ts";
import type { CbctStatus } from "../types.ts";
import { detect, page, SITE } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

type Case = {
  name: string;
  pages: DetectionPage[];
  status: CbctStatus;
  source?: string;
  model?: string;
  method?: string;
};

const cases: Case[] = [
  {
    name: "model in an image alt text only (home page)",
    pages: [page("/", "Welcome to our family practice.", { altTexts: ["Planmeca ProMax 3D machine"] })],
    status: "likely",
    source: "alt",
    model: "ProMax 3D",
  },
  {
    name: "possessive alt text",
    pages: [page("/", "Welcome.", { altTexts: ["Our new CBCT scanner"] })],
    status: "confirmed",
    source: "alt",
  },
  {
    name: "model only in an image file name on a technology page",
    pages: [
      page("/our-technology/", "Take a look around.", {
        imageSrcs: [`${SITE}/uploads/2019/05/galileos_comfortplus-1024x768.jpg`],
      }),
    ],
    status: "confirmed",
    source: "url",
    model: "Galileos ComfortPlus",
  },
  {
    name: "image file name with a German word (newtom-go-stehend)",
    pages: [page("/praxis/", "Unsere Praxis.", { imageSrcs: [`${SITE}/img/newtom-go-stehend.png`] })],
    status: "likely",
    source: "url",
    model: "NewTom GO",
  },
  {
    name: "a CBCT slug under /technology/",
    pages: [page("/technology/cone-beam-3d-imaging/", "Technology that helps us see more.")],
    status: "likely",
    source: "url",
    method: "page-context",
  },
  {
    name: "3D wording with ownership on a page named after cone beam CT",
    pages: [
      page(
        "/technology/cone-beam-3d-imaging/",
        "3D Imaging Dr. Abernathy can examine your jaw bone, nerves and sinuses in three dimensions right here in our office.",
      ),
    ],
    status: "confirmed",
    method: "ownership-phrase",
  },
  {
    name: "the same 3D wording on a page named for something else stays likely",
    pages: [
      page(
        "/technology/",
        "3D Imaging Dr. Abernathy can examine your jaw bone, nerves and sinuses in three dimensions right here in our office.",
      ),
    ],
    status: "likely",
  },
  {
    name: "a menu naming Invisalign does not veto the 3D wording of a page named after cone beam CT",
    pages: [
      page(
        "/technology/cone-beam-3d-imaging/",
        "Home Services Invisalign Gum Disease Treatment 3D Imaging Contact 3D Imaging Dr. Park can examine your jaw bone, nerves and sinuses in three dimensions right here in our office.",
      ),
    ],
    status: "confirmed",
  },
  {
    name: "the same menu vetoes 3D wording on a page named for something else",
    pages: [
      page(
        "/technology/",
        "Home Services Invisalign Gum Disease Treatment 3D Imaging Contact 3D Imaging Dr. Park can examine your jaw bone, nerves and sinuses in three dimensions right here in our office.",
      ),
    ],
    status: "not_detected",
  },
  {
    name: "an article whose URL names cone beam CT is a blog post, not the practice's equipment page",
    pages: [
      page(
        "/what-is-a-cone-beam-ct-scan/",
        "What Is a Cone Beam CT Scan? Posted on 2023-03-14. A cone beam CT (CBCT) scan is a special type of x-ray.",
        { title: "What Is a Cone Beam CT Scan? - Smile Dental" },
      ),
    ],
    status: "uncertain",
  },
  {
    name: "a model that needs imaging words, named only in a menu link to the technology page",
    pages: [page("/", "Welcome.", { links: [{ href: `${SITE}/technology/`, text: "Green X" }] })],
    status: "confirmed",
    source: "link",
    model: "Green X",
  },
  {
    name: "a photo file name on an office tour names a model that needs imaging words",
    pages: [page("/office-tour/", "Office Tour", { imageSrcs: [`${SITE}/assets/img/icat-classic.jpg`] })],
    status: "confirmed",
    source: "url",
    model: "i-CAT",
  },
  {
    name: "the same words in a link to an ordinary page are not a scanner",
    pages: [page("/", "Welcome.", { links: [{ href: `${SITE}/about/`, text: "Green X" }] })],
    status: "not_detected",
  },
  {
    name: "a menu link to a CBCT page",
    pages: [page("/", "Welcome.", { links: [{ href: `${SITE}/services/3d-cbct/`, text: "3D CBCT Imaging" }] })],
    status: "likely",
    source: "link",
  },
  {
    name: "a link to another site does not take that site's page type",
    pages: [page("/", "Welcome.", { links: [{ href: "https://imaging.example/technology/cbct/", text: "CBCT" }] })],
    status: "uncertain",
  },
  {
    name: "a blog post about CBCT only",
    pages: [page("/blog/what-is-cbct/", "Cone beam computed tomography (CBCT) creates 3D images of bone and nerves.")],
    status: "uncertain",
    method: "generic-mention",
  },
  {
    name: "an FAQ page mention",
    pages: [page("/faq/", "What is a cone beam CT? It is a 3D x-ray of the jaw.")],
    status: "uncertain",
  },
  {
    name: "a tag archive mention",
    pages: [page("/tag/cbct/", "Posts tagged CBCT.")],
    status: "uncertain",
  },
  {
    name: "Tier-A term with first-person copy on a services page",
    pages: [page("/services/dental-implants/", "We offer cone beam CT imaging to plan your implant.")],
    status: "likely",
    method: "practice-voice",
  },
  {
    name: "Tier-B 3D x-ray with first-person copy on a services page",
    pages: [page("/services/dental-implants/", "We offer 3D x-rays to plan your implant.")],
    status: "likely",
    method: "practice-voice",
  },
  {
    name: "Tier-A term with an in-house cue in the next sentence",
    pages: [page("/", "Cone beam CT shows your jaw in three dimensions. This technology is available in-house.")],
    status: "confirmed",
    method: "ownership-phrase",
  },
  {
    name: "Tier-A term on the home page, no cue",
    pages: [page("/", "Cone beam computed tomography gives doctors a 3D view of the jaw.")],
    status: "uncertain",
    method: "generic-mention",
  },
  {
    name: "Tier-B 3D x-ray with an ownership cue",
    pages: [page("/", "We got a 3D x-ray machine this spring!")],
    status: "likely",
    method: "ownership-phrase",
  },
  {
    name: "ambiguous '3D imaging' with bone context counts",
    pages: [page("/services/dental-implants/", "Our 3D imaging shows bone density before implant placement.")],
    status: "likely",
  },
  {
    name: "ambiguous '3D imaging' without radiographic context does not",
    pages: [page("/services/", "Our 3D imaging makes treatment easy to understand.")],
    status: "not_detected",
  },
  {
    name: "pasted plain text (url null) with ownership",
    pages: [page(null, "We have a cone beam CT in our office for implant planning.")],
    status: "confirmed",
    source: "text",
  },
  {
    name: "pasted plain text with a bare mention",
    pages: [page(null, "Ask us about CBCT.")],
    status: "uncertain",
  },
  {
    name: "the page title names the modality",
    pages: [page("/services/cone-beam/", "Learn more.", { title: "3D Cone Beam Imaging | Smile Dental" })],
    status: "likely",
  },
  {
    name: '"at our Main Street location" is in-house',
    pages: [page("/", "CBCT scans are available at our Main Street location.")],
    status: "confirmed",
    method: "ownership-phrase",
  },
  {
    name: 'a loose "we have" far from the term is not ownership',
    pages: [page("/", "If we have any concerns after your exam, a CBCT may be recommended.")],
    status: "uncertain",
  },
  {
    name: "nothing at all",
    pages: [page("/", "Family dentistry, cleanings and whitening.")],
    status: "not_detected",
    method: "none",
  },
];

describe("detectCbct: where the evidence hides", () => {
  it.each(cases)("$name", (c) => {
    const r = detect(c.pages);
    expect(r.status).toBe(c.status);
    if (c.source) expect(r.evidence[0]?.source).toBe(c.source);
    if (c.model) expect(r.model).toBe(c.model);
    if (c.method) expect(r.method).toBe(c.method);
  });
});

describe("detectCbct: case and hyphen variants", () => {
  it.each([
    ["cone-beam", "Our cone-beam CT is in-house."],
    ["CONE BEAM", "OUR CONE BEAM CT IS IN-HOUSE."],
    ["non-breaking hyphen", "Our cone\u2011beam CT is in\u2011house."],
    ["conebeam", "Our conebeam scanner is in-house."],
    ["C.B.C.T. spelled CBCT's", "Our CBCT's images are taken in-house."],
    ["trademark signs", "We use the ORTHOPHOS® XG 3D™ in-house."],
    ["XG3D without spaces", "Sirona XG3D in-house."],
    ["curly quotes and 3-D", "We\u2019ve got a \u201c3-D X-Ray\u201d scanner in our office."],
    ["3 D x ray", "We have a 3 D x ray machine in our office."],
    ["xray", "Our office uses 3D xrays taken on site."],
    ["unicode hyphen in a model", "We use the Vatech PaX\u2010i3D in our office."],
  ])("%s", (_, text) => {
    expect(["confirmed", "likely"]).toContain(detect(page(null, text)).status);
  });
});

describe("detectCbct: page type weighting", () => {
  const text = "We use cone beam technology to see your jaw.";
  it("the same sentence scores technology > home > blog", () => {
    const tech = detect(page("/technology/", "Cone beam technology lets us see your jaw.")).confidence;
    const home = detect(page("/", "Cone beam technology lets us see your jaw.")).confidence;
    const blog = detect(page("/blog/2021/05/jaws/", "Cone beam technology lets us see your jaw.")).confidence;
    expect(tech).toBeGreaterThan(home);
    expect(home).toBeGreaterThan(blog);
    // "We use" says the practice uses CBCT, not that the unit is on site: likely (issue 9).
    expect(detect(page("/technology/", text)).status).toBe("likely");
  });

  it("several supporting pages add a little but never cross a status band", () => {
    const one = detect(page("/", "Ask us about cone beam CT."));
    const many = detect(
      ["/", "/about/", "/contact/", "/new-patients/"].map((p) => page(p, "Ask us about cone beam CT.")),
    );
    expect(many.confidence).toBeGreaterThan(one.confidence);
    expect(many.status).toBe("uncertain");
  });
});
