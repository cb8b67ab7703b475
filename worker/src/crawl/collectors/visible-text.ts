import { type Collector, fold, type OpenTag } from "./collector.ts";

/** The whole visible text of the page (menu and footer included), whitespace folded, cut at `maxChars`. */
export class VisibleTextCollector implements Collector {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly maxChars: number) {}

  open(tag: OpenTag): void {
    if (tag.block) this.parts.push(" ");
  }

  text(data: string): void {
    if (this.length < this.maxChars) {
      this.parts.push(data);
      this.length += data.length;
    }
  }

  close(_name: string, _depth: number, block: boolean): void {
    if (block) this.parts.push(" ");
  }

  result(): string {
    return fold(this.parts.join("")).slice(0, this.maxChars);
  }
}
