import type { PracticeView, PracticesResponse } from "@cbct/core/contracts/practices";

export type { Wire } from "@cbct/core/contracts/wire-row";
export type { PracticesResponse };

/** A lead as it arrives over JSON (parsed with the practices contract): timestamps are ISO strings. */
export type Lead = PracticeView;

/** GET /api/practices/:id also carries the row's version, the concurrency token sent back as If-Match. */
export type LeadDetail = Lead & { version?: number };

export function leadsOf(response: PracticesResponse | undefined): Lead[] {
  if (!response) return [];
  return Array.isArray(response) ? response : response.practices;
}
