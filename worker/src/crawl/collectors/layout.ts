/**
 * Which elements a page's CSS lays out as blocks, as far as the page itself says it. A browser's reader (innerText)
 * sets the words of block boxes apart: `<a class="block">Implants</a><a class="block">Technology</a>` and a step's
 * number badge beside its title in a flex row (`<span>2</span><span>Treatment Planning</span>`) are two words, not
 * "ImplantsTechnology" or "2Treatment Planning". Framework-built pages (React and Vue strip the whitespace between
 * elements) lean on this everywhere. Four sources, none fetched here:
 * - the display utilities of Tailwind ("block", "md:flex") and Bootstrap ("d-flex", "d-lg-block");
 * - an inline `style="display: ..."`;
 * - the page's own `<style>` elements, wherever they stand (a theme's rules, a component's, a CSS-in-JS library's);
 * - the page's own linked style sheets, when the crawler passes their text (../style-sheets.ts).
 * Of the style sheets, a rule that sets a block, flex or grid display is read when its subject is one class
 * ("`.footer-link`", "`a.nav-item`", "`.menu .item`") or a bare tag inside an element of one class or tag
 * ("`.footer-grid a`", "`.proof > span`", "`footer a`"), in any media query (a break where a narrow screen would not
 * put one costs a space). Rules for a state ("`:hover`"), for two classes at once, or for a tag two levels down
 * ("`.menu li a`") are not read. An element shown as a block breaks words; the children of a flex or grid container
 * are laid out as blocks (flex and grid items) whatever their tag. "hidden" and other variants are not read.
 */

/** Bits of a layout: the element is shown as a block; it lays out its children as blocks (flex or grid items). */
export const SHOWN_AS_BLOCK = 1;
export const ITEMS_AS_BLOCKS = 2;

const DISPLAY_CLASS =
  /(?:^|\s)(?:(?:sm|md|lg|xl|2xl):|d-(?:(?:sm|md|lg|xl|xxl)-)?)?(inline-)?(block|flex|grid|table|flow-root|list-item)(?=\s|$)/g;
const DISPLAY_STYLE = /(?:^|;)\s*display\s*:\s*(inline-)?(block|flex|grid|table|flow-root|list-item)\s*(?:;|!|$)/gi;
// Most class lists name no display at all: one quick look before reading them token by token.
const DISPLAY_WORD = /block|flex|grid|table|flow-root|list-item/i;

/** Most characters of CSS read per page, and most rules remembered: a hostile page costs bounded work. */
const MAX_STYLE_CHARS = 1_000_000;
const MAX_RULES = 20_000;
/** Most ancestor classes one tag's rules are checked against on each element of that tag. */
const MAX_ANCESTORS_PER_TAG = 64;
/** Longer selectors are not read (a hostile one would cost its length squared to match). */
const MAX_SELECTOR_CHARS = 300;
const STYLE_OPEN = /<style\b[^>]{0,2000}>/gi;
const STYLE_CLOSE = /<\/style\s*>/gi;
const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const DECLARED_DISPLAY =
  /(?:^|[;\s])display\s*:\s*(inline-)?(block|flex|grid|table|flow-root|list-item)\s*(?:!important\s*)?(?:;|$)/gi;
/** A selector's subject: an optional tag, then exactly one class, nothing after it (no state, no second class). */
const SUBJECT = /(?:^|[\s>+~])[a-z0-9-]*\.(-?[_a-zA-Z][\w-]*)$/;
/**
 * A bare tag inside (or a child of) an element of one class or a bare tag: ".footer-grid a", ".proof > span",
 * "nav.menu li", "footer a". The ancestor's key: its class, or its tag in angle brackets.
 */
const TAG_INSIDE = /(?:^|[\s>+~])(?:([a-z][a-z0-9]*)|[a-z0-9-]*\.(-?[_a-zA-Z][\w-]*))\s*>?\s*([a-z][a-z0-9]*)$/;

/** The layout bits of each match of a display pattern in `value`. */
function displayIn(value: string, display: RegExp): number {
  let layout = 0;
  display.lastIndex = 0;
  for (let m = display.exec(value); m !== null; m = display.exec(value)) {
    const kind = m[2]?.toLowerCase();
    if (m[1] === undefined) layout |= SHOWN_AS_BLOCK;
    if (kind === "flex" || kind === "grid") layout |= ITEMS_AS_BLOCKS;
  }
  return layout;
}

export class PageLayout {
  /** Class name -> layout bits, from the page's style sheets. */
  private readonly byClass = new Map<string, number>();
  /** Tag -> the key of an ancestor it must sit in -> layout bits ("`.footer-grid a`", "`footer a`" as `<footer>`). */
  private readonly byTagInClass = new Map<string, Map<string, number>>();
  /** The keys (classes, tag) of the open elements, by depth, and how many open elements carry each key. */
  private readonly openKeys: (string[] | undefined)[] = [];
  private readonly openCount = new Map<string, number>();
  /** Characters of CSS still to be read on this page (linked sheets and `<style>` elements together). */
  private budget = MAX_STYLE_CHARS;

  /**
   * An element opens at `depth`: what its classes, its style and the page's rules say of its layout
   * (`SHOWN_AS_BLOCK | ITEMS_AS_BLOCKS`).
   */
  open(name: string, attrs: Record<string, string>, depth: number): number {
    const cls = attrs.class;
    const style = attrs.style;
    let layout = 0;
    const inClass = this.byTagInClass.get(name);
    if (inClass !== undefined) {
      for (const [ancestor, bits] of inClass) if ((this.openCount.get(ancestor) ?? 0) > 0) layout |= bits;
    }
    const names = cls !== undefined && (this.byClass.size > 0 || this.byTagInClass.size > 0) ? cls.split(/\s+/) : [];
    if (cls !== undefined && DISPLAY_WORD.test(cls)) layout |= displayIn(cls, DISPLAY_CLASS);
    for (const n of names) layout |= this.byClass.get(n) ?? 0;
    if (this.byTagInClass.size > 0) {
      const keys = [`<${name}>`, ...names.filter(Boolean)];
      this.openKeys[depth] = keys;
      for (const k of keys) this.openCount.set(k, (this.openCount.get(k) ?? 0) + 1);
    }
    if (style !== undefined && DISPLAY_WORD.test(style)) layout |= displayIn(style, DISPLAY_STYLE);
    return layout;
  }

  /** The element opened at `depth` closes. */
  close(depth: number): void {
    const keys = this.openKeys[depth];
    if (keys === undefined) return;
    this.openKeys[depth] = undefined;
    for (const k of keys) this.openCount.set(k, (this.openCount.get(k) ?? 1) - 1);
  }

  /**
   * Reads every `<style>` element of the page before the page is walked: a component's styles may come after the
   * elements they style (styled-jsx, a theme's footer styles). One pass with regular expressions that cannot
   * backtrack; `MAX_STYLE_CHARS` of rules at most.
   */
  readStyles(html: string): void {
    STYLE_OPEN.lastIndex = 0;
    for (let m = STYLE_OPEN.exec(html); m !== null && this.budget > 0; m = STYLE_OPEN.exec(html)) {
      const from = STYLE_OPEN.lastIndex;
      STYLE_CLOSE.lastIndex = from;
      const close = STYLE_CLOSE.exec(html);
      this.readCss(html.slice(from, close === null ? html.length : close.index));
      if (close === null) return;
      STYLE_OPEN.lastIndex = STYLE_CLOSE.lastIndex;
    }
  }

  /** A style sheet's text (a linked file's, or a `<style>` element's), within what is left of `MAX_STYLE_CHARS`. */
  readCss(text: string): void {
    const css = text.slice(0, this.budget);
    this.budget -= css.length;
    if (DISPLAY_WORD.test(css)) this.readRules(css.replace(COMMENT, ""));
  }

  /** One pass over the rules, nested ones (in `@media`, `@supports`) included; linear in the text's length. */
  private readRules(css: string): void {
    let segment = 0; // where the text before the next brace starts: a rule's selectors or an at-rule's prelude
    let selectors = 0;
    let open = -1; // the innermost "{" not yet closed, while no other opened after it
    for (let i = 0; i < css.length; i++) {
      const c = css.charCodeAt(i);
      if (c === 123) {
        // "{": a rule's block, or an at-rule's ("@media (min-width: 768px) {") whose rules follow.
        selectors = segment;
        open = i;
        segment = i + 1;
      } else if (c === 125) {
        // "}": ends the rule opened last, or an at-rule's block.
        if (open !== -1) this.readRule(css.slice(selectors, open), css.slice(open + 1, i));
        open = -1;
        segment = i + 1;
      }
    }
  }

  private readRule(selectors: string, declarations: string): void {
    if (!DISPLAY_WORD.test(declarations)) return;
    const layout = displayIn(declarations, DECLARED_DISPLAY);
    if (layout === 0) return;
    for (const selector of selectors.split(",")) {
      const subject = selector.trim();
      if (subject.length > MAX_SELECTOR_CHARS) continue;
      if (this.byClass.size + this.byTagInClass.size >= MAX_RULES) return;
      const name = SUBJECT.exec(subject)?.[1];
      if (name !== undefined) {
        this.byClass.set(name, (this.byClass.get(name) ?? 0) | layout);
        continue;
      }
      const inside = TAG_INSIDE.exec(subject);
      if (inside === null) continue;
      const [, ancestorTag, ancestorClass, tag = ""] = inside;
      const ancestor = ancestorTag !== undefined ? `<${ancestorTag}>` : (ancestorClass ?? "");
      const rules = this.byTagInClass.get(tag) ?? new Map<string, number>();
      if (rules.size >= MAX_ANCESTORS_PER_TAG) continue;
      rules.set(ancestor, (rules.get(ancestor) ?? 0) | layout);
      this.byTagInClass.set(tag, rules);
    }
  }
}
