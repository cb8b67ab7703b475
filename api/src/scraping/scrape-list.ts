import { parse } from "csv-parse/sync";
import { type AllowList } from "@cbct/shared/net/host-policy";
import { parseSiteUrl } from "@cbct/shared/net/site-url";

/** At most this many websites in one pasted list or CSV file (the browser then starts them in bulk-start batches). */
export const SCRAPE_LIST_MAX_ITEMS = 500;

/** One line of a pasted list or one row of a CSV file, read as a website. */
export type ScrapeListEntry = {
  /** 1-based line (pasted list) or row (CSV file, header included) the entry came from. */
  line: number;
  input: string;
  /** The normalised URL and site, or why the entry cannot be scraped. */
  url: string | null;
  domain: string | null;
  error: string | null;
  /** The line of an earlier entry for the same site, if any. */
  duplicateOfLine: number | null;
};

export type ScrapeList = { entries: ScrapeListEntry[]; column: string | null };

export class ScrapeListError extends Error {}

/** Header names that mean "the practice's website" in the spreadsheets reps export (case and spacing ignored). */
const WEBSITE_HEADERS = new Set(["website", "websiteurl", "web", "site", "url", "homepage", "domain", "webaddress"]);
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Reads a CSV file's website column: the column whose header says so (Website, URL, Web address...), else the column
 * in which most of the first rows read as websites (a file without a header row).
 */
function csvColumn(rows: string[][], allow: AllowList): { index: number; name: string | null; firstRow: number } {
  const header = rows[0] ?? [];
  const named = header.findIndex((cell) => WEBSITE_HEADERS.has(headerKey(cell)));
  if (named >= 0) return { index: named, name: header[named]!.trim(), firstRow: 1 };
  const sample = rows.slice(0, 20);
  const width = Math.max(0, ...sample.map((r) => r.length));
  let best = { index: -1, score: 0 };
  for (let index = 0; index < width; index++) {
    // A cell reads as a website when it has a dot and parses; names and phone numbers do not.
    const score = sample.filter((r) => {
      const cell = r[index]?.trim() ?? "";
      return cell.includes(".") && !/\s/.test(cell) && parseSiteUrl(cell, allow).ok;
    }).length;
    if (score > best.score) best = { index, score };
  }
  if (best.index < 0) {
    throw new ScrapeListError("No website column found: name a column Website (or URL), or paste one website per line");
  }
  return { index: best.index, name: null, firstRow: 0 };
}

/**
 * Turns what a rep pasted (one website per line) or uploaded (a CSV file with a website column) into entries: each
 * one normalised exactly as Start Scraping would, with the reason when it cannot be scraped and the earlier line
 * when the same site is listed twice. Blank lines are skipped.
 */
export function readScrapeList(text: string, format: "lines" | "csv", allow: AllowList): ScrapeList {
  const cleaned = text.replace(/\0/g, "");
  let raw: { line: number; input: string }[];
  let column: string | null = null;
  if (format === "csv") {
    let rows: string[][];
    try {
      rows = parse(cleaned, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
    } catch (err) {
      throw new ScrapeListError(`The CSV file could not be read: ${err instanceof Error ? err.message : String(err)}`);
    }
    const picked = csvColumn(rows, allow);
    column = picked.name;
    raw = rows
      .slice(picked.firstRow)
      .map((row, i) => ({ line: i + picked.firstRow + 1, input: row[picked.index] ?? "" }));
  } else {
    raw = cleaned.split(/\r\n|\r|\n/).map((input, i) => ({ line: i + 1, input }));
  }
  const items = raw.map((r) => ({ ...r, input: r.input.trim() })).filter((r) => r.input !== "");
  if (items.length === 0) throw new ScrapeListError("The list has no websites");
  if (items.length > SCRAPE_LIST_MAX_ITEMS) {
    throw new ScrapeListError(`At most ${SCRAPE_LIST_MAX_ITEMS} websites in one list (this one has ${items.length})`);
  }
  const firstLineOf = new Map<string, number>();
  const entries = items.map(({ line, input }): ScrapeListEntry => {
    const parsed = parseSiteUrl(input, allow);
    if (!parsed.ok) return { line, input, url: null, domain: null, error: parsed.error, duplicateOfLine: null };
    const { url, domain } = parsed.value;
    const earlier = firstLineOf.get(domain) ?? null;
    if (earlier === null) firstLineOf.set(domain, line);
    return { line, input, url, domain, error: null, duplicateOfLine: earlier };
  });
  return { entries, column };
}
