import { DriveError } from "@cbct/shared/integrations/google-drive/drive-error";
import { AppError, type AppErrorCode } from "../http/app-error.ts";

const CODES: Record<DriveError["kind"], AppErrorCode> = {
  not_configured: "conflict",
  not_connected: "conflict",
  reconnect_needed: "conflict",
  bad_request: "bad_request",
  upstream: "service_unavailable",
};

/** A Drive failure as the API's error: the message is for the user (toasts show it); tokens never appear in it. */
export function driveHttpError(err: unknown): unknown {
  return err instanceof DriveError ? new AppError(CODES[err.kind], err.message) : err;
}
