import { endpoints } from "@cbct/core/contracts/endpoints";
import { practiceListQuerySchema } from "@cbct/core/contracts/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

/**
 * The web reaches the API only through the endpoint table (core/src/contracts/endpoints.ts). These checks hold the
 * table and the routes together: a route renamed, moved or given another method without its table entry (or the
 * reverse) fails here instead of as a 404 in a browser.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** "GET /api/practices/:id" for every route the app really serves under /api (middleware excluded). */
function servedRoutes(): Set<string> {
  return new Set(
    api.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`),
  );
}

describe("the endpoint table and the API's routes", () => {
  it("every entry of the table is a route the API serves with that method and path", () => {
    const served = servedRoutes();
    const missing = Object.entries(endpoints)
      .filter(([, e]) => !served.has(`${e.method} ${e.path}`))
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it("every route the API serves under /api is in the table (the table is the whole API)", () => {
    const inTable = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    expect([...servedRoutes()].filter((route) => !inTable.has(route))).toEqual([]);
  });

  it("a path built from the table reaches its route", async () => {
    const { cookie } = await api.signUp();
    const res = await api.request(endpoints.dashboardMetrics.path, { cookie });
    expect(res.status).toBe(200);
    expect(endpoints.dashboardMetrics.response.safeParse(await res.json()).success).toBe(true);
  });

  it("the table's request schemas are the ones the routes validate with", () => {
    expect(endpoints.practices.query).toBe(practiceListQuerySchema);
  });
});
