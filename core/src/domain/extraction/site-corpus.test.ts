import { describe, expect, it } from "vitest";
import { buildSiteCorpus, urlParts } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

describe("urlParts", () => {
  it.each([
    ["https://www.SmileDental.com/services/implants/?a=1#x", { host: "smiledental.com", path: "/services/implants/" }],
    ["http://smiledental.com:8080", { host: "smiledental.com", path: "/" }],
    ["tel:5125550142", { host: "", path: "" }],
  ])("%s", (url, expected) => {
    expect(urlParts(url)).toEqual(expected);
  });
});

describe("buildSiteCorpus", () => {
  const corpus = buildSiteCorpus(
    site(
      [
        page({ url: "https://smiledental.com/about/", title: "About", text: "About us" }),
        page({
          url: "https://smiledental.com/",
          title: "Home",
          text: "Welcome",
          altTexts: ["CEREC\nmachine"],
          imageSrcs: ["https://smiledental.com/wp-content/uploads/itero-scanner.jpg"],
          links: [
            { href: "https://smiledental.com/services/sleep-apnea/", text: "Sleep" },
            { href: "https://facebook.com/tooth-fairy-fans/", text: "Facebook" },
          ],
          generator: "WordPress 6.5",
        }),
      ],
      "https://smiledental.com/",
    ),
  );

  it("puts the home page first", () => {
    expect(corpus.pages.map((p) => p.path)).toEqual(["/", "/about/"]);
    expect(corpus.pages[0]?.isHome).toBe(true);
  });

  it("matches text, alt texts, image names and the site's own URL slugs, not other sites' slugs", () => {
    const { text } = corpus.text;
    expect(text).toContain("cerec machine");
    expect(text).toContain("itero scanner");
    expect(text).toContain("services sleep apnea");
    expect(text).not.toContain("tooth fairy");
  });

  it("keeps URLs and the generator as platform hints", () => {
    expect(corpus.hints).toContain("generator:wordpress 6.5");
    expect(corpus.hints).toContain("/wp-content/uploads/itero-scanner.jpg");
  });
});
