import { Box, Card, Checkbox, Heading, HStack, Skeleton, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LeadRow } from "./lead-row.tsx";
import type { Lead } from "./lead-types.ts";
import { LeadsPagination } from "./leads-pagination.tsx";
import { DEFAULT_PAGE_SIZE, type PageSize, pageCount, pageRange, pageSlice } from "./pagination.ts";

type Props = {
  leads: Lead[];
  isLoading: boolean;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onView: (id: number) => void;
};

const COLUMNS = ["Practice", "CBCT Status", "Lead Score", "Services", "Location", "Last Updated"] as const;
/** Stable keys for the 5 loading placeholder rows (spec 2). */
const SKELETON_KEYS = ["s1", "s2", "s3", "s4", "s5"] as const;

/** Spec 2 Qualified Leads: local paging over the loaded list, page-wide select-all, highlighted selection. */
export function LeadsTable({ leads, isLoading, selectedIds, onSelectionChange, onView }: Props) {
  const [requestedPage, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const totalPages = pageCount(leads.length, pageSize);
  // A shrinking list (cleared, filtered) must not strand the user on a page that no longer exists.
  const page = Math.min(requestedPage, totalPages);
  const rows = pageSlice(leads, page, pageSize);
  const range = pageRange(page, pageSize, leads.length);
  const allOnPageSelected = rows.length > 0 && rows.every((lead) => selectedIds.has(lead.id));
  const now = new Date();

  const toggleOne = (id: number) => {
    const next = new Set(selectedIds);
    if (!next.delete(id)) next.add(id);
    onSelectionChange(next);
  };
  const togglePage = () => {
    const next = new Set(selectedIds);
    for (const lead of rows) {
      if (allOnPageSelected) next.delete(lead.id);
      else next.add(lead.id);
    }
    onSelectionChange(next);
  };

  return (
    <Card.Root variant="outline" overflow="hidden" shadow="xs" data-testid="leads-table">
      <HStack justify="space-between" px="5" py="4" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h2" size="md">
          Qualified Leads
        </Heading>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="leads-range">
          Showing {range.first}-{range.last} of {leads.length}
        </Text>
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="line" stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="10" py="3">
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  checked={allOnPageSelected}
                  disabled={rows.length === 0}
                  onCheckedChange={togglePage}
                >
                  <Checkbox.HiddenInput aria-label="Select all leads on this page" />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} {...headerStyle}>
                  {column}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader {...headerStyle} textAlign="end">
                Actions
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {isLoading
              ? SKELETON_KEYS.map((key) => <SkeletonRow key={key} />)
              : rows.map((lead) => (
                  <LeadRow
                    key={lead.id}
                    lead={lead}
                    now={now}
                    selected={selectedIds.has(lead.id)}
                    onToggle={toggleOne}
                    onView={onView}
                  />
                ))}
            {!isLoading && leads.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length + 2} py="14" textAlign="center">
                  <Text fontWeight="medium">No leads yet</Text>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    Start scraping a practice website to add your first qualified lead.
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <LeadsPagination
        page={page}
        totalPages={totalPages}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Card.Root>
  );
}

const headerStyle = {
  py: "3",
  fontSize: "xs",
  fontWeight: "semibold",
  color: "fg.muted",
  textTransform: "uppercase",
  letterSpacing: "wider",
  whiteSpace: "nowrap",
} as const;

function SkeletonRow() {
  return (
    <Table.Row data-testid="skeleton-row">
      <Table.Cell>
        <Skeleton boxSize="4" rounded="sm" />
      </Table.Cell>
      <Table.Cell>
        <Skeleton height="4" width="40" mb="1.5" />
        <Skeleton height="3" width="24" />
      </Table.Cell>
      {["24", "20", "32", "24", "16", "8"].map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells never reorder
        <Table.Cell key={i}>
          <Skeleton height="4" width={width} />
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
