import type { ScannerModelFingerprint } from "./fingerprint-format.ts";
import { LIBRARY, SCANNER_MODELS } from "./fingerprints.ts";
import { normalizeText } from "./normalize.ts";

const BY_NAME = new Map<string, ScannerModelFingerprint>();
for (const m of SCANNER_MODELS) {
  for (const name of [m.name, ...Object.values(m.versions ?? {})]) BY_NAME.set(name.toLowerCase(), m);
}

/** Patterns that name a model on their own, without nearby context words (a bare "CS 8100" needs them). */
const STANDALONE = LIBRARY.models.map((c) => ({ fp: c.fp, regexes: c.patterns.filter((p) => !p.context) }));

function longestMatch(regex: RegExp, text: string): number {
  let longest = 0;
  for (const m of text.matchAll(regex)) longest = Math.max(longest, m[0].length);
  return longest;
}

/**
 * The library entry behind a model name: a canonical name or version ("CS 8100 3D", "i-CAT FLX V17"), else the
 * entry a practice's spelling of it names ("Kodak 9000 3D", "Planmeca ProMax 3D Mid"), preferring a specific model
 * over a brand line and the longest match. Null when nothing in the library is named.
 */
export function findScannerModel(name: string): ScannerModelFingerprint | null {
  const exact = BY_NAME.get(name.trim().toLowerCase());
  if (exact) return exact;
  const text = normalizeText(name).text;
  let best: { fp: ScannerModelFingerprint; rank: number } | null = null;
  for (const { fp, regexes } of STANDALONE) {
    const length = Math.max(0, ...regexes.map((p) => longestMatch(p.regex, text)));
    // A specific model outranks a brand line whatever the lengths; then the longer match wins.
    const rank = length === 0 ? 0 : length + (fp.generic ? 0 : 1000);
    if (rank > (best?.rank ?? 0)) best = { fp, rank };
  }
  return best?.fp ?? null;
}

/** The model line a name belongs to ("OP 3D Pro" and "OP 3D LX" -> "OP 3D"), or null for an unknown name. */
export function findScannerFamily(name: string): ScannerModelFingerprint | null {
  const entry = findScannerModel(name);
  // validateFingerprints keeps families one level deep.
  return entry?.family !== undefined ? (BY_NAME.get(entry.family.toLowerCase()) ?? entry) : entry;
}
