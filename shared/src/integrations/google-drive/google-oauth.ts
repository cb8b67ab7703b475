import { oauth2 } from "@googleapis/oauth2";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import type { IntegrationsConfig } from "../../config.ts";
import { DRIVE_NOT_CONFIGURED, DriveError } from "./drive-error.ts";

/** drive.file: the app sees only the files it creates; openid + email: the address shown as "connected as". */
export const DRIVE_SCOPES = ["https://www.googleapis.com/auth/drive.file", "openid", "email"];

export type GoogleSettings = Pick<
  IntegrationsConfig,
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "GOOGLE_OAUTH_AUTH_URL"
  | "GOOGLE_OAUTH_TOKEN_URL"
  | "GOOGLE_OAUTH_REVOKE_URL"
  | "GOOGLE_API_ROOT_URL"
  | "DRIVE_TOKEN_KEY"
>;

export function isDriveConfigured(config: GoogleSettings): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET && config.DRIVE_TOKEN_KEY);
}

/** An OAuth client on the configured endpoints (Google's, or a fake's in tests). */
export function createOAuthClient(config: GoogleSettings, redirectUri?: string): OAuth2Client {
  if (!isDriveConfigured(config)) throw new DriveError("not_configured", DRIVE_NOT_CONFIGURED);
  return new OAuth2Client({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: config.GOOGLE_OAUTH_AUTH_URL,
      oauth2TokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
      oauth2RevokeUrl: config.GOOGLE_OAUTH_REVOKE_URL,
    },
  });
}

/**
 * The consent page: offline access with prompt=consent, so Google always returns a refresh token, and the PKCE
 * challenge (S256) of the verifier kept beside the state; the token exchange must present that verifier.
 */
export function buildDriveAuthUrl(
  config: GoogleSettings,
  redirectUri: string,
  state: string,
  codeChallenge: string,
): string {
  return createOAuthClient(config, redirectUri).generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: true,
    scope: DRIVE_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
}

/** The signed-in Google account's e-mail (userinfo v2), or null when Google does not say. */
export async function fetchGoogleEmail(config: GoogleSettings, client: OAuth2Client): Promise<string | null> {
  const res = await oauth2({ version: "v2", auth: client }).userinfo.get({}, { rootUrl: config.GOOGLE_API_ROOT_URL });
  return res.data.email ?? null;
}
