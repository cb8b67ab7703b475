import { Button, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { FormAlert, ServerErrorAlert } from "../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../components/form/form-stack.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useForm } from "../components/form/use-form.ts";
import { accountFields } from "../features/auth/account-fields.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { newPasswordFormSchema } from "../features/auth/password-schemas.ts";
import { linkToken, useResetPassword } from "../features/auth/use-account.ts";

/** Where the reset link lands: a new password, typed twice. Every session of the account ends with it. */
export function ResetPasswordPage() {
  const [token] = useState(linkToken);
  const form = useForm(newPasswordFormSchema, { password: "", confirm: "" });
  const reset = useResetPassword();
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
        <FormStack onSubmit={form.onSubmit(reset, (input) => reset.mutate({ token, password: input.password }))}>
          {!token && <FormAlert status="error" title="This link is incomplete. Open the link from the e-mail again." />}
          <ServerErrorAlert
            error={reset.error}
            fallback="The password could not be changed. Try again."
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
          <TextField {...accountFields.newPassword} label="New password" {...form.field("password")} />
          <TextField {...accountFields.repeatPassword} label="Repeat new password" {...form.field("confirm")} />
          <SubmitButton pending={reset.isPending} disabled={!token}>
            Set new password
          </SubmitButton>
        </FormStack>
      )}
    </AuthCard>
  );
}
