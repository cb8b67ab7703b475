import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PageContent } from "@cbct/core/domain/site-content";
import { describe, expect, it } from "vitest";
import { parserInputs } from "../../corpus/parser-inputs.ts";
import { parseHtml } from "./parse-html.ts";

/**
 * parseHtml's output over every page of the corpus, held to digests committed in parse-html.corpus.expected.json:
 * a change to the parser (or to how its collectors are wired) that alters any field of any page fails here, and the
 * failure names the site and the field. When a change of output is intended, or the corpus itself changed, rewrite
 * the expectations with `UPDATE_PARSE_HTML_CORPUS=1 npx vitest run worker/src/crawl/parse-html.corpus.test.ts` and
 * say why in the commit.
 */
const EXPECTED_PATH = path.join(import.meta.dirname, "parse-html.corpus.expected.json");

const digest = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(value) ?? "undefined")
    .digest("hex")
    .slice(0, 16);

type Expected = { pages: number; groups: Record<string, string>; fields: Record<string, string> };

function measure(): Expected & { keys: Set<string> } {
  const keys = new Set<string>();
  const byGroup = new Map<string, PageContent[]>();
  const byField = new Map<string, unknown[]>();
  const inputs = parserInputs();
  for (const input of inputs) {
    const page = parseHtml(input.html, input.url, input.options);
    const list = byGroup.get(input.group) ?? [];
    list.push(page);
    byGroup.set(input.group, list);
    for (const key of Object.keys(page)) keys.add(key);
    // Per field across the corpus, absent optional fields included, so a failure says which part of the output moved.
    for (const key of FIELDS) {
      const values = byField.get(key) ?? [];
      values.push(key in page ? page[key] : "(absent)");
      byField.set(key, values);
    }
  }
  return {
    keys,
    pages: inputs.length,
    groups: Object.fromEntries([...byGroup].map(([group, pages]) => [group, digest(pages)])),
    fields: Object.fromEntries([...byField].map(([field, values]) => [field, digest(values)])),
  };
}

const FIELDS: readonly (keyof PageContent)[] = [
  "url",
  "title",
  "metaDescription",
  "headings",
  "text",
  "altTexts",
  "imageSrcs",
  "links",
  "scriptSrcs",
  "generator",
  "jsonLd",
  "renderedWithBrowser",
  "siteName",
  "footerText",
  "logoAlts",
  "microdata",
  "loadsPartials",
  "listItems",
  "tableRows",
  "menuLinks",
  "footerLinks",
  "breadcrumbs",
  "textBreaks",
];

describe("parseHtml over the corpus", () => {
  const { keys, ...actual } = measure();

  it("gives every page exactly the output committed in parse-html.corpus.expected.json", () => {
    if (process.env.UPDATE_PARSE_HTML_CORPUS === "1") {
      writeFileSync(EXPECTED_PATH, `${JSON.stringify(actual, null, 2)}\n`);
      return;
    }
    expect(existsSync(EXPECTED_PATH), `${EXPECTED_PATH} is missing`).toBe(true);
    const expected = JSON.parse(readFileSync(EXPECTED_PATH, "utf8")) as Expected;
    // One comparison, so a failure lists the fields and the sites that moved together.
    expect(actual).toEqual(expected);
  });

  it("covers every field of PageContent", () => {
    // A field added to PageContent must be added to FIELDS, or its changes would only show as a group digest.
    expect([...keys].filter((k) => !FIELDS.includes(k as keyof PageContent))).toEqual([]);
    expect(FIELDS.filter((k) => !keys.has(k))).toEqual([]);
  });
});
