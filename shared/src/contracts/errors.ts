/** Every error the API returns has this body; the web shows `error` verbatim. */
export type ApiErrorBody = { error: string; details?: Record<string, string> };
