import { describe, expect, it } from "vitest";
import { NextFlightCollector, placePieces } from "./next-flight.ts";

const payload = (tree: unknown) => `self.__next_f.push(${JSON.stringify([1, `3:${JSON.stringify(tree)}\n`])})`;
const STEP = ["$", "$L26", null, { className: "pl-9", children: "Dr. Kim takes 3D cone-beam CT scans here." }];

/** The collector fed as the parser feeds it: a script opened, its text in chunks, closed. */
function read(chunks: string[], visible = "", attrs: Record<string, string> = {}) {
  const flight = new NextFlightCollector();
  flight.openScript(attrs);
  for (const c of chunks) flight.takeText(c);
  flight.closeScript();
  return flight.treeTexts(visible).flatMap((row) => row.flatMap((t) => ("hidden" in t ? [t.hidden] : [])));
}

describe("NextFlightCollector (a Next.js page's flight payload)", () => {
  it("reads the payload whatever its text's chunking, a first chunk of whitespace included", () => {
    const code = payload(STEP);
    expect(read([code])).toEqual(["Dr. Kim takes 3D cone-beam CT scans here."]);
    expect(read(["\n  ", code.slice(0, 7), code.slice(7)])).toEqual(["Dr. Kim takes 3D cone-beam CT scans here."]);
  });

  it("leaves out what the page shows, short pieces, references and non-payload scripts", () => {
    const tree = ["$", "div", null, { children: ["$L3", "Book now", STEP, "We are open on Saturdays."] }];
    expect(read([payload(tree)], "We  are open on saturdays.")).toEqual(["Dr. Kim takes 3D cone-beam CT scans here."]);
    expect(read([`window.x = ${JSON.stringify(STEP)}`])).toEqual([]);
    expect(read([payload(STEP)], "", { src: "/_next/static/chunks/main.js" })).toEqual([]);
    expect(read([payload(STEP)], "", { type: "application/json" })).toEqual([]);
  });

  it("survives what a hostile page sends: broken JSON, deep nesting (guard)", () => {
    expect(read(['self.__next_f.push([1, "3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"unterminated'])).toEqual([]);
    // Nesting past the walk's bound (written by hand: JSON.stringify itself overflows on it).
    for (const levels of [500, 50_000]) {
      const deep = `${'["$","div",null,{"children":'.repeat(levels)}"Deep inside the tree text."${"}]".repeat(levels)}`;
      const code = `self.__next_f.push(${JSON.stringify([1, `3:${deep}\n`])})`;
      expect(read([code])).toEqual([]);
    }
  });

  it("bounds its matching against the page's text: past a budget in characters scanned, the tree is not read (guard)", () => {
    // 2,000 strings each looked for in the text, then a closed panel's text.
    const tree = ["$", "div", null, { children: [...Array.from({ length: 2_000 }, (_, i) => `w${i}`), STEP] }];
    const panel = "Dr. Kim takes 3D cone-beam CT scans here.";
    expect(read([payload(tree)], "Short page text.")).toEqual([panel]);
    // Against 500,000 characters of text, the budget (200 million characters) covers 400 of them.
    expect(read([payload(tree)], "a".repeat(500_000))).toEqual([]);
  });
});

const el = (type: string, children: unknown) => ["$", type, null, { children }];

describe("where the closed panels' text goes (placePieces)", () => {
  /** Blocks of shown text, as the visible-text collector gives them: one space between, a break on each. */
  const shownOf = (...blocks: string[]) => {
    const breaks: number[] = [];
    let at = 0;
    for (const [i, b] of blocks.entries()) {
      if (i > 0) breaks.push(at++);
      at += b.length;
    }
    return { text: blocks.join(" "), breaks };
  };
  /** The text's blocks as a reader of its breaks sees them. */
  const blocksOf = ({ text, breaks }: { text: string; breaks: number[] }) => {
    const out: string[] = [];
    let from = 0;
    for (const b of breaks) {
      expect(text[b]).toBe(" ");
      out.push(text.slice(from, b));
      from = b + 1;
    }
    return [...out, text.slice(from)];
  };
  const page = (tree: unknown, shown: { text: string; breaks: number[] }, maxChars = 10_000) => {
    const flight = new NextFlightCollector();
    flight.openScript({});
    flight.takeText(payload(tree));
    flight.closeScript();
    return blocksOf(flight.withHiddenText(shown, maxChars));
  };
  const SHOWN = shownOf("Home Services Contact", "Dental Implants", "1 Consultation", "2 Planning", "© 2026 Harbour");

  it("a closed panel follows the step whose title the tree renders before it, not the page's footer", () => {
    const tree = el("div", [
      el("button", "Consultation"),
      el("p", "We take a 3D cone beam scan."),
      el("button", "2 Planning"),
    ]);
    expect(page(tree, SHOWN)).toEqual([
      "Home Services Contact",
      "Dental Implants",
      "1 Consultation",
      "We take a 3D cone beam scan.",
      "2 Planning",
      "© 2026 Harbour",
    ]);
  });

  it("a panel the tree renders first goes before the next shown text; one with no shown text around it at the end", () => {
    const first = el("div", [el("p", "Everything starts with a visit."), el("h2", "Dental Implants")]);
    expect(page(first, SHOWN).slice(0, 3)).toEqual([
      "Home Services Contact",
      "Everything starts with a visit.",
      "Dental Implants",
    ]);
    const alone = el("p", "Nothing on the page says this.");
    expect(page(alone, SHOWN).at(-1)).toBe("Nothing on the page says this.");
  });

  it("a title the menu shows too is found where the tree's order puts it: the second occurrence after the first step", () => {
    const shown = shownOf("Planning Implants", "1 Consultation", "2 Planning", "Footer text here");
    const tree = el("div", [el("b", "Consultation"), el("b", "Planning"), el("p", "Your plan uses a 3D scan.")]);
    expect(page(tree, shown)).toEqual([
      "Planning Implants",
      "1 Consultation",
      "2 Planning",
      "Your plan uses a 3D scan.",
      "Footer text here",
    ]);
  });

  it("a panel sent in a row of its own is read where the tree refers to it, after its step's title", () => {
    const flight = new NextFlightCollector();
    // The panel's row comes first in the payload; the steps' row refers to it ("$L27") after the last step's title.
    const rows = [
      `27:${JSON.stringify(el("p", "We take a 3D cone beam scan."))}`,
      `16:${JSON.stringify(el("div", [el("b", "Consultation"), "$L27", el("b", "2 Planning")]))}`,
      `0:${JSON.stringify(el("main", ["$L16", "$undefined", "$@3"]))}`,
    ];
    flight.openScript({});
    flight.takeText(`self.__next_f.push(${JSON.stringify([1, `${rows.join("\n")}\n`])})`);
    flight.closeScript();
    expect(blocksOf(flight.withHiddenText(SHOWN, 10_000)).slice(2, 5)).toEqual([
      "1 Consultation",
      "We take a 3D cone beam scan.",
      "2 Planning",
    ]);
    // A row referring to itself, or two to each other, is read once (guard).
    const cycle = new NextFlightCollector();
    cycle.openScript({});
    const looped = [
      `1:${JSON.stringify(el("p", ["Read me only once please.", "$L2"]))}`,
      `2:${JSON.stringify(["$L1", "$L2"])}`,
    ];
    cycle.takeText(`self.__next_f.push(${JSON.stringify([1, `${looped.join("\n")}\n`])})`);
    cycle.closeScript();
    expect(blocksOf(cycle.withHiddenText(SHOWN, 10_000)).at(-1)).toBe("Read me only once please.");
    expect(cycle.treeTexts(SHOWN.text).flat()).toEqual([{ hidden: "Read me only once please." }]);
  });

  it("a layout's 404 and error pages are not the page's text, inline or in a row of their own", () => {
    const flight = new NextFlightCollector();
    const layout = [
      "$",
      "$L5",
      null,
      {
        parallelRouterKey: "children",
        notFound: [el("h1", "404"), el("div", "$L7")],
        error: "$L9",
        children: ["$L8"],
      },
    ];
    const rows = [
      `0:${JSON.stringify(layout)}`,
      `7:${JSON.stringify(el("h2", "This page could not be found."))}`,
      `9:${JSON.stringify(el("p", "Something went wrong on our side."))}`,
      `8:${JSON.stringify(el("p", "We take a 3D cone beam scan."))}`,
    ];
    flight.openScript({});
    flight.takeText(`self.__next_f.push(${JSON.stringify([1, `${rows.join("\n")}\n`])})`);
    flight.closeScript();
    expect(flight.treeTexts(SHOWN.text).flat()).toEqual([{ hidden: "We take a 3D cone beam scan." }]);
  });

  it("short shown text does not place a piece; the text's cap still holds (guard)", () => {
    const tree = el("div", [el("span", "1"), el("p", "We take a 3D cone beam scan.")]);
    expect(page(tree, SHOWN).at(-1)).toBe("We take a 3D cone beam scan.");
    const capped = page(tree, SHOWN, SHOWN.text.length + 10);
    expect(capped).toEqual(blocksOf(SHOWN));
  });

  it("with no pieces the text and its breaks are the collector's, untouched", () => {
    expect(placePieces(SHOWN, [], 10_000)).toEqual(SHOWN);
    expect(page(el("p", "Dental Implants"), SHOWN)).toEqual(blocksOf(SHOWN));
  });
});
