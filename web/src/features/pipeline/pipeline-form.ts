import type { PipelineResult } from "@cbct/core/contracts/pipeline";
import { PIPELINE_MAX_RESULTS } from "@cbct/core/contracts/pipeline";

export type SearchMode = "zipcode" | "citystate";

/** Spec 2 / 5: an integer from the input, 50 when empty or unparseable (the min/max sit on the input). */
export function parseMaxResults(value: string): number {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : PIPELINE_MAX_RESULTS.fallback;
}

export type FormProblem = { title: string; description: string };

/** Spec 5, on trimmed inputs. */
export function formProblem(mode: SearchMode, zipCode: string, city: string, state: string): FormProblem | null {
  if (mode === "zipcode" && !zipCode.trim()) {
    return { title: "Zip Code Required", description: "Please enter a zip code to search for leads" };
  }
  if (mode === "citystate" && (!city.trim() || !state.trim())) {
    return { title: "City and State Required", description: "Please enter both city and state to search for leads" };
  }
  return null;
}

/** Spec 4: +20 leads found, +40 processed, +20 sheets, +20 drive upload, capped at 100. */
export function completionScore(result: PipelineResult): number {
  const score =
    (result.leadsFound > 0 ? 20 : 0) +
    (result.processed > 0 ? 40 : 0) +
    (result.sheetsGenerated ? 20 : 0) +
    (result.driveUploaded ? 20 : 0);
  return Math.min(100, score);
}

/** Spec 2: totalScore / processed, rounded; 0 when nothing was processed. */
export function averageScore(result: PipelineResult): number {
  return result.processed > 0 ? Math.round(result.summary.totalScore / result.processed) : 0;
}

/** Spec 2: the running card never shows less than 10%. */
export const shownProgress = (progress: number) => Math.max(10, Math.min(100, progress));

export const POPULAR_ZIPS = ["22401", "22402", "22403", "22408", "22553", "20110", "20111", "22030"] as const;
export const POPULAR_CITIES = [
  "Fredericksburg",
  "Stafford",
  "Manassas",
  "Alexandria",
  "Richmond",
  "Virginia Beach",
  "Norfolk",
  "Chesapeake",
] as const;
