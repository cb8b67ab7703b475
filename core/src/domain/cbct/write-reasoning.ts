import { type AssessedHit, type ConeBeamReason, type Cue, EXCEPTION_CUE } from "./assess-hits.ts";
import { originalText } from "./build-evidence.ts";
import type { Verdict } from "./combine-hits.ts";
import { type Corpus, pageNamesCbct, segmentAt } from "./detection-corpus.ts";
import type { InstallYear } from "./estimate-install-year.ts";
import type { LookAlikeClass } from "./fingerprint-format.ts";
import { pathOf } from "./normalize.ts";

export type ReasoningInput = {
  corpus: Corpus;
  verdict: Verdict;
  /** Display name of the current scanner ("Carestream CS 8100 3D"), if a model was named. */
  scanner: string | null;
  discontinued: boolean;
  previous: string | null;
  install: InstallYear;
  scannerAge: number | null;
  lookAlikes: { name: string; cls: LookAlikeClass }[];
};

const STATUS_LABEL = { confirmed: "confirmed", likely: "likely", uncertain: "uncertain", not_detected: "not detected" };

function where(h: AssessedHit): string {
  const seg = h.hit.seg;
  const page = seg.pageUrl ? pathOf(seg.pageUrl) : "the pasted text";
  const filed = seg.trail ? `, filed under "${seg.trail}"` : "";
  const kind =
    h.pageType === "strong"
      ? ` (a technology/services page${filed})`
      : h.pageType === "weak"
        ? ` (a blog/FAQ page${filed})`
        : "";
  if (seg.source === "alt") return `an image alt text on ${page}${kind}`;
  if (seg.source === "title") return `the title of ${page}${kind}`;
  if (seg.source === "heading") return `a heading of ${page}${kind}`;
  if (seg.source === "list") return `a list item on ${page}${kind}`;
  if (seg.source === "table") return `a table or price-list row on ${page}${kind}`;
  if (seg.source === "menu") return `a menu entry ("${seg.original}")`;
  if (seg.source === "link")
    return `a menu link to ${seg.original.startsWith("/") || /^https?:/i.test(seg.original) ? pathOf(seg.original) : `"${seg.original}"`}${kind}`;
  if (seg.source === "url")
    return seg.original === seg.pageUrl ? `the page URL ${page}${kind}` : `an image file name on ${page}${kind}`;
  return seg.pageUrl ? `the text of ${page}${kind}` : `the pasted text${seg.trail ? kind : ""}`;
}

function phrase(corpus: Corpus, cue: Cue, h: AssessedHit): string {
  if (!cue.name.endsWith("our ...") && !cue.name.endsWith("our ... images"))
    return originalText(segmentAt(corpus, cue.start), cue.start, cue.end);
  const from = Math.max(h.window.start, h.hit.start - 80);
  const at = corpus.text.slice(from, h.hit.start).search(/\b(?:our|my)\b(?:(?!\b(?:our|my)\b).){0,80}$/);
  return originalText(h.hit.seg, at >= 0 ? from + at : h.hit.start, h.hit.end);
}

/** "place: in our office" -> "place"; the cue's family is what the reasoning names. */
const cueKind = (cue: Cue) => cue.name.split(":")[0] ?? cue.name;

function finding(input: ReasoningInput, h: AssessedHit): string {
  const { corpus, scanner } = input;
  const words = h.hit.seg.map
    ? originalText(h.hit.seg, h.hit.start, h.hit.end)
    : corpus.text.slice(h.hit.start, h.hit.end);
  const what = h.kind === "model" ? `the ${scanner ?? h.label}` : `"${words}"`;
  const cancel = h.negation ?? h.referral;
  if (cancel)
    return `Found ${what} in ${where(h)}, next to "${originalText(segmentAt(corpus, cancel.start), cancel.start, cancel.end)}".`;
  if (h.ownership)
    return `Found ${what} in ${where(h)} with an ownership cue (${cueKind(h.ownership)}: "${phrase(corpus, h.ownership, h)}").`;
  if (h.use)
    return `Found ${what} in ${where(h)}, in the practice's own voice (${cueKind(h.use)}: "${phrase(corpus, h.use, h)}").`;
  const voice = h.kind !== "model" && h.firstPerson ? ", written in the first person" : "";
  return `Found ${what} in ${where(h)}${voice}, with no ownership cue.`;
}

/** Why 3D or CT wording was read as the cone beam (assess-hits.ts ConeBeamReason), as the reasoning says it. */
const CONE_BEAM_WHY: Record<ConeBeamReason, string> = {
  "page-named": "3D wording on a page the practice named after cone beam CT",
  "page-names-term": "3D wording on a page that names cone beam CT",
  "imaging-list": "A CT among the exams the practice's imaging page lists",
  site: "Radiographic 3D wording on a site that offers cone beam CT on another page",
  radiographic: "A 3D x-ray spoken of with what it shows (bone, nerves, roots, sinus)",
  section: "3D wording heading a services section about bone, nerves or implant planning",
  "maker-named": "A CT named after a maker of dental cone beam units",
};

function rule(v: Verdict, h: AssessedHit): string {
  if (v.capped || (v.cancelled && v.driver === v.cancelled)) {
    const c = v.cancelled;
    const meaning =
      c?.negation?.name === EXCEPTION_CUE
        ? "names the scan as an exception to what it does itself"
        : c?.negation
          ? "says it does not have a scanner"
          : "sends patients elsewhere for CBCT";
    const cue = c?.negation ? "A negation" : `A referral cue (${c?.referral?.name ?? "referral"})`;
    return `${cue} cancels ownership: the practice ${meaning}, so it is ${STATUS_LABEL[v.status]}.`;
  }
  // The practice's voice or page alone would say likely; the site's own equipment names only 2D units, so the reasoning
  // says why the verdict stayed below (a rep reading "counts as likely" beside an Uncertain badge is misled).
  if (v.twoDOnly === true)
    return "The site names only 2D x-ray units (panoramic, digital x-ray) and no cone beam, so a CT or tomography named without cone beam may be a hospital CT and stays uncertain.";
  if (v.overview === true)
    return "The page names CBCT models of several makers, none as the practice's own: an overview of the market, so a model named there stays uncertain.";
  if (h.kind === "model") {
    // A brand line ("VistaVox", "Planmeca 3D") names the maker's CBCT, not which unit: the reasoning says so, beside
    // a Model "Unknown".
    const line = h.hit.kind === "model" && h.hit.fp.generic === true;
    if (v.status === "confirmed")
      return line
        ? "A maker's CBCT line named (the model is not said) plus ownership or a technology/services page counts as confirmed."
        : "A named CBCT model plus ownership or a technology/services page counts as confirmed.";
    if (h.pageType === "weak")
      return "A model named only on a blog/FAQ page may be educational, so it stays uncertain.";
    if (line && v.status === "likely")
      return "A maker's CBCT line named (the model is not said) without an ownership cue or a technology/services page counts as likely.";
    if (h.hit.confidence < 100)
      return "The name also fits a 2D unit with an optional 3D upgrade, so it counts for less than a 3D model name.";
    return "A named CBCT model without an ownership cue or a technology/services page counts as likely.";
  }
  if (h.ownership) {
    if (h.kind === "A" && h.hit.kind === "term" && h.hit.fp.tier === "B")
      return `${CONE_BEAM_WHY[h.asConeBeam ?? "page-named"]} counts as a cone-beam term; with an in-house ownership cue it counts as confirmed.`;
    return h.kind === "A"
      ? "A cone-beam term with an in-house ownership cue counts as confirmed."
      : "A 3D x-ray term is less specific than CBCT/cone beam, so even with an ownership cue it counts as likely.";
  }
  if (h.offered && h.score >= 60 && !h.use)
    return "An item of the practice's list, price list or menu, a fee (or a free scan) stated beside the scan, or a heading of its services/technology page, presents CBCT as an offering, so it counts as likely; no in-house cue was found.";
  if (h.use)
    return "The practice says it uses or offers CBCT, but not that the scanner is its own or where the scan is taken, so it counts as likely.";
  if (h.pageType === "weak") return "Mentions only on blog/FAQ pages are educational and count as uncertain.";
  if (
    h.titled &&
    v.status === "likely" &&
    h.pageType !== "strong" &&
    h.hit.seg.serviceNamed &&
    !pageNamesCbct(h.hit.seg.pageUrl)
  )
    return "A page of the practice's own site named after CBCT alone, as a services menu names its pages, presents it as an offering, so it counts as likely; no in-house cue was found.";
  if (h.titled && v.status === "likely" && h.pageType !== "strong")
    return "A page of the practice's own site titled and addressed after CBCT presents it as an offering, so it counts as likely; no in-house cue was found.";
  if (h.pageType === "strong" && h.hedged === true && v.status === "uncertain")
    return "CBCT is mentioned on a technology/services page only as a possibility (where necessary, in some cases, may be recommended), so it counts as uncertain.";
  if (h.pageType === "strong")
    return v.status === "likely"
      ? h.dedicated
        ? "A page of the practice's services/technology section dedicated to CBCT presents it as an offering, so it counts as likely; no in-house cue was found."
        : "CBCT wording on a technology/services page counts as likely, but no explicit in-house cue was found."
      : "CBCT wording on a technology/services page without first-person copy or ownership counts as uncertain.";
  if (h.dedicated && h.hit.seg.ctPage === true && v.status === "likely")
    return "A page of the practice's own site with an address of its own for the CT presents it as an offering, so it counts as likely; no in-house cue was found.";
  // A named page of a Japanese clinic's site (assess-hits.ts UNSAID_SUBJECT, detection-corpus.ts namedSitePage).
  if (h.unsaidSubject === true && v.status === "likely")
    return "A named page of the clinic's own site (not a post) speaks of the CT in the clinic's voice (Japanese leaves \"we\" unsaid), so it counts as likely; no in-house cue was found.";
  const uncertain = "A mention without an ownership cue may be educational, so it counts as uncertain.";
  // Pasted text without its address: where the page sits is what a rep can still give (the tester's tip), and on the
  // practice's technology page or its page about the scan ("/technology/", "/services/cone-beam-ct/") the same words
  // count as an offering (a treatment page, "/services/implants/", still asks for the practice's voice).
  return h.hit.seg.pageUrl
    ? uncertain
    : `${uncertain} Pasted without its address, the page could be an article: if it is the practice's technology page or its page about the scan, put the address (https://...) on the line above the text, where the same words count as an offering.`;
}

const CLASS_WORDS: Record<LookAlikeClass, string> = {
  "2d-twin": "2D panoramic units",
  panoramic: "panoramic x-rays",
  "intraoral-scanner": "intraoral scanners",
  "cad-cam": "CAD/CAM",
  aligner: "aligner 3D plans",
  "digital-xray": "digital x-ray sensors",
  "beam-shape": "the cone-shaped beam of a 2D x-ray",
  "medical-ct": "medical CT comparisons",
  "other-3d": "other 3D products",
};

function lookAlikeSentence(items: ReasoningInput["lookAlikes"], cbctFound: boolean): string | null {
  if (items.length === 0) return null;
  // One name per kind of look-alike: the language packs name theirs after the pack ("Panoramic x-ray [it]"), and a rep
  // reading "Panoramic x-ray, Panoramic x-ray [it], Panoramic x-ray [pl]" learns nothing from the repeats.
  const names = [...new Set(items.map((i) => i.name.replace(/\s\[[^\]]+\]$/, "")))].slice(0, 4).join(", ");
  const classes = [...new Set(items.map((i) => CLASS_WORDS[i.cls]))].join(", ");
  return cbctFound
    ? `Look-alikes seen (${names}) were not counted.`
    : `Only look-alike equipment was found (${names}); ${classes} are not cone-beam CT and do not count.`;
}

/** 2-4 plain sentences from the rules: what was found, where, and why it counts or not. */
export function writeReasoning(input: ReasoningInput): string {
  const { verdict, install, scannerAge } = input;
  const h = verdict.driver;
  if (!h) {
    const onlyLookAlikes = lookAlikeSentence(input.lookAlikes, false);
    const nothing = "No CBCT model, cone-beam wording or 3D x-ray wording was found on the site.";
    return `${onlyLookAlikes ?? nothing} Nothing suggests the practice owns a CBCT scanner.`;
  }
  const sentences = [finding(input, h), rule(verdict, h)];
  if (install && scannerAge !== null && verdict.status !== "not_detected") {
    const basis =
      install.from === "text"
        ? `from "${install.phrase}" in the text`
        : // The catalogue's year is the model's first on record: its FDA clearance, or its launch for a line sold
          // only outside the US (the SOLIO XZII, Japan).
          `the first year on record of the ${input.scanner ?? "model"}, its FDA clearance or launch${input.discontinued ? ", a discontinued line" : ""}`;
    sentences.push(
      `Estimated install year ${install.year} (${basis}), so the scanner is about ${scannerAge} years old.`,
    );
  }
  if (input.previous) sentences.push(`The older ${input.previous} is also named and is read as the previous unit.`);
  else {
    const extra = lookAlikeSentence(input.lookAlikes, true);
    if (extra && sentences.length < 4) sentences.push(extra);
  }
  return sentences.slice(0, 4).join(" ");
}
