import type { Db } from "../../db/client.ts";
import type { GoogleSettings } from "./google-oauth.ts";

/** What the Drive code needs; the API and the worker both have it. */
export type DriveDeps = {
  db: Db;
  config: GoogleSettings;
  clock: () => Date;
  /** Never given tokens: messages only. */
  log?: ((message: string) => void) | undefined;
};

/** Additional authenticated data of a user's sealed tokens (token-cipher.ts). */
export const tokenOwner = (userId: number) => `drive-user:${userId}`;
