import type { OpenTag } from "./collector.ts";

/** Resolves the page's relative addresses against its URL, or against its first `<base href>` once one is seen. */
export class PageUrl {
  private base: string;
  private baseSet = false;

  constructor(url: string) {
    this.base = url;
  }

  open({ name, attrs }: OpenTag): void {
    if (name === "base" && !this.baseSet && attrs.href) {
      this.base = this.absolute(attrs.href) ?? this.base;
      this.baseSet = true;
    }
  }

  /** Absolute form of an href or src; null for none, `data:` and `javascript:` addresses, and unparseable ones. */
  absolute(href: string | undefined): string | null {
    const raw = href?.trim();
    if (!raw || raw.startsWith("data:") || raw.startsWith("javascript:")) return null;
    try {
      return new URL(raw, this.base).toString();
    } catch {
      return null;
    }
  }
}
