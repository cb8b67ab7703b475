import { Button, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { AuthTextField } from "../features/auth/auth-text-field.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { FormAlert } from "../features/auth/form-alert.tsx";
import { newPasswordFormSchema } from "../features/auth/password-schemas.ts";
import { linkToken, useResetPassword } from "../features/auth/use-account.ts";
import { useAuthForm } from "../features/auth/use-auth-form.ts";
import { serverErrorText } from "../lib/server-error.ts";

/** Where the reset link lands: a new password, typed twice. Every session of the account ends with it. */
export function ResetPasswordPage() {
  const [token] = useState(linkToken);
  const form = useAuthForm(newPasswordFormSchema, { password: "", confirm: "" });
  const reset = useResetPassword();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.reset();
    const input = form.validate();
    if (input) reset.mutate({ token, password: input.password });
  };
  return (
    <AuthCard
      title="Choose a New Password"
      subtitle="The link works once and expires after 1 hour"
      footer={<BackToSignIn lead="Remembered it?" />}
    >
      {reset.isSuccess ? (
        <Stack gap="5">
          <FormAlert status="success" title={reset.data.message} />
          <Button asChild colorPalette="brand" size="lg" width="full">
            <Link to="/auth/login">Sign in</Link>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {!token && (
              <FormAlert status="error" title="This link is incomplete. Open the link from the e-mail again." />
            )}
            {reset.isError && (
              <FormAlert
                status="error"
                title={serverErrorText(reset.error) ?? "The password could not be changed. Try again."}
                description={
                  <>
                    You can{" "}
                    <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                      <Link to="/auth/forgot-password">ask for a new link</Link>
                    </ChakraLink>
                    .
                  </>
                }
              />
            )}
            <AuthTextField
              name="password"
              label="New password"
              type="password"
              placeholder="At least 8 characters"
              autoComplete="new-password"
              value={form.values.password}
              error={form.errors.password}
              onChange={(v) => form.setField("password", v)}
            />
            <AuthTextField
              name="confirm"
              label="Repeat new password"
              type="password"
              autoComplete="new-password"
              value={form.values.confirm}
              error={form.errors.confirm}
              onChange={(v) => form.setField("confirm", v)}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              width="full"
              loading={reset.isPending}
              disabled={!token}
            >
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
