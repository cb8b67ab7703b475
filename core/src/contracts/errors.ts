import { z } from "zod";

/** Every error the API returns has this body; the web shows `error` verbatim. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
