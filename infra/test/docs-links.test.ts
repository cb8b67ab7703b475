import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";

/**
 * The README is the front door and the docs link into each other by section: a link to a file that moved or a heading
 * that was renamed must fail here, not on the reader. Anchors are the ones GitHub renders (github-slugger, the same
 * algorithm). Links to outside sites are not checked.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const FILES = [
  "README.md",
  ...fs.readdirSync(path.join(ROOT, "docs")).flatMap((f) => (f.endsWith(".md") ? [`docs/${f}`] : [])),
  "worker/bench/detection-set/README.md",
  "worker/bench/real-sites/README.md",
];

/** GitHub's anchors of a Markdown file's headings (fenced code skipped; duplicates get -1, -2 as GitHub numbers them). */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) anchors.add(slugger.slug(heading[1].replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")));
  }
  return anchors;
}

/** Relative links `[text](target)` outside code, as [target, line number]. */
function linksOf(markdown: string): [string, number][] {
  const links: [string, number][] = [];
  let fenced = false;
  for (const [i, line] of markdown.split("\n").entries()) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const prose = line.replace(/`[^`]*`/g, "");
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] as string;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push([target, i + 1]);
    }
  }
  return links;
}

describe("documentation links", () => {
  const anchors = new Map<string, Set<string>>();
  const anchorsAt = (file: string) => {
    let found = anchors.get(file);
    if (!found) {
      found = anchorsOf(fs.readFileSync(path.join(ROOT, file), "utf8"));
      anchors.set(file, found);
    }
    return found;
  };

  it.each(FILES)("every relative link of %s reaches a file and a heading", (file) => {
    const broken: string[] = [];
    for (const [target, line] of linksOf(fs.readFileSync(path.join(ROOT, file), "utf8"))) {
      const [where = "", anchor] = target.split("#");
      const to = where === "" ? file : path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), where));
      if (!fs.existsSync(path.join(ROOT, to))) broken.push(`${file}:${line} ${target}: no such file`);
      else if (anchor && to.endsWith(".md") && !anchorsAt(to).has(decodeURIComponent(anchor))) {
        broken.push(`${file}:${line} ${target}: no heading with that anchor in ${to}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("reads anchors as GitHub writes them (guard for the checker itself)", () => {
    const md = "# Title\n## Figures now\n## The `bench:detection` run\n```\n## not a heading\n```\n## Figures now\n";
    expect([...anchorsOf(md)]).toEqual(["title", "figures-now", "the-benchdetection-run", "figures-now-1"]);
    expect(linksOf("see [a](docs/x.md#y) and `[b](c.md)` and [web](https://example.com)")).toEqual([
      ["docs/x.md#y", 1],
    ]);
  });
});
