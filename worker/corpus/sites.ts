import { CATALOG } from "./catalog/index.ts";
import type { SiteDef } from "./types.ts";

export type { Expected, FailureKind, KindGroup, SiteKind, SiteLabel } from "./labels.ts";
export { ALL_KINDS, kindGroup, labelProblems, SITE_KINDS } from "./labels.ts";
export type { Behaviour, Block, PageDef, Practice, RenderMode, SiteDef, Theme } from "./types.ts";

/** The hand-written catalog (a fresh array; the definitions themselves are shared and must not be mutated). */
export const catalogSites = (): SiteDef[] => [...CATALOG];

export type { GenerateOptions } from "./generate-sites.ts";
export { generateSites } from "./generate-sites.ts";
