import { type Collector, fold, type OpenTag } from "./collector.ts";
import type { PageUrl } from "./page-url.ts";
import { LOGO_ATTR, type Regions } from "./regions.ts";

const IMAGE_SRC_ATTRS = ["src", "data-src", "data-lazy-src", "data-original"];
const LOGO_FILE = /(?:^|[/_.-])logo(?:[._-]|$)/i;
const MAX_ALT_TEXTS = 1_000;
const MAX_IMAGES = 1_000;
const MAX_LOGO_ALTS = 20;

function firstSrcsetUrl(srcset: string | undefined): string | null {
  const first = srcset?.trim().split(",")[0]?.trim().split(/\s+/)[0];
  return first || null;
}

/**
 * Images: their alt and title texts, their addresses (src, the lazy-loading attributes, the first srcset entry, of
 * `<img>` and `<picture><source>`), and the alt texts of the site's own logo, where some sites alone say their name.
 */
export class ImagesCollector implements Collector {
  readonly altTexts: string[] = [];
  readonly logoAlts: string[] = [];
  private readonly srcs = new Set<string>();

  constructor(
    private readonly url: PageUrl,
    private readonly regions: Regions,
  ) {}

  open({ name, attrs, marks }: OpenTag): void {
    if (name === "img") {
      for (const text of [attrs.alt, attrs.title]) {
        const folded = text ? fold(text) : "";
        if (folded && this.altTexts.length < MAX_ALT_TEXTS) this.altTexts.push(folded);
      }
      const alt = fold(attrs.alt ?? "");
      if (
        alt &&
        this.logoAlts.length < MAX_LOGO_ALTS &&
        (this.regions.inLogo() || LOGO_ATTR.test(marks) || LOGO_FILE.test(attrs.src ?? ""))
      ) {
        this.logoAlts.push(alt);
      }
      for (const attr of IMAGE_SRC_ATTRS) this.add(attrs[attr]);
      this.add(firstSrcsetUrl(attrs.srcset));
      this.add(firstSrcsetUrl(attrs["data-srcset"]));
    } else if (name === "source") {
      this.add(firstSrcsetUrl(attrs.srcset ?? attrs["data-srcset"]));
    }
  }

  imageSrcs(): string[] {
    return [...this.srcs];
  }

  private add(src: string | null | undefined): void {
    const abs = src ? this.url.absolute(src) : null;
    if (abs && this.srcs.size < MAX_IMAGES) this.srcs.add(abs);
  }
}
