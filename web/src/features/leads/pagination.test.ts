import { describe, expect, it } from "vitest";
import { pageButtons, pageCount, pageRange, pageSlice } from "./pagination.ts";

describe("pageButtons", () => {
  it.each([
    [1, [1]],
    [3, [1, 2, 3]],
    [5, [1, 2, 3, 4, 5]],
    [6, [1, 2, 3, 4, 5, "ellipsis", 6]],
    [12, [1, 2, 3, 4, 5, "ellipsis", 12]],
  ])("%i pages give %j", (pages, expected) => {
    expect(pageButtons(pages)).toEqual(expected);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [250, 50, 5],
    [250, 20, 13],
  ])("%i leads at %i a page make %i pages", (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });
});

describe("pageRange", () => {
  it.each([
    [1, 20, 0, { first: 0, last: 0 }],
    [1, 20, 7, { first: 1, last: 7 }],
    [2, 20, 45, { first: 21, last: 40 }],
    [3, 20, 45, { first: 41, last: 45 }],
  ])("page %i of size %i over %i leads", (page, size, total, expected) => {
    expect(pageRange(page, size, total)).toEqual(expected);
  });
});

describe("pageSlice", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  it("slices the requested page", () => {
    expect(pageSlice(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageSlice(items, 1, 20)).toHaveLength(20);
  });
});
