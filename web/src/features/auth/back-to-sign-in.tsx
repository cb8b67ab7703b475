import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";

/** The footer of the account-link screens. */
export function BackToSignIn(props: { lead?: string }) {
  return (
    <>
      {props.lead ?? "Already have an account?"}{" "}
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/auth/login">Back to sign in</Link>
      </ChakraLink>
    </>
  );
}
