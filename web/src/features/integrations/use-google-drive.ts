import { endpoints } from "@cbct/core/contracts/endpoints";
import type { DriveUploadResponse } from "@cbct/core/contracts/google-drive";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import type { SheetFilters } from "./sheet-filters.ts";

export const DRIVE_STATUS_KEY = ["google-drive", "status"] as const;
/** Spec 9: drive status every 30 s, the consent popup's closing every 1 s. */
const STATUS_POLL_MS = 30_000;
const POPUP_POLL_MS = 1_000;
const POPUP_FEATURES = "width=500,height=600";

export const driveQueries = {
  status: () =>
    queryOptions({
      queryKey: DRIVE_STATUS_KEY,
      queryFn: ({ signal }) => api.call(endpoints.driveStatus, { signal }),
      refetchInterval: STATUS_POLL_MS,
    }),
};

export function useDriveStatus() {
  return useQuery(driveQueries.status());
}

/**
 * Connect: asks for the consent URL, opens it in a 500x600 popup, and refreshes the status once the popup is closed
 * (checked every second). The popup's own page (/auth/google-drive/callback) finishes the exchange.
 */
export function useConnectDrive() {
  const queryClient = useQueryClient();
  const timer = useRef<number | null>(null);
  useEffect(() => () => (timer.current === null ? undefined : window.clearInterval(timer.current)), []);

  return useMutation({
    mutationFn: () => api.call(endpoints.driveAuthUrl),
    onSuccess: ({ authUrl }) => {
      const popup = window.open(authUrl, "google-drive-auth", POPUP_FEATURES);
      if (!popup) {
        // Popups blocked: continue in this tab; the callback page comes back to /google-sheets.
        window.location.assign(authUrl);
        return;
      }
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = window.setInterval(() => {
        if (!popup.closed) return;
        window.clearInterval(timer.current!);
        timer.current = null;
        void queryClient.invalidateQueries({ queryKey: DRIVE_STATUS_KEY });
      }, POPUP_POLL_MS);
    },
    onError: (error) =>
      toast({
        title: "Authentication Error",
        description: serverErrorText(error) ?? "Failed to get auth URL",
        type: "error",
      }),
  });
}

export function useUploadToDrive(onUploaded: (result: DriveUploadResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: SheetFilters) => api.call(endpoints.driveUpload, { body: filters }),
    onSuccess: (result) => {
      onUploaded(result);
      toast({
        title: "Upload Successful",
        description: `${result.filesUploaded} files uploaded to Google Drive`,
        type: "success",
      });
    },
    onError: (error) => {
      toast({ title: "Upload Failed", description: serverErrorText(error) ?? "Upload failed", type: "error" });
      // A revoked grant turns the connection into "reconnect needed": show it now rather than in 30 s.
      void queryClient.invalidateQueries({ queryKey: DRIVE_STATUS_KEY });
    },
  });
}

export function useDisconnectDrive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.driveDisconnect),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRIVE_STATUS_KEY }),
  });
}
