import { Alert, Badge, Button, Card, HStack, Spinner, Stack, Stat, Text } from "@chakra-ui/react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { GlideExportCard } from "../features/integrations/glide-export-card.tsx";
import { GlideFieldMapping } from "../features/integrations/glide-field-mapping.tsx";
import { useGlideStatus, useGlideSync } from "../features/integrations/use-glide.ts";

export function GlideIntegrationPage() {
  const status = useGlideStatus();
  const { sync, isSyncing } = useGlideSync();
  const glide = status.data;

  return (
    <Stack gap="6">
      <PageHeader title="Glide Integration" description="Send your leads to the Glide app your team works from." />

      <Card.Root variant="outline" shadow="xs">
        <Card.Header>
          <Card.Title>Connection Status</Card.Title>
        </Card.Header>
        <Card.Body>
          {!glide ? (
            <Spinner size="sm" />
          ) : (
            <HStack justify="space-between" flexWrap="wrap" gap="4">
              <Stack gap="1">
                <HStack gap="2">
                  <Badge
                    size="lg"
                    colorPalette={glide.connected ? "green" : glide.configured ? "red" : "gray"}
                    data-testid="glide-connection"
                  >
                    {glide.connected ? "Connected" : glide.configured ? "Not Connected" : "Not Configured"}
                  </Badge>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {glide.message}
                </Text>
              </Stack>
              <Stat.Root maxW="48">
                <Stat.Label>Leads in Glide</Stat.Label>
                <Stat.ValueText data-testid="leads-in-glide">{glide.leadsInGlide}</Stat.ValueText>
              </Stat.Root>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      {glide && !glide.configured && (
        <Alert.Root status="warning" data-testid="glide-config-required">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Configuration Required</Alert.Title>
            <Alert.Description>
              Set GLIDE_API_KEY (your Glide API token) and GLIDE_TABLE_ID (the Big Table to sync) on the server, then
              restart it. Exports work without them.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <GlideExportCard />

      {glide?.configured && (
        <Card.Root variant="outline" shadow="xs">
          <Card.Header>
            <Card.Title>Sync to Glide</Card.Title>
            <Card.Description>
              Adds new leads to the Glide table and updates the ones already there (nothing is duplicated).
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <Button
              alignSelf="flex-start"
              colorPalette="brand"
              onClick={sync}
              disabled={!glide.connected || isSyncing}
              loading={isSyncing}
              loadingText="Syncing..."
            >
              Sync All Leads
            </Button>
          </Card.Body>
        </Card.Root>
      )}

      <GlideFieldMapping />
    </Stack>
  );
}
