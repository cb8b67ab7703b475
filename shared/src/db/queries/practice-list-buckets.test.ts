import { describe, expect, it } from "vitest";
import { bucketPlan } from "./practice-list-buckets.ts";

describe("bucketPlan: which lists skip rows by their kept bucket counts", () => {
  it("the whole list, in every sort, walks that sort's buckets", () => {
    expect(bucketPlan({}, "leadScore")).toEqual({ dim: "score" });
    expect(bucketPlan({ search: undefined, state: undefined }, "practiceName")).toEqual({ dim: "name" });
    expect(bucketPlan({}, "location")).toEqual({ dim: "location" });
    expect(bucketPlan({}, "added")).toEqual({ dim: "added" });
  });

  it("one state, status or lead type by score walks that value's score buckets", () => {
    expect(bucketPlan({ state: " tx " }, "leadScore")).toEqual({ dim: "score@state", b: "TX" });
    expect(bucketPlan({ cbctStatus: ["likely"] }, "leadScore")).toEqual({ dim: "score@status", b: "likely" });
    expect(bucketPlan({ leadType: ["premium"] }, "leadScore")).toEqual({ dim: "score@type", b: "premium" });
  });

  it("any other list is walked row by row", () => {
    expect(bucketPlan({ state: "TX" }, "practiceName")).toBeNull();
    expect(bucketPlan({ state: "TX", leadType: ["hot"] }, "leadScore")).toBeNull();
    expect(bucketPlan({ cbctStatus: ["likely", "confirmed"] }, "leadScore")).toBeNull();
    expect(bucketPlan({ search: "smile" }, "leadScore")).toBeNull();
    expect(bucketPlan({ state: "  " }, "leadScore")).toBeNull();
    expect(bucketPlan({ ids: [1, 2] }, "leadScore")).toBeNull();
  });
});
