import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { FormAlert } from "../components/form/form-alert.tsx";
import { linkToken, useVerifyEmail } from "../features/auth/use-account.ts";
import { useAuth } from "../features/auth/use-auth.ts";
import { serverErrorText } from "../lib/server-error.ts";

/** Where the confirmation link lands: it confirms at once (the link works once) and says what happened. */
export function VerifyEmailPage() {
  const [token] = useState(linkToken);
  const verify = useVerifyEmail();
  const auth = useAuth();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const signedIn = auth.status === "authenticated";
  const next = signedIn ? (
    <Button asChild colorPalette="brand" size="lg" width="full">
      <Link to="/dashboard">Continue to the dashboard</Link>
    </Button>
  ) : (
    <Button asChild colorPalette="brand" size="lg" width="full">
      <Link to="/auth/login">Sign in</Link>
    </Button>
  );

  return (
    <AuthCard
      title="Confirm E-mail"
      subtitle="Proving the address is yours unlocks your team's data"
      footer="Links in our e-mails work once and expire after 24 hours."
    >
      <Stack gap="5">
        {!token ? (
          <FormAlert status="error" title="This link is incomplete. Open the link from the e-mail again." />
        ) : verify.isSuccess ? (
          <FormAlert
            status="success"
            title="Your e-mail address is confirmed."
            description={verify.data.user?.role === "admin" ? "You are an administrator of this workspace." : undefined}
          />
        ) : verify.isError ? (
          <FormAlert
            status="error"
            title={serverErrorText(verify.error) ?? "The address could not be confirmed. Try again later."}
            description="Sign in and choose “Resend verification e-mail” to get a new link."
          />
        ) : (
          <Stack direction="row" align="center" gap="3">
            <Spinner size="sm" />
            <Text>Confirming your e-mail address…</Text>
          </Stack>
        )}
        {(verify.isSuccess || verify.isError || !token) && next}
      </Stack>
    </AuthCard>
  );
}
