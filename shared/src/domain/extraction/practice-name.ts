import { businessNodes, textProp } from "./json-ld.ts";
import type { SiteCorpus } from "./site-corpus.ts";

const TITLE_SEPARATORS = /\s*[|•·»«]\s*|\s+[-–—:~]\s+|:\s+/;
const WELCOME = /^(?:welcome to|welcome|about)\s+(?:the\s+)?/i;
const GENERIC =
  /^(?:home(?:\s?page)?|welcome|index|untitled|main|about(?: us)?|contact(?: us)?|blog|news|services|our services|our team|meet the team|dentist|dentists|dentistry|dental|dental office|dental clinic|dental practice|(?:family|general|cosmetic|pediatric) dentist(?:ry)?|page not found|not found|404|error|menu|site|website|new patients?|appointments?)$/i;
/** Place and pitch parts of a title ("Family Dentist in Austin, TX", "Dental Implants Austin TX"), not names. */
const PLACE = /\b(?:in|near|serving)\s+[A-Z]|,\s*[A-Z]{2}\b|\s[A-Z]{2}$/;
const PITCH =
  /\b(?:best|top|affordable|leading|trusted|quality|near me|dental implants|invisalign|braces|teeth whitening|veneers)\b|^(?:your\s+)?(?:(?:family|cosmetic|general|pediatric|emergency|local|implant)\s+)*dentists?\b|\bdentists?$/i;
const isDescriptive = (name: string): boolean => PLACE.test(name) || PITCH.test(name);
const PRACTICE_WORD =
  /\b(?:dental|dentistry|orthodontics?|smiles?|dds|dmd|oral|periodontics|endodontics|implants?|clinic|associates|group|family|care|cent(?:er|re)|studio|pediatric|surgery|teeth|tooth)\b/i;

/** Abbreviations whose period belongs to the name ("Sage Smile Co.", "Smith & Jones, P.C."). */
const ABBREVIATION_END = /\b(?:Co|Inc|Ltd|Corp|Assoc|Bros|P\.[CA]|Jr|Sr)$/i;

/** A usable name or null: trimmed, "Welcome to" dropped, never a generic word like "Home". */
export function cleanPracticeName(value: string): string | null {
  const trimmed = value
    .replace(/[®™©]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(WELCOME, "")
    .replace(/^[\s,.!|-]+/, "");
  const stripped = trimmed.replace(/[\s,.!|:-]+$/, "");
  const name = ABBREVIATION_END.test(stripped) && trimmed.startsWith(`${stripped}.`) ? `${stripped}.` : stripped;
  if (name.length < 3 || name.length > 80 || name.split(" ").length > 10) return null;
  return GENERIC.test(name) ? null : name;
}

export function splitTitle(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The site-name part of the page titles: "Smile Dental | Family Dentist in Austin, TX" -> "Smile Dental". A part
 * repeated across page titles is the site name (what og:site_name would say); practice words help; a descriptive
 * part ("Family Dentist in Austin, TX") loses.
 */
export function nameFromTitles(homeTitle: string, otherTitles: readonly string[]): string | null {
  const seenIn = new Map<string, number>();
  for (const title of [homeTitle, ...otherTitles]) {
    for (const part of new Set(splitTitle(title).map((p) => p.toLowerCase()))) {
      seenIn.set(part, (seenIn.get(part) ?? 0) + 1);
    }
  }
  const homeParts = splitTitle(homeTitle);
  const common = otherTitles.flatMap(splitTitle).filter((p) => (seenIn.get(p.toLowerCase()) ?? 0) >= 2);
  let best: { name: string; score: number } | null = null;
  for (const [i, part] of [...homeParts, ...common].entries()) {
    const name = cleanPracticeName(part);
    if (name === null) continue;
    const score =
      ((seenIn.get(part.toLowerCase()) ?? 0) >= 2 ? 3 : 0) +
      (PRACTICE_WORD.test(name) ? 2 : 0) +
      (i === 0 ? 1 : 0) -
      (isDescriptive(name) ? 3 : 0);
    if (score >= 1 && (best === null || score > best.score)) best = { name, score };
  }
  return best?.name ?? null;
}

/** A home page heading that reads as the practice's name ("Welcome to Smile Dental"). */
function nameFromHeadings(headings: readonly string[]): string | null {
  for (const heading of headings.slice(0, 3)) {
    const name = cleanPracticeName(heading);
    if (name === null || name.split(" ").length > 8 || isDescriptive(name)) continue;
    if (WELCOME.test(heading.trim()) || PRACTICE_WORD.test(name)) return name;
  }
  return null;
}

/** JSON-LD business name, then the site name in the page titles, then the home page heading. */
export function extractPracticeName(corpus: SiteCorpus): string | null {
  for (const node of businessNodes(corpus.jsonLd)) {
    const declared = textProp(node, "name");
    const name = declared !== null ? cleanPracticeName(splitTitle(declared)[0] ?? "") : null;
    if (name !== null) return name;
  }
  const [home, ...others] = corpus.pages;
  if (home === undefined) return null;
  return (
    nameFromTitles(
      home.page.title,
      others.map((p) => p.page.title),
    ) ?? nameFromHeadings(home.page.headings)
  );
}
