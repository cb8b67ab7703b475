import type { DashboardMetrics } from "@cbct/core/contracts/leads-workspace";
import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ActivityIcon, CheckCircleIcon, SparklesIcon, WorkflowIcon } from "../../../components/ui/icons.tsx";

function StatCard(props: { label: string; value: string | null; hint?: string; icon: ReactNode; palette: string }) {
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Body p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" align="flex-start">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {props.label}
            </Text>
            {props.value === null ? (
              <Skeleton height="8" width="20" mt="2" />
            ) : (
              <Text
                fontSize={{ base: "2xl", md: "3xl" }}
                fontWeight="bold"
                letterSpacing="tight"
                fontVariantNumeric="tabular-nums"
                mt="1"
              >
                {props.value}
              </Text>
            )}
            {props.hint && props.value !== null && (
              <Text fontSize="xs" color="fg.subtle">
                {props.hint}
              </Text>
            )}
          </Box>
          <Box
            p="2.5"
            rounded="lg"
            bg={`${props.palette}.subtle`}
            color={`${props.palette}.fg`}
            fontSize="lg"
            hideBelow="sm"
          >
            {props.icon}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const n = (value: number) => value.toLocaleString("en-US");
const share = (part: number, total: number) => (total === 0 ? "0%" : `${Math.round((part / total) * 100)}%`);

/** The four numbers a manager reads first; skeletons (not zeros) until the metrics arrive, dashes if they failed. */
export function MetricCards(props: { metrics: DashboardMetrics | undefined; isError: boolean }) {
  const m = props.metrics;
  const value = (pick: (m: DashboardMetrics) => string) => (m ? pick(m) : props.isError ? "–" : null);
  const confirmed = m?.byCbctStatus.confirmed ?? 0;
  const hot = (m?.byLeadType.hot ?? 0) + (m?.byLeadType.premium ?? 0);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: "3", md: "4" }} data-testid="metric-cards">
      <StatCard label="Total Leads" value={value((x) => n(x.totalLeads))} icon={<WorkflowIcon />} palette="brand" />
      <StatCard
        label="CBCT Confirmed"
        value={value(() => n(confirmed))}
        hint={m ? `${share(confirmed, m.totalLeads)} of leads` : undefined}
        icon={<CheckCircleIcon />}
        palette="green"
      />
      <StatCard
        label="Hot & Premium"
        value={value(() => n(hot))}
        hint={m ? `${share(hot, m.totalLeads)} of leads` : undefined}
        icon={<SparklesIcon />}
        palette="orange"
      />
      <StatCard
        label="Avg Lead Score"
        value={value((x) => String(Math.round(x.avgLeadScore)))}
        hint="out of 150"
        icon={<ActivityIcon />}
        palette="blue"
      />
    </SimpleGrid>
  );
}
