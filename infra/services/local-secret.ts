import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";

/**
 * The generated passwords of the embedded Postgres and the private Redis: one random secret per data directory, kept
 * in a file only the launching user can read (0600), so no other local account can log in with a password that is
 * written in the code (issue 19: "cbct-local" and a Redis without auth made any local user a database superuser).
 * Hex, so it can go into a URL without escaping.
 */
export function newSecret(): string {
  return randomBytes(24).toString("hex");
}

/** The secret in `file`, or null when there is none yet. A file others can read is tightened, not trusted blindly. */
export function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const value = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{32,}$/.test(value)) throw new Error(`${file} does not hold a generated secret; remove it to reset.`);
  return value;
}

/** Writes `secret` to `file` (mode 0600) atomically: a crash never leaves a half-written secret behind. */
export function writeSecret(file: string, secret: string): void {
  const scratch = `${file}.tmp-${process.pid}-${randomBytes(3).toString("hex")}`;
  writeFileSync(scratch, `${secret}\n`, { mode: 0o600 });
  // The mode of a new file is masked by the umask; 0600 is what we want regardless.
  chmodSync(scratch, 0o600);
  renameSync(scratch, file);
}

/** The secret in `file`, generated and stored on first use. */
export function ensureSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  const secret = newSecret();
  writeSecret(file, secret);
  return secret;
}

/**
 * A SCRAM-SHA-256 verifier for `password` as Postgres stores it (RFC 5802/7677, 4096 iterations as Postgres uses).
 * `ALTER ROLE ... PASSWORD '<verifier>'` then never sends the clear password to the server, so it cannot end up in a
 * server log (Postgres logs the text of a failing statement).
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, iterations, 32, "sha256");
  const clientKey = createHmac("sha256", salted).update("Client Key").digest();
  const storedKey = createHash("sha256").update(clientKey).digest();
  const serverKey = createHmac("sha256", salted).update("Server Key").digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString("base64")}$${storedKey.toString("base64")}:${serverKey.toString("base64")}`;
}
