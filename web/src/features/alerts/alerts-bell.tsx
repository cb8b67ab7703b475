import { ALERT_KIND_LABELS, type AlertView } from "@cbct/core/contracts/territories";
import { Badge, Box, Button, HStack, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { RadarIcon } from "../../components/ui/icons.tsx";
import { useAlerts, useMarkAlertsRead, useMarkAlertsUnread } from "./use-alerts.ts";

function when(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/**
 * The bell in the top bar (issue 22): the newest territory alerts with an unread count. Clicking an alert marks it
 * read and opens its lead (the dashboard's Lead Details dialog, by the same link the digest e-mail carries).
 */
export function AlertsBell() {
  const alerts = useAlerts();
  const markRead = useMarkAlertsRead();
  const markUnread = useMarkAlertsUnread();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = alerts.data?.unread ?? 0;
  const list = alerts.data?.alerts ?? [];

  const openLead = (alert: AlertView) => {
    if (!alert.read) markRead.mutate([alert.id]);
    setOpen(false);
    void navigate({ to: "/dashboard", search: { lead: alert.practiceId } });
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={unread > 0 ? `Alerts: ${unread} unread` : "Alerts"}
          data-testid="alerts-bell"
          title="Territory alerts"
          position="relative"
        >
          <RadarIcon />
          {unread > 0 && (
            <Badge
              data-testid="alerts-unread"
              colorPalette="red"
              variant="solid"
              position="absolute"
              top="-1"
              right="-1"
              rounded="full"
              fontSize="2xs"
              minW="5"
              justifyContent="center"
            >
              {unread > 99 ? "99+" : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: "xs", md: "md" }} data-testid="alerts-panel">
            <Popover.Header>
              <HStack justify="space-between">
                <Text fontWeight="semibold">Alerts</Text>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={unread === 0 || markRead.isPending}
                  onClick={() => markRead.mutate("all")}
                >
                  Mark all read
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="420px" overflowY="auto" px="2" py="2">
              {list.length === 0 ? (
                <Stack gap="2" px="2" py="3">
                  <Text fontSize="sm" color="fg.muted">
                    {alerts.isError ? "Could not load your alerts" : "No alerts yet."}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Save a territory to hear when a practice in it changes.{" "}
                    <Link to="/territories" onClick={() => setOpen(false)} style={{ textDecoration: "underline" }}>
                      Territories
                    </Link>
                  </Text>
                </Stack>
              ) : (
                <Stack gap="1" as="ul" listStyleType="none">
                  {list.map((alert) => (
                    <Box as="li" key={alert.id} data-testid="alert-item" data-read={alert.read ? "true" : "false"}>
                      <HStack
                        align="start"
                        gap="2"
                        px="2"
                        py="2"
                        rounded="md"
                        bg={alert.read ? undefined : "brand.subtle"}
                        _hover={{ bg: "bg.muted" }}
                      >
                        <Box
                          mt="1.5"
                          boxSize="2"
                          rounded="full"
                          flexShrink={0}
                          bg={alert.read ? "transparent" : "red.500"}
                          aria-hidden
                        />
                        <Box flex="1" minW="0">
                          <Box
                            as="button"
                            textAlign="left"
                            cursor="pointer"
                            onClick={() => openLead(alert)}
                            fontSize="sm"
                            fontWeight={alert.read ? "normal" : "semibold"}
                          >
                            {alert.message}
                          </Box>
                          <Text fontSize="xs" color="fg.muted">
                            {ALERT_KIND_LABELS[alert.kind]} · {alert.territoryName} · {when(alert.occurredAt)}
                          </Text>
                        </Box>
                        <Button
                          size="2xs"
                          variant="ghost"
                          aria-label={alert.read ? "Mark unread" : "Mark read"}
                          onClick={() => (alert.read ? markUnread.mutate([alert.id]) : markRead.mutate([alert.id]))}
                        >
                          {alert.read ? "Unread" : "Read"}
                        </Button>
                      </HStack>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer>
              <Button asChild size="xs" variant="outline" onClick={() => setOpen(false)}>
                <Link to="/territories">Manage territories</Link>
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
