import { readSite } from "@cbct/core/domain/lead/index";
import { describe, expect, it } from "vitest";
import { isEmptyShell } from "./empty-shell.ts";
import { parseHtml } from "./parse-html.ts";

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Our Technology | Holt Family Dentistry &amp; Implants</title>
  <meta name="description" content="  3D cone beam imaging in   Roanoke, VA ">
  <meta name="generator" content="WordPress 6.4.2">
  <link rel="stylesheet" href="/wp-content/themes/astra/style.css">
  <style>.hero { color: red } body::after { content: "STYLE TEXT" }</style>
  <script src="/wp-includes/js/jquery.min.js"></script>
  <script>window.dataLayer = ["SCRIPT TEXT"];</script>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Holt Family Dentistry"}</script>
  <script type="application/ld+json">{ broken json, </script>
</head>
<body>
  <header><nav><ul>
    <li><a href="/">Home</a></li><li><a href="/about-us/">About</a></li><li><a href="technology">Technology</a></li>
    <li><a href="https://holtdental.com/contact#map">Contact&nbsp;Us</a></li>
    <li><a href="tel:+15405550142">(540) 555-0142</a></li><li><a href="javascript:void(0)">Menu</a></li>
  </ul></nav></header>
  <main>
    <h1>Advanced <em>Dental</em> Technology</h1>
    <p>We use the Planmeca ProMax&reg; 3D Mid cone beam CT.</p><p>It lowers radiation.</p>
    <svg><title>SVG TITLE</title><text>SVG TEXT</text></svg>
    <noscript>NOSCRIPT TEXT</noscript>
    <template><p>TEMPLATE TEXT</p></template>
    <img src="/img/cbct-scanner.jpg" alt="Our Planmeca CBCT scanner" title="3D imaging suite">
    <img data-src="//cdn.example.com/lazy.png" srcset="/img/pano-400.jpg 400w, /img/pano-800.jpg 800w" alt="">
    <a href="/team"><img src="/img/dr-holt.jpg" alt="Dr. Karen Holt"></a>
    <h2>Intra<span>oral</span> Scanners</h2>
    <p>Galileos<b>XG</b> is not what we own.</p>
  </main>
  <footer><p>&copy; 2024 Holt Family Dentistry</p><p>123 Main St, Roanoke, VA 24011</p></footer>
  <script src="https://cdn.example.com/analytics.js" async></script>
</body>
</html>`;

describe("parseHtml", () => {
  const page = parseHtml(PAGE, "https://holtdental.com/technology/");

  it("reads title, meta description and generator", () => {
    expect(page.title).toBe("Our Technology | Holt Family Dentistry & Implants");
    expect(page.metaDescription).toBe("3D cone beam imaging in Roanoke, VA");
    expect(page.generator).toBe("WordPress 6.4.2");
  });

  it("keeps nav, main and footer text with entities decoded and whitespace folded", () => {
    expect(page.text).toContain("Home About Technology Contact Us");
    expect(page.text).toContain("We use the Planmeca ProMax® 3D Mid cone beam CT. It lowers radiation.");
    expect(page.text).toContain("© 2024 Holt Family Dentistry 123 Main St, Roanoke, VA 24011");
    expect(page.text).toContain("GalileosXG is not what we own.");
    expect(page.text).not.toMatch(/\s{2}/);
  });

  it.each(["STYLE TEXT", "SCRIPT TEXT", "SVG", "NOSCRIPT", "TEMPLATE", "schema.org"])("leaves out %s", (hidden) => {
    expect(page.text).not.toContain(hidden);
  });

  it("collects headings with their inline markup flattened", () => {
    expect(page.headings).toEqual(["Advanced Dental Technology", "Intraoral Scanners"]);
  });

  it("collects alt and title texts and absolute image sources", () => {
    expect(page.altTexts).toEqual(["Our Planmeca CBCT scanner", "3D imaging suite", "Dr. Karen Holt"]);
    expect(page.imageSrcs).toEqual([
      "https://holtdental.com/img/cbct-scanner.jpg",
      "https://cdn.example.com/lazy.png",
      "https://holtdental.com/img/pano-400.jpg",
      "https://holtdental.com/img/dr-holt.jpg",
    ]);
  });

  it("collects links as absolute URLs with their text, an image's alt standing in for missing text", () => {
    expect(page.links).toEqual([
      { href: "https://holtdental.com/", text: "Home" },
      { href: "https://holtdental.com/about-us/", text: "About" },
      { href: "https://holtdental.com/technology/technology", text: "Technology" },
      { href: "https://holtdental.com/contact#map", text: "Contact Us" },
      { href: "tel:+15405550142", text: "(540) 555-0142" },
      { href: "https://holtdental.com/team", text: "Dr. Karen Holt" },
    ]);
  });

  it("collects script sources and parses JSON-LD, skipping broken blocks", () => {
    expect(page.scriptSrcs).toEqual([
      "https://holtdental.com/wp-includes/js/jquery.min.js",
      "https://cdn.example.com/analytics.js",
    ]);
    expect(page.jsonLd).toEqual([
      { "@context": "https://schema.org", "@type": "Dentist", name: "Holt Family Dentistry" },
    ]);
    expect(page.renderedWithBrowser).toBe(false);
  });

  it("resolves links against <base href>", () => {
    const p = parseHtml('<base href="https://cdn.site.com/en/"><a href="services">Services</a>', "https://site.com/");
    expect(p.links[0]?.href).toBe("https://cdn.site.com/en/services");
  });

  it("caps links and text so a hostile page stays small", () => {
    const hostile = `<p>${"word ".repeat(50_000)}</p>${'<a href="/x">x</a>'.repeat(5_000)}`;
    const p = parseHtml(hostile, "https://site.com/", { maxLinks: 100, maxTextChars: 1_000 });
    expect(p.links).toHaveLength(100);
    expect(p.text.length).toBeLessThanOrEqual(1_000);
  });
});

describe("parseHtml keeps where the page's blocks end in its folded text", () => {
  const breaksOf = (p: { text: string; textBreaks?: number[] }) =>
    (p.textBreaks ?? []).map((at) => `${p.text.slice(Math.max(0, at - 8), at)}|${p.text.slice(at + 1, at + 9)}`);

  it("marks the space between a paragraph's last word and the next block's first", () => {
    const p = parseHtml(
      "<article><p>Written by Dr. Lee</p>\n  <p>Cone beam CT shows the <b>nerve</b>.</p><ul><li>Implants</li><li>CBCT</li></ul></article>",
      "https://site.com/blog/",
    );
    expect(p.text).toBe("Written by Dr. Lee Cone beam CT shows the nerve. Implants CBCT");
    expect(breaksOf(p)).toEqual([" Dr. Lee|Cone bea", "e nerve.|Implants", "Implants|CBCT"]);
    for (const at of p.textBreaks ?? []) expect(p.text[at]).toBe(" ");
  });

  it("does not mark inline markup, and leaves the field out of a page of one block", () => {
    const p = parseHtml("<p>Dr. <span>Ana</span> <em>Ruiz</em>, DDS</p>", "https://site.com/");
    expect(p.text).toBe("Dr. Ana Ruiz, DDS");
    expect(p).not.toHaveProperty("textBreaks");
  });

  it("so the doctor of a practice whose post byline ends a paragraph is not the next paragraph's first word", () => {
    // The new-user walk of the twenty-third round: Harbour Dental's lead had the doctor "Dr. Lee Cone".
    const html = `<html><head><title>Is a CBCT scan safe? | Harbour Dental</title></head><body>
<main><article><h1>Is a CBCT scan safe?</h1><p class="byline">Posted on May 3, 2024 by Dr. Lee</p>
<p>Cone beam CT uses a fraction of the dose of a medical CT.</p></article>
<aside><h3>Our dentists</h3><div class="card"><h4>Dr. Ana Ruiz</h4><p>DDS, MS</p></div>
<div class="card"><h4>Maria Lopez</h4><p>DMD</p></div></aside></main></body></html>`;
    const url = "https://harbour.example/blog/cbct-safe/";
    const { extracted } = readSite({ startUrl: url, finalUrl: url, pages: [parseHtml(html, url)] }, new Date());
    expect(extracted.doctorNames).toEqual(["Dr. Ana Ruiz", "Dr. Maria Lopez"]);
  });

  it("keeps the offsets inside the capped text", () => {
    const p = parseHtml(`${"<p>word word</p>".repeat(1_000)}`, "https://site.com/", { maxTextChars: 100 });
    expect(p.text.length).toBeLessThanOrEqual(100);
    expect(p.textBreaks?.every((at) => at < p.text.length && p.text[at] === " ")).toBe(true);
    expect(p.textBreaks?.length).toBeGreaterThan(5);
  });
});

describe("parseHtml sets apart the words a page's CSS lays out as blocks, as a browser's reader does", () => {
  // Chromium's innerText gives "2\nTreatment Planning" for a flex row of two spans and "Implants\nTechnology" for two
  // links styled display:block; a framework's output has no whitespace between them to fall back on.
  const textOf = (html: string) => parseHtml(html, "https://site.com/").text;

  it("a step's number badge beside its title in a flex row reads as two words", () => {
    const p = parseHtml(
      '<button class="flex items-center gap-3"><span class="rounded-full">2</span><span>Treatment Planning</span></button>',
      "https://site.com/implants/",
    );
    expect(p.text).toBe("2 Treatment Planning");
    expect(p.textBreaks).toEqual([1]);
  });

  it("links and labels shown as blocks by Tailwind or Bootstrap utilities, breakpoints included", () => {
    expect(
      textOf('<nav><a class="block px-4" href="/i">Implants</a><a class="block" href="/t">Technology</a></nav>'),
    ).toBe("Implants Technology");
    expect(
      textOf('<p><span class="d-block">Same-day crowns</span><span class="d-lg-block">3D imaging</span></p>'),
    ).toBe("Same-day crowns 3D imaging");
    expect(textOf('<p><span class="hidden md:flex">Digital x-rays</span><span>CBCT</span></p>')).toBe(
      "Digital x-rays CBCT",
    );
  });

  it("the items of a flex or grid container, by class or inline style, whatever their tag", () => {
    expect(textOf('<div class="d-flex"><span>Digital x-rays</span><span>3D imaging</span></div>')).toBe(
      "Digital x-rays 3D imaging",
    );
    expect(textOf('<p style="display: grid; gap: 4px"><b>Fees</b><i>CBCT scan</i>£95</p>')).toBe("Fees CBCT scan £95");
    expect(textOf('<span class="inline-flex"><em>Cone</em><em>beam</em></span>')).toBe("Cone beam");
  });

  it("the menu's labels and a list's items are read apart the same way", () => {
    const p = parseHtml(
      '<header><nav class="main-menu"><ul><li><a href="/s"><span class="flex"><i>01</i><b>Services</b></span></a></li></ul></nav></header>' +
        '<main><ul><li class="flex"><span>✓</span><span>3D CBCT imaging</span></li></ul></main>',
      "https://site.com/",
    );
    expect(p.menuLinks).toEqual(["01 Services"]);
    expect(p.listItems).toEqual(["✓ 3D CBCT imaging"]);
  });

  it("a class the page's own <style> shows as a block or a flex row: in a media query, by CSS-in-JS, after it", () => {
    const p = parseHtml(
      `<html><head><style>
        /* theme */ .footer-link { color: #fff; display: block; padding: 4px 0 }
        .footer-link:hover { color: red }
        @media (min-width: 768px) { nav .navlinks { display:flex; gap:32px } }
      </style></head><body>
      <nav><div class="navlinks"><a href="/s">Services</a><a href="/t">Technology</a></div></nav>
      <style data-emotion="css 1cac7be">.css-1cac7be{display:-webkit-box;display:-webkit-flex;display:flex;gap:1rem}</style>
      <main><div class="css-1cac7be"><span>Digital x-rays</span><span>In-house CBCT</span></div></main>
      <footer><a class="footer-link" href="/">Home</a><a class="footer-link" href="/team">Our Team</a>
      <div class="legal"><span>© 2026</span><span>Privacy</span></div>
      <div class="footer-grid"><h3>Explore</h3><a href="#s">Services</a><a href="#t">Our doctors</a></div></footer>
      <style>.legal { display: flex } .footer-grid a { display: block }</style></body></html>`,
      "https://site.com/",
    );
    expect(p.text).toBe(
      "Services Technology Digital x-rays In-house CBCT Home Our Team © 2026 Privacy Explore Services Our doctors",
    );
    expect(p.footerLinks).toEqual(["Home", "Our Team", "Services", "Our doctors"]);
  });

  it("a class the page's linked style sheet makes a flex row, when the crawler passes the sheet's text", () => {
    const html = `<header class="site-header"><nav class="nav-links"><a href="/">Home</a><a href="/about">About</a></nav></header>`;
    expect(textOf(html)).toBe("HomeAbout");
    const p = parseHtml(html, "https://site.com/", { styleSheets: [".nav-links{display:flex;gap:2rem}"] });
    expect(p.text).toBe("Home About");
  });

  it("rules that do not make the class a block leave its words as they are (guard)", () => {
    const css = `<style>
      .pill:hover { display: block } .a.b { display: flex } .menu li a { display: block } .tag { display: inline-block }
      .hide { display: none } .x { color: red; }
    </style>`;
    const html = `<p><span class="pill">Cone</span><span class="a">beam</span> <i class="tag">3D</i><i class="hide">x</i><b class="x">CT</b></p>`;
    expect(textOf(css + html)).toBe("Conebeam 3DxCT");
    expect(textOf(`<div class="menu"><a>Home</a><a>Team</a></div>${css}`)).toBe("HomeTeam");
    expect(textOf(`<style>footer a { display: block }</style><footer><a>Home</a><a>Our Team</a></footer>`)).toBe(
      "Home Our Team",
    );
    // A tag's rule holds inside its class or tag only.
    expect(textOf(`<style>.proof > span { display: block }</style><p><span>30+</span><span>years</span></p>`)).toBe(
      "30+years",
    );
  });

  it("a hostile style sheet is read in one pass (a quadratic reading of it would run past the test's timeout)", () => {
    const p = parseHtml(
      `<style>${"{".repeat(300_000)}${"a".repeat(300_000)}}${".c{display:flex}".repeat(30_000)}</style><!--${"<style ".repeat(50_000)}--><p class="c">x</p>`,
      "https://site.com/",
    );
    expect(p.text).toBe("x");
  });

  it("inline markup and look-alike class names still join as the browser joins them (guard)", () => {
    expect(textOf('<p>Cone<span class="flex-1 grid-cols-2 hover:block blocky">beam</span> CT</p>')).toBe("Conebeam CT");
    expect(
      textOf('<p>Call <span class="inline-flex">now</span>: <b style="display:inline">(540) 555-0142</b></p>'),
    ).toBe("Call now: (540) 555-0142");
    expect(textOf('<p>Dr.<span style="font-weight: bold">Ruiz</span></p>')).toBe("Dr.Ruiz");
  });
});

describe("isEmptyShell", () => {
  const shell = (html: string) => isEmptyShell(html, parseHtml(html, "https://site.com/"));

  it.each([
    [
      "a React root with a bundle",
      '<html><body><div id="root"></div><script src="/static/js/main.js"></script></body></html>',
    ],
    [
      "a Next.js page with little text",
      '<body><div id="__next"><p>Loading…</p></div><script src="/_next/a.js"></script></body>',
    ],
    ["an Angular app", "<body><app-root ng-version='17.0.0'></app-root></body>"],
    [
      "a page whose only text is a noscript warning",
      "<body><noscript>Enable JavaScript</noscript><script>render()</script></body>",
    ],
    [
      "an empty mount point under a long server-rendered menu",
      `<body><nav>${"<a href='/x'>Menu item here</a>".repeat(30)}</nav><div id="app"></div><script src="/app.js"></script></body>`,
    ],
    [
      "a long page with a section still loading",
      `<body><p>${"Our practice offers implants. ".repeat(20)}</p><div class="lazy" data-src="/api/s"><p>Loading…</p></div>
      <script src="/lazy.js"></script></body>`,
    ],
  ])("flags %s", (_label, html) => {
    expect(shell(html)).toBe(true);
  });

  it.each([
    [
      "a server-rendered page with scripts",
      `<body><p>${"Our practice offers implants. ".repeat(20)}</p><script src="/a.js"></script></body>`,
    ],
    ["a tiny page with no scripts", "<body><p>Under construction</p></body>"],
  ])("does not flag %s", (_label, html) => {
    expect(shell(html)).toBe(false);
  });
});

describe("parseHtml contact chrome", () => {
  const html = `<html><head><title>Implants | Bayview Dental</title>
    <meta property="og:site_name" content="Bayview Dental Care">
    <script>jQuery(function ($) { $("#site-footer").load("/partials/footer.html"); });</script></head>
    <body><div class="site-logo"><a href="/"><img src="/img/brand.png" alt="Bayview Dental Care"></a></div>
    <img src="/img/logo-footer.svg" alt="Bayview logo">
    <main><p>Hello <span class="__cf_email__" data-cfemail="5a323f3636351a383b232c333f2d3e3f342e3b3674393537">[email&#160;protected]</span> world</p>
    <a href="/cdn-cgi/l/email-protection#3c535a5a555f597c5e5d454a55594b585952485d50125f5351">[email&#160;protected]</a></main>
    <div itemscope itemtype="https://schema.org/Dentist"><span itemprop="name">Bayview Dental Care</span>
      <a itemprop="telephone" href="tel:+14155550199">(415) 555-0199</a>
      <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
        <span itemprop="streetAddress">40 Harbor Way</span>, <span itemprop="addressLocality">Sausalito</span>
        <meta itemprop="addressRegion" content="CA"><span itemprop="postalCode">94965</span></div></div>
    <footer><div class="inner"><p>40 Harbor Way<br>Sausalito, CA 94965</p></div><p>© 2025 Bayview Dental Care</p></footer>
    <p>After the footer</p></body></html>`;
  const page = parseHtml(html, "https://bayviewdental.com/");

  it("reads og:site_name, the footer's own text and the logo's alt texts", () => {
    expect(page.siteName).toBe("Bayview Dental Care");
    // One line per block of the footer, as a person reads it.
    expect(page.footerText).toBe("40 Harbor Way\nSausalito, CA 94965\n© 2025 Bayview Dental Care");
    expect(page.logoAlts).toEqual(["Bayview Dental Care", "Bayview logo"]);
  });

  it("so a German practice's footer gives its phone and city, not its postcode and 'München Tel'", () => {
    const url = "https://praxis-sonne.de/";
    const footer = `<html><head><title>Zahnarztpraxis Sonne</title></head><body><main><h1>Willkommen</h1></main>
<footer><p>Zahnarztpraxis Sonne<br>Sonnenstraße 12<br>80331 München</p><p>Tel. 089 123456</p></footer></body></html>`;
    const { extracted } = readSite({ startUrl: url, finalUrl: url, pages: [parseHtml(footer, url)] }, new Date());
    expect([extracted.phone, extracted.city]).toEqual(["089 123456", "München"]);
    // Its lines are the address's parts, as a person copies it.
    expect(extracted.address).toBe("Zahnarztpraxis Sonne, Sonnenstraße 12, 80331 München");
  });

  it("so a Brazilian footer's address keeps its abbreviated avenue, its state and its CEP", () => {
    const url = "https://odontosp.com.br/";
    const footer = `<html><head><title>Clínica Odonto SP</title></head><body><main><h1>Bem-vindo</h1></main>
<footer><p>Av. Paulista, 1000 - Bela Vista<br>São Paulo - SP, 01310-100</p><p>Tel: (11) 3251-1234</p></footer></body></html>`;
    const { extracted } = readSite({ startUrl: url, finalUrl: url, pages: [parseHtml(footer, url)] }, new Date());
    expect([extracted.phone, extracted.city]).toEqual(["(11) 3251-1234", "São Paulo"]);
    expect(extracted.address).toBe("Av. Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100");
  });

  it("decodes Cloudflare-protected e-mails in the text and in links", () => {
    expect(page.text).toContain("Hello hello@bayviewdental.com world");
    expect(page.text).not.toContain("protected");
    expect(page.links.map((l) => l.href)).toContain("mailto:office@bayviewdental.com");
  });

  it("returns microdata business items in JSON-LD shape", () => {
    expect(page.microdata).toEqual([
      {
        "@type": "Dentist",
        name: "Bayview Dental Care",
        telephone: "+14155550199",
        address: {
          "@type": "PostalAddress",
          streetAddress: "40 Harbor Way",
          addressLocality: "Sausalito",
          addressRegion: "CA",
          postalCode: "94965",
        },
      },
    ]);
  });

  it("does not take a strip of insurers' logos for the site logo", () => {
    const strip = parseHtml(
      `<div class="insurance-logos"><img src="/img/delta.png" alt="Delta Dental"></div><img src="/img/logo.png" alt="Oak Dental">`,
      "https://x.com/",
    );
    expect(strip.logoAlts).toEqual(["Oak Dental"]);
  });

  it("notices header and footer partials loaded by script", () => {
    expect(page.loadsPartials).toBe(true);
    expect(parseHtml("<p>plain</p>", "https://x.com/").loadsPartials).toBeUndefined();
  });
});

describe("parseHtml page structure (issue 18)", () => {
  const STRUCTURED = `<html><head><title>Technology | Bayside Dental</title></head><body>
  <header><div class="main-menu"><ul>
    <li><a href="/">Home</a></li>
    <li><a href="/technology/">Technology</a><ul><li><a href="/technology/cbct/">3D CBCT Scanner</a></li></ul></li>
  </ul></div></header>
  <main>
    <h1>Our Technology</h1>
    <ul><li>Digital x-rays</li><li>3D <strong>CBCT</strong> imaging</li><li>Intraoral camera</li></ul>
    <table>
      <tr><th>Treatment</th><th>Fee</th></tr>
      <tr><td>CBCT scan</td><td>£250</td></tr>
    </table>
  </main>
  <footer><ul><li><a href="/fees/">Fees</a></li><li><a href="/cbct/">CBCT imaging</a></li></ul></footer>
  </body></html>`;
  const page = parseHtml(STRUCTURED, "https://bayside.example/technology/");

  it("keeps content list items, with inline markup flattened, apart from menu and footer items", () => {
    expect(page.listItems).toEqual(["Digital x-rays", "3D CBCT imaging", "Intraoral camera"]);
  });

  it("keeps table rows as cells joined with a bar, so a price list line stays one row", () => {
    expect(page.tableRows).toEqual(["Treatment | Fee", "CBCT scan | £250"]);
  });

  it("keeps menu and footer link labels with their role", () => {
    expect(page.menuLinks).toEqual(["Home", "Technology", "3D CBCT Scanner"]);
    expect(page.footerLinks).toEqual(["Fees", "CBCT imaging"]);
  });

  it("caps list items like the other lists", () => {
    const many = `<ul>${"<li>item</li>".repeat(2_000)}</ul>`;
    expect(parseHtml(many, "https://x.example/").listItems).toHaveLength(500);
  });

  it("leaves the fields out of a page without structure", () => {
    const plain = parseHtml("<p>Just a paragraph.</p>", "https://x.example/");
    expect(plain.listItems).toBeUndefined();
    expect(plain.tableRows).toBeUndefined();
    expect(plain.menuLinks).toBeUndefined();
  });
});

describe("parseHtml keeps the page's breadcrumb trail (issue 18, the page's place in the site)", () => {
  it("reads a trail element, one step per link or separated piece", () => {
    const html = `<body><nav aria-label="Breadcrumb"><ol>
      <li><a href="/">Home</a></li><li><a href="/services/">Dental Services</a></li><li>3D Imaging</li></ol></nav>
      <div class="breadcrumbs"><a href="/">Ignored</a> &raquo; <span>second trail</span></div>
      <p>Cone beam CT text.</p></body>`;
    expect(parseHtml(html, "https://x.example/?page_id=12").breadcrumbs).toEqual([
      "Home",
      "Dental Services",
      "3D Imaging",
    ]);
    const inline = `<div id="breadcrumb"><a href="/">Home</a> › <a href="/tech/">Our Technology</a> › Cone Beam CT</div>`;
    expect(parseHtml(inline, "https://x.example/p").breadcrumbs).toEqual(["Home", "Our Technology", "Cone Beam CT"]);
  });

  it("falls back to the page's JSON-LD BreadcrumbList, in position order", () => {
    const ld = {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 2, item: { name: "Services" } },
            { "@type": "ListItem", position: 1, name: "Home" },
            { "@type": "ListItem", position: 3, name: "CBCT" },
          ],
        },
      ],
    };
    const html = `<script type="application/ld+json">${JSON.stringify(ld)}</script><p>Text</p>`;
    expect(parseHtml(html, "https://x.example/p").breadcrumbs).toEqual(["Home", "Services", "CBCT"]);
  });

  it("does not take a page-wide wrapper, a one-word crumb or a huge region for a trail", () => {
    const wide = `<body class="has-breadcrumbs"><h1>Title</h1><p>Paragraph one.</p><p>Two.</p></body>`;
    expect(parseHtml(wide, "https://x.example/").breadcrumbs).toBeUndefined();
    expect(parseHtml(`<div class="breadcrumb">Home</div>`, "https://x.example/").breadcrumbs).toBeUndefined();
    const huge = `<div class="breadcrumb">${"<span>word</span> ".repeat(500)}</div>`;
    expect(parseHtml(huge, "https://x.example/").breadcrumbs).toBeUndefined();
  });
});
