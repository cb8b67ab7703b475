import { type ParsedPattern, parsePattern } from "./fingerprint-format.ts";
import type { FingerprintLibrary } from "./fingerprints.ts";

const KEY_TOKEN = /^[\p{Ll}\d]+$/u;

/** `*` and `+` outside a character class; bounded `{m,n}` keeps every pattern linear (vocabulary §5.11). */
function hasUnboundedQuantifier(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (!inClass && (c === "*" || c === "+")) return true;
  }
  return false;
}

/** Every problem found in a library (bad regex, unknown manufacturer, implausible year...); tests require none. */
export function validateFingerprints(lib: FingerprintLibrary, currentYear: number): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const compiles = (owner: string, raw: string): ParsedPattern | null => {
    try {
      const parsed = parsePattern(raw);
      new RegExp(parsed.source, "gi");
      check(!hasUnboundedQuantifier(parsed.source), `${owner}: unbounded * or + in ${parsed.source}`);
      return parsed;
    } catch (err) {
      problems.push(`${owner}: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  };
  const keysOk = (owner: string, keys: readonly string[]) => {
    for (const k of keys) check(KEY_TOKEN.test(k), `${owner}: key "${k}" is not a lowercase token`);
  };

  const manufacturerNames = new Set(lib.manufacturers.map((m) => m.name));
  check(manufacturerNames.size === lib.manufacturers.length, "duplicate manufacturer names");
  for (const m of lib.manufacturers) {
    for (const a of [...m.aliases, ...(m.searchAliases ?? [])]) compiles(m.name, a);
    keysOk(m.name, m.keys);
    check(
      lib.models.some((x) => x.manufacturer === m.name),
      `${m.name}: no scanner model`,
    );
  }

  const modelNames = new Set<string>();
  for (const x of lib.models) {
    const owner = `model ${x.name}`;
    check(!modelNames.has(x.name), `${owner}: duplicate name`);
    modelNames.add(x.name);
    check(manufacturerNames.has(x.manufacturer), `${owner}: unknown manufacturer "${x.manufacturer}"`);
    check(
      x.patterns.length > 0 && x.keys.length > 0 && x.examples.length > 0,
      `${owner}: needs patterns, keys, examples`,
    );
    keysOk(owner, x.keys);
    if (x.generic) {
      check(x.releaseYear === null, `${owner}: a generic brand line has no release year`);
    } else {
      const y = x.releaseYear;
      check(y !== null && y >= 2000 && y <= currentYear, `${owner}: implausible release year ${y}`);
      check(Number.isInteger(x.generation) && x.generation >= 1, `${owner}: generation must be >= 1`);
    }
    for (const raw of x.patterns) {
      const parsed = compiles(owner, raw);
      if (parsed?.version) check(x.versions !== undefined, `${owner}: version tag without a versions map`);
    }
  }

  for (const x of lib.models) {
    if (x.family === undefined) continue;
    const line = lib.models.find((m) => m.name === x.family);
    check(line !== undefined && line !== x, `model ${x.name}: unknown family "${x.family}"`);
    check(line?.manufacturer === x.manufacturer, `model ${x.name}: family of another manufacturer`);
    check(line?.family === undefined, `model ${x.name}: family "${x.family}" is itself a variant`);
  }

  const lookAlikeNames = new Set<string>();
  for (const l of lib.lookAlikes) {
    const owner = `look-alike ${l.name}`;
    check(!lookAlikeNames.has(l.name), `${owner}: duplicate name`);
    lookAlikeNames.add(l.name);
    check(l.patterns.length > 0 && l.examples.length > 0, `${owner}: needs patterns and examples`);
    keysOk(owner, l.keys ?? []);
    for (const p of l.patterns) compiles(owner, p);
  }
  for (const t of lib.terms) {
    compiles(`term ${t.name}`, t.pattern);
    keysOk(`term ${t.name}`, t.keys);
  }
  const { ownership, referral, negation, patterns } = lib.cues;
  for (const c of [...ownership, ...referral, ...negation]) compiles(`cue ${c.name}`, c.pattern);
  for (const [name, source] of Object.entries(patterns)) compiles(`cue ${name}`, source);
  return problems;
}
