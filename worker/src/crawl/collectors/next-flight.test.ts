import { describe, expect, it } from "vitest";
import { NextFlightCollector } from "./next-flight.ts";

const payload = (tree: unknown) => `self.__next_f.push(${JSON.stringify([1, `3:${JSON.stringify(tree)}\n`])})`;
const STEP = ["$", "$L26", null, { className: "pl-9", children: "Dr. Kim takes 3D cone-beam CT scans here." }];

/** The collector fed as the parser feeds it: a script opened, its text in chunks, closed. */
function read(chunks: string[], visible = "", attrs: Record<string, string> = {}) {
  const flight = new NextFlightCollector();
  flight.openScript(attrs);
  for (const c of chunks) flight.takeText(c);
  flight.closeScript();
  return flight.hiddenTexts(visible);
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
});
