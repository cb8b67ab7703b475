import { Box, Button, Flex, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useRef, useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { LeadDetailsDialog } from "../features/leads/lead-details/lead-details-dialog.tsx";
import { SelectionBar } from "../features/leads/selection-bar.tsx";
import { SmartSearchBox } from "../features/leads/smart-search-box.tsx";
import { useExportLeads } from "../features/leads/use-export-leads.ts";
import { usePlanRoute } from "../features/leads/use-plan-route.ts";
import { LeadsMapCanvas } from "../features/map/leads-map-canvas.tsx";
import { MapLegend } from "../features/map/map-legend.tsx";
import {
  CBCT_STATUS_OPTIONS,
  LEAD_TYPE_OPTIONS,
  mapLeadSelection,
  type MapSearch,
  type MapView,
  validateMapSearch,
} from "../features/map/map-search.ts";
import { practiceMapQuery } from "../features/map/map-query.ts";
import { STATUS_LABELS } from "../features/map/map-markers.ts";
import { UnplacedList } from "../features/map/unplaced-list.tsx";
import { useTerritories } from "../features/territories/use-territories.ts";
import { fetchPracticeMap, useMapConfig, usePracticeMap } from "../features/map/use-practice-map.ts";

const TYPE_LABELS: Record<(typeof LEAD_TYPE_OPTIONS)[number], string> = {
  premium: "Premium",
  hot: "Hot",
  cold: "Cold",
};

/**
 * /map (issue 22): the Qualified Leads on a map, with the table's smart search and filters, all in the URL. Markers
 * open the Lead Details dialog; a drawn rectangle selects leads for Plan route / Export Selected, as in the table.
 */
export function LeadsMapPage() {
  const search = validateMapSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const config = useMapConfig();
  const [view, setView] = useState<MapView | null>(null);
  const map = usePracticeMap(search, view);
  const [selectedIds, setSelectedIds] = useState<Set<number>>(new Set());
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);
  const exportLeads = useExportLeads();
  const planRoute = usePlanRoute();
  // The map is built once from the URL's view; later URL changes come from the map itself.
  const initial = useRef({ lat: search.lat, lng: search.lng, zoom: search.zoom }).current;
  const selected = [...selectedIds];

  const setSearch = useCallback(
    (change: Partial<MapSearch>) =>
      void navigate({
        to: "/map",
        search: (prev) => ({ ...validateMapSearch(prev as Record<string, unknown>), ...change }),
        replace: true,
      }),
    [navigate],
  );

  const onViewChange = useCallback(
    (next: MapView, center: { lat: number; lng: number }) => {
      setView(next);
      setSearch({ lat: Number(center.lat.toFixed(5)), lng: Number(center.lng.toFixed(5)), zoom: next.zoom });
    },
    [setSearch],
  );

  // A rectangle selects every matching lead inside it (asked at street zoom, so clusters give up their leads).
  const onSelectArea = useCallback(
    async (bbox: [number, number, number, number]) => {
      try {
        const inside = await fetchPracticeMap(practiceMapQuery(search, { bbox, zoom: 18 }));
        const ids = inside.points.map((p) => p.id);
        setSelectedIds((prev) => new Set([...prev, ...ids]));
        setSelecting(false);
        toast({
          title: ids.length === 0 ? "No leads in that area" : `${ids.length.toLocaleString("en-US")} leads selected`,
          description: inside.truncated
            ? `The area holds ${inside.total.toLocaleString("en-US")} leads; the ${ids.length.toLocaleString("en-US")} best-scored were selected. Draw a smaller area for the rest.`
            : undefined,
          type: ids.length === 0 ? "info" : "success",
        });
      } catch {
        toast({ title: "Selection failed", description: "Could not read the leads in that area", type: "error" });
      }
    },
    [search],
  );

  const data = map.data;
  const territories = useTerritories();
  const territory = territories.data?.territories.find((t) => t.id === search.territory) ?? null;

  return (
    <Stack gap="4" h="full">
      <PageHeader
        title="Leads Map"
        description="Where your leads are: who owns a CBCT scanner, how good a lead each practice is."
        actions={
          <Button asChild size="sm" variant="outline">
            {/* The table opens with the map's filters and smart search (the same URL params). */}
            <Link
              to="/dashboard"
              search={{
                smartSearch: search.smartSearch,
                search: search.search,
                cbctStatus: search.cbctStatus,
                leadType: search.leadType,
                city: search.city,
              }}
            >
              Table
            </Link>
          </Button>
        }
      />
      <SmartSearchBox
        active={search.smartSearch}
        searchInfo={search.smartSearch ? (map.data?.searchInfo ?? null) : null}
        isSearching={map.isFetching && search.smartSearch !== "" && map.isPlaceholderData}
        onSearch={(smartSearch) => setSearch({ smartSearch, search: "", cbctStatus: "", leadType: "", city: "" })}
        onClear={() => setSearch({ smartSearch: "" })}
      />
      <HStack gap="3" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="CBCT status"
            value={search.cbctStatus}
            onChange={(e) => setSearch({ cbctStatus: e.currentTarget.value, smartSearch: "" })}
          >
            <option value="">All CBCT statuses</option>
            {CBCT_STATUS_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Lead type"
            value={search.leadType}
            onChange={(e) => setSearch({ leadType: e.currentTarget.value, smartSearch: "" })}
          >
            <option value="">All lead types</option>
            {LEAD_TYPE_OPTIONS.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {(territories.data?.territories.length ?? 0) > 0 && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Territory"
              value={search.territory ? String(search.territory) : ""}
              onChange={(e) =>
                setSearch({ territory: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })
              }
            >
              <option value="">All territories</option>
              {territories.data?.territories.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button
          size="sm"
          variant={selecting ? "solid" : "outline"}
          colorPalette="brand"
          aria-pressed={selecting}
          onClick={() => setSelecting((s) => !s)}
        >
          {selecting ? "Drag a rectangle on the map…" : "Select area"}
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="map-count" aria-live="polite">
          {data
            ? `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "lead" : "leads"} in view` +
              (data.truncated ? ` (best ${data.points.length.toLocaleString("en-US")} shown: zoom in for all)` : "")
            : map.isError
              ? "Could not load the map's leads"
              : "Loading…"}
        </Text>
      </HStack>
      <MapLegend />
      {selectedIds.size > 0 && (
        <SelectionBar
          count={selectedIds.size}
          onClear={() => setSelectedIds(new Set())}
          onExport={() => exportLeads.exportSelected(selected, mapLeadSelection(search))}
          isExporting={exportLeads.isExportingSelected}
          onPlanRoute={() => planRoute.mutate(selected)}
          isPlanning={planRoute.isPending}
        />
      )}
      <Flex gap="4" direction={{ base: "column", lg: "row" }} flex="1" minH="560px">
        <Box flex="1" minH="560px" position="relative" zIndex="0">
          {config.data ? (
            <LeadsMapCanvas
              config={config.data}
              initial={initial}
              data={data}
              selectedIds={selectedIds}
              selecting={selecting}
              onViewChange={onViewChange}
              onOpenLead={setViewingId}
              onSelectArea={(bbox) => void onSelectArea(bbox)}
              area={territory?.area ?? null}
            />
          ) : (
            <Text color="fg.muted">{config.isError ? "Could not load the map settings" : "Loading the map…"}</Text>
          )}
        </Box>
        <Box w={{ base: "full", lg: "300px" }} flexShrink={0} maxH="640px" overflowY="auto">
          <UnplacedList unplaced={data?.unplaced} onOpenLead={setViewingId} />
        </Box>
      </Flex>
      <LeadDetailsDialog leadId={viewingId} onClose={() => setViewingId(null)} />
    </Stack>
  );
}
