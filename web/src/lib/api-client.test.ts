import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import { meResponseSchema } from "@cbct/shared/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, ApiShapeError, apiJson, apiRequest, getQueryFn, queryKeyUrl } from "./api-client.ts";
import { responseSchemaFor } from "./response-schemas.ts";
import { serverErrorText } from "./server-error.ts";

type Seen = { method: string; url: string; contentType: string | undefined; body: string };
let server: Server;
let base: string;
let last: Seen | undefined;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** A tiny real server: /ok echoes JSON, /status/NNN answers that status with ?body= as the body. */
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    last = {
      method: req.method ?? "",
      url: url.pathname,
      contentType: req.headers["content-type"],
      body: await readBody(req),
    };
    const status = url.pathname.startsWith("/status/") ? Number(url.pathname.slice(8)) : 200;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(status === 200 ? JSON.stringify({ path: url.pathname }) : (url.searchParams.get("body") ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (queryKey: unknown[]): QueryFunctionContext => ({
  client: new QueryClient(),
  queryKey,
  signal: new AbortController().signal,
  meta: undefined,
});

describe("apiRequest", () => {
  it("sends a JSON body with its content type", async () => {
    await apiRequest("POST", `${base}/ok`, { url: "https://a.example" });
    expect(last).toMatchObject({
      method: "POST",
      contentType: "application/json",
      body: '{"url":"https://a.example"}',
    });
  });

  it("sends no body and no JSON content type without a body", async () => {
    await apiRequest("DELETE", `${base}/ok`);
    expect(last).toMatchObject({ method: "DELETE", contentType: undefined, body: "" });
  });

  it.each([
    [
      "/status/409?body=" + encodeURIComponent('{"error":"Email already registered"}'),
      '409: {"error":"Email already registered"}',
    ],
    ["/status/500", "500: Internal Server Error"],
  ])("turns a non-OK answer for %s into '%s'", async (path, message) => {
    await expect(apiRequest("GET", `${base}${path}`)).rejects.toThrow(message);
  });
});

describe("getQueryFn", () => {
  const echo = z.object({ path: z.string() });

  it("GETs the query key parts joined with '/' and parses JSON with the schema", async () => {
    const data = await getQueryFn({ on401: "throw", schema: echo })(context([`${base}/api/practices`, 7]));
    expect(data).toEqual({ path: "/api/practices/7" });
    expect(last?.method).toBe("GET");
  });

  it("parses with the URL's contract when given no schema, and rejects an answer that breaks it", async () => {
    // The echo server answers {path}, which is not a single lead: the web must refuse it rather than cast it.
    const read = getQueryFn({ on401: "throw" })(context([`${base}/api/practices`, 7]));
    await expect(read).rejects.toBeInstanceOf(ApiShapeError);
    await expect(getQueryFn({ on401: "throw" })(context([`${base}/api/practices`, 7]))).rejects.toThrow(
      /^Unexpected answer from .*\/api\/practices\/7: /,
    );
  });

  it("refuses to read a URL that has no contract", async () => {
    await expect(getQueryFn({ on401: "throw" })(context([`${base}/api/unknown`]))).rejects.toThrow(
      /No response schema for/,
    );
  });

  it("gives null on 401 when asked to, and throws otherwise", async () => {
    const schema = meResponseSchema;
    expect(await getQueryFn({ on401: "returnNull", schema })(context([`${base}/status/401`]))).toBeNull();
    await expect(getQueryFn({ on401: "throw", schema })(context([`${base}/status/401`]))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it("joins keys without touching the parts", () => {
    expect(queryKeyUrl(["/api/auth/me"])).toBe("/api/auth/me");
  });
});

describe("apiJson", () => {
  it("returns the parsed answer, and throws ApiShapeError when the answer breaks the contract", async () => {
    expect(await apiJson("POST", `${base}/ok`, z.object({ path: z.literal("/ok") }), {})).toEqual({ path: "/ok" });
    await expect(apiJson("POST", `${base}/ok`, meResponseSchema, {})).rejects.toBeInstanceOf(ApiShapeError);
  });
});

describe("responseSchemaFor", () => {
  it.each([
    ["/api/auth/me", true],
    ["/api/practices?limit=5", true],
    ["/api/practices/12", true],
    ["/api/scraping/jobs", true],
    ["/api/scraping/jobs/0b6f7c9e", true],
    ["/api/dashboard/metrics", true],
    ["/api/activity", true],
    ["/api/nothing", false],
  ])("knows the contract of %s: %s", (url, known) => {
    expect(responseSchemaFor(url) !== undefined).toBe(known);
  });
});

describe("serverErrorText", () => {
  it.each([
    [new ApiError(401, '{"error":"Invalid email or password"}', "Unauthorized"), "Invalid email or password"],
    [new Error('429: {"error":"Too many attempts"}'), "Too many attempts"],
    [new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"), null],
    [new ApiError(500, "", "Internal Server Error"), null],
    [new TypeError("Failed to fetch"), null],
  ])("reads %s as %j", (error, expected) => {
    expect(serverErrorText(error)).toBe(expected);
  });
});
