import { VOICE } from "./cues.ts";
import { normalizeText } from "./normalize.ts";

/** Words that say what a practice is, not which one: "Miles of Smiles Dental" is also written "Miles of Smiles". */
const GENERIC_WORDS = new Set([
  "dds",
  "dmd",
  "md",
  "pc",
  "pa",
  "pllc",
  "llc",
  "ltd",
  "inc",
  "dental",
  "dentistry",
  "dentist",
  "dentists",
  "clinic",
  "center",
  "centre",
  "care",
  "group",
  "associates",
  "practice",
  "office",
  "orthodontics",
  "orthodontists",
  "endodontics",
  "periodontics",
  "surgery",
  "oral",
  "implants",
  "studio",
  "the",
  "and",
  "of",
  "&",
]);

/** Never matches: `{name}` when the practice's name is unknown. */
const NOTHING = "(?!)";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Dr. Jay Lopez (Dentistry in Tucson)" -> the ways the page may write it, longest first. */
export function practiceNameVariants(name: string | null | undefined): string[] {
  if (!name) return [];
  const variants = new Set<string>();
  for (const part of name.replace(/\([^)]*\)/g, " ").split(/[/|]/)) {
    const words = normalizeText(part).text.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const add = (ws: string[]) => {
      const v = ws.join(" ").replace(/[,.]+$/, "");
      // A name made only of generic words ("Dental Clinic") would match any practice's page.
      if (v.length >= 4 && ws.some((w) => !GENERIC_WORDS.has(w.replace(/[^\p{L}&]/gu, "")))) variants.add(v);
    };
    add(words);
    const trimmed = [...words];
    while (trimmed.length > 1 && GENERIC_WORDS.has((trimmed.at(-1) ?? "").replace(/[^\p{L}&]/gu, ""))) trimmed.pop();
    add(trimmed);
  }
  return [...variants].sort((a, b) => b.length - a.length);
}

/** Regex source for the practice's name, matched on normalised text; NOTHING when it is unknown. */
export function practiceNamePattern(name: string | null | undefined): string {
  const variants = practiceNameVariants(name);
  if (variants.length === 0) return NOTHING;
  const sources = variants.map((v) =>
    v
      .split(" ")
      .map((w) => (w === "&" || w === "and" ? "(?:&|and)" : escape(w).replace(/'/g, "'?")))
      .join("[\\s-]+"),
  );
  return `(?:${sources.join("|")})`;
}

/** Fills a cue's `{we}` (the practice's voice) and `{name}` placeholders. */
export function expandVoice(pattern: string, namePattern: string): string {
  return pattern.replaceAll("{we}", VOICE).replaceAll("{name}", namePattern);
}
