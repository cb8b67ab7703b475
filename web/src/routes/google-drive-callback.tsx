import { Alert, Box, Card, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { CheckCircleIcon } from "../components/ui/icons.tsx";
import { useDriveCallback } from "../features/integrations/use-drive-callback.ts";

/** Spec 9: back to the sheets page 2 s after success, 3 s after a failure. */
const SUCCESS_DELAY_MS = 2000;
const FAILURE_DELAY_MS = 3000;

/** True in the consent popup the sheets page opened (it refreshes the Drive status when the popup closes). */
const inPopup = () => {
  try {
    return window.opener !== null && window.opener !== window && !window.opener.closed;
  } catch {
    return false;
  }
};

export function GoogleDriveCallbackPage() {
  const state = useDriveCallback(window.location.search);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.phase === "working") return;
    const timer = window.setTimeout(
      () => {
        if (state.phase === "success" && inPopup()) window.close();
        else void navigate({ to: "/google-sheets" });
      },
      state.phase === "success" ? SUCCESS_DELAY_MS : FAILURE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <Center minH="100vh" px="4">
      <Card.Root variant="outline" shadow="sm" maxW="md" w="full">
        <Card.Body>
          <Stack align="center" gap="4" textAlign="center">
            {state.phase === "working" && (
              <>
                <Spinner size="lg" color="brand.solid" />
                <Text fontWeight="medium">Completing authentication...</Text>
              </>
            )}
            {state.phase === "success" && (
              <>
                <Box color="green.solid" fontSize="4xl">
                  <CheckCircleIcon />
                </Box>
                <Text fontWeight="semibold" fontSize="lg">
                  Authentication successful!
                </Text>
                <Text data-testid="callback-message">
                  Google Drive has been connected successfully{state.userEmail ? ` (${state.userEmail})` : ""}.
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  Redirecting you back to Google Sheets...
                </Text>
              </>
            )}
            {state.phase === "failed" && (
              <>
                <Text fontWeight="semibold" fontSize="lg">
                  Authentication failed
                </Text>
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Description data-testid="callback-message">{state.message}</Alert.Description>
                </Alert.Root>
                <Text color="fg.muted" fontSize="sm">
                  You will be redirected back to try again...
                </Text>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
