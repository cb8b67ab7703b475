import { leadQualityBadge } from "@cbct/shared/domain/scoring/lead-labels";
import { Badge, CloseButton, DataList, Dialog, Portal, Text } from "@chakra-ui/react";
import { CbctStatusBadge } from "./cbct-status-badge.tsx";
import { leadLocation } from "./lead-cells.ts";
import type { Lead } from "./lead-types.ts";

/** A read-only summary of one lead, opened from the table's eye button. */
export function LeadPreviewDialog(props: { lead: Lead | undefined; onClose: () => void }) {
  const { lead } = props;
  const scanner = [lead?.cbctManufacturer, lead?.cbctModel].filter(Boolean).join(" ");
  const rows: [string, React.ReactNode][] = lead
    ? [
        ["Doctor", lead.doctorName || "Unknown Doctor"],
        ["Lead", <Badge key="lead">{leadQualityBadge(lead.leadQualityCategory)}</Badge>],
        ["CBCT Status", <CbctStatusBadge key="cbct" status={lead.cbctStatus} confidence={lead.cbctConfidence} />],
        ["Scanner", scanner || "None found"],
        ["Lead Score", lead.leadScore ?? 0],
        ["Location", leadLocation(lead)],
        ["Phone", lead.phone || lead.telephone || "Unknown"],
        ["Website", lead.website || lead.websiteLink || "Unknown"],
      ]
    : [];
  return (
    <Dialog.Root open={lead !== undefined} onOpenChange={(e) => !e.open && props.onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{lead?.practiceName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal" size="sm">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {lead?.aiSummary && (
                <Text mt="4" fontSize="sm" color="fg.muted">
                  {lead.aiSummary}
                </Text>
              )}
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
