import {
  type AcceptInviteInput,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  inviteInfoSchema,
  messageResponseSchema,
  type ResetPasswordInput,
  type SetupAdminInput,
  verifyEmailResponseSchema,
} from "@cbct/shared/contracts/accounts";
import { meResponseSchema } from "@cbct/shared/contracts/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { apiJson } from "../../lib/api-client.ts";
import { sessionQueryKey } from "./session-query.ts";

/** The token of a one-time link (…?token=…), read once from the address bar. */
export function linkToken(): string {
  return new URLSearchParams(window.location.search).get("token") ?? "";
}

/** Re-reads the session (role and verified flag may have changed). */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export function useVerifyEmail() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => apiJson("POST", "/api/auth/verify-email", verifyEmailResponseSchema, { token }),
    onSuccess: refresh,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/auth/resend-verification", messageResponseSchema, {}),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiJson("POST", "/api/auth/forgot-password", messageResponseSchema, input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiJson("POST", "/api/auth/reset-password", messageResponseSchema, input),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiJson("POST", "/api/auth/change-password", messageResponseSchema, input),
  });
}

/** Ends every session, this one included; the cache goes with it, like a logout. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/auth/sign-out-everywhere", z.object({ success: z.literal(true) }), {}),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: "/auth/login" });
    },
  });
}

/** What an invite link is for, checked before the person chooses a password. */
export function useInviteInfo(token: string) {
  return useQuery({
    queryKey: ["invite-lookup", token],
    queryFn: () => apiJson("POST", "/api/auth/invite/lookup", inviteInfoSchema, { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSetupLinkCheck(token: string) {
  return useQuery({
    queryKey: ["setup-admin-lookup", token],
    queryFn: () => apiJson("POST", "/api/auth/setup-admin/lookup", z.object({ valid: z.literal(true) }), { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Accepting an invite or using the setup link signs the new account in: then on to the dashboard. */
function useCreateAndSignIn<T>(url: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: T) => apiJson("POST", url, meResponseSchema, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      await navigate({ to: "/dashboard" });
    },
  });
}

export const useAcceptInvite = () => useCreateAndSignIn<AcceptInviteInput>("/api/auth/accept-invite");
export const useSetupAdmin = () => useCreateAndSignIn<SetupAdminInput>("/api/auth/setup-admin");
