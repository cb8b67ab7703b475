import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useAuth } from "./use-auth.ts";

/** A signed-in user has nothing to do on the auth screens: send them to the dashboard. */
export function useRedirectSignedIn(): void {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === "authenticated") void navigate({ to: "/dashboard", replace: true });
  }, [auth.status, navigate]);
}
