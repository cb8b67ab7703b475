import { Badge, HStack, Text } from "@chakra-ui/react";
import type { Lead } from "./lead-types.ts";
import { serviceBadges } from "./service-badges.ts";

export function ServiceBadgeList(props: { lead: Lead }) {
  const { visible, moreCount } = serviceBadges(props.lead);
  if (visible.length === 0) {
    return (
      <Text fontSize="xs" color="fg.subtle">
        None listed
      </Text>
    );
  }
  return (
    <HStack gap="1" flexWrap="wrap" maxW="48">
      {visible.map((badge) => (
        <Badge key={badge.label} colorPalette={badge.color} variant="subtle" size="sm">
          {badge.label}
        </Badge>
      ))}
      {moreCount > 0 && (
        <Badge variant="outline" size="sm" colorPalette="gray">
          +{moreCount} more
        </Badge>
      )}
    </HStack>
  );
}
