import { z } from "zod";

/** GET /api/google-drive/status (spec 3). `error` says why uploading is not possible right now, else null. */
export const driveStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  userEmail: z.string().nullable(),
  error: z.string().nullable(),
});
export type DriveStatusResponse = z.infer<typeof driveStatusResponseSchema>;

/** GET /api/google-drive/auth-url: the consent page, opened in the 500x600 popup. */
export const driveAuthUrlResponseSchema = z.object({ authUrl: z.string() });
export type DriveAuthUrlResponse = z.infer<typeof driveAuthUrlResponseSchema>;

/** POST /api/google-drive/callback: the code Google sent back, and the state it was given (checked against the session). */
export const driveCallbackSchema = z.object({
  code: z.string({ message: "code is required" }).min(1, "code is required").max(2048, "code is too long"),
  state: z.string({ message: "state is required" }).min(1, "state is required").max(256, "state is too long"),
});
export type DriveCallbackRequest = z.infer<typeof driveCallbackSchema>;
export const driveCallbackResponseSchema = z.object({
  success: z.boolean(),
  authenticated: z.boolean(),
  userEmail: z.string().optional(),
});
export type DriveCallbackResponse = z.infer<typeof driveCallbackResponseSchema>;

/** POST /api/google-drive/upload-csv: the organised sheets of the leads matching the spreadsheet page's filters. */
export const driveUploadSchema = z.object({
  cbctStatus: z.enum(["Confirmed", "Likely", "Unlikely", ""]).optional(),
  leadType: z.enum(["high-priority", "qualified", "cbct-replacement", ""]).optional(),
});
export type DriveUploadRequest = z.infer<typeof driveUploadSchema>;
export const driveUploadResponseSchema = z.object({
  filesUploaded: z.number().int(),
  folderLink: z.string(),
  folderName: z.string(),
});
export type DriveUploadResponse = z.infer<typeof driveUploadResponseSchema>;

export const driveDisconnectResponseSchema = z.object({ disconnected: z.literal(true) });
export type DriveDisconnectResponse = z.infer<typeof driveDisconnectResponseSchema>;
