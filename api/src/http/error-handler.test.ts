import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env.ts";
import type { Logger } from "../logger.ts";
import { errorHandler } from "./error-handler.ts";

describe("errorHandler", () => {
  it("logs a failed query without its parameter values or Postgres's quoted value", async () => {
    const lines: string[] = [];
    const capture = (message: string, fields?: Record<string, unknown>) => {
      lines.push(JSON.stringify({ message, ...fields }));
    };
    const log: Logger = { debug: capture, info: capture, warn: capture, error: capture, child: () => log };
    const cause = Object.assign(new Error('invalid input syntax for type date: "secret-notes"'), { code: "22007" });
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(log));
    app.get("/boom", () => {
      throw new DrizzleQueryError('update "dental_practices" set "follow_up_notes" = $1', ["secret-notes"], cause);
    });

    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Internal server error" });
    const logged = lines.join("\n");
    expect(logged).toContain("follow_up_notes");
    expect(logged).toContain("22007");
    expect(logged).not.toContain("secret-notes");
  });
});
