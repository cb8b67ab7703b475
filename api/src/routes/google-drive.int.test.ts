import { createHash, randomBytes } from "node:crypto";
import { driveConnections } from "@cbct/shared/db/schema/drive-connections";
import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { buildOrganizedSheets } from "@cbct/core/domain/sheets/organized-sheets";
import { autoUploadSheets } from "@cbct/shared/integrations/google-drive/auto-upload-sheets";
import { uploadOrganizedSheets } from "@cbct/shared/integrations/google-drive/upload-organized-sheets";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GoogleFake, startGoogleFake } from "../../../infra/fakes/google/google-fake.ts";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

let google: GoogleFake;
let api: TestApi;

const LEADS: NewPractice[] = [
  { practiceName: "Stafford Oral Surgery", state: "VA", leadScore: 120, leadType: "premium", cbctStatus: "confirmed" },
  { practiceName: "Riverside Family Dental", state: "VA", leadScore: 75, leadType: "hot" },
  { practiceName: "Capitol Smiles", state: "MD", leadScore: 20, leadType: "cold" },
];

beforeAll(async () => {
  google = await startGoogleFake({ clientId: "client-123.apps.googleusercontent.com", clientSecret: "shh" });
  const env = google.env;
  api = await startTestApi({
    config: {
      GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET,
      GOOGLE_OAUTH_AUTH_URL: env.GOOGLE_OAUTH_AUTH_URL!,
      GOOGLE_OAUTH_TOKEN_URL: env.GOOGLE_OAUTH_TOKEN_URL!,
      GOOGLE_OAUTH_REVOKE_URL: env.GOOGLE_OAUTH_REVOKE_URL!,
      GOOGLE_API_ROOT_URL: env.GOOGLE_API_ROOT_URL!,
      DRIVE_TOKEN_KEY: randomBytes(32).toString("base64"),
    },
  });
  await api.deps.db.insert(practices).values(LEADS);
});
afterAll(async () => {
  await api?.close();
  await google?.close();
});

/** The popup's round trip without a browser: consent URL -> fake Google -> callback code and state. */
async function consent(cookie: string) {
  const { authUrl } = await json<{ authUrl: string }>(await api.request("/api/google-drive/auth-url", { cookie }));
  const res = await fetch(authUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  expect(back.pathname).toBe("/auth/google-drive/callback");
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, authUrl };
}

async function connect(email: string) {
  const user = await api.signUp();
  google.signInAs(email);
  const { code, state } = await consent(user.cookie);
  const res = await api.request("/api/google-drive/callback", { cookie: user.cookie, body: { code, state } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true, authenticated: true, userEmail: email });
  return user;
}

const status = async (cookie: string) => json(await api.request("/api/google-drive/status", { cookie }));
const upload = (cookie: string, body: unknown = {}) => api.request("/api/google-drive/upload-csv", { cookie, body });

describe("Google Drive connection", () => {
  it("asks for offline drive.file access with a state, then stores the user's tokens encrypted", async () => {
    const user = await api.signUp();
    expect(await status(user.cookie)).toEqual({ authenticated: false, userEmail: null, error: null });
    const { authUrl, code, state } = await consent(user.cookie);
    const url = new URL(authUrl);
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("scope")).toContain("https://www.googleapis.com/auth/drive.file");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google-drive/callback");
    expect(state.length).toBeGreaterThan(20);

    const res = await api.request("/api/google-drive/callback", { cookie: user.cookie, body: { code, state } });
    expect(res.status).toBe(200);
    expect(await status(user.cookie)).toEqual({ authenticated: true, userEmail: "rep@example.com", error: null });
    const [row] = await api.deps.db.select().from(driveConnections).where(eq(driveConnections.userId, user.user.id));
    expect(row?.refreshTokenEnc).toMatch(/^v1:/);
    expect(row?.refreshTokenEnc).not.toContain("1//0gfake");
  });

  it("refuses a callback whose state another session asked for, or that was already used", async () => {
    const alice = await api.signUp();
    const mallory = await api.signUp();
    const { code, state } = await consent(mallory.cookie);
    const stolen = await api.request("/api/google-drive/callback", { cookie: alice.cookie, body: { code, state } });
    expect(stolen.status).toBe(400);
    expect((await json(stolen)).error).toMatch(/not started from your session/);
    // The state is single use: even its own session cannot replay it now.
    const replay = await api.request("/api/google-drive/callback", { cookie: mallory.cookie, body: { code, state } });
    expect(replay.status).toBe(400);
    expect(await status(alice.cookie)).toMatchObject({ authenticated: false });

    const missing = await api.request("/api/google-drive/callback", { cookie: alice.cookie, body: { code: "x" } });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ error: "state is required" });
  });

  it("uses PKCE: the consent URL carries an S256 challenge and the token exchange sends its verifier", async () => {
    const user = await api.signUp();
    google.signInAs("pkce@example.com");
    const { authUrl, code, state } = await consent(user.cookie);
    const url = new URL(authUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const challenge = url.searchParams.get("code_challenge") ?? "";
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier is kept beside the state, never in the URL; its SHA-256 is the challenge.
    const stored = JSON.parse((await api.deps.redis.get(`${api.config.QUEUE_PREFIX}:drive-oauth-state:${state}`))!);
    expect(stored.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(createHash("sha256").update(stored.codeVerifier).digest("base64url")).toBe(challenge);
    expect(authUrl).not.toContain(stored.codeVerifier);

    const before = google.tokenRequests.length;
    const res = await api.request("/api/google-drive/callback", { cookie: user.cookie, body: { code, state } });
    expect(res.status).toBe(200);
    expect(google.tokenRequests.slice(before)).toEqual([{ grantType: "authorization_code", ok: true, pkce: true }]);
  });

  it("a code issued for a challenge cannot be redeemed without the verifier (the fake checks it as Google does)", async () => {
    const user = await api.signUp();
    const { code } = await consent(user.cookie);
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: "http://localhost/auth/google-drive/callback",
      client_id: google.env.GOOGLE_CLIENT_ID!,
      client_secret: google.env.GOOGLE_CLIENT_SECRET!,
      code_verifier: "a".repeat(43),
    });
    const res = await fetch(google.env.GOOGLE_OAUTH_TOKEN_URL!, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_grant" });
    form.delete("code_verifier");
    expect((await fetch(google.env.GOOGLE_OAUTH_TOKEN_URL!, { method: "POST", body: form })).status).toBe(400);
  });

  it("answers a bad code with a 400 the callback page can show", async () => {
    const user = await api.signUp();
    const { state } = await consent(user.cookie);
    const res = await api.request("/api/google-drive/callback", {
      cookie: user.cookie,
      body: { code: "4/0Anot-a-code", state },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatch(/authorization code is invalid/);
  });
});

describe("uploading the organised sheets", () => {
  it("creates a dated folder in the user's Drive with the five sheets converted to Google Sheets", async () => {
    const user = await connect("uploader@example.com");
    const res = await upload(user.cookie);
    expect(res.status).toBe(200);
    const body = await json<{ filesUploaded: number; folderLink: string; folderName: string }>(res);
    expect(body.filesUploaded).toBe(5);
    expect(body.folderLink).toMatch(/^https:\/\/drive\.google\.com\/drive\/folders\//);
    expect(body.folderName).toMatch(/^CBCT Leads \d{4}-\d{2}-\d{2} \d{2}\.\d{2}$/);

    const mine = google.files().filter((f) => f.owner === "uploader@example.com");
    const folder = mine.find((f) => f.mimeType === "application/vnd.google-apps.folder")!;
    const sheets = mine.filter((f) => f.parents.includes(folder.id));
    expect(sheets.map((f) => f.name)).toEqual(["All Leads", "CBCT Confirmed", "High Priority", "By State", "Summary"]);
    expect(sheets.every((f) => f.mimeType === "application/vnd.google-apps.spreadsheet")).toBe(true);
    const highPriority = sheets.find((f) => f.name === "High Priority")!.content!;
    expect(highPriority).toContain("Stafford Oral Surgery");
    expect(highPriority).toContain("Riverside Family Dental");
    expect(highPriority).not.toContain("Capitol Smiles");
  });

  it("refreshes an expired access token, keeps the new one, and uploads", async () => {
    const user = await connect("refresh@example.com");
    const before = (
      await api.deps.db.select().from(driveConnections).where(eq(driveConnections.userId, user.user.id))
    )[0]!;
    google.expireAccessTokens();
    await api.deps.db
      .update(driveConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(driveConnections.userId, user.user.id));
    const refreshesBefore = google.tokenRequests.filter((r) => r.grantType === "refresh_token" && r.ok).length;

    const res = await upload(user.cookie);
    expect(res.status).toBe(200);
    expect(google.tokenRequests.filter((r) => r.grantType === "refresh_token" && r.ok).length).toBe(
      refreshesBefore + 1,
    );
    const after = (
      await api.deps.db.select().from(driveConnections).where(eq(driveConnections.userId, user.user.id))
    )[0]!;
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);
    expect(after.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("sends a sheet over 5 MB through a resumable session (Drive's multipart limit)", async () => {
    const user = await connect("big@example.com");
    const row = `"Practice",${"x".repeat(200)}\n`;
    const big = `Name,Notes\n${row.repeat(Math.ceil((6 * 1024 * 1024) / row.length))}`;
    const drive = { db: api.deps.db, config: api.config, clock: () => new Date() };
    const result = await uploadOrganizedSheets(drive, user.user.id, {
      csvFiles: { "All_Leads.csv": big, "Summary.csv": "a,b\n" },
    });
    expect(result.filesUploaded).toBe(2);
    const sheet = google.files().find((f) => f.owner === "big@example.com" && f.name === "All Leads")!;
    expect(sheet.mimeType).toBe("application/vnd.google-apps.spreadsheet");
    expect(sheet.content).toBe(big);
  });

  it("reports a failed upload with Drive's reason", async () => {
    const user = await connect("full@example.com");
    google.failNextUploads(1, {
      status: 403,
      reason: "storageQuotaExceeded",
      message: "The user's Drive storage quota has been exceeded.",
    });
    const res = await upload(user.cookie);
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ error: "Google Drive: The user's Drive storage quota has been exceeded." });
    expect(await status(user.cookie)).toMatchObject({ authenticated: true });
  });

  it("asks to reconnect when Google answers invalid_grant", async () => {
    const user = await connect("revoked@example.com");
    google.revokeGrantsOf("revoked@example.com");
    google.expireAccessTokens();
    await api.deps.db
      .update(driveConnections)
      .set({ accessTokenExpiresAt: new Date(0) })
      .where(eq(driveConnections.userId, user.user.id));
    const res = await upload(user.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatch(/Reconnect your Google account/);
    expect(await status(user.cookie)).toEqual({
      authenticated: false,
      userEmail: "revoked@example.com",
      error: "Google Drive access has expired or was revoked. Reconnect your Google account.",
    });
  });

  it("never lets one user upload with another user's Drive", async () => {
    const owner = await connect("owner@example.com");
    const other = await api.signUp();
    const filesBefore = google.files().length;

    const res = await upload(other.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatch(/not connected/);

    // Even a copy of the owner's sealed tokens on the other user's row is useless: they are bound to their owner.
    const [sealed] = await api.deps.db
      .select()
      .from(driveConnections)
      .where(eq(driveConnections.userId, owner.user.id));
    await api.deps.db.insert(driveConnections).values({ ...sealed!, userId: other.user.id });
    const copied = await upload(other.cookie);
    expect(copied.status).toBe(409);
    expect((await json(copied)).error).toMatch(/Reconnect/);
    expect(google.files().length).toBe(filesBefore);
  });

  it("disconnects: revokes the grant at Google and forgets the tokens", async () => {
    const user = await connect("leaving@example.com");
    const revokedBefore = google.revokedTokens.length;
    const res = await api.request("/api/google-drive/disconnect", { cookie: user.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(google.revokedTokens.length).toBe(revokedBefore + 1);
    expect(await status(user.cookie)).toEqual({ authenticated: false, userEmail: null, error: null });
    expect((await upload(user.cookie)).status).toBe(409);
  });

  it("says Drive is not configured when the server has no Google client", async () => {
    const bare = await startTestApi();
    try {
      const { cookie } = await bare.signUp();
      expect(await json(await bare.request("/api/google-drive/status", { cookie }))).toEqual({
        authenticated: false,
        userEmail: null,
        error: "Google Drive is not configured on this server",
      });
      const res = await bare.request("/api/google-drive/auth-url", { cookie });
      expect(res.status).toBe(409);
    } finally {
      await bare.close();
    }
  });
});

describe("the pipeline's auto-upload (autoUploadSheets)", () => {
  it("uploads with the run's user's own connection, and only warns when that user has none", async () => {
    const leads = await api.deps.db.select().from(practices);
    const sheets = buildOrganizedSheets(leads, new Date());
    const drive = { db: api.deps.db, config: api.config, clock: () => new Date() };

    const stranger = await api.signUp();
    expect(await autoUploadSheets(drive, stranger.user.id, sheets)).toEqual({
      driveUploaded: false,
      driveFolder: null,
      warning: "Google Drive upload skipped: Google Drive is not connected. Connect your Google account first.",
    });

    const runner = await connect("pipeline@example.com");
    const outcome = await autoUploadSheets(drive, runner.user.id, sheets);
    expect(outcome).toMatchObject({ driveUploaded: true, warning: null });
    expect(outcome.driveFolder).toMatch(/^https:\/\/drive\.google\.com\/drive\/folders\//);
    expect(google.files().filter((f) => f.owner === "pipeline@example.com")).toHaveLength(6);
  });
});
