import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { serverReturnAddress } from "./return-address.ts";
import { useAuth } from "./use-auth.ts";

/** A signed-in user has nothing to do on the auth screens: send them on (the dashboard, or a server admin page). */
export function useRedirectSignedIn(): void {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status !== "authenticated") return;
    const next = serverReturnAddress(window.location.search);
    if (next) window.location.replace(next);
    else void navigate({ to: "/dashboard", replace: true });
  }, [auth.status, navigate]);
}
