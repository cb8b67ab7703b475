import {
  PACK_ARTICLE_PATH,
  PACK_DENTAL_CONTEXT,
  PACK_FIRST_PERSON,
  PACK_NEGATION_CUES,
  PACK_OWNERSHIP_CUES,
  PACK_REFERRAL_CUES,
  PACK_SERVICE_PATH,
  PACK_TECHNOLOGY_PATH,
  PACK_TERMS,
} from "./languages/index.ts";

import type { ContextName } from "./fingerprint-format.ts";
import { JA_MEDICAL_CT_BEFORE, JA_NOT_ASKED } from "./languages/asia.ts";

/** Generic (non-brand) CBCT wording, vocabulary §2. Patterns use the tagged format of fingerprint-format.ts. */
export type TermFingerprint = {
  name: string;
  /** A names the modality outright; B is a 3D radiograph but ambiguous. */
  tier: "A" | "B";
  pattern: string;
  keys: string[];
  /** An intraoral scanner, CAD/CAM, aligner or other "3D" product in the same sentence cancels the match. */
  vetoable?: boolean;
  /**
   * Tier B that names a radiograph outright ("3D x-ray", "3D unit"; not "3D imaging", which intraoral scanners also
   * say): among radiographic words (bone, nerves, implant planning) it reads as cone beam (assess-hits.ts tierOf).
   */
  radiograph?: boolean;
  /**
   * A bare "CT scan" (tier B): on a site whose own equipment is only 2D it stays below likely (detect-cbct.ts).
   */
  bareCt?: boolean;
};

const BASE_TERMS: readonly TermFingerprint[] = [
  { name: "CBCT", tier: "A", pattern: String.raw`\bcbct(?:s|'s)?\b`, keys: ["cbct", "cbcts"] },
  { name: "CBVT", tier: "A", pattern: String.raw`\bcbvt\b`, keys: ["cbvt"] },
  { name: "cone beam", tier: "A", pattern: String.raw`\bcone[\s-]?beam\b`, keys: ["cone", "conebeam"] },
  // Serves Spanish, Italian and Portuguese practice pages: "haz cónico", "fascio conico", "feixe cônico" (cone beam).
  {
    name: "cone beam (other languages)",
    tier: "A",
    pattern: String.raw`\b(?:haz c[óo]nico|fascio conico|feixe c[ôo]nico)`,
    keys: ["haz", "fascio", "feixe"],
  },
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
  // Serves German practice pages that name the DVT in a German phrase far from any imaging word ("Nachdem Lage und
  // Umgebung der Zyste per DVT genau bestimmt worden sind"): a DVT governed by a German preposition or article is the
  // Digitale Volumentomographie, unless a thrombosis is named beside it ("einer DVT (Thrombose) vorbeugen").
  {
    name: "DVT (German phrase)",
    tier: "A",
    pattern: String.raw`\b(?:per|mittels|im|beim|ein|eine|einer|einem|eines|das|des|dem|die|der|unser(?:e|em|er|es)?|anhand (?:eines|einer|des|der)|durch (?:ein|eine|das|die))\s(?:(?:digitalen?|dentalen?|hochaufl(?:ö|oe)senden?|modernen?)\s)?dvt\b(?![^.\n]{0,40}thromb)(?<!thromb[^.\n]{0,40}dvt)`,
    keys: ["dvt"],
  },
  {
    name: "3D x-ray",
    tier: "B",
    radiograph: true,
    // "3D-Röntgen" (German practice sites) is the same radiograph.
    pattern: String.raw`\b3d[\s-]?(?:dental[\s-]|digital[\s-])?(?:x-rays?|radiograph(?:s|y|ic)?|radiology|r(?:ö|oe|o)ntgen)\b`,
    keys: ["3"],
  },
  {
    name: "three-dimensional x-ray",
    tier: "B",
    radiograph: true,
    // "3 Dimensional X-rays", "a three-dimensional (3D) radiograph": the same words spelled the other ways pages do.
    pattern: String.raw`\b(?:three|3)[\s-]?dimensional (?:\(3d\) )?(?:dental )?(?:x-rays?|radiograph(?:s|y|ic)?)\b`,
    keys: ["three", "threedimensional", "3", "dimensional"],
  },
  {
    name: "3D imaging",
    tier: "B",
    // "3-dimensional scan" is the same wording spelled out.
    pattern: String.raw`\b(?:3d|(?:three|3)[\s-]?dimensional) (?:digital |dental )?(?:imaging|images?|scans?|scanning|scanner|views?|pictures?)\b\;context:radio\;window:150`,
    keys: ["3", "three", "threedimensional", "dimensional"],
    vetoable: true,
  },
  // Serves pages that call the scanner by its kind, not its name: "the 3D unit", "our 3D x-ray machine", "the 3D
  // equipment used in the clinic", "apparecchio 3D". Ambiguous (an intraoral scanner is a 3D device too), so tier B,
  // vetoed beside intraoral products, and read as cone beam only among radiographic words (assess-hits.ts tierOf).
  {
    name: "3D unit",
    tier: "B",
    radiograph: true,
    pattern: String.raw`\b3d[\s-](?:x-ray[\s-]|imaging[\s-]|radiographic[\s-]|radiology[\s-])?(?:equipment|units?|machines?|devices?|apparatus)\b|\b(?:apparecchio|apparecchiatura|equipo|aparato|aparelho|equipamento|appareil)[\s-]3d\b\;context:radio\;window:150`,
    keys: ["3"],
    vetoable: true,
  },
  // Japanese practice sites write 歯科用CT ("dental CT") for their cone beam unit.
  { name: "dental CT (Japanese)", tier: "A", pattern: String.raw`歯科用\s?(?:の\s?)?(?:cbct|ct)`, keys: [] },
  {
    name: "miniature CAT scan",
    tier: "B",
    pattern: String.raw`\bminiature (?:ct|cat)[\s-]?scans?\b`,
    keys: ["miniature"],
  },
  {
    name: "CT scan",
    tier: "B",
    bareCt: true,
    pattern: String.raw`\b(?:ct|cat)[\s-]?scan(?:s|ner|ners|ning)?\b\;context:dental\;window:150`,
    keys: ["ct", "cat"],
  },
  // Serves pages that name the CT by its picture (class "the dental CT by another noun"): "a focused CT image of the
  // area", "CT images of the jaw", "CT imaging before implants" say what "CT scan" says, and like it only beside
  // dental words (a hospital's CT stays a hospital's: the medical-CT look-alike and the only-2D-units rule apply).
  {
    name: "CT image",
    tier: "B",
    bareCt: true,
    pattern: String.raw`\b(?:ct|cat)[\s-]?(?:images?|imaging)\b\;context:dental\;window:150`,
    keys: ["ct", "cat"],
  }, // Serves practice pages that name the modality in their own language (class "the modality in the practice's
  // language"): the cone beam and the dental/3D CT in the words Spanish, Italian, Portuguese, Russian, Finnish,
  // Turkish and German pages use ("TAC 3D", "TAC dentale", "конусно-лучевая", "КЛКТ", "kartiokeilatutkimus", "KKTT",
  // "volümetrik tomografi", "tomografía volumétrica", "digitale Volumentomographie"). Each names a 3D radiograph of the
  // jaws outright, as "dental CT" does in English. (Cyrillic has no \b in these regexes, hence the look-arounds.)
  {
    name: "dental CT (other languages)",
    tier: "A",
    pattern: String.raw`\btac[\s-](?:3d|dental|dentale|dent[áa]ria|odontoiatrica|volum[ée]trica|cone[\s-]?beam)\b|\b(?:3d|dental|dentale)[\s-]tac\b|\btomograf[íi]a (?:computarizada |computadorizada |computerizzata )?(?:volum[ée]trica|dental|dentale|dent[áa]ria|3d)|\b(?:volum[ée]trik|dental|dijital) (?:volum[ée]trik )?tomografi\b|\b(?:digitale )?volumentomogra(?:ph|f)ie\b|\bkartiokeila\w{0,12}|\bkktt\b|(?<![а-яёіїєґўђјљњћџ])(?:конусно[\s-]лучев[а-яё]{0,4}|клкт|дентальн[а-яё]{0,4} (?:компьютерн[а-яё]{0,4} )?томограф[а-яё]{0,4}|3d[\s-]томограф[а-яё]{0,4})`,
    keys: [],
  },
  // Serves the same pages where they say only "CT" ("TAC", "tomografia computerizzata", "компьютерная томография",
  // "КТ", "CT撮影"): like the English "CT scan", ambiguous (a hospital CT), so tier B and only beside dental words.
  // Japanese pages write "CT" bare in running text as a noun with its particle ("院内にCTがあるので", "CTによる診断",
  // "当医院のCTでは"), or as a member of a list ("CT、模型、噛み合わせを診査", "デジタルCTなどの画像検査", "レントゲンやCT"):
  // read like "CT撮影", beside dental words; a medical CT ("医科用CTの被ばく量", "医科用CTでCT検査", "病院のCTや") is not.
  // Also serves price lists and exam lists that name the CT exam with the language's word for an examination
  // ("CT vyšetření", "badanie CT", "CT-Untersuchung", "CT-tutkimus", "examen CT"), as English says "CT scan".
  {
    name: "CT scan (other languages)",
    tier: "B",
    bareCt: true,
    pattern: String.raw`\bct[\s-](?:vyšetřen|vyšetren|snímek|badani|tutkimu|untersuchung|undersøgelse|undersökning|onderzoek|vizsgálat|pregled|snimanj)|\b(?:badanie|vyšetření|vyšetrenie|examen|exame|esame|pregled|snimanje) (?:ct|tc|tk)\b|\btac\b|\btomograf[íi]a (?:axial )?(?:computarizada|computadorizada|computorizada|computerizzata)\b|(?<![а-яёіїєґўђјљњћџ])(?:компьютерн[а-яё]{0,4} томограф[а-яё]{0,4}|кт)(?![а-яёіїєґўђјљњћџ])|${JA_MEDICAL_CT_BEFORE}(?<![a-z0-9])ct(?=\s?(?:撮影|検査|装置|レントゲン|画像|診断|データ|写真))|${JA_MEDICAL_CT_BEFORE}(?<![a-z0-9]|医科用|医科の|医療用|病院の|胸部の?)ct(?=(?:が|を|は|で|に|の|も|や|と|など|による|では|には|、|・)(?![a-z]))|低被ばく\s?ct\;context:dental\;window:150`,
    keys: [],
  },
];

/** The library's terms, then the language packs' (languages/). */
export const TERMS: readonly TermFingerprint[] = [...BASE_TERMS, ...PACK_TERMS];

/** Nearby-text tests behind the `context:` / `unless:` tags. */
export const CONTEXTS: Record<ContextName, string> = {
  cbct: String.raw`\b(?:cbct|cbvt|cone[\s-]?beam|3d|computed tomography|three[\s-]?dimensional|volumetric|(?:ct|cat)[\s-]?scan\w{0,4})\b`,
  // The second group serves German pages that write "DVT" for their cone beam unit among German words only ("Unsere
  // Praxis verfügt über ein DVT-Gerät", "DVT-Aufnahme des Kiefers"): the same class as the modality named in the
  // practice's language. A thrombosis page ("DVT" on a sedation page) has none of them.
  imaging: String.raw`\b(?:cbct|cone[\s-]?beam|3d|x-rays?|imaging|images?|radiograph\w{0,4}|scans?|scanner|scanning|tomograph\w{0,3}|sirona)\b|(?:röntgen|roentgen|aufnahme|gerät|geraet|bildgebung|diagnostik|kiefer|zahn|zähne|implantat|strahlen)`,
  // The second group serves the issue-18 class "3D imaging on site" / "a 3D scan of the jaw" / a priced 3D scan /
  // "low-dose 3D imaging to plan implants": where the scan is taken, the jaw, a dose, implant planning or a fee speak of
  // a radiograph (an intraoral scan is of the teeth, and free); sentences about intraoral products are still vetoed.
  radio: String.raw`\b(?:bones?|bony|jaw[\s-]?bones?|nerves?|sinus(?:es)?|roots?|airways?|tmj|temporomandibular|skull|impacted|x-rays?|radiograph\w{0,4}|radiation|density|canals?|cysts?|tumou?rs?|lesions?|anatomy|cross[\s-]?sections?|slices?|implant (?:placement|planning|surgery)|guided surgery|cone[\s-]?beam|cbct)\b|\b(?:on[\s-]?site|in[\s-]?office|in[\s-]?house|jaws?|(?:low[\s-])?doses?|plan(?:s|ned|ning)? (?:[\w-]{1,15} ){0,2}implants?)\b|[$£€]\s?\d`,
  /** A volume, not a beam: 3D, CT, tomography. Tells a cone beam CT from the cone-shaped beam of a 2D x-ray. */
  volume: String.raw`\b(?:3d|three[\s-]?dimensional|ct|cat|cbct|tomograph\w{0,3}|volum\w{0,6}|computed|cross[\s-]?sections?|slices?)\b`,
  // The second group serves pages in other languages (the same words in Spanish, Italian, Portuguese, Russian,
  // Japanese, Czech and Turkish), for the "CT scan (other languages)" term.
  dental: String.raw`\b(?:dental|dentist\w{0,3}|teeth|tooth|implants?|jaw\w{0,4}|oral|orthodont\w{0,4}|endodont\w{0,4}|bones?|sinus\w{0,2}|tmj|wisdom|nerves?|roots?|airway)\b|\b(?:dentale|denti|dente|dientes?|dent[áa]ri[ao]|odontoiatri\w{0,3}|implant[eio]s?|impianti|implantát\w{0,3}|hueso|osso|ossa|mand[íi]bula|maxilar\w{0,3}|nervios?|nervo|radici|ra[íi]ces|zub\w{0,3})\b|зуб|имплант|челюст|кост|нерв|стоматолог|歯|インプラント|顎|骨|神経|矯正|diş|kemik|çene|čelist|zubn|szczęk|zęb|ząb|kość|implantu|implantów${PACK_DENTAL_CONTEXT ? `|${PACK_DENTAL_CONTEXT}` : ""}`,
};

/** "sentence": the cue must share the sentence; "next": the sentence after the term also counts (vocabulary §4). */
export type CueReach = "sentence" | "next";
/**
 * What an ownership cue claims about the practice and the scanner (issue 9's semantics):
 * - "owns": the unit is the practice's own or the scan happens there (possession, place, the exposure described in
 *   the first person, an acquisition). With cone-beam wording it is confirmed.
 * - "uses": the practice presents CBCT as something it uses or offers, in its own voice, without saying where the
 *   scan is taken. Likely, never confirmed.
 */
export type CueClaim = "owns" | "uses";
export type Cue = {
  name: string;
  /**
   * Regex source. `{we}` stands for the practice's voice (VOICE: we, I, our office/team, or the practice's own name when
   * the caller knows it) and `{name}` for the practice's name alone (never matches when the name is unknown).
   */
  pattern: string;
  reach: CueReach;
  /** Ownership cues only; default "owns". */
  claim?: CueClaim;
  /** Referral cues only: "our imaging center" is the practice's own, not a referral. */
  ownable?: boolean;
  /** Loose cues ("we have", "daily") count only this close to the scanner words. */
  near?: number;
  /** The cue has no voice of its own ("daily", "in-house"): the sentence must speak for the practice. */
  voice?: boolean;
  /** The cue counts only on pages of this type (a services/technology page). */
  onlyOn?: "strong";
  /** The cue does not count on pages of this type (a blog post, FAQ or article: leaflet text). */
  notOn?: "weak";
  /**
   * Use cues only: the practice carries the scan out in its work-up, where a language leaves "we" unsaid ("CT撮影を
   * 行います"): as the English "we take the scan" (an exposure, owned) it is not held below likely by 2D units alone.
   */
  performs?: true;
};

/** Who speaks for the practice. `{name}` is filled with the practice's name, when known. */
// The practice's staff who take the scan (radiographers, technicians, nurses, assistants) speak for it too: serves the
// class "passive workflow sentences" where the agent is named ("our radiographer will take your scan").
// The practice's doctor by name ("Dr. Kim takes 3D cone-beam CT scans", class "the practice's own doctor as its voice"):
// a practice site names its dentist where it would say "we". A specialist practice speaks through its specialists and
// hygienists ("Our periodontists use CBCT to evaluate bone loss"; class "the specialist practice's voice"), with at
// most one word between ("our board-certified periodontists"): a branch of its own, since every noun added to the
// first branch is tried after each of its three skipped words, on every "our" of the text.
export const VOICE = String.raw`(?:we|i|our (?:[\w'-]{1,20} ){0,3}(?:team|office|offices|practice|clinic|doctors?|dentists?|surgeons?|staff|specialists?|radiographers?|technicians?|nurses?|assistants?)|our (?:[\w'-]{1,20} )?(?:(?:peri|end|orth|prosth)odontists?|implantologists?|hygienists?|clinicians?)|dr\.? [a-z][a-z'-]{1,20}(?: [a-z][a-z'-]{1,20})?|{name})`;

/**
 * Ownership semantics, one row per cue (issue 9): place (in our office, in-house, on site, here), possession (our unit,
 * the practice has one), the exposure described by the practice (we take the scan, we will ask you to keep still),
 * acquisition (we installed), then use and offer in the practice's own voice. The possessive "our (new) CBCT" is checked
 * in code (assess-hits.ts) because it reads the words between "our" and the scanner.
 */
const BASE_OWNERSHIP_CUES: readonly Cue[] = [
  // Place.
  // An in-house lab, plan or financing says nothing about imaging.
  {
    name: "place: in-house",
    pattern: String.raw`\bin[\s-]?house\b(?![\s-](?:lab|labs|laboratory|dental lab|ceramist|technician|financing|membership|plans?|payment|whitening|dentures?|crowns?|aligners?))`,
    reach: "next",
  },
  {
    name: "place: on site",
    pattern: String.raw`\bon[\s-]?site\b(?![\s-](?:parking|lab|laboratory|dental lab|financing))`,
    reach: "next",
  },
  { name: "place: in-office", pattern: String.raw`\bin[\s-]?office\b`, reach: "sentence", near: 60 },
  {
    name: "place: in our office",
    // "in our practice" is left out on purpose: it usually means "in my experience" (see "use: in our practice").
    // Serves the class "a generic place is any practice's": "at the dental office", "in the typical dentist's office",
    // "in the average clinic" speak of dental offices in general ("Radiation risks at the dental office"); "at the
    // office", "in the clinic" are the practice's own.
    pattern: String.raw`\b(?:in|at|within|inside|into|directly in|right here in) (?:our|the(?! (?:(?:typical|average|modern|general|usual) )?(?:dental|dentist'?s) (?:office|offices|clinic|clinics)\b| (?:typical|average|modern|general|usual) (?:office|offices|clinic|clinics)\b)|my|his|her) (?:own )?(?:[\w'-]{1,20} ){0,2}(?:office|offices|clinic|clinics|facility|building|location|premises|dental office|(?:imaging|x-ray|3d|scanning|radiology) (?:center|centre|suite|room|department|lab|laboratory))\b`,
    reach: "sentence",
  },
  {
    name: "place: at the practice",
    pattern: String.raw`\b(?:available|done|taken|performed|made|used|installed|located|based|here) (?:right )?(?:at|in) {name}\b|\bhere at (?:{name}|our)\b`,
    reach: "next",
  },
  {
    // Serves the class "passive workflow sentences" when the sentence names the practice as the place or the agent of
    // the scan: "the scan is taken in our surgery", "carried out at our practice", "performed by our radiographer",
    // "all imaging under one roof". A passive scan with neither ("a CBCT is taken") stays uncertain (labelling
    // conventions); "in our practice" alone still means "in our experience" (see "use: in our practice").
    name: "place: the scan is taken at the practice",
    pattern: String.raw`\b(?:scans?|scanning|cbct|ct|imaging|images?|x-rays?|radiographs?|it|this|these|which)(?: (?:is|are|was|were|can be|will be|may be|gets?|be))? (?:\w{1,12}ly )?(?:taken|done|performed|carried out|captured|undertaken|conducted|available) (?:right |here |on site |on-site )?(?:(?:at|in|within) our (?:own )?(?:[\w'-]{1,20} )?(?:practice|practices|surgery|surgeries)\b|by (?:one of )?our (?:own )?(?:[\w'-]{1,20} ){0,2}(?:radiographers?|technicians?|team|staff|dentists?|doctors?|surgeons?|nurses?|assistants?|specialists?)\b)|\bunder (?:one|the same|our own|our) roof\b`,
    reach: "sentence",
    near: 120,
  },
  {
    // Serves the class "the sentence after names the scan again and places it": "... a three-dimensional radiograph may
    // be required. This scan can be done right in our office." / "These images are taken on site." The subject must
    // name the scan itself (this scan, these images, the 3D scan): "It is done in our office" after a treatment, or
    // "Digital x-rays are taken in our office", may speak of something else and does not count.
    name: "place: the next sentence places this scan at the practice",
    pattern: String.raw`\b(?:(?:this|that|these|such|the same)(?: [\w-]{1,15})? (?:scans?|scanning|imaging|exams?|examinations?|images?)|the (?:3d |cbct |ct |cone[\s-]?beam )?scans?)(?: (?:is|are|can be|can also be|will be|may be|gets?|is also|are also))? (?:\w{1,12}ly )?(?:done|taken|performed|carried out|captured|obtained|completed|available) (?:right |conveniently |quickly )?(?:here\b|(?:here |right )?(?:in|at|within) (?:our|the) (?:own )?(?:[\w'-]{1,20} )?(?:office|offices|clinic|practice|surgery|facility|building|premises|location|studio)\b|on[\s-]?site\b|in[\s-]?house\b)`,
    reach: "next",
  },
  {
    name: "place: right here",
    pattern: String.raw`\bright here\b|\bwithout (?:ever )?(?:having to )?leav(?:e|ing) (?:our|the) (?:office|practice|chair)\b|\bno need to (?:go|travel|visit|drive)\b`,
    reach: "sentence",
  },
  // Possession.
  {
    name: "possession: the practice has one",
    // "Our new office has", "our state-of-the-art practice features" (sixth round, seen in the new-user walk): up to
    // two describing words between "our" and the practice.
    pattern: String.raw`\b(?:our (?:(?:new|newly[\s-]renovated|renovated|modern|beautiful|state[\s-]of[\s-]the[\s-]art|brand[\s-]new|downtown|main|updated|expanded|larger|comfortable|friendly|family|dental) ){0,2}(?:office|offices|practice|clinic|team|surgery|center|centre)|{name})(?:'s)? (?:now |proudly |also |currently )?(?:has|have|is equipped|are equipped|features?|owns?|houses?)\b(?! to\b| been\b| no\b)`,
    // Same sentence only: "Our office has a friendly team." says nothing about the CBCT in the next one.
    reach: "sentence",
  },
  {
    name: "possession: we have one",
    pattern: String.raw`\b(?:we|i)(?:'ve| have)? (?:(?:now|also|proudly|currently|finally)\s){0,2}(?:own|have|has|had|operate) (?:(?:new|latest|low-dose|low-radiation|advanced|modern|digital|state-of-the-art)\s)?(?:a|an|the|one|two|our|this|its|their|cbct|cone|3d|in-house|in-office|on-site)\b`,
    reach: "sentence",
    near: 60,
  },
  // Japanese: 当院 ("our clinic") ... 備えて ("is equipped with"). Never across a negative ("当院にはCTスキャンの撮影設備は
  // ありませんが、隣のクリニックがこの機器を備えています": the neighbour has it), nor a facility the clinic says it lacks.
  {
    name: "possession: our clinic is equipped (Japanese)",
    pattern: String.raw`当院(?:(?!(?:ありません|ございません|おりません|いません|ない|なく))[^。]){0,40}備え`,
    reach: "sentence",
  },
  // Serves practice pages in the languages practices write in (Italian, Spanish, Portuguese, German, French,
  // Japanese): the same place and possession cues as above, in those words ("nel nostro studio", "disponemos de",
  // "in unserer Praxis", "dans notre cabinet", 当院では ... 導入 "our clinic introduced").
  {
    name: "place/possession: in our practice (other languages)",
    pattern: String.raw`\b(?:nel nostro (?:studio|centro)|presso (?:il )?nostro (?:studio|centro)|(?:il )?nostro studio (?:è |e )?dotato|disponiamo di|abbiamo (?:un|una|uno)\b|en nuestr[ao] (?:clínica|clinica|consulta|centro)|disponemos de|contamos con|na nossa clínica|dispomos de|in unserer (?:praxis|klinik)|unsere praxis (?:verfügt|ist)|(?:wir )?verfügen über|dans notre (?:cabinet|centre|clinique)|nous disposons|notre cabinet (?:est |dispose))`,
    reach: "sentence",
  },
  {
    name: "acquisition: our clinic introduced (Japanese)",
    pattern: String.raw`当院(?:(?!(?:ありません|ございません|おりません|いません|ない|なく))[^。]){0,40}(?:導入|完備|設置|撮影)(?!(?:設備|装置|機器)?(?:は|が)?(?:ありません|ございません|おりません|いません|ない|なく))${JA_NOT_ASKED}`,
    reach: "sentence",
  },
  {
    // Serves "we are one of the few practices in the area with a cone beam scanner", "the only office in town that
    // has ...": the practice counts itself among those that have one. "The only/first" names a practice right after it
    // ("the first consultation starts with a ... scan" is the patient's first visit, not the first practice).
    name: "possession: one of the few with one",
    pattern: String.raw`\b(?:one of the (?:few|only|first)|the (?:only|first)(?= (?:[\w-]{1,20} ){0,2}?(?:practices?|offices?|clinics?|dentists?|orthodontists?|surgeons?|specialists?|endodontists?|periodontists?|providers?|practitioners?|cent(?:er|re)s?|teams?)\b)) (?:[\w-]{1,20} ){0,5}?(?:with (?:a|an|its own|their own)|to (?:have|own)|that (?:has|have|owns?))\b`,
    reach: "sentence",
    voice: true,
  },
  { name: "possession: equipped with", pattern: String.raw`\b(?:equipped|outfitted|fitted) with\b`, reach: "next" },
  // The exposure described by the practice: the scan is taken where the practice is. "We are able to take 3D scans"
  // says it as "we can take" does (fourth round, practice copy). A verb in a row of the practice's verbs counts too
  // ("Dr. Kim reviews your history, examines your mouth and takes 3D cone-beam CT scans", sixth round).
  {
    name: "exposure: we take the scan",
    pattern: String.raw`\b(?:while|when|before|after|as|once) (?:we|our (?:team|staff|assistants?|technicians?|radiographers?)) (?:take|takes|capture|captures|perform|performs|run|runs|complete|completes)\b|\b(?:we|we'll|we will|our (?:team|staff|assistants?|technicians?|radiographers?) will|the technician will) (?:(?:ask|have) you (?:to )?(?:stay|remain|keep|hold|stand|sit|bite|avoid|close|breathe|look|remove)|position|place you|seat you|help you (?:into|stand|sit))\b|\b(?:(?:a|one) members? of our (?:team|staff)|our (?:dental )?(?:team|staff|assistants?|technicians?|radiographers?|nurses?)) (?:positions? (?:you|your (?:head|chin|jaw|face)|the patient)|(?:places?|seats?) you|(?:asks?|has|have) you (?:to )?(?:stay|remain|keep|hold|stand|sit|bite|avoid|close|breathe|look|remove)|helps? you (?:into|stand|sit))\b|\b(?:scans?|images?|x-rays?) (?:that )?(?:we|our team) (?:are going to |will |)(?:take|capture|perform)\b|\b(?:{we}(?: can| will| also| then| routinely| usually| often| are able to|'re able to| is able to)?|let us) (?:carry out|perform|performs|take|takes|capture|captures|do(?! not\b)|does(?! not\b)) (?:these |this |the |your |a |an |all |our )?(?:[\w-]{1,20} ){0,2}(?:scans?|images?|x-rays?|cbct|cone[\s-]?beam|3d|ct)\b|\b{we} [^.\n]{0,160}?\band (?:then )?(?:take|takes|capture|captures|perform|performs) (?:these |this |the |your |a |an )?(?:[\w-]{1,20} ){0,2}(?:scans?|cbct|cone[\s-]?beam|3d|ct)\b`,
    reach: "next",
  },
  {
    name: "exposure: the patient stands in the unit",
    pattern: String.raw`\bstand(?:s|ing)? (?:still )?(?:in|inside|next to|beside|in front of)\b|\bscan fee\b|\bfee (?:of|is) \$|\bconsent form\b`,
    reach: "sentence",
  },
  {
    // Serves the practice's page that tells the patient how its scan goes (class "preparing for the scan"): "Before
    // the scan you'll be asked to take off glasses, earrings and any other metal", "se le pide quitarse aros, cadenas,
    // lentes", "Schmuck und Brille bitte ablegen", "眼鏡やピアスを外して". Instructions for the visit present the scan as
    // part of the practice's own service; they do not say the unit is its own, so likely. A blog post or FAQ giving the
    // same advice is leaflet text and does not count. The passive too, objects first ("Prima della TAC vanno tolti
    // piercing, occhiali, orecchini", "glasses and earrings must be removed"). Dentures and metal are left out: "we
    // remove the teeth and fit dentures", "金属を外して" (metal-free dentistry) are treatments, not a scan's preparation.
    name: "use: preparing the patient for the scan",
    pattern: String.raw`(?<![a-z\u00c0-\u024f])(?:remove|removing|take off|taking off|quitar(?:se|le)?|retirar(?:se)?|togliere|togliersi|rimuovere|vanno (?:tolt[ie]|rimoss[ie])|(?:si )?(?:tolgono|rimuovono)|retirer|enlever|[ôo]ter|tirar|remover|zdj[ąa][ćc])(?![a-z\u00c0-\u024f])[^.\n]{0,60}?(?<![a-z\u00c0-\u024f])(?:glasses|spectacles|jewell?e?ry|earrings?|necklaces?|piercings?|hearing aids?|hair ?(?:pins|clips|grips)|metal(?:lic)? (?:objects|items)|(?:any|all) (?:other )?metal|aros|pendientes|aretes|cadenas|collares|gafas|lentes|anteojos|aud[íi]fonos|objetos met[áa]licos|joyas|occhiali|orecchini|collane|gioielli|oggetti metallici|lunettes|bijoux|boucles d'oreilles|colliers?|objets m[ée]talliques|brincos|colares|[óo]culos|joias|okulary|bi[żz]uteri[a-zęą]{0,3}|kolczyki|metalowe przedmioty)(?![a-z\u00c0-\u024f])|(?<![a-z\u00c0-\u024f])(?:glasses|spectacles|jewell?e?ry|earrings?|necklaces?|piercings?|hearing aids?|metal(?:lic)? (?:objects|items)|occhiali|orecchini|collane|gioielli|oggetti metallici|aros|pendientes|aretes|cadenas|collares|gafas|lentes|objetos met[áa]licos|joyas|lunettes|bijoux|boucles d'oreilles|objets m[ée]talliques)(?![a-z\u00c0-\u024f])[^.\n]{0,80}?(?<![a-z\u00c0-\u024f])(?:(?:must|should|will|need to|needs to|have to|has to) be (?:removed|taken off)|vanno (?:tolt[ie]|rimoss[ie])|devono essere (?:tolt[ie]|rimoss[ie])|deben (?:retirarse|quitarse)|(?:se )?(?:retiran|quitan)|doivent [êe]tre (?:retir[ée]s?|enlev[ée]s?))(?![a-z\u00c0-\u024f])|(?<![a-z\u00c0-\u024f])(?:brille|schmuck|ohrringe|h[öo]rger[äa]te?|haarspangen|metallgegenst[äa]nde|bril|sieraden|oorbellen|gehoorapparaat)(?![a-z\u00c0-\u024f])[^.\n]{0,60}?(?<![a-z\u00c0-\u024f])(?:ablegen|abnehmen|entfernen|herausnehmen|abgelegt|abgenommen|entfernt|afdoen|uitdoen|verwijderen|afzetten)(?![a-z\u00c0-\u024f])|(?:眼鏡|メガネ|めがね|ピアス|イヤリング|ネックレス|ヘアピン|補聴器|アクセサリー)[^。]{0,30}(?:外して|外し|はずして|はずし|取り外)`,
    reach: "next",
    claim: "uses",
    notOn: "weak",
  },
  {
    // Serves the same page's other visit instruction (class "preparing for the scan"): the patient who may be pregnant
    // is asked to tell the practice before its scan ("CBCT is not advised in pregnancy, so please tell us before your
    // exam", "Please tell your dentist if you might be pregnant", "Le donne in gravidanza devono avvisarci prima",
    // "avísenos si está embarazada", "妊娠中の方はお申し出ください"). Likely, never on a blog or FAQ, as above. Advice about
    // x-rays in pregnancy ("DVT in der Schwangerschaft sollte nur ...") tells nobody anything and does not count.
    name: "use: the patient tells the practice of a pregnancy",
    pattern: String.raw`(?<![a-z\u00c0-\u024f])(?:tell|inform|notify|let|advise)(?![a-z\u00c0-\u024f])[^.\n]{0,40}?(?<![a-z\u00c0-\u024f])(?:if|whether|that) (?:you|there) (?:are|is|might|may|could|think)(?![a-z\u00c0-\u024f])[^.\n]{0,25}?pregnan(?:cy|t)|(?<![a-z\u00c0-\u024f])(?:avvisarci|avvisateci|avvisi(?:ci)?|avvisare|informarci|informateci|comunicarci|comunicateci|segnalarci|segnalare|comunicare|inform[ae]rnos|inf[óo]rmenos|av[íi]s(?:enos|anos|arnos)|comun[íi]quenos|comunicarnos|indicarnos|pr[ée]venez|pr[ée]venir|signalez|signaler|informez|avisar|teilen sie uns|informieren sie uns|sagen sie uns|melden sie|poinformuj|poinformowa[ćc]|poinformowanie|zg[łl]osi[ćc])(?![a-z\u00c0-\u024f])[^.\n]{0,60}?(?<![a-z\u00c0-\u024f])(?:gravidanza|incinta|embarazada|embarazo|enceinte|grossesse|gr[áa]vida|gravidez|schwanger\w{0,6}|ci[ąa][żz]y|ci[ąa][żz][ąa])|(?<![a-z\u00c0-\u024f])(?:gravidanza|incinta|incinte|embarazadas?|embarazo|enceintes?|grossesse|gr[áa]vidas?|schwanger\w{0,6}|ci[ąa][żz]y|ci[ąa][żz][ąa])(?![a-z\u00c0-\u024f])[^.\n]{0,60}?(?<![a-z\u00c0-\u024f])(?:avvisarci|avvisateci|avvisare|informarci|comunicarlo|comunicarci|segnalarlo|inform[ae]rnos|inf[óo]rmenos|av[íi]s(?:enos|arnos)|comun[íi]quelo|pr[ée]venir|signaler|pr[ée]venez|mitteilen|poinformowa[ćc]|zg[łl]osi[ćc])(?![a-z\u00c0-\u024f])|妊娠[^。]{0,30}(?:お申し出|お知らせ|申し出て|伝えて|ご申告)`,
    reach: "next",
    claim: "uses",
    notOn: "weak",
  },
  // Acquisition.
  {
    name: "acquisition: we installed one",
    pattern: String.raw`\b(?:we|i|{name})(?:'ve| have| has)? (?:(?:recently|just|proudly|now|also|finally|first)\s){0,2}(?:got|gotten|purchased|acquired|bought|installed|added|invested in|upgraded to|upgraded our|upgraded from|brought in|introduced|replaced our|swapped our|traded in our)\b|\b(?:i am|i'm|we are|we're) (?:now )?(?:installing|adding)\b|\bmade (?:an|a significant|a major|the) investment in\b|\b(?:first|only) (?:[\w-]{1,20} ){0,2}in (?:the |our )?(?:[\w-]{1,20} ){0,2}to (?:offer|provide|use|have|acquire|introduce|bring|own|install)\b|\bnew(?:est)? addition\b|\bhas arrived\b`,
    // Same sentence only: "We added Saturday hours." next to a CBCT explainer acquires nothing.
    reach: "sentence",
  },
  {
    name: "daily use",
    pattern: String.raw`\b(?:on a daily basis|every day|daily|routinely)\b`,
    reach: "sentence",
    near: 80,
    voice: true,
  },
  // Scans the practice takes for other dentists (class "imaging for referring dentists"), the practice also named as
  // where patients are sent ("refer their patients to Harbour Dental"), and what referrers get back ("Referring
  // dentists receive the CBCT images and a report").
  {
    name: "scans for referring dentists",
    pattern: String.raw`\b(?:scans?|imaging|cbct|services?) (?:for|to) (?:our )?referring (?:doctors|dentists|practices|offices|providers|colleagues)\b|\b(?:accept(?:s|ing)?|welcome) referrals for\b|\b(?:scans?|imaging|images?) for (?:your|their) patients\b|\b(?:refer|referring|send|sending) (?:(?:your |their )?patients|you|them) to (?:us|{name}|our (?:practice|office|clinic|surgery|cent(?:er|re)|facility))\b|\breferring (?:doctors|dentists|practices|offices|clinicians|providers) (?:receive|get|are sent|are emailed)\b|\b(?:sent|send|returned|emailed|forwarded)(?: back)? to (?:the|your) referring (?:dentist|practitioner|clinician|doctor|practice)s?\b|\breferrals? (?:to|for) (?:us|our (?:clinic|office|practice|facility))\b|\bscans? for (?:other|referring|outside|local) (?:dentists|doctors|practices|offices)\b`,
    reach: "next",
  },
  // Use and offer in the practice's own voice: likely.
  {
    name: "use: we use it",
    pattern: String.raw`\b{we}(?:'ve| have)? (?:(?:now|also|proudly|currently|routinely|regularly|often|always|most often|can|will|may|are able to|have been|be|started|start|began|begin)\s){0,2}(?:use|uses|used|using|utilize|utilizes|utilizing|employ|employs|rely on|relies on|depend on|depends on|turn to|make use of|makes use of)\b(?! to\b)`,
    reach: "sentence",
    near: 80,
    claim: "uses",
  },
  {
    name: "use: it lets us see",
    pattern: String.raw`\b(?:lets?|letting|allows?|allowing|allowed|helps?|helping|helped|enables?|enabling|enabled|gives?|giving|gave|shows?|showing|showed|shown|provides?) (?:us|me|our (?:team|doctors?|dentists?|surgeons?|specialists?))\b`,
    reach: "next",
    claim: "uses",
  },
  {
    name: "use: we can see",
    pattern: String.raw`\bthe way (?:we|i) (?:see|view|look at|diagnose|plan|treat|practice|work)\b|\b(?:we|i) (?:can|could|are able to|were able to|now) (?:\w{1,15}ly )?(?:see|view|measure|assess|judge|analy[sz]e|evaluate|plan|check|determine|detect|diagnose|examine|visuali[sz]e|identify|locate|pinpoint|spot|find|obtain|make)\b`,
    reach: "next",
    claim: "uses",
  },
  {
    // Serves the practice's copy that names the scan as the instrument of its own work: "We plan each extraction with
    // 3D imaging", "we map the nerve using a cone beam scan", "we place every implant based on a CBCT". The verb is the
    // practice's (plan, map, diagnose, place, guide...), the scan follows "with/using/based on" closely.
    name: "use: we do our work with it",
    pattern: String.raw`\b{we} (?:(?:carefully|always|then|now|also|first|can|will|routinely|precisely|digitally) ){0,2}(?:plan(?:s|ned)?|map(?:s|ped)?|diagnos(?:e|es|ed)|assess(?:es|ed)?|evaluat(?:e|es|ed)|examin(?:e|es|ed)|check(?:s|ed)?|measur(?:e|es|ed)|locat(?:e|es|ed)|guid(?:e|es|ed)|plac(?:e|es|ed)|design(?:s|ed)?|treat(?:s|ed)?|stud(?:y|ies|ied)|visuali[sz](?:e|es|ed))\b(?: [\w'-]{1,20}){0,4} (?:with|using|through|via|based on|by means of|thanks to)\b`,
    reach: "sentence",
    near: 60,
    claim: "uses",
  },
  {
    // Serves the same class with the instrument put first: "Using advanced 3D imaging, Dr. Lee maps your nerves and
    // sinuses", "With cone beam imaging, we can see the nerve before surgery" (class "the instrument fronted"). The
    // scan stands in the phrase after "using/with" (so "With implants, we plan carefully; a CBCT scan may be
    // recommended" is not it), and the practice's voice does its work with it in the next clause.
    name: "use: with it, we do our work",
    pattern: String.raw`\b(?:using|with|through|thanks to|by means of) (?:[\w'-]{1,20} ){0,5}?(?:cbct|cone[\s-]?beam|3-?d|ct|cat|tomograph\w{0,4}|imag\w{0,4}|scan\w{0,4}|x-rays?|radiograph\w{0,4})(?:[\s-][\w'-]{1,20}){0,3}, {we} (?:(?:carefully|always|then|now|also|first|can|will|routinely|precisely|are able to) ){0,2}(?:plan(?:s|ned)?|map(?:s|ped)?|see(?:s)?|view(?:s|ed)?|diagnos(?:e|es|ed)|assess(?:es|ed)?|evaluat(?:e|es|ed)|examin(?:e|es|ed)|check(?:s|ed)?|measur(?:e|es|ed)|locat(?:e|es|ed)|identif(?:y|ies|ied)|detect(?:s|ed)?|guid(?:e|es|ed)|plac(?:e|es|ed)|design(?:s|ed)?|treat(?:s|ed)?|stud(?:y|ies|ied)|visuali[sz](?:e|es|ed))\b`,
    reach: "sentence",
    near: 120,
    claim: "uses",
  },
  {
    // Serves the practice's own work-up: "If you are thinking about implants, we recommend a CBCT scan", "our
    // surgeon always suggests a cone beam scan": the practice asks for the scan as part of its care. A hedged "may
    // recommend" and "may order" stay uncertain (the scan may be taken elsewhere, round 6); a scan taken elsewhere
    // is a referral (those cues cancel this one).
    name: "use: we recommend it",
    pattern: String.raw`\b{we} (?:(?:often|usually|always|will|strongly|also|routinely|generally|highly|typically) ){0,2}(?:recommend|recommends|suggest|suggests)\b(?! (?:that )?you (?:ask|talk|speak|check|consult))`,
    reach: "sentence",
    near: 40,
    claim: "uses",
  },
  {
    // Serves the practice's work-up told with a modal: "We may take 3D CBCT scans or panoramic x-rays so we can study
    // your anatomy", "we might capture a cone beam image". The practice takes the scan itself (unlike "we may
    // recommend" or "may order", which may be taken elsewhere), but only when needed: an offer (likely), not the
    // exposure "we take a CBCT scan" states (confirmed). What is taken is a scan or an image ("We may take a moment to
    // explain cone beam CT" is not).
    name: "use: we may take the scan",
    pattern: String.raw`\b{we} (?:may|might) (?:also |then |sometimes |occasionally |need to |decide to |choose to ){0,2}(?:take|perform|capture|obtain) (?:these |this |the |your |a |an |some |additional |further )?(?:[\w-]{1,20} ){0,2}(?:scans?|images?|imaging|x-rays?|radiographs?|cbct|cone[\s-]?beam|3d|ct)\b`,
    reach: "sentence",
    near: 60,
    claim: "uses",
  },
  {
    name: "offer: we offer it",
    pattern: String.raw`\b{we} (?:now |also |proudly )?(?:offer|offers|provide|provides)\b`,
    reach: "sentence",
    near: 80,
    claim: "uses",
  },
  {
    // Serves the ways practice copy states its offer without "we offer": "we are proud to offer", "your implant
    // consultation includes a CBCT scan" (the patient's own visit, not "preparing for an implant includes ...").
    name: "offer: in the practice's copy",
    pattern: String.raw`\b(?:{we}(?: are|'re| is)|we're) (?:proud|pleased|happy|excited|able) to (?:offer|provide|use|announce|introduce)\b|\b(?:your|our) (?:[\w-]{1,20} ){1,2}(?:includes?|comes with) (?:a |an |your |the )?(?:free |complimentary )?(?:[\w-]{1,15} ){0,2}(?:scans?|cbct|cone[\s-]?beam|3d)\b`,
    reach: "sentence",
    near: 60,
    claim: "uses",
  },
  {
    // Serves practice pages in other languages: "usiamo", "utilizamos", "wir nutzen/verwenden", "nous utilisons".
    name: "use: we use it (other languages)",
    pattern: String.raw`\b(?:usiamo|utilizziamo|impieghiamo|usamos|utilizamos|empleamos|wir (?:nutzen|verwenden|setzen)|nous utilisons|utilizamos)\b`,
    reach: "sentence",
    claim: "uses",
  },
  {
    // Serves the class "the modality presented as the practice's own, by name, without a verb": a heading or a line
    // "3D Imaging Technology at Harbour Dental", "CBCT Scans at Smile Dental", "Cone beam imaging offered by Smile
    // Dental". Only the practice's own name counts (never matches when the name is unknown).
    name: "use: the modality at the practice, by name",
    pattern: String.raw`\b(?:technology|technologies|imaging|scans?|scanning|x-rays?|radiography|ct|cbct|services?) (?:at|from|by|offered by|available at|provided by) {name}\b`,
    reach: "sentence",
    near: 40,
    claim: "uses",
  },
  {
    // The same class in the languages the packs read (parity with the English cue above): "una tecnica radiografica
    // del Centro Andriolo", "la tecnología de Clínica Sol", "la technique du Cabinet Dupont", "die Technik der Praxis
    // Muster". Only the practice's own name counts (never matches when the name is unknown).
    name: "use: the modality at the practice, by name (other languages)",
    pattern: String.raw`\b(?:tecnica|tecnologia|tecnolog[íi]a|t[ée]cnica|servizio|servicio|esame|examen|technique|technologie|service|technik|leistung|untersuchung)(?: [a-z\u00c0-\u024f-]{2,20}){0,2} (?:del|della|dello|dell'|di|de|du|de la|der|von|bei) {name}\b`,
    reach: "sentence",
    near: 60,
    claim: "uses",
  },
  { name: "use: in our practice", pattern: String.raw`\bin (?:our|my) practices?\b`, reach: "next", claim: "uses" },
  {
    // Addressing the patient about their scan on the practice's own services page ("your CBCT results will be
    // reviewed with you"): the service includes the scan. On a blog this is leaflet text, so strong pages only.
    name: "offer: your scan on a services page",
    pattern: String.raw`\byour (?:[\w-]{1,20} ){0,2}(?:scans?|images?|image results|results)\b`,
    reach: "sentence",
    claim: "uses",
    onlyOn: "strong",
  },
  {
    name: "offer: at your visit",
    pattern: String.raw`\b(?:at|during) (?:this|your|the|each) (?:first |initial |next )?(?:visit|consultation|appointment)\b|\b(?:the|your|our|my|each) (?:first |initial |next )?(?:visit|consultation|appointment|evaluation|exam|examination|assessment)(?: [\w'-]{1,20}){0,3}? (?:starts|begins|opens|includes)\b`,
    reach: "sentence",
    claim: "uses",
  },
  // The practice's announcement, written without a subject as a headline or a banner (class "an announcement without a
  // subject"): "Now offering 3D cone beam scans", "Now Offering CBCT 3D Imaging!", "Introducing 3D Cone Beam Imaging",
  // "Now available: cone beam CT scans for implant planning". Only where the sentence opens with it: "Many practices are now
  // offering cone beam scans" has a subject, and it is not the practice; the modality is what it announces, within a
  // few words ("Introducing Dr. Lee, who trained in CBCT interpretation" announces a dentist). Not on articles.
  {
    name: "offer: an announcement without a subject",
    pattern: String.raw`^\W{0,3}(?:now (?:offering|providing|available)|introducing)(?=\W[^.!?]{0,40}?\b(?:cbct|cone[\s-]?beam|3[\s-]?d|three[\s-]dimensional|ct|cat|dvt)\b)`,
    reach: "sentence",
    claim: "uses",
    notOn: "weak",
  },
  // The practice's fee policy for the scan, with no amount (issue 18, "a fee policy for a 3D scan taken at the
  // consultation"; class "the scan's fee policy"): "for a small fee", "a CBCT scan is included in the consultation
  // fee", "there is a separate charge for the CBCT scan", "billed separately", "credited toward your treatment". Not
  // the fee of an imaging centre, hospital, lab or radiologist named before it in the sentence ("most imaging centres
  // charge an additional fee for a CBCT scan"). The lookahead on the policy's first word comes first, so the lookbehind
  // runs only there (run at every position, it cost the tester's worst case a tenth of its time).
  {
    name: "offer: the scan's fee policy",
    pattern: String.raw`\b(?=for a |additional |separate |extra |included |billed |charged |invoiced |credited |deducted )(?<!\b(?:imaging cent(?:er|re)s?|hospitals?|labs?|laborator(?:y|ies)|radiologists?|radiology)\b[^.]{0,80})(?:\bfor a (?:small |modest |additional |separate )?(?:fee|charge)\b|\b(?:additional|separate|extra) (?:fee|charge|cost)\b|\bincluded in (?:the|your|our) (?:[\w-]{1,20} ){0,2}(?:fee|price|cost)\b|\b(?:billed|charged|invoiced) separately\b|\b(?:credited|deducted) (?:toward|towards|against|from) (?:the|your) (?:[\w-]{1,20} ){0,2}(?:treatment|fee|cost|bill)\b)`,
    reach: "sentence",
    claim: "uses",
  },
];
export const OWNERSHIP_CUES: readonly Cue[] = [...BASE_OWNERSHIP_CUES, ...PACK_OWNERSHIP_CUES];

/**
 * Serves services and procedure pages that mention the scan only as a possibility: "in some cases 3D imaging is also
 * done", "where necessary we add an X-ray/CBCT", "a CBCT may be recommended", "bei Bedarf ein DVT", "se necessario una
 * TAC", "必要に応じてCT撮影を行う場合があります". The practice's first person on the page (or a Japanese sentence's unsaid
 * subject) does not make such a scan its offering (assess-hits.ts scoreOf), as the labelling rules read a conditional,
 * passive mention: uncertain. Fixed phrases only, so it stays linear.
 */
export const HEDGED_MENTION = String.raw`\b(?:in (?:some|certain|rare|complex|more complex|difficult|selected) cases|(?:where|when|if|as) (?:necessary|needed|required|indicated|appropriate)|if (?:it is|it's) (?:necessary|needed|required)|may (?:also )?be (?:recommended|required|needed|necessary|advised|prescribed|ordered|suggested|used|taken|done|performed)|might be|complex cases|bei bedarf|falls (?:nötig|notwendig|erforderlich)|wenn (?:nötig|notwendig|erforderlich)|gegebenenfalls|ggf\.|in (?:manchen|einigen|bestimmten|komplexen|schwierigen) fällen|indien nodig|zo nodig|in (?:complexe|sommige) gevallen|se necessario|quando necessario|in alcuni casi|nei casi (?:più )?(?:complessi|dubbi)|si es necesario|cuando sea necesario|en algunos casos|si nécessaire|au besoin|dans certains cas|le cas échéant|ved behov|om nødvendig|w razie potrzeby|se necessário|quando necessário|em alguns casos)(?![a-z\u00c0-\u024f])|必要に応じ|必要な場合|必要があれば|必要であれば|場合が(?:あります|ございます)|場合も(?:あります|ございます)|適宜|(?:症例|ケース)によ(?:って|り)|(?:撮る|撮影する|撮影を行う|行う|検査する)(?:こと|場合)が(?:あります|ございます)`;

/**
 * Text about practices in general, not this one ("in an office that is equipped with one", "many orthodontists use",
 * "your dentist may suggest"): ownership and use cues in the same sentence do not speak for this practice.
 */
export const GENERIC_PRACTICE = String.raw`\b(?:any|every|a modern) (?:[\w-]{1,20} ){0,2}(?:office|practice|clinic|dentist)\b|\b(?:in|at) (?:an?|any|some|many|most|other|such) (?:[\w-]{1,20} ){0,2}(?:office|offices|practice|practices|clinic|clinics)\b|\b(?:many|most|some|more and more|a growing number of|a number of|other|individual) (?:[\w-]+ )?(?:dentists|offices|practices|orthodontists|surgeons|doctors|clinics|endodontists)\b|\byour (?:dentist|orthodontist|surgeon|endodontist|doctor|specialist) (?:may|might|will|can|could|should|is|suggests?|recommends?)\b|\bpick a (?:practice|dentist|office)\b|(?<!\b(?:our|my|the|these|those|its|their) )\b(?:practices|offices|clinics|dentists|orthodontists|surgeons|endodontists|periodontists|doctors) (?:that|who) (?!we\b)[a-z]`;

/**
 * Imaging that is not CBCT ("the digital x-rays that are taken in our office"): a cue belongs to the nearest imaging
 * word, so one closer to these than to the CBCT words speaks about them. The medical CT too ("医科用CTでCT検査を受けて
 * いただいています": the exam the clinic's patients have is the hospital's).
 */
export const OTHER_IMAGING = String.raw`\b(?:(?:digital|dental|intraoral|panoramic|2d|two-dimensional|bitewing|conventional|traditional|regular|standard|film|ordinary|routine) )?(?:x-rays?|radiographs?|impressions?|photos?|photographs?|sensors?|intraoral scans?)\b(?![\s-](?:unit|units|machines?|system|scanners?|devices?|equipment|technology|laboratory|lab|department))|(?:医科用|医療用|医科の|病院の)\s?ct`;

/** A unit rather than the modality: "the x-ray unit we use is a cone beam CT" is a machine the practice has. */
export const EQUIPMENT_NOUN = String.raw`\b(?:unit|units|machine|machines|scanner|scanners|device|devices)\b`;

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

// Whole words among Latin letters with accents too: "us" inside the Slovak "čeľusť" (jaw) is no "us"; nor is "the US"
// (the country: "CBCT is widely used in the US"), lowercased like every text the library reads.
export const FIRST_PERSON = String.raw`(?<![a-z0-9\u00c0-\u024f])(?:we|we're|we've|we'll|our|ours|(?<!\bthe )us)(?![a-z0-9\u00c0-\u024f])${PACK_FIRST_PERSON ? `|${PACK_FIRST_PERSON}` : ""}`;

/** Sending patients elsewhere (vocabulary §2 "Downgrade cues"); they cancel ownership in the surrounding sentences. */
const BASE_REFERRAL_CUES: readonly Cue[] = [
  {
    name: "sends patients out",
    pattern: String.raw`\b(?:send|sends|sending|sent) (?:you|patients|them|him|her|our patients|the patient)(?: over| out)? to\b(?! (?:us|our)\b)`,
    reach: "next",
  },
  {
    name: "partner takes the scan",
    pattern: String.raw`\b(?:we|i)(?:'ve| have)? (?:partner|partnered|team up|teamed up|collaborate|collaborated) with\b`,
    reach: "next",
  },
  {
    name: "refers patients out",
    // Not a finding sent on ("if something outside the jaw looks unusual we may refer you"): class "the scan is
    // taken here and what it shows is referred", common on CBCT pages that explain incidental findings.
    pattern: String.raw`(?:\b(?:refer|refers|referred) (?:you|patients|them|him|her|our patients|the patient|out)\b(?![^.\n]{0,40}\b(?:to us|to our|at our|with us)\b)|\b(?:will|may|can|would|might|then|often|usually|typically|gladly) refer\b(?! a friend| your| to (?:us|our))(?![^.\n]{0,40}\b(?:to us|to our|at our|with us)\b))(?<!\b(?:unusual|abnormal|abnormality|abnormalities|incidental|suspicious|lesions?|patholog\w{1,5}|non-dental|outside the (?:jaw|mouth|teeth))\b[^.\n]{0,80})`,
    reach: "next",
  },
  {
    // A referral only when the patient goes there: "at a local imaging center", "to an imaging facility";
    // "our own imaging facility" is the practice's (`ownable`).
    name: "imaging center",
    pattern: String.raw`\b(?:at|to|from|visit|visiting|by|with|through|in) (?:a |an |the |your |one |another )?(?:local |nearby |outside |separate |independent |specialist |radiology )?(?:imaging|radiology|radiologic|diagnostic|scanning|x-ray|cbct|ct) (?:center|centre|facility|facilities|lab|laboratory|clinic|provider)s?\b|\b(?:a|an|the) (?:local |nearby |outside )?(?:imaging|radiology|x-ray|cbct|ct) (?:center|centre|facility|lab|laboratory)s? (?:takes?|will take|performs?|will perform|does|will do)\b`,
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
    pattern: String.raw`\b(?:outside|external|nearby|another|separate|third[\s-]party) (?:imaging|radiolog\w{0,4}|facility|facilities|provider|office|center|centre|specialist|location|hospital)\b|\bat (?:a|the|your local) hospital\b|\b(?:a|an|the|your) (?:local|nearby|outside|partner|independent) (?:[\w-]{1,20} ){0,2}(?:office|practice|clinic|lab|laboratory|center|centre|surgeon|radiologist|facility|provider)\b|\barrange(?:s|d)? (?:for|with) (?:a|an|another)\b`,
    reach: "next",
  },
  {
    // Serves coordinators who book the scan with a named imaging provider ("books your CBCT with Downtown Dental
    // Imaging", "schedules your cone beam CT at Valley Radiology", "done at St Mary's Hospital"): a provider named
    // by its own name, not "our", takes the scan.
    name: "named imaging provider",
    pattern: String.raw`\b(?:book|books|booked|booking|schedule|schedules|scheduled|scheduling|arrange|arranges|arranged|arranging|done|taken|performed)\b[^.\n]{0,60}?\b(?:at|with|through|by) (?!(?:our|us|my|this|the practice|the office)\b)(?:[a-z'&.-]{2,20} ){1,3}(?:imaging|radiology|diagnostics|scanning|hospital)(?: (?:center|centre|clinic|group|partners|services|lab|institute))?\b`,
    reach: "next",
  },
  {
    // Serves practices that send patients to a partner for the scan ("taken at our partner clinic", "our affiliated
    // imaging centre"): "our" does not make the partner's unit the practice's own.
    name: "partner facility",
    pattern: String.raw`\b(?:our|one of our) (?:partner(?:ing)?|affiliated|associated|cooperating|collaborating) (?:[\w-]{1,20} ){0,2}(?:office|practice|clinic|lab|laboratory|center|centre|hospital|radiologists?|facility|provider|imaging|radiology)s?\b`,
    reach: "next",
  },
  {
    // The patient brings a scan taken somewhere else.
    name: "the scan comes from elsewhere",
    // "We may need to send your CBCT scan to a radiologist" is the practice sending its own scan out for a report
    // (serves practices that take the scan and have it read elsewhere): the practice as subject is no referral.
    pattern: String.raw`(?<!\b(?:we|i)(?: (?:may|will|might|can|then|also|usually|sometimes|often))?(?: need to| have to)? )\b(?:bring|brings|send|sends|forward|forwards) (?:your|the|a|any|their|us your) (?:[\w-]{1,20} ){0,2}(?:scans?|cbct|x-rays?(?![\s-]beams?\b)|images?)\b|\btaken (?:by|at) (?:your|the|a|an) (?:[\w-]{1,20} ){0,2}(?:dentist|doctor|surgeon|orthodontist|hospital|clinic|center|centre|lab|laboratory|office)\b|\bfrom (?:your|the) (?:referring |general |regular |family )?(?:dentist|doctor|orthodontist|surgeon)\b`,
    reach: "sentence",
  },
  {
    name: "the referring dentist supplies the scan",
    pattern: String.raw`\breferrals? (?:[\w-]{1,20} ){0,4}(?:require|requires|need|needs|must include|should include|must come with|should come with)\b|\b(?:accompany|with|enclose\w{0,3}|attach\w{0,3}) (?:the|your|a) referral\b|\breferring (?:dentist|practitioner|doctor|clinician)s? (?:should|must|will need to|needs? to|is asked to) (?:send|supply|provide|include|forward|arrange)\b`,
    reach: "next",
  },
  {
    name: "ordered elsewhere",
    pattern: String.raw`\brequest(?:ing)? (?:having|that|to have)\b|\bask (?:to get|for a referral)\b|\bwe (?:will |can |may )?order (?:it|one|a|an|the|this)\b|\bprescription for\b`,
    reach: "next",
  },
];
export const REFERRAL_CUES: readonly Cue[] = [...BASE_REFERRAL_CUES, ...PACK_REFERRAL_CUES];

/**
 * Words just before a referral cue that turn it around: "no need to visit an imaging center" ("you won't need to
 * visit a separate imaging center", "you don't need to go to a radiology center": class "a trip the practice's own
 * scanner spares"; a "referral" one does not need is still one), or a referral the
 * practice has left behind ("after years of sending patients to an outside imaging center"), or a plain "no" right
 * before it ("no separate imaging appointment").
 */
export const REFERRAL_TURNAROUND = String.raw`\b(?:no need|no longer|instead of|rather than|without|don't have to|do not have to|never have to|won't have to|will not have to|not need to|(?:won't|don't|doesn't|wouldn't|never) (?:ever )?need (?:to (?:go|visit|travel|drive|make|schedule|book)|(?:a|another|any) (?:separate|second|extra|additional) (?:trip|visit|appointment))|eliminat\w{0,4}|avoid\w{0,3}|saves? you|no more|unlike|after (?:many |several |\d{1,2} )?(?:years|decades|months) of|used to|previously|formerly|in the past|until (?:recently|now))\b[^.\n]{0,40}$|\bno $|\b(?:won't|don't|doesn't|wouldn't|never) (?:ever )?need to $`;
/** Before an `ownable` cue: "our (own 3D) imaging center". */
export const OWN_FACILITY = String.raw`\b(?:our|own|in-house|in-office)\b(?:\W{1,3}\w{1,20}){0,2}\W{1,3}$`;

/** The practice says it does not have one; same sentence only. */
const BASE_NEGATION_CUES: readonly Cue[] = [
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
export const NEGATION_CUES: readonly Cue[] = [...BASE_NEGATION_CUES, ...PACK_NEGATION_CUES];

/** URL path hints (vocabulary §2 "Where the evidence hides"); weak wins when both match. */
// "/lieblings-blog/", "/dental-hub/", "/glossar/": blog, hub and glossary sections under a name of the practice's own
// (serves articles on sites whose blog is not at "/blog/").
export const WEAK_PAGE_PATH = String.raw`/[a-z0-9_-]{0,40}(?:blog|-hub|glossar|glossary|lexikon|ratgeber|[_-]faqs?(?![a-z]))[a-z0-9_-]{0,40}(?:/|$)|/faqs?[_-][a-z0-9_-]{0,40}(?:/|$)|/(?:blogs?|news|journal|articles?|posts?|tags?|category|categories|authors?|guest[\s-]?posts?|faqs?|questions|q-and-a|resources|library|archives?|patient[\s-](?:education|library|info|information|resources)|dental[\s-](?:education|library|articles|topics)|page/\d{1,4}|\d{4}/\d{2}|(?:what|why|how|when|which|do|does|did|is|are|can|could|should|will|would)-(?!(?:choose|us|we|our|to-expect)(?:-|/|$))[a-z0-9-]{2,100}|[a-z0-9-]{2,100}-(?:explained|101|basics|myths|facts)${PACK_ARTICLE_PATH ? `|${PACK_ARTICLE_PATH}` : ""})(?:/|$|\.)`;
/**
 * The practice's own offering: its services, technology, treatment and procedure sections (in several languages:
 * leistungen, uslugi, oferta; and, for the class "a services/technology section named in the practice's language",
 * servizi, servicios, palvelut, tjänster, služby, tecnologia, tratamientos, trattamenti, especialidades, specialità,
 * prestations, diagnostika, and the exams sections pruebas, exames, esami, Untersuchungen). A root-level slug naming CBCT ("/cone-beam-ct/") is not one by itself: practices and
 * agencies publish explainers there, so the modality words are left to CBCT_PAGE_PATH.
 */
export const STRONG_PAGE_PATH = String.raw`/[a-z0-9-]{0,40}(?:technolog|services?|procedures?|treatments?|equipment|diagnostic|radiolog|office-tour|our-office|tour|referring|referral|for-doctors|for-dentists|implant|wisdom|oral-surgery|endodontic|sleep-apnea|tmj|dentures|all-on|dentistry|specialt|what-we-do|our-practice|ourpractice|leistungen|behandlung|uslugi|usluge|oferta|offer|servizi|servicio|servico|palvelu|tjanster|sluzby|tecnolog|tratamient|trattament|tratament|especialidad|specialita|prestation|diagnostik|pruebas|exames|esami|untersuchung${PACK_SERVICE_PATH ? `|${PACK_SERVICE_PATH}` : ""}${PACK_TECHNOLOGY_PATH ? `|${PACK_TECHNOLOGY_PATH}` : ""})[a-z0-9-]{0,40}(?:/|$|\.)`;
/** A page whose own URL names the modality ("/technology/cone-beam-3d-imaging/"): its 3D wording is about CBCT. */
// "/3-dimensional-x-rays": the 3D x-ray spelled out in the address.
export const CBCT_PAGE_PATH = String.raw`cbct|cbvt|cone-?beam|(?:^|[/_-])(?:dvt|dental-ct|ct-scan|cat-scan|tomo(?:$|[/_-])|tomogra(?:ph|f))|volume-?tomograph|3d-(?:x-?rays?|roentgen|rontgen|radiograph)|(?:3|three)-?dimensional-(?:x-?rays?|radiograph)`;
/** A blog article asks or explains in its title ("What Is a Cone Beam CT Scan?", "Cone Beam Scans, Explained"). */
export const WEAK_PAGE_TITLE = String.raw`\b(?:blog|faqs?|frequently asked|explained)\b|(?:^|[|:] |\s[-–—] )(?:what|why|how|when|which|do|does|did|is|are|can|could|should|will|would)\b[^|?]{0,100}\?`;
/**
 * A post's byline ("Posted on 2023-03-14 by ...", "Autorin: Dr. ..., 25. August 2025"): the page is a blog article
 * whatever its URL. Also a page that calls itself an article (class "an article says so"): "In this article", "In
 * diesem Beitrag lesen Sie", "Dans cet article", "In questo articolo", "En este artículo", "W tym artykule", "Bu
 * yazıda", "Trong bài viết này", "この記事では": a services page does not speak of itself as a post.
 */
export const PAGE_BYLINE = String.raw`\b(?:posted|published) (?:on|by)\b|\b(?:author|autor|autorin|autorka|auteur|autore|autora)\s?:\s`;
export const ARTICLE_SAYS_SO = String.raw`\b(?:in|through) (?:this|today's) (?:article|post|blog post|blog)\b|\bin (?:diesem|unserem) (?:beitrag|artikel|blogbeitrag|blog)\b|\bdans cet (?:article|billet)\b|\bin questo (?:articolo|post)\b|\ben este (?:art[ií]culo|post)|\bneste (?:artigo|post)\b|\bw tym (?:artykule|wpisie)\b|\bin dit (?:artikel|blog)\b|\bv tomto (?:článku|příspěvku)|\bbu yaz[ıi]da|\btrong bài viết này|(?:この|本)記事では`;
export const WEAK_PAGE_TEXT = `${PAGE_BYLINE}|${ARTICLE_SAYS_SO}`;
