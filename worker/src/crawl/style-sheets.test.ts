import { describe, expect, it } from "vitest";
import {
  isStyleSheet,
  linkedStyleSheets,
  MAX_SHEETS_PER_PAGE,
  runsInlineTogether,
  styleSheetsReader,
} from "./style-sheets.ts";

const PAGE = "https://bayview.example/services/implants";
const MENU = `<nav class="nav-links"><a href="/">Home</a><a href="/about">About</a><a href="/team">Team</a><a href="/faq">FAQ</a></nav>`;

describe("linkedStyleSheets", () => {
  it("answers the page's own sheets for screens, resolved, in document order, once each", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/_next/static/css/829ffd.css" data-precedence="next"/>
      <link href='../assets/site.css?v=3#x' rel='preload stylesheet' media="all">
      <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
      <link rel="stylesheet" href="https://cdn.example.net/bootstrap.min.css">
      <link rel="alternate stylesheet" href="/contrast.css">
      <link rel="stylesheet" href="/print.css" media="print">
      <link rel="icon" href="/favicon.css">
      <link rel="stylesheet" href="/_next/static/css/829ffd.css">
    </head><body></body></html>`;
    expect(linkedStyleSheets(html, PAGE)).toEqual([
      "https://bayview.example/_next/static/css/829ffd.css",
      "https://bayview.example/assets/site.css?v=3",
    ]);
  });

  it(`reads at most ${MAX_SHEETS_PER_PAGE} sheets a page, and nothing from a page address that does not parse`, () => {
    const html = Array.from({ length: 10 }, (_, i) => `<link rel="stylesheet" href="/s${i}.css">`).join("");
    expect(linkedStyleSheets(html, PAGE)).toHaveLength(MAX_SHEETS_PER_PAGE);
    expect(linkedStyleSheets(html, "not a url")).toEqual([]);
  });
});

describe("styleSheetsReader", () => {
  it("loads each sheet once for the whole job, and reads one that fails as empty", async () => {
    const loads: string[] = [];
    const read = styleSheetsReader(async (url) => {
      loads.push(url);
      if (url.endsWith("/broken.css")) throw new Error("connection reset");
      return `/* ${url} */`;
    });
    const html = `<link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/broken.css">${MENU}`;
    expect(await read(html, "https://bayview.example/")).toEqual(["/* https://bayview.example/site.css */", ""]);
    expect(await read(html, "https://bayview.example/technology")).toEqual([
      "/* https://bayview.example/site.css */",
      "",
    ]);
    expect(loads).toEqual(["https://bayview.example/site.css", "https://bayview.example/broken.css"]);
  });
});

describe("runsInlineTogether: only a page whose markup runs its words together needs its sheets", () => {
  it("a framework's menu does, a page written with whitespace between its elements does not", async () => {
    expect(runsInlineTogether(MENU)).toBe(true);
    const written = `<nav>\n  <a href="/">Home</a>\n  <a href="/about">About</a> <a href="/team">Team</a>\n</nav>`;
    expect(runsInlineTogether(written)).toBe(false);
    const loads: string[] = [];
    const read = styleSheetsReader(async (url) => {
      loads.push(url);
      return "";
    });
    expect(await read(`<link rel="stylesheet" href="/site.css">${written}`, "https://bayview.example/")).toEqual([]);
    expect(loads).toEqual([]);
  });
});

describe("isStyleSheet", () => {
  it("takes a 2xx answer declared as CSS, not an app's index.html answering every address", () => {
    expect(isStyleSheet(200, "text/css")).toBe(true);
    expect(isStyleSheet(200, "text/html")).toBe(false);
    expect(isStyleSheet(404, "text/css")).toBe(false);
  });
});
