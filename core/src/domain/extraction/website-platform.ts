import { hasPhrase, type Phrase, phrase } from "./phrase.ts";
import type { SiteCorpus } from "./site-corpus.ts";

/**
 * One rule per platform, checked in order: a dental marketing agency's credit beats the builder or CMS underneath
 * (reps care who runs the site), hosted builders beat WordPress, and a site with no sign of any is "Custom".
 * `generator` reads <meta name="generator">, `hint` the script/image/link URLs, `text` the normalised site text.
 */
type PlatformRule = { platform: string; generator?: RegExp; hint?: RegExp; text?: Phrase };

const AGENCY_HOSTS =
  /pbhs\.com|sesamecommunications\.com|sesamehub\.com|tntdental\.com|goldenproportions\.com|progressivedental\.com|ekwa\.com|weomedia\.com|roadsidedentalmarketing\.com|optimized360\.com|practicecafe\.com|page1solutions\.com|firegang\.com|patientpop\.com|einsteinmedical\.com|dentalrevenue\.com|smilesavvy\.com|ddsranking\.com/;
const AGENCY_NAMES = [
  "pbhs",
  "tnt dental",
  "sesame communications",
  "golden proportions marketing",
  "progressive dental marketing",
  "ekwa marketing",
  "weo media",
  "roadside dental marketing",
  "optimized360",
  "optimized 360",
  "practice cafe",
  "page 1 solutions",
  "firegang",
  "einstein medical",
  "patientpop",
];
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const AGENCY_TEXT = phrase(new RegExp(`\\b(?:${AGENCY_NAMES.map(escapeRe).join("|")})\\b`, "g"), AGENCY_NAMES);
/** Agency names in copy count only with a credit phrase somewhere, so a blog post quoting one does not. */
const CREDIT = phrase(
  /\b(?:website|site|web design|designed|powered|built|created|developed|marketing|hosted)(?: [a-z]+){0,2} by\b/g,
  ["site", "website", "web design", "designed", "powered", "built", "created", "developed", "marketing", "hosted"],
);

const RULES: readonly PlatformRule[] = [
  { platform: "ProSites", generator: /prosites/, hint: /prosites\.com/, text: phrase(/\bprosites\b/g, ["prosites"]) },
  { platform: "Officite", generator: /officite/, hint: /officite\.com/, text: phrase(/\bofficite\b/g, ["officite"]) },
  { platform: "Dental Marketing Agency", hint: AGENCY_HOSTS, text: AGENCY_TEXT },
  { platform: "Wix", generator: /\bwix\b/, hint: /wixstatic\.com|parastorage\.com|\bwix\.com|wixsite\.com/ },
  { platform: "Squarespace", generator: /squarespace/, hint: /squarespace(?:-cdn)?\.com|sqspcdn\.com/ },
  { platform: "Weebly", generator: /weebly/, hint: /weebly\.com|editmysite\.com/ },
  { platform: "GoDaddy", generator: /go ?daddy|starfield/, hint: /wsimg\.com/ },
  { platform: "Duda", generator: /\bduda/, hint: /multiscreensite\.com|cdn-website\.com|dudaone\.com|dudamobile\.com/ },
  { platform: "Webflow", generator: /webflow/, hint: /webflow\.(?:com|io)|website-files\.com/ },
  { platform: "WordPress", generator: /wordpress/, hint: /\/wp-content\/|\/wp-includes\/|\/wp-json\// },
  { platform: "Joomla", generator: /joomla/ },
  { platform: "Drupal", generator: /drupal/, hint: /\/sites\/default\/files\// },
  { platform: "HubSpot", generator: /hubspot/ },
];

/** The site's platform; null only for a site with no pages. */
export function detectWebsitePlatform(corpus: SiteCorpus): string | null {
  if (corpus.pages.length === 0) return null;
  const generators = corpus.pages.map((p) => (p.page.generator ?? "").toLowerCase()).join("\n");
  let credit: boolean | null = null;
  for (const rule of RULES) {
    if (rule.generator?.test(generators)) return rule.platform;
    if (rule.hint?.test(corpus.hints)) return rule.platform;
    if (rule.text && hasPhrase(corpus.text, rule.text)) {
      credit ??= hasPhrase(corpus.text, CREDIT);
      if (credit) return rule.platform;
    }
  }
  return "Custom";
}
