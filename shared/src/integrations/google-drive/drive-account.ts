import type { OAuth2Client } from "google-auth-library";
import type { DriveStatusResponse } from "@cbct/core/contracts/google-drive";
import {
  deleteDriveConnection,
  getDriveConnection,
  markDriveReconnectNeeded,
  saveDriveConnection,
  updateDriveAccessToken,
} from "../../db/queries/drive-connections.ts";
import { type DriveDeps, tokenOwner } from "./drive-deps.ts";
import {
  DRIVE_NOT_CONFIGURED,
  DRIVE_NOT_CONNECTED,
  DRIVE_RECONNECT_NEEDED,
  DriveError,
  googleErrorDetails,
} from "./drive-error.ts";
import { createOAuthClient, fetchGoogleEmail, isDriveConfigured } from "./google-oauth.ts";
import { createTokenCipher } from "./token-cipher.ts";

function cipherFor(deps: DriveDeps) {
  if (!deps.config.DRIVE_TOKEN_KEY) throw new DriveError("not_configured", DRIVE_NOT_CONFIGURED);
  return createTokenCipher(deps.config.DRIVE_TOKEN_KEY);
}

/** Exchanges the authorization code for tokens and stores them, sealed, as the user's own connection. */
export async function connectDrive(
  deps: DriveDeps,
  userId: number,
  code: string,
  redirectUri: string,
  /** The PKCE verifier whose S256 challenge the consent URL carried. */
  codeVerifier: string,
): Promise<{ userEmail: string | null }> {
  const client = createOAuthClient(deps.config, redirectUri);
  let tokens;
  try {
    ({ tokens } = await client.getToken({ code, redirect_uri: redirectUri, codeVerifier }));
  } catch (err) {
    const details = googleErrorDetails(err);
    if (details.code === "invalid_grant") {
      throw new DriveError("bad_request", "The authorization code is invalid or has expired. Please try again.");
    }
    throw new DriveError("upstream", `Google sign-in failed: ${details.message}`);
  }
  if (!tokens.refresh_token || !tokens.access_token) {
    throw new DriveError("upstream", "Google did not grant offline access. Please try again.");
  }
  client.setCredentials(tokens);
  const userEmail = await fetchGoogleEmail(deps.config, client).catch((err: unknown) => {
    deps.log?.(`google userinfo failed: ${googleErrorDetails(err).message}`);
    return null;
  });
  const cipher = cipherFor(deps);
  const owner = tokenOwner(userId);
  await saveDriveConnection(
    deps.db,
    userId,
    {
      googleEmail: userEmail,
      refreshTokenEnc: cipher.encrypt(tokens.refresh_token, owner),
      accessTokenEnc: cipher.encrypt(tokens.access_token, owner),
      accessTokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      scope: tokens.scope ?? null,
    },
    deps.clock(),
  );
  return { userEmail };
}

export async function getDriveStatus(deps: DriveDeps, userId: number): Promise<DriveStatusResponse> {
  if (!isDriveConfigured(deps.config)) return { authenticated: false, userEmail: null, error: DRIVE_NOT_CONFIGURED };
  const connection = await getDriveConnection(deps.db, userId);
  if (!connection) return { authenticated: false, userEmail: null, error: null };
  if (connection.status === "reconnect_needed") {
    return { authenticated: false, userEmail: connection.googleEmail, error: DRIVE_RECONNECT_NEEDED };
  }
  return { authenticated: true, userEmail: connection.googleEmail, error: null };
}

/**
 * The user's own authorised client, its access token refreshed first when expired (or about to be). invalid_grant
 * (revoked, expired or superseded refresh token) marks the connection "reconnect needed".
 */
export async function authorizedDriveClient(deps: DriveDeps, userId: number): Promise<OAuth2Client> {
  const connection = await getDriveConnection(deps.db, userId);
  if (!connection) throw new DriveError("not_connected", DRIVE_NOT_CONNECTED);
  if (connection.status === "reconnect_needed") throw new DriveError("reconnect_needed", DRIVE_RECONNECT_NEEDED);
  const cipher = cipherFor(deps);
  const owner = tokenOwner(userId);
  const client = createOAuthClient(deps.config);
  let refreshToken: string;
  let storedAccess: string | null;
  try {
    refreshToken = cipher.decrypt(connection.refreshTokenEnc, owner);
    storedAccess = connection.accessTokenEnc ? cipher.decrypt(connection.accessTokenEnc, owner) : null;
  } catch {
    // Sealed with another key (DRIVE_TOKEN_KEY rotated) or for another user: useless here, so ask to reconnect.
    await markDriveReconnectNeeded(deps.db, userId, "Stored Drive tokens could not be decrypted", deps.clock());
    throw new DriveError("reconnect_needed", DRIVE_RECONNECT_NEEDED);
  }
  client.setCredentials({
    refresh_token: refreshToken,
    access_token: storedAccess,
    expiry_date: connection.accessTokenExpiresAt?.getTime() ?? null,
  });
  // Persist every refresh, including ones the library makes on its own during a long upload.
  const pending: Promise<void>[] = [];
  client.on("tokens", (tokens) => {
    if (!tokens.access_token) return;
    pending.push(
      updateDriveAccessToken(
        deps.db,
        userId,
        {
          accessTokenEnc: cipher.encrypt(tokens.access_token, owner),
          accessTokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          refreshTokenEnc: tokens.refresh_token ? cipher.encrypt(tokens.refresh_token, owner) : undefined,
        },
        deps.clock(),
      ).catch((err: unknown) => deps.log?.(`saving refreshed Drive token failed: ${String(err)}`)),
    );
  });
  try {
    await client.getAccessToken();
  } catch (err) {
    throw await asDriveError(deps, userId, err);
  }
  await Promise.all(pending);
  return client;
}

/** Maps a Google failure to a DriveError, marking the connection when Google says the grant is gone. */
export async function asDriveError(deps: DriveDeps, userId: number, err: unknown): Promise<DriveError> {
  if (err instanceof DriveError) return err;
  const details = googleErrorDetails(err);
  if (details.code === "invalid_grant" || details.status === 401) {
    await markDriveReconnectNeeded(deps.db, userId, details.message, deps.clock());
    return new DriveError("reconnect_needed", DRIVE_RECONNECT_NEEDED);
  }
  return new DriveError("upstream", `Google Drive: ${details.message}`);
}

/** Revokes the grant at Google (best effort: a dead token is gone either way) and forgets the user's tokens. */
export async function disconnectDrive(deps: DriveDeps, userId: number): Promise<void> {
  const connection = await deleteDriveConnection(deps.db, userId);
  if (!connection || !isDriveConfigured(deps.config)) return;
  try {
    const token = cipherFor(deps).decrypt(connection.refreshTokenEnc, tokenOwner(userId));
    await createOAuthClient(deps.config).revokeToken(token);
  } catch (err) {
    deps.log?.(`revoking the Drive grant failed: ${googleErrorDetails(err).message}`);
  }
}
