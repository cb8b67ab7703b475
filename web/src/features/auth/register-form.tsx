import { registerSchema } from "@cbct/core/contracts/auth";
import { FormStack, SubmitButton } from "../../components/form/form-stack.tsx";
import { ServerErrorAlert } from "../../components/form/form-alert.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { accountFields } from "./account-fields.ts";
import { useRegister } from "./use-auth-mutations.ts";

export function RegisterForm() {
  const form = useForm(registerSchema, { name: "", email: "", password: "" });
  const register = useRegister();
  return (
    <FormStack onSubmit={form.onSubmit(register, (input) => register.mutate(input))}>
      <ServerErrorAlert error={register.error} fallback="Registration failed" />
      <TextField {...accountFields.name} {...form.field("name")} />
      <TextField {...accountFields.email} {...form.field("email")} />
      <TextField {...accountFields.newPassword} {...form.field("password")} />
      <SubmitButton pending={register.isPending} pendingLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </FormStack>
  );
}
