import {
  type DriveAuthUrlResponse,
  type DriveCallbackResponse,
  driveCallbackSchema,
  type DriveDisconnectResponse,
  driveUploadSchema,
} from "@cbct/core/contracts/google-drive";
import { listExportLeads, sheetsFilterCondition } from "@cbct/shared/db/queries/export-leads";
import { buildOrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { connectDrive, disconnectDrive, getDriveStatus } from "@cbct/shared/integrations/google-drive/drive-account";
import type { DriveDeps } from "@cbct/shared/integrations/google-drive/drive-deps";
import { DRIVE_NOT_CONFIGURED } from "@cbct/shared/integrations/google-drive/drive-error";
import { buildDriveAuthUrl, isDriveConfigured } from "@cbct/shared/integrations/google-drive/google-oauth";
import { uploadOrganizedSheets } from "@cbct/shared/integrations/google-drive/upload-organized-sheets";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { driveHttpError } from "../integrations/drive-http-error.ts";
import { consumeDriveState, issueDriveState } from "../integrations/drive-oauth-state.ts";
import { AppError, notAuthenticated } from "../http/app-error.ts";
import { requestOrigin } from "../http/request-info.ts";
import { readBody } from "../http/validate.ts";

export const DRIVE_CALLBACK_PATH = "/auth/google-drive/callback";

function signedIn(c: Context<AppEnv>) {
  const user = c.get("user");
  const sessionId = c.get("sessionId");
  if (!user || !sessionId) throw notAuthenticated();
  return { user, sessionId };
}

/** Each user's own Google Drive: connect (OAuth web flow in a popup), status, upload, disconnect. */
export function googleDriveRoutes(deps: AppDeps) {
  const drive: DriveDeps = { db: deps.db, config: deps.config, clock: deps.clock, log: (m) => deps.log.warn(m) };
  const redirectUri = (c: Context<AppEnv>) =>
    deps.config.GOOGLE_REDIRECT_URI ?? `${requestOrigin(c, deps.config.TRUST_PROXY)}${DRIVE_CALLBACK_PATH}`;
  const run = <T>(work: Promise<T>) => work.catch((err: unknown) => Promise.reject(driveHttpError(err)));

  return new Hono<AppEnv>()
    .get("/status", async (c) => c.json(await getDriveStatus(drive, signedIn(c).user.id)))
    .get("/auth-url", async (c) => {
      const { sessionId } = signedIn(c);
      // A feature this server was not set up for: not an outage (503) but a state retrying will not change (409).
      if (!isDriveConfigured(deps.config)) throw new AppError("conflict", DRIVE_NOT_CONFIGURED);
      const { state, codeChallenge } = await issueDriveState(deps.redis, deps.config.QUEUE_PREFIX, sessionId);
      const body: DriveAuthUrlResponse = {
        authUrl: buildDriveAuthUrl(deps.config, redirectUri(c), state, codeChallenge),
      };
      return c.json(body);
    })
    .post("/callback", async (c) => {
      const { user, sessionId } = signedIn(c);
      const { code, state } = await readBody(c, driveCallbackSchema);
      const started = await consumeDriveState(deps.redis, deps.config.QUEUE_PREFIX, state, sessionId);
      if (!started) {
        throw new AppError("bad_request", "This Google sign-in was not started from your session. Please try again.");
      }
      const { userEmail } = await run(connectDrive(drive, user.id, code, redirectUri(c), started.codeVerifier));
      const body: DriveCallbackResponse = { success: true, authenticated: true, ...(userEmail ? { userEmail } : {}) };
      return c.json(body);
    })
    .post("/upload-csv", async (c) => {
      const { user } = signedIn(c);
      const filters = await readBody(c, driveUploadSchema);
      const leads = await listExportLeads(
        deps.db,
        sheetsFilterCondition({ cbctStatus: filters.cbctStatus || undefined, leadType: filters.leadType || undefined }),
      );
      if (leads.length === 0) throw new AppError("bad_request", "No leads match these filters");
      const sheets = buildOrganizedSheets(leads, deps.clock());
      return c.json(await run(uploadOrganizedSheets(drive, user.id, sheets)));
    })
    .post("/disconnect", async (c) => {
      await disconnectDrive(drive, signedIn(c).user.id);
      const body: DriveDisconnectResponse = { disconnected: true };
      return c.json(body);
    });
}
