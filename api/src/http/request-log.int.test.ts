import { Writable } from "node:stream";
import { createLogger } from "@cbct/shared/log/create-logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of String(chunk).split("\n")) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});

let api: TestApi;
let cookie = "";
beforeAll(async () => {
  api = await startTestApi({ deps: { log: createLogger("info", "api", sink) } });
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids and the request log", () => {
  it("answers with an X-Request-Id and logs one line per request under it: method, route, status, duration", async () => {
    const res = await api.request("/api/practices/12345", { cookie });
    expect(res.status).toBe(404);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    const entries = lines.filter((l) => l.requestId === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ message: "request", method: "GET", route: "/api/practices/:id", status: 404 });
    expect(typeof entries[0]!.durationMs).toBe("number");
    // The session cookie never reaches the log.
    expect(JSON.stringify(lines)).not.toContain(cookie.split("=")[1]!);
  });

  it("keeps a proxy's request id, and replaces one that is not an id", async () => {
    const kept = await api.request("/api/health", { headers: { "x-request-id": "edge-7f3a9c21" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c21");
    const replaced = await api.request("/api/health", { headers: { "x-request-id": "<script>\n" } });
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });
});
