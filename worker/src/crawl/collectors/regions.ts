import type { OpenTag } from "./collector.ts";

// Site chrome: `<footer>`, or a wrapper whose id or class names it ("site-footer", "elementor-location-footer").
const FOOTER_ATTR = /(?:^|[\s_-])footer(?:$|[\s_-])/i;
// The site menu: `<nav>`, role=navigation, or a wrapper whose id or class names it ("main-menu", "navbar").
const NAV_ATTR = /(?:^|[\s_-])(?:nav|navbar|navigation|menu|mainmenu|main-menu|primary-menu)(?:$|[\s_-])/i;
// The site's own logo ("site-logo", "navbar-logo", "logo.png"), not a strip of insurers' logos ("insurance-logos").
export const LOGO_ATTR = /(?:^|[\s_-])(?:site|custom|navbar|header|brand)?[-_]?logo(?:$|[\s_-])/i;

/**
 * Where the parser is in the page's chrome: inside the footer, the site menu, the logo. The outermost element that
 * opens a region holds it until it closes; the parser enters regions before any collector sees a tag and leaves them
 * after every collector has seen its close, so a collector reads them as they stand for that element.
 */
export class Regions {
  /** Depth of the element holding each region, 0 outside it. */
  private footerStart = 0;
  private navStart = 0;
  private logoStart = 0;

  inFooter(): boolean {
    return this.footerStart > 0;
  }

  inNav(): boolean {
    return this.navStart > 0;
  }

  inLogo(): boolean {
    return this.logoStart > 0;
  }

  enter({ name, attrs, depth, marks }: OpenTag): void {
    if (this.footerStart === 0 && (name === "footer" || FOOTER_ATTR.test(marks))) this.footerStart = depth;
    if (this.logoStart === 0 && LOGO_ATTR.test(marks)) this.logoStart = depth;
    if (this.navStart === 0 && (name === "nav" || attrs.role === "navigation" || NAV_ATTR.test(marks))) {
      this.navStart = depth;
    }
  }

  leave(depth: number): void {
    if (depth === this.footerStart) this.footerStart = 0;
    if (depth === this.navStart) this.navStart = 0;
    if (depth === this.logoStart) this.logoStart = 0;
  }
}
