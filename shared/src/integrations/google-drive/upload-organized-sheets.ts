import { drive } from "@googleapis/drive";
import type { OAuth2Client } from "google-auth-library";
import type { OrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { asDriveError, authorizedDriveClient } from "./drive-account.ts";
import type { DriveDeps } from "./drive-deps.ts";

const FOLDER_MIME = "application/vnd.google-apps.folder";
const SHEET_MIME = "application/vnd.google-apps.spreadsheet";

/** Drive takes multipart uploads up to 5 MB; bigger files go through a resumable session. */
export const MULTIPART_MAX_BYTES = 5 * 1024 * 1024;

export type DriveUploadResult = { filesUploaded: number; folderLink: string; folderName: string };

/** "CBCT Leads 2026-11-23 10.45" (UTC): a new folder per upload, so earlier uploads are never overwritten. */
export function uploadFolderName(at: Date): string {
  const iso = at.toISOString();
  return `CBCT Leads ${iso.slice(0, 10)} ${iso.slice(11, 13)}.${iso.slice(14, 16)}`;
}

/** "All_Leads.csv" -> "All Leads": the name the converted Google Sheet carries. */
const sheetTitle = (fileName: string) => fileName.replace(/\.csv$/i, "").replace(/_/g, " ");

/**
 * Uploads the organised sheets into a new dated folder of `userId`'s own Drive, each CSV converted to a Google Sheet.
 * Only that user's connection is used: the API passes the signed-in user, the pipeline the user who started the run.
 * The root URL goes with every call because the Drive client sends media uploads to Google's own root otherwise.
 */
export async function uploadOrganizedSheets(
  deps: DriveDeps,
  userId: number,
  sheets: Pick<OrganizedSheets, "csvFiles">,
  options: { folderName?: string } = {},
): Promise<DriveUploadResult> {
  const auth = await authorizedDriveClient(deps, userId);
  const api = drive({ version: "v3", auth });
  const perCall = { rootUrl: deps.config.GOOGLE_API_ROOT_URL };
  const folderName = options.folderName ?? uploadFolderName(deps.clock());
  try {
    const folder = await api.files.create(
      { requestBody: { name: folderName, mimeType: FOLDER_MIME }, fields: "id,name,webViewLink" },
      perCall,
    );
    const folderId = folder.data.id;
    if (!folderId) throw new Error("Google Drive created no folder");
    let filesUploaded = 0;
    // One at a time: Drive's per-user write rate is low, and the order of the folder then matches the page's.
    for (const [fileName, csv] of Object.entries(sheets.csvFiles)) {
      const requestBody = { name: sheetTitle(fileName), mimeType: SHEET_MIME, parents: [folderId] };
      if (Buffer.byteLength(csv) > MULTIPART_MAX_BYTES) {
        await resumableUpload(auth, deps.config.GOOGLE_API_ROOT_URL, requestBody, csv);
      } else {
        await api.files.create(
          { requestBody, media: { mimeType: "text/csv", body: csv }, fields: "id,name,mimeType,webViewLink" },
          perCall,
        );
      }
      filesUploaded += 1;
    }
    const folderLink = folder.data.webViewLink ?? `https://drive.google.com/drive/folders/${folderId}`;
    return { filesUploaded, folderLink, folderName };
  } catch (err) {
    throw await asDriveError(deps, userId, err);
  }
}

/**
 * Drive's resumable protocol in its simplest form: open a session with the metadata, then send the whole CSV in one
 * PUT to the session URL Drive answers with (the generated client only does multipart).
 */
async function resumableUpload(auth: OAuth2Client, rootUrl: string, metadata: object, csv: string): Promise<void> {
  const root = rootUrl.endsWith("/") ? rootUrl : `${rootUrl}/`;
  const session = await auth.request({
    url: `${root}upload/drive/v3/files?uploadType=resumable&fields=id`,
    method: "POST",
    headers: { "Content-Type": "application/json; charset=UTF-8", "X-Upload-Content-Type": "text/csv" },
    data: metadata,
  });
  const location = session.headers.get("location");
  if (!location) throw new Error("Google Drive opened no upload session");
  await auth.request({ url: location, method: "PUT", headers: { "Content-Type": "text/csv" }, data: csv });
}
