import { readSite } from "@cbct/core/domain/lead/index";
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
