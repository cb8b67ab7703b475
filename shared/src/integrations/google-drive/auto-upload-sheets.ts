import type { OrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import type { DriveDeps } from "./drive-deps.ts";
import { DRIVE_NOT_CONFIGURED, DRIVE_NOT_CONNECTED, DriveError } from "./drive-error.ts";
import { isDriveConfigured } from "./google-oauth.ts";
import { uploadOrganizedSheets } from "./upload-organized-sheets.ts";

export type AutoUploadOutcome = { driveUploaded: boolean; driveFolder: string | null; warning: string | null };

/**
 * The pipeline's auto-sync to Drive: uploads the run's sheets with the connection of the user who started the run.
 * Anything that stops the upload (not configured, not connected, reconnect needed, a Drive error) becomes a warning for
 * the run's result instead of failing the run; the sheets stay downloadable from the sheets page.
 */
export async function autoUploadSheets(
  deps: DriveDeps,
  userId: number | null,
  sheets: Pick<OrganizedSheets, "csvFiles" | "leadCount">,
): Promise<AutoUploadOutcome> {
  const skipped = (reason: string): AutoUploadOutcome => ({
    driveUploaded: false,
    driveFolder: null,
    warning: `Google Drive upload skipped: ${reason}`,
  });
  if (sheets.leadCount === 0) return { driveUploaded: false, driveFolder: null, warning: null };
  if (!isDriveConfigured(deps.config)) return skipped(DRIVE_NOT_CONFIGURED);
  if (userId === null) return skipped(DRIVE_NOT_CONNECTED);
  try {
    const uploaded = await uploadOrganizedSheets(deps, userId, sheets);
    return { driveUploaded: true, driveFolder: uploaded.folderLink, warning: null };
  } catch (err) {
    if (err instanceof DriveError) return skipped(err.message);
    throw err;
  }
}
