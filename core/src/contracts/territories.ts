import { z } from "zod";
import { ALERT_KINDS } from "../domain/territory/alert-kinds.ts";
import { stateCode } from "../domain/extraction/us-states.ts";

/**
 * Territories and alerts (issue 22 point 3): /api/territories and /api/alerts. A territory is a set of states, zip
 * prefixes and/or an area drawn on the map; a lead is in it when any of them holds it.
 */

export const territoryEventsSchema = z.object({
  scannerAppeared: z.boolean(),
  scannerChanged: z.boolean(),
  newPractice: z.boolean(),
  /** Alert when a scanner reaches this age in years (from its install year); null: off. */
  scannerAgeYears: z
    .number({ message: "Scanner age must be a number of years" })
    .int("Scanner age must be a whole number of years")
    .min(1, "Scanner age must be between 1 and 40 years")
    .max(40, "Scanner age must be between 1 and 40 years")
    .nullable(),
  /** Alert when a lead's score rises from below this to this or above; null: off. */
  leadScoreAtLeast: z
    .number({ message: "Score threshold must be a number" })
    .int("Score threshold must be a whole number")
    .min(1, "Score threshold must be between 1 and 100")
    .max(100, "Score threshold must be between 1 and 100")
    .nullable(),
});
export type TerritoryEventsInput = z.infer<typeof territoryEventsSchema>;

const lngLat = z.tuple([
  z.number().min(-180, "Area longitudes are -180 to 180").max(180, "Area longitudes are -180 to 180"),
  z.number().min(-90, "Area latitudes are -90 to 90").max(90, "Area latitudes are -90 to 90"),
]);

/** A drawn area: a ring of [lng, lat] points (a rectangle is 4), at most 500. */
export const territoryAreaSchema = z
  .array(lngLat)
  .min(3, "An area needs at least 3 points")
  .max(500, "An area has at most 500 points");

export const territoryInputSchema = z
  .object({
    name: z
      .string({ message: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(80, "Name is at most 80 characters"),
    states: z
      .array(z.string().max(40))
      .max(60, "At most 60 states")
      .default([])
      .transform((values, ctx) => {
        const codes: string[] = [];
        for (const v of values) {
          const code = stateCode(v);
          if (!code) ctx.addIssue({ code: "custom", message: `Unknown US state: ${v}` });
          else if (!codes.includes(code)) codes.push(code);
        }
        return codes.sort();
      }),
    zipPrefixes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,5}$/, "Zip prefixes are 1 to 5 digits"),
      )
      .max(200, "At most 200 zip prefixes")
      .default([])
      .transform((values) => [...new Set(values)].sort()),
    area: territoryAreaSchema.nullable().default(null),
    events: territoryEventsSchema,
  })
  .superRefine((t, ctx) => {
    if (t.states.length === 0 && t.zipPrefixes.length === 0 && !t.area)
      ctx.addIssue({ code: "custom", message: "Choose states, zip prefixes or an area on the map", path: ["states"] });
    const e = t.events;
    if (
      !e.scannerAppeared &&
      !e.scannerChanged &&
      !e.newPractice &&
      e.scannerAgeYears === null &&
      e.leadScoreAtLeast === null
    )
      ctx.addIssue({ code: "custom", message: "Choose at least one event to be told about", path: ["events"] });
  });
export type TerritoryInput = z.input<typeof territoryInputSchema>;
export type TerritoryValues = z.output<typeof territoryInputSchema>;

export const territorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  states: z.array(z.string()),
  zipPrefixes: z.array(z.string()),
  area: z.array(z.tuple([z.number(), z.number()])).nullable(),
  events: territoryEventsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TerritoryView = z.infer<typeof territorySchema>;

/** GET /api/territories: the user's territories, and whether the daily digest can go out and is on for them. */
export const territoriesResponseSchema = z.object({
  territories: z.array(territorySchema),
  digest: z.object({
    /** The user's own choice (on unless they turned it off). */
    enabled: z.boolean(),
    /** Whether an admin set up outgoing mail (SMTP_URL); without it no digest is sent. */
    mailConfigured: z.boolean(),
  }),
});
export type TerritoriesResponse = z.infer<typeof territoriesResponseSchema>;

export const territoryResponseSchema = z.object({ territory: territorySchema });

/** PUT /api/alerts/settings. */
export const alertSettingsSchema = z.object({
  digestEnabled: z.boolean({ message: "digestEnabled must be true or false" }),
});

export const alertSchema = z.object({
  id: z.number().int(),
  territoryId: z.number().int(),
  territoryName: z.string(),
  practiceId: z.number().int(),
  practiceName: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  occurredAt: z.string(),
  read: z.boolean(),
});
export type AlertView = z.infer<typeof alertSchema>;

/** GET /api/alerts?unread=1&limit=n: newest first, and the unread count (the bell's badge). */
export const alertsQuerySchema = z.object({
  unread: z.enum(["0", "1", "true", "false"], { message: "unread must be 1 or 0" }).optional(),
  limit: z.coerce
    .number({ message: "limit must be a number between 1 and 200" })
    .int("limit must be a number between 1 and 200")
    .min(1, "limit must be a number between 1 and 200")
    .max(200, "limit must be a number between 1 and 200")
    .default(50),
});
export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema), unread: z.number().int() });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** POST /api/alerts/read: these alerts, or all of the user's (`all: true`). POST /api/alerts/unread: these ids. */
export const markAlertsSchema = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({
      ids: z
        .array(z.number().int().positive())
        .min(1, "ids must list at least one alert")
        .max(500, "At most 500 alerts at once"),
    }),
  ],
  { message: 'Send {"ids": [...]} or {"all": true}' },
);
export const markAlertsResponseSchema = z.object({ updated: z.number().int(), unread: z.number().int() });

export const ALERT_KIND_LABELS: Record<(typeof ALERT_KINDS)[number], string> = {
  scanner_appeared: "Scanner appeared",
  scanner_changed: "Scanner changed",
  scanner_aged: "Scanner passed its age",
  new_practice: "New practice",
  score_crossed: "Lead score crossed threshold",
};
