import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kindGroup } from "./labels.ts";
import { isPng } from "./png.ts";
import { type Corpus, type CorpusSite, startCorpus } from "./server.ts";
import { catalogSites } from "./sites.ts";
import type { SiteDef } from "./types.ts";

let corpus: Corpus;
beforeAll(async () => {
  corpus = await startCorpus({ sites: catalogSites().filter((s) => kindGroup(s.kind) === "hostile") });
});
afterAll(() => corpus.close());

const byKind = (kind: string): CorpusSite => {
  const found = corpus.sites.find((s) => s.label.kind === kind);
  if (!found) throw new Error(`no ${kind} site`);
  return found;
};
const at = (site: CorpusSite, path: string) => new URL(path, site.url).toString();

describe("hostile sites", () => {
  it("hang: accepts the request and never answers", async () => {
    const site = byKind("hostile-hang");
    await expect(fetch(site.url, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect(site.label.expected.failureKind).toBe("timeout");
  });

  it("drip: sends headers, then a body that never ends", async () => {
    const site = byKind("hostile-drip");
    const controller = new AbortController();
    const res = await fetch(site.url, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let bytes = 0;
    for (let i = 0; i < 4; i++) {
      const chunk = await reader.read();
      expect(chunk.done).toBe(false);
      bytes += chunk.value?.length ?? 0;
    }
    expect(bytes).toBeGreaterThan(0);
    controller.abort();
  });

  it("huge: streams well over 10 MB without a Content-Length", async () => {
    const site = byKind("hostile-huge");
    const controller = new AbortController();
    const res = await fetch(site.url, { signal: controller.signal });
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("content-type")).toContain("text/html");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let bytes = 0;
    while (bytes <= 10 * 1024 * 1024) {
      const chunk = await reader.read();
      if (chunk.done) break;
      bytes += chunk.value.length;
    }
    controller.abort();
    expect(bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(site.label.expected.failureKind).toBe("too-large");
  });

  it("redirect loop: following the redirects comes back to the start", async () => {
    const site = byKind("hostile-redirect-loop");
    const seen: string[] = [];
    let url = site.url;
    for (let hop = 0; hop < 6; hop++) {
      const res = await fetch(url, { redirect: "manual" });
      expect(res.status).toBe(302);
      seen.push(new URL(url).pathname);
      url = new URL(res.headers.get("location") ?? "", url).toString();
    }
    expect(seen.slice(0, 3)).toEqual(["/", "/home/", "/index.php"]);
    expect(seen[3]).toBe("/");
    await expect(fetch(site.url)).rejects.toThrow();
  });

  it("endless links: every page links to 50 pages nobody has seen", async () => {
    const site = byKind("hostile-endless-links");
    const links = (html: string) => [...html.matchAll(/href="(\/blog\/page\/\d+\/)"/g)].map((m) => m[1] as string);
    const home = links(await (await fetch(site.url)).text());
    expect(home).toHaveLength(50);
    const deeper = links(await (await fetch(at(site, home[49] as string))).text());
    expect(deeper).toHaveLength(50);
    expect(deeper.filter((l) => home.includes(l))).toEqual([]);
    const deepest = links(await (await fetch(at(site, deeper[49] as string))).text());
    expect(new Set([...home, ...deeper, ...deepest]).size).toBe(150);
    const tech = site.def.pages.find((p) => p.kind === "technology");
    expect((await fetch(at(site, tech?.path ?? "/"))).status).toBe(200);
  });

  it("binary home pages: octet-stream, and a PNG labelled text/html", async () => {
    const octet = await fetch(byKind("hostile-binary-octet").url);
    expect(octet.headers.get("content-type")).toBe("application/octet-stream");
    expect((await octet.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const png = await fetch(byKind("hostile-png-as-html").url);
    expect(png.headers.get("content-type")).toContain("text/html");
    expect(isPng(Buffer.from(await png.arrayBuffer()))).toBe(true);
  });

  it("robots: disallows everything for every agent", async () => {
    const site = byKind("hostile-robots-disallow");
    const body = await (await fetch(at(site, "/robots.txt"))).text();
    expect(body).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect(site.label.expected.failureKind).toBe("robots");
    expect(corpus.requestLog(site.def.id)).toEqual(["/robots.txt"]);
  });

  it("404 home page", async () => {
    const res = await fetch(byKind("hostile-404").url);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("could not be found");
  });

  it("500 then OK: the first page request fails and a retry succeeds", async () => {
    const site = byKind("hostile-500-recover");
    expect((await fetch(site.url)).status).toBe(500);
    const retry = await fetch(site.url);
    expect(retry.status).toBe(200);
    expect(await retry.text()).toContain(site.def.practice.name);
    expect(site.label.expected.outcome).toBe("ok");
  });

  it("slow: answers, eventually, with the real page", async () => {
    const site = byKind("hostile-slow");
    const res = await fetch(site.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(site.def.practice.name);
  });
});

describe("close", () => {
  it("ends hanging, dripping and huge responses and frees the ports", async () => {
    // A body far too big to finish before close(), whatever the machine's loopback speed.
    const endless = (s: SiteDef): SiteDef =>
      s.kind === "hostile-huge" ? { ...s, behaviour: { type: "huge", bytes: 2 ** 40 } } : s;
    const own = await startCorpus({
      sites: catalogSites()
        .filter((s) => ["hostile-hang", "hostile-drip", "hostile-huge"].includes(s.kind))
        .map(endless),
    });
    const inFlight = own.sites.map((site) => rawGet(site.url));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.every((o) => o === "closed")).toBe(true);
    for (const site of own.sites) await expect(fetch(site.url)).rejects.toThrow();
    await own.close();
  });
});

/** Resolves "closed" when the server cuts the connection before the response completes. */
function rawGet(url: string): Promise<"closed" | "complete"> {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      res.on("error", () => {});
      res.resume();
      res.on("close", () => resolve(res.complete ? "complete" : "closed"));
    });
    req.on("error", () => resolve("closed"));
    req.end();
  });
}
