import { describe, expect, it } from "vitest";
import type { PageContent } from "../site-content.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";
import { detectWebsitePlatform } from "./website-platform.ts";

const platformOf = (p: Partial<PageContent>) => detectWebsitePlatform(buildSiteCorpus(site([page(p)])));

describe("detectWebsitePlatform", () => {
  it.each<[Partial<PageContent>, string]>([
    [{ generator: "WordPress 6.5.2" }, "WordPress"],
    [{ scriptSrcs: ["https://www.smiledental.com/wp-content/plugins/x/app.js"] }, "WordPress"],
    [{ generator: "Wix.com Website Builder" }, "Wix"],
    [{ imageSrcs: ["https://static.wixstatic.com/media/a.jpg"] }, "Wix"],
    [{ scriptSrcs: ["https://static1.squarespace.com/static/x.js"] }, "Squarespace"],
    [{ scriptSrcs: ["https://cdn2.editmysite.com/js/site.js"] }, "Weebly"],
    [{ generator: "Starfield Technologies; Go Daddy Website Builder 8.0.0000" }, "GoDaddy"],
    [{ imageSrcs: ["https://irp.cdn-website.com/abc/dms3rep/multi/logo.png"] }, "Duda"],
    [{ text: "© 2024 Smile Dental. Website by ProSites" }, "ProSites"],
    [{ links: [{ href: "https://www.officite.com/", text: "Officite" }] }, "Officite"],
    [{ text: "Website design and marketing by PBHS", generator: "WordPress 6.4" }, "Dental Marketing Agency"],
    [{ links: [{ href: "https://www.tntdental.com/", text: "Powered by TNT Dental" }] }, "Dental Marketing Agency"],
    [{ text: "Plain hand-written HTML" }, "Custom"],
  ])("%o -> %s", (p, expected) => {
    expect(platformOf(p)).toBe(expected);
  });

  it("does not credit an agency merely quoted in the copy", () => {
    expect(platformOf({ text: "Our blog: what PBHS research says about patients." })).toBe("Custom");
  });

  it("has no platform for a site with no pages", () => {
    expect(detectWebsitePlatform(buildSiteCorpus(site([], "https://x.com/")))).toBeNull();
  });
});
