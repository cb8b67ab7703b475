import { loginSchema } from "@cbct/core/contracts/auth";
import { FormStack, SubmitButton } from "../../components/form/form-stack.tsx";
import { ServerErrorAlert } from "../../components/form/form-alert.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { accountFields } from "./account-fields.ts";
import { useLogin } from "./use-auth-mutations.ts";

export function LoginForm() {
  const form = useForm(loginSchema, { email: "", password: "" });
  const login = useLogin();
  return (
    <FormStack onSubmit={form.onSubmit(login, (input) => login.mutate(input))}>
      <ServerErrorAlert error={login.error} fallback="Login failed" />
      <TextField {...accountFields.email} {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        placeholder="Enter your password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <SubmitButton pending={login.isPending} pendingLabel="Signing In...">
        Sign In
      </SubmitButton>
    </FormStack>
  );
}
