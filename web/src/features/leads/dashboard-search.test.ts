import { describe, expect, it } from "vitest";
import { DASHBOARD_SEARCH_DEFAULTS, listParamsOf, parseDashboardSearch, searchOf } from "./dashboard-search.ts";

describe("the dashboard's URL search params", () => {
  it("default to page 1 of 20, best leads first, no filter and no smart search", () => {
    expect(parseDashboardSearch({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: "leadScore",
      order: "desc",
      smartSearch: "",
      search: "",
      cbctStatus: "",
      leadType: "",
      city: "",
    });
    expect(DASHBOARD_SEARCH_DEFAULTS).toEqual(parseDashboardSearch({}));
  });

  it("read a shared view, whether the router parsed the numbers or left them as text", () => {
    const view = {
      page: "3",
      pageSize: 50,
      sort: "practiceName",
      order: "asc",
      cbctStatus: "confirmed",
      leadType: "hot",
      city: "Austin",
      search: "smile",
    };
    expect(parseDashboardSearch(view)).toEqual({ ...view, page: 3, smartSearch: "" });
    // ?city=123 arrives as the number 123.
    expect(parseDashboardSearch({ city: 123, search: 4 })).toMatchObject({ city: "123", search: "4" });
  });

  it("fall back field by field on invalid values (never an error)", () => {
    const s = parseDashboardSearch({
      page: "-2",
      pageSize: 37,
      sort: "password",
      order: "sideways",
      cbctStatus: "owned",
      leadType: ["hot"],
      city: { a: 1 },
      smartSearch: "x".repeat(501),
      search: "kept",
    });
    expect(s).toEqual({ ...DASHBOARD_SEARCH_DEFAULTS, search: "kept" });
    expect(parseDashboardSearch({ page: 2.5, pageSize: "abc" })).toMatchObject({ page: 1, pageSize: 20 });
    expect(parseDashboardSearch({ page: "7" })).toMatchObject({ page: 7 });
  });

  it("round-trip to the table's list parameters", () => {
    const search = parseDashboardSearch({ page: 2, sort: "location", cbctStatus: "likely", smartSearch: "hot leads" });
    const params = listParamsOf(search);
    expect(params).toMatchObject({
      page: 2,
      sort: "location",
      smartSearch: "hot leads",
      filters: { search: "", cbctStatus: "likely", leadType: "", city: "" },
    });
    expect(searchOf(params)).toEqual(search);
  });
});
