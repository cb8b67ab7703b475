import { registerSchema } from "@cbct/core/contracts/auth";
import { Alert, Button, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { serverErrorText } from "../../lib/server-error.ts";
import { AuthTextField } from "./auth-text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useRegister } from "./use-auth-mutations.ts";

export function RegisterForm() {
  const form = useAuthForm(registerSchema, { name: "", email: "", password: "" });
  const register = useRegister();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A new attempt replaces the previous answer; a stale server error must not sit above fresh field errors.
    register.reset();
    const input = form.validate();
    if (input) register.mutate(input);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {register.isError && (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverErrorText(register.error) ?? "Registration failed"}</Alert.Title>
          </Alert.Root>
        )}
        <AuthTextField
          name="name"
          label="Full Name"
          placeholder="Jane Smith"
          autoComplete="name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(v) => form.setField("name", v)}
        />
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
        <AuthTextField
          name="password"
          label="Password"
          type="password"
          placeholder="At least 8 characters"
          autoComplete="new-password"
          value={form.values.password}
          error={form.errors.password}
          onChange={(v) => form.setField("password", v)}
        />
        <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={register.isPending}>
          {register.isPending ? "Creating Account..." : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}
