import { Grid, GridItem } from "@chakra-ui/react";
import { ACTIVITY_SHOWN, useDashboardMetrics, useRecentActivity } from "../use-leads.ts";
import { ActivityFeed } from "./activity-feed.tsx";
import { ChartCard } from "./chart-card.tsx";
import { JobsSummary } from "./jobs-summary.tsx";
import {
  CbctStatusChart,
  ColumnChart,
  leadTypeData,
  RankedBars,
  scannerAgeData,
  scoreHistogramData,
  stateData,
} from "./lead-charts.tsx";

/** The manager's view of the pipeline: charts where a chart reads better, the queue, and recent activity. */
export function DashboardInsights() {
  const metrics = useDashboardMetrics();
  const activity = useRecentActivity();
  const m = metrics.data;
  const state = { isLoading: metrics.isPending, isError: metrics.isError };
  return (
    <Grid templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }} gap="4" data-testid="insights">
      <ChartCard
        title="Leads by CBCT status"
        description="Who already owns a scanner"
        {...state}
        isEmpty={m?.totalLeads === 0}
        testId="chart-cbct-status"
      >
        {m && <CbctStatusChart metrics={m} />}
      </ChartCard>
      <ChartCard title="Leads by lead type" {...state} isEmpty={m?.totalLeads === 0} testId="chart-lead-type">
        {m && <RankedBars data={leadTypeData(m)} color="orange.subtle" label="Leads by lead type" />}
      </ChartCard>
      <ChartCard title="Scrape jobs" description="In flight now, and the last 24 hours" {...state} testId="chart-jobs">
        {m && <JobsSummary jobs={m.jobs} />}
      </ChartCard>
      <ChartCard
        title="Lead score distribution"
        description="Leads per lead score band of 25 (out of 150)"
        {...state}
        isEmpty={m?.totalLeads === 0}
        testId="chart-score"
      >
        {m && <ColumnChart data={scoreHistogramData(m)} label="Lead score distribution" />}
      </ChartCard>
      <ChartCard
        title="Scanner age"
        description="Owned scanners by age: the replacement market"
        {...state}
        isEmpty={m ? m.scannerAge.every((b) => b.count === 0) : false}
        emptyText="No owned scanners found yet"
        testId="chart-scanner-age"
      >
        {m && <ColumnChart data={scannerAgeData(m)} label="Scanner age" />}
      </ChartCard>
      <ChartCard
        title="Leads by state"
        description="Top states"
        {...state}
        isEmpty={m?.byState.length === 0}
        testId="chart-states"
      >
        {m && <RankedBars data={stateData(m)} color="brand.muted" label="Leads by state" />}
      </ChartCard>
      <GridItem colSpan={{ base: 1, md: 2, xl: 3 }}>
        <ChartCard
          title="Recent activity"
          isLoading={activity.isPending}
          isError={activity.isError}
          isEmpty={activity.data?.length === 0}
          emptyText="No activity yet"
          testId="recent-activity"
        >
          {activity.data && <ActivityFeed entries={activity.data.slice(0, ACTIVITY_SHOWN)} />}
        </ChartCard>
      </GridItem>
    </Grid>
  );
}
