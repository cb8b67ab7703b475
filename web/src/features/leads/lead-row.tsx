import { Badge, Box, Checkbox, HStack, IconButton, Table, Text } from "@chakra-ui/react";
import { EyeIcon } from "../../components/ui/icons.tsx";
import { CbctStatusBadge } from "./cbct-status-badge.tsx";
import { leadDomain, leadLocation } from "./lead-cells.ts";
import { LeadScoreValue } from "./lead-score-value.tsx";
import type { Lead } from "./lead-types.ts";
import { relativeTime } from "./relative-time.ts";
import { ServiceBadgeList } from "./service-badge-list.tsx";

type Props = {
  lead: Lead;
  selected: boolean;
  now: Date;
  onToggle: (id: number) => void;
  onView: (id: number) => void;
};

/** A lead added in the last hour carries a "New" badge, so the one a rep just scraped stands out. */
export const NEW_LEAD_MS = 60 * 60 * 1000;
export function isNewLead(lead: Pick<Lead, "createdAt">, now: Date): boolean {
  const added = Date.parse(lead.createdAt);
  return Number.isFinite(added) && now.getTime() - added < NEW_LEAD_MS && added <= now.getTime() + 60_000;
}

export function LeadRow({ lead, selected, now, onToggle, onView }: Props) {
  const domain = leadDomain(lead);
  return (
    <Table.Row
      data-selected={selected ? "" : undefined}
      bg={selected ? "brand.subtle" : undefined}
      _hover={{ bg: selected ? "brand.muted" : "bg.muted" }}
    >
      <Table.Cell width="10">
        <Checkbox.Root size="sm" colorPalette="brand" checked={selected} onCheckedChange={() => onToggle(lead.id)}>
          <Checkbox.HiddenInput aria-label={`Select ${lead.practiceName}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell maxW="72">
        <HStack gap="1.5" minW="0">
          <Text fontWeight="semibold" truncate>
            {lead.practiceName}
          </Text>
          {isNewLead(lead, now) && (
            <Badge size="xs" colorPalette="green" variant="solid" flexShrink={0} title="Added in the last hour">
              New
            </Badge>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted" truncate>
          {lead.doctorName || (
            // The spec's cell text, shown as a placeholder (italic, subtle), never as if it were someone's name.
            <Text as="span" fontStyle="italic" color="fg.subtle" data-testid="doctor-unknown">
              Unknown Doctor
            </Text>
          )}
          {domain && (
            // Several practices share a name ("Family Dental"); the site tells them apart.
            <Text as="span" color="fg.subtle" data-testid="lead-domain">
              {" · "}
              {domain}
            </Text>
          )}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <CbctStatusBadge status={lead.cbctStatus} confidence={lead.cbctConfidence} />
      </Table.Cell>
      <Table.Cell>
        <LeadScoreValue score={lead.leadScore} />
      </Table.Cell>
      <Table.Cell>
        <ServiceBadgeList lead={lead} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" color="fg.muted">
        {leadLocation(lead)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" color="fg.muted" fontSize="xs">
        {relativeTime(lead.lastUpdated, now)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Box display="inline-flex">
          <IconButton
            aria-label={`View ${lead.practiceName}`}
            variant="ghost"
            size="sm"
            colorPalette="gray"
            onClick={() => onView(lead.id)}
          >
            <EyeIcon />
          </IconButton>
        </Box>
      </Table.Cell>
    </Table.Row>
  );
}
