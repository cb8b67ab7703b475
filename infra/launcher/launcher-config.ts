import { z } from "zod";

/** The launcher's own settings; everything else in the environment passes through to the processes it starts. */
export const launcherConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Where the embedded Postgres and the private Redis keep their files. */
  DATA_DIR: z.string().default(".data"),
  /** Worker processes to start next to the API. */
  WORKERS: z.coerce.number().int().min(0).max(32).default(1),
});
export type LauncherConfig = z.infer<typeof launcherConfigSchema>;
