/**
 * Radiographic 3D vs intraoral 3D (issue 18, point 3): "3D imaging", "3D scan" and "3D x-rays" without the word CBCT are
 * a cone beam radiograph when the words around them speak of what an x-ray shows (bone, roots, nerves, sinus, implant
 * planning) or where it is taken (on site); they are an intraoral scanner when they speak of teeth and gums, aligners,
 * crowns, impressions or a "scan of my mouth". One explicit, tested distinction, used for the status (scan-corpus.ts,
 * assess-hits.ts) and for the make (a brand beside intraoral 3D words is not the scanner's maker).
 */
import { PACK_INTRAORAL_WORDS, PACK_RADIOGRAPHIC_WORDS } from "./languages/index.ts";

export type ThreeDKind = "radiographic" | "intraoral" | "unknown";

/** What only an x-ray shows, or is planned from one. */
export const RADIOGRAPHIC_WORDS = String.raw`\b(?:bones?|bony|jaw[\s-]?bones?|nerves?|nerve canals?|sinus(?:es)?|roots?|root canals?|airways?|tmj|temporomandibular|skull|impacted|x-rays?|radiograph\w{0,4}|radiation|radiolog\w{0,4}|dose|exposure|cone[\s-]?beam|cbct|tomograph\w{0,3}|(?:ct|cat)[\s-]?scans?|implant (?:placement|planning|surgery|treatment|position\w{0,3})|guided surgery|cross[\s-]?sections?|slices?|density|cysts?|lesions?|tumou?rs?|pathology|anatomy|wisdom teeth|on[\s-]?site|in[\s-]?office)\b`;

/** What an intraoral scanner, CAD/CAM or aligner software makes. */
export const INTRAORAL_WORDS = String.raw`\b(?:itero|cerec|primescan|omnicam|trios|medit|intra[\s-]?oral (?:scan\w{0,4}|camera|wand)|digital impressions?|impressions?|goop|putty|moulds?|molds?|aligners?|invisalign|clincheck|crowns?|veneers?|teeth and gums|gums and teeth|smile (?:design|simulation|preview)|(?:scan|picture|model|image) of (?:my|your|the) (?:mouth|teeth|smile)|(?:my|your) (?:mouth|teeth|smile) in 3d|wand|3d print\w{0,3}|printed|milling|milled|same[\s-]day)\b`;

// The language packs add the same two kinds of words in their languages (languages/).
const RADIOGRAPHIC = new RegExp(
  PACK_RADIOGRAPHIC_WORDS ? `${RADIOGRAPHIC_WORDS}|${PACK_RADIOGRAPHIC_WORDS}` : RADIOGRAPHIC_WORDS,
  "gi",
);
const INTRAORAL = new RegExp(
  PACK_INTRAORAL_WORDS ? `${INTRAORAL_WORDS}|${PACK_INTRAORAL_WORDS}` : INTRAORAL_WORDS,
  "gi",
);

const count = (re: RegExp, text: string) => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
};

/**
 * Reads the words around a 3D mention (normalised, lower-case text). Radiographic when its words outnumber intraoral
 * ones, intraoral when the reverse, unknown when neither or a tie (a page comparing both).
 */
export function threeDKind(context: string): ThreeDKind {
  const radio = count(RADIOGRAPHIC, context);
  const intraoral = count(INTRAORAL, context);
  if (radio > intraoral) return "radiographic";
  if (intraoral > radio) return "intraoral";
  return "unknown";
}
