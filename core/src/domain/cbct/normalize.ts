/**
 * Text normalisation before matching (vocabulary §2): Unicode hyphens -> "-", ®/™/© removed, soft hyphens and
 * zero-width spaces removed, curly quotes -> straight,
 * "3-D"/"3 D" -> "3d", "X-ray"/"xray"/"x ray" -> "x-ray", whitespace collapsed, lowercase, full-width Latin letters
 * and digits ("ＣＴ", "３Ｄ") as ASCII. The offset map lets evidence snippets be cut from the original text with its
 * casing.
 */

/** Pieces of the normalised text, each either a 1:1 copy of the original or a rewritten span. */
export type OffsetMap = {
  normStart: number[];
  origStart: number[];
  origLength: number[];
  identity: boolean[];
};

export type NormalizedText = { text: string; map: OffsetMap };

const HYPHENS = "\\u2010-\\u2015\\u2212\\u2043\\ufe58\\ufe63\\uff0d";
const rewrites = (soft: string) =>
  new RegExp(
    [
      `(?<space>\\s{2,}|[^\\S ])`,
      `(?<mark>[®™℠©]+)`,
      `(?<dash>[${HYPHENS}])`,
      `(?<soft>${soft})`,
      `(?<single>[\\u2018\\u2019\\u201a\\u201b\\u2032])`,
      `(?<double>[\\u201c\\u201d\\u201e\\u201f\\u2033])`,
      `(?<dims>\\b[23][\\s${HYPHENS}-]d\\b)`,
      `(?<xray>\\bx[\\s${HYPHENS}-]?rays?\\b)`,
    ].join("|"),
    "gu",
  );
const REWRITES = rewrites("\\u00ad");
/**
 * Zero-width spaces and word joiners are invisible, so a reader sees "conebeam" in "cone\u200bbeam": removed like soft
 * hyphens. A separate pattern, used only on text that holds one: with the wider class in the common pattern, this
 * regular expression ran a third slower over the labelled excerpts, and detection on the own corpus 5 % slower.
 */
const REWRITES_INVISIBLE = rewrites("[\\u00ad\\u200b\\u2060]");
const hasInvisible = (text: string) => text.includes("\u200b") || text.includes("\u2060");

function rewrite(groups: Record<string, string | undefined>, next: string): string {
  if (groups.space !== undefined) return groups.space.includes("\n") ? "\n" : " ";
  // A mark glued between two words ("Galileos®Comfort") still separates them.
  if (groups.mark !== undefined) return /[\p{L}\p{N}]/u.test(next) ? " " : "";
  if (groups.dash !== undefined) return "-";
  if (groups.soft !== undefined) return "";
  if (groups.single !== undefined) return "'";
  if (groups.double !== undefined) return '"';
  if (groups.dims !== undefined) return `${groups.dims[0]}d`;
  if (groups.xray !== undefined) return groups.xray.endsWith("s") ? "x-rays" : "x-ray";
  return "";
}

/**
 * Full-width Latin letters and digits ("ＣＴ", "ＣＢＣＴ", "３Ｄ", "Ｘ線"), which Japanese, Chinese and Korean pages often
 * write for the ASCII ones (class "the scan's Latin name in full-width letters"), lowercased: read as ASCII, one
 * character for one, so every pattern reads "ＣＴで" as it reads "CTで" and offsets stay 1:1. Full-width punctuation
 * ("（", "：", "，") is left alone: the Asian packs read it as part of the script.
 */
const FULL_WIDTH_ALNUM = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;
const FULL_WIDTH_OFFSET = 0xfee0;
/** Full-width letters and digits as ASCII, one character for one (the evidence marks read snippets this way too). */
export const fullWidthAsAscii = (text: string) =>
  text.replace(FULL_WIDTH_ALNUM, (c) => String.fromCharCode(c.charCodeAt(0) - FULL_WIDTH_OFFSET));

function lowercase(input: string): string {
  let lower = input.toLowerCase();
  if (lower.length !== input.length)
    // A few characters ("İ") grow when lowercased; keep them as they are so offsets stay 1:1.
    lower = Array.from(input, (c) => {
      const l = c.toLowerCase();
      return l.length === c.length ? l : c;
    }).join("");
  return fullWidthAsAscii(lower);
}

export function normalizeText(input: string): NormalizedText {
  const lower = lowercase(input);
  const map: OffsetMap = { normStart: [], origStart: [], origLength: [], identity: [] };
  const out: string[] = [];
  let outLength = 0;
  let last = 0;
  const push = (piece: string, origStart: number, origLength: number, identity: boolean) => {
    if (piece.length === 0 && identity) return;
    map.normStart.push(outLength);
    map.origStart.push(origStart);
    map.origLength.push(origLength);
    map.identity.push(identity);
    out.push(piece);
    outLength += piece.length;
  };
  for (const m of lower.matchAll(hasInvisible(lower) ? REWRITES_INVISIBLE : REWRITES)) {
    const start = m.index;
    const replaced = rewrite(m.groups ?? {}, lower.charAt(start + m[0].length));
    if (replaced === m[0]) continue;
    push(lower.slice(last, start), last, start - last, true);
    push(replaced, start, m[0].length, false);
    last = start + m[0].length;
  }
  push(lower.slice(last), last, lower.length - last, true);
  const text = out.join("");
  const startTrim = text.length - text.trimStart().length;
  if (startTrim === 0 && !/\s$/.test(text)) return { text, map };
  // Trimming only moves the front; shift the map so indexes still line up.
  const trimmed = text.trim();
  return { text: trimmed, map: shiftMap(map, startTrim) };
}

function shiftMap(map: OffsetMap, by: number): OffsetMap {
  if (by === 0) return map;
  return { ...map, normStart: map.normStart.map((n) => n - by) };
}

function pieceAt(map: OffsetMap, normIndex: number): number {
  const starts = map.normStart;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= normIndex) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Maps a start offset of the normalised text back to the original string. */
export function toOriginalIndex(map: OffsetMap, normIndex: number): number {
  if (map.normStart.length === 0) return normIndex;
  const i = pieceAt(map, normIndex);
  const origStart = map.origStart[i] ?? 0;
  const normStart = map.normStart[i] ?? 0;
  if (map.identity[i]) return origStart + Math.max(0, normIndex - normStart);
  return normIndex > normStart ? origStart + (map.origLength[i] ?? 0) : origStart;
}

/** Maps an end offset (exclusive): the end of the last character, so a removed "®" after it stays out. */
export function toOriginalEnd(map: OffsetMap, normEnd: number): number {
  if (map.normStart.length === 0 || normEnd <= 0) return toOriginalIndex(map, normEnd);
  const i = pieceAt(map, normEnd - 1);
  const origStart = map.origStart[i] ?? 0;
  if (map.identity[i]) return origStart + (normEnd - (map.normStart[i] ?? 0));
  return origStart + (map.origLength[i] ?? 0);
}

const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?|heic)$/i;
const SIZE_SUFFIX = /(?:[-_]\d{2,5}x\d{2,5}|[-_]scaled|[-_]e\d{10,13}|@[23]x)+$/i;

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** "galileos_comfortplus.jpg" -> "galileos comfortplus"; "NewTom-GO-stehend-1024x768.png" -> "NewTom GO stehend". */
export function fileNameToWords(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? "";
  const file = decode(path.slice(path.lastIndexOf("/") + 1));
  return wordsOf(file.replace(IMAGE_EXTENSION, "").replace(SIZE_SUFFIX, ""));
}

/** The path of a URL as words: "/technology/cone-beam-3d-imaging/" -> "technology cone beam 3d imaging". */
export function urlPathToWords(url: string): string {
  const path = pathOf(url);
  return wordsOf(
    path
      .split("/")
      .map((p) => decode(p).replace(/\.(?:html?|php|aspx?)$/i, ""))
      .join(" "),
  );
}

/** Lowercased path of an absolute or relative URL, without query or fragment. */
export function pathOf(url: string): string {
  const noQuery = url.split(/[?#]/, 1)[0] ?? "";
  const scheme = noQuery.match(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i);
  return (scheme ? noQuery.slice(scheme[0].length) : noQuery).toLowerCase() || "/";
}

// No camel-case splitting: brand casing ("PaX", "NewTom", "ProMax") would fall apart.
function wordsOf(s: string): string {
  return s
    .replace(/[-_+.~/]+|%20/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
