import { type Collector, keepItem, type OpenTag } from "./collector.ts";
import type { Regions } from "./regions.ts";

const MAX_LIST_ITEMS = 500;

/**
 * Items of the page's own lists (a menu's or the footer's items are kept as their link labels instead): an item of
 * a list of services states an offering that a sentence may never spell out. A nested list's items are items of
 * their own, not part of the outer item's text.
 */
export class ListItemsCollector implements Collector {
  readonly items: string[] = [];
  private readonly openItems: string[][] = [];
  /** Per open <li>: whether it is a content item (has a buffer in `openItems`). Unclosed <li>s stay open. */
  private readonly own: boolean[] = [];

  constructor(private readonly regions: Regions) {}

  open({ name, block }: OpenTag): void {
    if (name === "li") {
      const mine = !this.regions.inNav() && !this.regions.inFooter();
      this.own.push(mine);
      if (mine) this.openItems.push([]);
    }
    if (block) this.openItems.at(-1)?.push(" ");
  }

  text(data: string): void {
    this.openItems.at(-1)?.push(data);
  }

  close(name: string, _depth: number, block: boolean): void {
    if (name === "li" && this.own.pop()) {
      const item = this.openItems.pop();
      if (item) keepItem(this.items, MAX_LIST_ITEMS, item.join(""));
    }
    if (block) this.openItems.at(-1)?.push(" ");
  }
}
