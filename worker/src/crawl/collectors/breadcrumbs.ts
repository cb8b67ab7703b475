import { type Collector, fold, type OpenTag } from "./collector.ts";

/** Longest trail kept, in steps, and longest step, in characters: a hostile "breadcrumb" is bounded like a menu. */
const MAX_STEPS = 8;
const MAX_STEP_CHARS = 80;
/** A wrapper that says it is the trail: class/id "breadcrumb(s)", aria-label "Breadcrumb", schema.org BreadcrumbList. */
const TRAIL_MARK = /breadcrumb/i;
const TRAIL_TYPE = /BreadcrumbList$/i;
/** Separators drawn between steps: "›", "»", "→", ">", "|", and "/" with spaces around it. */
const SEPARATOR = /\s*[›»→>|]\s*|\s+\/\s+/;
/** Marks an element boundary inside the trail's text: each link or item is a step of its own. */
const BOUNDARY = "\u0001";
/** A "trail" holding more text than this is a page region that merely mentions breadcrumbs ("has-breadcrumbs"). */
const MAX_TRAIL_CHARS = 600;
/** Text pieces and element boundaries buffered at most (many empty wrappers around a few links). */
const MAX_PIECES = 200;

/** The steps of a trail's text, or null when it is no trail (one step, too many, or a step too long). */
function steps(raw: string): string[] | null {
  const all = raw
    .split(BOUNDARY)
    .flatMap((piece) => piece.split(SEPARATOR))
    .map((s) => fold(s))
    .filter((s) => s !== "");
  if (all.length < 2 || all.length > MAX_STEPS || all.some((s) => s.length > MAX_STEP_CHARS)) return null;
  return all;
}

/**
 * The page's breadcrumb trail (issue 18, "the page's place in the site"): where the site files the page ("Home ›
 * Dental Services › 3D Imaging") says what a services or blog address would, for pages whose address says nothing.
 * The first element marked as a trail (class, id or aria-label "breadcrumb", or itemtype BreadcrumbList) is read, one
 * step per link, item or separated piece; the page's JSON-LD BreadcrumbList stands in when the HTML has none.
 */
export class BreadcrumbsCollector implements Collector {
  private start = 0;
  private buf: string[] = [];
  private chars = 0;
  private done: string[] | null = null;

  open({ name, attrs, depth, marks }: OpenTag): void {
    if (this.done) return;
    if (this.start > 0) {
      this.mark();
      return;
    }
    // A page-wide wrapper ("<body class='has-breadcrumbs'>") is not the trail.
    if (name === "body" || name === "html" || name === "main") return;
    // Cheap tests first: this runs on every element of every page, and almost none is a trail.
    const label = attrs["aria-label"];
    const type = attrs.itemtype;
    if (
      ((marks.includes("rumb") || marks.includes("RUMB")) && TRAIL_MARK.test(marks)) ||
      (label !== undefined && TRAIL_MARK.test(label)) ||
      (type !== undefined && TRAIL_TYPE.test(type))
    ) {
      this.start = depth;
    }
  }

  /** An element boundary inside the trail; a trail past its size stops buffering (it will be dropped). */
  private mark(): void {
    if (this.chars <= MAX_TRAIL_CHARS && this.buf.length < MAX_PIECES) this.buf.push(BOUNDARY);
  }

  text(data: string): void {
    if (this.start === 0 || this.done || this.chars > MAX_TRAIL_CHARS) return;
    this.chars += data.length;
    this.buf.push(data);
  }

  close(_name: string, depth: number): void {
    if (this.start === 0 || this.done) return;
    if (depth > this.start) {
      this.mark();
      return;
    }
    const trail = this.chars > MAX_TRAIL_CHARS ? null : steps(this.buf.join(""));
    this.start = 0;
    this.buf = [];
    this.chars = 0;
    // A wrapper named "breadcrumb" that holds one word, or a whole region, is not a trail; look on for the real one.
    if (trail) this.done = trail;
  }

  /** The trail, or the page's JSON-LD BreadcrumbList when the HTML shows none; empty when neither has two steps. */
  result(jsonLd: readonly unknown[]): string[] {
    return this.done ?? jsonLdTrail(jsonLd);
  }
}

type Item = { position?: unknown; name?: unknown; item?: unknown };

function jsonLdTrail(blocks: readonly unknown[]): string[] {
  const lists: unknown[] = [];
  const visit = (node: unknown, level: number) => {
    if (level > 3 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const n of node.slice(0, 50)) visit(n, level + 1);
      return;
    }
    const o = node as Record<string, unknown>;
    const type = o["@type"];
    if ((Array.isArray(type) ? type : [type]).some((t) => typeof t === "string" && /^BreadcrumbList$/i.test(t))) {
      lists.push(o.itemListElement);
    }
    if (o["@graph"]) visit(o["@graph"], level + 1);
  };
  for (const block of blocks) visit(block, 0);
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    const named = list
      .slice(0, 50)
      .filter((i): i is Item => i !== null && typeof i === "object")
      .map((i) => {
        const nested = i.item !== null && typeof i.item === "object" ? (i.item as Item).name : undefined;
        const name = typeof i.name === "string" ? i.name : typeof nested === "string" ? nested : "";
        return { position: typeof i.position === "number" ? i.position : Number(i.position), name: fold(name) };
      })
      .filter((i) => i.name !== "")
      .sort((a, b) => (Number.isFinite(a.position) && Number.isFinite(b.position) ? a.position - b.position : 0))
      .map((i) => i.name.slice(0, MAX_STEP_CHARS))
      .slice(0, MAX_STEPS);
    if (named.length >= 2) return named;
  }
  return [];
}
