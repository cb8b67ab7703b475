import type { Collector, OpenTag } from "./collector.ts";
import type { PageUrl } from "./page-url.ts";

const MAX_SCRIPTS = 300;
const MAX_JSON_LD = 50;
const MAX_JSON_LD_CHARS = 500_000;
// Header and footer partials pulled in after load: `$("#footer").load("footer.html")`, `fetch("/partials/nav.html")`.
const PARTIAL_LOADER =
  /\.load\(\s*["'`][^"'`]*\.(?:s?html?|php|inc|txt)\b|fetch\(\s*["'`][^"'`]*(?:header|footer|partials?|includes?|nav|contact)[^"'`]*["'`]/i;
const PARTIAL_ATTRS = ["w3-include-html", "data-include", "data-include-html"];
const MAX_SCRIPT_SCAN = 20_000;

/**
 * What the page's scripts say: their addresses (the site's platform, a JavaScript app), its JSON-LD blocks (the
 * practice as schema.org describes it), and whether it loads parts of itself by script (a header or footer fetched
 * after load hides the contact block from a browser-less read). Script elements are skipped content: the parser hands
 * them to this collector alone.
 */
export class ScriptsCollector implements Collector {
  private readonly srcs = new Set<string>();
  readonly jsonLd: unknown[] = [];
  private jsonBuf: string[] | null = null;
  private jsonLength = 0;
  private scriptBuf: string[] | null = null;
  private scriptLength = 0;
  private partials = false;

  constructor(private readonly url: PageUrl) {}

  open({ attrs }: OpenTag): void {
    if (!this.partials && PARTIAL_ATTRS.some((a) => attrs[a])) this.partials = true;
  }

  /** A `<script>` opened outside other skipped content. */
  openScript(attrs: Record<string, string>): void {
    const src = this.url.absolute(attrs.src);
    if (src && this.srcs.size < MAX_SCRIPTS) this.srcs.add(src);
    if (attrs.type?.trim().toLowerCase() === "application/ld+json" && this.jsonLd.length < MAX_JSON_LD) {
      this.jsonBuf = [];
      this.jsonLength = 0;
    } else if (!src && !this.partials) {
      // Only inline code can load partials, and it is read only until one is found.
      this.scriptBuf = [];
      this.scriptLength = 0;
    }
  }

  /** Text inside the script being read; true when this collector took it. */
  takeText(data: string): boolean {
    if (this.jsonBuf) {
      this.jsonLength += data.length;
      if (this.jsonLength <= MAX_JSON_LD_CHARS) this.jsonBuf.push(data);
      return true;
    }
    if (this.scriptBuf) {
      this.scriptLength += data.length;
      if (this.scriptLength <= MAX_SCRIPT_SCAN) this.scriptBuf.push(data);
      return true;
    }
    return false;
  }

  closeScript(): void {
    if (this.jsonBuf) {
      if (this.jsonLength <= MAX_JSON_LD_CHARS) {
        try {
          this.jsonLd.push(JSON.parse(this.jsonBuf.join("")));
        } catch {
          // Hand-written JSON-LD is often broken; it is optional metadata, so it is dropped.
        }
      }
      this.jsonBuf = null;
    }
    if (this.scriptBuf) {
      if (PARTIAL_LOADER.test(this.scriptBuf.join(""))) this.partials = true;
      this.scriptBuf = null;
    }
  }

  scriptSrcs(): string[] {
    return [...this.srcs];
  }

  loadsPartials(): boolean {
    return this.partials;
  }
}
