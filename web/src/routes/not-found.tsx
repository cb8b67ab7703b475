import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  return (
    <Center flex="1" minH="70vh" px="4">
      <Stack align="center" gap="3" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">404 Page Not Found</Text>
        <Button asChild colorPalette="brand" variant="outline" mt="4">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </Stack>
    </Center>
  );
}
