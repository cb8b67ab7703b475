import { describe, expect, it } from "vitest";
import { probe } from "./probe.ts";

describe("probe", () => {
  it("says ok when the check answers", async () => {
    expect(await probe(async () => 1)).toBe("ok");
  });
  it("says why when the check fails", async () => {
    expect(await probe(async () => Promise.reject(new Error("connection refused")))).toBe("connection refused");
  });
  it("gives up on a check that hangs", async () => {
    expect(await probe(() => new Promise(() => {}), 20)).toBe("no answer within 20 ms");
  });
});
