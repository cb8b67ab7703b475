import type { DriveUploadResponse } from "@cbct/core/contracts/google-drive";
import { Alert, Badge, Button, Card, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CheckCircleIcon } from "../../components/ui/icons.tsx";
import { SHEETS_CBCT_OPTIONS, SHEETS_LEAD_TYPE_OPTIONS, type SheetFilters } from "./sheet-filters.ts";
import { useConnectDrive, useDisconnectDrive, useDriveStatus, useUploadToDrive } from "./use-google-drive.ts";

const labelOf = <V,>(options: { value: V; label: string }[], value: V) => options.find((o) => o.value === value)?.label;

/** Drive Upload tab: connect the user's own Google Drive, upload the organised sheets, disconnect. */
export function DriveUploadPanel({ filters }: { filters: SheetFilters }) {
  const status = useDriveStatus();
  const connect = useConnectDrive();
  const disconnect = useDisconnectDrive();
  const [uploaded, setUploaded] = useState<DriveUploadResponse | null>(null);
  const upload = useUploadToDrive(setUploaded);
  const drive = status.data;
  const notConfigured = drive?.error === "Google Drive is not configured on this server";

  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Upload to Google Drive</Card.Title>
        <Card.Description>
          The five organised sheets go into a new dated folder in your own Google Drive, as Google Sheets.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {status.isPending ? (
            <Spinner size="sm" />
          ) : notConfigured ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Configuration Required</Alert.Title>
                <Alert.Description>
                  Google Drive is not configured on this server. An administrator sets GOOGLE_CLIENT_ID,
                  GOOGLE_CLIENT_SECRET and DRIVE_TOKEN_KEY (see the README).
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : drive?.authenticated ? (
            <Stack gap="4">
              <HStack gap="3" flexWrap="wrap">
                <Badge colorPalette="green" size="lg">
                  Connected
                </Badge>
                <Text data-testid="drive-account">Connected as {drive.userEmail ?? "your Google account"}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Leads: {labelOf(SHEETS_CBCT_OPTIONS, filters.cbctStatus)},{" "}
                {labelOf(SHEETS_LEAD_TYPE_OPTIONS, filters.leadType)} (the filters of the Sheets Export tab).
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <Button
                  colorPalette="brand"
                  onClick={() => upload.mutate(filters)}
                  loading={upload.isPending}
                  loadingText="Uploading..."
                >
                  Upload to Google Drive
                </Button>
                <Button variant="outline" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
                  Disconnect
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Stack gap="4" align="flex-start">
              {drive?.error && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Description>{drive.error}</Alert.Description>
                </Alert.Root>
              )}
              <Text color="fg.muted">Connect your Google account to upload sheets to your own Drive.</Text>
              <Button colorPalette="brand" onClick={() => connect.mutate()} loading={connect.isPending}>
                {drive?.error ? "Reconnect Google Drive" : "Connect Google Drive"}
              </Button>
            </Stack>
          )}
          {uploaded && (
            <Alert.Root status="success" data-testid="drive-upload-result">
              <Alert.Indicator>
                <CheckCircleIcon />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>
                  {uploaded.filesUploaded} files uploaded to {uploaded.folderName}
                </Alert.Title>
                <Alert.Description>
                  <Link href={uploaded.folderLink} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                    Open the folder in Google Drive
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
