import { apiConfigSchema, parseConfig } from "@cbct/shared/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {} from "../../infra/test/global-setup.ts";
import { createTestDatabase, testQueuePrefix, testRedisUrl } from "../../infra/test/services.ts";
import { type RunningApiServer, startApiServer } from "./server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningApiServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe("startApiServer", () => {
  it("serves the API over HTTP on a free port and closes cleanly", async () => {
    const config = {
      ...parseConfig(apiConfigSchema, {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: testQueuePrefix(),
        LOG_LEVEL: "error",
        PORT: "0",
      }),
      WEB_DIST_DIR: "",
    };
    server = await startApiServer(config);
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });

    const register = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Over HTTP", email: "http@example.com", password: "password123" }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    const { url } = server;
    await server.close();
    server = undefined;
    await expect(
      fetch(`${url}/api/health`).then(
        () => "answered",
        () => "refused",
      ),
    ).resolves.toBe("refused");
  });
});
