import {
  type AdminInviteInput,
  adminInviteResponseSchema,
  type PendingInvite,
  pendingInviteListSchema,
} from "@cbct/shared/contracts/accounts";
import { type AdminUser, adminUserListSchema } from "@cbct/shared/contracts/admin";
import { type RecycleBinBatch, recycleBinBatchSchema } from "@cbct/shared/contracts/leads-workspace";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "../../lib/api-client.ts";

export const adminUsersQueryKey = ["/api/admin/users"] as const;
export const recycleBinQueryKey = ["/api/admin/recycle-bin"] as const;
/** GET /api/admin/recycle-bin answers the batches as a list. */
const recycleBinSchema = z.array(recycleBinBatchSchema);
const restoreResultSchema = z.object({ restored: z.number().int() });

export function useAdminUsers() {
  return useQuery<AdminUser[]>({
    queryKey: adminUsersQueryKey,
    queryFn: async () => (await apiJson("GET", "/api/admin/users", adminUserListSchema)).users,
  });
}

export function useRecycleBin() {
  return useQuery<RecycleBinBatch[]>({
    queryKey: recycleBinQueryKey,
    queryFn: () => apiJson("GET", "/api/admin/recycle-bin", recycleBinSchema),
  });
}

/** Restores one cleared batch; the leads come back on every screen, so every practices read is refreshed. */
export function useRestoreBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      apiJson("POST", `/api/admin/recycle-bin/${encodeURIComponent(batchId)}/restore`, restoreResultSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: recycleBinQueryKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/practices"] });
    },
  });
}

const changedUserSchema = z.object({ user: z.object({ id: z.number().int() }).passthrough() });

export const pendingInvitesQueryKey = ["/api/admin/users/invites"] as const;

/** Invitations sent and not yet accepted, expired or withdrawn. */
export function usePendingInvites() {
  return useQuery<PendingInvite[]>({
    queryKey: pendingInvitesQueryKey,
    queryFn: async () => (await apiJson("GET", "/api/admin/users/invites", pendingInviteListSchema)).invites,
  });
}

/** Sends an invitation e-mail (the way in under REGISTRATION_MODE=invite). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInviteInput) =>
      apiJson("POST", "/api/admin/users/invite", adminInviteResponseSchema, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey });
    },
  });
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson("DELETE", `/api/admin/users/invites/${id}`, z.object({ success: z.literal(true) })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: pendingInvitesQueryKey });
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
        ? apiJson("PATCH", `/api/admin/users/${change.id}/role`, changedUserSchema, { role: change.role })
        : apiJson("POST", `/api/admin/users/${change.id}/${change.action}`, changedUserSchema, {}),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
