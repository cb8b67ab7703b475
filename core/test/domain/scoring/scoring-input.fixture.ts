import { BUSINESS_FLAGS, noFlags, SERVICE_FLAGS, TECHNOLOGY_FLAGS } from "../../../src/domain/flags.ts";
import type { ScoringInput } from "../../../src/domain/scoring/scoring-input.ts";

/** Test helper: a practice with nothing detected (every flag off, no scanner), overridden per case. */
export function scoringInput(overrides: Partial<ScoringInput> = {}): ScoringInput {
  return {
    ...noFlags(SERVICE_FLAGS),
    ...noFlags(TECHNOLOGY_FLAGS),
    ...noFlags(BUSINESS_FLAGS),
    cbctStatus: "not_detected",
    cbctConfidence: 0,
    cbctAge: null,
    cbctModel: null,
    cbctManufacturer: null,
    cbctInstallYear: null,
    websiteModernityScore: 0,
    estimatedYearsInBusiness: null,
    doctorGraduationYear: null,
    services: [],
    detectedTechnology: [],
    disqualified: false,
    practiceName: "Smile Dental",
    city: "Austin",
    state: "TX",
    ...overrides,
  };
}

export const NOW = new Date("2025-06-15T12:00:00Z");
