/**
 * Text a Next.js page shows only after a click (class "text a page shows after a click, shipped in its framework's
 * data", issue 18; bench:real-sites): an accordion's closed panels, a tab not yet chosen. The App Router sends the
 * page's React tree in inline scripts (`self.__next_f.push([1, "..."])`, the flight payload) and leaves closed panels
 * out of the HTML, so neither an HTTP read nor Chromium sees "takes 3D cone-beam CT scans" under a step's title until
 * a visitor opens it. A visitor who opens it reads it as the page's own text, as a crawler already reads a panel that
 * CSS hides.
 *
 * Only what React would render as text is read: the string children of the tree's elements, never other props (a
 * carousel's data, another page's teaser passed to a component), and only pieces of three words or more that the
 * page's HTML does not already show. Bounded: 2 MB of payload a page, 300 pieces, 30,000 characters.
 */

const MARK = "self.__next_f.push(";
const MAX_PAYLOAD_CHARS = 2_000_000;
const MAX_PIECES = 300;
const MAX_PIECE_CHARS = 2_000;
const MAX_HIDDEN_CHARS = 30_000;
const MAX_DEPTH = 200;

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

  /** The pieces of text the tree renders that `visibleText` (the page's HTML) does not show, in page order. */
  hiddenTexts(visibleText: string): string[] {
    if (this.flight.length === 0) return [];
    const shown = fold(visibleText);
    const pieces: string[] = [];
    const seen = new Set<string>();
    let total = 0;
    const take = (s: string) => {
      const piece = s.replace(/\s+/g, " ").trim();
      if (piece.length > MAX_PIECE_CHARS || piece.split(" ").length < 3 || !/\p{L}/u.test(piece)) return;
      const key = fold(piece);
      if (seen.has(key) || shown.includes(key)) return;
      if (pieces.length >= MAX_PIECES || total + piece.length > MAX_HIDDEN_CHARS) return;
      seen.add(key);
      pieces.push(piece);
      total += piece.length;
    };
    for (const row of this.flight.join("").split("\n")) {
      // A row is `<id>:<value>`; a tree is JSON ("[" or "{"); "I", "HL", "T" rows are modules, hints and raw text.
      const colon = row.indexOf(":");
      const value = colon > 0 ? row.slice(colon + 1) : "";
      if (!value.startsWith("[") && !value.startsWith("{")) continue;
      let tree: unknown;
      try {
        tree = JSON.parse(value);
      } catch {
        continue;
      }
      renderedText(tree, take, 0);
    }
    return pieces;
  }
}

const NOT_SHOWN = new Set(["title", "meta", "link", "script", "style", "noscript", "template", "head"]);

/** Walks a React tree as the flight payload writes it (`["$", type, key, props]`), handing on its string children. */
function renderedText(node: unknown, take: (s: string) => void, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "string") {
    // "$L1", "$@2", "$undefined": references to other rows or values, not text.
    if (!node.startsWith("$")) take(node);
    return;
  }
  if (!Array.isArray(node)) {
    if (node && typeof node === "object" && "children" in node) renderedText(node.children, take, depth + 1);
    return;
  }
  if (node[0] === "$" && typeof node[1] === "string" && node.length >= 4) {
    // The head's elements (the title, metadata) are read elsewhere or never shown.
    if (NOT_SHOWN.has(node[1])) return;
    const props: unknown = node[3];
    if (props && typeof props === "object" && "children" in props) renderedText(props.children, take, depth + 1);
    return;
  }
  for (const child of node) renderedText(child, take, depth + 1);
}

/** Case and spacing folded, so a piece the HTML shows with other spacing still counts as shown. */
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
