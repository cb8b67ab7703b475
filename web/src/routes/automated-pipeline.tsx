import { Grid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { formProblem, parseMaxResults } from "../features/pipeline/pipeline-form.ts";
import { ProgressCard } from "../features/pipeline/progress-card.tsx";
import { QuickSearch } from "../features/pipeline/quick-search.tsx";
import { RecentRuns } from "../features/pipeline/recent-runs.tsx";
import { ResultsCard } from "../features/pipeline/results-card.tsx";
import { SearchCard, type SearchFields } from "../features/pipeline/search-card.tsx";
import { usePipelineStatus, useRunPipeline, useStopPipeline } from "../features/pipeline/use-pipeline.ts";

// Spec 2 defaults: zip code mode, 50 results, auto-sync on.
const DEFAULTS: SearchFields = { mode: "zipcode", zipCode: "", city: "", state: "", maxResults: "50", autoSync: true };

export function AutomatedPipelinePage() {
  const [fields, setFields] = useState<SearchFields>(DEFAULTS);
  const run = useRunPipeline();
  const stop = useStopPipeline();
  const status = usePipelineStatus(run.isPending);
  // A run started elsewhere (another tab, or before the user navigated away) shows here too.
  const running = run.isPending || Boolean(status.data?.running);
  const result = running ? null : (status.data?.result ?? run.data?.result ?? null);

  const change = (patch: Partial<SearchFields>) => setFields((f) => ({ ...f, ...patch }));
  const start = () => {
    const problem = formProblem(fields.mode, fields.zipCode, fields.city, fields.state);
    if (problem) {
      toast({ ...problem, type: "error" });
      return;
    }
    const common = { maxResults: parseMaxResults(fields.maxResults), autoSync: fields.autoSync };
    run.mutate(
      fields.mode === "zipcode"
        ? { mode: "zipcode", zipCode: fields.zipCode.trim(), ...common }
        : { mode: "citystate", city: fields.city.trim(), state: fields.state.trim(), ...common },
    );
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Automated Lead Pipeline"
        description="Enter a zip code or a city and state, and organised lead sheets are uploaded to your cloud drive."
      />
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 7fr) minmax(0, 5fr)" }} gap="6" alignItems="start">
        <Stack gap="6">
          <SearchCard
            fields={fields}
            running={running}
            stopping={stop.isPending}
            onChange={change}
            onRun={start}
            onStop={() => stop.mutate()}
          />
          {running && (
            <ProgressCard
              currentStep={status.data?.running ? status.data.currentStep : null}
              stepDetails={status.data?.running ? status.data.stepDetails : null}
              progress={status.data?.running ? status.data.progress : 0}
            />
          )}
          {result && <ResultsCard result={result} />}
        </Stack>
        <Stack gap="6">
          <QuickSearch
            disabled={running}
            onPickZip={(zipCode) => change({ mode: "zipcode", zipCode })}
            onPickCity={(city, state) => change({ mode: "citystate", city, state })}
          />
          <RecentRuns />
        </Stack>
      </Grid>
    </Stack>
  );
}
