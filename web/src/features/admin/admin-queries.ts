import { type AdminUser, adminUserListSchema } from "@cbct/shared/contracts/admin";
import { type RecycleBinBatch, recycleBinBatchSchema } from "@cbct/shared/contracts/leads-workspace";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson } from "../../lib/api-client.ts";

export const adminUsersQueryKey = ["/api/admin/users"] as const;
export const recycleBinQueryKey = ["/api/admin/recycle-bin"] as const;
const recycleBinSchema = z.object({ batches: z.array(recycleBinBatchSchema) });
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
    queryFn: async () => (await apiJson("GET", "/api/admin/recycle-bin", recycleBinSchema)).batches,
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
