import { noFlags, TECHNOLOGY_FLAGS, type TechnologyFlags } from "../flags.ts";
import { hasAffirmed } from "./affirmed-match.ts";
import type { IndexedText } from "./phrase.ts";
import { TECHNOLOGY_CATALOG } from "./technology-catalog.ts";

export type TechnologyExtraction = { technologyFlags: TechnologyFlags; detectedTechnology: string[] };

/**
 * Technology flags and the technology names found. `hints` are the lower-cased script, image and link URLs: booking
 * and form widgets show up there, not in the text.
 */
export function extractTechnology(t: IndexedText, hints = ""): TechnologyExtraction {
  const flags = noFlags(TECHNOLOGY_FLAGS);
  const names: string[] = [];
  for (const entry of TECHNOLOGY_CATALOG) {
    const found = (entry.phrase !== undefined && hasAffirmed(t, entry.phrase)) || (entry.hint?.test(hints) ?? false);
    if (!found) continue;
    flags[entry.flag] = true;
    if (!names.includes(entry.name)) names.push(entry.name);
  }
  return { technologyFlags: flags, detectedTechnology: names };
}
