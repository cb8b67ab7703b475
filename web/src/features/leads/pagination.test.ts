import { describe, expect, it } from "vitest";
import { pageButtons, pageCount, pageRange } from "./pagination.ts";

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

  it.each([
    [6, 8, [1, 2, 3, 4, 5, "ellipsis", 6, "ellipsis-end", 8]],
    [7, 8, [1, 2, 3, 4, 5, "ellipsis", 7, 8]],
    [8, 8, [1, 2, 3, 4, 5, "ellipsis", 8]],
    [3, 8, [1, 2, 3, 4, 5, "ellipsis", 8]],
    [4000, 10000, [1, 2, 3, 4, 5, "ellipsis", 4000, "ellipsis-end", 10000]],
  ])("page %i of %i has a button of its own", (current, pages, expected) => {
    expect(pageButtons(pages, current)).toEqual(expected);
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
