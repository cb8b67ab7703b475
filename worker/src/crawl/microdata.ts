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

export type MicrodataReader = {
  open(name: string, attrs: Record<string, string>, depth: number): void;
  text(data: string): void;
  close(depth: number): void;
  items(): Node[];
};

const typeOf = (itemtype: string | undefined): string =>
  (itemtype ?? "")
    .trim()
    .split(/\s+/)[0]
    ?.replace(/^.*[/#]/, "") ?? "";

function setProp(node: Node, name: string, value: unknown): void {
  // First value wins, as in JSON-LD reading: a second `name` inside the item is usually a nested person or service.
  if (!(name in node)) node[name] = value;
}

export function createMicrodataReader(): MicrodataReader {
  const stack: OpenItem[] = [];
  const props: OpenProp[] = [];
  const out: Node[] = [];
  return {
    open(name, attrs, depth) {
      const propName = attrs.itemprop?.trim().split(/\s+/)[0] ?? null;
      if (attrs.itemscope !== undefined) {
        stack.push({ node: { "@type": typeOf(attrs.itemtype) }, depth, prop: stack.length > 0 ? propName : null });
        return;
      }
      const parent = stack.at(-1);
      if (!propName || !parent) return;
      const direct = attrs.content ?? (name === "a" || name === "link" ? attrs.href : undefined) ?? attrs.datetime;
      if (direct !== undefined) setProp(parent.node, propName, direct.replace(/^tel:|^mailto:/i, "").trim());
      else props.push({ name: propName, depth, buf: [] });
    },
    text(data) {
      for (const p of props) if (p.buf.length < MAX_PROP_CHARS) p.buf.push(data);
    },
    close(depth) {
      const prop = props.at(-1);
      if (prop && prop.depth === depth) {
        props.pop();
        const value = prop.buf.join("").replace(/\s+/g, " ").trim();
        const parent = stack.at(-1);
        if (value && parent) setProp(parent.node, prop.name, value);
      }
      const item = stack.at(-1);
      if (!item || item.depth !== depth) return;
      stack.pop();
      const parent = stack.at(-1);
      if (parent && item.prop) setProp(parent.node, item.prop, item.node);
      else if (!parent && out.length < MAX_ITEMS) out.push(item.node);
    },
    items: () => out,
  };
}
