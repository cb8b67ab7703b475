import { errorStatus } from "../../lib/server-error.ts";

/** Spec 8 tester error: 'Analysis failed: {status}' when the server answered, else 'Analysis failed'. */
export function analysisErrorText(error: unknown): string {
  const status = errorStatus(error);
  return status === null ? "Analysis failed" : `Analysis failed: ${status}`;
}
