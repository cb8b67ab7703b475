import type { LanguagePack } from "./types.ts";

export const PACKS: readonly LanguagePack[] = [];
