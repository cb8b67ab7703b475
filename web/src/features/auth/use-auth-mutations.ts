import type { LoginInput, RegisterInput } from "@cbct/core/contracts/auth";
import { authEndpoints } from "@cbct/core/contracts/auth-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { api } from "../../lib/api-client.ts";
import { serverReturnAddress } from "./return-address.ts";
import { sessionQueryKey } from "./session-query.ts";

/** Login and register share this: only the status decides success, then the session is re-read (spec 4, 5). */
function useSignInMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
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

export const useLogin = () => useSignInMutation((input: LoginInput) => api.call(authEndpoints.login, { body: input }));
export const useRegister = () =>
  useSignInMutation((input: RegisterInput) => api.call(authEndpoints.register, { body: input }));

/** Logout forgets every cached read, so the next user never sees the previous one's leads. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(authEndpoints.logout),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: "/auth/login" });
    },
    onError: (error) => {
      console.error("Logout failed", error);
    },
  });
}
