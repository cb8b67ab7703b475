import { describe, expect, it } from "vitest";
import { bboxContains, bboxWidth, cellDegrees, cellOf, gridCell, parseBbox, wrapLongitude } from "./viewport.ts";

describe("parseBbox", () => {
  it("reads west,south,east,north", () => {
    expect(parseBbox("-77.6,38.2,-77.3,38.4")).toEqual({
      ok: true,
      bbox: { west: -77.6, south: 38.2, east: -77.3, north: 38.4 },
    });
    expect(parseBbox(" -77.6 , 38.2 , -77.3 , 38.4 ").ok).toBe(true);
  });

  it.each([
    [undefined, "bbox is required"],
    ["", "bbox is required"],
    ["1,2,3", "four numbers"],
    ["1,2,3,4,5", "four numbers"],
    ["a,2,3,4", "four numbers"],
    ["1,,3,4", "four numbers"],
    ["1,2,Infinity,4", "four numbers"],
    ["0,40,10,30", "south must not be above north"],
    ["10,30,0,40", "east must not be west of west"],
    ["-5000,0,5000,1", "whole"],
  ])("refuses %j with a readable reason", (raw, reason) => {
    const result = parseBbox(raw);
    if (reason === "whole") {
      // A world-wide view wider than 360 degrees is simply the whole world.
      expect(result).toEqual({ ok: false, error: "bbox longitudes are out of range" });
      return;
    }
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });

  it("clamps latitudes to the poles and treats a 360-degree-wide view as the whole world", () => {
    expect(parseBbox("-400,-100,400,100")).toEqual({
      ok: true,
      bbox: { west: -180, south: -90, east: 180, north: 90 },
    });
  });

  it("wraps a view panned across the date line (Leaflet reports 170..190) into west > east", () => {
    const r = parseBbox("170,-20,190,-10");
    expect(r).toEqual({ ok: true, bbox: { west: 170, south: -20, east: -170, north: -10 } });
    if (!r.ok) return;
    expect(bboxWidth(r.bbox)).toBe(20);
    expect(bboxContains(r.bbox, -15, 175)).toBe(true);
    expect(bboxContains(r.bbox, -15, -175)).toBe(true);
    expect(bboxContains(r.bbox, -15, 0)).toBe(false);
  });

  it("keeps a view ending exactly at 180 on this side of the date line", () => {
    expect(parseBbox("170,0,180,10")).toEqual({ ok: true, bbox: { west: 170, south: 0, east: 180, north: 10 } });
  });
});

describe("wrapLongitude", () => {
  it.each([
    [0, 0],
    [190, -170],
    [-190, 170],
    [540, -180],
    [-77.5, -77.5],
  ])("%d -> %d", (lng, wrapped) => expect(wrapLongitude(lng)).toBe(wrapped));
});

describe("grid clustering cells", () => {
  it("halves the cell with every zoom step: ~64 px at any zoom", () => {
    expect(cellDegrees(0)).toBe(90);
    expect(cellDegrees(1)).toBe(45);
    expect(cellDegrees(10)).toBeCloseTo(90 / 1024);
  });

  it("never cuts a view into more than 64 cells across, whatever zoom the client claims", () => {
    const usa = { west: -125, south: 24, east: -66, north: 50 };
    expect(gridCell(usa, 4)).toBe(cellDegrees(4));
    // Zoom 11 over the whole country would be thousands of cells a side: the view's 1/64 wins.
    expect(gridCell(usa, 11)).toBeCloseTo(59 / 64);
  });

  it("puts nearby practices in one cell and a town 1 degree away in another at zoom 6", () => {
    const cell = cellDegrees(6); // 1.40625 degrees
    const fredericksburg = cellOf(38.3032, -77.4605, cell);
    const stafford = cellOf(38.4221, -77.4083, cell);
    const richmond = cellOf(37.5407, -77.436, cell);
    expect(stafford).toEqual(fredericksburg);
    expect(richmond).not.toEqual(fredericksburg);
    // Negative coordinates floor downwards, as the SQL's floor() does (not towards zero).
    expect(cellOf(-0.1, -0.1, 1)).toEqual({ row: -1, col: -1 });
  });
});
