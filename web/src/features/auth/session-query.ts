import type { MeResponse, PublicUser } from "@cbct/core/contracts/auth";
import { authEndpoints } from "@cbct/core/contracts/auth-endpoints";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
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

/**
 * After the server confirmed the signed-in person's address: the session shows it at once and is read again. A session
 * read still in flight is cancelled first, not joined: on a page opened from the e-mail's link, the page's first read
 * can leave before the confirmation lands and answer "unconfirmed" after it, and a refetch joins a first read that has
 * no data yet instead of replacing it. The dashboard would then show "Confirm your e-mail address" (and no
 * Administration entry) for the session's five fresh minutes. A confirmed user who is not the session's (the link
 * opened while signed in as someone else, or signed out) changes nothing but the re-read.
 */
export async function sessionAfterConfirmation(queryClient: QueryClient, confirmed: PublicUser | null | undefined) {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  if (confirmed)
    queryClient.setQueryData<MeResponse | null>(sessionQueryKey, (old) =>
      old?.user.id === confirmed.id ? { ...old, user: confirmed } : old,
    );
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
