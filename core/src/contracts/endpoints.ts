import { z } from "zod";
import { adminInviteResponseSchema, adminInviteSchema, adminRoleSchema, pendingInviteListSchema } from "./accounts.ts";
import { adminUserListSchema } from "./admin.ts";
import { adminCreateUserResponseSchema, adminCreateUserSchema } from "./admin-users.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import type { Endpoint } from "./endpoint.ts";
import { analyzeCbctResponseSchema, analyzeCbctSchema } from "./cbct.ts";
import {
  glideExportQuerySchema,
  glideStatusResponseSchema,
  glideSyncJobResponseSchema,
  glideSyncSchema,
  glideSyncStartResponseSchema,
} from "./glide.ts";
import {
  driveAuthUrlResponseSchema,
  driveCallbackResponseSchema,
  driveCallbackSchema,
  driveDisconnectResponseSchema,
  driveStatusResponseSchema,
  driveUploadResponseSchema,
  driveUploadSchema,
} from "./google-drive.ts";
import { healthResponseSchema, readyResponseSchema } from "./health.ts";
import {
  activityEntrySchema,
  activityQuerySchema,
  clearPracticesResponseSchema,
  dashboardMetricsSchema,
  recycleBinBatchSchema,
  routePlanRequestSchema,
  routePlanResponseSchema,
} from "./leads-workspace.ts";
import {
  pipelineRunResponseSchema,
  pipelineRunsResponseSchema,
  pipelineStatusResponseSchema,
  pipelineStopResponseSchema,
  runCityStatePipelineSchema,
  runZipPipelineSchema,
} from "./pipeline.ts";
import { practiceHistoryResponseSchema } from "./practice-history.ts";
import {
  alertSettingsSchema,
  alertsQuerySchema,
  alertsResponseSchema,
  markAlertsResponseSchema,
  markAlertsSchema,
  territoriesResponseSchema,
  territoryInputSchema,
  territoryResponseSchema,
} from "./territories.ts";
import { mapConfigResponseSchema, practiceMapQuerySchema, practiceMapResponseSchema } from "./practice-map.ts";
import {
  practiceExportBodySchema,
  practiceExportQuerySchema,
  practiceListQuerySchema,
  practiceSchema,
  practicesResponseSchema,
} from "./practices.ts";
import {
  bulkStartScrapeResponseSchema,
  bulkStartScrapeSchema,
  scrapeJobListSchema,
  scrapeJobsQuerySchema,
  scrapeJobViewSchema,
  scrapeListCheckResponseSchema,
  scrapeListCheckSchema,
  startScrapeResponseSchema,
  startScrapeSchema,
} from "./scraping.ts";
import { sheetsExportQuerySchema, sheetsExportResponseSchema } from "./sheets.ts";

export { type Endpoint, endpointPath, type HttpMethod, type PathParamNames, type PathParams } from "./endpoint.ts";

const success = z.object({ success: z.literal(true) });
/** An account after an admin changed its access: the public user and whether it is active. */
const changedUserSchema = z.object({ user: z.object({ id: z.number().int(), isActive: z.boolean() }).passthrough() });

/**
 * Every endpoint of the API, once: the web calls the API only through this table (web/src/lib/api-client.ts; an
 * ESLint rule refuses a written "/api/" path anywhere else in web/src) and the API proves in
 * api/src/routes/endpoint-table.int.test.ts that it serves exactly these methods and paths, so a renamed route or a
 * changed answer breaks the build or a test instead of a screen. A new endpoint is one entry here (or in
 * auth-endpoints.ts, which it spreads in), one route, and (if the web reads it) one call through the table.
 */
export const endpoints = {
  // Health (for load balancers and the launcher; the web does not call them).
  health: { method: "GET", path: "/api/health", response: healthResponseSchema },
  ready: { method: "GET", path: "/api/ready", response: readyResponseSchema },
  metrics: { method: "GET", path: "/api/metrics", response: null },

  // Sessions and accounts.
  ...authEndpoints,

  // Administration.
  adminUsers: { method: "GET", path: "/api/admin/users", response: adminUserListSchema },
  adminCreateUser: {
    method: "POST",
    path: "/api/admin/users",
    body: adminCreateUserSchema,
    response: adminCreateUserResponseSchema,
  },
  adminInvite: {
    method: "POST",
    path: "/api/admin/users/invite",
    body: adminInviteSchema,
    response: adminInviteResponseSchema,
  },
  adminInvites: { method: "GET", path: "/api/admin/users/invites", response: pendingInviteListSchema },
  adminRevokeInvite: { method: "DELETE", path: "/api/admin/users/invites/:id", response: success },
  adminDeactivateUser: { method: "POST", path: "/api/admin/users/:id/deactivate", response: changedUserSchema },
  adminReactivateUser: { method: "POST", path: "/api/admin/users/:id/reactivate", response: changedUserSchema },
  adminSetRole: {
    method: "PATCH",
    path: "/api/admin/users/:id/role",
    body: adminRoleSchema,
    response: changedUserSchema,
  },
  recycleBin: { method: "GET", path: "/api/admin/recycle-bin", response: z.array(recycleBinBatchSchema) },
  restoreBatch: {
    method: "POST",
    path: "/api/admin/recycle-bin/:batchId/restore",
    response: z.object({ restored: z.number().int() }),
  },

  // Leads.
  practices: {
    method: "GET",
    path: "/api/practices",
    query: practiceListQuerySchema,
    response: practicesResponseSchema,
  },
  practice: { method: "GET", path: "/api/practices/:id", response: practiceSchema },
  // The body is checked by the API's own practicePatchSchema (api/src/practices/practice-patch-schema.ts).
  updatePractice: {
    method: "PATCH",
    path: "/api/practices/:id",
    body: z.record(z.string(), z.unknown()),
    response: practiceSchema,
  },
  recalculateScore: { method: "POST", path: "/api/practices/:id/recalculate-score", response: practiceSchema },
  practiceHistory: { method: "GET", path: "/api/practices/:id/history", response: practiceHistoryResponseSchema },
  clearPractices: { method: "DELETE", path: "/api/practices/clear", response: clearPracticesResponseSchema },
  routePlan: {
    method: "POST",
    path: "/api/practices/route-plan",
    body: routePlanRequestSchema,
    response: routePlanResponseSchema,
  },
  practiceMap: {
    method: "GET",
    path: "/api/practices/map",
    query: practiceMapQuerySchema,
    response: practiceMapResponseSchema,
  },
  mapConfig: { method: "GET", path: "/api/practices/map/config", response: mapConfigResponseSchema },
  dashboardMetrics: { method: "GET", path: "/api/dashboard/metrics", response: dashboardMetricsSchema },
  activity: {
    method: "GET",
    path: "/api/activity",
    query: activityQuerySchema,
    response: z.array(activityEntrySchema),
  },
  exportAll: { method: "GET", path: "/api/export/practices", query: practiceExportQuerySchema, response: null },
  exportSelected: { method: "POST", path: "/api/export/practices", body: practiceExportBodySchema, response: null },

  // Scraping and the CBCT tester.
  startScrape: {
    method: "POST",
    path: "/api/scraping/start",
    body: startScrapeSchema,
    response: startScrapeResponseSchema,
  },
  bulkStartScrape: {
    method: "POST",
    path: "/api/scraping/bulk-start",
    body: bulkStartScrapeSchema,
    response: bulkStartScrapeResponseSchema,
  },
  checkScrapeList: {
    method: "POST",
    path: "/api/scraping/check",
    body: scrapeListCheckSchema,
    response: scrapeListCheckResponseSchema,
  },
  scrapingJobs: {
    method: "GET",
    path: "/api/scraping/jobs",
    query: scrapeJobsQuerySchema,
    response: scrapeJobListSchema,
  },
  scrapingJob: { method: "GET", path: "/api/scraping/jobs/:jobId", response: scrapeJobViewSchema },
  analyzeCbct: {
    method: "POST",
    path: "/api/cbct/analyze",
    body: analyzeCbctSchema,
    response: analyzeCbctResponseSchema,
  },

  // Pipeline.
  runPipeline: {
    method: "POST",
    path: "/api/pipeline/run",
    body: runZipPipelineSchema,
    response: pipelineRunResponseSchema,
  },
  runCityStatePipeline: {
    method: "POST",
    path: "/api/pipeline/run-city-state",
    body: runCityStatePipelineSchema,
    response: pipelineRunResponseSchema,
  },
  pipelineStatus: { method: "GET", path: "/api/pipeline/status", response: pipelineStatusResponseSchema },
  stopPipeline: { method: "POST", path: "/api/pipeline/stop", response: pipelineStopResponseSchema },
  pipelineRuns: { method: "GET", path: "/api/pipeline/runs", response: pipelineRunsResponseSchema },

  // Integrations. A CSV format of an export answers a file, so those calls read the raw answer.
  sheetsExport: {
    method: "GET",
    path: "/api/sheets/export",
    query: sheetsExportQuerySchema,
    response: sheetsExportResponseSchema,
  },
  driveStatus: { method: "GET", path: "/api/google-drive/status", response: driveStatusResponseSchema },
  driveAuthUrl: { method: "GET", path: "/api/google-drive/auth-url", response: driveAuthUrlResponseSchema },
  driveCallback: {
    method: "POST",
    path: "/api/google-drive/callback",
    body: driveCallbackSchema,
    response: driveCallbackResponseSchema,
  },
  driveUpload: {
    method: "POST",
    path: "/api/google-drive/upload-csv",
    body: driveUploadSchema,
    response: driveUploadResponseSchema,
  },
  driveDisconnect: { method: "POST", path: "/api/google-drive/disconnect", response: driveDisconnectResponseSchema },
  glideStatus: { method: "GET", path: "/api/glide/status", response: glideStatusResponseSchema },
  glideExport: { method: "GET", path: "/api/glide/export", query: glideExportQuerySchema, response: null },
  glideSync: { method: "POST", path: "/api/glide/sync", body: glideSyncSchema, response: glideSyncStartResponseSchema },
  glideSyncJob: { method: "GET", path: "/api/glide/sync/:jobId", response: glideSyncJobResponseSchema },
  territories: { method: "GET", path: "/api/territories", response: territoriesResponseSchema },
  createTerritory: {
    method: "POST",
    path: "/api/territories",
    body: territoryInputSchema,
    response: territoryResponseSchema,
  },
  territory: { method: "GET", path: "/api/territories/:id", response: territoryResponseSchema },
  updateTerritory: {
    method: "PUT",
    path: "/api/territories/:id",
    body: territoryInputSchema,
    response: territoryResponseSchema,
  },
  deleteTerritory: {
    method: "DELETE",
    path: "/api/territories/:id",
    response: z.object({ success: z.literal(true) }),
  },
  alerts: { method: "GET", path: "/api/alerts", query: alertsQuerySchema, response: alertsResponseSchema },
  markAlertsRead: {
    method: "POST",
    path: "/api/alerts/read",
    body: markAlertsSchema,
    response: markAlertsResponseSchema,
  },
  markAlertsUnread: {
    method: "POST",
    path: "/api/alerts/unread",
    body: markAlertsSchema,
    response: markAlertsResponseSchema,
  },
  alertSettings: {
    method: "PUT",
    path: "/api/alerts/settings",
    body: alertSettingsSchema,
    response: alertSettingsSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
