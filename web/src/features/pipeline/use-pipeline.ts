import { endpoints } from "@cbct/core/contracts/endpoints";
import {
  type PipelineRunResponse,
  type PipelineStatusResponse,
  pipelineRunOutcome,
  type RunCityStatePipelineRequest,
  type RunZipPipelineRequest,
} from "@cbct/core/contracts/pipeline";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toaster.tsx";
import { api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { leadKeys } from "../leads/lead-queries.ts";

export const pipelineKeys = {
  all: ["pipeline"] as const,
  status: () => [...pipelineKeys.all, "status"] as const,
  runs: () => [...pipelineKeys.all, "runs"] as const,
};

export const pipelineQueries = {
  /** Spec 7 / 9: polled every second while a run is going, else every 5 s. */
  status: (runningLocally: boolean) =>
    queryOptions({
      queryKey: pipelineKeys.status(),
      queryFn: ({ signal }) => api.call(endpoints.pipelineStatus, { signal }),
      refetchInterval: (query) => (runningLocally || query.state.data?.running ? 1_000 : 5_000),
    }),
  /** The user's past runs. */
  runs: () =>
    queryOptions({
      queryKey: pipelineKeys.runs(),
      queryFn: ({ signal }) => api.call(endpoints.pipelineRuns, { signal }),
      refetchInterval: 5_000,
    }),
};

export function usePipelineStatus(runningLocally: boolean) {
  return useQuery(pipelineQueries.status(runningLocally));
}

export type RunInput =
  ({ mode: "zipcode" } & RunZipPipelineRequest) | ({ mode: "citystate" } & RunCityStatePipelineRequest);

/**
 * Resolves when the status query (polled every second while the mutation is pending) shows run `started` ended: the
 * POST answers as soon as the run is queued, and this page follows the run through GET /api/pipeline/status, so no
 * second poll is added. A newer run in status means this one ended elsewhere: it resolves with the start answer
 * (no toast).
 */
function followRun(queryClient: QueryClient, started: PipelineRunResponse): Promise<PipelineRunResponse> {
  return new Promise((resolve) => {
    const check = () => {
      const data = queryClient.getQueryData<PipelineStatusResponse>(pipelineKeys.status());
      const run = data?.run;
      if (!run || run.id < started.runId) return false;
      if (run.id > started.runId) resolve(started);
      else if (data.running) return false;
      else resolve({ runId: run.id, status: run.status, result: run.result, ...pipelineRunOutcome(run) });
      return true;
    };
    if (check()) return;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === pipelineKeys.all[0] && event.query.queryKey[1] === "status" && check())
        unsubscribe();
    });
  });
}

export function useRunPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    // Pending from the click until the run ends (spec: idle, then running, then success with the result stored).
    mutationFn: async (input: RunInput) => {
      const started = await start(input);
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.status() });
      return followRun(queryClient, started);
    },
    onMutate: () => void queryClient.invalidateQueries({ queryKey: pipelineKeys.status() }),
    onSuccess: (data) => {
      // A stopped run already said so through the Stop toast; one that ended elsewhere says nothing here.
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
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
      void queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}

/** POST /api/pipeline/run or /run-city-state: answered at once with the queued run's id. */
function start(input: RunInput): Promise<PipelineRunResponse> {
  return input.mode === "zipcode"
    ? api.call(endpoints.runPipeline, {
        body: { zipCode: input.zipCode, maxResults: input.maxResults, autoSync: input.autoSync },
      })
    : api.call(endpoints.runCityStatePipeline, {
        body: { city: input.city, state: input.state, maxResults: input.maxResults, autoSync: input.autoSync },
      });
}

export function useStopPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.stopPipeline),
    onSuccess: () =>
      toast({ title: "Pipeline Stopped", description: "Pipeline has been stopped successfully", type: "info" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pipelineKeys.status() }),
  });
}
