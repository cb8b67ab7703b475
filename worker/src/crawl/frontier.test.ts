import type { PageContent, PageLink } from "@cbct/core/domain/site-content";
import { describe, expect, it } from "vitest";
import { Frontier } from "./frontier.ts";

const HOME = "https://www.valley-dental.test/";
const link = (path: string, text: string): PageLink => ({ href: new URL(path, HOME).toString(), text });
const page = (url: string, links: PageLink[] = []): PageContent => ({
  url,
  title: "",
  metaDescription: "",
  headings: [],
  text: "",
  altTexts: [],
  imageSrcs: [],
  links,
  scriptSrcs: [],
  generator: null,
  jsonLd: [],
  renderedWithBrowser: false,
});
const drain = (f: Frontier) => {
  const out: string[] = [];
  for (let c = f.take(); c; c = f.take()) out.push(new URL(c.url).pathname);
  return out;
};

describe("Frontier", () => {
  it("offers same-site pages only, never the home page again, best first", () => {
    const f = new Frontier(HOME, new URL("https://valley-dental.test/"));
    f.offer(
      [
        link("/", "Home"),
        link("/about-us/", "About Us"),
        link("/technology/", "Our Technology"),
        { href: "https://facebook.com/valleydental", text: "Facebook" },
        { href: "https://other-dental.test/cone-beam/", text: "Cone beam CT" },
      ],
      1,
    );
    expect(drain(f)).toEqual(["/technology/", "/about-us/"]);
    expect(f.take()).toBeNull();
  });

  it("ranks a relevant page found deeper above a plain page of the home page, within the depth penalty", () => {
    const f = new Frontier(HOME, new URL(HOME));
    f.offer([link("/services/", "Services"), link("/blog/", "Blog")], 1);
    const services = f.take();
    expect(services && new URL(services.url).pathname).toBe("/services/");
    expect(f.landed(services!, page(services!.url, [link("/services/cbct-scan/", "3D cone beam CT scans")]))).toBe(
      true,
    );
    expect(new URL(f.take()!.url).pathname).toBe("/services/cbct-scan/");
  });

  it("drops a page that landed off the site or on a page already read, and reads each page once", () => {
    const f = new Frontier(HOME, new URL(HOME));
    f.offer([link("/book/", "Book online"), link("/team/", "Our Team"), link("/doctors/", "Doctors")], 1);
    const candidates = [f.take()!, f.take()!, f.take()!];
    const byPath = (p: string) => candidates.find((c) => new URL(c.url).pathname === p)!;
    expect(f.landed(byPath("/book/"), page("https://booking.example.test/valley"))).toBe(false);
    expect(f.landed(byPath("/team/"), page(new URL("/team/", HOME).toString()))).toBe(true);
    // Another address redirecting to a page already read.
    expect(f.landed(byPath("/doctors/"), page(new URL("/team/", HOME).toString()))).toBe(false);
    f.offer([link("/team/", "Team"), link("/doctors/", "Doctors")], 2);
    expect(f.take()).toBeNull();
  });

  it("keeps low-scoring deep pages in reserve until the reserve is opened", () => {
    const f = new Frontier(HOME, new URL(HOME));
    f.offer([link("/blog/spring-update/", "Spring update")], 3);
    expect(f.size).toBe(0);
    f.openReserve();
    expect(drain(f)).toEqual(["/blog/spring-update/"]);
  });

  it("says whether an unread page names CBCT", () => {
    const f = new Frontier(HOME, new URL(HOME));
    f.offer([link("/about-us/", "About Us")], 1);
    expect(f.hasCbctPage()).toBe(false);
    f.offer([link("/3d-imaging/", "3D Imaging")], 1);
    expect(f.hasCbctPage()).toBe(true);
  });
});
