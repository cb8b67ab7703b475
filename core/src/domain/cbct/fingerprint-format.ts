/**
 * Our extended Wappalyzer-like fingerprint format (vocabulary §4-§5).
 *
 * A pattern is a JavaScript regex source, always matched case-insensitively against normalised text
 * (see normalize.ts), optionally followed by Wappalyzer-style tags split on `\;`:
 * - `confidence:N`  0-100, default 100 (how sure a match alone makes us of this entry).
 * - `version:T`     a template with `\1` back-references; the result is looked up in the entry's `versions` map.
 * - `context:C`     the pattern only counts when context C matches within `window` characters (not in Wappalyzer).
 * - `unless:C`      a look-alike does not apply when context C matches nearby (the ambiguous-twin case).
 * - `window:N`      characters searched on each side for `context`/`unless`, default 200.
 * Capture groups are for versions only; everything else groups with `(?:...)`. Quantifiers are bounded so that no
 * pattern can backtrack catastrophically.
 *
 * `keys` are whole lowercase tokens (letters or digits, as split by `tokenize`) of which at least one must occur on the
 * site before the entry's patterns run at all; it keeps detection fast on sites that never name the brand.
 */

/** Named nearby-text tests used by the `context:` and `unless:` tags; defined in cues.ts. */
export type ContextName = "cbct" | "imaging" | "radio" | "dental" | "volume";

export type ManufacturerFingerprint = {
  /** Canonical name reported to users, e.g. "Carestream". */
  name: string;
  /** Brand words practices write (regex sources). A brand alone is never CBCT evidence (vocabulary §3). */
  aliases: string[];
  keys: string[];
  /**
   * The maker's own name as a rep types it in smart search ("Dürr Dental owners"), when the detector must not read it
   * on pages (aliases): a maker whose name stands beside its 2D products, sensors or implants on most practice sites.
   */
  searchAliases?: string[];
  /** Where the brand went, for people reading the library. */
  note?: string;
};

export type ScannerModelFingerprint = {
  /** Canonical model name, e.g. "CS 8100 3D". */
  name: string;
  manufacturer: string;
  patterns: string[];
  keys: string[];
  /** Canonical labels for `version:` results, keyed by the lowercased result with spaces and hyphens removed. */
  versions?: Record<string, string>;
  /** First US evidence (FDA clearance or launch); null only for `generic` entries. */
  releaseYear: number | null;
  /** Where the year comes from: an FDA 510(k) number or "unverified" (vocabulary §1). */
  yearEvidence: string;
  discontinued: boolean;
  /**
   * The `name` of the entry this one is a variant of ("OP 3D Pro" -> "OP 3D", "i-CAT FLX V-series" -> "i-CAT FLX"):
   * the same model line as a rep would name it, so a more specific report still agrees with the line.
   */
  family?: string;
  /** Order of the manufacturer's CBCT lines, 1 = oldest; breaks ties between models released the same year. */
  generation: number;
  /** Names the brand's CBCT line but no specific model ("Planmeca 3D"): the model is reported as unknown. */
  generic?: boolean;
  /** Strings that must be detected as this entry (checked by the library tests). */
  examples: string[];
};

export type LookAlikeClass =
  | "2d-twin"
  | "panoramic"
  | "intraoral-scanner"
  | "cad-cam"
  | "aligner"
  | "digital-xray"
  | "beam-shape"
  | "medical-ct"
  | "other-3d";

export type LookAlikeFingerprint = {
  name: string;
  cls: LookAlikeClass;
  patterns: string[];
  keys?: string[];
  /** Label for the "extracted equipment" list, or null when it is not equipment (e.g. a medical CT comparison). */
  equipment: string | null;
  examples: string[];
};

export type ParsedPattern = {
  source: string;
  confidence: number;
  version: string | null;
  context: ContextName | null;
  unless: ContextName | null;
  window: number;
};

const CONTEXT_NAMES: readonly ContextName[] = ["cbct", "imaging", "radio", "dental", "volume"];
const isContextName = (v: string): v is ContextName => (CONTEXT_NAMES as readonly string[]).includes(v);

/** Splits a tagged pattern; throws on an unknown tag so a typo in the library fails the load-time validation. */
export function parsePattern(raw: string): ParsedPattern {
  const [source = "", ...tags] = raw.split("\\;");
  const parsed: ParsedPattern = { source, confidence: 100, version: null, context: null, unless: null, window: 200 };
  for (const tag of tags) {
    const colon = tag.indexOf(":");
    const key = colon < 0 ? tag : tag.slice(0, colon);
    const value = colon < 0 ? "" : tag.slice(colon + 1);
    if (key === "confidence" || key === "window") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`bad ${key} tag "${value}" in ${raw}`);
      parsed[key] = n;
    } else if (key === "version") {
      parsed.version = value;
    } else if ((key === "context" || key === "unless") && isContextName(value)) {
      parsed[key] = value;
    } else {
      throw new Error(`unknown tag "${tag}" in ${raw}`);
    }
  }
  return parsed;
}

/** Fills a `version:` template from a match, e.g. "V\\1" with group 1 "17" gives "V17". */
export function fillVersion(template: string, match: RegExpExecArray): string {
  return template.replace(/\\(\d)/g, (_, d: string) => match[Number(d)] ?? "").trim();
}

/** Lowercase letter runs and digit runs; the unit `keys` are written in. */
// A Latin word glued to Japanese or Chinese ("KaVo社製のCT", "Planmeca製") is a token of its own, so a maker's key
// finds it (sixth round, class "the maker named with the unit").
export function tokenize(normalized: string): string[] {
  return (
    normalized.match(
      /\p{Script=Latin}+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|\p{L}+|\d+/gu,
    ) ?? []
  );
}
