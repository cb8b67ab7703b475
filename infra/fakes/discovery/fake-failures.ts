import type { ServerResponse } from "node:http";

export type FakeApi = "nppes" | "nominatim" | "overpass" | "places";
/**
 * down: the API's 5xx; hang: never answers (a timeout); rate-limit: 429 every time; rate-limit-once: one 429 then
 * normal answers; remark: Overpass's HTTP 200 with a runtime-error remark.
 */
export type FakeFailure = "down" | "hang" | "rate-limit" | "rate-limit-once" | "remark";

export type FailureState = Map<FakeApi, FakeFailure>;

/** Answers the injected failure, if any, and says whether it did. */
export function answerFailure(state: FailureState, api: FakeApi, res: ServerResponse, body503: string): boolean {
  const failure = state.get(api);
  if (!failure || failure === "remark") return false;
  if (failure === "hang") return true;
  if (failure === "rate-limit-once") state.delete(api);
  if (failure === "rate-limit" || failure === "rate-limit-once") {
    res.writeHead(429, { "content-type": "text/plain", "retry-after": "1" });
    res.end("Too Many Requests");
    return true;
  }
  res.writeHead(503, { "content-type": body503.startsWith("{") ? "application/json" : "text/html" });
  res.end(body503);
  return true;
}
