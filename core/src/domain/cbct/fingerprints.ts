import {
  CBCT_PAGE_PATH,
  CONTEXTS,
  type Cue,
  FIRST_PERSON,
  NEGATION_CUES,
  OWN_FACILITY,
  OWNERSHIP_CUES,
  REFERRAL_CUES,
  REFERRAL_TURNAROUND,
  STRONG_PAGE_PATH,
  TERMS,
  type TermFingerprint,
  WEAK_PAGE_PATH,
  WEAK_PAGE_TEXT,
  WEAK_PAGE_TITLE,
} from "./cues.ts";
import {
  type ContextName,
  type LookAlikeFingerprint,
  type ManufacturerFingerprint,
  type ParsedPattern,
  parsePattern,
  type ScannerModelFingerprint,
} from "./fingerprint-format.ts";
import { LOOK_ALIKES } from "./look-alikes.ts";
import { MANUFACTURERS } from "./manufacturers.ts";
import { KAVO_PALODEX_MORITA_MODELS } from "./models-kavo-palodex-morita.ts";
import { OTHER_BRAND_MODELS } from "./models-other-brands.ts";
import { PLANMECA_SIRONA_CARESTREAM_MODELS } from "./models-planmeca-sirona-carestream.ts";
import { VATECH_CEFLA_MODELS } from "./models-vatech-cefla.ts";

export const SCANNER_MODELS: readonly ScannerModelFingerprint[] = [
  ...PLANMECA_SIRONA_CARESTREAM_MODELS,
  ...KAVO_PALODEX_MORITA_MODELS,
  ...VATECH_CEFLA_MODELS,
  ...OTHER_BRAND_MODELS,
];

export type FingerprintLibrary = {
  manufacturers: readonly ManufacturerFingerprint[];
  models: readonly ScannerModelFingerprint[];
  lookAlikes: readonly LookAlikeFingerprint[];
  terms: readonly TermFingerprint[];
  cues: {
    ownership: readonly Cue[];
    referral: readonly Cue[];
    negation: readonly Cue[];
    /** Single regex sources: nearby-text contexts, first-person words, referral turnarounds, page-type hints. */
    patterns: Readonly<Record<string, string>>;
  };
};

/** The whole declarative library, as data. */
export const FINGERPRINTS: FingerprintLibrary = {
  manufacturers: MANUFACTURERS,
  models: SCANNER_MODELS,
  lookAlikes: LOOK_ALIKES,
  terms: TERMS,
  cues: {
    ownership: OWNERSHIP_CUES,
    referral: REFERRAL_CUES,
    negation: NEGATION_CUES,
    patterns: {
      ...Object.fromEntries(Object.entries(CONTEXTS).map(([k, v]) => [`context:${k}`, v])),
      firstPerson: FIRST_PERSON,
      referralTurnaround: REFERRAL_TURNAROUND,
      ownFacility: OWN_FACILITY,
      weakPagePath: WEAK_PAGE_PATH,
      strongPagePath: STRONG_PAGE_PATH,
      weakPageTitle: WEAK_PAGE_TITLE,
      weakPageText: WEAK_PAGE_TEXT,
      cbctPagePath: CBCT_PAGE_PATH,
    },
  },
};

export type CompiledPattern = ParsedPattern & { regex: RegExp };
export type Compiled<T> = { fp: T; patterns: CompiledPattern[]; keys: readonly string[] };

export type CompiledLibrary = {
  manufacturers: Compiled<ManufacturerFingerprint>[];
  models: Compiled<ScannerModelFingerprint>[];
  lookAlikes: Compiled<LookAlikeFingerprint>[];
  terms: Compiled<TermFingerprint>[];
  contexts: Record<ContextName, RegExp>;
};

/** A pattern written in another script (katakana): no word key can prefilter it. */
const NON_ASCII = /[^\x00-\x7f]/;

function compilePattern(raw: string): CompiledPattern {
  const parsed = parsePattern(raw);
  return { ...parsed, regex: new RegExp(parsed.source, "gi") };
}

/**
 * One fingerprint's patterns as up to two entries: those in Latin letters behind the fingerprint's word keys, and those
 * in another script (Japanese, Chinese, Korean) as an entry of their own with no keys, always tried: a text in a script
 * without spaces has no word tokens to prefilter on. A literal katakana, Hangul or Han start is cheap to scan for.
 */
function byScript<T>(fp: T, raw: readonly string[], keys: readonly string[]): Compiled<T>[] {
  const latin = raw.filter((p) => !NON_ASCII.test(p));
  const script = raw.filter((p) => NON_ASCII.test(p));
  return [
    { fp, patterns: latin.map(compilePattern), keys },
    ...(script.length > 0 ? [{ fp, patterns: script.map(compilePattern), keys: [] }] : []),
  ];
}

export function compileLibrary(lib: FingerprintLibrary): CompiledLibrary {
  return {
    // A maker named in its own script ("日立メディコ製", "플랜메카", "普兰梅卡"), a model written in katakana ("オーソフォスS
    // 3D", "ガリレオス"): see byScript.
    manufacturers: lib.manufacturers.flatMap((fp) => byScript(fp, fp.aliases, fp.keys)),
    models: lib.models.flatMap((fp) => byScript(fp, fp.patterns, fp.keys)),
    lookAlikes: lib.lookAlikes.map((fp) => ({ fp, patterns: fp.patterns.map(compilePattern), keys: fp.keys ?? [] })),
    terms: lib.terms.map((fp) => ({ fp, patterns: [compilePattern(fp.pattern)], keys: fp.keys })),
    contexts: {
      cbct: new RegExp(CONTEXTS.cbct, "i"),
      imaging: new RegExp(CONTEXTS.imaging, "i"),
      radio: new RegExp(CONTEXTS.radio, "i"),
      dental: new RegExp(CONTEXTS.dental, "i"),
      volume: new RegExp(CONTEXTS.volume, "i"),
    },
  };
}

/** Compiled once at module load; detection never builds a regex per call. */
export const LIBRARY: CompiledLibrary = compileLibrary(FINGERPRINTS);
