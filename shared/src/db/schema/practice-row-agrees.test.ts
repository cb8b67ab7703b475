import { practiceRowSchema } from "@cbct/core/contracts/wire-row";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { practices } from "./practices.ts";

// The wire schema is written by hand in core (the browser may not load drizzle); this keeps it honest about the
// table at run time, beside the compile-time check in practice-row-agrees.ts.
describe("core's practice wire schema and the dental_practices table", () => {
  const columns = getTableColumns(practices);

  it("name the same columns", () => {
    expect(Object.keys(practiceRowSchema.shape).sort()).toEqual(Object.keys(columns).sort());
  });

  it("agree on which columns may be null", () => {
    const nullableInSchema = Object.entries(practiceRowSchema.shape)
      .filter(([, schema]) => schema.safeParse(null).success)
      .map(([key]) => key)
      .sort();
    // rawData is free JSON (null is a value of it), the rest follow the column's NOT NULL.
    const nullableColumns = Object.entries(columns)
      .filter(([key, column]) => !column.notNull || key === "rawData")
      .map(([key]) => key)
      .sort();
    expect(nullableInSchema).toEqual(nullableColumns);
  });

  it("reads a row the way the API answers it (timestamps as ISO strings)", () => {
    const row = Object.fromEntries(
      Object.entries(columns).map(([key, column]) => {
        const value =
          column.dataType === "date"
            ? "2026-01-02T03:04:05.000Z"
            : column.columnType === "PgArray"
              ? []
              : column.columnType === "PgJsonb"
                ? key === "otherLocations"
                  ? []
                  : {}
                : column.dataType === "number"
                  ? 1
                  : column.dataType === "boolean"
                    ? false
                    : "x";
        return [key, value];
      }),
    );
    const enums = {
      cbctStatus: "likely",
      leadType: "hot",
      discoverySource: "nppes",
      geoSource: "provider",
      geoPrecision: "city",
    };
    const parsed = practiceRowSchema.safeParse({ ...row, ...enums });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(practiceRowSchema.safeParse({ ...row, ...enums, cbctStatus: "maybe" }).success).toBe(false);
  });
});
