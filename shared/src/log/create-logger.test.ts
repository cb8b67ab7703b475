import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./create-logger.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe("createLogger", () => {
  it("writes one JSON entry per call with level, name, message and fields", () => {
    const { lines, stream } = capture();
    createLogger("info", "worker", stream).info("job done", { jobId: "j1", ms: 12 });
    expect(lines[0]).toMatchObject({ level: "info", name: "worker", message: "job done", jobId: "j1", ms: 12 });
    expect(typeof lines[0]!.time).toBe("string");
  });

  it("drops entries below its level and stamps a child's bindings on every entry", () => {
    const { lines, stream } = capture();
    const log = createLogger("warn", "worker", stream);
    log.info("hidden");
    log.child({ jobId: "42", job: "scrape-site" }).warn("slow");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ message: "slow", jobId: "42", job: "scrape-site" });
  });

  it("redacts session tokens, cookies, passwords and API keys", () => {
    const { lines, stream } = capture();
    createLogger("info", "api", stream).info("request", {
      password: "hunter2",
      token: "s3cret",
      headers: { cookie: "cbct_session=abc", authorization: "Bearer xyz", accept: "*/*" },
      config: { apiKey: "sk-123" },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ["hunter2", "s3cret", "cbct_session=abc", "Bearer xyz", "sk-123"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("*/*");
  });

  it("keeps an error's name, message and stack", () => {
    const { lines, stream } = capture();
    createLogger("info", "api", stream).error("failed", { error: new TypeError("boom") });
    expect(lines[0]!.error).toMatchObject({ type: "TypeError", message: "boom" });
    expect(String((lines[0]!.error as { stack: string }).stack)).toContain("boom");
  });
});
