import type { IntegrationsConfig } from "../../config.ts";
import { createGlideClient, type GlideClient, type GlideClientOptions } from "./glide-client.ts";

export type GlideSettings = Pick<IntegrationsConfig, "GLIDE_API_BASE_URL" | "GLIDE_API_KEY" | "GLIDE_TABLE_ID">;

export const isGlideConfigured = (config: GlideSettings) => Boolean(config.GLIDE_API_KEY && config.GLIDE_TABLE_ID);

/** The configured table's client, or null when the key or table id is missing. */
export function glideClientFromConfig(
  config: GlideSettings,
  options: Partial<Pick<GlideClientOptions, "attempts" | "baseDelayMs" | "sleep">> = {},
): GlideClient | null {
  if (!config.GLIDE_API_KEY || !config.GLIDE_TABLE_ID) return null;
  return createGlideClient({
    baseUrl: config.GLIDE_API_BASE_URL,
    apiKey: config.GLIDE_API_KEY,
    tableId: config.GLIDE_TABLE_ID,
    ...options,
  });
}
