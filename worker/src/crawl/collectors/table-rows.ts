import { type Collector, fold, keepItem, type OpenTag } from "./collector.ts";

const MAX_TABLE_ROWS = 300;

/** Table rows as "cell | cell" (a price list, an equipment table); a row opened inside another starts afresh. */
export class TableRowsCollector implements Collector {
  readonly rows: string[] = [];
  private cells: string[] | null = null;
  private cell: string[] | null = null;

  open({ name, block }: OpenTag): void {
    if (name === "tr") this.cells = [];
    if ((name === "td" || name === "th") && this.cells) this.cell = [];
    if (block) this.cell?.push(" ");
  }

  text(data: string): void {
    this.cell?.push(data);
  }

  close(name: string, _depth: number, block: boolean): void {
    if ((name === "td" || name === "th") && this.cell && this.cells) {
      const folded = fold(this.cell.join(""));
      if (folded) this.cells.push(folded);
      this.cell = null;
    }
    if (name === "tr" && this.cells) {
      if (this.cells.length > 0) keepItem(this.rows, MAX_TABLE_ROWS, this.cells.join(" | "));
      this.cells = null;
    }
    if (block) this.cell?.push(" ");
  }
}
