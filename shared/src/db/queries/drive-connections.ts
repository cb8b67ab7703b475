import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type DriveConnection, driveConnections } from "../schema/drive-connections.ts";

export async function getDriveConnection(db: Db, userId: number): Promise<DriveConnection | null> {
  const rows = await db.select().from(driveConnections).where(eq(driveConnections.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export type SealedDriveTokens = {
  refreshTokenEnc: string;
  accessTokenEnc: string | null;
  accessTokenExpiresAt: Date | null;
  scope: string | null;
};

/** A (re)connection: replaces the user's tokens and clears any "reconnect needed" state. */
export async function saveDriveConnection(
  db: Db,
  userId: number,
  tokens: SealedDriveTokens & { googleEmail: string | null },
  at: Date,
): Promise<void> {
  const values = { ...tokens, status: "connected" as const, lastError: null, connectedAt: at, updatedAt: at };
  await db
    .insert(driveConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: driveConnections.userId, set: values });
}

/** A refreshed access token (and a rotated refresh token, when Google sends one). */
export async function updateDriveAccessToken(
  db: Db,
  userId: number,
  tokens: { accessTokenEnc: string; accessTokenExpiresAt: Date | null; refreshTokenEnc?: string | undefined },
  at: Date,
): Promise<void> {
  await db
    .update(driveConnections)
    .set({ ...tokens, updatedAt: at })
    .where(eq(driveConnections.userId, userId));
}

export async function markDriveReconnectNeeded(db: Db, userId: number, reason: string, at: Date): Promise<void> {
  await db
    .update(driveConnections)
    .set({ status: "reconnect_needed", lastError: reason, accessTokenEnc: null, updatedAt: at })
    .where(eq(driveConnections.userId, userId));
}

export async function deleteDriveConnection(db: Db, userId: number): Promise<DriveConnection | null> {
  const rows = await db.delete(driveConnections).where(eq(driveConnections.userId, userId)).returning();
  return rows[0] ?? null;
}
