import { Center, Spinner } from "@chakra-ui/react";

/** The centred spinner guarded screens show while the session check runs (spec 2). */
export function PageSpinner() {
  return (
    <Center minH="60vh" width="full" data-testid="auth-loading">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
