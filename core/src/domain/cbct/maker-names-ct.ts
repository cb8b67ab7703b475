import { MANUFACTURERS } from "./manufacturers.ts";

/**
 * Serves pages that name the CT by its maker (class "the CBCT maker names the CT", issue item 4): "モリタ製のCT", "バテック社製の
 * CT", "바텍 CT", "a Vatech CT scanner", "our Planmeca CT scan". A maker of dental cone beam units names which CT a
 * bare "CT" is: its cone beam CT, as a named model would (tier A for the status, and the make for the scanner). Only
 * the maker's name right before the CT, with nothing between but the words for "made by" ("製", "社製の", "의", "'s").
 * Hitachi is left out: it also builds hospital CT scanners, so "日立製のCT" may be a hospital's.
 */
const NOT_ONLY_DENTAL = new Set(["Hitachi"]);
const ALIASES = MANUFACTURERS.filter((m) => !NOT_ONLY_DENTAL.has(m.name))
  .flatMap((m) => m.aliases)
  .map((a) => `(?:${a})`)
  .join("|");
const BEFORE_CT = new RegExp(`(?:${ALIASES})(?:\\s?(?:社製|社|製)(?:の)?|의|['’]s)?\\s?$`, "iu");
/** How far before the CT the maker's name may start: the longest alias and its "made by" words. */
const REACH = 48;

/** The text right before `start` (a bare CT's first character) ends with a dental CBCT maker's name. */
export function makerNamesCt(text: string, start: number): boolean {
  return BEFORE_CT.test(text.slice(Math.max(0, start - REACH), start));
}
