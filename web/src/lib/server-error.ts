import { ApiError } from "./api-client.ts";

/**
 * The server's `error` text carried by a failed call (error bodies are `{"error": "..."}`), or null when the
 * failure has none (network error, HTML error page, empty body).
 */
export function serverErrorText(error: unknown): string | null {
  const body = error instanceof ApiError ? error.bodyText : error instanceof Error ? bodyOfMessage(error.message) : "";
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      return parsed.error || null;
    }
  } catch {
    // Not JSON: there is no error field to show.
  }
  return null;
}

/** The body part of a `${status}: ${body}` message, for errors that lost their ApiError class. */
function bodyOfMessage(message: string): string {
  const match = /^\d{3}: ([\s\S]*)$/.exec(message);
  return match?.[1] ?? "";
}

/** The HTTP status of a failed call, or null when the request never got an answer. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match?.[1]) return Number(match[1]);
  }
  return null;
}
