import { describe, expect, it } from "vitest";
import { rankLinks } from "./link-ranking.ts";
import { pageKey } from "./page-key.ts";

const site = "https://www.holtdental.com";
const link = (path: string, text = "") => ({ href: path.startsWith("http") ? path : `${site}${path}`, text });

describe("rankLinks", () => {
  const links = [
    link("/", "Home"),
    link("/blog/", "Blog"),
    link("/privacy-policy/", "Privacy Policy"),
    link("/about-us/", "About Us"),
    link("/services/", "Services"),
    link("/our-technology/", "Technology"),
    link("/meet-dr-holt/", "Meet Dr. Holt"),
    link("/contact/", "Contact"),
    link("/blog/2023/05/new-chairs/", "New chairs!"),
    link("/patient-forms/", "Patient Forms"),
    link("/services/3d-cone-beam-imaging/", "3D Imaging"),
    link("/smile-gallery/", "Smile Gallery"),
    link("/p/123", "Dental Implants"),
  ];
  const ranked = rankLinks(links, { domain: "holtdental.com", exclude: new Set([pageKey(`${site}/`)!]) });
  const paths = ranked.map((r) => new URL(r.url).pathname);

  it("puts imaging and technology pages first, then implants, services, team and contact", () => {
    expect(paths.slice(0, 2)).toEqual(["/services/3d-cone-beam-imaging/", "/our-technology/"]);
    expect(new Set(paths.slice(2, 7))).toEqual(
      new Set(["/p/123", "/services/", "/meet-dr-holt/", "/about-us/", "/contact/"]),
    );
    expect(paths.indexOf("/about-us/")).toBeLessThan(paths.indexOf("/contact/"));
  });

  it("keeps a blog index, ranked last (practices announce new equipment there)", () => {
    expect(paths.at(-1)).toBe("/blog/");
  });

  it.each(["/privacy-policy/", "/patient-forms/", "/smile-gallery/", "/blog/2023/05/new-chairs/", "/"])(
    "drops %s",
    (path) => {
      expect(paths).not.toContain(path);
    },
  );

  it.each([
    ["another site", "https://facebook.com/holtdental", "Facebook"],
    ["a PDF", "/forms/new-patient.pdf", "Technology brochure"],
    ["an image", "/uploads/cbct.jpg", "CBCT"],
    ["mailto", "mailto:office@holtdental.com", "Email us"],
    ["tel", "tel:5405550142", "Call"],
    ["an admin page", "/wp-admin/", "Technology"],
    ["a fragment of the home page", `${site}/#technology`, "Technology"],
  ])("ignores %s", (_label, href, text) => {
    const r = rankLinks([link(href, text)], { domain: "holtdental.com", exclude: new Set([pageKey(site)!]) });
    expect(r).toEqual([]);
  });

  it("counts http/https, www, trailing slashes and fragments as one page", () => {
    const r = rankLinks(
      [
        link("/technology", "Technology"),
        link("http://holtdental.com/technology/", "Tech"),
        link("/technology#cbct", "CBCT"),
        link("/technology/?utm_source=fb", "Tech"),
      ],
      { domain: "holtdental.com" },
    );
    expect(r).toHaveLength(1);
  });

  it("keeps only a couple of query variants of one path", () => {
    const calendar = Array.from({ length: 50 }, (_, i) => link(`/services?month=${i}`, "Services"));
    expect(rankLinks(calendar, { domain: "holtdental.com" })).toHaveLength(2);
  });

  it("reads only the first maxConsidered links of a page", () => {
    const many = [
      ...Array.from({ length: 600 }, (_, i) => link(`/page-${i}`, `Page ${i}`)),
      link("/technology", "Technology"),
    ];
    const r = rankLinks(many, { domain: "holtdental.com", maxConsidered: 500 });
    expect(r).toHaveLength(500);
    expect(r.some((x) => x.url.endsWith("/technology"))).toBe(false);
  });
});

describe("rankLinks in the practice's language", () => {
  // Menus as practices in Germany, Italy, Poland and Japan write them: the CBCT page is named in the language
  // ("DVT", "TAC 3D", "Tomografia stożkowa", "歯科用CT"), under sections of that language.
  const rank = (site: string, links: [string, string][]) =>
    rankLinks(
      links.map(([path, text]) => ({ href: `${site}${path}`, text })),
      { domain: new URL(site).hostname.replace(/^www\./, "") },
    ).map((r) => decodeURIComponent(new URL(r.url).pathname));

  it.each([
    [
      "de",
      "https://www.zahnarzt-muster.de",
      [
        ["/praxis/", "Praxis"],
        ["/team/", "Team"],
        ["/leistungen/prophylaxe/", "Prophylaxe"],
        ["/kontakt/", "Kontakt"],
        ["/impressum/", "Impressum"],
        ["/datenschutz/", "Datenschutz"],
        ["/leistungen/volumentomographie/", "DVT"],
      ],
      "/leistungen/volumentomographie/",
    ],
    [
      "it",
      "https://www.studiorossi.it",
      [
        ["/chi-siamo/", "Chi siamo"],
        ["/servizi/igiene/", "Igiene"],
        ["/contatti/", "Contatti"],
        ["/servizi/tac-dentale/", "TAC dentale"],
      ],
      "/servizi/tac-dentale/",
    ],
    [
      "pl",
      "https://www.gabinet.pl",
      [
        ["/o-nas/", "O nas"],
        ["/cennik/", "Cennik"],
        ["/kontakt/", "Kontakt"],
        ["/uslugi/tomografia-stozkowa/", "Tomografia stożkowa"],
      ],
      "/uslugi/tomografia-stozkowa/",
    ],
    [
      "ja",
      "https://www.example-shika.jp",
      [
        ["/about/", "医院紹介"],
        ["/doctor/", "院長紹介"],
        ["/access/", "アクセス"],
        ["/privacy/", "プライバシーポリシー"],
        ["/setsubi/ct.html", "歯科用CT"],
      ],
      "/setsubi/ct.html",
    ],
  ] as const)("[%s] the CBCT page is read first", (_lang, site, links, first) => {
    const paths = rank(site, links as unknown as [string, string][]);
    expect(paths[0]).toBe(first);
  });

  it("the site's legal pages in its language are not read", () => {
    const paths = rank("https://www.zahnarzt-muster.de", [
      ["/impressum/", "Impressum"],
      ["/datenschutz/", "Datenschutzerklärung"],
      ["/praxis/", "Praxis"],
    ]);
    expect(paths).toEqual(["/praxis/"]);
  });

  it("a page named 'ct' alone is the CT page; a town in Connecticut is not", () => {
    const r = rankLinks([link("/locations/hartford-ct/", "Hartford, CT"), link("/technology/ct", "")], {
      domain: "holtdental.com",
    });
    expect(r.map((x) => ({ path: new URL(x.url).pathname, cbct: x.cbct }))).toEqual([
      { path: "/technology/ct", cbct: true },
      { path: "/locations/hartford-ct/", cbct: false },
    ]);
  });
});
