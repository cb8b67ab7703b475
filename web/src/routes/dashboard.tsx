import { Stack } from "@chakra-ui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { ClassicFilterBar, filtersFromSearchInfo } from "../features/leads/classic-filter-bar.tsx";
import { DashboardActions } from "../features/leads/dashboard-actions.tsx";
import { DashboardInsights } from "../features/leads/insights/dashboard-insights.tsx";
import { MetricCards } from "../features/leads/insights/metric-cards.tsx";
import { LeadDetailsDialog } from "../features/leads/lead-details/lead-details-dialog.tsx";
import { listParamsOf, parseDashboardSearch, searchOf } from "../features/leads/dashboard-search.ts";
import { type LeadFilters, type LeadListParams, NO_FILTERS } from "../features/leads/lead-list-query.ts";
import { LeadsTable, type TablePaging } from "../features/leads/leads-table.tsx";
import { ScrapingJobsPanel } from "../features/leads/scraping-jobs-panel.tsx";
import { SelectionBar } from "../features/leads/selection-bar.tsx";
import { SmartSearchBox } from "../features/leads/smart-search-box.tsx";
import { useExportLeads } from "../features/leads/use-export-leads.ts";
import { useDashboardMetrics, useLeadPage, useScrapingJobs } from "../features/leads/use-leads.ts";
import { useStartScraping } from "../features/leads/use-lead-actions.ts";
import { useScrapeFinishToasts } from "../features/leads/use-scrape-finish-toasts.ts";
import { usePlanRoute } from "../features/leads/use-plan-route.ts";
import { MapLink } from "../features/map/map-link.tsx";

/** Keystrokes closer together than this are one edit (one history entry). */
const TYPING_PAUSE_MS = 1_500;

/** Only the free-text field changed: the user is typing, not picking. */
const isTyping = (before: LeadFilters, after: LeadFilters) =>
  before.search !== after.search &&
  before.cbctStatus === after.cbctStatus &&
  before.leadType === after.leadType &&
  before.city === after.city;

export function DashboardPage() {
  const jobs = useScrapingJobs();
  // The list state is the URL's (validated, defaults filled in): a view is a link, and Back undoes a change.
  const search = parseDashboardSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const params = listParamsOf(search);
  // ?lead=<id> opens that lead's details (the links of territory alerts and their e-mail digest, issue 22).
  const linked = search.lead ?? null;
  const navigate = useNavigate();
  // Typing in the filter text field replaces the history entry its first keystroke pushed, so Back undoes the whole
  // word at once (a class of change: continuous input), while a picked filter, sort or page each push their own.
  const lastTypedAt = useRef(0);
  const setParams = (next: LeadListParams, options: { typing?: boolean } = {}) => {
    const now = Date.now();
    const replace = options.typing === true && now - lastTypedAt.current < TYPING_PAUSE_MS;
    lastTypedAt.current = options.typing ? now : 0;
    void navigate({ to: ".", search: searchOf(next), replace });
  };
  const leadPage = useLeadPage(params, jobs.hasActiveJobs);
  const metrics = useDashboardMetrics();
  const exportLeads = useExportLeads();
  const planRoute = usePlanRoute();
  // Selection is kept by id across pages, sorts and polls (spec 2: the selection survives paging).
  const [selectedIds, setSelectedIds] = useState<Set<number>>(new Set());
  const [viewingId, setViewingId] = useState<number | null>(null);
  // A link to a lead opens its dialog; closing it takes the lead out of the URL (Back does not reopen it).
  useEffect(() => {
    if (linked !== null) setViewingId(linked);
  }, [linked]);
  const closeDetails = () => {
    setViewingId(null);
    if (linked !== null) void navigate({ to: ".", search: searchOf(params), replace: true });
  };
  const selected = [...selectedIds];
  // A scrape the user started says when it finished, with the lead to open (or why it failed, with Retry).
  const retryScrape = useStartScraping();
  const onRetry = (url: string) => retryScrape.mutate(url);
  useScrapeFinishToasts(jobs.data, { onView: setViewingId, onRetry });

  const page = leadPage.data;
  const searchInfo = params.smartSearch ? (page?.searchInfo ?? null) : null;
  const unfiltered = !params.smartSearch && Object.values(params.filters).every((v) => !v);
  // Clear All counts every lead: the metrics say so; without them, the last unfiltered total seen.
  const [unfilteredTotal, setUnfilteredTotal] = useState(0);
  useEffect(() => {
    if (unfiltered && page && !leadPage.isPlaceholderData) setUnfilteredTotal(page.total);
  }, [unfiltered, page, leadPage.isPlaceholderData]);
  const leadCount = metrics.data?.totalLeads ?? unfilteredTotal;
  // Export Selected takes the selection in the table's order; Export All the table's search too. The count in its
  // toast is the table's, and only once the table has counted these very parameters.
  const onExportSelected = () => exportLeads.exportSelected(selected, params);
  const onExport = () =>
    selected.length > 0
      ? onExportSelected()
      : exportLeads.exportAll(params, page && !leadPage.isPlaceholderData ? page.total : null);

  const updateParams = (change: Partial<LeadListParams>) => setParams({ ...params, ...change });
  const updatePaging = (change: Partial<TablePaging>) => updateParams(change);

  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <PageHeader
        title="CBCT Intelligence Dashboard"
        description="Find, qualify and prioritise dental practices for CBCT scanner sales."
        actions={
          <DashboardActions
            leadCount={leadCount}
            selectedCount={selected.length}
            onExport={onExport}
            isExporting={exportLeads.isExportingSelected}
            onCleared={() => setSelectedIds(new Set())}
            onView={setViewingId}
          />
        }
      />
      <MetricCards metrics={metrics.data} isError={metrics.isError} />
      <MapLink filters={params.filters} smartSearch={params.smartSearch} />
      <SmartSearchBox
        active={params.smartSearch}
        searchInfo={searchInfo}
        isSearching={leadPage.isFetching && params.smartSearch !== "" && leadPage.isPlaceholderData}
        onSearch={(smartSearch) => updateParams({ smartSearch, filters: NO_FILTERS, page: 1 })}
        onClear={() => updateParams({ smartSearch: "", filters: NO_FILTERS, page: 1 })}
      />
      <ClassicFilterBar
        filters={params.smartSearch ? filtersFromSearchInfo(searchInfo) : params.filters}
        onChange={(filters) =>
          setParams({ ...params, filters, smartSearch: "", page: 1 }, { typing: isTyping(params.filters, filters) })
        }
        onRefresh={() => void leadPage.refetch()}
      />
      {selectedIds.size > 0 && (
        <SelectionBar
          count={selectedIds.size}
          onClear={() => setSelectedIds(new Set())}
          onExport={onExportSelected}
          isExporting={exportLeads.isExportingSelected}
          onPlanRoute={() => planRoute.mutate(selected)}
          isPlanning={planRoute.isPending}
        />
      )}
      <LeadsTable
        leads={page?.leads ?? []}
        total={page?.total ?? 0}
        shownPage={page?.page ?? params.page}
        shownPageSize={page?.pageSize ?? params.pageSize}
        isUpdating={leadPage.isPlaceholderData}
        isLoading={leadPage.isPending}
        error={page ? null : leadPage.error}
        onRetry={() => void leadPage.refetch()}
        paging={params}
        onPagingChange={updatePaging}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onView={setViewingId}
      />
      <ScrapingJobsPanel jobs={jobs.jobs} onView={setViewingId} onRetry={onRetry} />
      <DashboardInsights />
      <LeadDetailsDialog leadId={viewingId} onClose={closeDetails} />
    </Stack>
  );
}
