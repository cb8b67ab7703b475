import { z } from "zod";
import { CBCT_STATUSES, GEO_PRECISIONS } from "../vocabulary/lead.ts";
import { practiceSortQuerySchema, searchInfoSchema } from "./leads-workspace.ts";
import { practiceListQuerySchema } from "./practices.ts";

/**
 * GET /api/practices/map (issue 22): the leads in a viewport, as grid clusters at low zoom and as markers at high
 * zoom, with the leads table's filters and smart search. `bbox` is checked by parseBbox (a readable 400).
 */
export const practiceMapQuerySchema = practiceSortQuerySchema
  .pick({ state: true })
  .extend(
    practiceListQuerySchema.pick({ search: true, smartSearch: true, cbctStatus: true, leadType: true, city: true })
      .shape,
  )
  .extend({
    bbox: z.string({ message: "bbox is required: west,south,east,north in degrees" }).max(200, "bbox is too long"),
    /** Only the leads of this territory of the user's (issue 22 point 3). */
    territoryId: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce
        .number({ message: "territoryId must be a positive integer" })
        .int("territoryId must be a positive integer")
        .positive("territoryId must be a positive integer")
        .max(2_147_483_647, "territoryId must be a positive integer")
        .optional(),
    ),
    zoom: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce
        .number({ message: "zoom must be a whole number between 0 and 22" })
        .int("zoom must be a whole number between 0 and 22")
        .min(0, "zoom must be a whole number between 0 and 22")
        .max(22, "zoom must be a whole number between 0 and 22"),
    ),
  });
export type PracticeMapQuery = z.infer<typeof practiceMapQuerySchema>;

const statusCounts = z.object(
  Object.fromEntries(CBCT_STATUSES.map((s) => [s, z.number().int()])) as {
    [K in (typeof CBCT_STATUSES)[number]]: z.ZodNumber;
  },
);

/** One marker: what the marker, its tooltip and the selection need (the dialog loads the rest by id). */
export const mapPointSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  practiceName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  cbctStatus: z.enum(CBCT_STATUSES),
  leadScore: z.number().int(),
  cbctAge: z.number().int().nullable(),
  geoPrecision: z.enum(GEO_PRECISIONS).nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** Several leads in one grid cell: a count, where they are on average, how many of each status, and their extent. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  statuses: statusCounts,
  maxLeadScore: z.number().int(),
  /** [west, south, east, north] of the cluster's leads: clicking the cluster zooms to it. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** A matching lead that is not on the map, and why (the side list). */
export const unplacedLeadSchema = z.object({
  id: z.number().int(),
  practiceName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  reason: z.enum(["no_address", "not_found", "pending"]),
});
export type UnplacedLead = z.infer<typeof unplacedLeadSchema>;

export const practiceMapResponseSchema = z.object({
  mode: z.enum(["clusters", "points"]),
  /** Matching leads in the view (every cluster's count plus the single markers). */
  total: z.number().int(),
  clusters: z.array(mapClusterSchema),
  /** Single leads: every lead in points mode (at most MAP_MAX_POINTS, best score first); lone leads in a cell otherwise. */
  points: z.array(mapPointSchema),
  /** More leads in the view than MAP_MAX_POINTS: zoom in to see them all. */
  truncated: z.boolean(),
  /** The filters' leads that are not on the map (anywhere, not just in the view): counts and the first few. */
  unplaced: z.object({
    noAddress: z.number().int(),
    notFound: z.number().int(),
    pending: z.number().int(),
    leads: z.array(unplacedLeadSchema),
  }),
  /** With smartSearch: how the question was understood (resultCount: the matching leads in the view). */
  searchInfo: searchInfoSchema.optional(),
});
export type PracticeMapResponse = z.infer<typeof practiceMapResponseSchema>;

/** GET /api/practices/map/config: the raster tiles the map draws (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapConfigResponseSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapConfigResponse = z.infer<typeof mapConfigResponseSchema>;
