import type { Practice } from "@cbct/shared/db/schema/practices";

/** A row as it arrives over JSON: timestamps are ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type Lead = Wire<Practice>;

/** GET /api/practices/:id also carries the row's version, the concurrency token sent back as If-Match. */
export type LeadDetail = Lead & { version?: number };

/** Spec 7: GET /api/practices answers a list, or the smart-search envelope. */
export type PracticesResponse = Lead[] | { isSmartSearch: boolean; practices: Lead[]; searchInfo?: unknown };
