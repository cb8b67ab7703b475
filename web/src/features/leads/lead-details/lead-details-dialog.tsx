import { leadQualityBadge } from "@cbct/core/domain/scoring/lead-labels";
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { FileTextIcon, PencilIcon, SaveIcon } from "../../../components/ui/icons.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { CbctStatusBadge } from "../cbct-status-badge.tsx";
import { knownLocation, leadDomain } from "../lead-cells.ts";
import type { Lead, LeadDetail } from "../lead-types.ts";
import { dateText } from "./lead-format.ts";
import { exportLeadPdf } from "./lead-pdf.ts";
import { LEAD_TABS, type LeadTab, leadReport } from "./lead-report.ts";
import { LeadHistory } from "./lead-history.tsx";
import { OverviewEditor } from "./overview-editor.tsx";
import { ReportView } from "./report-view.tsx";
import { ScoringEditor } from "./scoring-editor.tsx";
import { useLeadDetail, useSaveLead } from "./use-lead-detail.ts";

const QUALITY_PALETTE: Record<string, string> = {
  Premium: "purple",
  "Hot Lead": "orange",
  "Warm Lead": "yellow",
  "Cool Lead": "blue",
  "Not a Lead": "gray",
};

const tabId = (tab: LeadTab) => tab.toLowerCase().replace(/\s+/g, "-");

/** Spec 2 and 4 Lead Details: five tabs, Export PDF, Edit, Cancel and Save; read fresh from the server while open. */
export function LeadDetailsDialog(props: { leadId: number | null; onClose: () => void }) {
  const detail = useLeadDetail(props.leadId);
  const [draft, setDraft] = useState<LeadDetail | null>(null);
  const [tab, setTab] = useState<LeadTab>("Overview");
  const [exporting, setExporting] = useState(false);
  const save = useSaveLead(() => setDraft(null));
  const loaded = detail.data && detail.data.lead.id === props.leadId ? detail.data : undefined;
  const lead = draft ?? loaded?.lead;
  const editing = draft !== null;

  const close = () => {
    setDraft(null);
    setTab("Overview");
    props.onClose();
  };
  const onExport = async (current: Lead) => {
    setExporting(true);
    try {
      await exportLeadPdf(current);
      toast({
        title: "PDF Export Complete",
        description: `${current.practiceName} report downloaded`,
        type: "success",
      });
    } catch (error) {
      toast({
        title: "Export Failed",
        description: error instanceof Error && error.message ? error.message : "Failed to export PDF",
        type: "error",
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog.Root
      open={props.leadId !== null}
      onOpenChange={(e) => !e.open && close()}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="lead-details">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pb="3">
              {lead ? (
                <>
                  <Dialog.Title pe="8">{lead.practiceName}</Dialog.Title>
                  <Text fontSize="sm" color="fg.muted" data-testid="lead-details-subtitle">
                    {/* Only what is known: no placeholder stands in for a missing doctor or place. */}
                    {[lead.doctorName, knownLocation(lead), leadDomain(lead)].filter(Boolean).join(" · ")}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    <Badge colorPalette={QUALITY_PALETTE[leadQualityBadge(lead.leadQualityCategory)] ?? "gray"}>
                      {leadQualityBadge(lead.leadQualityCategory)}
                    </Badge>
                    <CbctStatusBadge status={lead.cbctStatus} confidence={lead.cbctConfidence} />
                    <Badge variant="outline" fontVariantNumeric="tabular-nums">
                      Lead score {lead.leadScore ?? 0}/150
                    </Badge>
                    {editing && <Badge colorPalette="brand">Editing</Badge>}
                  </HStack>
                </>
              ) : (
                <Dialog.Title>
                  <Skeleton height="6" width="64" />
                </Dialog.Title>
              )}
            </Dialog.Header>
            <Dialog.Body pt="0">
              {detail.isError && !lead ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>This lead could not be loaded: {detail.error.message}</Alert.Title>
                </Alert.Root>
              ) : !lead ? (
                <Stack gap="3" pt="4">
                  <Skeleton height="8" />
                  <Skeleton height="40" />
                </Stack>
              ) : (
                <LeadTabs lead={lead} draft={draft} onDraftChange={setDraft} tab={tab} onTabChange={setTab} />
              )}
            </Dialog.Body>
            <Dialog.Footer
              justifyContent="space-between"
              flexWrap="wrap"
              gap="3"
              borderTopWidth="1px"
              borderColor="border.muted"
              pt="4"
            >
              <Text fontSize="xs" color="fg.muted" data-testid="lead-dates">
                Last scraped {dateText(lead?.scrapedAt, true)} · Last updated {dateText(lead?.lastUpdated, true)}
              </Text>
              <HStack gap="2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!lead || editing}
                  loading={exporting}
                  onClick={() => lead && void onExport(lead)}
                >
                  <FileTextIcon />
                  Export PDF
                </Button>
                {editing ? (
                  <>
                    <Button variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={save.isPending}>
                      Cancel
                    </Button>
                    <Button
                      colorPalette="brand"
                      size="sm"
                      loading={save.isPending}
                      onClick={() => draft && loaded && save.mutate({ loaded, draft })}
                    >
                      <SaveIcon />
                      Save
                    </Button>
                  </>
                ) : (
                  <Button
                    colorPalette="brand"
                    size="sm"
                    disabled={!loaded}
                    onClick={() => loaded && setDraft(loaded.lead)}
                  >
                    <PencilIcon />
                    Edit
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LeadTabs(props: {
  lead: LeadDetail;
  draft: LeadDetail | null;
  onDraftChange: (draft: LeadDetail) => void;
  tab: LeadTab;
  onTabChange: (tab: LeadTab) => void;
}) {
  const sections = leadReport(props.lead);
  const { draft } = props;
  return (
    <Tabs.Root
      value={props.tab}
      onValueChange={(e) => props.onTabChange(e.value as LeadTab)}
      variant="line"
      colorPalette="brand"
      lazyMount
    >
      <Tabs.List position="sticky" top="0" bg="bg" zIndex="1" overflowX="auto">
        {LEAD_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} whiteSpace="nowrap">
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.tab} value={section.tab} pt="5">
          <Stack gap="6">
            {draft && section.tab === "Overview" && <OverviewEditor draft={draft} onChange={props.onDraftChange} />}
            {draft && section.tab === "Scoring" && <ScoringEditor draft={draft} onChange={props.onDraftChange} />}
            <ReportView blocks={section.blocks} testId={`tab-${tabId(section.tab)}`} />
            {!draft && section.tab === "Overview" && <LeadHistory practiceId={props.lead.id} />}
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
