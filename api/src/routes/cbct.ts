import { analyzeCbctSchema } from "@cbct/core/contracts/cbct";
import { Hono } from "hono";
import { analyzeText } from "../cbct/analyze-text.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { readBody } from "../http/validate.ts";

export function cbctRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/analyze", async (c) => {
    const input = await readBody(c, analyzeCbctSchema);
    return c.json(await analyzeText(deps, input, c.get("user")?.id ?? null));
  });
}
