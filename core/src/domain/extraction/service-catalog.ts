import { type Phrase, phrase } from "./phrase.ts";

/**
 * Services a dental site can name, as phrases over normalised text (lower case, hyphens as spaces) with the
 * literals that locate them. Order is the order of `services` in the result. `contrast` entries ignore comparisons
 * ("an alternative to braces").
 */
export type ServiceEntry = { name: string; phrase: Phrase; contrast?: boolean };

const entry = (name: string, re: RegExp, triggers: string[], contrast = false): ServiceEntry => ({
  name,
  phrase: phrase(re, triggers),
  contrast,
});

export const SERVICE_CATALOG: readonly ServiceEntry[] = [
  entry("Dental Implants", /\bimplant(?:s|ology)?\b/g, ["implant"]),
  entry(
    "All-on-4 Implants",
    /\b(?:all on (?:4|four|6|six|x)|teeth in a day|same day (?:teeth|smile)|full arch (?:implants?|restorations?))\b/g,
    ["all on ", "teeth in a day", "same day teeth", "same day smile", "full arch"],
  ),
  entry(
    "Oral Surgery",
    /\b(?:oral surg(?:ery|eons?)|oral (?:and|&) maxillofacial|maxillofacial surg[a-z]{0,4}|surgical procedures)\b/g,
    ["oral surg", "maxillofacial", "surgical procedures"],
  ),
  entry("Tooth Extractions", /\b(?:(?:tooth|teeth|dental|simple|surgical) extractions?|extractions)\b/g, [
    "extraction",
  ]),
  // Removal words are required: "a screening tool for wisdom teeth" is imaging, not surgery.
  entry(
    "Wisdom Teeth Removal",
    /\b(?:wisdom (?:teeth|tooth)(?: [a-z]+){0,2}? (?:removal|removed|extractions?|extracted|surgery|out)|(?:remov(?:e|es|ing|al of)|extract(?:s|ing|ion of)?|take out|taking out)(?: [a-z]+){0,3}? wisdom (?:teeth|tooth)|third molars? (?:removal|extractions?))\b/g,
    ["wisdom", "third molar"],
  ),
  entry("Bone Grafting", /\b(?:bone graft(?:s|ing)?|ridge (?:augmentation|preservation)|socket preservation)\b/g, [
    "bone graft",
    "ridge ",
    "socket preservation",
  ]),
  entry("Sinus Lift", /\bsinus (?:lifts?|augmentation|elevation)\b/g, ["sinus "]),
  entry("Orthodontics", /\b(?:orthodontics?|orthodontists?|orthodontic (?:treatment|care|services))\b/g, ["orthodont"]),
  entry(
    "Braces",
    /\b(?:braces|brackets and wires|(?:metal|ceramic|clear|self ligating) brackets|damon (?:system|braces|clear))\b/g,
    ["braces", "brackets", "damon "],
    true,
  ),
  entry("Invisalign", /\binvisalign\b/g, ["invisalign"]),
  entry(
    "Clear Aligners",
    /\b(?:clear (?:aligners?|aligner therapy|orthodontics)|aligner therapy|clearcorrect|spark aligners?|suresmile aligners?)\b/g,
    ["aligner", "clear orthodontics", "clearcorrect"],
  ),
  entry("Root Canal Therapy", /\broot canals?\b/g, ["root canal"]),
  entry("Endodontics", /\b(?:endodontics?|endodontists?|endodontic (?:therapy|treatment)|apicoectomy)\b/g, [
    "endodont",
    "apicoectomy",
  ]),
  entry(
    "Periodontics",
    /\b(?:periodontics|periodontists?|periodontal (?:therapy|treatment|care|surgery|maintenance|disease treatment)|gum disease (?:treatment|therapy)|scaling and root planing|gum graft(?:s|ing)?|pinhole surgical technique)\b/g,
    ["periodont", "gum disease", "root planing", "gum graft", "pinhole"],
  ),
  entry("Sedation Dentistry", /\b(?:sedation|sleep dentistry|nitrous oxide|laughing gas)\b/g, [
    "sedation",
    "sleep dentistry",
    "nitrous",
    "laughing gas",
  ]),
  entry(
    "Sleep Apnea",
    /\b(?:sleep apnea|sleep apnoea|obstructive sleep|snoring|sleep (?:disordered breathing|medicine)|oral appliance therapy|mandibular advancement)\b/g,
    ["sleep ", "snoring", "oral appliance", "mandibular advancement"],
  ),
  entry("TMJ Treatment", /\b(?:tmj|tmd|temporomandibular)\b/g, ["tmj", "tmd", "temporomandibular"]),
  entry("Teeth Whitening", /\b(?:whitening|bleaching)\b/g, ["whitening", "bleaching"]),
  entry("Veneers", /\b(?:veneers?|lumineers)\b/g, ["veneer", "lumineers"]),
  entry("Crowns", /\bcrowns?\b/g, ["crown"]),
  entry("Bridges", /\b(?:dental bridges?|implant bridges?|bridgework|bridges)\b/g, ["bridge"]),
  entry("Dentures", /\b(?:dentures?|overdentures?|partials)\b/g, ["denture", "overdenture", "partials"]),
  entry("Dental Bonding", /\b(?:dental|cosmetic|composite|tooth) bonding\b/g, [
    "dental bonding",
    "cosmetic bonding",
    "composite bonding",
    "tooth bonding",
  ]),
  entry("Fillings", /\b(?:fillings?|inlays?|onlays?)\b/g, ["filling", "inlay", "onlay"]),
  entry(
    "Cosmetic Dentistry",
    /\b(?:cosmetic (?:dentistry|dentist|dental)|smile makeovers?|smile design|a?esthetic dentistry)\b/g,
    ["cosmetic", "smile makeover", "smile design", "esthetic dentistry", "aesthetic dentistry"],
  ),
  entry(
    "Pediatric Dentistry",
    /\b(?:pediatric (?:dentistry|dentists?|dental)|paediatric (?:dentistry|dentists?)|children['’]?s dentistry|kids dentistry|dentistry for (?:kids|children))\b/g,
    ["pediatric", "paediatric", "children", "kids"],
  ),
  entry(
    "Emergency Dentistry",
    /\b(?:emergency (?:dental|dentistry|dentists?|care|appointments?|visits?)|dental emergenc(?:y|ies)|same day emergency)\b/g,
    ["emergenc"],
  ),
  entry("Dental Cleanings", /\b(?:cleanings?|hygiene (?:visits?|appointments?))\b/g, ["cleaning", "hygiene"]),
  entry("Night Guards", /\b(?:night ?guards?|occlusal guards?|mouth ?guards?|sports guards?|bruxism)\b/g, [
    "night guard",
    "nightguard",
    "occlusal guard",
    "mouth guard",
    "mouthguard",
    "sports guard",
    "bruxism",
  ]),
  entry("Botox", /\b(?:botox|dermal fillers?)\b/g, ["botox", "dermal filler"]),
];
