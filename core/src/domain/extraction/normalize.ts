/**
 * Matching text: lower case, hyphens and underscores as spaces ("All-on-4" = "all on 4", "x-ray" = "x ray").
 * Patterns run against this form are written in lower case without the `i` flag and accept both apostrophes
 * (`['’]`). Only these two passes run over the whole site, because this runs on every scraped site.
 */
const HYPHENS = /[-_\u2010-\u2015\u2212]+ ?/g;

export function normalizeForMatch(text: string): string {
  return text.toLowerCase().replace(HYPHENS, " ");
}

const SPACES = /\s+/g;

/** Whitespace folded to single spaces, for the short parts (titles, alt texts) the crawler does not fold. */
export const foldSpaces = (text: string): string => text.replace(SPACES, " ").trim();
