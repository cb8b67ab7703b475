import { endpoints } from "@cbct/core/contracts/endpoints";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Spec 5: an empty practice name is sent as 'Test Practice'. */
export const DEFAULT_PRACTICE_NAME = "Test Practice";

export function useAnalyzeCbct() {
  return useMutation({
    mutationFn: (input: { practiceName: string; websiteContent: string }) =>
      api.call(endpoints.analyzeCbct, {
        body: {
          practiceName: input.practiceName.trim() || DEFAULT_PRACTICE_NAME,
          websiteContent: input.websiteContent,
        },
      }),
  });
}
