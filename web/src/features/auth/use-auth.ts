import type { PublicUser } from "@cbct/core/contracts/auth";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { authQueries } from "./session-query.ts";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";
export type AuthState = { status: AuthStatus; user: PublicUser | null };

/**
 * Spec 4 auth state. The check starts after the first mount and is never retried; a 401 reads as "no session",
 * and a failed check counts as not logged in.
 */
export function useAuth(): AuthState {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const query = useQuery({ ...authQueries.session(), enabled: mounted });
  // Pending covers "not started yet" (before mount) as well as the first fetch; cached data is never pending.
  if (query.isPending) return { status: "loading", user: null };
  const user = query.data?.user ?? null;
  return { status: user ? "authenticated" : "unauthenticated", user };
}
