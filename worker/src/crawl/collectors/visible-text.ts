import type { Collector, OpenTag } from "./collector.ts";

/** Most block boundaries kept per page; past it (a hostile page of empty divs) later boundaries go unrecorded. */
const MAX_BREAKS = 20_000;
const SPACES = /\s+/g;

/**
 * The whole visible text of the page (menu and footer included), whitespace folded to single spaces, cut at
 * `maxChars`, and where its blocks end: the offsets of the spaces that stand for a paragraph, heading, list item or
 * cell boundary. The folded text reads "by Dr. Lee Cone beam CT ..." where the page has a byline ending one
 * paragraph and "Cone beam CT ..." opening the next; the boundaries let a reader of names stop where the page does.
 *
 * The text is folded as it arrives, chunk by chunk, so a boundary's offset is known when it is seen. The result is
 * the string the collector gave before it kept boundaries (every chunk and a space per boundary, joined, then
 * folded): a run of whitespace across chunks and boundaries becomes one space, none at either end, and the cap counts
 * the characters received. parse-html.corpus.test.ts holds the text's digest over 2,262 pages to that.
 */
export class VisibleTextCollector implements Collector {
  private readonly parts: string[] = [];
  /** Characters received (the cap's measure). */
  private received = 0;
  /** Length of the folded text so far. */
  private length = 0;
  /** The folded text ends with a space (or is empty, where a space is never kept). */
  private spaceAtEnd = true;
  private readonly breaks: number[] = [];

  constructor(private readonly maxChars: number) {}

  open(tag: OpenTag): void {
    if (tag.block) this.boundary();
  }

  text(data: string): void {
    if (this.received >= this.maxChars) return;
    this.received += data.length;
    let folded = data.replace(SPACES, " ");
    if (this.spaceAtEnd && folded.startsWith(" ")) folded = folded.slice(1);
    if (folded.length === 0) return;
    this.parts.push(folded);
    this.length += folded.length;
    this.spaceAtEnd = folded.endsWith(" ");
  }

  close(_name: string, _depth: number, block: boolean): void {
    if (block) this.boundary();
  }

  private boundary(): void {
    if (this.length === 0) return;
    if (!this.spaceAtEnd) {
      this.parts.push(" ");
      this.length++;
      this.spaceAtEnd = true;
    }
    const at = this.length - 1;
    if (this.breaks.length < MAX_BREAKS && this.breaks.at(-1) !== at) this.breaks.push(at);
  }

  result(): { text: string; breaks: number[] } {
    const text = this.parts.join("").trimEnd().slice(0, this.maxChars);
    return { text, breaks: this.breaks.filter((at) => at < text.length) };
  }
}
