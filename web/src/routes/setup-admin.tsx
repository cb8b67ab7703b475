import { registerSchema } from "@cbct/core/contracts/auth";
import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormAlert, ServerErrorAlert } from "../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../components/form/form-stack.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useForm } from "../components/form/use-form.ts";
import { accountFields } from "../features/auth/account-fields.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { linkToken, useSetupAdmin, useSetupLinkCheck } from "../features/auth/use-account.ts";

/** Where the launcher's one-time link lands on a new install: it creates the first administrator. */
export function SetupAdminPage() {
  const [token] = useState(linkToken);
  const check = useSetupLinkCheck(token);
  const form = useForm(registerSchema, { name: "", email: "", password: "" });
  const setup = useSetupAdmin();

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
      <ServerErrorAlert
        error={check.error}
        fallback="The setup link could not be checked."
        description="Restart the app on an empty database to print a new setup link, or sign in."
      />
    );
  else
    body = (
      <FormStack onSubmit={form.onSubmit(setup, (input) => setup.mutate({ ...input, token }))}>
        <ServerErrorAlert error={setup.error} fallback="The account could not be created." />
        <TextField {...accountFields.name} {...form.field("name")} />
        <TextField {...accountFields.email} {...form.field("email")} />
        <TextField {...accountFields.newPassword} {...form.field("password")} />
        <SubmitButton pending={setup.isPending}>Create administrator account</SubmitButton>
      </FormStack>
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
