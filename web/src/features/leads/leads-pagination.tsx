import { Button, ButtonGroup, HStack, IconButton, NativeSelect, Text } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { PAGE_SIZES, type PageSize, pageButtons } from "./pagination.ts";

type Props = {
  page: number;
  totalPages: number;
  pageSize: PageSize;
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
};

export function LeadsPagination(props: Props) {
  const { page, totalPages } = props;
  return (
    <HStack
      justify="space-between"
      px="5"
      py="3"
      borderTopWidth="1px"
      borderColor="border.muted"
      flexWrap="wrap"
      gap="3"
    >
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          Rows per page
        </Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            aria-label="Rows per page"
            value={props.pageSize}
            onChange={(e) => props.onPageSizeChange(Number(e.currentTarget.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <ButtonGroup size="sm" variant="ghost" attached={false} gap="1" flexWrap="wrap" as="nav" aria-label="Pagination">
        <IconButton
          aria-label="Previous page"
          disabled={props.disabled || page <= 1}
          onClick={() => props.onPageChange(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        {pageButtons(totalPages, page).map((item) =>
          typeof item === "string" ? (
            <Text key={item} px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={item}
              minW="8"
              variant={item === page ? "solid" : "ghost"}
              colorPalette={item === page ? "brand" : "gray"}
              fontVariantNumeric="tabular-nums"
              aria-label={`Page ${item}`}
              aria-current={item === page ? "page" : undefined}
              onClick={() => props.onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <IconButton
          aria-label="Next page"
          disabled={props.disabled || page >= totalPages}
          onClick={() => props.onPageChange(page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </ButtonGroup>
    </HStack>
  );
}
