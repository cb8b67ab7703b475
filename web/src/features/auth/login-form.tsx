import { loginSchema } from "@cbct/core/contracts/auth";
import { Alert, Button, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { serverErrorText } from "../../lib/server-error.ts";
import { AuthTextField } from "./auth-text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useLogin } from "./use-auth-mutations.ts";

export function LoginForm() {
  const form = useAuthForm(loginSchema, { email: "", password: "" });
  const login = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A new attempt replaces the previous answer; a stale server error must not sit above fresh field errors.
    login.reset();
    const input = form.validate();
    if (input) login.mutate(input);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {login.isError && (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverErrorText(login.error) ?? "Login failed"}</Alert.Title>
          </Alert.Root>
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
        <AuthTextField
          name="password"
          label="Password"
          type="password"
          placeholder="Enter your password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.errors.password}
          onChange={(v) => form.setField("password", v)}
        />
        <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={login.isPending}>
          {login.isPending ? "Signing In..." : "Sign In"}
        </Button>
      </Stack>
    </form>
  );
}
