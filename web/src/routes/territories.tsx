import type { TerritoryView } from "@cbct/core/contracts/territories";
import { Alert, Badge, Box, Button, Card, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { ringBounds } from "@cbct/core/domain/territory/area";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { TerritoryDialog } from "../features/territories/territory-dialog.tsx";
import { eventsText, whereText } from "../features/territories/territory-form.ts";
import { validateMapSearch } from "../features/map/map-search.ts";
import { useDeleteTerritory, useDigestSetting, useTerritories } from "../features/territories/use-territories.ts";

/**
 * The map opens on the drawn area when the territory is only that area; with states or zip prefixes too (which can lie
 * anywhere) at the whole country, where the clusters show only the territory's leads.
 */
function viewOf(t: TerritoryView): { lat?: number; lng?: number; zoom?: number } {
  if (!t.area || t.states.length > 0 || t.zipPrefixes.length > 0) return {};
  const [w, s, e, n] = ringBounds(t.area);
  const span = Math.max(e - w, n - s, 0.01);
  return { lat: (s + n) / 2, lng: (w + e) / 2, zoom: Math.max(3, Math.min(14, Math.round(Math.log2(360 / span)))) };
}

/** The notice shown when no digest can go out (the words the e2e test and the docs use). */
export const MAIL_NOT_SET_UP = "Daily e-mail digest needs mail to be set up by an admin (SMTP_URL and APP_URL).";

/**
 * /territories (issue 22): a rep's territories (states, zip prefixes, a drawn area) and the events each listens
 * for; alerts land in the bell and, once a day, in an e-mail digest.
 */
export function TerritoriesPage() {
  const territories = useTerritories();
  const remove = useDeleteTerritory();
  const digest = useDigestSetting();
  const [editing, setEditing] = useState<TerritoryView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const data = territories.data;

  const open = (t: TerritoryView | null) => {
    setEditing(t);
    setDialogOpen(true);
  };

  return (
    <Stack gap="5">
      <PageHeader
        title="Territories"
        description="Where you sell, and what you want to hear about there. Alerts appear under the bell."
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => open(null)}>
            New territory
          </Button>
        }
      />
      {data && (
        <Card.Root size="sm">
          <Card.Body>
            <Stack gap="2">
              <Switch.Root
                checked={data.digest.enabled}
                disabled={digest.isPending}
                onCheckedChange={(e) => digest.mutate(e.checked)}
                colorPalette="brand"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Daily e-mail digest of my unread alerts</Switch.Label>
              </Switch.Root>
              {!data.digest.mailConfigured && (
                <Alert.Root status="info" size="sm" data-testid="digest-unavailable">
                  <Alert.Indicator />
                  <Alert.Title>{MAIL_NOT_SET_UP}</Alert.Title>
                </Alert.Root>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {territories.isPending && <Text color="fg.muted">Loading…</Text>}
      {territories.isError && <Text color="fg.error">Could not load your territories</Text>}
      {data && data.territories.length === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" textAlign="center">
          <Text fontWeight="medium">No territories yet</Text>
          <Text color="fg.muted" fontSize="sm">
            Create one to be told when a practice in it gets a scanner, replaces one, opens, or becomes a better lead.
          </Text>
        </Box>
      )}
      <Stack gap="3">
        {data?.territories.map((t) => (
          <Card.Root key={t.id} size="sm" data-testid="territory-card">
            <Card.Body>
              <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{t.name}</Text>
                  <Text fontSize="sm">{whereText(t)}</Text>
                  <HStack gap="1" flexWrap="wrap">
                    {eventsText(t.events)
                      .split(", ")
                      .map((e) => (
                        <Badge key={e} size="sm" variant="subtle" colorPalette="brand">
                          {e}
                        </Badge>
                      ))}
                  </HStack>
                </Stack>
                <HStack gap="2">
                  <Button asChild size="xs" variant="outline">
                    <Link to="/map" search={{ ...validateMapSearch({}), ...viewOf(t), territory: t.id }}>
                      Show on map
                    </Link>
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => open(t)}>
                    Edit
                  </Button>
                  {confirming === t.id ? (
                    <>
                      <Button
                        size="xs"
                        colorPalette="red"
                        loading={remove.isPending}
                        onClick={() =>
                          remove.mutate(t.id, {
                            onSuccess: () => toast({ title: `Territory "${t.name}" deleted`, type: "success" }),
                            onSettled: () => setConfirming(null),
                          })
                        }
                      >
                        Delete with its alerts
                      </Button>
                      <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                        Keep
                      </Button>
                    </>
                  ) : (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(t.id)}>
                      Delete
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <TerritoryDialog open={dialogOpen} territory={editing} onClose={() => setDialogOpen(false)} />
    </Stack>
  );
}
