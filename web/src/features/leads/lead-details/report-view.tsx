import { Box, DataList, Heading, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { EvidenceList } from "../evidence-list.tsx";
import type { ReportBlock } from "./lead-report.ts";

function BlockTitle({ children }: { children: string }) {
  return (
    <Heading as="h4" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="2">
      {children}
    </Heading>
  );
}

function Block({ block }: { block: ReportBlock }) {
  switch (block.kind) {
    case "fields":
      return (
        <Box>
          {block.title && <BlockTitle>{block.title}</BlockTitle>}
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {block.fields.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      );
    case "list":
      return (
        <Box>
          <BlockTitle>{block.title}</BlockTitle>
          {block.items.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {block.empty}
            </Text>
          ) : (
            <List.Root gap="1" fontSize="sm" ps="4">
              {block.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      );
    case "evidence":
      return (
        <Box gridColumn={{ md: "span 2" }}>
          <BlockTitle>{block.title}</BlockTitle>
          <EvidenceList passages={block.passages} empty={block.empty} testId="lead-evidence" />
        </Box>
      );
    case "text":
      return (
        <Box>
          <BlockTitle>{block.title}</BlockTitle>
          <Text fontSize="sm" whiteSpace="pre-line" lineHeight="tall">
            {block.text}
          </Text>
        </Box>
      );
    case "points":
      return (
        <Box>
          <BlockTitle>{block.title}</BlockTitle>
          <Stack gap="1" fontSize="sm">
            {block.items.length === 0 && <Text color="fg.muted">No points</Text>}
            {block.items.map((item) => (
              <HStack key={item.label} justify="space-between">
                <Text>{item.label}</Text>
                <Text
                  fontWeight="medium"
                  color={item.points < 0 ? "fg.error" : "fg.success"}
                  fontVariantNumeric="tabular-nums"
                >
                  {item.points > 0 ? `+${item.points}` : item.points}
                </Text>
              </HStack>
            ))}
            <HStack justify="space-between" borderTopWidth="1px" pt="1" fontWeight="semibold">
              <Text>Total</Text>
              <Text>{block.total}</Text>
            </HStack>
          </Stack>
        </Box>
      );
  }
}

/** One tab's content, laid out in two columns on wide screens. */
export function ReportView({ blocks, testId }: { blocks: ReportBlock[]; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid={testId}>
      {blocks.map((block) => (
        <Block key={`${block.kind}:${"title" in block ? block.title : ""}`} block={block} />
      ))}
    </SimpleGrid>
  );
}
