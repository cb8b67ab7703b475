import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, workerConfigSchema } from "./config.ts";

const base = { DATABASE_URL: "postgres://localhost/db", REDIS_URL: "redis://localhost:6379" };

describe("SCRAPER_ALLOW_HOSTS", () => {
  it("stops the process at start on a malformed entry, naming it", () => {
    expect(() =>
      parseConfig(workerConfigSchema, { ...base, SCRAPER_ALLOW_HOSTS: "127.0.0.1, 10.0.0.1:99999" }),
    ).toThrow(ConfigError);
    expect(() => parseConfig(workerConfigSchema, { ...base, SCRAPER_ALLOW_HOSTS: "127.0.0.1:8099-80" })).toThrow(
      /SCRAPER_ALLOW_HOSTS: malformed entry "127.0.0.1:8099-80"/,
    );
  });

  it("keeps well-formed entries as written", () => {
    const config = parseConfig(workerConfigSchema, {
      ...base,
      SCRAPER_ALLOW_HOSTS: "127.0.0.1:8099, 10.0.0.0/8:80-90",
    });
    expect(config.SCRAPER_ALLOW_HOSTS).toEqual(["127.0.0.1:8099", "10.0.0.0/8:80-90"]);
  });
});
