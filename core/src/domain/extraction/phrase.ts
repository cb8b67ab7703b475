/**
 * Fast phrase matching over a whole site's normalised text. Running ~75 patterns over ~300 KB one by one costs tens
 * of milliseconds, so every pattern declares trigger literals (one of which every match contains); one combined scan
 * finds where the triggers occur, and each pattern then runs only on the short windows around its triggers.
 *
 * Triggers must start a word ("implant" finds "implants", not "preimplant"): anchoring the combined scan on the
 * character before a word more than halves its cost. Phrases register their triggers when their module loads, so the
 * scan always covers every catalog without a hand-kept list; phrase.test.ts checks each phrase's triggers against a
 * plain scan.
 */
export type Phrase = {
  readonly re: RegExp;
  readonly triggers: readonly string[];
  /** Characters kept on each side of a trigger: at least the longest match the phrase can make. */
  readonly span: number;
};

const DEFAULT_SPAN = 100;

const registry = new Set<string>();
let registryVersion = 0;
const phrases: Phrase[] = [];

/** Every phrase defined so far (for the test that checks each one's triggers against a plain scan). */
export const definedPhrases = (): readonly Phrase[] => phrases;

/**
 * A global regex over normalised text plus the literals that locate it (every match contains one); registers the
 * literals for the combined scan. `span` must cover the longest match the regex can make.
 */
export function phrase(re: RegExp, triggers: readonly string[], span = DEFAULT_SPAN): Phrase {
  if (!re.global) throw new Error(`phrase regex must be global: ${re.source}`);
  for (const t of triggers) {
    if (!registry.has(t)) {
      registry.add(t);
      registryVersion++;
    }
  }
  const p = { re, triggers, span };
  phrases.push(p);
  return p;
}

type Scanner = { version: number; re: RegExp; atStart: RegExp; rootOf: Map<string, string> };
let scanner: Scanner | null = null;

const escapeLiteral = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/#]/g, "\\$&");

/** Triggers with no shorter trigger as prefix; a match of a longer one is also a match of its root. */
function currentScanner(): Scanner {
  if (scanner?.version === registryVersion) return scanner;
  const sorted = [...registry].sort((a, b) => a.length - b.length);
  const roots: string[] = [];
  const rootOf = new Map<string, string>();
  for (const t of sorted) {
    const root = roots.find((r) => t.startsWith(r));
    if (root === undefined) roots.push(t);
    rootOf.set(t, root ?? t);
  }
  const alternatives = roots.map(escapeLiteral).join("|");
  scanner = {
    version: registryVersion,
    re: new RegExp(`[^a-z0-9](${alternatives})`, "g"),
    atStart: new RegExp(`^(?:${alternatives})`),
    rootOf,
  };
  return scanner;
}

/** Normalised text with the positions of every registered trigger root. */
export type IndexedText = {
  readonly text: string;
  readonly hits: Map<string, number[]>;
  readonly rootOf: Map<string, string>;
};

export function indexText(text: string): IndexedText {
  const { re, atStart, rootOf } = currentScanner();
  const hits = new Map<string, number[]>();
  const record = (root: string, at: number): void => {
    const list = hits.get(root);
    if (list) list.push(at);
    else hits.set(root, [at]);
  };
  const first = atStart.exec(text);
  if (first) record(first[0], 0);
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const root = m[1] ?? "";
    record(root, m.index + 1);
    // Resume at the trigger, not past it, so a word inside it ("ray" in "x ray") is found too.
    re.lastIndex = m.index + 1;
  }
  return { text, hits, rootOf };
}

function triggerPositions(t: IndexedText, trigger: string): readonly number[] {
  const root = t.rootOf.get(trigger);
  if (root !== undefined) {
    const hits = t.hits.get(root) ?? [];
    return root === trigger ? hits : hits.filter((p) => t.text.startsWith(trigger, p));
  }
  // Registered after this text was indexed: correct but slow, and only in tests that build phrases on the fly.
  const out: number[] = [];
  for (let i = t.text.indexOf(trigger); i >= 0; i = t.text.indexOf(trigger, i + 1)) out.push(i);
  return out;
}

function sortedPositions(t: IndexedText, p: Phrase): readonly number[] {
  if (p.triggers.length === 1) return triggerPositions(t, p.triggers[0] ?? "");
  return p.triggers.flatMap((trigger) => triggerPositions(t, trigger)).sort((a, b) => a - b);
}

export type PhraseMatch = { index: number; end: number; groups: (string | undefined)[] };

/**
 * Every match of the phrase, in text order, with absolute positions; `visit` returns true to stop. Windows around
 * nearby triggers are merged and widened to word boundaries, so each stretch of text is searched once.
 */
export function eachPhraseMatch(t: IndexedText, p: Phrase, visit: (m: PhraseMatch) => boolean | undefined): void {
  const { re, span } = p;
  const { text } = t;
  const positions = sortedPositions(t, p);
  let i = 0;
  while (i < positions.length) {
    const first = positions[i] ?? 0;
    let end = first + span;
    for (i++; i < positions.length && (positions[i] ?? 0) - span <= end; i++) end = (positions[i] ?? 0) + span;
    const before = first - span;
    const start = before <= 0 ? 0 : Math.max(0, text.lastIndexOf(" ", before));
    const stop = end >= text.length ? text.length : text.indexOf(" ", end);
    const slice = text.slice(start, stop < 0 ? text.length : stop);
    re.lastIndex = 0;
    for (let m = re.exec(slice); m !== null; m = re.exec(slice)) {
      if (m[0].length === 0) re.lastIndex++;
      const index = start + m.index;
      if (visit({ index, end: index + m[0].length, groups: m.slice(1) }) === true) return;
    }
  }
}

/** Whether the phrase occurs at all (no negation check), for phrases about the site rather than its offers. */
export function hasPhrase(t: IndexedText, p: Phrase): boolean {
  let found = false;
  eachPhraseMatch(t, p, () => {
    found = true;
    return true;
  });
  return found;
}
