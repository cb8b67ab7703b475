/** Reading schema.org JSON-LD, which arrives in many shapes: arrays, `@graph`, nested nodes, full type URLs. */
export type JsonLdNode = Record<string, unknown>;

const MAX_NODES = 500;
const MAX_DEPTH = 8;

const isNode = (v: unknown): v is JsonLdNode => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every object node in the blocks, depth-first, bounded so a hostile block cannot blow up the walk. */
export function jsonLdNodes(blocks: readonly unknown[]): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || out.length >= MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    out.push(value);
    for (const v of Object.values(value)) if (typeof v === "object" && v !== null) walk(v, depth + 1);
  };
  for (const block of blocks) walk(block, 0);
  return out;
}

/** The node's types without the vocabulary prefix ("http://schema.org/Dentist" -> "Dentist"). */
export function nodeTypes(node: JsonLdNode): string[] {
  const raw = node["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#]/, ""));
}

/** A text property: a string, a number, the first string of an array, or an object's `name`/`@value`. */
export function textProp(node: JsonLdNode, key: string): string | null {
  const value = node[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim() || null;
  if (typeof first === "number") return String(first);
  if (isNode(first)) {
    const inner = first.name ?? first["@value"];
    if (typeof inner === "string") return inner.trim() || null;
  }
  return null;
}

/** Object-valued properties (e.g. `address`, `employee`) as a list of nodes. */
export function nodeProps(node: JsonLdNode, key: string): JsonLdNode[] {
  const value = node[key];
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}

/** Lower rank = more specific to a dental practice. */
// Keys lower-cased: hand-written blocks on real sites say "localbusiness" as often as "LocalBusiness".
const BUSINESS_RANK: Record<string, number> = {
  dentist: 0,
  orthodontist: 0,
  dentalclinic: 0,
  medicalbusiness: 1,
  medicalclinic: 1,
  medicalorganization: 1,
  physician: 1,
  localbusiness: 2,
  professionalservice: 2,
  healthandbeautybusiness: 2,
  organization: 3,
  corporation: 3,
};

/** Business nodes (Dentist first, Organization last), in document order within a rank. */
export function businessNodes(nodes: readonly JsonLdNode[]): JsonLdNode[] {
  const ranked: { node: JsonLdNode; rank: number; order: number }[] = [];
  nodes.forEach((node, order) => {
    const ranks = nodeTypes(node)
      .map((t) => BUSINESS_RANK[t.toLowerCase()])
      .filter((r): r is number => r !== undefined);
    if (ranks.length > 0) ranked.push({ node, rank: Math.min(...ranks), order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.node);
}
