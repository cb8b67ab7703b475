import { createDb, type DbHandle } from "@cbct/shared/db/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type {} from "../../../infra/test/global-setup.ts";
import { createTestDatabase } from "../../../infra/test/services.ts";

// Counts the password hashes createAccount asks for, and still hashes for real.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("./password.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password.ts")>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});
const { createAccount, DUPLICATE_ACCOUNT } = await import("./create-account.ts");

/**
 * A taken e-mail must cost what a new one costs, so response times do not reveal who has an account. What a
 * duplicate could skip is the password hash; this checks that it does not, without timing anything (a timing
 * comparison on this 2-core machine flaked: argon2 takes 6-14 ms here, the request around it as much).
 */
describe("createAccount with an e-mail that is taken", () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url, { max: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("hashes the password before it answers 409, as a new account does", async () => {
    const input = { name: "Rep One", email: "Taken@Example.com", password: "password123" };
    await createAccount(handle.db, input, "user");
    expect(hashes.count).toBe(1);
    await expect(createAccount(handle.db, { ...input, email: "taken@example.com" }, "user")).rejects.toThrow(
      DUPLICATE_ACCOUNT,
    );
    expect(hashes.count).toBe(2);
  });
});
