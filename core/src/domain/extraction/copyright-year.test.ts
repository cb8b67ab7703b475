import { describe, expect, it } from "vitest";
import { extractCopyrightYear } from "./copyright-year.ts";

const NOW = new Date("2025-06-01T00:00:00Z");

describe("extractCopyrightYear", () => {
  it.each([
    ["© 2024 Smile Dental. All rights reserved.", 2024],
    ["Copyright 2019-2024 Smile Dental", 2024],
    ["Copyright © 2016 - 2021", 2021],
    ["(c) Smile Dental 2021", 2021],
    ["COPYRIGHT 2018 | Privacy", 2018],
    ["© 2019 – 2030 template footer", 2019],
    ["Serving Austin since 1998", null],
  ])("%s -> %s", (text, expected) => {
    expect(extractCopyrightYear([text], NOW)).toBe(expected);
  });

  it("takes the latest year across pages", () => {
    expect(extractCopyrightYear(["© 2019 Smile Dental", "© 2023 Smile Dental"], NOW)).toBe(2023);
  });
});
