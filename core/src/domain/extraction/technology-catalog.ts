import type { TechnologyFlag } from "../flags.ts";
import { type Phrase, phrase } from "./phrase.ts";

/**
 * Clinical and patient-facing technology, as phrases over normalised text (lower case, hyphens as spaces) and,
 * for booking and form widgets, patterns over the lower-cased script, image and link URLs. CBCT scanners are
 * deliberately absent: the CBCT detector owns them.
 */
export type TechnologyEntry = { name: string; flag: TechnologyFlag; phrase?: Phrase; hint?: RegExp };

const text = (name: string, flag: TechnologyFlag, re: RegExp, triggers: string[]): TechnologyEntry => ({
  name,
  flag,
  phrase: phrase(re, triggers),
});
const widget = (name: string, flag: TechnologyFlag, hint: RegExp): TechnologyEntry => ({ name, flag, hint });

export const TECHNOLOGY_CATALOG: readonly TechnologyEntry[] = [
  text("iTero", "hasIntraoralScanner", /\bitero\b/g, ["itero"]),
  text("3Shape TRIOS", "hasIntraoralScanner", /\btrios\b/g, ["trios"]),
  text("Primescan", "hasIntraoralScanner", /\bprimescan\b/g, ["primescan"]),
  text("Omnicam", "hasIntraoralScanner", /\bomnicam\b/g, ["omnicam"]),
  text("Medit", "hasIntraoralScanner", /\bmedit(?: i[0-9]{3,4})?\b/g, ["medit"]),
  text("Carestream Intraoral Scanner", "hasIntraoralScanner", /\bcs ?3[5678]00\b/g, ["cs 3", "cs3"]),
  text("Planmeca Emerald", "hasIntraoralScanner", /\b(?:planmeca emerald|planscan)\b/g, [
    "planmeca emerald",
    "planscan",
  ]),
  text(
    "Intraoral Scanner",
    "hasIntraoralScanner",
    /\b(?:intra ?oral (?:digital |3d )?scann(?:er|ers|ing)|digital (?:impressions?|scanners?|scanning)|optical impressions?|impression free)\b/g,
    ["intraoral", "intra oral", "digital impression", "digital scann", "optical impression", "impression free"],
  ),
  text("CEREC", "hasCadCam", /\bcerec\b/g, ["cerec"]),
  text(
    "Same-Day Crowns",
    "hasCadCam",
    /\b(?:same day (?:crowns?|restorations?|veneers?)|(?:one|single) (?:visit|appointment) (?:crowns?|restorations?)|crowns? in (?:one|a single) (?:visit|appointment|day))\b/g,
    ["crown", "restoration", "same day veneer"],
  ),
  text("CAD/CAM", "hasCadCam", /\bcad ?\/? ?cam\b/g, ["cad"]),
  text(
    "In-Office Milling",
    "hasCadCam",
    /\b(?:milling (?:unit|machine)|in (?:office|house) (?:mill|milling)|primemill|planmill|chairside (?:mill|milling))\b/g,
    ["mill", "primemill", "planmill"],
  ),
  text("Waterlase", "hasLaser", /\bwaterlase\b/g, ["waterlase"]),
  text("Solea Laser", "hasLaser", /\bsolea\b/g, ["solea"]),
  text("LANAP", "hasLaser", /\blanap\b/g, ["lanap"]),
  text("Fotona LightWalker", "hasLaser", /\b(?:fotona|lightwalker)\b/g, ["fotona", "lightwalker"]),
  text("Laser Dentistry", "hasLaser", /\blasers?\b/g, ["laser"]),
  text(
    "Digital X-Rays",
    "hasDigitalXray",
    /\b(?:digital (?:dental )?(?:x ?rays?|radiographs?|radiography)|(?:x ?ray|digital|intraoral) sensors?)\b/g,
    ["x ray", "xray", "radiograph", "sensor"],
  ),
  text("DEXIS", "hasDigitalXray", /\bdexis\b/g, ["dexis"]),
  text("Schick", "hasDigitalXray", /\bschick (?:sensors?|33|elite|by sirona)\b/g, ["schick"]),
  text(
    "Online Scheduling",
    "hasOnlineScheduling",
    /\b(?:(?:book|schedule|request) (?:an |your |a )?(?:next |first |new )?(?:appointment |visit |consultation )?online|online (?:booking|scheduling|appointments?|appointment requests?)|book now|schedule now)\b/g,
    ["online", "book now", "schedule now"],
  ),
  widget("LocalMed", "hasOnlineScheduling", /localmed\./),
  widget("NexHealth", "hasOnlineScheduling", /nexhealth\./),
  widget("Zocdoc", "hasOnlineScheduling", /zocdoc\./),
  widget("Solutionreach", "hasOnlineScheduling", /solutionreach\./),
  widget("Lighthouse 360", "hasOnlineScheduling", /lighthouse360\.|lh360\./),
  widget("Demandforce", "hasOnlineScheduling", /demandforce\./),
  widget("RevenueWell", "hasOnlineScheduling", /revenuewell\./),
  widget("CareStack", "hasOnlineScheduling", /carestack\./),
  widget("Weave", "hasOnlineScheduling", /getweave\./),
  widget("Modento", "hasOnlineScheduling", /modento\./),
  widget("Yapi", "hasOnlineScheduling", /yapiapp\./),
  widget("Calendly", "hasOnlineScheduling", /calendly\.com/),
  widget("Opencare", "hasOnlineScheduling", /opencare\.com/),
  text(
    "Patient Portal",
    "hasPatientPortal",
    /\b(?:patient (?:portal|login|log in)|online (?:patient )?portal|secure (?:patient )?portal)\b/g,
    ["portal", "patient login", "patient log in"],
  ),
  text(
    "Virtual Consultations",
    "hasVirtualConsults",
    /\b(?:tele ?dentistry|tele ?health|virtual (?:consults?|consultations?|visits?|appointments?|smile (?:assessments?|consultations?))|video (?:consults?|consultations?|visits?)|online consultations?|smile ?snap|remote (?:consultations?|monitoring)|dental monitoring)\b/g,
    [
      "teledentistry",
      "tele dentistry",
      "telehealth",
      "tele health",
      "virtual ",
      "video consult",
      "video visit",
      "online consultation",
      "smile snap",
      "smilesnap",
      "remote consultation",
      "remote monitoring",
      "dental monitoring",
    ],
  ),
  text(
    "Digital Forms",
    "hasDigitalForms",
    /\b(?:(?:online|digital|electronic|fillable online|e) (?:patient |new patient |registration |medical history )?(?:forms?|paperwork|registration)|(?:fill out|complete|submit) (?:your |our |the )?(?:new patient |patient )?(?:forms?|paperwork) online|paperless (?:office|registration|forms?|check in))\b/g,
    [
      ...["online", "digital", "electronic", "fillable online", "e"].flatMap((w) =>
        ["form", "patient", "new patient", "registration", "paperwork", "medical history"].map((f) => `${w} ${f}`),
      ),
      "fill out",
      "complete ",
      "submit ",
      "paperless",
    ],
  ),
  widget("Digital Forms", "hasDigitalForms", /jotform\.|formstack\.|intakeq\.|phreesia\./),
];
