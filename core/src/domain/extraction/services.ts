import { noFlags, SERVICE_FLAGS, type ServiceFlags } from "../flags.ts";
import { hasAffirmed } from "./affirmed-match.ts";
import { hasPhrase, type IndexedText, phrase } from "./phrase.ts";
import { SERVICE_CATALOG } from "./service-catalog.ts";

const IMPLANT_PLACEMENT = phrase(
  /\b(?:(?:we|i|dr\.? [a-z]+(?: [a-z]+)?|our (?:doctors?|dentists?|team|surgeons?|periodontists?))(?: [a-z]+){0,2}? (?:place|places|placed|placing)(?: (?:and|&) restor(?:e|es|ing))? (?:your |the |dental |mini |all )?implants?|placing (?:the |your |dental |mini )?implants?|implant (?:surgery|surgeries|placement)|(?:our|(?:is|as) an|experienced|skilled|certified) implant surgeons?|implants? (?:[a-z]+ ){0,5}?(?:and|then) (?:surgically )?(?:place|places) (?:it|them)|surgical (?:placement|phase) of (?:the |your |dental )?implants?|placement of (?:the |your |dental |mini )?implants?|guided implant|all on (?:4|four|6|six|x)|teeth in a day|zygomatic implants?|same day implants?|immediate(?:ly)? (?:load(?:ed|ing)?|implant placement))\b/g,
  ["implant", "all on ", "teeth in a day", "immediate"],
);

const IMPLANT_RESTORATION = phrase(
  /\b(?:restor(?:e|es|ing) (?:[a-z]+ ){0,2}implants?|implants? (?:[a-z]+ ){0,4}?(?:and|then) restor(?:e|es|ing)|restorations? (?:of|on) (?:[a-z]+ ){0,2}implants?|implant (?:restorations?|restorative|crowns?|bridges?|dentures?|supported|retained|abutments?)|implants? (?:supported|retained)|(?:crowns?|bridges?|dentures?) (?:on|over|onto|supported by|retained by|attached to) (?:dental |your |an |the )?implants?|overdentures?|snap on dentures?)\b/g,
  ["implant", "overdenture", "snap on denture"],
);

/** "...who place the implant. Once it has healed, Dr. Holt designs and attaches the crown." */
const CROWN_AFTER_IMPLANT = phrase(
  /\bimplants?\b[^|]{0,160}?\b(?:attach(?:es|ing)?|designs?|restores?|restoring|fabricates?)\b(?: [a-z]+){0,3}? (?:the |a |your )?(?:final |custom |lifelike )?(?:crowns?|bridges?|dentures?|restorations?)\b/g,
  ["implant"],
  200,
);

const ORTHO_SPECIALIST = phrase(
  /\b(?:american association of orthodontists|aao|board certified orthodontists?|certified orthodontic specialists?|orthodontic specialists?|specialists? in orthodontics|speciali[sz](?:es|ing|ed|e) (?:exclusively |only )?in orthodontics|practice (?:is )?limited to orthodontics|(?:is|are) (?:an |a |the )?orthodontists?|our orthodontists?|orthodontic (?:practice|office)|(?:degree|certificate|residency|masters?|ms) in orthodontics)\b/g,
  ["orthodont", "aao"],
);

const REFERRALS = phrase(
  /\b(?:referring (?:doctors?|dentists?|physicians?|providers?|offices?|practices?)|referral (?:forms?|pads?|slips?|portal)|refer a patient|(?:doctor|dentist|professional) referrals?|online referrals?|submit a referral|make a referral|send (?:us )?a referral|for (?:referring )?(?:doctors|dentists|professionals))\b/g,
  ["refer", "for doctors", "for dentists", "for professionals"],
);

const REFERRAL_FRIENDLY = phrase(
  /\b(?:we (?:gladly |happily |always )?welcome (?:your |new )?referrals|welcomes? referrals|referrals (?:are )?(?:always )?welcome|refer a (?:friend|colleague|family member|loved one|patient)|referring (?:doctors?|dentists?)|accept(?:s|ing)? referrals|thank you for (?:your |the )?referrals?|appreciate (?:your |the )?referrals?|referral (?:program|rewards?)|we love referrals)\b/g,
  ["refer"],
);

const ORTHO_NAME = /orthodont/i;

export type ServiceExtraction = { services: string[]; serviceFlags: ServiceFlags };

export type ServiceContext = {
  /** "Orthodontics" in the practice's own name makes it a specialist practice. */
  practiceName?: string | null;
  /** hasIoScanner mirrors the technology detector, which knows the scanner brands. */
  hasIntraoralScanner?: boolean;
};

/** Services named on the site and the service flags of spec section 3. Negated mentions count for nothing. */
export function extractServices(t: IndexedText, context: ServiceContext = {}): ServiceExtraction {
  const services = SERVICE_CATALOG.filter((s) => hasAffirmed(t, s.phrase, { contrast: s.contrast === true })).map(
    (s) => s.name,
  );
  const found = new Set(services);
  const any = (...names: string[]): boolean => names.some((n) => found.has(n));

  const flags = noFlags(SERVICE_FLAGS);
  flags.hasImplantPlacement = hasAffirmed(t, IMPLANT_PLACEMENT);
  flags.hasImplantRestoration = hasAffirmed(t, IMPLANT_RESTORATION) || hasAffirmed(t, CROWN_AFTER_IMPLANT);
  flags.hasImplants =
    any("Dental Implants", "All-on-4 Implants") || flags.hasImplantPlacement || flags.hasImplantRestoration;
  flags.hasEndo = any("Root Canal Therapy", "Endodontics");
  flags.hasOralSurgery = any(
    "Oral Surgery",
    "Tooth Extractions",
    "Wisdom Teeth Removal",
    "Bone Grafting",
    "Sinus Lift",
  );
  flags.hasTraditionalOrtho = any("Braces");
  flags.hasInvisalign = any("Invisalign", "Clear Aligners");
  flags.isOrthoSpecialist = ORTHO_NAME.test(context.practiceName ?? "") || hasAffirmed(t, ORTHO_SPECIALIST);
  flags.hasOrtho = any("Orthodontics") || flags.hasTraditionalOrtho || flags.hasInvisalign || flags.isOrthoSpecialist;
  // A specialist practice does braces even when the pages only advertise aligners.
  flags.hasInvisalignOnly = flags.hasInvisalign && !flags.hasTraditionalOrtho && !flags.isOrthoSpecialist;
  flags.hasSedation = any("Sedation Dentistry");
  flags.hasSleep = any("Sleep Apnea");
  flags.hasIoScanner = context.hasIntraoralScanner === true;
  // Referral phrases are about the practice's relations, so "we refer" wording does not cancel them.
  flags.hasReferrals = hasPhrase(t, REFERRALS);
  flags.hasReferralFriendlyLanguage = hasPhrase(t, REFERRAL_FRIENDLY);
  return { services, serviceFlags: flags };
}
