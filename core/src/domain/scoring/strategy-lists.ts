import { growthSignals, isOrthodontic, isSurgical, joinWords, orthoWithoutCbct } from "./service-signals.ts";
import type { StrategyContext } from "./strategy-context.ts";
import { capitalize, revisitYear, scannerPhrase } from "./strategy-context.ts";

const YEAR_END_MONTH = 9; // October (UTC, zero-based): buyers weigh the Section 179 deduction before Dec 31.

export function keyTalkingPoints(c: StrategyContext): string[] {
  const { input: i, scanner: s } = c;
  if (s.nothingToSell) {
    return [
      `Service, training and software support for ${scannerPhrase(s)}`,
      "A second unit for a new location or a specialist associate",
      `A trade-in review in ${revisitYear(s, c.now)}`,
    ];
  }
  const points: string[] = [];
  if (s.priority === "high" || s.priority === "medium") {
    points.push(`Lower dose, sharper images and a larger field of view than ${scannerPhrase(s)}`);
    if (s.discontinued) points.push(`Parts and software support for the ${s.name ?? "current unit"} are winding down`);
  }
  if (s.owned === "none") points.push("Keep scans, and the treatment they lead to, in-house instead of referring out");
  if (i.hasImplantPlacement) points.push("Guided implant planning: bone volume, nerve canal and sinus in one scan");
  else if (i.hasImplantRestoration)
    points.push("In-house 3D imaging is the first step from restoring to placing implants");
  if (i.hasOralSurgery) points.push("Third molars and pathology: see the nerve before extracting");
  if (isOrthodontic(i)) points.push("Orthodontics: cephalometric, airway and impacted-canine views from one scan");
  if (i.hasEndo)
    points.push("Endodontics: small-field, high-resolution scans for missed canals, fractures and resorption");
  if (i.hasSleep) points.push("Sleep apnea: measure airway volume for oral appliance therapy");
  if (i.hasIntraoralScanner || i.hasIoScanner) {
    points.push("Merges with their intraoral scans for fully digital guided surgery");
  }
  if (i.hasReferralFriendlyLanguage) points.push("Referring dentists value a practice that scans on site");
  const growth = growthSignals(i);
  if (growth.length > 0) points.push(`Supports their growth (${joinWords(growth)})`);
  if (points.length === 0) points.push("What in-house 3D imaging adds to everyday diagnosis and treatment planning");
  return points;
}

export function urgencyFactors(c: StrategyContext): string[] {
  const { input: i, scanner: s, now } = c;
  const factors: string[] = [];
  if (s.priority === "high" && s.ageYears !== null && s.ageYears >= 10) {
    factors.push(`${capitalize(scannerPhrase(s))} is past the typical 10-year service life`);
  }
  if (s.discontinued) factors.push("Discontinued model: repairs get slower and costlier");
  if (s.priority === "medium") factors.push(`${capitalize(scannerPhrase(s))}: plan the replacement before it fails`);
  if (s.owned === "none" && isSurgical(i)) factors.push("3D planning is now expected for implant and surgical cases");
  if (orthoWithoutCbct(i)) factors.push("Orthodontic imaging referred out is revenue and chair time lost");
  if (i.hasRecentExpansion) factors.push("Recent expansion: new operatories to equip");
  if (i.isHiring) factors.push("Hiring: adding clinical capacity");
  if (i.hasMultipleLocations) factors.push("Multiple locations: imaging capacity for the whole group");
  if (now.getUTCMonth() >= YEAR_END_MONTH && !s.nothingToSell && !i.disqualified) {
    factors.push(`Year-end: equipment bought by December 31 can be deducted for ${now.getUTCFullYear()} (Section 179)`);
  }
  return factors;
}

export function objectionHandling(c: StrategyContext): string[] {
  const { input: i, scanner: s } = c;
  if (s.nothingToSell) {
    return [
      `"We just bought one": agree; offer service, training and software support, and a trade-in review in ${revisitYear(s, c.now)}`,
    ];
  }
  const answers = [
    "Cost: show the payback from scans no longer referred out, financing per month, and the Section 179 deduction",
  ];
  if (s.owned === "none") {
    answers.push('"We refer out": patients accept treatment more often when the scan and the plan happen in one visit');
  }
  if (s.priority === "high" || s.priority === "medium") {
    answers.push(
      '"Ours still works": compare dose, resolution and field of view, and price the next out-of-warranty repair',
    );
  }
  if (s.owned !== "none" && s.ageYears === null) {
    answers.push(
      '"We already have one": ask its model and install year; units past 8 years are worth a trade-in quote',
    );
  }
  answers.push("Radiation: low-dose modes and small fields of view keep many scans near a panoramic's dose");
  answers.push(
    "Space and training: combination units fit a panoramic's footprint; installation and training are included",
  );
  if (isOrthodontic(i)) answers.push('"We use 2D cephs": one scan gives the ceph, the airway and impacted teeth in 3D');
  return answers;
}

export function salesNextSteps(c: StrategyContext): string[] {
  const { input: i, scanner: s, sales } = c;
  if (i.disqualified) return ["No action: the practice is disqualified"];
  if (s.nothingToSell) {
    return [
      `Record ${scannerPhrase(s)} as the installed base`,
      `Set a reminder for ${revisitYear(s, c.now)} to discuss a replacement`,
      "Offer service or software support in the meantime",
    ];
  }
  const steps = [`Call ${i.practiceName} and ask for the owner dentist or practice manager`];
  if (s.owned === "none") steps.push("Ask how 3D scans are done today (in-house, imaging center or not at all)");
  else steps.push("Confirm the scanner's make, model, install year and service contract");
  const focus = i.hasImplantPlacement
    ? "implant planning"
    : isOrthodontic(i)
      ? "orthodontic imaging"
      : "their case mix";
  steps.push(`Book a demo focused on ${focus}`);
  if (sales.expectedBudgetRange !== "Not applicable") {
    steps.push(`Prepare a proposal in the ${sales.expectedBudgetRange} range with financing options`);
  }
  return steps;
}
