import { cfEmailFromHref, decodeCfEmail } from "@cbct/core/domain/extraction/cf-email";

/**
 * Cloudflare's e-mail obfuscation, undone while parsing: an element with `data-cfemail` (or a link to
 * `/cdn-cgi/l/email-protection#...`) shows "[email protected]" as its text. The parser shows the decoded address in its
 * place (visible text, link label, whatever region it is in) and hides the element's own text until it closes.
 */
export class CfEmails {
  /** Depth of the obfuscated e-mail element being read, 0 outside one. */
  private start = 0;

  /** The address the element stands for, or null; always null inside another obfuscated e-mail. */
  addressOf(name: string, attrs: Record<string, string>): string | null {
    if (this.start !== 0) return null;
    const fromData = attrs["data-cfemail"] ? decodeCfEmail(attrs["data-cfemail"]) : null;
    if (fromData || name !== "a" || !attrs.href) return fromData;
    return cfEmailFromHref(attrs.href);
  }

  /** The element at `depth` is an obfuscated e-mail: its text is hidden until it closes. */
  enter(depth: number): void {
    this.start = depth;
  }

  hiding(): boolean {
    return this.start > 0;
  }

  leave(depth: number): void {
    if (depth === this.start) this.start = 0;
  }
}
