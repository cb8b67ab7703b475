import { decodeEntities } from "./rendered-text.ts";
import type { CorpusSite } from "./server.ts";

/** Same-site hrefs and srcs on any page of the site that do not answer 200 (or a redirect). */
export async function brokenLinks(site: CorpusSite): Promise<string[]> {
  const targets = new Set<string>();
  for (const page of site.def.pages) {
    const html = await (await fetch(new URL(page.path, site.url))).text();
    for (const m of html.matchAll(/(?:href|src)=["'](\/[^"'#\s]*)/g)) targets.add(decodeEntities(m[1] ?? "/"));
  }
  const broken: string[] = [];
  for (const target of targets) {
    const res = await fetch(new URL(target, site.url), { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 301) broken.push(`${target} ${res.status}`);
  }
  return broken;
}
