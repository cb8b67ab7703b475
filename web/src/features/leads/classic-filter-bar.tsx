import type { SearchInfo } from "@cbct/core/contracts/leads-workspace";
import { Button, HStack, Input, NativeSelect } from "@chakra-ui/react";
import { RefreshIcon } from "../../components/ui/icons.tsx";
import type { LeadFilters } from "./lead-list-query.ts";

type Props = { filters: LeadFilters; onChange: (filters: LeadFilters) => void; onRefresh: () => void };

/** What a smart search was understood as, in the classic bar's terms (the bar holds one status and one type). */
export function filtersFromSearchInfo(info: SearchInfo | null): LeadFilters {
  const f = info?.filters;
  return {
    search: f?.text ?? "",
    cbctStatus: f?.cbctStatus?.[0] ?? "",
    leadType: f?.leadType?.[0] ?? "",
    city: f?.city ?? "",
  };
}

/**
 * Spec 2: the classic filter bar (text search, lead type, CBCT status, refresh, more filters) exists but is hidden.
 * Smart search fills it in with what it understood, so it stays the one place the table's filters are spelled out.
 */
export function ClassicFilterBar({ filters, onChange, onRefresh }: Props) {
  return (
    <HStack hidden display="none" gap="2" data-testid="classic-filter-bar">
      <Input
        aria-label="Search leads"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
      />
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Lead type"
          value={filters.leadType || "all"}
          onChange={(e) => onChange({ ...filters, leadType: e.currentTarget.value })}
        >
          <option value="all">All lead types</option>
          <option value="premium">Premium</option>
          <option value="hot">Hot</option>
          <option value="cold">Cold</option>
        </NativeSelect.Field>
      </NativeSelect.Root>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="CBCT status"
          value={filters.cbctStatus || "all"}
          onChange={(e) => onChange({ ...filters, cbctStatus: e.currentTarget.value })}
        >
          <option value="all">All statuses</option>
          <option value="confirmed">Confirmed</option>
          <option value="likely">Likely</option>
          <option value="uncertain">Uncertain</option>
          <option value="not_detected">Not Detected</option>
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Button variant="outline" onClick={onRefresh}>
        <RefreshIcon />
        Refresh
      </Button>
      <Button variant="ghost">More filters</Button>
    </HStack>
  );
}
