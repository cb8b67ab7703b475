import { declaredBusinesses } from "./contact-sources.ts";
import type { Sourced } from "./field-source.ts";
import { jsonLdNodes, nodeTypes, textProp } from "./json-ld.ts";
import { mostFrequent } from "./most-frequent.ts";
import type { SiteCorpus } from "./site-corpus.ts";

// Japanese and Chinese sites write the bar full width ("さくら歯科クリニック｜品川区の歯医者") or as a box-drawing line.
const TITLE_SEPARATORS = /\s*[|｜│•·»«]\s*|\s+[-–—:~]\s+|:\s+/;
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

/** "Explore All Services at Barnet Dental" -> "Barnet Dental": the brand some themes append to every title. */
const AT_BRAND = /\s(?:at|@)\s+([A-Z][\w'&.-]*(?:\s+[A-Z&][\w'&.-]*){0,5})$/;

/** A title's parts, plus the brand after a closing "at" ("... at Barnet Dental") as a part of its own. */
function titleParts(title: string): string[] {
  const parts = splitTitle(title);
  for (const part of [...parts]) {
    const brand = AT_BRAND.exec(part)?.[1];
    if (brand) parts.push(brand);
  }
  return parts;
}

/**
 * The site-name part of the page titles: "Smile Dental | Family Dentist in Austin, TX" -> "Smile Dental". A part
 * repeated across page titles is the site name (what og:site_name would say); practice words help; a descriptive
 * part ("Family Dentist in Austin, TX") loses.
 */
export function nameFromTitles(homeTitle: string, otherTitles: readonly string[]): string | null {
  const seenIn = new Map<string, number>();
  for (const title of [homeTitle, ...otherTitles]) {
    for (const part of new Set(titleParts(title).map((p) => p.toLowerCase()))) {
      seenIn.set(part, (seenIn.get(part) ?? 0) + 1);
    }
  }
  const homeParts = titleParts(homeTitle);
  const common = otherTitles.flatMap(titleParts).filter((p) => (seenIn.get(p.toLowerCase()) ?? 0) >= 2);
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

/** "Dr. Karen Holt", "Karen Holt, DDS": a dentist's name, which is not the practice's when the site names both. */
const PERSON =
  /^(?:dr\.?|doctor)\s+[A-Z]|^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+,?\s+(?:DDS|DMD|MS|MSD|PhD|BDS)\b/;
const DOMAIN_LIKE = /^(?:www\.)?[a-z0-9-]+\.[a-z.]{2,12}$/i;
// Web agencies sign the footer too ("© 2025 Smile Dental | Website by ProSites"); their names are not the practice's.
const AGENCY = /\b(?:marketing|web|website|design|seo|media|digital|sites|solutions|agency|powered|hosting|theme)\b/i;

/**
 * A declared or self-given name, cleaned: its first part that is not a description ("Dentist in Austin | Smile
 * Dental" -> "Smile Dental"), else its first part; never a domain.
 */
function cleanSiteName(value: string): string | null {
  const parts = splitTitle(value)
    .map(cleanPracticeName)
    .filter((n): n is string => n !== null && !DOMAIN_LIKE.test(n));
  return parts.find((n) => !isDescriptive(n)) ?? parts[0] ?? null;
}

const COPYRIGHT =
  /(?:©|&copy;|\(c\)|copyright)\s*(?:©\s*)?(?:(?:19|20)\d{2}\s*(?:[-–]\s*(?:19|20)\d{2})?)?\s*[,.]?\s*([^|•·©\n]{3,80}?)(?=\s*(?:[.,]\s*)?(?:all rights|\||•|·|$|privacy|website|site by|powered|designed|web design|\.\s))/gi;

/** The copyright holder in a footer ("© 2025 Smile Dental Group. All rights reserved.") when it reads as a practice. */
export function nameFromFooter(footer: string): string | null {
  COPYRIGHT.lastIndex = 0;
  for (let m = COPYRIGHT.exec(footer); m !== null; m = COPYRIGHT.exec(footer)) {
    const holder = (m[1] ?? "").replace(/^(?:by\s+)/i, "").replace(/,?\s*(?:LLC|PLLC|PC|P\.C\.|Inc\.?|Ltd\.?)$/i, "");
    const name = cleanPracticeName(holder);
    if (name !== null && PRACTICE_WORD.test(name) && !AGENCY.test(name) && !DOMAIN_LIKE.test(name)) return name;
  }
  return null;
}

// Insurers, lenders and brands whose logos practices show; never the practice's own name.
const PARTNER_BRAND =
  /\b(?:delta dental|cigna|aetna|metlife|guardian|humana|united ?healthcare|blue ?cross|careington|care ?credit|invisalign|american dental association|ada)\b/i;

/** "Smile Dental logo" -> "Smile Dental": the logo's alt text when it names a practice. */
function nameFromLogo(alts: readonly string[]): string | null {
  const names = alts
    .map((alt) => cleanSiteName(alt.replace(/\s*[-|]?\s*\b(?:logo|header|footer|image|icon)\b\s*/gi, " ")))
    .filter((n): n is string => n !== null && PRACTICE_WORD.test(n) && !PERSON.test(n) && !PARTNER_BRAND.test(n));
  return mostFrequent(names);
}

/** Sites that declare no business often declare the WebSite (Yoast, Rank Math): its name is the site name. */
function websiteName(corpus: SiteCorpus): string | null {
  for (const node of jsonLdNodes(corpus.jsonLd)) {
    if (!nodeTypes(node).includes("WebSite")) continue;
    const name = cleanSiteName(textProp(node, "name") ?? "");
    if (name !== null) return name;
  }
  return null;
}

/**
 * The practice name and where it was read, in order of trust: the declared business name (JSON-LD, microdata), the
 * og:site_name or declared WebSite name, the footer's copyright holder, the site name voted across page titles, the
 * logo's alt text, then the home page heading. A declared name that is a dentist's own gives way to a practice name
 * found further down, since a rep looks for the practice.
 */
export function extractPracticeNameSourced(corpus: SiteCorpus): Sourced<string> | null {
  let person: Sourced<string> | null = null;
  for (const { node, source } of declaredBusinesses(corpus)) {
    const name = cleanSiteName(textProp(node, "name") ?? "");
    if (name === null) continue;
    if (!PERSON.test(name)) return { value: name, source };
    person ??= { value: name, source };
  }
  const [home, ...others] = corpus.pages;
  const siteNames = corpus.pages
    .map((p) => cleanSiteName(p.page.siteName ?? ""))
    .filter((n): n is string => n !== null);
  const og = mostFrequent(siteNames) ?? websiteName(corpus);
  const footer = mostFrequent(
    corpus.pages.map((p) => nameFromFooter(p.page.footerText ?? "")).filter((n): n is string => n !== null),
  );
  const candidates: [string | null, Sourced<string>["source"]][] = [
    [og, "og"],
    [footer, "footer"],
    [
      home
        ? nameFromTitles(
            home.page.title,
            others.map((p) => p.page.title),
          )
        : null,
      "title",
    ],
    [nameFromLogo(corpus.pages.flatMap((p) => p.page.logoAlts ?? [])), "logo"],
    [home ? nameFromHeadings(home.page.headings) : null, "heading"],
  ];
  for (const [value, source] of candidates) {
    if (value !== null && !PERSON.test(value)) return { value, source };
  }
  return person;
}

export function extractPracticeName(corpus: SiteCorpus): string | null {
  return extractPracticeNameSourced(corpus)?.value ?? null;
}
