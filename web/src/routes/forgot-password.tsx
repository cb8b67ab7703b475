import { forgotPasswordSchema } from "@cbct/core/contracts/accounts";
import { FormAlert, ServerErrorAlert } from "../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../components/form/form-stack.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useForm } from "../components/form/use-form.ts";
import { accountFields } from "../features/auth/account-fields.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { useForgotPassword } from "../features/auth/use-account.ts";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const form = useForm(forgotPasswordSchema, { email: "" });
  const forgot = useForgotPassword();
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail address and we will send you a link to choose a new password"
      footer={<BackToSignIn lead="Remembered it?" />}
    >
      {forgot.isSuccess ? (
        <FormAlert status="success" title="Check your inbox" description={forgot.data.message} />
      ) : (
        <FormStack onSubmit={form.onSubmit(forgot, (input) => forgot.mutate(input))}>
          <ServerErrorAlert error={forgot.error} fallback="The request failed. Try again." />
          <TextField {...accountFields.email} {...form.field("email")} />
          <SubmitButton pending={forgot.isPending}>Send reset link</SubmitButton>
        </FormStack>
      )}
    </AuthCard>
  );
}
