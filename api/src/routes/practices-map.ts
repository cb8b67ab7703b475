import { practiceMapQuerySchema } from "@cbct/core/contracts/practice-map";
import { practiceMap } from "@cbct/shared/db/queries/practice-map";
import { getTerritory, territoryWhere } from "@cbct/shared/db/queries/territories";
import { parseBbox } from "@cbct/core/domain/map/viewport";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { validate } from "../http/validate.ts";
import { resolveListRequest } from "../practices/practice-list-request.ts";

/**
 * The leads map (issue 22), mounted at /api/practices/map before the practice routes (whose /:id would take "map").
 *   GET /         ?bbox=w,s,e,n&zoom=z + the table's filters (+ territoryId): clusters or markers for the view, and
 *                 the side list.
 *   GET /config   the raster tiles to draw (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 */
export function practiceMapRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/config", (c) => c.json({ tileUrl: deps.config.MAP_TILE_URL, attribution: deps.config.MAP_TILE_ATTRIBUTION }))
    .get("/", async (c) => {
      const query = validate(practiceMapQuerySchema, c.req.query());
      const parsed = parseBbox(query.bbox);
      if (!parsed.ok) throw new AppError("bad_request", parsed.error, { details: { bbox: parsed.error } });
      let only;
      if (query.territoryId !== undefined) {
        const territory = await getTerritory(deps.db, c.get("user")!.id, query.territoryId);
        if (!territory) throw new AppError("not_found", "Territory not found");
        only = territoryWhere(territory);
      }
      const { filters, reading } = await resolveListRequest(deps, query);
      const answer = await practiceMap(deps.db, filters, { bbox: parsed.bbox, zoom: query.zoom }, only);
      if (!reading) return c.json(answer);
      const { filters: understood, explanation, confidence, notUnderstood, method } = reading;
      const searchInfo = {
        explanation,
        confidence,
        resultCount: answer.total,
        filters: understood,
        notUnderstood,
        method,
      };
      return c.json({ ...answer, searchInfo });
    });
}

/** The origin of a tile URL template for the CSP's img-src ("https://{s}.tile.x.org/..." -> "https://*.tile.x.org"). */
export function tileOrigin(template: string): string | null {
  const m = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!m) return null;
  return `${m[1]}${m[2]!.replace(/\{[a-z]+\}/g, "*")}`;
}
