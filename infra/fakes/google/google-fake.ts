import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { bearerToken, type FakeRequest, listenFake, type RunningFake, sendJson } from "../fake-http.ts";

/**
 * Google OAuth 2.0, userinfo and Drive v3 as the Node clients see them (shared/reference/external-apis.md section 4):
 * an authorize page that redirects back with a code, the token endpoint with both grants and invalid_grant, revoke,
 * userinfo, folder create, multipart upload with CSV -> Google Sheets conversion, list and get with webViewLink.
 */

export type DriveFile = {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  owner: string;
  /** The uploaded media (CSV text) for converted sheets. */
  content: string | null;
  webViewLink: string;
};

type Grant = { email: string; revoked: boolean };
type AccessToken = { email: string; expiresAt: number };

export type GoogleFakeOptions = { clientId: string; clientSecret: string; accessTokenTtlSeconds?: number };

export type GoogleFake = RunningFake & {
  /** Settings that point the app at this fake. */
  env: Record<string, string>;
  /** The Google account the next consent signs in as. */
  signInAs: (email: string) => void;
  /** The next consent is refused (redirect with error=access_denied). */
  denyNextConsent: () => void;
  /** Every access token issued so far expires now (time passed). */
  expireAccessTokens: () => void;
  /** Every refresh token of this account answers invalid_grant from now on (user revoked access in their account). */
  revokeGrantsOf: (email: string) => void;
  /** The next `count` media uploads fail with a Drive error. */
  failNextUploads: (count: number, error?: { status: number; reason: string; message: string }) => void;
  files: () => DriveFile[];
  /** pkce: the code was issued for an S256 challenge and the exchange presented its verifier. */
  tokenRequests: { grantType: string; ok: boolean; pkce?: boolean }[];
  revokedTokens: string[];
};

const FOLDER_MIME = "application/vnd.google-apps.folder";
const MULTIPART_MAX_BYTES = 5 * 1024 * 1024;
type UploadMeta = { name?: string; mimeType?: string; parents?: string[] };
const SHEET_MIME = "application/vnd.google-apps.spreadsheet";

function googleError(res: ServerResponse, status: number, reason: string, message: string) {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ domain: "global", reason, message }], status: reason },
  });
}

/** Parses a multipart/related body into its parts (headers lower-cased, body as text). */
function parseMultipart(body: Buffer, contentType: string): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return [];
  return body
    .toString("utf8")
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const part = raw.replace(/^\r\n/, "").replace(/\r\n$/, "");
      const split = part.indexOf("\r\n\r\n");
      const headers: Record<string, string> = {};
      for (const line of part.slice(0, split).split("\r\n")) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      return { headers, body: part.slice(split + 4) };
    });
}

function pickFields(file: DriveFile, fields: string | null) {
  const base: Record<string, unknown> = { kind: "drive#file", id: file.id, name: file.name, mimeType: file.mimeType };
  const wanted = (fields ?? "")
    .replace(/files\(|\)/g, "")
    .split(",")
    .map((f) => f.trim());
  if (wanted.includes("webViewLink")) base.webViewLink = file.webViewLink;
  if (wanted.includes("parents")) base.parents = file.parents;
  return base;
}

export async function startGoogleFake(options: GoogleFakeOptions): Promise<GoogleFake> {
  const codes = new Map<string, { redirectUri: string; email: string; scope: string; codeChallenge: string | null }>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, AccessToken>();
  const files: DriveFile[] = [];
  const sessions = new Map<string, { owner: string; meta: UploadMeta; contentType: string }>();
  const tokenRequests: { grantType: string; ok: boolean; pkce?: boolean }[] = [];
  const revokedTokens: string[] = [];
  let nextEmail = "rep@example.com";
  let denyNext = false;
  let uploadFailures: { count: number; error: { status: number; reason: string; message: string } } = {
    count: 0,
    error: { status: 500, reason: "backendError", message: "Backend Error" },
  };
  const ttl = options.accessTokenTtlSeconds ?? 3599;
  const token = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

  function issueAccess(email: string) {
    const access = token("ya29.fake-");
    accessTokens.set(access, { email, expiresAt: Date.now() + ttl * 1000 });
    return access;
  }

  function authorised(req: FakeRequest, res: ServerResponse): string | null {
    const access = bearerToken(req);
    const record = access ? accessTokens.get(access) : undefined;
    if (!record || record.expiresAt <= Date.now()) {
      googleError(res, 401, "authError", "Invalid Credentials");
      return null;
    }
    return record.email;
  }

  function createFile(
    owner: string,
    meta: { name?: string; mimeType?: string; parents?: string[] },
    content: string | null,
  ) {
    const id = token("1Fk");
    const mimeType = meta.mimeType ?? "application/octet-stream";
    const file: DriveFile = {
      id,
      name: meta.name ?? "Untitled",
      mimeType,
      parents: meta.parents ?? ["root"],
      owner,
      content,
      webViewLink:
        mimeType === FOLDER_MIME
          ? `https://drive.google.com/drive/folders/${id}`
          : mimeType === SHEET_MIME
            ? `https://docs.google.com/spreadsheets/d/${id}/edit?usp=drivesdk`
            : `https://drive.google.com/file/d/${id}/view?usp=drivesdk`,
    };
    files.push(file);
    return file;
  }

  const server = await listenFake((req, res) => {
    const path = req.url.pathname;
    const params = req.url.searchParams;

    if (req.method === "GET" && path === "/o/oauth2/v2/auth") {
      const redirectUri = params.get("redirect_uri") ?? "";
      if (params.get("client_id") !== options.clientId || !redirectUri || params.get("response_type") !== "code") {
        res.writeHead(400, { "content-type": "text/html" });
        res.end("<h1>400. That's an error.</h1><p>Error 400: invalid_request</p>");
        return;
      }
      // Google accepts only S256 or plain for PKCE, and a challenge without a method means plain; we allow S256 only.
      const codeChallenge = params.get("code_challenge");
      if (codeChallenge !== null && params.get("code_challenge_method") !== "S256") {
        res.writeHead(400, { "content-type": "text/html" });
        res.end("<h1>400. That's an error.</h1><p>Error 400: invalid_request (code_challenge_method)</p>");
        return;
      }
      const back = new URL(redirectUri);
      if (params.get("state")) back.searchParams.set("state", params.get("state")!);
      if (denyNext) {
        denyNext = false;
        back.searchParams.set("error", "access_denied");
      } else {
        const code = token("4/0Afake");
        codes.set(code, { redirectUri, email: nextEmail, scope: params.get("scope") ?? "", codeChallenge });
        back.searchParams.set("code", code);
        back.searchParams.set("scope", params.get("scope") ?? "");
      }
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }

    if (req.method === "POST" && path === "/token") {
      const form = new URLSearchParams(req.body.toString("utf8"));
      const grantType = form.get("grant_type") ?? "";
      const fail = (status: number, error: string, description: string) => {
        tokenRequests.push({ grantType, ok: false });
        sendJson(res, status, { error, error_description: description });
      };
      if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret) {
        return fail(401, "invalid_client", "The OAuth client was not found.");
      }
      if (grantType === "authorization_code") {
        const code = codes.get(form.get("code") ?? "");
        if (!code || code.redirectUri !== form.get("redirect_uri")) return fail(400, "invalid_grant", "Bad Request");
        // RFC 7636 4.6: a code issued for a challenge is redeemed only with the verifier that hashes to it.
        const verifier = form.get("code_verifier");
        if (code.codeChallenge !== null) {
          const hashed = verifier ? createHash("sha256").update(verifier).digest("base64url") : null;
          if (hashed !== code.codeChallenge) return fail(400, "invalid_grant", "Missing code verifier.");
        }
        codes.delete(form.get("code")!);
        const refresh = token("1//0gfake-");
        grants.set(refresh, { email: code.email, revoked: false });
        tokenRequests.push({ grantType, ok: true, pkce: code.codeChallenge !== null });
        return sendJson(res, 200, {
          access_token: issueAccess(code.email),
          expires_in: ttl,
          refresh_token: refresh,
          scope: "https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email",
          token_type: "Bearer",
        });
      }
      if (grantType === "refresh_token") {
        const grant = grants.get(form.get("refresh_token") ?? "");
        if (!grant || grant.revoked) return fail(400, "invalid_grant", "Token has been expired or revoked.");
        tokenRequests.push({ grantType, ok: true });
        return sendJson(res, 200, {
          access_token: issueAccess(grant.email),
          expires_in: ttl,
          scope: "https://www.googleapis.com/auth/drive.file openid https://www.googleapis.com/auth/userinfo.email",
          token_type: "Bearer",
        });
      }
      return fail(400, "unsupported_grant_type", "Invalid grant_type");
    }

    if (req.method === "POST" && path === "/revoke") {
      const value = params.get("token") ?? new URLSearchParams(req.body.toString("utf8")).get("token") ?? "";
      const grant = grants.get(value);
      if (grant) grant.revoked = true;
      else if (accessTokens.has(value)) accessTokens.delete(value);
      else return sendJson(res, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
      revokedTokens.push(value);
      return sendJson(res, 200, {});
    }

    if (req.method === "GET" && path === "/oauth2/v2/userinfo") {
      const email = authorised(req, res);
      if (!email) return;
      return sendJson(res, 200, {
        id: "10987654321",
        email,
        verified_email: true,
        picture: "https://example.com/a.png",
      });
    }

    if (req.method === "POST" && path === "/drive/v3/files") {
      const email = authorised(req, res);
      if (!email) return;
      const meta = JSON.parse(req.body.toString("utf8") || "{}") as {
        name?: string;
        mimeType?: string;
        parents?: string[];
      };
      return sendJson(res, 200, pickFields(createFile(email, meta, null), params.get("fields")));
    }

    if ((req.method === "POST" || req.method === "PUT") && path === "/upload/drive/v3/files") {
      const email = authorised(req, res);
      if (!email) return;
      if (uploadFailures.count > 0) {
        uploadFailures.count -= 1;
        const e = uploadFailures.error;
        return googleError(res, e.status, e.reason, e.message);
      }
      const uploadType = params.get("uploadType");
      let meta: UploadMeta;
      let media: { contentType: string; body: string };
      if (req.method === "POST" && uploadType === "multipart") {
        if (req.body.length > MULTIPART_MAX_BYTES) {
          return googleError(res, 400, "badRequest", "Multipart uploads are limited to 5 MB; use a resumable upload.");
        }
        const [metaPart, mediaPart] = parseMultipart(req.body, String(req.headers["content-type"] ?? ""));
        if (!metaPart || !mediaPart) return googleError(res, 400, "badMultipart", "Malformed multipart body");
        meta = JSON.parse(metaPart.body) as UploadMeta;
        media = { contentType: mediaPart.headers["content-type"] ?? "", body: mediaPart.body };
      } else if (req.method === "POST" && uploadType === "resumable") {
        const uploadId = token("ADPycd");
        sessions.set(uploadId, {
          owner: email,
          meta: JSON.parse(req.body.toString("utf8") || "{}") as UploadMeta,
          contentType: String(req.headers["x-upload-content-type"] ?? ""),
        });
        const location = `${server.url}/upload/drive/v3/files?uploadType=resumable&upload_id=${uploadId}`;
        res.writeHead(200, { location });
        res.end();
        return;
      } else if (req.method === "PUT" && uploadType === "resumable") {
        const session = sessions.get(params.get("upload_id") ?? "");
        if (!session || session.owner !== email) return googleError(res, 404, "notFound", "Upload session not found");
        sessions.delete(params.get("upload_id")!);
        meta = session.meta;
        media = { contentType: session.contentType, body: req.body.toString("utf8") };
      } else {
        return googleError(res, 400, "badRequest", "Unsupported uploadType");
      }
      for (const parent of meta.parents ?? []) {
        const folder = files.find((f) => f.id === parent && f.mimeType === FOLDER_MIME);
        if (!folder || folder.owner !== email) {
          return googleError(res, 404, "notFound", `File not found: ${parent}.`);
        }
      }
      // A CSV whose metadata asks for a spreadsheet is converted; anything else is stored as it came.
      const converted = meta.mimeType === SHEET_MIME && /text\/csv/.test(media.contentType);
      const file = createFile(email, { ...meta, mimeType: converted ? SHEET_MIME : media.contentType }, media.body);
      return sendJson(res, 200, pickFields(file, params.get("fields")));
    }

    if (req.method === "GET" && path.startsWith("/drive/v3/files")) {
      const email = authorised(req, res);
      if (!email) return;
      const id = path.slice("/drive/v3/files/".length);
      if (id) {
        const file = files.find((f) => f.id === id && f.owner === email);
        if (!file) return googleError(res, 404, "notFound", `File not found: ${id}.`);
        return sendJson(res, 200, pickFields(file, params.get("fields")));
      }
      // drive.file scope: only the files this app created for this user; q filters on name, mimeType and parents.
      const q = params.get("q") ?? "";
      const name = /name\s*=\s*'([^']*)'/.exec(q)?.[1];
      const mime = /mimeType\s*=\s*'([^']*)'/.exec(q)?.[1];
      const parent = /'([^']+)'\s+in\s+parents/.exec(q)?.[1];
      const listed = files.filter(
        (f) =>
          f.owner === email &&
          (name === undefined || f.name === name) &&
          (mime === undefined || f.mimeType === mime) &&
          (parent === undefined || f.parents.includes(parent)),
      );
      return sendJson(res, 200, {
        kind: "drive#fileList",
        files: listed.map((f) => pickFields(f, params.get("fields"))),
      });
    }

    googleError(res, 404, "notFound", `No fake route for ${req.method} ${path}`);
  });

  return {
    ...server,
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_OAUTH_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${server.url}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${server.url}/revoke`,
      GOOGLE_API_ROOT_URL: `${server.url}/`,
    },
    signInAs: (email) => {
      nextEmail = email;
    },
    denyNextConsent: () => {
      denyNext = true;
    },
    expireAccessTokens: () => {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    revokeGrantsOf: (email) => {
      for (const g of grants.values()) if (g.email === email) g.revoked = true;
    },
    failNextUploads: (count, error) => {
      uploadFailures = { count, error: error ?? uploadFailures.error };
    },
    files: () => [...files],
    tokenRequests,
    revokedTokens,
  };
}
