import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { Badge, HStack, Text } from "@chakra-ui/react";
import { confidencePercent } from "./lead-cells.ts";

const PALETTE: Record<string, string> = {
  Confirmed: "green",
  Likely: "blue",
  Uncertain: "yellow",
  "Not Detected": "gray",
};

/** CBCT Status cell: the status label with the detection confidence beside it. */
export function CbctStatusBadge(props: { status: string | null; confidence: string | number | null }) {
  const label = cbctStatusLabel(props.status);
  return (
    <HStack gap="2" whiteSpace="nowrap">
      <Badge colorPalette={PALETTE[label] ?? "gray"} variant="subtle">
        {label}
      </Badge>
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {confidencePercent(props.confidence)}
      </Text>
    </HStack>
  );
}
