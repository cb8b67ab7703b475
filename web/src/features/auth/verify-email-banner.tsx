import type { PublicUser } from "@cbct/core/contracts/auth";
import { Alert, Button } from "@chakra-ui/react";
import { serverErrorText } from "../../lib/server-error.ts";
import { useResendVerification } from "./use-account.ts";

/**
 * Above every signed-in screen until the address is confirmed: what is waiting for it, and a way to get the link
 * again. (With a domain rule the team's data stays closed until then; the API answers 403 and says why.)
 */
export function VerifyEmailBanner(props: { user: PublicUser }) {
  const resend = useResendVerification();
  if (props.user.emailVerified) return null;
  return (
    // On a phone the button goes under the text (wrap) instead of pushing past the screen's edge.
    <Alert.Root
      status="warning"
      variant="subtle"
      mb="6"
      data-testid="verify-email-banner"
      alignItems="center"
      flexWrap={{ base: "wrap", sm: "nowrap" }}
    >
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Alert.Title>Confirm your e-mail address</Alert.Title>
        <Alert.Description>
          {resend.isSuccess
            ? resend.data.message
            : resend.isError
              ? (serverErrorText(resend.error) ?? "The e-mail could not be sent. Try again later.")
              : `We sent a link to ${props.user.email}. Open it to prove the address is yours: until then you have no administrator rights, and where sign-up is limited to company domains, no access to the team's leads.`}
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        flexShrink={0}
        ms={{ base: "7", sm: "0" }}
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend verification e-mail
      </Button>
    </Alert.Root>
  );
}
