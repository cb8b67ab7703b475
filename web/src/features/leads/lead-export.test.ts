import { endpoints } from "@cbct/core/contracts/endpoints";
import {
  MAX_SELECTED_EXPORT,
  practiceExportBodySchema,
  practiceExportQuerySchema,
} from "@cbct/core/contracts/practices";
import { describe, expect, it } from "vitest";
import {
  exportAllDescription,
  exportAllUrl,
  exportFileName,
  exportSelectedBody,
  selectedExportProblem,
} from "./lead-export.ts";
import { DEFAULT_LIST_PARAMS, type LeadListParams, leadListUrl, NO_FILTERS } from "./lead-list-query.ts";

const params = (change: Partial<LeadListParams> = {}): LeadListParams => ({
  ...DEFAULT_LIST_PARAMS,
  pageSize: 50,
  ...change,
});
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://app").searchParams);

describe("exportAllUrl", () => {
  it("exports everything in the table's order when nothing narrows the table", () => {
    const url = exportAllUrl(params({ sort: "practiceName", order: "asc", page: 7 }));
    expect(url.startsWith(`${endpoints.exportAll.path}?`)).toBe(true);
    expect(queryOf(url)).toEqual({ sort: "practiceName", order: "asc", format: "csv" });
  });

  it("sends the smart search, not the classic filters it was read as", () => {
    const p = params({ smartSearch: "  hot leads in Fredericksburg  ", filters: { ...NO_FILTERS, leadType: "hot" } });
    expect(queryOf(exportAllUrl(p))).toEqual({
      sort: "leadScore",
      order: "desc",
      smartSearch: "hot leads in Fredericksburg",
      format: "csv",
    });
  });

  it("sends the classic filters that are set, trimmed", () => {
    const p = params({ filters: { search: " implant ", cbctStatus: "confirmed", leadType: "", city: "Richmond" } });
    expect(queryOf(exportAllUrl(p))).toEqual({
      sort: "leadScore",
      order: "desc",
      search: "implant",
      cbctStatus: "confirmed",
      city: "Richmond",
      format: "csv",
    });
  });

  it("is the table's own query without limit and offset, plus format=csv", () => {
    for (const p of [
      params({ page: 3, smartSearch: "hot leads in VA" }),
      params({ sort: "location", order: "asc", filters: { ...NO_FILTERS, cbctStatus: "likely", city: "Austin" } }),
      params(),
    ]) {
      const { limit, offset, ...list } = queryOf(leadListUrl(p));
      expect(limit).toBe("50");
      expect(offset).toBeDefined();
      expect(queryOf(exportAllUrl(p))).toEqual({ ...list, format: "csv" });
    }
  });

  it("is a query the API's export accepts", () => {
    const p = params({
      sort: "location",
      order: "asc",
      filters: { ...NO_FILTERS, cbctStatus: "likely", leadType: "hot" },
    });
    expect(practiceExportQuerySchema.safeParse(queryOf(exportAllUrl(p))).success).toBe(true);
  });
});

describe("exportSelectedBody", () => {
  it("posts the ids and the table's order, not its search (the selection outlives a search)", () => {
    const body = exportSelectedBody([3, 1, 2], params({ sort: "practiceName", order: "asc", smartSearch: "hot" }));
    expect(body).toEqual({ practiceIds: [3, 1, 2], format: "csv", sort: "practiceName", order: "asc" });
    expect(practiceExportBodySchema.safeParse(body).success).toBe(true);
  });
});

describe("selectedExportProblem", () => {
  it("lets a selection up to the API's limit through", () => {
    expect(selectedExportProblem(1)).toBeNull();
    expect(selectedExportProblem(MAX_SELECTED_EXPORT)).toBeNull();
  });

  it("refuses a larger one and points to Export All with a search", () => {
    expect(selectedExportProblem(MAX_SELECTED_EXPORT + 1)).toBe(
      "At most 5,000 selected leads can be exported at once (5,001 are selected). Use Export All with a search instead.",
    );
  });
});

describe("exportAllDescription", () => {
  it("says all leads when nothing narrows the table, whatever its sort", () => {
    expect(exportAllDescription(params({ sort: "location" }), 200_003)).toBe("Exporting all leads");
    expect(exportAllDescription(params({ filters: { ...NO_FILTERS, city: "  " } }), 12)).toBe("Exporting all leads");
  });

  it("says how many leads match a smart search or a filter", () => {
    expect(exportAllDescription(params({ smartSearch: "hot leads" }), 12_345)).toBe(
      "Exporting 12,345 leads matching your search",
    );
    expect(exportAllDescription(params({ filters: { ...NO_FILTERS, leadType: "hot" } }), 1)).toBe(
      "Exporting 1 lead matching your search",
    );
  });

  it("gives no count the table has not seen yet", () => {
    expect(exportAllDescription(params({ smartSearch: "hot leads" }), null)).toBe(
      "Exporting the leads matching your search",
    );
  });
});

describe("exportFileName", () => {
  it("takes the server's file name", () => {
    expect(exportFileName('attachment; filename="dental-leads-2026-01-31.csv"')).toBe("dental-leads-2026-01-31.csv");
    expect(exportFileName("attachment; filename=dental-leads-2026-01-31.csv")).toBe("dental-leads-2026-01-31.csv");
  });

  it("falls back to today's dental-leads file", () => {
    expect(exportFileName(null, new Date("2026-03-04T10:00:00Z"))).toBe("dental-leads-2026-03-04.csv");
    expect(exportFileName("attachment", new Date("2026-03-04T10:00:00Z"))).toBe("dental-leads-2026-03-04.csv");
  });
});
