import { leadQualityBadge } from "@cbct/shared/domain/scoring/lead-labels";
import { practiceScoreBreakdown } from "@cbct/shared/domain/scoring/practice-score";
import {
  Badge,
  Box,
  CloseButton,
  DataList,
  Dialog,
  Heading,
  HStack,
  List,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { CbctStatusBadge } from "./cbct-status-badge.tsx";
import { leadLocation } from "./lead-cells.ts";
import type { Lead } from "./lead-types.ts";

const PRIORITY_PALETTE: Record<string, string> = { high: "red", medium: "orange", low: "gray" };

function scannerText(lead: Lead): string {
  const name = [lead.cbctManufacturer, lead.cbctModel].filter(Boolean).join(" ");
  if (!name) return lead.hasCbct ? "CBCT, model not named" : "None found";
  const since = lead.cbctInstallYear ? `, since ${lead.cbctInstallYear}` : "";
  const age = lead.cbctAge !== null ? ` (${lead.cbctAge} ${lead.cbctAge === 1 ? "year" : "years"} old)` : "";
  return `${name}${since}${age}`;
}

/**
 * A read-only summary of one lead, opened from the table's eye button: who it is, what scanner it has and how old,
 * and why it scores what it scores (the evidence found on its site and the spec 9 points, from the shared scoring
 * module the server uses too).
 */
export function LeadPreviewDialog(props: { lead: Lead | undefined; onClose: () => void }) {
  const { lead } = props;
  const breakdown = lead ? practiceScoreBreakdown(lead) : { items: [], raw: 0 };
  const rows: [string, React.ReactNode][] = lead
    ? [
        ["Doctor", lead.doctorName || "Unknown Doctor"],
        ["Lead", <Badge key="lead">{leadQualityBadge(lead.leadQualityCategory)}</Badge>],
        ["CBCT Status", <CbctStatusBadge key="cbct" status={lead.cbctStatus} confidence={lead.cbctConfidence} />],
        ["Scanner", scannerText(lead)],
        [
          "Replacement",
          lead.replacementPriority && lead.replacementPriority !== "none" ? (
            <Badge key="rp" colorPalette={PRIORITY_PALETTE[lead.replacementPriority] ?? "gray"}>
              {lead.replacementPriority} priority
            </Badge>
          ) : (
            "Not applicable"
          ),
        ],
        ["Lead Score", `${lead.leadScore ?? 0} (practice ${lead.practiceScore} + AI ${lead.aiScore})`],
        ["Location", leadLocation(lead)],
        ["Phone", lead.phone || lead.telephone || "Unknown"],
        ["Website", lead.website || lead.websiteLink || "Unknown"],
      ]
    : [];
  return (
    <Dialog.Root open={lead !== undefined} onOpenChange={(e) => !e.open && props.onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{lead?.practiceName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {lead && lead.cbctEvidence.length > 0 && (
                  <Box data-testid="lead-evidence">
                    <Heading as="h3" size="xs" mb="2">
                      CBCT evidence
                    </Heading>
                    <List.Root gap="1.5" fontSize="sm" color="fg.muted" ps="4">
                      {lead.cbctEvidence.slice(0, 5).map((e) => (
                        <List.Item key={e}>{e}</List.Item>
                      ))}
                    </List.Root>
                  </Box>
                )}
                {breakdown.items.length > 0 && (
                  <Box data-testid="lead-score-breakdown">
                    <Heading as="h3" size="xs" mb="2">
                      Practice score points
                    </Heading>
                    <Stack gap="1" fontSize="sm">
                      {breakdown.items.map((item) => (
                        <HStack key={item.label} justify="space-between">
                          <Text>{item.label}</Text>
                          <Text fontWeight="medium" color={item.points < 0 ? "fg.error" : "fg.success"}>
                            {item.points > 0 ? `+${item.points}` : item.points}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  </Box>
                )}
                {lead?.aiSummary && (
                  <Text fontSize="sm" color="fg.muted">
                    {lead.aiSummary}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
