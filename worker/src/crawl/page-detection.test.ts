import { readSite } from "@cbct/core/domain/lead/index";
import { pastedSite } from "@cbct/core/domain/lead/pasted-site";
import { textWithLines } from "@cbct/core/domain/site-content";
import { describe, expect, it } from "vitest";
import { parseHtml } from "./parse-html.ts";

/**
 * Issue 18: a crawled page's HTML as the detector reads it, sidebars and footer included. The detection set's rows are
 * excerpts of the pages' own text, so what a real page carries around its content (a "Recent Posts" widget, a blog
 * teaser in the footer) shows only here. Fixtures written for their class, not taken from any real page.
 */
const NOW = new Date("2026-03-01T00:00:00Z");
const SERVICES = "https://harbour.example/services/3d-imaging/";

function detectHtml(html: string, url = SERVICES) {
  const page = parseHtml(html, url);
  return readSite({ startUrl: url, finalUrl: url, pages: [page] }, NOW, { practiceName: "Harbour Dental" }).detection;
}

const servicesPage = (aroundContent: string) => `<html><head><title>3D Cone Beam Imaging | Harbour Dental</title></head>
<body><nav><a href="/">Home</a><a href="/services/">Services</a><a href="/blog/">Blog</a></nav>
<main><h1>3D Cone Beam Imaging</h1>
<p>Cone beam computed tomography gives three-dimensional images of the teeth, jaw bone and nerves. The scan takes under
a minute and uses a low dose, and the images let the dentist plan an implant or a root canal with precision.</p>
<h2>Benefits</h2><ul><li>Precise implant planning</li><li>Clear views of root canals</li></ul></main>
${aroundContent}
<footer><p>Harbour Dental, 12 Quay St, Boston MA</p></footer></body></html>`;

describe("a byline in the page's sidebar or footer is another page's (detection-corpus.ts articleText)", () => {
  it("a 'Recent Posts' widget with 'Posted on' dates leaves the 3D imaging services page an offering (likely)", () => {
    const r = detectHtml(
      servicesPage(
        `<aside><h3>Recent Posts</h3><ul><li><a href="/blog/whitening/">Whitening myths</a> Posted on May 3, 2024</li>` +
          `<li><a href="/blog/gums/">Healthy gums</a> Posted on April 9, 2024</li></ul></aside>`,
      ),
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("technology/services page");
  });

  it("a blog teaser 'Published by Dr. Lee' above the footer leaves it likely", () => {
    const r = detectHtml(
      servicesPage(
        `<div class="teaser"><h3>From our blog</h3><p>Five tips for healthy gums. Published by Dr. Lee</p></div>`,
      ),
    );
    expect(r.status).toBe("likely");
  });

  it("a post whose byline stands under its name is still an article, whatever its address (guard)", () => {
    const html = `<html><head><title>Cone Beam CT | Harbour Dental</title></head><body>
<main><h1>Cone Beam CT</h1><p>Posted on May 3, 2024 by Dr. Lee</p>
<p>Cone beam computed tomography gives three-dimensional images of the teeth, jaw bone and nerves.</p></main></body></html>`;
    expect(detectHtml(html, "https://harbour.example/cone-beam-ct/").status).toBe("uncertain");
  });

  it("a post whose date and author stand above its name is still an article (guard)", () => {
    const html = `<html><head><title>Cone Beam Imaging | Harbour Dental</title></head><body>
<main><p>Author: Dr. Lee · May 3, 2024</p><h1>Cone Beam Imaging</h1>
<p>Cone beam computed tomography gives three-dimensional images of the teeth, jaw bone and nerves.</p></main></body></html>`;
    expect(detectHtml(html, "https://harbour.example/cone-beam-imaging/").status).toBe("uncertain");
  });
});

const implantsPage = (
  main: string,
  sidebar: string,
) => `<html><head><title>Dental Implants | Harbour Dental</title></head>
<body><nav><a href="/">Home</a><a href="/services/implants/">Implants</a><a href="/blog/">Blog</a></nav>
<main><h1>Dental Implants</h1><p>Implants replace missing teeth for life. We place and restore implants for patients
across Boston.</p>${main}</main>${sidebar}<footer><p>Harbour Dental, 12 Quay St, Boston MA</p></footer></body></html>`;
const IMPLANTS = "https://harbour.example/services/implants/";
const LATEST_POSTS =
  `<aside><h4>Latest Posts</h4><ul><li><a href="/blog/is-a-cbct-scan-safe/">Is a CBCT scan safe?</a> May 3, 2024</li>` +
  `<li><a href="/blog/whitening-myths/">Five whitening myths busted</a></li></ul></aside>`;

describe("a post's title in a page's sidebar is the post's (detection-corpus.ts articleLabels)", () => {
  it("an implants page that says nothing of CBCT is not an offering because its sidebar lists a CBCT post", () => {
    const r = detectHtml(
      implantsPage("<h2>Why implants?</h2><p>They look and feel like natural teeth.</p>", LATEST_POSTS),
      IMPLANTS,
    );
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).toContain("blog/FAQ page");
  });

  it("the page's own link to its 3D imaging services page still counts as the page's words (guard)", () => {
    const r = detectHtml(
      implantsPage(
        `<p>Before surgery we plan each implant with <a href="/services/3d-imaging/">our 3D cone beam imaging</a>.</p>`,
        LATEST_POSTS,
      ),
      IMPLANTS,
    );
    expect(r.status === "likely" || r.status === "confirmed").toBe(true);
  });
});

/** A theme's left sidebar comes before the page's content, its posts' titles as headings linked to the posts. */
const LEFT_SIDEBAR =
  `<aside><h3>Recent Posts</h3><h4><a href="/blog/is-a-cbct-scan-safe/">Is a CBCT scan safe?</a></h4>` +
  `<h4><a href="/blog/whitening-myths/">Five whitening myths busted</a></h4></aside>`;
const leftSidebarPage = (title: string, h1: string, main: string) => `<html><head><title>${title}</title></head>
<body><nav><a href="/">Home</a><a href="/services/">Services</a><a href="/blog/">Blog</a></nav>${LEFT_SIDEBAR}
<main><h1>${h1}</h1>${main}</main><footer><p>Harbour Dental, 12 Quay St, Boston MA</p></footer></body></html>`;

describe("a post's title among a page's first headings does not name the page (detection-corpus.ts ownHeadings)", () => {
  it("an implants page where a CBCT scan 'may be recommended' stays uncertain under a left sidebar of post titles", () => {
    const r = detectHtml(
      leftSidebarPage(
        "Dental Implants | Harbour Dental",
        "Dental Implants",
        "<p>Implants replace missing teeth. Before surgery, a CBCT scan may be recommended to check the bone.</p>",
      ),
      IMPLANTS,
    );
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).not.toContain("CBCT wording on a technology/services page");
  });

  it("the practice's own 3D imaging page under the same sidebar is still named after the scan (guard)", () => {
    const r = detectHtml(
      leftSidebarPage(
        "Harbour Dental",
        "3D Cone Beam Imaging",
        "<p>Cone beam computed tomography shows the jaw bone and nerves in three dimensions for implant planning.</p>",
      ),
      "https://harbour.example/cone-beam-imaging/",
    );
    expect(r.status).toBe("likely");
  });
});

describe("invisible characters inside a word (normalize.ts)", () => {
  it("reads 'cone\\u200bbeam' on a crawled page as a reader sees it: 'conebeam'", () => {
    const html = `<html><head><title>About | Harbour Dental</title></head><body><main><h1>About us</h1>
<p>We have a cone\u200bbeam CT scanner in our office, so implant patients get their 3D scan here.</p></main></body></html>`;
    expect(detectHtml(html, "https://harbour.example/about/").status).toBe("confirmed");
  });
});

/** A home page's list of features: nothing but the item itself names what it is. */
const featuresPage = (title: string, item: string) => `<html lang="de"><head><title>${title}</title></head>
<body><main><h2>Unsere Praxis</h2><ul><li>Parkplätze vor der Tür</li><li>${item}</li><li>Online-Terminvergabe</li></ul>
</main></body></html>`;

describe("a short item on a dental practice's page reads the page's title as its context (scan-corpus.ts rowOnDentalPage)", () => {
  const DENTAL_TITLE = "Zahnarztpraxis Sonne – Ihr Zahnarzt in München";

  it.each([
    ["Hauseigenes DVT", "confirmed"],
    ["Eigenes DVT", "likely"],
  ])("'%s' in the features list of a page titled as a dental practice is its scanner (%s)", (item, status) => {
    expect(detectHtml(featuresPage(DENTAL_TITLE, item), "https://sonne.example/").status).toBe(status);
  });

  it("the same item under a title that is not a dentist's is not read (guard: DVT is a thrombosis elsewhere)", () => {
    const r = detectHtml(
      featuresPage("Praxis Sonne – Innere Medizin und Gefäßmedizin", "Eigenes DVT"),
      "https://sonne.example/",
    );
    expect(r.status).toBe("not_detected");
  });

  it("a dental title does not say which 3D an item means (guard: '3D imaging' alone stays unread)", () => {
    const r = detectHtml(
      featuresPage("Harbour Dental – Your dentist in Boston", "3D imaging"),
      "https://harbour.example/",
    );
    expect(r.status).toBe("not_detected");
  });
});

describe("words a framework's page sets apart by CSS alone are read apart (parse-html.ts layoutOf)", () => {
  // React and Vue write no whitespace between elements, so a row of pills or a badge beside its label ran together
  // ("Digital X-raysIn-house CBCTIntraoral cameras") and no cue could find its word's start.
  it("a flex row of feature pills on a practice's home page names its in-house CBCT (confirmed)", () => {
    const html = `<html><head><title>Harbour Dental | Family dentist in Boston</title></head><body><main>
<h1>Why choose us</h1><div class="flex flex-wrap gap-2"><span class="pill">Digital X-rays</span><span class="pill">In-house CBCT</span><span class="pill">Intraoral cameras</span></div>
</main></body></html>`;
    expect(detectHtml(html, "https://harbour.example/").status).toBe("confirmed");
  });

  it("a '3D' badge beside its label in a technology page's flex row (confirmed)", () => {
    const html = `<html><head><title>Technology | Harbour Dental</title></head><body><main><h1>Our technology</h1>
<div class="grid grid-cols-3"><h3>Digital X-rays</h3><p>Less radiation.</p></div><div class="flex"><span class="badge">3D</span><span>Cone beam CT on site</span></div>
</main></body></html>`;
    expect(detectHtml(html, "https://harbour.example/technology/").status).toBe("confirmed");
  });

  it("inline words a page writes together stay together, so the pills' words are not invented (guard)", () => {
    const html = `<html><head><title>Harbour Dental | Family dentist in Boston</title></head><body><main>
<h1>Why choose us</h1><p><span class="pill">Digital X-rays</span><span class="pill">In-house CBCT</span></p></main></body></html>`;
    expect(parseHtml(html, "https://harbour.example/").text).toContain("X-raysIn-house CBCT");
  });
});

describe("an evidence snippet shows where the page's blocks end (build-evidence.ts withBreaks)", () => {
  it("a heading, a list's items and the paragraph under them do not read as one sentence", () => {
    const html = `<html><head><title>Zahnarztpraxis Sonne – Ihr Zahnarzt in München</title></head><body>
<main><h1>Zahnarztpraxis Sonne</h1><h2>Unsere Praxis</h2><ul><li>Parkplätze vor der Tür</li><li>Hauseigenes DVT</li>
<li>Online-Terminvergabe</li></ul></main></body></html>`;
    const detection = detectHtml(html, "https://praxis-sonne.de/");
    expect(detection.status).not.toBe("not_detected");
    expect(detection.evidence[0]?.snippet).toContain("Unsere Praxis · Parkplätze vor der Tür · Hauseigenes DVT");
  });

  it("a step's number badge, a check mark or a label reads with its block, as the page shows it", () => {
    const html = `<html><head><title>Wisdom Teeth | Harbour Oral Surgery</title></head><body><main><h1>Wisdom teeth</h1>
<h2>What to Expect</h2><div class="flex"><span>1</span><h3>Consultation &amp; X-Rays</h3></div>
<p>Dr. Kim takes a 3D CBCT scan in our office to see each tooth and the nerve.</p>
<div class="flex"><span>Scan fee:</span><span>$95</span></div>
<ul><li class="flex"><span>✓</span><span>Same-day consultations</span></li></ul></main></body></html>`;
    const detection = detectHtml(html, "https://harbour.example/wisdom-teeth/");
    expect(detection.evidence[0]?.snippet).toContain(
      "What to Expect · 1 Consultation & X-Rays · Dr. Kim takes a 3D CBCT scan",
    );
    expect(detection.evidence[0]?.snippet).toContain("the nerve. · Scan fee: $95 · ✓ Same-day");
  });

  it("pasted text keeps its snippets as they were (guard: its line ends may be a wrapped sentence's)", () => {
    const { detection } = readSite(pastedSite("Harbour Dental", "We have a cone beam\nCT scanner in our office."), NOW);
    expect(detection.evidence[0]?.snippet).toContain("We have a cone beam CT scanner in our office.");
  });
});

/** A Next.js App Router page: its HTML, then its React tree in `self.__next_f.push([1, "..."])` scripts (one row). */
function nextPage(html: string, tree: unknown): string {
  const row = `5:${JSON.stringify(tree)}\n`;
  return html.replace("</body>", `<script>self.__next_f.push(${JSON.stringify([1, row])})</script></body>`);
}
const el = (type: string, props: Record<string, unknown>) => ["$", type, null, props];
const implantSteps = (panel: string, extra: Record<string, unknown> = {}) =>
  nextPage(
    `<html><head><title>Dental Implants | Harbour Oral Surgery</title></head><body><main><h1>Dental Implants</h1>
<p>Implants replace missing teeth with a titanium post that fuses with the jaw bone.</p><h2>What to Expect</h2>
<div data-accordion><h3><button>1 Initial Consultation &amp; Evaluation</button></h3>
<h3><button>2 Treatment Planning</button></h3></div><h2>Why Patients Choose Us</h2>
<p>Gentle care, evening hours and a team that explains every step.</p></main>
<footer><p>© 2026 Harbour Oral Surgery. All rights reserved.</p><p>Dr. Jane Kim, DDS | Brea, CA (714) 555-0143</p></footer>
</body></html>`,
    el("div", {
      children: [
        el("button", { children: "Initial Consultation & Evaluation" }),
        el("$L26", { className: "text-slate-600 leading-relaxed pl-9", children: panel, ...extra }),
        el("button", { children: "Treatment Planning" }),
      ],
    }),
  );

describe("text a Next.js page shows after a click, shipped in its flight payload (collectors/next-flight.ts)", () => {
  const IMPLANTS = "https://harbour.example/services/dental-implants";

  it("a closed step of an accordion is the page's own text: the surgeon's cone beam scan reads as the practice's", () => {
    const html = implantSteps(
      "Dr. Kim reviews your medical history, examines your mouth and takes 3D cone-beam CT scans to measure bone volume.",
    );
    const page = parseHtml(html, IMPLANTS);
    expect(page.text).toContain("takes 3D cone-beam CT scans to measure bone volume");
    const detection = detectHtml(html, IMPLANTS);
    expect(["likely", "confirmed"]).toContain(detection.status);
    expect(detection.evidence[0]?.snippet).toContain("cone-beam CT scans");
  });

  it("a closed step's text sits under its step's title, so its snippet opens there and not in the page's footer", () => {
    const html = implantSteps("Dr. Kim takes 3D cone-beam CT scans to measure bone volume.");
    expect(textWithLines(parseHtml(html, IMPLANTS))).toContain(
      "1 Initial Consultation & Evaluation\nDr. Kim takes 3D cone-beam CT scans to measure bone volume.\n2 Treatment Planning",
    );
    const snippet = detectHtml(html, IMPLANTS).evidence[0]?.snippet;
    expect(snippet).toContain("Initial Consultation & Evaluation · Dr. Kim takes 3D cone-beam CT scans");
    expect(snippet).not.toContain("rights reserved");
  });

  it("only what React renders as text: a component's other props are not the page's (guard)", () => {
    const html = implantSteps("We plan every implant with care.", {
      teaser: "Read our post: why every practice should take 3D cone-beam CT scans before implants.",
    });
    expect(parseHtml(html, IMPLANTS).text).not.toContain("cone-beam");
    expect(detectHtml(html, IMPLANTS).status).toBe("not_detected");
  });

  it("what the HTML already shows is not read twice, nor the head's title, nor class names (guard)", () => {
    const html = nextPage(
      `<html><head><title>Implants | Harbour</title></head><body><main><p>We place implants every week.</p></main></body></html>`,
      [
        el("title", { children: "Implants | Harbour Oral Surgery and Dental Implant Centre" }),
        el("p", { className: "mt-4 text-lg font-semibold", children: "We   place implants every week." }),
        el("p", { children: ["$L3", "Open Monday to Friday"] }),
      ],
    );
    const { text } = parseHtml(html, IMPLANTS);
    expect(text).toBe("We place implants every week. Open Monday to Friday");
  });

  it("a script that is not the payload adds nothing (guard)", () => {
    const html = `<html><body><p>Hello there friend</p><script>window.__data = {"children":"takes 3D cone-beam CT scans"}</script></body></html>`;
    expect(parseHtml(html, IMPLANTS).text).toBe("Hello there friend");
  });
});
