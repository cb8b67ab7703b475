import { type Collector, fold, type OpenTag } from "./collector.ts";
import type { Regions } from "./regions.ts";

const MAX_FOOTER_CHARS = 20_000;

/** The visible text of the page's footer, where practices put their address, phone and opening hours. */
export class FooterTextCollector implements Collector {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly regions: Regions) {}

  open(tag: OpenTag): void {
    if (tag.block) this.text(" ");
  }

  text(data: string): void {
    if (!this.regions.inFooter() || this.length >= MAX_FOOTER_CHARS) return;
    this.parts.push(data);
    this.length += data.length;
  }

  close(_name: string, _depth: number, block: boolean): void {
    if (block) this.text(" ");
  }

  /** Null when the page has no footer (or an empty one). */
  result(): string | null {
    return this.length > 0 ? fold(this.parts.join("")).slice(0, MAX_FOOTER_CHARS) : null;
  }
}
