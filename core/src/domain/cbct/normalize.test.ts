import { describe, expect, it } from "vitest";
import { classifyPage } from "./detection-corpus.ts";
import { fileNameToWords, normalizeText, toOriginalEnd, toOriginalIndex, urlPathToWords } from "./normalize.ts";

describe("normalizeText", () => {
  it.each([
    ["Cone\u2011Beam CT", "cone-beam ct"],
    ["cone\u2013beam \u2212 CT", "cone-beam - ct"],
    ["ORTHOPHOS\u00ae XG 3D\u2122", "orthophos xg 3d"],
    ["Galileos\u00aeComfort", "galileos comfort"],
    ["\u00a9 2024 Smile", "2024 smile"],
    ["We\u2019re \u201cproud\u201d", 'we\'re "proud"'],
    ["3-D X-Ray", "3d x-ray"],
    ["3 D imaging", "3d imaging"],
    ["3\u2010D", "3d"],
    ["2-D pano", "2d pano"],
    ["xray and X RAYS", "x-ray and x-rays"],
    ["x\u2011ray", "x-ray"],
    ["a  b\t\tc", "a b c"],
    ["line one\n\n  line two", "line one\nline two"],
    ["co\u00adne beam", "cone beam"],
    ["cone\u200bbeam CB\u2060CT", "conebeam cbct"],
    ["  padded  ", "padded"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeText(input).text).toBe(expected);
  });

  it("reads full-width Latin letters and digits as ASCII, one for one, and leaves full-width punctuation alone", () => {
    const original = "当院のＣＴ（３Ｄ）とＸ線";
    const n = normalizeText(original);
    expect(n.text).toBe("当院のct（3d）とx線");
    const ct = n.text.indexOf("ct");
    expect(original.slice(toOriginalIndex(n.map, ct), toOriginalEnd(n.map, ct + 2))).toBe("ＣＴ");
  });

  it("leaves 3 days, 3 dentists and Xrayted words alone", () => {
    expect(normalizeText("3 days with 3 dentists").text).toBe("3 days with 3 dentists");
    expect(normalizeText("fax rays").text).toBe("fax rays");
  });

  it("maps normalised offsets back to the original text", () => {
    const original = "Our  3-D  X Ray\u00ae suite";
    const n = normalizeText(original);
    expect(n.text).toBe("our 3d x-ray suite");
    const at = n.text.indexOf("suite");
    expect(original.slice(toOriginalIndex(n.map, at), toOriginalEnd(n.map, at + 5))).toBe("suite");
    const xray = n.text.indexOf("x-ray");
    expect(original.slice(toOriginalIndex(n.map, xray), toOriginalEnd(n.map, xray + 5))).toBe("X Ray");
  });

  it("maps offsets after a leading-whitespace trim", () => {
    const original = "   CBCT here";
    const n = normalizeText(original);
    expect(original.slice(toOriginalIndex(n.map, 0), toOriginalEnd(n.map, 4))).toBe("CBCT");
  });
});

describe("file names and URLs as words", () => {
  it.each([
    ["https://x.example/uploads/galileos_comfortplus.jpg", "galileos comfortplus"],
    ["/img/newtom-go-stehend.png", "newtom go stehend"],
    ["https://x.example/wp-content/uploads/2019/05/CS-8100-3D-1024x768.jpg?ver=2", "CS 8100 3D"],
    ["planmeca%20promax%203d-scaled.webp", "planmeca promax 3d"],
    ["PaX-i3D@2x.png", "PaX i3D"],
    ["logo.svg", "logo"],
  ])("fileNameToWords(%s)", (src, words) => {
    expect(fileNameToWords(src)).toBe(words);
  });

  it.each([
    ["https://x.example/technology/cone-beam-3d-imaging/", "technology cone beam 3d imaging"],
    ["https://x.example/3d-cbct", "3d cbct"],
    ["/services/cbct-scan.html?x=1#top", "services cbct scan"],
    ["https://x.example/", ""],
  ])("urlPathToWords(%s)", (url, words) => {
    expect(urlPathToWords(url)).toBe(words);
  });
});

describe("classifyPage", () => {
  it.each([
    ["https://x.example/technology/", "strong"],
    ["https://x.example/our-technology/cone-beam/", "strong"],
    ["https://x.example/services/dental-implants/", "strong"],
    // A root-level slug naming CBCT is where explainers live too; the real-page labels read it as neutral.
    ["https://x.example/3d-cbct", "neutral"],
    ["https://x.example/cone-beam", "neutral"],
    ["https://x.example/services/cbct/", "strong"],
    ["https://x.example/about-us/cbct/", "strong"],
    ["https://x.example/en/leistungen/3d-roentgen", "strong"],
    ["https://x.example/preventive-dentistry/dental-cone-beam-ct/", "strong"],
    ["https://x.example/", "neutral"],
    ["https://x.example/about-us/", "neutral"],
    ["https://x.example/blog/why-cbct/", "weak"],
    ["https://x.example/2021/05/our-new-scanner/", "weak"],
    ["https://x.example/tag/cbct/", "weak"],
    ["https://x.example/guest-post/implants/", "weak"],
    ["https://x.example/faq/", "weak"],
    ["https://x.example/journal/cbct-basics", "weak"],
    ["https://x.example/what-is-a-cone-beam-ct-scan/", "weak"],
    ["https://x.example/do-i-need-a-cbct-scan-before-my-implant/", "weak"],
    ["https://x.example/cone-beam-scans-explained/", "weak"],
    ["https://x.example/technology/cone-beam-3d-imaging/", "strong"],
  ] as const)("%s is %s", (url, type) => {
    expect(classifyPage(url)).toBe(type);
  });

  it("treats pasted text as neutral and a blog title as weak", () => {
    expect(classifyPage(null)).toBe("neutral");
    expect(classifyPage("https://x.example/why-we-love-3d/", "Our Blog | Smile Dental")).toBe("weak");
  });

  it("reads a blog article from its question title or its byline, whatever its URL", () => {
    expect(classifyPage("https://x.example/cbct-scans/", "Do You Need a CBCT Scan? - Smile Dental")).toBe("weak");
    expect(
      classifyPage("https://x.example/cbct-scans/", "CBCT Scans", "CBCT Scans Posted on 2023-06-12 by Smile"),
    ).toBe("weak");
    expect(
      classifyPage("https://x.example/technology/cbct-scans/", "3D Imaging | Smile Dental", "Our in-house CBCT."),
    ).toBe("strong");
  });
});
