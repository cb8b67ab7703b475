import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";

/** The footer of the account-link screens. */
export function BackToSignIn() {
  return (
    <>
      Remembered it?{" "}
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/auth/login">Back to sign in</Link>
      </ChakraLink>
    </>
  );
}
