import type { LookAlikeClass, LookAlikeFingerprint } from "./fingerprint-format.ts";
import { PACK_LOOK_ALIKES } from "./languages/index.ts";
import { TWO_D_TWINS } from "./two-d-twins.ts";

/**
 * Equipment whose wording fools naive CBCT rules (vocabulary §3). None of it is ever CBCT evidence. Intraoral
 * scanners, CAD/CAM, aligners and other "3D" products also veto an ambiguous "3D imaging"/"3D scan" in the same
 * sentence; 2D twins and medical-CT comparisons mask the words they cover.
 */
const OTHER_LOOK_ALIKES: readonly LookAlikeFingerprint[] = [
  {
    name: "iTero",
    cls: "intraoral-scanner",
    patterns: [String.raw`\bitero\b`],
    keys: ["itero"],
    equipment: "iTero",
    examples: ["iTero Element 5D scanner"],
  },
  {
    name: "TRIOS",
    cls: "intraoral-scanner",
    patterns: [String.raw`\b3shape\b`, String.raw`\btrios\b(?=[\s-]?(?:\d|intraoral|scanner|scan|digital))`],
    keys: ["shape", "trios"],
    equipment: "3Shape TRIOS",
    examples: ["3Shape TRIOS", "TRIOS 5 intraoral scanner"],
  },
  {
    name: "CEREC Primescan / Omnicam",
    cls: "intraoral-scanner",
    patterns: [String.raw`\bprimescan\b`, String.raw`\bomnicam\b`, String.raw`\bbluecam\b`],
    keys: ["primescan", "omnicam", "bluecam"],
    equipment: "Primescan / Omnicam",
    examples: ["CEREC Primescan", "Omnicam"],
  },
  {
    name: "Medit",
    cls: "intraoral-scanner",
    patterns: [String.raw`\bmedit\b(?=[\s-]?(?:i\d{3}|scanner|intraoral|link))`],
    keys: ["medit"],
    equipment: "Medit scanner",
    examples: ["Medit i700"],
  },
  {
    name: "Carestream intraoral scanner",
    cls: "intraoral-scanner",
    patterns: [String.raw`\b(?:cs|carestream)[\s-]?3[5-8]00\b`],
    keys: ["3500", "3600", "3700", "3800"],
    equipment: "Carestream CS 3600/3700 scanner",
    examples: ["Carestream CS 3600", "CS 3700"],
  },
  {
    name: "Planmeca Emerald / PlanScan",
    cls: "intraoral-scanner",
    patterns: [String.raw`\bplanmeca[\s-]?emerald\b`, String.raw`\bplanscan\b`],
    keys: ["emerald", "planscan"],
    equipment: "Planmeca Emerald / PlanScan",
    examples: ["Planmeca Emerald S", "PlanScan"],
  },
  {
    name: "3M True Definition",
    cls: "intraoral-scanner",
    patterns: [String.raw`\btrue[\s-]?definition\b`],
    keys: ["definition"],
    equipment: "3M True Definition",
    examples: ["3M True Definition Scanner"],
  },
  {
    name: "Intraoral scanner",
    cls: "intraoral-scanner",
    patterns: [
      String.raw`\bintra[\s-]?oral (?:3d )?(?:digital )?scann(?:er|ers|ing)\b`,
      String.raw`\b(?:digital|optical) impressions?\b`,
      String.raw`\b(?:impression|goop)[\s-]?free\b`,
    ],
    keys: ["intraoral", "intra", "impression", "impressions", "goop"],
    equipment: "Intraoral scanner",
    examples: ["intraoral scanner", "digital impressions"],
  },
  {
    name: "CEREC",
    cls: "cad-cam",
    patterns: [String.raw`\bcerec\b`],
    keys: ["cerec"],
    equipment: "CEREC",
    examples: ["our CEREC 3D"],
  },
  {
    name: "Chairside CAD/CAM",
    cls: "cad-cam",
    patterns: [
      String.raw`\bcad[\s/-]?cam\b`,
      String.raw`\b(?:primemill|planmill|e4d)\b`,
      String.raw`\b(?:same[\s-]?day|one[\s-]?visit|single[\s-]?visit) crowns?\b`,
    ],
    keys: ["cad", "primemill", "planmill", "e", "crown", "crowns"],
    equipment: "CAD/CAM milling",
    examples: ["3D CAD/CAM", "same-day crowns", "PrimeMill"],
  },
  {
    name: "Invisalign",
    cls: "aligner",
    patterns: [
      String.raw`\binvisalign\b`,
      String.raw`\bclincheck\b`,
      String.raw`\bclear aligners?\b`,
      String.raw`\bsuresmile\b`,
    ],
    keys: ["invisalign", "clincheck", "aligner", "aligners", "suresmile"],
    equipment: null,
    examples: ["Invisalign digital 3-D image", "ClinCheck"],
  },
  {
    name: "Digital x-ray sensors",
    cls: "digital-xray",
    patterns: [
      String.raw`(?<!3d )\bdigital (?:dental )?(?:x-rays?|radiograph(?:s|y)?|sensors?)\b`,
      String.raw`\bintra[\s-]?oral (?:x-ray )?sensors?\b`,
      // DEXIS also names KaVo's cone beam line since 2021: "DEXIS cone beam", "DEXIS 3D", "DEXIS CBCT" are no sensor.
      String.raw`\b(?:dexis(?![\s-]?(?:3d|cone[\s-]?beam|cbct|ct)\b)|schick|ezsensor|rvg)\b(?![\s-]?op)`,
      String.raw`\b(?:scanx|phosphor (?:plates?|storage)|psp plates?)\b`,
    ],
    keys: ["digital", "sensor", "sensors", "dexis", "schick", "ezsensor", "rvg", "scanx", "phosphor", "psp"],
    equipment: "Digital x-ray sensors",
    examples: ["latest digital x-ray equipment", "Schick sensors", "ScanX phosphor plates"],
  },
  {
    // "The cone beam technology we use aims the x-ray straight at the teeth and keeps scatter down": the cone-shaped
    // beam of an intraoral x-ray unit, not a CBCT. With 3D, CT or tomography words nearby it is the real thing.
    name: "Cone-shaped beam of a 2D x-ray",
    cls: "beam-shape",
    patterns: [
      String.raw`\bcone[\s-]?beam (?:technology|x-rays?|beam|design)\b(?=[^.\n]{0,120}\b(?:scatter\w{0,3}|collimat\w{0,5}|aims?|sensors?|intraoral)\b)\;unless:volume\;window:250`,
    ],
    keys: ["cone", "conebeam"],
    equipment: null,
    examples: ["the cone beam technology aims the x-ray at the tooth and reduces scatter"],
  },
  {
    name: "Medical CT (comparison)",
    cls: "medical-ct",
    patterns: [
      String.raw`\b(?:hospital|medical|conventional|traditional|regular|standard|full[\s-]?body)[\s-]?(?:ct|cat)\b(?:[\s-]?scan(?:s|ners?)?\b)?`,
      String.raw`\b(?:ct|cat)[\s-]?scans?\b(?= (?:at|in|from) (?:a|the) (?:hospital|medical))`,
      String.raw`\b(?:compared (?:to|with)|than|unlike)\b(?:(?!cone|cbct|3d|dental)[^.\n]){0,60}?\b(?:ct|cat)[\s-]?scans?\b`,
    ],
    keys: ["ct", "cat"],
    equipment: null,
    examples: ["compared to hospital x-rays or Cat-scans", "a medical CT scan"],
  },
  {
    // The same comparison in the languages the packs read, and with a bare "CT" ("Dosis muy baja, menor que un TAC",
    // "una dose inferiore rispetto alla TAC", "deutlich geringer als bei einem CT", "lower than a CT"): a dose or a
    // size measured against a CT speaks of the hospital's CT, not of the cone beam the page is about. A comparison with
    // the cone beam itself ("menos radiación que la tomografía computarizada de haz cónico") is not masked.
    name: "Medical CT (comparison, other languages)",
    cls: "medical-ct",
    patterns: [
      String.raw`(?<![a-z\u00c0-\u024f])(?:menor|menos|mayor|m[áa]s|inferior|superior|lower|less|fewer|higher|more|smaller|weniger|geringer[a-z]{0,2}|niedriger[a-z]{0,2}|mehr|h[öo]her[a-z]{0,2}|kleiner[a-z]{0,2}|minore|maggiore|pi[ùu]|meno|inferiore|inf[ée]rieure?|moindre|moins|plus|mniejsz[a-ząęó]{0,3}|ni[żz]sz[a-ząęó]{0,3}|lager|minder)(?![a-z\u00c0-\u024f])[^.\n]{0,40}?(?<![a-z\u00c0-\u024f])(?:que|than|als|rispetto a(?:lla|l|llo)?|ni[żz]|dan|qu')\s?(?:(?:bei|con|with|in|w|przy|a|an|un|una|uno|el|la|il|lo|l'|le|ein|eine|einem|einer|een|der|dem|den)\s?){0,2}(?:tac|tc|ct|cat|tomografi[a-ząęí]{0,2}|tomograf[ií]a|tomographie|computertomograph(?:ie)?|computertomografie|scanner)(?![a-z\u00c0-\u024f])(?![\s-]?(?:(?:computari[sz]ada|computeri[sz]zata|computadori[sz]ada|computed|computeri[sz]ed|digitale|volum[ée]trica) )?(?:cone|dental|dentale|dentaire|3d|de haz|à faisceau|a fascio|volum|beam|stożk))`,
    ],
    keys: [
      "tac",
      "tc",
      "ct",
      "cat",
      "scanner",
      "tomografia",
      "tomografía",
      "tomografii",
      "tomografią",
      "tomographie",
      "computertomographie",
      "computertomografie",
      "tomografie",
    ],
    equipment: null,
    examples: ["Dosis muy baja, menor que un TAC", "eine deutlich geringere Dosis als bei einem CT"],
  },
  {
    name: "3D printing",
    cls: "other-3d",
    patterns: [String.raw`\b3d[\s-]?print(?:er|ers|ing|ed)?\b`],
    keys: ["print", "printer", "printers", "printing", "printed"],
    equipment: "3D printer",
    examples: ["3D printing", "our 3D printer"],
  },
  {
    name: "3D smile design / photos / models",
    cls: "other-3d",
    patterns: [
      String.raw`\b(?:3d|digital) smile design\b`,
      String.raw`\b3d (?:photos?|photography|face|facial)\b`,
      String.raw`\bfacial scann(?:er|ers|ing)\b`,
      String.raw`\b3d (?:digital )?(?:models?|animations?|videos?)\b`,
    ],
    keys: [
      "smile",
      "photo",
      "photos",
      "photography",
      "face",
      "facial",
      "model",
      "models",
      "animation",
      "animations",
      "video",
      "videos",
    ],
    equipment: null,
    examples: ["3D smile design", "a 3D model of your teeth"],
  },
  {
    name: "3D planning software",
    cls: "other-3d",
    patterns: [
      String.raw`\b3d[\s-]?endo\b`,
      String.raw`\bsimplant\b`,
      String.raw`\bnobelclinician\b`,
      String.raw`\bplanning software\b`,
    ],
    keys: ["endo", "simplant", "nobelclinician", "software"],
    equipment: null,
    examples: ["3D Endo software", "Simplant"],
  },
];

export const LOOK_ALIKES: readonly LookAlikeFingerprint[] = [...TWO_D_TWINS, ...OTHER_LOOK_ALIKES, ...PACK_LOOK_ALIKES];

/** Classes whose presence in the sentence vetoes an ambiguous "3D imaging/scan" (they make 3D pictures, not x-rays). */
export const VETOING_CLASSES: ReadonlySet<LookAlikeClass> = new Set([
  "intraoral-scanner",
  "cad-cam",
  "aligner",
  "other-3d",
]);

/** Classes whose span hides the words under it from every CBCT rule. */
export const MASKING_CLASSES: ReadonlySet<LookAlikeClass> = new Set(["2d-twin", "medical-ct", "beam-shape"]);
