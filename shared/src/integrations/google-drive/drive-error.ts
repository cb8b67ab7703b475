export type DriveErrorKind = "not_configured" | "not_connected" | "reconnect_needed" | "bad_request" | "upstream";

/** What went wrong with a user's Drive, in words the user can act on; routes map `kind` to an HTTP status. */
export class DriveError extends Error {
  constructor(
    readonly kind: DriveErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DriveError";
  }
}

export const DRIVE_NOT_CONFIGURED = "Google Drive is not configured on this server";
export const DRIVE_NOT_CONNECTED = "Google Drive is not connected. Connect your Google account first.";
export const DRIVE_RECONNECT_NEEDED = "Google Drive access has expired or was revoked. Reconnect your Google account.";

/** Google's OAuth error code (`invalid_grant`...) or Drive's error message carried by a gaxios error, if any. */
export function googleErrorDetails(err: unknown): { status: number | null; code: string | null; message: string } {
  const e = err as { status?: unknown; response?: { status?: unknown; data?: unknown }; message?: unknown };
  const status =
    typeof e?.response?.status === "number" ? e.response.status : typeof e?.status === "number" ? e.status : null;
  const data = e?.response?.data as { error?: unknown; error_description?: unknown } | undefined;
  if (data && typeof data.error === "string") {
    return { status, code: data.error, message: String(data.error_description ?? data.error) };
  }
  if (data && typeof data.error === "object" && data.error !== null) {
    const inner = data.error as { message?: unknown; status?: unknown; errors?: { reason?: unknown }[] };
    const reason = inner.errors?.[0]?.reason;
    return {
      status,
      code: typeof reason === "string" ? reason : typeof inner.status === "string" ? inner.status : null,
      message: typeof inner.message === "string" ? inner.message : "Google Drive request failed",
    };
  }
  const message = typeof e?.message === "string" ? e.message : String(err);
  return { status, code: message === "invalid_grant" ? "invalid_grant" : null, message };
}
