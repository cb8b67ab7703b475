import type { PageLink } from "@cbct/core/domain/site-content";
import { type Collector, fold, keepItem, type OpenTag } from "./collector.ts";
import type { PageUrl } from "./page-url.ts";
import type { Regions } from "./regions.ts";

const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const MAX_MENU_LINKS = 300;
const MAX_FOOTER_LINKS = 300;

/**
 * Every `<a href>` (web, mailto and tel addresses) with its label: its visible text, else its aria-label or title,
 * else the alt text of an image inside it. The labels of links in the site menu and in the footer are also kept
 * apart, with their role (a menu entry "3D Imaging" states an offering).
 */
export class LinksCollector implements Collector {
  readonly links: PageLink[] = [];
  readonly menuLinks: string[] = [];
  readonly footerLinks: string[] = [];
  private link: { href: string; text: string[]; fallback: string } | null = null;

  constructor(
    private readonly url: PageUrl,
    private readonly regions: Regions,
    private readonly maxLinks: number,
  ) {}

  open({ name, attrs, block, email }: OpenTag): void {
    if (block) this.link?.text.push(" ");
    if (name === "a") {
      this.end();
      const href = email ? `mailto:${email}` : this.url.absolute(attrs.href);
      if (href && LINK_SCHEMES.has(new URL(href).protocol)) {
        this.link = { href, text: [], fallback: fold(attrs["aria-label"] ?? attrs.title ?? "") };
      }
    } else if (name === "img" && this.link && !this.link.fallback && attrs.alt) {
      this.link.fallback = fold(attrs.alt);
    }
  }

  text(data: string): void {
    this.link?.text.push(data);
  }

  close(name: string, _depth: number, block: boolean): void {
    if (name === "a") this.end();
    if (block) this.link?.text.push(" ");
  }

  /** Ends the open link, if any: at the next link, at its close, or when the page ends with it still open. */
  end(): void {
    const link = this.link;
    if (!link) return;
    const label = fold(link.text.join("")) || link.fallback;
    if (this.links.length < this.maxLinks) this.links.push({ href: link.href, text: label });
    if (this.regions.inNav()) keepItem(this.menuLinks, MAX_MENU_LINKS, label);
    else if (this.regions.inFooter()) keepItem(this.footerLinks, MAX_FOOTER_LINKS, label);
    this.link = null;
  }
}
