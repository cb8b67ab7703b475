import type { PublicUser } from "@cbct/core/contracts/auth";
import type { User } from "@cbct/shared/db/schema/users";
import type { AuthUser } from "../env.ts";

/** What the browser may see of an account (never the hash, the dates or the active flag). */
export function toPublicUser(
  u: Pick<User, "id" | "name" | "email" | "role" | "emailVerifiedAt"> | AuthUser,
): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    emailVerified: "emailVerified" in u ? u.emailVerified : u.emailVerifiedAt !== null,
  };
}
