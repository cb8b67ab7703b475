import { type LoginInput, meResponseSchema, type RegisterInput } from "@cbct/shared/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { apiJson, apiRequest } from "../../lib/api-client.ts";
import { serverReturnAddress } from "./return-address.ts";
import { sessionQueryKey } from "./session-query.ts";

/** Login and register share this: only the status decides success, then the session is re-read (spec 4, 5). */
function useSignInMutation<T>(url: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: T) => apiJson("POST", url, meResponseSchema, input),
    onSuccess: async () => {
      // Read before the session refresh: a signed-in user is moved off the auth screens as soon as it lands.
      const next = serverReturnAddress(window.location.search);
      if (next) {
        window.location.assign(next);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      await navigate({ to: "/dashboard" });
    },
  });
}

export const useLogin = () => useSignInMutation<LoginInput>("/api/auth/login");
export const useRegister = () => useSignInMutation<RegisterInput>("/api/auth/register");

/** Logout forgets every cached read, so the next user never sees the previous one's leads. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout", {}),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: "/auth/login" });
    },
    onError: (error) => {
      console.error("Logout failed", error);
    },
  });
}
