import { type Collector, fold, type OpenTag } from "./collector.ts";

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const MAX_HEADINGS = 300;

/** The text of every h1-h6, in page order; a heading inside another one is part of it. */
export class HeadingsCollector implements Collector {
  private readonly headings: string[] = [];
  private buf: string[] | null = null;

  open({ name, block }: OpenTag): void {
    if (block) this.buf?.push(" ");
    if (this.buf === null && HEADINGS.has(name)) this.buf = [];
  }

  text(data: string): void {
    this.buf?.push(data);
  }

  close(name: string, _depth: number, block: boolean): void {
    if (this.buf && HEADINGS.has(name)) {
      const h = fold(this.buf.join(""));
      if (h && this.headings.length < MAX_HEADINGS) this.headings.push(h);
      this.buf = null;
    }
    if (block) this.buf?.push(" ");
  }

  result(): string[] {
    return this.headings;
  }
}
