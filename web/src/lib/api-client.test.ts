import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { meResponseSchema } from "@cbct/core/contracts/auth";
import { type Endpoint, endpointPath } from "@cbct/core/contracts/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, ApiShapeError, createApiClient, queryString } from "./api-client.ts";
import { serverErrorText } from "./server-error.ts";

type Seen = {
  method: string;
  url: string;
  search: string;
  contentType: string | undefined;
  ifMatch: string | undefined;
  body: string;
};
let server: Server;
let base: string;
let last: Seen | undefined;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** A tiny real server: it answers its path as JSON (with an ETag), and /status/NNN that status with ?body= as body. */
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    last = {
      method: req.method ?? "",
      url: url.pathname,
      search: url.search,
      contentType: req.headers["content-type"],
      ifMatch: req.headers["if-match"],
      body: await readBody(req),
    };
    // /status/NNN (or /api/status/NNN, for endpoints of the table) answers that status.
    const status = Number(/\/status\/(\d{3})$/.exec(url.pathname)?.[1] ?? 200);
    res.writeHead(status, { "content-type": "application/json", etag: '"v3"' });
    res.end(status === 200 ? JSON.stringify({ path: url.pathname }) : (url.searchParams.get("body") ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the endpoint-table client", () => {
  const thing = {
    method: "POST",
    path: "/api/things",
    body: z.object({ name: z.string() }),
    response: z.object({ path: z.string() }),
  } as const satisfies Endpoint;
  const list = {
    method: "GET",
    path: "/api/things/:id/list",
    query: z.object({ city: z.string().optional(), ids: z.array(z.string()).optional(), limit: z.number() }),
    response: z.object({ path: z.literal("/api/things/a%20b/list") }),
  } as const satisfies Endpoint;
  const client = () => createApiClient(base);

  it("fills the path, sends the query without empty values, and parses the answer with the endpoint's schema", async () => {
    const data = await client().call(list, { params: { id: "a b" }, query: { city: "", ids: ["1", "2"], limit: 5 } });
    expect(data).toEqual({ path: "/api/things/a%20b/list" });
    expect(last).toMatchObject({ method: "GET", search: "?ids=1%2C2&limit=5", body: "", contentType: undefined });
  });

  it("sends the typed body as JSON, and {} for a POST that has none", async () => {
    await client().call(thing, { body: { name: "x" } });
    expect(last).toMatchObject({ method: "POST", contentType: "application/json", body: '{"name":"x"}' });
    const bare = { method: "POST", path: "/api/bare", response: z.object({ path: z.string() }) } as const;
    await createApiClient(base).call(bare);
    expect(last).toMatchObject({ method: "POST", url: "/api/bare", contentType: "application/json", body: "{}" });
  });

  it("refuses an answer that breaks the contract, naming the endpoint", async () => {
    const me = { method: "GET", path: "/api/auth/me", response: meResponseSchema } as const;
    await expect(client().call(me)).rejects.toBeInstanceOf(ApiShapeError);
    await expect(client().call(me)).rejects.toThrow(/^Unexpected answer from \/api\/auth\/me: /);
  });

  it("reads a 401 as null only when asked to", async () => {
    const session = { method: "GET", path: "/api/status/:code", response: meResponseSchema } as const;
    const c = client();
    expect(await c.callOrNullOn401(session, { params: { code: 401 } })).toBeNull();
    await expect(c.call(session, { params: { code: 401 } })).rejects.toBeInstanceOf(ApiError);
    await expect(c.callOrNullOn401(session, { params: { code: 500 } })).rejects.toBeInstanceOf(ApiError);
  });

  it("sends no body and no JSON content type for a call that has none (GET, DELETE)", async () => {
    const remove = { method: "DELETE", path: "/api/things/:id", response: z.object({ path: z.string() }) } as const;
    await client().call(remove, { params: { id: 1 } });
    expect(last).toMatchObject({ method: "DELETE", url: "/api/things/1", contentType: undefined, body: "" });
  });

  it.each([
    [409, '{"error":"Email already registered"}', '409: {"error":"Email already registered"}'],
    [500, "", "500: Internal Server Error"],
  ])("turns a non-OK answer (%i %j) into ApiError '%s'", async (code, body, message) => {
    const status = {
      method: "GET",
      path: "/api/status/:code",
      query: z.object({ body: z.string() }),
      response: meResponseSchema,
    } as const;
    const failed = client().call(status, { params: { code }, query: { body } });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toThrow(message);
  });

  it("sends the caller's headers (If-Match) and hands back the answer's (ETag) beside the parsed answer", async () => {
    const update = {
      method: "PATCH",
      path: "/api/things/:id",
      body: z.record(z.string(), z.unknown()),
      response: z.object({ path: z.string() }),
    } as const;
    const answer = await client().callWithHeaders(update, {
      params: { id: 4 },
      body: { name: "x" },
      headers: { "If-Match": '"v2"' },
    });
    expect(answer.data).toEqual({ path: "/api/things/4" });
    expect(answer.headers.get("ETag")).toBe('"v3"');
    expect(last).toMatchObject({ method: "PATCH", ifMatch: '"v2"', contentType: "application/json" });

    // A 412 (the row changed since it was read) is an ApiError whose body is the server's conflict text.
    const stale = { ...update, path: "/api/status/:code", query: z.object({ body: z.string() }) } as const;
    const conflict = '{"error":"This lead was changed by someone else"}';
    const failed = client().callWithHeaders(stale, { params: { code: 412 }, query: { body: conflict }, body: {} });
    await expect(failed).rejects.toMatchObject({ status: 412, bodyText: conflict });
  });

  it("builds links (a download address) from the same table", () => {
    expect(createApiClient().url(list, { params: { id: 7 }, query: { limit: 2 } })).toBe("/api/things/7/list?limit=2");
  });
});

describe("endpointPath and queryString", () => {
  it("encodes each path parameter and refuses a missing one", () => {
    expect(endpointPath("/api/admin/recycle-bin/:batchId/restore", { batchId: "a/b" })).toBe(
      "/api/admin/recycle-bin/a%2Fb/restore",
    );
    expect(() => endpointPath("/api/practices/:id", {} as { id: number })).toThrow(/Missing path parameter "id"/);
  });

  it("leaves out undefined, null and empty values and joins lists with commas", () => {
    expect(queryString({ a: "", b: undefined, c: null, d: 0, e: false, f: ["x", 2] })).toBe("?d=0&e=false&f=x%2C2");
    expect(queryString({})).toBe("");
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
