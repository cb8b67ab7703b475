import type { Cue, TermFingerprint } from "../cues.ts";

/**
 * What a practice's website says about its cone beam CT, in one language (class "the practice's voice in its own
 * language", issue 18): the same classes of cue the English library has, written from the language, not from any
 * page of the development material. Packs only add: an English cue is never changed by a pack.
 *
 * Regex sources are matched against normalised, lowercased text with the flags "gi" (no "u"): `\b` only sees ASCII
 * letters, so a word that starts or ends with a non-ASCII letter (Cyrillic, Greek, Hebrew, Arabic, CJK, Thai,
 * "ł", "ő"...) needs look-arounds instead, e.g. `(?<![а-яё])кт(?![а-яё])`.
 */
export type LanguagePack = {
  /** BCP 47 tag(s) of the language(s), for the docs and the tests: "pl", "cs+sk". */
  language: string;
  /**
   * Names of the modality. Tier A names a 3D radiograph of the jaws outright (cone beam, dental CT, digital volume
   * tomography); tier B is ambiguous: a bare "CT" / "tomography" (`bareCt`) is also a hospital scanner and must carry
   * `;context:dental;window:150` (the dental context includes `dentalContext` below); a 3D x-ray (`radiograph`) needs
   * no context, as in English, and reads as cone beam only among radiographic words.
   */
  terms: readonly TermFingerprint[];
  /**
   * Place, possession, exposure, acquisition ("owns": the unit is theirs or the scan is taken there) and use/offer in
   * the practice's own voice ("uses"). See cues.ts `Cue`: `reach` "sentence" unless the cue names a place that carries
   * into the next sentence; loose cues ("we have") need `near`.
   */
  cues: readonly Cue[];
  /** Sending the patient elsewhere for the scan: an imaging centre, a hospital, a referral, a partner clinic. */
  referral: readonly Cue[];
  /** URL path words of a services / technology / diagnostics section ("uslugi", "diagnostyka"), lowercase ASCII. */
  servicePath: readonly string[];
  /** Headings that name the services / technology / price-list section ("Nasze usługi", "Cennik"), regex source. */
  serviceHeading?: string;
  /** Dental words (teeth, jaw, implant, bone, nerve...) that make a bare "CT" dental: regex source. */
  dentalContext?: string;
  /**
   * The practice's own voice: "we / our / us" in the language (pronouns and possessives, any case), regex source. A
   * scanner named on a services page in the first person is presented as the practice's own (likely), as in English.
   */
  firstPerson?: string;
  /** The practice says it has no unit ("we do not have a CT"), same sentence: cancels ownership. */
  negation?: readonly Cue[];
  /** URL path segments of blog / news / article / FAQ sections ("articoli", "noticias"), lowercase ASCII, whole segments. */
  articlePath?: readonly string[];
  /**
   * URL path segments of the equipment / technology section ("attrezzature", "vybaveni"), whole segments. A technology
   * section is a services section too (no need to repeat its words in `servicePath`).
   */
  technologyPath?: readonly string[];
  /**
   * What only an x-ray shows or is planned from (bone, nerve, sinus, root, jaw bone, implant planning, dose), regex
   * source: a 3D x-ray / 3D image among these words is a cone beam radiograph (three-d-kind.ts).
   */
  radiographicWords?: string;
  /** What an intraoral scanner makes (impression, scan of the teeth, aligner, crown), regex source (three-d-kind.ts). */
  intraoralWords?: string;
  /**
   * The 2D panoramic / cephalometric unit in the language ("pantomogram", "ortopantomografia", パノラマ), regex source:
   * a site whose own equipment is only 2D keeps a bare "CT" below likely (detect-cbct.ts), as in English.
   */
  panoramic?: string;
  /** Words the `panoramic` pattern must find (checked by validate-fingerprints.ts: found, never read as CBCT). */
  panoramicExamples?: readonly string[];
};
