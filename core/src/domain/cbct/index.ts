/**
 * Rule-based CBCT detection: a declarative fingerprint library (models, 2D twins, look-alikes, cues) and the detector
 * that reads a site's pages with it. Pure, synchronous, no I/O.
 */
export { type DetectCbctOptions, detectCbct, GENERIC_CBCT_EQUIPMENT, scannerDisplayName } from "./detect-cbct.ts";
export { classifyPage, namesModality, type PageType } from "./detection-corpus.ts";
export {
  COMBINE,
  MAX_EVIDENCE,
  MODEL_SCORES,
  STATUS_THRESHOLDS,
  statusForConfidence,
  TERM_SCORES,
} from "./detection-weights.ts";
export { findScannerFamily, findScannerModel } from "./find-scanner-model.ts";
export type {
  LookAlikeClass,
  LookAlikeFingerprint,
  ManufacturerFingerprint,
  ScannerModelFingerprint,
} from "./fingerprint-format.ts";
export { FINGERPRINTS, type FingerprintLibrary, SCANNER_MODELS } from "./fingerprints.ts";
export { fileNameToWords, normalizeText, urlPathToWords } from "./normalize.ts";
export { validateFingerprints } from "./validate-fingerprints.ts";
