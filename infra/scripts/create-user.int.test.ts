import { spawn } from "node:child_process";
import path from "node:path";
import { createDb } from "@cbct/shared/db/client";
import { findUserByEmail } from "@cbct/shared/db/queries/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@cbct/api/auth/password";
import type {} from "../test/global-setup.ts";
import { createTestDatabase } from "../test/services.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function createUser(args: string[], stdin = ""): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "infra/scripts/create-user.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe("npm run create-user", () => {
  it("creates an admin with a password read from stdin, and refuses the same e-mail twice", async () => {
    const args = ["--email", "Chief@Example.com", "--name", "Chief Admin", "--admin", "--password-stdin"];
    const first = await createUser(args, "chief-password\n");
    expect(first.code).toBe(0);
    expect(first.out).toContain("Created admin chief@example.com (Chief Admin).");
    expect(first.out).not.toContain("chief-password");
    const { db, close } = createDb(database.url, { max: 1 });
    try {
      const user = await findUserByEmail(db, "chief@example.com");
      expect(user?.role).toBe("admin");
      expect(await verifyPassword(user?.password ?? "", "chief-password")).toBe(true);
    } finally {
      await close();
    }
    const again = await createUser(args, "chief-password\n");
    expect(again.code).toBe(1);
    expect(again.err).toContain("An account with this email already exists");
  });

  it("generates and prints a password when none is piped in, and rejects bad input with usage", async () => {
    const made = await createUser(["--email", "rep@example.com", "--name", "Rep One"]);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/Created user rep@example\.com \(Rep One\)\.\nPassword: \S{16}/);
    const bad = await createUser(["--email", "not-an-email", "--name", "X"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("Usage: npm run create-user");
  });
});
