import type {
  AcceptInviteInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  SetupAdminInput,
} from "@cbct/core/contracts/accounts";
import { authEndpoints } from "@cbct/core/contracts/auth-endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { api } from "../../lib/api-client.ts";
import { authQueries, sessionAfterConfirmation, sessionQueryKey } from "./session-query.ts";

/** The token of a one-time link (…?token=…), read once from the address bar. */
export function linkToken(): string {
  return new URLSearchParams(window.location.search).get("token") ?? "";
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(authEndpoints.verifyEmail, { body: { token } }),
    // The answer carries the confirmed user: the signed-in session shows it at once and is read again, so the next
    // screen never shows the "Confirm your e-mail address" banner (or misses the Administration entry).
    onSuccess: (data) => sessionAfterConfirmation(queryClient, data.user),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.call(authEndpoints.resendVerification),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.call(authEndpoints.forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.call(authEndpoints.resetPassword, { body: input }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.call(authEndpoints.changePassword, { body: input }),
  });
}

/** Ends every session, this one included; the cache goes with it, like a logout. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(authEndpoints.signOutEverywhere),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: "/auth/login" });
    },
  });
}

/** What an invite link is for, checked before the person chooses a password. */
export function useInviteInfo(token: string) {
  return useQuery(authQueries.invite(token));
}

export function useSetupLinkCheck(token: string) {
  return useQuery(authQueries.setupLink(token));
}

/** Accepting an invite or using the setup link signs the new account in: then on to the dashboard. */
function useCreateAndSignIn<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      await navigate({ to: "/dashboard" });
    },
  });
}

export const useAcceptInvite = () =>
  useCreateAndSignIn((input: AcceptInviteInput) => api.call(authEndpoints.acceptInvite, { body: input }));
export const useSetupAdmin = () =>
  useCreateAndSignIn((input: SetupAdminInput) => api.call(authEndpoints.setupAdmin, { body: input }));
