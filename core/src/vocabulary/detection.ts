import type { CbctStatus } from "./lead.ts";

/** Where on a page a piece of CBCT evidence was read (the lead dialog shows it beside the snippet). */
export const EVIDENCE_SOURCES = [
  "text",
  "alt",
  "link",
  "url",
  "title",
  "meta",
  "heading",
  "list",
  "table",
  "menu",
] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

/** One piece of evidence behind a detection, as stored in cbct_detections.evidence and shown to a rep. */
export type DetectionEvidence = {
  snippet: string;
  pageUrl: string | null;
  source: EvidenceSource;
  signal: string;
  weight: number;
};

/**
 * A detection to store for a lead (cbct_detections without the columns the database or the lead fills in: id,
 * practiceId, createdAt). Written here so the pure lead builder can return one without the database layer;
 * shared/src/db/schema/practice-row-agrees.ts keeps it equal to the table's insert type.
 */
export type NewDetectionRow = {
  /** The detected status (confirmed, likely, uncertain, not_detected). */
  detectionType: CbctStatus;
  /** Numeric(5,2) as its exact decimal text. */
  confidence: string;
  evidence?: DetectionEvidence[] | null | undefined;
  sourceText?: string | null | undefined;
  aiAnalysis?: string | null | undefined;
  manufacturer?: string | null | undefined;
  model?: string | null | undefined;
  estimatedInstallYear?: number | null | undefined;
  scannerAge?: number | null | undefined;
  detectionMethod?: string | null | undefined;
};
