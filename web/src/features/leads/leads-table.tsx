import type { PracticeSortColumn, SortOrder } from "@cbct/core/contracts/leads-workspace";
import { Alert, Box, Button, Card, Checkbox, Heading, HStack, Skeleton, Table, Text } from "@chakra-ui/react";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, RefreshIcon } from "../../components/ui/icons.tsx";
import { LeadRow } from "./lead-row.tsx";
import type { Lead } from "./lead-types.ts";
import { LeadsPagination } from "./leads-pagination.tsx";
import { type PageSize, pageCount, pageRange } from "./pagination.ts";

export type TablePaging = { page: number; pageSize: PageSize; sort: PracticeSortColumn; order: SortOrder };

type Props = {
  leads: Lead[];
  /** Matching leads on the server (X-Total-Count), not just this page. */
  total: number;
  /** The page the shown rows are (while the next one loads, the previous rows and their range stay). */
  shownPage: number;
  shownPageSize: number;
  /** A newer page, sort or search is on its way. */
  isUpdating: boolean;
  /** Nothing to show yet: the first load. */
  isLoading: boolean;
  /** The load failed and there is nothing to show. */
  error: Error | null;
  onRetry: () => void;
  paging: TablePaging;
  onPagingChange: (paging: Partial<TablePaging>) => void;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onView: (id: number) => void;
};

const COLUMNS: { label: string; sort?: PracticeSortColumn }[] = [
  { label: "Practice", sort: "practiceName" },
  { label: "CBCT Status", sort: "cbctStatus" },
  { label: "Lead Score", sort: "leadScore" },
  { label: "Services" },
  { label: "Location", sort: "location" },
  { label: "Last Updated", sort: "lastUpdated" },
];
/** Numbers and dates read best-first; names and places A to Z. */
const FIRST_ORDER: Record<PracticeSortColumn, SortOrder> = {
  leadScore: "desc",
  lastUpdated: "desc",
  practiceName: "asc",
  cbctStatus: "asc",
  location: "asc",
  added: "desc",
};
/** Stable keys for the 5 loading placeholder rows (spec 2). */
const SKELETON_KEYS = ["s1", "s2", "s3", "s4", "s5"] as const;

/**
 * Spec 2 Qualified Leads, paged, sorted and counted by the server: the range indicator shows the true total,
 * select-all covers the page, and the selection (held by the caller) survives paging.
 */
export function LeadsTable(props: Props) {
  const { leads, total, isLoading, error, paging, selectedIds, onSelectionChange, onView } = props;
  const totalPages = pageCount(total, paging.pageSize);
  const range = pageRange(props.shownPage, props.shownPageSize, total);
  const allOnPageSelected = leads.length > 0 && leads.every((lead) => selectedIds.has(lead.id));
  const someOnPageSelected = !allOnPageSelected && leads.some((lead) => selectedIds.has(lead.id));
  const failed = error !== null && !isLoading;
  const now = new Date();

  const toggleOne = (id: number) => {
    const next = new Set(selectedIds);
    if (!next.delete(id)) next.add(id);
    onSelectionChange(next);
  };
  const togglePage = () => {
    const next = new Set(selectedIds);
    for (const lead of leads) {
      if (allOnPageSelected) next.delete(lead.id);
      else next.add(lead.id);
    }
    onSelectionChange(next);
  };
  const sortBy = (column: PracticeSortColumn) => {
    const order = paging.sort === column ? (paging.order === "asc" ? "desc" : "asc") : FIRST_ORDER[column];
    props.onPagingChange({ sort: column, order, page: 1 });
  };

  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      shadow="xs"
      data-testid="leads-table"
      aria-busy={isLoading || props.isUpdating}
    >
      <HStack justify="space-between" px="5" py="4" borderBottomWidth="1px" borderColor="border.muted" gap="4">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="md">
            Qualified Leads
          </Heading>
          {/* Not a column: the order leads were added in, so the one just scraped is on page 1. */}
          <Button
            size="xs"
            variant={paging.sort === "added" ? "solid" : "outline"}
            colorPalette={paging.sort === "added" ? "brand" : "gray"}
            aria-pressed={paging.sort === "added"}
            onClick={() =>
              paging.sort === "added"
                ? props.onPagingChange({ sort: "leadScore", order: "desc", page: 1 })
                : props.onPagingChange({ sort: "added", order: "desc", page: 1 })
            }
          >
            Newest added first
          </Button>
        </HStack>
        {isLoading ? (
          <Skeleton height="4" width="36" data-testid="leads-range-loading" />
        ) : failed ? null : (
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="leads-range">
            Showing {range.first.toLocaleString("en-US")}-{range.last.toLocaleString("en-US")} of{" "}
            {total.toLocaleString("en-US")}
          </Text>
        )}
      </HStack>
      {failed ? (
        <LoadError error={error} onRetry={props.onRetry} />
      ) : (
        <Box
          overflowX="auto"
          opacity={props.isUpdating ? 0.6 : 1}
          transition="opacity 0.15s"
          transitionDelay={props.isUpdating ? "0.15s" : "0s"}
        >
          <Table.Root size="sm" variant="line" stickyHeader>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader width="10" py="3">
                  <Checkbox.Root
                    size="sm"
                    colorPalette="brand"
                    checked={allOnPageSelected ? true : someOnPageSelected ? "indeterminate" : false}
                    disabled={leads.length === 0}
                    onCheckedChange={togglePage}
                  >
                    <Checkbox.HiddenInput aria-label="Select all leads on this page" />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader
                    key={column.label}
                    {...headerStyle}
                    aria-sort={
                      column.sort && paging.sort === column.sort
                        ? paging.order === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                  >
                    {column.sort ? (
                      <SortButton
                        label={column.label}
                        active={paging.sort === column.sort}
                        order={paging.order}
                        onClick={() => column.sort && sortBy(column.sort)}
                      />
                    ) : (
                      column.label
                    )}
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
                : leads.map((lead) => (
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
                    <Text fontWeight="medium">{total === 0 ? "No leads yet" : "No leads on this page"}</Text>
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      Start scraping a practice website to add your first qualified lead.
                    </Text>
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {!failed && (
        <LeadsPagination
          page={paging.page}
          totalPages={totalPages}
          pageSize={paging.pageSize}
          disabled={isLoading}
          onPageChange={(page) => props.onPagingChange({ page })}
          onPageSizeChange={(pageSize) => props.onPagingChange({ pageSize, page: 1 })}
        />
      )}
    </Card.Root>
  );
}

function SortButton(props: { label: string; active: boolean; order: SortOrder; onClick: () => void }) {
  const Icon = !props.active ? ArrowUpDownIcon : props.order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button
      variant="plain"
      size="xs"
      px="0"
      height="auto"
      minW="0"
      gap="1"
      fontSize="inherit"
      fontWeight="inherit"
      letterSpacing="inherit"
      textTransform="inherit"
      color={props.active ? "fg" : "inherit"}
      _hover={{ color: "fg" }}
      onClick={props.onClick}
    >
      {props.label}
      <Box as="span" opacity={props.active ? 1 : 0.45} fontSize="sm">
        <Icon />
      </Box>
    </Button>
  );
}

function LoadError(props: { error: Error; onRetry: () => void }) {
  return (
    <Box p="5" data-testid="leads-error">
      <Alert.Root status="error" variant="subtle" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Leads could not be loaded</Alert.Title>
          <Alert.Description>{props.error.message || "The server did not answer."}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" bg="bg" onClick={props.onRetry}>
          <RefreshIcon />
          Retry
        </Button>
      </Alert.Root>
    </Box>
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
