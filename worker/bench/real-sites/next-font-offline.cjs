// Offline stand-in for the Google Fonts CSS that next/font/google fetches at build time (this machine reaches only the
// npm registry): NEXT_FONT_GOOGLE_MOCKED_RESPONSES=<this file> answers any font URL with one @font-face of the asked
// family. Only a site's build needs it; the text the crawler reads does not depend on fonts.
const css = (family) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/offline/v1/offline.woff2) format('woff2');
}
`;
module.exports = new Proxy(
  {},
  {
    get(_target, url) {
      if (typeof url !== "string") return undefined;
      let families = [];
      try {
        families = new URL(url).searchParams.getAll("family");
      } catch {
        // not a URL: one family of a neutral name
      }
      if (families.length === 0) families = ["Offline"];
      return families.map((f) => css(f.split(":")[0].replace(/\+/g, " "))).join("");
    },
    has: () => true,
  },
);
