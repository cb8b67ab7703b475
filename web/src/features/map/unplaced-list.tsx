import type { PracticeMapResponse } from "@cbct/core/contracts/practice-map";
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";

const REASONS = {
  no_address: "Not on the map: no address",
  not_found: "Not on the map: address not found",
  pending: "Not on the map yet: waiting to be placed",
} as const;

/** The side list: the leads of this search the map cannot show, and why (issue 22). */
export function UnplacedList(props: {
  unplaced: PracticeMapResponse["unplaced"] | undefined;
  onOpenLead: (id: number) => void;
}) {
  const u = props.unplaced;
  const total = u ? u.noAddress + u.notFound + u.pending : 0;
  return (
    <Box borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="unplaced-list">
      <Heading as="h2" size="sm" mb="2">
        Not on the map {u ? `(${total.toLocaleString("en-US")})` : ""}
      </Heading>
      {!u || total === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Every lead of this search has a place on the map.
        </Text>
      ) : (
        <Stack gap="1.5" fontSize="sm">
          <Text color="fg.muted">
            {u.noAddress.toLocaleString("en-US")} without an address, {u.notFound.toLocaleString("en-US")} whose address
            was not found, {u.pending.toLocaleString("en-US")} waiting to be placed.
          </Text>
          {u.leads.map((lead) => (
            <Box key={lead.id} data-testid="unplaced-lead">
              <Button
                variant="plain"
                size="sm"
                h="auto"
                p="0"
                fontWeight="semibold"
                onClick={() => props.onOpenLead(lead.id)}
              >
                {lead.practiceName}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {[lead.city, lead.state].filter(Boolean).join(", ")} {lead.city || lead.state ? "· " : ""}
                {REASONS[lead.reason]}
              </Text>
            </Box>
          ))}
          {u.leads.length < total && (
            <Text fontSize="xs" color="fg.muted">
              and {(total - u.leads.length).toLocaleString("en-US")} more.
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
