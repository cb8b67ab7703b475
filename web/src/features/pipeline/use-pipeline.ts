import {
  type PipelineStatusResponse,
  pipelineRunResponseSchema,
  pipelineStopResponseSchema,
  type RunCityStatePipelineRequest,
  type RunZipPipelineRequest,
} from "@cbct/shared/contracts/pipeline";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { apiJson } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";

export const PIPELINE_STATUS_KEY = ["/api/pipeline/status"] as const;

/** Spec 7 / 9: polled every second while a run is going, else every 5 s. */
export function usePipelineStatus(runningLocally: boolean) {
  return useQuery<PipelineStatusResponse>({
    queryKey: PIPELINE_STATUS_KEY,
    refetchInterval: (query) => (runningLocally || query.state.data?.running ? 1_000 : 5_000),
  });
}

export type RunInput =
  ({ mode: "zipcode" } & RunZipPipelineRequest) | ({ mode: "citystate" } & RunCityStatePipelineRequest);

export function useRunPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RunInput) =>
      input.mode === "zipcode"
        ? apiJson("POST", "/api/pipeline/run", pipelineRunResponseSchema, {
            zipCode: input.zipCode,
            maxResults: input.maxResults,
            autoSync: input.autoSync,
          })
        : apiJson("POST", "/api/pipeline/run-city-state", pipelineRunResponseSchema, {
            city: input.city,
            state: input.state,
            maxResults: input.maxResults,
            autoSync: input.autoSync,
          }),
    onMutate: () => void queryClient.invalidateQueries({ queryKey: PIPELINE_STATUS_KEY }),
    onSuccess: (data) => {
      // A stopped run already said so through the Stop toast; one still running (the request outlived the server's
      // wait) is followed through status, and says nothing yet.
      if (data.status === "cancelled" || data.status === "queued" || data.status === "running") return;
      if (data.success) toast({ title: "Pipeline Complete!", description: data.message, type: "success" });
      else toast({ title: "Pipeline Failed", description: data.message, type: "error" });
    },
    // The server's own words matter here: a 429 says how many scrapes the user may still start this hour.
    onError: (error) =>
      toast({
        title: "Pipeline Error",
        description: serverErrorText(error) ?? "Failed to run automated pipeline",
        type: "error",
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PIPELINE_STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/practices"] });
    },
  });
}

export function useStopPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/pipeline/stop", pipelineStopResponseSchema, {}),
    onSuccess: () =>
      toast({ title: "Pipeline Stopped", description: "Pipeline has been stopped successfully", type: "info" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PIPELINE_STATUS_KEY }),
  });
}
