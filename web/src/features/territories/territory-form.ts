import type { TerritoryInput, TerritoryView } from "@cbct/core/contracts/territories";

/** The territory dialog's fields as typed (lists as comma-separated text, numbers as text). */
export type TerritoryFields = {
  name: string;
  states: string;
  zipPrefixes: string;
  area: [number, number][] | null;
  scannerAppeared: boolean;
  scannerChanged: boolean;
  newPractice: boolean;
  agedOn: boolean;
  scannerAgeYears: string;
  scoreOn: boolean;
  leadScoreAtLeast: string;
};

export const EMPTY_FIELDS: TerritoryFields = {
  name: "",
  states: "",
  zipPrefixes: "",
  area: null,
  scannerAppeared: true,
  scannerChanged: true,
  newPractice: true,
  agedOn: false,
  scannerAgeYears: "7",
  scoreOn: false,
  leadScoreAtLeast: "80",
};

export function fieldsOf(t: TerritoryView): TerritoryFields {
  return {
    name: t.name,
    states: t.states.join(", "),
    zipPrefixes: t.zipPrefixes.join(", "),
    area: t.area,
    scannerAppeared: t.events.scannerAppeared,
    scannerChanged: t.events.scannerChanged,
    newPractice: t.events.newPractice,
    agedOn: t.events.scannerAgeYears !== null,
    scannerAgeYears: String(t.events.scannerAgeYears ?? 7),
    scoreOn: t.events.leadScoreAtLeast !== null,
    leadScoreAtLeast: String(t.events.leadScoreAtLeast ?? 80),
  };
}

const items = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** "Virginia, MD" -> ["Virginia", "MD"]: state names with spaces are kept whole when separated by commas. */
const stateItems = (text: string) =>
  text
    .split(/[,;]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => (/^[A-Za-z]{2}(\s+[A-Za-z]{2})+$/.test(s) ? s.split(/\s+/) : [s]));

/** A number the form cannot send as one (the API's own messages for the rest). */
export function fieldsProblem(f: TerritoryFields): string | null {
  const whole = (text: string) => /^\s*\d+\s*$/.test(text);
  if (f.agedOn && !whole(f.scannerAgeYears)) return "Scanner age must be a whole number of years";
  if (f.scoreOn && !whole(f.leadScoreAtLeast)) return "Score threshold must be a whole number";
  return null;
}

/** What the API receives; it validates and answers a readable error (shown in the dialog). */
export function inputOf(f: TerritoryFields): TerritoryInput {
  const number = (text: string) => Number(text.trim());
  return {
    name: f.name,
    states: stateItems(f.states),
    zipPrefixes: items(f.zipPrefixes),
    area: f.area,
    events: {
      scannerAppeared: f.scannerAppeared,
      scannerChanged: f.scannerChanged,
      newPractice: f.newPractice,
      scannerAgeYears: f.agedOn ? number(f.scannerAgeYears) : null,
      leadScoreAtLeast: f.scoreOn ? number(f.leadScoreAtLeast) : null,
    },
  };
}

/** One line about where the territory is: "VA, MD · zips 224, 220 · a drawn area". */
export function whereText(t: Pick<TerritoryView, "states" | "zipPrefixes" | "area">): string {
  const parts: string[] = [];
  if (t.states.length) parts.push(t.states.join(", "));
  if (t.zipPrefixes.length) parts.push(`zips ${t.zipPrefixes.map((z) => `${z}…`).join(", ")}`);
  if (t.area) parts.push("an area on the map");
  return parts.join(" · ");
}

/** One line about what the territory listens for. */
export function eventsText(e: TerritoryView["events"]): string {
  const parts: string[] = [];
  if (e.scannerAppeared) parts.push("scanner appeared");
  if (e.scannerChanged) parts.push("scanner changed");
  if (e.scannerAgeYears !== null) parts.push(`scanner passed ${e.scannerAgeYears} years`);
  if (e.newPractice) parts.push("new practice");
  if (e.leadScoreAtLeast !== null) parts.push(`lead score reached ${e.leadScoreAtLeast}`);
  return parts.join(", ");
}
