import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenLinks } from "./link-check.ts";
import { isPng } from "./png.ts";
import { decodeEntities } from "./rendered-text.ts";
import { type Corpus, type CorpusSite, startCorpus } from "./server.ts";
import { catalogSites } from "./sites.ts";

const CBCT_WORDS = /cone[\s-]?beam|\bcbct\b|3-?d x-?rays?|\bct scan/i;
let corpus: Corpus;

beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => s.behaviour.type === "normal") });
});
afterAll(() => corpus.close());

const at = (site: CorpusSite, path: string) => new URL(path, site.url).toString();
const okSites = () =>
  corpus.sites.filter((s) => s.label.expected.outcome === "ok" || s.label.kind === "hostile-robots-disallow");

describe("startCorpus", () => {
  it("gives every site its own origin on 127.0.0.1", () => {
    const origins = corpus.sites.map((s) => new URL(s.url).origin);
    expect(new Set(origins).size).toBe(corpus.sites.length);
    for (const s of corpus.sites) expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("serves every page of every well-behaved site as 200 text/html", async () => {
    await Promise.all(
      okSites().flatMap((site) =>
        site.def.pages.map(async (page) => {
          const res = await fetch(at(site, page.path));
          expect(res.status, `${site.def.id} ${page.path}`).toBe(200);
          expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect((await res.text()).length).toBeGreaterThan(200);
        }),
      ),
    );
  });

  it("puts the labelled evidence in the raw HTML of static sites", async () => {
    for (const site of okSites().filter((s) => s.def.render === "static")) {
      const pages = await Promise.all(site.def.pages.map(async (p) => (await fetch(at(site, p.path))).text()));
      const html = decodeEntities(pages.join("\n"));
      for (const evidence of site.label.expected.evidence) expect(html, `${site.def.id}`).toContain(evidence);
      expect(html).toContain(site.label.expected.phone.slice(6));
    }
  });

  it("keeps JS-only content out of the raw HTML and delivers it through script", async () => {
    const jsSites = okSites().filter((s) => s.def.render !== "static");
    expect(jsSites.length).toBeGreaterThanOrEqual(5);
    for (const site of jsSites) {
      const raw = await Promise.all(site.def.pages.map(async (p) => (await fetch(at(site, p.path))).text()));
      const delivered: string[] = [];
      for (const html of raw) {
        const text = decodeEntities(html);
        for (const evidence of site.label.expected.evidence) expect(text, site.def.id).not.toContain(evidence);
        expect(text, site.def.id).not.toMatch(CBCT_WORDS);
        if (site.def.render !== "js-partial")
          expect(html).toMatch(/<div id="root">(<div class="spinner"[^>]*><\/div>)?<\/div>/);
        delivered.push(...(await scriptDelivered(site, html)));
      }
      const all = decodeEntities(delivered.join("\n"));
      expect(all, site.def.id).toContain(site.def.practice.name);
      for (const evidence of site.label.expected.evidence) expect(all, site.def.id).toContain(evidence);
    }
  });

  it("resolves every same-site link and image the pages reference", async () => {
    for (const site of okSites().filter((s) => s.def.render === "static")) {
      expect(await brokenLinks(site), site.def.id).toEqual([]);
    }
  });

  it("answers image paths with real PNG bytes", async () => {
    for (const site of okSites().slice(0, 30)) {
      const home = await (await fetch(site.url)).text();
      const src = /<img src="(\/[^"]+)"/.exec(home)?.[1];
      if (!src) continue;
      const res = await fetch(at(site, src));
      expect(res.status, `${site.def.id} ${src}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(isPng(Buffer.from(await res.arrayBuffer()))).toBe(true);
    }
  });

  it("serves robots.txt everywhere and sitemap.xml where the site has one", async () => {
    for (const site of corpus.sites) {
      const robots = await fetch(at(site, "/robots.txt"));
      expect(robots.status).toBe(200);
      const body = await robots.text();
      expect(body).toMatch(/User-agent: \*/);
      const sitemap = await fetch(at(site, "/sitemap.xml"));
      if (site.def.sitemap) {
        expect(body).toContain(`Sitemap: ${new URL(site.url).origin}/sitemap.xml`);
        const xml = await sitemap.text();
        for (const page of site.def.pages) expect(xml).toContain(`<loc>${at(site, page.path)}</loc>`);
      } else {
        expect(sitemap.status).toBe(404);
        await sitemap.arrayBuffer();
      }
    }
  });

  it("counts and logs requests per site, and 404s unknown paths", async () => {
    const site = corpus.site("patel-orthophos-xg-3d");
    const before = corpus.requestCount(site.def.id);
    expect((await fetch(at(site, "/no-such-page/"))).status).toBe(404);
    const redirect = await fetch(at(site, "/about-us"), { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/about-us/");
    expect(corpus.requestCount(site.def.id)).toBe(before + 2);
    expect(corpus.requestLog(site.def.id).slice(-2)).toEqual(["/no-such-page/", "/about-us"]);
    expect(corpus.requestCount("lakeside-promax-3d-2008")).toBeGreaterThan(0);
    expect(() => corpus.requestCount("no-such-site")).toThrow();
  });
});

/** What the page's scripts would put on screen: the bundle, the inline state, or the JSON they fetch. */
async function scriptDelivered(site: CorpusSite, html: string): Promise<string[]> {
  const out: string[] = [];
  const bundle = /<script defer="defer" src="([^"]+)"/.exec(html)?.[1];
  if (bundle) out.push(await (await fetch(at(site, bundle))).text());
  const inline = /__INITIAL_STATE__ = "([^"]+)"/.exec(html)?.[1];
  if (inline) out.push((JSON.parse(Buffer.from(inline, "base64").toString("utf8")) as { html: string }).html);
  if (html.includes("/api/page.json")) {
    for (const page of site.def.pages) {
      const res = await fetch(at(site, `/api/page.json?path=${encodeURIComponent(page.path)}`));
      out.push(((await res.json()) as { html: string }).html);
    }
  }
  for (const m of html.matchAll(/data-src="([^"]+)"/g)) {
    const res = await fetch(at(site, decodeEntities(m[1] ?? "")));
    out.push(((await res.json()) as { html: string }).html);
  }
  if (site.def.render === "js-partial") out.push(html);
  return out;
}
