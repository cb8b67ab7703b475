import type { AnalyzeCbctResponse } from "@cbct/core/contracts/cbct";
import { mergeEvidence } from "@cbct/core/domain/cbct/merge-evidence";
import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EvidenceList } from "../leads/evidence-list.tsx";
import { leadScoreOutOf100 } from "./tester-score.ts";

const STATUS_PALETTE: Record<string, string> = { confirmed: "green", likely: "blue", uncertain: "yellow" };

function Metric(props: { label: string; children: ReactNode }) {
  return (
    <Box p="4" rounded="lg" bg="bg.subtle" borderWidth="1px" borderColor="border.muted">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {props.label}
      </Text>
      <Box mt="1.5" fontSize="xl" fontWeight="bold">
        {props.children}
      </Box>
    </Box>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2.5">
      <Heading as="h3" size="sm">
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}

function BadgeList(props: { items: string[]; palette: string; empty: string }) {
  if (props.items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {props.empty}
      </Text>
    );
  }
  return (
    <Wrap gap="1.5">
      {props.items.map((item) => (
        <Badge key={item} colorPalette={props.palette} variant="subtle">
          {item}
        </Badge>
      ))}
    </Wrap>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function AnalysisResults(props: { result: AnalyzeCbctResponse }) {
  const { summary, input, cbctAnalysis } = props.result;
  // The server labels what the AI wrote ("AI opinion: ..."); it is shown apart from the rules' own reasoning.
  const [rulesReasoning, aiReasoning] = splitAiOpinion(cbctAnalysis.reasoning);
  const scanner: [string, string][] = [
    ["Manufacturer", cbctAnalysis.manufacturer ?? "Unknown"],
    ["Model", cbctAnalysis.model ?? "Unknown"],
    ["Estimated Install Year", cbctAnalysis.estimatedInstallYear?.toString() ?? "Unknown"],
    ["Scanner Age", cbctAnalysis.scannerAge === null ? "Unknown" : `${cbctAnalysis.scannerAge} years`],
  ];
  return (
    <Card.Root variant="outline" shadow="xs" data-testid="analysis-results">
      <Card.Header>
        <Card.Title>Analysis Results</Card.Title>
        <Card.Description>{input.practiceName}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {/* Four metrics side by side only where the results card is wide: in the two-column tester a narrow card broke
              "Confidence" mid-word and pushed the status badge over its edge. */}
          <SimpleGrid columns={{ base: 2, "2xl": 4 }} gap="3">
            <Metric label="CBCT Status">
              <Badge colorPalette={STATUS_PALETTE[summary.cbctStatus] ?? "gray"} size="lg" data-testid="cbct-status">
                {cbctStatusLabel(summary.cbctStatus)}
              </Badge>
            </Metric>
            <Metric label="Confidence">{summary.confidence}%</Metric>
            <Metric label="Lead Type">{capitalize(summary.leadType)}</Metric>
            <Metric label="Lead Score">
              <Text as="span" data-testid="tester-lead-score">
                {leadScoreOutOf100(summary.leadScore)}/100
              </Text>
              <Text fontSize="xs" fontWeight="normal" color="fg.muted" data-testid="tester-lead-score-raw">
                {summary.leadScore} of 150 on the lead scale
              </Text>
            </Metric>
          </SimpleGrid>

          <Section title="Scanner">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" data-testid="scanner-facts">
              {scanner.map(([label, value]) => (
                <HStack key={label} justify="space-between" px="3" py="2" rounded="md" borderWidth="1px">
                  <Text fontSize="sm" color="fg.muted">
                    {label}
                  </Text>
                  <Text fontSize="sm" fontWeight="semibold">
                    {value}
                  </Text>
                </HStack>
              ))}
            </SimpleGrid>
          </Section>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Section title="Extracted Services">
              <BadgeList items={input.extractedServices} palette="brand" empty="No services found" />
            </Section>
            <Section title="Extracted Equipment">
              <BadgeList items={input.extractedEquipment} palette="purple" empty="No equipment found" />
            </Section>
          </SimpleGrid>

          <Section title="Evidence">
            <EvidenceList
              passages={mergeEvidence(cbctAnalysis.evidence)}
              empty="No evidence of a CBCT scanner was found."
            />
          </Section>

          <Section title="Reasoning">
            <Stack gap="3" data-testid="tester-reasoning">
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineHeight="tall">
                {rulesReasoning}
              </Text>
              {aiReasoning && (
                <Box p="3" rounded="md" borderWidth="1px" borderColor="purple.muted" data-testid="tester-ai-opinion">
                  <Badge colorPalette="purple" variant="subtle" mb="1">
                    AI opinion
                  </Badge>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineHeight="tall">
                    {aiReasoning}
                  </Text>
                </Box>
              )}
              {props.result.aiNotice && (
                <Text fontSize="sm" color="fg.warning" data-testid="tester-ai-notice">
                  {props.result.aiNotice}
                </Text>
              )}
            </Stack>
          </Section>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const AI_MARK = "\n\nAI opinion: ";

/** The rules' reasoning and, when the AI second opinion added its own, the AI's words (without the label). */
function splitAiOpinion(reasoning: string): [string, string | null] {
  const at = reasoning.indexOf(AI_MARK);
  return at < 0 ? [reasoning, null] : [reasoning.slice(0, at), reasoning.slice(at + AI_MARK.length)];
}
