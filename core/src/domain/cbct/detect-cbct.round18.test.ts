import { describe, expect, it } from "vitest";
import { detect } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { pastedSite } from "../lead/pasted-site.ts";
import { PRICE, readPastedText } from "./page-roles.ts";

/**
 * Issue 18, eighteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
const pasted = (name: string, text: string) => detect(pastedSite(name, text).pages.map((p) => ({ ...p, url: null })));

describe("a pasted price list in the practice's own currency is a price list", () => {
  const YEN = [
    "料金のご案内",
    "検査:パノラマレントゲン(お口全体を写します)1,200円",
    "検査:CT(骨や根の形を3Dで調べる)3,510円",
    "検査:歯周ポケット検査 150円",
  ].join("\n");
  const KORUNA = [
    "Ceník",
    "Vstupní prohlídka 600 Kč",
    "Panoramatický snímek 450 Kč",
    "CBCT snímek jedné čelisti 1 500 Kč",
  ].join("\n");

  it.each([
    ["3,510円", "CT 3,510円"],
    ["5万원", "CT 촬영 5만원"],
    ["200元", "CT检查 200元"],
    ["1 500 Kč", "CBCT snímek 1 500 Kč"],
    ["750 ₺", "Tomografi 750 ₺"],
    ["3000 руб.", "КЛКТ 3000 руб."],
    ["500.000đ", "Chụp CT 500.000đ"],
    ["1,500 บาท", "CBCT 1,500 บาท"],
    ["₪350", "CBCT ₪350"],
  ])("'%s' is a price ('%s')", (_, row) => {
    expect(PRICE.test(row)).toBe(true);
  });

  it.each(["Chụp 2 đến 3 lần", "CT撮影で骨の形がわかります", "1 500 Kčs"])("'%s' is no price", (line) => {
    expect(PRICE.test(line)).toBe(false);
  });

  it("each line with its amount is a price row, as the crawler reads the page's table", () => {
    expect(readPastedText(YEN).tableRows).toHaveLength(3);
    expect(readPastedText(KORUNA).tableRows).toHaveLength(3);
  });

  it("the CT priced in yen or koruna is the clinic's offering (likely); the same words without the amounts are not", () => {
    expect(pasted("石田歯科", YEN).status).toBe("likely");
    expect(pasted("Zubní klinika", KORUNA).status).toBe("likely");
    expect(pasted("石田歯科", YEN.replace(/\s?[\d,]+円/g, "")).status).toMatch(/uncertain|not_detected/);
  });

  it("what a CT costs in general, in a sentence, is no price list", () => {
    const column = [
      "歯科用CTの費用について",
      "CT撮影は保険適用で、3割負担の方は約4,000円です。",
      "撮影の時間は数十秒です。",
    ];
    expect(pasted("石田歯科", column.join("\n")).status).toMatch(/uncertain|not_detected/);
  });
});

describe("a price list pasted in plain numbers is a price list", () => {
  const SEK = [
    "Prislista",
    "Vi följer referenspriserna för tandvård.",
    "101 Basundersökning, tandläkare – 825",
    "124 Panoramaröntgen – 520",
    "131 Datortomografi, en kvadrant – 965",
    "132 Datortomografi, två kvadranter – 1250",
  ].join("\n");

  it("a run of lines closing on an amount is a table of prices, as the crawler reads the page's table", () => {
    expect(readPastedText(SEK).tableRows).toHaveLength(4);
    expect(pasted("Tandvårdscenter", SEK).status).toBe("likely");
  });

  it("one or two lines ending in a number are no price list", () => {
    const about = ["Om oss", "Grundad – 1998", "Datortomografi finns på sjukhuset – 2", "Vi tar emot nya patienter."];
    expect(readPastedText(about.join("\n")).tableRows).toEqual([]);
  });
});

describe("a pasted list of 'Name – what it does' lines is a list", () => {
  const EQUIPMENT = [
    "Our equipment",
    "Accurate diagnosis starts with the right tools.",
    "CBCT – three-dimensional images of the jaw before implant surgery",
    "Intraoral scanner – digital impressions without trays",
    "Milling unit – crowns made in one visit",
  ].join("\n");

  it("each line of the run is a list item, the dash set off by spaces", () => {
    expect(readPastedText(EQUIPMENT).listItems).toHaveLength(3);
    const hyphens = [
      "Imaging",
      "Our 3D-CBCT imaging is explained in detail further below on this page.",
      "X-ray safety matters to every member of our friendly team - always.",
    ];
    expect(readPastedText(hyphens.join("\n")).listItems).toEqual([]);
  });

  it("the pasted run is read as an offering (likely); the same lines as one paragraph are not", () => {
    expect(pasted("Harbour Dental", EQUIPMENT).status).toBe("likely");
    expect(pasted("Harbour Dental", EQUIPMENT.replace(/\n/g, " ")).status).toBe("uncertain");
  });

  it("a lone sentence with a dash in it is prose, not a list", () => {
    const prose = [
      "Implants",
      "Cone beam CT – a 3D x-ray used by many dentists – shows the bone before an implant.",
      "Ask your dentist whether you need one.",
    ].join("\n");
    expect(readPastedText(prose).listItems).toEqual([]);
  });
});

describe("a pasted wall of short lines is read by its runs", () => {
  it("every line of a long run keeps its role, up to the reader's cap", () => {
    const prices = Array.from({ length: 2000 }, (_, i) => `${i} Röntgenundersökning – ${100 + (i % 800)}`).join("\n");
    expect(readPastedText(prices).tableRows).toHaveLength(300);
    const items = Array.from({ length: 2000 }, (_, i) => `Feature number ${i % 10}.`).join("\n");
    expect(readPastedText(items).listItems).toHaveLength(300);
  });

  it("a trail found on an opening line no longer counts in the run it stood in", () => {
    // The run of "Cone beam CT." is read after the trail on the line above it is cleared: one line, not a list of three.
    const text = [
      "Dental x-rays.",
      "Home › Services › Imaging",
      "Cone beam CT.",
      "Every exam is explained in detail below, with what it shows and how long it takes.",
    ];
    expect(readPastedText(text.join("\n")).listItems).toEqual(["Dental x-rays."]);
  });
});
