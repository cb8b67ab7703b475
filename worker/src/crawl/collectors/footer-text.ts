import type { Collector, OpenTag } from "./collector.ts";
import type { Regions } from "./regions.ts";

const MAX_FOOTER_CHARS = 20_000;
const SPACES = /\s+/g;

/**
 * The visible text of the page's footer, where practices put their address, phone and opening hours: one line per
 * block (a paragraph, a `<br>`, a list item), each folded to single spaces, so "80331 München" and "Tel. 089 123456"
 * in two paragraphs are two lines, as a person sees them, and a reader of cities or numbers stops between them.
 */
export class FooterTextCollector implements Collector {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly regions: Regions) {}

  open(tag: OpenTag): void {
    if (tag.block) this.boundary();
  }

  text(data: string): void {
    if (!this.regions.inFooter() || this.length >= MAX_FOOTER_CHARS) return;
    this.parts.push(data.replace(SPACES, " "));
    this.length += data.length;
  }

  close(_name: string, _depth: number, block: boolean): void {
    if (block) this.boundary();
  }

  private boundary(): void {
    if (this.regions.inFooter() && this.length < MAX_FOOTER_CHARS && this.parts.at(-1) !== "\n") this.parts.push("\n");
  }

  /** Null when the page has no footer (or an empty one). */
  result(): string | null {
    if (this.length === 0) return null;
    const text = this.parts
      .join("")
      .replace(/ {2,}/g, " ")
      .replace(/ ?\n[\n ]*/g, "\n")
      .trim()
      .slice(0, MAX_FOOTER_CHARS);
    return text.length > 0 ? text : null;
  }
}
