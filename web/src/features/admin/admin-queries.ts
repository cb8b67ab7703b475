import type { AdminInviteInput } from "@cbct/core/contracts/accounts";
import { endpoints } from "@cbct/core/contracts/endpoints";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { leadKeys } from "../leads/lead-queries.ts";

export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  invites: () => [...adminKeys.all, "invites"] as const,
  recycleBin: () => [...adminKeys.all, "recycle-bin"] as const,
};

export const adminQueries = {
  users: () =>
    queryOptions({
      queryKey: adminKeys.users(),
      queryFn: async ({ signal }) => (await api.call(endpoints.adminUsers, { signal })).users,
    }),
  recycleBin: () =>
    queryOptions({
      queryKey: adminKeys.recycleBin(),
      queryFn: ({ signal }) => api.call(endpoints.recycleBin, { signal }),
    }),
  /** Invitations sent and not yet accepted, expired or withdrawn. */
  invites: () =>
    queryOptions({
      queryKey: adminKeys.invites(),
      queryFn: async ({ signal }) => (await api.call(endpoints.adminInvites, { signal })).invites,
    }),
};

export const useAdminUsers = () => useQuery(adminQueries.users());
export const useRecycleBin = () => useQuery(adminQueries.recycleBin());
export const usePendingInvites = () => useQuery(adminQueries.invites());

/** Restores one cleared batch; the leads come back on every screen, so every leads read is refreshed. */
export function useRestoreBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => api.call(endpoints.restoreBatch, { params: { batchId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.recycleBin() });
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}

/** Sends an invitation e-mail (the way in under REGISTRATION_MODE=invite). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInviteInput) => api.call(endpoints.adminInvite, { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
    },
  });
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.adminRevokeInvite, { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
    },
  });
}

export type UserAccessChange = { id: number } & (
  { action: "deactivate" | "reactivate" } | { action: "role"; role: "user" | "admin" }
);

/** Deactivate (their sessions end at once), reactivate, or change the role of one account; the list re-reads. */
export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserAccessChange) =>
      change.action === "role"
        ? api.call(endpoints.adminSetRole, { params: { id: change.id }, body: { role: change.role } })
        : api.call(change.action === "deactivate" ? endpoints.adminDeactivateUser : endpoints.adminReactivateUser, {
            params: { id: change.id },
          }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}
