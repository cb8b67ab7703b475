import { forgotPasswordSchema } from "@cbct/core/contracts/accounts";
import { Button, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { AuthTextField } from "../features/auth/auth-text-field.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { FormAlert } from "../features/auth/form-alert.tsx";
import { useForgotPassword } from "../features/auth/use-account.ts";
import { useAuthForm } from "../features/auth/use-auth-form.ts";
import { serverErrorText } from "../lib/server-error.ts";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const form = useAuthForm(forgotPasswordSchema, { email: "" });
  const forgot = useForgotPassword();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    forgot.reset();
    const input = form.validate();
    if (input) forgot.mutate(input);
  };
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail address and we will send you a link to choose a new password"
      footer={<BackToSignIn lead="Remembered it?" />}
    >
      {forgot.isSuccess ? (
        <FormAlert status="success" title="Check your inbox" description={forgot.data.message} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {forgot.isError && (
              <FormAlert status="error" title={serverErrorText(forgot.error) ?? "The request failed. Try again."} />
            )}
            <AuthTextField
              name="email"
              label="Email"
              type="email"
              placeholder="you@company.com"
              autoComplete="email"
              value={form.values.email}
              error={form.errors.email}
              onChange={(v) => form.setField("email", v)}
            />
            <Button type="submit" colorPalette="brand" size="lg" width="full" loading={forgot.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
