import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Labelled excerpts of real practice pages, one JSON object a line (../shared/reference/cbct-real-pages-dev.md): the
 * development set lives outside the project and is read at run time, never copied in; the held-out cases this
 * project found itself sit beside the detection benchmark.
 */
export const realPageSchema = z.object({
  url: z.string(),
  practiceName: z.string().nullable(),
  excerpt: z.string().min(1),
  label: z.enum(["confirmed", "likely", "uncertain", "not_detected"]),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  why: z.string(),
});
export type RealPage = z.infer<typeof realPageSchema>;

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const DEV_SET = "shared/reference/cbct-real-pages-dev.jsonl";

/**
 * `../shared/reference/` from the repository's root; a git worktree kept one level deeper (`wt/<name>/`) finds the
 * same folder a level further up.
 */
function besideRepository(relative: string): string {
  for (let dir = path.dirname(ROOT), up = 0; up < 3; up++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
  }
  return path.resolve(ROOT, "..", relative);
}

/** The development set, beside the repository. */
export const DEV_SET_PATH = besideRepository(DEV_SET);
/** Real practice pages this project found and labelled itself, kept apart from the development set. */
export const HELD_OUT_PATH = path.resolve(ROOT, "worker/bench/cbct-real-pages-held-out.jsonl");

export type RealPageSet = { ok: true; file: string; rows: RealPage[] } | { ok: false; file: string; reason: string };

export function loadRealPages(file: string): RealPageSet {
  if (!existsSync(file)) return { ok: false, file, reason: `${file} is not there` };
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, i) => {
      const parsed = realPageSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file} line ${i + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
  return { ok: true, file, rows };
}
