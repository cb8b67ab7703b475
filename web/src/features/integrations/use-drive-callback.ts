import { endpoints } from "@cbct/core/contracts/endpoints";
import type { DriveCallbackResponse } from "@cbct/core/contracts/google-drive";
import { useEffect, useRef, useState } from "react";
import { ApiError, api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";

export type CallbackState =
  { phase: "working" } | { phase: "success"; userEmail: string | null } | { phase: "failed"; message: string };

/** Spec 8's callback errors, in order. */
export async function completeDriveAuth(params: URLSearchParams): Promise<CallbackState> {
  const error = params.get("error");
  if (error) return { phase: "failed", message: `Authentication failed: ${error}` };
  const code = params.get("code");
  if (!code) return { phase: "failed", message: "No authorization code received" };
  try {
    const res = await api.raw(endpoints.driveCallback, { body: { code, state: params.get("state") ?? "" } });
    // Read leniently: an answer without the flags is a failed sign-in to show, not a shape error to throw.
    const body = (await res.json()) as Partial<DriveCallbackResponse>;
    if (!body.success || !body.authenticated) return { phase: "failed", message: "Authentication was not successful" };
    return { phase: "success", userEmail: body.userEmail ?? null };
  } catch (err) {
    if (err instanceof ApiError) {
      return { phase: "failed", message: serverErrorText(err) ?? "Failed to authenticate with Google Drive" };
    }
    return { phase: "failed", message: err instanceof Error ? err.message : "Unknown error occurred" };
  }
}

/** Runs the exchange once per page load (a code is single use, so a second run would report a failure). */
export function useDriveCallback(search: string): CallbackState {
  const [state, setState] = useState<CallbackState>({ phase: "working" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeDriveAuth(new URLSearchParams(search)).then(setState);
  }, [search]);
  return state;
}
