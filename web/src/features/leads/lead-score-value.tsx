import { LEAD_SCORE_MAX } from "@cbct/core/domain/scoring/lead-score";
import { Box, HStack, Text } from "@chakra-ui/react";

/** Lead Score cell: the number (0 if missing) over a thin bar of its share of the 150 maximum. */
export function LeadScoreValue(props: { score: number | null | undefined }) {
  const score = props.score ?? 0;
  const share = Math.max(0, Math.min(1, score / LEAD_SCORE_MAX));
  const palette = score >= 100 ? "green" : score >= 70 ? "orange" : score >= 40 ? "yellow" : "gray";
  return (
    <HStack gap="2">
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" minW="7">
        {score}
      </Text>
      <Box
        flex="1"
        h="1.5"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
        w="12"
        display={{ base: "none", "2xl": "block" }}
      >
        <Box h="full" width={`${share * 100}%`} bg={`${palette}.solid`} rounded="full" />
      </Box>
    </HStack>
  );
}
