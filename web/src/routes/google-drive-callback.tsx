import { Center, Spinner, Stack, Text } from "@chakra-ui/react";

export function GoogleDriveCallbackPage() {
  return (
    <Center minH="100vh">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text fontWeight="medium">Completing authentication...</Text>
      </Stack>
    </Center>
  );
}
