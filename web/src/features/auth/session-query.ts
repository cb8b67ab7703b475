/** The session read (spec 7: GET /api/auth/me); its key is also the URL the default query function fetches. */
export const sessionQueryKey = ["/api/auth/me"] as const;

/** Spec 9: session data is fresh for 5 minutes. */
export const SESSION_STALE_MS = 5 * 60 * 1000;
