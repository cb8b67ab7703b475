import { HStack, Text } from "@chakra-ui/react";
import { STATUS_COLORS, STATUS_LABELS } from "./map-markers.ts";

/** What the colours and sizes mean. */
export function MapLegend() {
  return (
    <HStack gap="4" flexWrap="wrap" fontSize="xs" color="fg.muted" data-testid="map-legend">
      {(Object.keys(STATUS_COLORS) as (keyof typeof STATUS_COLORS)[]).map((status) => (
        <HStack key={status} gap="1.5">
          <span
            style={{
              width: 12,
              height: 12,
              borderRadius: "50%",
              background: STATUS_COLORS[status],
              display: "inline-block",
            }}
          />
          <Text>{STATUS_LABELS[status]}</Text>
        </HStack>
      ))}
      <Text>Bigger marker: higher lead score. Numbers: clusters of leads (click to zoom in).</Text>
    </HStack>
  );
}
