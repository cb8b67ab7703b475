import { Stack } from "@chakra-ui/react";
import { useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { DashboardActions } from "../features/leads/dashboard-actions.tsx";
import { LeadPreviewDialog } from "../features/leads/lead-preview-dialog.tsx";
import { LeadStatCards } from "../features/leads/lead-stat-cards.tsx";
import { leadStats } from "../features/leads/lead-stats.ts";
import { LeadsTable } from "../features/leads/leads-table.tsx";
import { ScrapingJobsPanel } from "../features/leads/scraping-jobs-panel.tsx";
import { useLeads, useScrapingJobs } from "../features/leads/use-leads.ts";

export function DashboardPage() {
  const jobs = useScrapingJobs();
  const leads = useLeads(jobs.hasActiveJobs);
  const [selectedIds, setSelectedIds] = useState<Set<number>>(new Set());
  const [viewingId, setViewingId] = useState<number | null>(null);
  // Leads that vanished (cleared, re-scraped away) drop out of the selection on their own.
  const selected = leads.leads.filter((lead) => selectedIds.has(lead.id)).map((lead) => lead.id);

  return (
    <Stack gap="6">
      <PageHeader
        title="CBCT Intelligence Dashboard"
        description="Find, qualify and prioritise dental practices for CBCT scanner sales."
        actions={
          <DashboardActions
            leadCount={leads.leads.length}
            selectedIds={selected}
            onCleared={() => setSelectedIds(new Set())}
          />
        }
      />
      <LeadStatCards stats={leadStats(leads.leads)} />
      <ScrapingJobsPanel jobs={jobs.jobs} />
      <LeadsTable
        leads={leads.leads}
        isLoading={leads.isPending}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onView={setViewingId}
      />
      <LeadPreviewDialog lead={leads.leads.find((lead) => lead.id === viewingId)} onClose={() => setViewingId(null)} />
    </Stack>
  );
}
