import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { analysisErrorText } from "./analysis-error.ts";

describe("analysisErrorText", () => {
  it.each([
    [new ApiError(500, '{"error":"boom"}', "Internal Server Error"), "Analysis failed: 500"],
    [new Error('400: {"error":"Please enter website content to analyze"}'), "Analysis failed: 400"],
    [new TypeError("Failed to fetch"), "Analysis failed"],
    ["weird", "Analysis failed"],
  ])("%s reads %s", (error, expected) => {
    expect(analysisErrorText(error)).toBe(expected);
  });
});
