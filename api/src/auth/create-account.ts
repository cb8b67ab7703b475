import type { Db } from "@cbct/shared/db/client";
import { createUser, findUserByEmail, normalizeEmail } from "@cbct/shared/db/queries/users";
import type { User, UserRole } from "@cbct/shared/db/schema/users";
import { AppError } from "../http/app-error.ts";
import { hashPassword } from "./password.ts";

export const DUPLICATE_ACCOUNT = "An account with this email already exists";

/**
 * Creates an account, or throws a 409 when the e-mail is taken. The password is hashed first, whatever happens
 * next, so a taken e-mail answers in the same time as a new one and timing does not reveal who has an account.
 */
export async function createAccount(
  db: Db,
  input: { name: string; email: string; password: string },
  role: UserRole,
): Promise<User> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  const user = existing ? null : await createUser(db, { name: input.name, email, passwordHash, role });
  if (!user) throw new AppError("conflict", DUPLICATE_ACCOUNT);
  return user;
}
