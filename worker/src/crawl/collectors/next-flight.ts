/**
 * Text a Next.js page shows only after a click (class "text a page shows after a click, shipped in its framework's
 * data", issue 18; bench:real-sites): an accordion's closed panels, a tab not yet chosen. The App Router sends the
 * page's React tree in inline scripts (`self.__next_f.push([1, "..."])`, the flight payload) and leaves closed panels
 * out of the HTML, so neither an HTTP read nor Chromium sees "takes 3D cone-beam CT scans" under a step's title until
 * a visitor opens it. A visitor who opens it reads it as the page's own text, as a crawler already reads a panel that
 * CSS hides.
 *
 * Only what React would render as text is read: the string children of the tree's elements, never other props (a
 * carousel's data, another page's teaser passed to a component) nor a layout's 404 and error pages, and only pieces
 * of three words or more that the page's HTML does not already show. Each piece is placed where a visitor opens it,
 * beside the text the tree renders around it (`withHiddenText`). Bounded: 2 MB of payload a page, 300 pieces, 30,000
 * characters, and the matching of the tree's strings against the page's text (`MAX_SCAN_CHARS`).
 */

const MARK = "self.__next_f.push(";
const MAX_PAYLOAD_CHARS = 2_000_000;
const MAX_PIECES = 300;
const MAX_PIECE_CHARS = 2_000;
const MAX_HIDDEN_CHARS = 30_000;
const MAX_DEPTH = 200;
/**
 * Characters of the page's text that matching the tree's strings against it may scan (a string is looked for in the
 * text, a shown one again where it is placed): a few tenths of a second at most, whatever a hostile page sends
 * (a 2 MB payload of short strings against 500,000 characters of text). A Next.js page's few thousand strings
 * against its few tens of thousands of characters need a fraction of it; past it, the tree is not read further.
 */
const MAX_SCAN_CHARS = 200_000_000;

export class NextFlightCollector {
  private buf: string[] | null = null;
  private bufLength = 0;
  private readonly flight: string[] = [];
  private flightLength = 0;

  /** An inline `<script>` opened: it may be a chunk of the payload. */
  openScript(attrs: Record<string, string>): void {
    const type = attrs.type?.trim().toLowerCase();
    this.buf = attrs.src || (type && type !== "text/javascript" && type !== "module") ? null : [];
    this.bufLength = 0;
  }

  /** The script's text; never consumes it (other collectors read scripts too). */
  takeText(data: string): void {
    if (!this.buf) return;
    if (this.bufLength === 0) {
      // The first chunk decides: a script that does not open with the payload's call is not read further.
      const head = data.trimStart();
      if (!head.startsWith(MARK.slice(0, Math.min(MARK.length, head.length)))) {
        this.buf = null;
        return;
      }
    }
    this.bufLength += data.length;
    if (this.flightLength + this.bufLength > MAX_PAYLOAD_CHARS) this.buf = null;
    else this.buf.push(data);
  }

  closeScript(): void {
    const code = this.buf?.join("").trim();
    this.buf = null;
    if (!code?.startsWith(MARK)) return;
    const args = code.slice(MARK.length).replace(/\)\s*;?\s*$/, "");
    try {
      const chunk: unknown = JSON.parse(args);
      // [1, "text"] carries the tree; [0] bootstraps and [2]/[3] carry form state and binary data.
      if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === "string") {
        this.flight.push(chunk[1]);
        this.flightLength += chunk[1].length;
      }
    } catch {
      // Not the payload's form: nothing to read.
    }
  }

  /**
   * The page's text with the pieces of text the tree renders that `shown` (the page's HTML) does not show, each a
   * block of its own, within `maxChars`. A piece sits where a visitor opens it: after the block of the text the tree
   * renders just before it (an accordion's closed panel after its step's title), or before the block of the text
   * just after it when nothing shown comes first; after everything else (the footer included) only when the tree
   * names nothing the HTML shows around it.
   */
  withHiddenText(shown: { text: string; breaks: number[] }, maxChars: number): { text: string; breaks: number[] } {
    const rows = this.treeTexts(shown.text);
    if (!rows.some((row) => row.some((t) => "hidden" in t))) return shown;
    return placePieces(shown, rows, maxChars);
  }

  /**
   * The texts the tree renders in tree order, one list per tree the payload's rows make (a row a component's children
   * are sent in is read where the tree refers to it, as React renders it there): those `visibleText` (the page's HTML)
   * shows, folded, to say where the others sit, and those it does not show, the pieces to add (deduplicated,
   * bounded).
   */
  treeTexts(visibleText: string): TreeText[][] {
    if (this.flight.length === 0) return [];
    const rows = new Map<string, unknown>();
    for (const row of this.flight.join("").split("\n")) {
      // A row is `<id>:<value>`; a tree is JSON ("[" or "{"); "I", "HL", "T" rows are modules, hints and raw text.
      const colon = row.indexOf(":");
      const value = colon > 0 ? row.slice(colon + 1) : "";
      if (!value.startsWith("[") && !value.startsWith("{")) continue;
      const id = row.slice(0, colon);
      if (rows.has(id)) continue;
      try {
        rows.set(id, JSON.parse(value));
      } catch {
        // Not a tree: nothing to read.
      }
    }
    // The rows no other row's tree refers to are the trees' roots; the others are read where they are referred to.
    const referred = new Set<string>();
    for (const tree of rows.values()) renderedText(tree, { text: () => {}, row: (id) => void referred.add(id) }, 0);
    // A row a layout's fallback refers to (its 404 or error page) is never this page's text, nor read as a root.
    const fallback = new Set<string>();
    for (const tree of rows.values()) fallbackRows(tree, fallback, false, 0);
    for (const id of fallback) if (!referred.has(id)) rows.delete(id);
    const shown = fold(visibleText);
    const trees: TreeText[][] = [];
    const read = new Set<string>();
    const seen = new Set<string>();
    let pieces = 0;
    let total = 0;
    let budget = MAX_SCAN_CHARS;
    const readTree = (tree: unknown) => {
      const texts: TreeText[] = [];
      const text = (s: string) => {
        if (budget <= 0 || s.length > MAX_PIECE_CHARS || !/\p{L}/u.test(s)) return;
        const piece = s.replace(/\s+/g, " ").trim();
        const key = fold(piece);
        budget -= shown.length;
        if (shown.includes(key)) {
          // Shown text too short ("1", "Go") is too common on a page to say where a piece sits.
          if (key.length >= MIN_SHOWN_CHARS) {
            budget -= 2 * shown.length;
            texts.push({ shown: key });
          }
          return;
        }
        if (piece.split(" ").length < 3) return;
        if (seen.has(key) || pieces >= MAX_PIECES || total + piece.length > MAX_HIDDEN_CHARS) return;
        seen.add(key);
        pieces++;
        total += piece.length;
        texts.push({ hidden: piece });
      };
      // Each row is read once: where it is first referred to, never again (a cycle of references ends there).
      const row = (id: string) => {
        if (read.has(id)) return undefined;
        read.add(id);
        return rows.get(id);
      };
      renderedText(tree, { text, row }, 0);
      if (texts.some((t) => "hidden" in t)) trees.push(texts);
    };
    for (const [id, tree] of rows)
      if (!referred.has(id) && !read.has(id)) {
        read.add(id);
        readTree(tree);
      }
    // Rows no root reaches (a cycle of references, a tree past the nesting bound) are read last, on their own.
    for (const [id, tree] of rows)
      if (!read.has(id)) {
        read.add(id);
        readTree(tree);
      }
    return trees;
  }
}

/** A text the tree renders: one the HTML shows (folded), or a piece it does not show. */
export type TreeText = { shown: string } | { hidden: string };

const MIN_SHOWN_CHARS = 3;

/**
 * The hidden pieces of `rows` placed into the shown text as blocks of their own: after the block holding the shown
 * text the tree renders last before them, else before the block of the next one, else (nothing shown around them in
 * their tree) at the end. A shown text is looked for from where the previous one was found on, since the tree is
 * written in page order ("Planning" after "1 Consultation" is the second step's title, not the menu's), then from the
 * start. Blocks are the text between its breaks, which the visible-text collector sets on spaces; the shown text's
 * characters are kept as they are, and pieces are added in tree order while the text stays within `maxChars`.
 */
export function placePieces(
  shown: { text: string; breaks: number[] },
  rows: readonly (readonly TreeText[])[],
  maxChars: number,
): { text: string; breaks: number[] } {
  const { text } = shown;
  const cuts = shown.breaks.filter((b, i, all) => text[b] === " " && (i === 0 || b > all[i - 1]!));
  const blocks: string[] = [];
  let from = 0;
  for (const b of cuts) {
    blocks.push(text.slice(from, b));
    from = b + 1;
  }
  if (text) blocks.push(text.slice(from));
  // The block holding offset `at`: the number of cuts before it.
  const blockAt = (at: number) => {
    let lo = 0;
    let hi = cuts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cuts[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const folded = fold(text);
  // A letter whose lower case is longer ("İ") shifts the folded text: the pieces then go at the end.
  const findable = folded.length === text.length;
  const after = new Map<number, string[]>();
  const before = new Map<number, string[]>();
  const atEnd: string[] = [];
  const add = (side: Map<number, string[]>, block: number, piece: string) =>
    side.set(block, [...(side.get(block) ?? []), piece]);
  let length = text.length;
  let cursor = 0;
  placing: for (const row of rows) {
    let block: number | undefined;
    const waiting: string[] = [];
    for (const t of row) {
      if ("shown" in t) {
        let at = findable ? folded.indexOf(t.shown, cursor) : -1;
        if (at < 0 && findable) at = folded.indexOf(t.shown);
        if (at < 0) continue;
        cursor = at + t.shown.length;
        block = blockAt(at);
        for (const piece of waiting.splice(0)) add(before, block, piece);
        continue;
      }
      if (length + 1 + t.hidden.length > maxChars) {
        atEnd.push(...waiting);
        break placing;
      }
      length += 1 + t.hidden.length;
      if (block === undefined) waiting.push(t.hidden);
      else add(after, block, t.hidden);
    }
    atEnd.push(...waiting);
  }
  const out: string[] = [];
  blocks.forEach((block, i) => out.push(...(before.get(i) ?? []), block, ...(after.get(i) ?? [])));
  out.push(...atEnd);
  const breaks: number[] = [];
  let at = 0;
  for (const [i, block] of out.entries()) {
    if (i > 0) breaks.push(at++);
    at += block.length;
  }
  return { text: out.join(" "), breaks };
}

const NOT_SHOWN = new Set(["title", "meta", "link", "script", "style", "noscript", "template", "head"]);

/**
 * A Next.js layout's fallbacks, props of its router element: what a visitor sees only when a page is missing, fails
 * or is still loading ("404: This page could not be found." is in every page's payload), never the page itself.
 */
const FALLBACK_PROPS = new Set(["notFound", "error", "forbidden", "unauthorized", "loading"]);

/** The rows a fallback prop's value refers to, anywhere in the tree (props included). */
function fallbackRows(node: unknown, into: Set<string>, inFallback: boolean, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "string") {
    const id = inFallback ? ROW_REFERENCE.exec(node)?.[1] : undefined;
    if (id !== undefined) into.add(id);
  } else if (Array.isArray(node)) {
    for (const child of node) fallbackRows(child, into, inFallback, depth + 1);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node))
      fallbackRows(value, into, inFallback || FALLBACK_PROPS.has(key), depth + 1);
  }
}

/** A reference to another row, as the tree's children write it: "$L1a" (a lazy element), "$1a" (a value). */
const ROW_REFERENCE = /^\$L?([0-9a-f]+)$/;

/**
 * Walks a React tree as the flight payload writes it (`["$", type, key, props]`), handing on its string children and
 * reading a row its children refer to where the reference stands (`row` gives the row's tree, or nothing to skip it).
 */
function renderedText(
  node: unknown,
  visit: { text: (s: string) => void; row: (id: string) => unknown },
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "string") {
    if (!node.startsWith("$")) visit.text(node);
    // "$$" escapes a text that starts with "$" ("$$150 off").
    else if (node.startsWith("$$")) visit.text(node.slice(1));
    else {
      // "$L1a", "$1a": another row's tree; "$@2", "$undefined", "$Sreact.fragment": promises and values, not text.
      const id = ROW_REFERENCE.exec(node)?.[1];
      if (id !== undefined) renderedText(visit.row(id), visit, depth + 1);
    }
    return;
  }
  if (!Array.isArray(node)) {
    if (node && typeof node === "object" && "children" in node) renderedText(node.children, visit, depth + 1);
    return;
  }
  if (node[0] === "$" && typeof node[1] === "string" && node.length >= 4) {
    // The head's elements (the title, metadata) are read elsewhere or never shown.
    if (NOT_SHOWN.has(node[1])) return;
    const props: unknown = node[3];
    if (props && typeof props === "object" && "children" in props) renderedText(props.children, visit, depth + 1);
    return;
  }
  for (const child of node) renderedText(child, visit, depth + 1);
}

/** Case and spacing folded, so a piece the HTML shows with other spacing still counts as shown. */
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
