import { BUSINESS_FLAGS, type BusinessFlags, noFlags } from "../flags.ts";
import type { PageLink } from "../site-content.ts";
import { hasAffirmed } from "./affirmed-match.ts";
import { eachPhraseMatch, hasPhrase, type IndexedText, phrase } from "./phrase.ts";

const LOCATIONS = phrase(
  /\b(?:our (?:[a-z]+ )?locations|(?:two|three|four|five|six|several|multiple|\d) (?:convenient |dental |office )*(?:locations|offices)|both (?:of our )?(?:locations|offices)|all (?:of )?our (?:locations|offices)|(?:choose|select|find) (?:a|your|the nearest) location|locations near you)\b/g,
  ["location", "offices"],
);
const EXPANSION = phrase(
  /\b(?:new (?:office|location|facility|building|practice location)|now open|grand opening|opening soon|just opened|recently opened|newly (?:opened|renovated|expanded)|newest (?:office|location)|second (?:office|location)|(?:expanded|expanding|doubled) (?:our |the )?(?:office|practice|team|facility|location|clinic|space|building)|expansion|moved (?:to|into) (?:a |our )?(?:new|larger|bigger)|relocated|relocating|ribbon cutting)\b/g,
  [
    "new office",
    "new location",
    "new facility",
    "new building",
    "new practice",
    "now open",
    "grand opening",
    "opening soon",
    "just opened",
    "recently opened",
    "newly ",
    "newest ",
    "second office",
    "second location",
    "expan",
    "doubled",
    "moved to",
    "moved into",
    "relocat",
    "ribbon cutting",
  ],
);
const YEAR_OF_CHANGE = phrase(
  /\b(?:opened|opening|moved|relocated|expanded|renovated|remodeled|launched|new office|new location)\b(?: [^ .|]+){0,6}? (?:in |since )?((?:19|20)\d{2})\b/g,
  [
    "opened",
    "opening",
    "moved",
    "relocated",
    "expanded",
    "renovated",
    "remodeled",
    "launched",
    "new office",
    "new location",
  ],
);
const HIRING = phrase(
  /\b(?:we['’]re hiring|we are hiring|now hiring|hiring now|join our (?:growing |amazing |dental )?team|careers|career opportunities|job (?:openings?|opportunities|postings?|listings?)|employment opportunit(?:y|ies)|open positions?|positions? available|apply (?:now|today|online)|(?:seeking|looking for) (?:a|an) (?:experienced |full time |part time |friendly |motivated |registered |new )*(?:dental (?:hygienist|assistant|associate)|associate dentist|hygienist|assistant|receptionist|front desk|office manager|treatment coordinator))\b/g,
  [
    "hiring",
    "join our",
    "career",
    "job ",
    "employment",
    "open position",
    "position available",
    "positions available",
    "apply ",
    "seeking a",
    "looking for a",
  ],
);
const NOT_HIRING = phrase(
  /\b(?:not (?:currently )?hiring|no (?:current )?(?:job )?openings|no positions? (?:are )?(?:currently )?available)\b/g,
  ["hiring", "openings", "no position"],
);
const COMPARATIVE = phrase(
  /#1\b|\b(?:(?:the )?most (?:advanced|experienced|modern|comprehensive|trusted)|only (?:practice|office|dentist|dental office|dental practice|provider|clinic|orthodontist|one) (?:in|to offer|that offers)|one of the (?:few|only|first)|first (?:practice|office|dentist) in|unlike (?:other|many|most|traditional|typical|some) (?:dental|dentists?|offices?|practices?)|ahead of the curve|number one|second to none)\b/g,
  [
    "#1",
    "most advanced",
    "most experienced",
    "most modern",
    "most comprehensive",
    "most trusted",
    "only practice",
    "only office",
    "only dentist",
    "only dental",
    "only provider",
    "only clinic",
    "only orthodontist",
    "only one ",
    "one of the few",
    "one of the only",
    "one of the first",
    "first practice",
    "first office",
    "first dentist",
    "unlike ",
    "ahead of the curve",
    "number one",
    "second to none",
  ],
);
const PREMIUM = phrase(
  /\b(?:luxury|luxurious|spa|spa like|concierge|boutique|award winning|state of the art|world class|high end|five star experience|vip|pampered|amenities|upscale)\b/g,
  [
    "luxur",
    "spa",
    "concierge",
    "boutique",
    "award winning",
    "state of the art",
    "world class",
    "high end",
    "five star experience",
    "vip",
    "pampered",
    "amenities",
    "upscale",
  ],
);

export type BusinessContext = {
  /** How many distinct places the site gives addresses for. */
  addressCount: number;
  /** A "Locations" menu entry says as much as a sentence. */
  locationsMenu: boolean;
  now: Date;
};

/** Growth and positioning signals of spec section 3. */
export function extractBusinessFlags(t: IndexedText, context: BusinessContext): BusinessFlags {
  const flags = noFlags(BUSINESS_FLAGS);
  const thisYear = context.now.getUTCFullYear();
  flags.hasMultipleLocations = context.addressCount >= 2 || context.locationsMenu || hasAffirmed(t, LOCATIONS);
  flags.hasRecentExpansion = hasAffirmed(t, EXPANSION) || recentChangeYear(t, thisYear);
  flags.isHiring = !hasPhrase(t, NOT_HIRING) && hasAffirmed(t, HIRING);
  flags.hasComparativeLanguage = hasAffirmed(t, COMPARATIVE);
  flags.hasPremiumWording = hasAffirmed(t, PREMIUM);
  return flags;
}

/** "opened our second office in 2024": a change dated within the last two years. */
function recentChangeYear(t: IndexedText, thisYear: number): boolean {
  let recent = false;
  eachPhraseMatch(t, YEAR_OF_CHANGE, (m) => {
    const year = Number(m.groups[0]);
    recent = year >= thisYear - 2 && year <= thisYear + 1;
    return recent;
  });
  return recent;
}

const LOCATIONS_LINK_TEXT = /^(?:our |all |view )?(?:locations|offices)$/i;
const LOCATIONS_PATH = /\/(?:our-)?locations\/?$/i;

/** Whether any page links to a locations index ("Locations" in the menu, /locations/). */
export function hasLocationsMenu(links: readonly PageLink[]): boolean {
  return links.some(
    (l) => LOCATIONS_LINK_TEXT.test(l.text.trim()) || LOCATIONS_PATH.test(l.href.split(/[?#]/)[0] ?? ""),
  );
}
