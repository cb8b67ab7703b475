import { authEndpoints } from "@cbct/core/contracts/auth-endpoints";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Spec 9: session data is fresh for 5 minutes. */
export const SESSION_STALE_MS = 5 * 60 * 1000;

export const authKeys = {
  session: ["session"] as const,
  /** One-time links (invite, setup) checked before the person chooses a password. */
  link: (kind: "invite" | "setup-admin", token: string) => ["account-link", kind, token] as const,
};

/** The session read's key (re-read after a sign-in, cleared by a sign-out). */
export const sessionQueryKey = authKeys.session;

export const authQueries = {
  /** Spec 7: GET /api/auth/me; a 401 reads as "no session" (null), never retried. */
  session: () =>
    queryOptions({
      queryKey: authKeys.session,
      queryFn: ({ signal }) => api.callOrNullOn401(authEndpoints.me, { signal }),
      retry: false,
      staleTime: SESSION_STALE_MS,
    }),
  /** What an invite link is for. */
  invite: (token: string) =>
    queryOptions({
      queryKey: authKeys.link("invite", token),
      queryFn: () => api.call(authEndpoints.inviteLookup, { body: { token } }),
      enabled: token !== "",
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Whether the first-admin setup link still works. */
  setupLink: (token: string) =>
    queryOptions({
      queryKey: authKeys.link("setup-admin", token),
      queryFn: () => api.call(authEndpoints.setupAdminLookup, { body: { token } }),
      enabled: token !== "",
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
