import { describe, expect, it } from "vitest";
import { serverReturnAddress } from "./return-address.ts";

describe("serverReturnAddress", () => {
  it.each([
    ["?next=%2Fadmin%2Fqueues", "/admin/queues"],
    ["?next=/admin/queues/queue/scrape", "/admin/queues/queue/scrape"],
    ["", null],
    ["?next=https://evil.example/admin/queues", null],
    ["?next=//evil.example", null],
    ["?next=/admin/queues//evil.example", null],
    ["?next=/dashboard", null],
  ])("%s -> %s", (search, expected) => {
    expect(serverReturnAddress(search)).toBe(expected);
  });
});
