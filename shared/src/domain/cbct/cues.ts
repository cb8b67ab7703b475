import type { ContextName } from "./fingerprint-format.ts";

/** Generic (non-brand) CBCT wording, vocabulary §2. Patterns use the tagged format of fingerprint-format.ts. */
export type TermFingerprint = {
  name: string;
  /** A names the modality outright; B is a 3D radiograph but ambiguous. */
  tier: "A" | "B";
  pattern: string;
  keys: string[];
  /** An intraoral scanner, CAD/CAM, aligner or other "3D" product in the same sentence cancels the match. */
  vetoable?: boolean;
};

export const TERMS: readonly TermFingerprint[] = [
  { name: "CBCT", tier: "A", pattern: String.raw`\bcbct(?:s|'s)?\b`, keys: ["cbct", "cbcts"] },
  { name: "CBVT", tier: "A", pattern: String.raw`\bcbvt\b`, keys: ["cbvt"] },
  { name: "cone beam", tier: "A", pattern: String.raw`\bcone[\s-]?beam\b`, keys: ["cone", "conebeam"] },
  {
    name: "dental CT",
    tier: "A",
    pattern: String.raw`\b(?:dental|in[\s-]?office|3d)[\s-](?:ct|cat)\b(?:[\s-]?scan(?:s|ner|ners|ning)?\b)?`,
    keys: ["ct", "cat"],
  },
  {
    name: "digital volume tomography",
    tier: "A",
    pattern: String.raw`\b(?:digital volume(?:tric)? tomography|volumetric (?:tomography|ct))\b`,
    keys: ["tomography", "volumetric"],
  },
  // DVT is the European word for CBCT but also "deep vein thrombosis" on sedation pages.
  { name: "DVT", tier: "A", pattern: String.raw`\bdvt\b\;context:imaging\;window:120`, keys: ["dvt"] },
  {
    name: "3D x-ray",
    tier: "B",
    pattern: String.raw`\b3d[\s-]?(?:dental[\s-]|digital[\s-])?(?:x-rays?|radiograph(?:s|y|ic)?|radiology)\b`,
    keys: ["3"],
  },
  {
    name: "three-dimensional x-ray",
    tier: "B",
    pattern: String.raw`\bthree[\s-]?dimensional (?:dental )?(?:x-rays?|radiograph(?:s|y|ic)?)\b`,
    keys: ["three", "threedimensional"],
  },
  {
    name: "3D imaging",
    tier: "B",
    pattern: String.raw`\b(?:3d|three[\s-]?dimensional) (?:digital |dental )?(?:imaging|images?|scans?|scanning|scanner|views?|pictures?)\b\;context:radio\;window:150`,
    keys: ["3", "three", "threedimensional"],
    vetoable: true,
  },
  {
    name: "miniature CAT scan",
    tier: "B",
    pattern: String.raw`\bminiature (?:ct|cat)[\s-]?scans?\b`,
    keys: ["miniature"],
  },
  {
    name: "CT scan",
    tier: "B",
    pattern: String.raw`\b(?:ct|cat)[\s-]?scan(?:s|ner|ners|ning)?\b\;context:dental\;window:150`,
    keys: ["ct", "cat"],
  },
];

/** Nearby-text tests behind the `context:` / `unless:` tags. */
export const CONTEXTS: Record<ContextName, string> = {
  cbct: String.raw`\b(?:cbct|cbvt|cone[\s-]?beam|3d|computed tomography|three[\s-]?dimensional|volumetric|(?:ct|cat)[\s-]?scan\w{0,4})\b`,
  imaging: String.raw`\b(?:cbct|cone[\s-]?beam|3d|x-rays?|imaging|images?|radiograph\w{0,4}|scans?|scanner|scanning|tomograph\w{0,3}|sirona)\b`,
  radio: String.raw`\b(?:bones?|bony|jaw[\s-]?bones?|nerves?|sinus(?:es)?|roots?|airways?|tmj|temporomandibular|skull|impacted|x-rays?|radiograph\w{0,4}|radiation|density|canals?|cysts?|tumou?rs?|lesions?|anatomy|cross[\s-]?sections?|slices?|implant (?:placement|planning|surgery)|guided surgery|cone[\s-]?beam|cbct)\b`,
  dental: String.raw`\b(?:dental|dentist\w{0,3}|teeth|tooth|implants?|jaw\w{0,4}|oral|orthodont\w{0,4}|endodont\w{0,4}|bones?|sinus\w{0,2}|tmj|wisdom|nerves?|roots?|airway)\b`,
};

/** "sentence": the cue must share the sentence; "next": the sentence after the term also counts (vocabulary §4). */
export type CueReach = "sentence" | "next";
export type Cue = {
  name: string;
  pattern: string;
  reach: CueReach;
  /** Referral cues only: "our imaging center" is the practice's own, not a referral. */
  ownable?: boolean;
  /** Loose cues ("we have", "daily") count only this close to the scanner words. */
  near?: number;
};

/** In-house ownership (vocabulary §2 "Ownership cues"). The possessive "our (new) CBCT" is checked in code. */
export const OWNERSHIP_CUES: readonly Cue[] = [
  { name: "in-house", pattern: String.raw`\bin[\s-]?house\b`, reach: "next" },
  { name: "on-site", pattern: String.raw`\bon[\s-]?site\b`, reach: "next" },
  { name: "in-office", pattern: String.raw`\bin[\s-]?office\b`, reach: "sentence", near: 60 },
  {
    name: "in our office",
    pattern: String.raw`\b(?:in|at|within|inside|into|directly in) (?:our|the) (?:own )?(?:[\w'-]{1,20} ){0,2}(?:office|offices|practice|clinic|facility|building|location|dental office|(?:imaging|x-ray|3d|scanning) (?:center|centre|suite|room))\b`,
    reach: "sentence",
  },
  {
    name: "without leaving the office",
    pattern: String.raw`\bright here\b|\bwithout (?:ever )?(?:having to )?leav(?:e|ing) (?:our|the) (?:office|practice|chair)\b|\bno need to (?:go|travel|visit|drive)\b`,
    reach: "sentence",
  },
  {
    name: "our office has",
    pattern: String.raw`\bour (?:office|practice|team|clinic|doctors?)(?:'s)? (?:now |proudly |also )?(?:uses?|has|have|is equipped|features?|owns?|utilizes?|houses?)\b`,
    reach: "next",
  },
  { name: "equipped with", pattern: String.raw`\b(?:equipped|outfitted) with\b`, reach: "next" },
  {
    name: "we use",
    pattern: String.raw`\b(?:we|i)(?:'ve| have)? (?:(?:now|also|proudly|currently|routinely|regularly|often|always|can|will|may|are able to|are proud to|have been|be)\s){0,2}(?:use|uses|using|utilize|utilizing|own|have|has|had|employ|operate|rely on|take|perform|capture|obtain)\b(?! to\b| any\b| questions?\b| concerns?\b)`,
    reach: "sentence",
    near: 60,
  },
  {
    name: "we acquired",
    pattern: String.raw`\b(?:we|i)(?:'ve| have)? (?:(?:recently|just|proudly|now|also|finally)\s){0,2}(?:got|gotten|purchased|acquired|bought|installed|added|invested in|upgraded to|upgraded our|brought in|introduced)\b|\b(?:i am|i'm|we are|we're) (?:now )?(?:installing|adding)\b|\bmade (?:an|a significant|a major) investment in\b|\b(?:first|only) (?:practice |office |dentist |one )?in (?:the|our) (?:area|region|city|county|state|town|community) to\b|\bnew(?:est)? addition\b`,
    reach: "next",
  },
  {
    name: "daily use",
    pattern: String.raw`\b(?:on a daily basis|every day|daily|routinely)\b`,
    reach: "sentence",
    near: 80,
  },
  {
    name: "scan logistics",
    pattern: String.raw`\bstand(?:s|ing)? (?:still )?(?:next to|beside|in front of|inside)\b|\bscan fee\b|\bfee (?:of|is) \$|\bconsent form\b`,
    reach: "sentence",
  },
  {
    name: "scans for referring dentists",
    pattern: String.raw`\breferring (?:doctors|dentists|practices|offices|providers|colleagues)\b|\baccept(?:s|ing)? referrals\b|\bscans? for (?:other|referring|outside|local) (?:dentists|doctors|practices|offices)\b`,
    reach: "next",
  },
];

/** Words that may stand between "our" and the scanner in a possessive ownership phrase ("our new Planmeca ..."). */
export const POSSESSIVE_FILLERS = [
  "new",
  "newest",
  "latest",
  "brand new",
  "brand-new",
  "state-of-the-art",
  "advanced",
  "own",
  "very own",
  "in-house",
  "in-office",
  "on-site",
  "modern",
  "digital",
  "dental",
  "high-tech",
  "low-dose",
  "low-radiation",
  "cutting-edge",
  "innovative",
  "sophisticated",
  "powerful",
  "revolutionary",
  "amazing",
  "incredible",
  "dedicated",
  "office's",
  "practice's",
  "3d",
  "cone",
  "beam",
  "x-ray",
];

export const FIRST_PERSON = String.raw`\b(?:we|we're|we've|we'll|our|ours|us)\b`;

/** Sending patients elsewhere (vocabulary §2 "Downgrade cues"); they cancel ownership in the surrounding sentences. */
export const REFERRAL_CUES: readonly Cue[] = [
  {
    name: "sends patients out",
    pattern: String.raw`\b(?:send|sends|sending|sent) (?:you|patients|them|him|her|our patients|the patient)(?: over| out)? to\b(?! (?:us|our)\b)`,
    reach: "next",
  },
  {
    name: "partner takes the scan",
    pattern: String.raw`\b(?:we|i) (?:partner|team up|collaborate) with\b`,
    reach: "next",
  },
  {
    name: "refers patients out",
    pattern: String.raw`\b(?:refer|refers|referred) (?:you|patients|them|him|her|our patients|the patient|out)\b(?![^.\n]{0,30}\bto (?:us|our)\b)|\b(?:will|may|can|would|might|then|often|usually|typically|gladly) refer\b(?! a friend| your| to (?:us|our))`,
    reach: "next",
  },
  {
    name: "imaging center",
    pattern: String.raw`\b(?:imaging|radiology|radiologic|diagnostic|scanning|x-ray|cbct|ct) (?:center|centre|facility|lab|laboratory|clinic|provider)s?\b`,
    reach: "next",
    ownable: true,
  },
  {
    name: "mobile scanning",
    pattern: String.raw`\bmobile (?:cbct|ct|imaging|scanning|scan|x-ray|3d)\b`,
    reach: "next",
  },
  { name: "sister clinic", pattern: String.raw`\bsister (?:clinic|practice|office|location)\b`, reach: "next" },
  {
    name: "outside facility",
    pattern: String.raw`\b(?:outside|external|nearby|another|separate|third[\s-]party) (?:imaging|radiolog\w{0,4}|facility|facilities|provider|office|center|centre|specialist|location|hospital)\b|\bat (?:a|the|your local) hospital\b`,
    reach: "next",
  },
  {
    name: "ordered elsewhere",
    pattern: String.raw`\brequest(?:ing)? (?:having|that|to have)\b|\bask (?:to get|for a referral)\b|\bwe (?:will |can |may )?order (?:it|one|a|an|the|this)\b|\bprescription for\b`,
    reach: "next",
  },
];

/**
 * Words just before a referral cue that turn it around: "no need to visit an imaging center", or a referral the
 * practice has left behind ("after years of sending patients to an outside imaging center"), or a plain "no" right
 * before it ("no separate imaging appointment").
 */
export const REFERRAL_TURNAROUND = String.raw`\b(?:no need|no longer|instead of|rather than|without|don't have to|do not have to|never have to|won't have to|will not have to|not need to|eliminat\w{0,4}|avoid\w{0,3}|saves? you|no more|unlike|after (?:many |several |\d{1,2} )?(?:years|decades|months) of|used to|previously|formerly|in the past|until (?:recently|now))\b[^.\n]{0,40}$|\bno $`;
/** Before an `ownable` cue: "our (own 3D) imaging center". */
export const OWN_FACILITY = String.raw`\b(?:our|own|in-house|in-office)\b(?:\W{1,3}\w{1,20}){0,2}\W{1,3}$`;

/** The practice says it does not have one; same sentence only. */
export const NEGATION_CUES: readonly Cue[] = [
  {
    name: "does not have",
    pattern: String.raw`\b(?:we|i|our (?:office|practice))(?: currently| presently| still)? (?:do|does|did|can|could|will)(?: not|n't) (?:currently |yet |presently )?(?:have|own|offer|provide|use|perform|take|carry|house)\b(?! to\b)`,
    reach: "sentence",
  },
  {
    name: "not available here",
    pattern: String.raw`\b(?:is|are)(?: not|n't) (?:currently )?(?:available|offered|performed) (?:here|in (?:our|the) office|at (?:our|this) (?:office|practice|location))\b|\bnot (?:yet )?equipped\b|\b(?:we|i) (?:have|own) no\b|\bdon't have (?:a|an|our own)\b`,
    reach: "sentence",
  },
];

/** URL path hints (vocabulary §2 "Where the evidence hides"); weak wins when both match. */
export const WEAK_PAGE_PATH = String.raw`/(?:blogs?|news|journal|articles?|posts?|tags?|category|categories|authors?|guest[\s-]?posts?|faqs?|questions|q-and-a|resources|library|archives?|patient[\s-](?:education|library|info|information|resources)|dental[\s-](?:education|library|articles|topics)|page/\d{1,4}|\d{4}/\d{2}|(?:what|why|how|when|which|do|does|did|is|are|can|could|should|will|would)-[a-z0-9-]{2,100}|[a-z0-9-]{2,100}-(?:explained|101|basics|myths|facts))(?:/|$|\.)`;
export const STRONG_PAGE_PATH = String.raw`/[a-z0-9-]{0,40}(?:technolog|services|procedures|treatments|equipment|imaging|cbct|cone-beam|conebeam|x-ray|xray|radiograph|diagnostic|office-tour|our-office|tour|referring|referral|for-doctors|for-dentists|implant|wisdom|oral-surgery|endodontic|sleep-apnea|tmj)[a-z0-9-]{0,40}(?:/|$|\.)`;
/** A page whose own URL names the modality ("/technology/cone-beam-3d-imaging/"): its 3D wording is about CBCT. */
export const CBCT_PAGE_PATH = "cbct|cbvt|cone-?beam";
/** A blog article asks or explains in its title ("What Is a Cone Beam CT Scan?", "Cone Beam Scans, Explained"). */
export const WEAK_PAGE_TITLE = String.raw`\b(?:blog|faqs?|frequently asked|explained)\b|(?:^|[|:] |\s[-–—] )(?:what|why|how|when|which|do|does|did|is|are|can|could|should|will|would)\b[^|?]{0,100}\?`;
/** A post's byline ("Posted on 2023-03-14 by ..."): the page is a blog article whatever its URL. */
export const WEAK_PAGE_TEXT = String.raw`\b(?:posted|published) (?:on|by)\b`;
