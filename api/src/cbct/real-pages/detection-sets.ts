import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEV_SET_PATH, type RealPage, realPageSchema } from "./real-page-set.ts";

/**
 * Every labelled real page the detection benchmark tunes and validates on (issue 18): the development set beside the
 * repository, every worker/bench/detection-set/*.jsonl of this checkout, and every *.jsonl of the folders named in
 * DETECTION_SET_DIRS (colon-separated), so rows still being written elsewhere can be measured before they are merged.
 * The held-out file is not among them: it is never tuned on.
 */
export const DETECTION_SET_DIR = path.resolve(import.meta.dirname, "../../../../worker/bench/detection-set");

export type LoadedSets = { rows: RealPage[]; files: string[]; skipped: number; duplicates: number };

function jsonlIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => path.join(dir, f));
}

export function detectionSetFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.DETECTION_SET_DIRS ?? "")
    .split(":")
    .map((d) => d.trim())
    .filter(Boolean);
  const files = [DEV_SET_PATH, ...jsonlIn(DETECTION_SET_DIR), ...extra.flatMap((d) => jsonlIn(path.resolve(d)))];
  return [...new Set(files)].filter((f) => existsSync(f));
}

/**
 * Rows of every file, one per url (the first file wins). A line that does not parse is counted and skipped rather than
 * fatal: files of the other branches grow while the benchmark runs and may end in a half-written line.
 */
export function loadDetectionSets(files = detectionSetFiles()): LoadedSets {
  const rows: RealPage[] = [];
  const urls = new Set<string>();
  let skipped = 0;
  let duplicates = 0;
  for (const file of files) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      let parsed: ReturnType<typeof realPageSchema.safeParse>;
      try {
        parsed = realPageSchema.safeParse(JSON.parse(line));
      } catch {
        skipped++;
        continue;
      }
      if (!parsed.success) {
        skipped++;
        continue;
      }
      if (urls.has(parsed.data.url)) {
        duplicates++;
        continue;
      }
      urls.add(parsed.data.url);
      rows.push(parsed.data);
    }
  }
  return { rows, files, skipped, duplicates };
}
