/**
 * What every collector of the page parser (../parse-html.ts) sees: the parser walks the HTML once and hands each event
 * to the collectors that handle it, each of which keeps only what its concern needs. Contents of skipped elements
 * (script, style, svg...) never reach a collector as tags or visible text; only the scripts collector reads scripts.
 */
export type OpenTag = {
  name: string;
  attrs: Record<string, string>;
  /** Element depth outside skipped elements: a region (footer, menu, logo) ends when the depth drops back. */
  depth: number;
  /** id and class together, where themes name their regions ("site-footer", "main-menu", "site-logo"). */
  marks: string;
  /**
   * The element breaks words apart ("Our Team</li><li>Technology" must not become "TeamTechnology"). Each collector
   * puts the break into its own buffers itself, because where it falls relative to the item it opens or closes
   * changes what the item holds.
   */
  block: boolean;
  /** The address a Cloudflare-obfuscated e-mail element stands for; its own text is a placeholder and is hidden. */
  email: string | null;
};

export type Collector = {
  open?(tag: OpenTag): void;
  /** Visible text, entities decoded. */
  text?(data: string): void;
  /** `depth` is the closing element's own depth, as `OpenTag.depth` had it. */
  close?(name: string, depth: number, block: boolean): void;
};

export const fold = (s: string) => s.replace(/\s+/g, " ").trim();

/** Longest item of the page's structure kept (a list item, a table row, a menu label), in characters. */
const ITEM_CHARS = 300;

/** Adds one structure item, folded and cut, while the list has room. */
export function keepItem(list: string[], limit: number, raw: string): void {
  const item = fold(raw).slice(0, ITEM_CHARS);
  if (item && list.length < limit) list.push(item);
}
