import { z } from "zod";

/** GET /api/google-drive/status (spec 3). `error` says why uploading is not possible right now, else null. */
export type DriveStatusResponse = { authenticated: boolean; userEmail: string | null; error: string | null };

/** GET /api/google-drive/auth-url: the consent page, opened in the 500x600 popup. */
export type DriveAuthUrlResponse = { authUrl: string };

/** POST /api/google-drive/callback: the code Google sent back, and the state it was given (checked against the session). */
export const driveCallbackSchema = z.object({
  code: z.string({ message: "code is required" }).min(1, "code is required").max(2048, "code is too long"),
  state: z.string({ message: "state is required" }).min(1, "state is required").max(256, "state is too long"),
});
export type DriveCallbackRequest = z.infer<typeof driveCallbackSchema>;
export type DriveCallbackResponse = { success: boolean; authenticated: boolean; userEmail?: string };

/** POST /api/google-drive/upload-csv: the organised sheets of the leads matching the spreadsheet page's filters. */
export const driveUploadSchema = z.object({
  cbctStatus: z.enum(["Confirmed", "Likely", "Unlikely", ""]).optional(),
  leadType: z.enum(["high-priority", "qualified", "cbct-replacement", ""]).optional(),
});
export type DriveUploadRequest = z.infer<typeof driveUploadSchema>;
export type DriveUploadResponse = { filesUploaded: number; folderLink: string; folderName: string };

export type DriveDisconnectResponse = { disconnected: true };
