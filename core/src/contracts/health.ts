import { z } from "zod";

/** GET /api/health: liveness, no I/O. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });

/** GET /api/ready: 200 when Postgres and Redis answer, 503 naming the one that does not. */
export const readyResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  postgres: z.enum(["ok", "unavailable"]),
  redis: z.enum(["ok", "unavailable"]),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
