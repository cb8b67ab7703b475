import type { Collector, OpenTag } from "./collector.ts";

/**
 * schema.org microdata (`itemscope itemtype=".../Dentist"` with `itemprop` children) read during the HTML pass and
 * returned in JSON-LD shape, so extraction reads both the same way. Only top-level items are returned; nested items
 * (an `address` PostalAddress) become properties of their parent.
 */
type Node = Record<string, unknown>;
type OpenItem = { node: Node; depth: number; prop: string | null };
type OpenProp = { name: string; depth: number; buf: string[] };

const MAX_ITEMS = 20;
const MAX_PROP_CHARS = 500;

const typeOf = (itemtype: string | undefined): string =>
  (itemtype ?? "")
    .trim()
    .split(/\s+/)[0]
    ?.replace(/^.*[/#]/, "") ?? "";

function setProp(node: Node, name: string, value: unknown): void {
  // First value wins, as in JSON-LD reading: a second `name` inside the item is usually a nested person or service.
  if (!(name in node)) node[name] = value;
}

export class MicrodataCollector implements Collector {
  private readonly stack: OpenItem[] = [];
  private readonly props: OpenProp[] = [];
  /** Top-level items, in JSON-LD shape. */
  readonly items: Node[] = [];

  open({ name, attrs, depth }: OpenTag): void {
    const propName = attrs.itemprop?.trim().split(/\s+/)[0] ?? null;
    if (attrs.itemscope !== undefined) {
      const prop = this.stack.length > 0 ? propName : null;
      this.stack.push({ node: { "@type": typeOf(attrs.itemtype) }, depth, prop });
      return;
    }
    const parent = this.stack.at(-1);
    if (!propName || !parent) return;
    const direct = attrs.content ?? (name === "a" || name === "link" ? attrs.href : undefined) ?? attrs.datetime;
    if (direct !== undefined) setProp(parent.node, propName, direct.replace(/^tel:|^mailto:/i, "").trim());
    else this.props.push({ name: propName, depth, buf: [] });
  }

  text(data: string): void {
    for (const p of this.props) if (p.buf.length < MAX_PROP_CHARS) p.buf.push(data);
  }

  close(_name: string, depth: number): void {
    const prop = this.props.at(-1);
    if (prop && prop.depth === depth) {
      this.props.pop();
      const value = prop.buf.join("").replace(/\s+/g, " ").trim();
      const parent = this.stack.at(-1);
      if (value && parent) setProp(parent.node, prop.name, value);
    }
    const item = this.stack.at(-1);
    if (!item || item.depth !== depth) return;
    this.stack.pop();
    const parent = this.stack.at(-1);
    if (parent && item.prop) setProp(parent.node, item.prop, item.node);
    else if (!parent && this.items.length < MAX_ITEMS) this.items.push(item.node);
  }
}
