import {
  alertSettingsSchema,
  alertsQuerySchema,
  markAlertsSchema,
  territoryInputSchema,
} from "@cbct/core/contracts/territories";
import { listAlerts, markAlertsRead, markAlertsUnread, unreadCount } from "@cbct/shared/db/queries/alerts";
import {
  createTerritory,
  deleteTerritory,
  digestEnabled,
  getTerritory,
  listTerritories,
  setDigestEnabled,
  toTerritoryView,
  updateTerritory,
} from "@cbct/shared/db/queries/territories";
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { intParam, readBody, validate } from "../http/validate.ts";

/** A rep's territories are a handful; the cap keeps the matcher's per-territory queries bounded. */
const MAX_TERRITORIES_PER_USER = 50;

function userOf(c: { get(key: "user"): { id: number } | null }): number {
  const user = c.get("user");
  if (!user) throw new AppError("unauthorized", "Not signed in");
  return user.id;
}

/**
 * /api/territories (issue 22): each user's own territories; another user's are "not found". GET also says whether
 * the daily digest is on for this user and whether mail is set up (SMTP_URL and APP_URL: the digest's links need it).
 */
export function territoryRoutes(deps: AppDeps) {
  const mailConfigured = Boolean(deps.config.SMTP_URL && deps.config.APP_URL);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const userId = userOf(c);
      const [rows, enabled] = await Promise.all([listTerritories(deps.db, userId), digestEnabled(deps.db, userId)]);
      return c.json({ territories: rows.map(toTerritoryView), digest: { enabled, mailConfigured } });
    })
    .post("/", async (c) => {
      const userId = userOf(c);
      const values = await readBody(c, territoryInputSchema);
      const existing = await listTerritories(deps.db, userId);
      if (existing.length >= MAX_TERRITORIES_PER_USER)
        throw new AppError("bad_request", `You can have at most ${MAX_TERRITORIES_PER_USER} territories`);
      const territory = await createTerritory(deps.db, userId, values);
      return c.json({ territory: toTerritoryView(territory) }, 201);
    })
    .get("/:id", async (c) => {
      const territory = await getTerritory(deps.db, userOf(c), intParam(c, "id", "Territory id"));
      if (!territory) throw new AppError("not_found", "Territory not found");
      return c.json({ territory: toTerritoryView(territory) });
    })
    .put("/:id", async (c) => {
      const userId = userOf(c);
      const id = intParam(c, "id", "Territory id");
      const values = await readBody(c, territoryInputSchema);
      const territory = await updateTerritory(deps.db, userId, id, values);
      if (!territory) throw new AppError("not_found", "Territory not found");
      return c.json({ territory: toTerritoryView(territory) });
    })
    .delete("/:id", async (c) => {
      const ok = await deleteTerritory(deps.db, userOf(c), intParam(c, "id", "Territory id"));
      if (!ok) throw new AppError("not_found", "Territory not found");
      return c.json({ success: true });
    });
}

/** /api/alerts (issue 22): the bell. Each user reads and marks only their own alerts. */
export function alertRoutes(deps: AppDeps) {
  const now = () => deps.clock();
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = validate(alertsQuerySchema, c.req.query());
      const unreadOnly = query.unread === "1" || query.unread === "true";
      return c.json(await listAlerts(deps.db, userOf(c), { unreadOnly, limit: query.limit }));
    })
    .post("/read", async (c) => {
      const userId = userOf(c);
      const body = await readBody(c, markAlertsSchema);
      const updated = await markAlertsRead(deps.db, userId, "all" in body ? "all" : body.ids, now());
      return c.json({ updated, unread: await unreadCount(deps.db, userId) });
    })
    .post("/unread", async (c) => {
      const userId = userOf(c);
      const body = await readBody(c, markAlertsSchema);
      if ("all" in body) throw new AppError("bad_request", "Mark alerts unread by their ids");
      const updated = await markAlertsUnread(deps.db, userId, body.ids);
      return c.json({ updated, unread: await unreadCount(deps.db, userId) });
    })
    .put("/settings", async (c) => {
      const userId = userOf(c);
      const { digestEnabled: on } = await readBody(c, alertSettingsSchema);
      await setDigestEnabled(deps.db, userId, on);
      return c.json({ digestEnabled: on });
    });
}
