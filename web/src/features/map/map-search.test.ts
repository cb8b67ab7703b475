import { endpoints } from "@cbct/core/contracts/endpoints";
import { describe, expect, it } from "vitest";
import { clusterGradient, markerSize } from "./map-markers.ts";
import { practiceMapQuery, practiceMapUrl } from "./map-query.ts";
import { DEFAULT_VIEW, validateMapSearch } from "./map-search.ts";

describe("validateMapSearch (the /map URL)", () => {
  it("reads filters and the view", () => {
    expect(
      validateMapSearch({
        smartSearch: "hot leads in Austin",
        cbctStatus: "not_detected",
        lat: "30.27",
        lng: -97.74,
        zoom: "11",
      }),
    ).toEqual({
      smartSearch: "hot leads in Austin",
      search: "",
      cbctStatus: "not_detected",
      leadType: "",
      city: "",
      lat: 30.27,
      lng: -97.74,
      zoom: 11,
    });
  });

  it("falls back to the whole country for a missing or nonsense view, and drops unknown filter values", () => {
    const s = validateMapSearch({ lat: "north", lng: 500, zoom: 99, cbctStatus: "owned", leadType: ["hot"] });
    expect([s.lat, s.lng, s.zoom]).toEqual([DEFAULT_VIEW.lat, DEFAULT_VIEW.lng, DEFAULT_VIEW.zoom]);
    expect([s.cbctStatus, s.leadType]).toEqual(["", ""]);
  });
});

describe("the map API query", () => {
  const base = validateMapSearch({});
  it("sends the smart search alone when there is one (as the table does)", () => {
    const view = { bbox: [0, 0, 1, 1] as [number, number, number, number], zoom: 5 };
    expect(practiceMapQuery({ ...base, smartSearch: " hot leads ", cbctStatus: "confirmed" }, view)).toEqual({
      smartSearch: "hot leads",
      bbox: "0.00000,0.00000,1.00000,1.00000",
      zoom: 5,
    });
    expect(practiceMapQuery({ ...base, cbctStatus: "confirmed", city: " Austin " }, view)).toEqual({
      cbctStatus: "confirmed",
      city: "Austin",
      bbox: "0.00000,0.00000,1.00000,1.00000",
      zoom: 5,
    });
  });

  it("adds the view's bbox and zoom", () => {
    expect(practiceMapUrl({ ...base, leadType: "hot" }, { bbox: [-77.5, 38.28, -77.43, 38.33], zoom: 14 })).toBe(
      `${endpoints.practiceMap.path}?leadType=hot&bbox=-77.50000%2C38.28000%2C-77.43000%2C38.33000&zoom=14`,
    );
  });
});

describe("markers", () => {
  it("grow with the lead score, within 12-28 px", () => {
    expect(markerSize(0)).toBe(12);
    expect(markerSize(50)).toBe(20);
    expect(markerSize(100)).toBe(28);
    expect(markerSize(150)).toBe(28);
  });

  it("draw a cluster's status mix as pie slices in proportion", () => {
    expect(clusterGradient({ confirmed: 1, likely: 0, uncertain: 0, not_detected: 3 })).toBe(
      "conic-gradient(#2f855a 0.0deg 90.0deg, #718096 90.0deg 360.0deg)",
    );
  });
});
