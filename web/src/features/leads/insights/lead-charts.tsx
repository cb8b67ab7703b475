import { BarList, type BarListData, BarSegment, type BarSegmentData, Chart, useChart } from "@chakra-ui/charts";
import type { DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const STATUS_COLORS: Record<string, string> = {
  confirmed: "green.solid",
  likely: "blue.solid",
  uncertain: "yellow.solid",
  not_detected: "gray.emphasized",
};
const LEAD_TYPE_LABELS: Record<string, string> = { premium: "Premium", hot: "Hot", cold: "Cold" };

/** Leads by CBCT status as one segmented bar: the share that already owns a scanner at a glance. */
export function CbctStatusChart({ metrics }: { metrics: DashboardMetrics }) {
  const chart = useChart<BarSegmentData>({
    sort: { by: "value", direction: "desc" },
    data: Object.entries(metrics.byCbctStatus)
      .filter(([, value]) => value > 0)
      .map(([status, value]) => ({
        name: cbctStatusLabel(status),
        value,
        color: STATUS_COLORS[status] ?? "gray.solid",
      })),
  });
  return (
    <BarSegment.Root chart={chart} barSize="4">
      <BarSegment.Content>
        <BarSegment.Bar tooltip />
      </BarSegment.Content>
      <BarSegment.Legend showPercent showValue valueFormatter={(v) => v.toLocaleString("en-US")} gap="3" />
    </BarSegment.Root>
  );
}

/** A ranked list of bars (lead types, states). */
export function RankedBars(props: { data: BarListData[]; color: string; label: string }) {
  const chart = useChart<BarListData>({
    sort: { by: "value", direction: "desc" },
    data: props.data,
    series: [{ name: "name", color: props.color }],
  });
  return (
    <BarList.Root chart={chart} barSize="7" aria-label={props.label}>
      <BarList.Content>
        <BarList.Bar tooltip />
        <BarList.Value valueFormatter={(v) => v.toLocaleString("en-US")} />
      </BarList.Content>
    </BarList.Root>
  );
}

export const leadTypeData = (m: DashboardMetrics): BarListData[] =>
  Object.entries(m.byLeadType).map(([type, value]) => ({ name: LEAD_TYPE_LABELS[type] ?? type, value }));

export const stateData = (m: DashboardMetrics): BarListData[] =>
  m.byState.map((s) => ({ name: s.state || "Unknown", value: s.count }));

type Column = { label: string; count: number; color: string };

/** A small column chart (score histogram, scanner ages) on recharts through Chakra's chart tokens. */
export function ColumnChart(props: { data: Column[]; label: string }) {
  const chart = useChart({ data: props.data, series: [{ name: "count", color: "brand.solid" }] });
  return (
    <Chart.Root h="48" aspectRatio="auto" chart={chart} aria-label={props.label} role="img">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={chart.data} margin={{ left: -20, right: 4, top: 4 }}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("label")} axisLine={false} tickLine={false} tick={{ fontSize: 11 }} interval={0} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip />} />
          <Bar dataKey={chart.key("count")} radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {chart.data.map((item) => (
              <Cell key={item.label} fill={chart.color(item.color)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
}

/** Lead score in buckets of 25; premium territory (100+) in green, hot (70+) in orange. */
export const scoreHistogramData = (m: DashboardMetrics): Column[] =>
  m.leadScoreHistogram.map((b) => ({
    // Bucket starts keep the axis readable ("in steps of 25" says the rest); the tooltip names the bucket.
    label: String(b.from),
    count: b.count,
    color: b.from >= 100 ? "green.500" : b.from >= 75 ? "orange.400" : b.from >= 50 ? "yellow.400" : "gray.300",
  }));

/** Owned scanners by age: old ones are replacement sales, so they are coloured hottest. */
const AGE_COLORS: Record<string, string> = {
  "0-2": "gray.300",
  "3-5": "gray.400",
  "6-9": "orange.400",
  "10+": "red.500",
  unknown: "gray.200",
};
export const scannerAgeData = (m: DashboardMetrics): Column[] =>
  m.scannerAge.map((b) => ({
    label: b.bucket === "unknown" ? "Unknown" : `${b.bucket} yrs`,
    count: b.count,
    color: AGE_COLORS[b.bucket] ?? "gray.300",
  }));
