import { registerSchema } from "@cbct/core/contracts/auth";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { z } from "zod";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { AuthTextField } from "../features/auth/auth-text-field.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { FormAlert } from "../features/auth/form-alert.tsx";
import { PASSWORDS_DIFFER } from "../features/auth/password-schemas.ts";
import { linkToken, useAcceptInvite, useInviteInfo } from "../features/auth/use-account.ts";
import { useAuthForm } from "../features/auth/use-auth-form.ts";
import { serverErrorText } from "../lib/server-error.ts";

const acceptFormSchema = z
  .object({ name: registerSchema.shape.name, password: registerSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: PASSWORDS_DIFFER });

/** Where an invitation lands: the invited address is shown, the person gives their name and a password. */
export function AcceptInvitePage() {
  const [token] = useState(linkToken);
  const invite = useInviteInfo(token);
  const form = useAuthForm(acceptFormSchema, { name: "", password: "", confirm: "" });
  const accept = useAcceptInvite();
  const invitedName = invite.data?.name;
  const { setField } = form;
  useEffect(() => {
    if (invitedName) setField("name", invitedName);
    // Only once, when the invite has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitedName]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    accept.reset();
    const input = form.validate();
    if (input) accept.mutate({ token, name: input.name, password: input.password });
  };

  let body;
  if (!token) body = <FormAlert status="error" title="This link is incomplete. Open the link from the e-mail again." />;
  else if (invite.isPending)
    body = (
      <Stack direction="row" align="center" gap="3">
        <Spinner size="sm" />
        <Text>Checking your invitation…</Text>
      </Stack>
    );
  else if (invite.isError)
    body = (
      <FormAlert
        status="error"
        title={serverErrorText(invite.error) ?? "The invitation could not be read. Try again later."}
        description="Ask your administrator to send a new invitation."
      />
    );
  else
    body = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <Text>
            You were invited as <strong>{invite.data.email}</strong>
            {invite.data.role === "admin" ? " (administrator)" : ""}. Choose your name and password to finish.
          </Text>
          {accept.isError && (
            <FormAlert status="error" title={serverErrorText(accept.error) ?? "The account could not be created."} />
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
            name="password"
            label="Password"
            type="password"
            placeholder="At least 8 characters"
            autoComplete="new-password"
            value={form.values.password}
            error={form.errors.password}
            onChange={(v) => form.setField("password", v)}
          />
          <AuthTextField
            name="confirm"
            label="Repeat password"
            type="password"
            autoComplete="new-password"
            value={form.values.confirm}
            error={form.errors.confirm}
            onChange={(v) => form.setField("confirm", v)}
          />
          <Button type="submit" colorPalette="brand" size="lg" width="full" loading={accept.isPending}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    );

  return (
    <AuthCard title="Join Your Team" subtitle="Invitations work once and expire after 7 days" footer={<BackToSignIn />}>
      {body}
    </AuthCard>
  );
}
