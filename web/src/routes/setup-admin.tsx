import { registerSchema } from "@cbct/core/contracts/auth";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { AuthTextField } from "../features/auth/auth-text-field.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { FormAlert } from "../features/auth/form-alert.tsx";
import { linkToken, useSetupAdmin, useSetupLinkCheck } from "../features/auth/use-account.ts";
import { useAuthForm } from "../features/auth/use-auth-form.ts";
import { serverErrorText } from "../lib/server-error.ts";

/** Where the launcher's one-time link lands on a new install: it creates the first administrator. */
export function SetupAdminPage() {
  const [token] = useState(linkToken);
  const check = useSetupLinkCheck(token);
  const form = useAuthForm(registerSchema, { name: "", email: "", password: "" });
  const setup = useSetupAdmin();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setup.reset();
    const input = form.validate();
    if (input) setup.mutate({ ...input, token });
  };

  let body;
  if (!token)
    body = <FormAlert status="error" title="This link is incomplete. Copy the whole link from the console." />;
  else if (check.isPending)
    body = (
      <Stack direction="row" align="center" gap="3">
        <Spinner size="sm" />
        <Text>Checking the setup link…</Text>
      </Stack>
    );
  else if (check.isError)
    body = (
      <FormAlert
        status="error"
        title={serverErrorText(check.error) ?? "The setup link could not be checked."}
        description="Restart the app on an empty database to print a new setup link, or sign in."
      />
    );
  else
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {setup.isError && (
            <FormAlert status="error" title={serverErrorText(setup.error) ?? "The account could not be created."} />
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
          <Button type="submit" colorPalette="brand" size="lg" width="full" loading={setup.isPending}>
            Create administrator account
          </Button>
        </Stack>
      </form>
    );

  return (
    <AuthCard
      title="Set Up CBCT Intelligence"
      subtitle="Create the first administrator. This link works once."
      footer={<BackToSignIn />}
    >
      {body}
    </AuthCard>
  );
}
