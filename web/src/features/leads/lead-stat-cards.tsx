import { Box, Card, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ActivityIcon, CheckCircleIcon, SparklesIcon, WorkflowIcon } from "../../components/ui/icons.tsx";
import type { LeadStats } from "./lead-stats.ts";

function StatCard(props: { label: string; value: number; icon: ReactNode; palette: string }) {
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Body p="5">
        <HStack justify="space-between" align="flex-start">
          <Box>
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {props.label}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" letterSpacing="tight" fontVariantNumeric="tabular-nums" mt="1">
              {props.value}
            </Text>
          </Box>
          <Box p="2.5" rounded="lg" bg={`${props.palette}.subtle`} color={`${props.palette}.fg`} fontSize="lg">
            {props.icon}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function LeadStatCards(props: { stats: LeadStats }) {
  const { stats } = props;
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard label="Total Leads" value={stats.total} icon={<WorkflowIcon />} palette="brand" />
      <StatCard label="CBCT Confirmed" value={stats.cbctConfirmed} icon={<CheckCircleIcon />} palette="green" />
      <StatCard label="Hot & Premium" value={stats.hotOrPremium} icon={<SparklesIcon />} palette="orange" />
      <StatCard label="Avg Lead Score" value={stats.averageScore} icon={<ActivityIcon />} palette="blue" />
    </SimpleGrid>
  );
}
