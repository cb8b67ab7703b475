import type { Cue, TermFingerprint } from "../cues.ts";
import type { LookAlikeFingerprint } from "../fingerprint-format.ts";
import { PACKS as ASIA } from "./asia.ts";
import { PACKS as CENTRAL_EUROPE } from "./central-europe.ts";
import { PACKS as EAST_EUROPE_AND_LEVANT } from "./east-europe-and-levant.ts";
import type { LanguagePack } from "./types.ts";
import { PACKS as WEST_EUROPE } from "./west-europe.ts";

export type { LanguagePack } from "./types.ts";

/** Every language pack the detector reads (see types.ts). */
export const LANGUAGE_PACKS: readonly LanguagePack[] = [
  ...WEST_EUROPE,
  ...CENTRAL_EUROPE,
  ...EAST_EUROPE_AND_LEVANT,
  ...ASIA,
];

const named = <T extends { name: string }>(pack: LanguagePack, items: readonly T[]): T[] =>
  items.map((item) => ({ ...item, name: `${item.name} [${pack.language}]` }));

export const PACK_TERMS: readonly TermFingerprint[] = LANGUAGE_PACKS.flatMap((p) => named(p, p.terms));
export const PACK_OWNERSHIP_CUES: readonly Cue[] = LANGUAGE_PACKS.flatMap((p) => named(p, p.cues));
export const PACK_REFERRAL_CUES: readonly Cue[] = LANGUAGE_PACKS.flatMap((p) => named(p, p.referral));

const alternation = (sources: readonly (string | undefined)[]): string | null => {
  const present = sources.filter((s): s is string => s !== undefined && s !== "");
  return present.length ? present.map((s) => `(?:${s})`).join("|") : null;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** URL words of the packs' services sections, as one alternation (empty group when none). */
export const PACK_SERVICE_PATH: string | null = alternation(LANGUAGE_PACKS.flatMap((p) => p.servicePath.map(escape)));
/** Headings of the packs' services sections, anchored at the heading's start by the caller. */
export const PACK_SERVICE_HEADING: string | null = alternation(LANGUAGE_PACKS.map((p) => p.serviceHeading));
/** The packs' dental words, for the dental context of tier-B terms. */
export const PACK_DENTAL_CONTEXT: string | null = alternation(LANGUAGE_PACKS.map((p) => p.dentalContext));
/** The packs' first-person words (the practice's voice). */
export const PACK_FIRST_PERSON: string | null = alternation(LANGUAGE_PACKS.map((p) => p.firstPerson));
export const PACK_NEGATION_CUES: readonly Cue[] = LANGUAGE_PACKS.flatMap((p) => named(p, p.negation ?? []));
/** Whole URL segments of the packs' article sections, as one alternation. */
export const PACK_ARTICLE_PATH: string | null = alternation(
  LANGUAGE_PACKS.flatMap((p) => (p.articlePath ?? []).map(escape)),
);
/** Whole URL segments of the packs' technology sections, as one alternation. */
export const PACK_TECHNOLOGY_PATH: string | null = alternation(
  LANGUAGE_PACKS.flatMap((p) => (p.technologyPath ?? []).map(escape)),
);
/** The packs' radiographic and intraoral words, for the radiographic-vs-intraoral 3D distinction (three-d-kind.ts). */
export const PACK_RADIOGRAPHIC_WORDS: string | null = alternation(LANGUAGE_PACKS.map((p) => p.radiographicWords));
export const PACK_INTRAORAL_WORDS: string | null = alternation(LANGUAGE_PACKS.map((p) => p.intraoralWords));
/** The packs' 2D panoramic units, as look-alikes of the "panoramic" class (look-alikes.ts). */
export const PACK_LOOK_ALIKES: readonly LookAlikeFingerprint[] = LANGUAGE_PACKS.flatMap((p) =>
  p.panoramic
    ? [
        {
          name: `Panoramic x-ray [${p.language}]`,
          cls: "panoramic" as const,
          patterns: [p.panoramic],
          keys: [],
          equipment: "Panoramic x-ray",
          examples: [...(p.panoramicExamples ?? [])],
        },
      ]
    : [],
);
