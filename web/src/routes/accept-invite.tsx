import { registerSchema } from "@cbct/core/contracts/auth";
import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { FormAlert, ServerErrorAlert } from "../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../components/form/form-stack.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useForm } from "../components/form/use-form.ts";
import { accountFields } from "../features/auth/account-fields.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { BackToSignIn } from "../features/auth/back-to-sign-in.tsx";
import { PASSWORDS_DIFFER } from "../features/auth/password-schemas.ts";
import { linkToken, useAcceptInvite, useInviteInfo } from "../features/auth/use-account.ts";

const acceptFormSchema = z
  .object({ name: registerSchema.shape.name, password: registerSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: PASSWORDS_DIFFER });

/** Where an invitation lands: the invited address is shown, the person gives their name and a password. */
export function AcceptInvitePage() {
  const [token] = useState(linkToken);
  const invite = useInviteInfo(token);
  const form = useForm(acceptFormSchema, { name: "", password: "", confirm: "" });
  const accept = useAcceptInvite();
  const invitedName = invite.data?.name;
  const { setField } = form;
  useEffect(() => {
    if (invitedName) setField("name", invitedName);
    // Only once, when the invite has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitedName]);

  const onSubmit = form.onSubmit(accept, (input) =>
    accept.mutate({ token, name: input.name, password: input.password }),
  );

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
      <ServerErrorAlert
        error={invite.error}
        fallback="The invitation could not be read. Try again later."
        description="Ask your administrator to send a new invitation."
      />
    );
  else
    body = (
      <FormStack onSubmit={onSubmit}>
        <Text>
          You were invited as <strong>{invite.data.email}</strong>
          {invite.data.role === "admin" ? " (administrator)" : ""}. Choose your name and password to finish.
        </Text>
        <ServerErrorAlert error={accept.error} fallback="The account could not be created." />
        <TextField {...accountFields.name} {...form.field("name")} />
        <TextField {...accountFields.newPassword} {...form.field("password")} />
        <TextField {...accountFields.repeatPassword} {...form.field("confirm")} />
        <SubmitButton pending={accept.isPending}>Accept invitation</SubmitButton>
      </FormStack>
    );

  return (
    <AuthCard title="Join Your Team" subtitle="Invitations work once and expire after 7 days" footer={<BackToSignIn />}>
      {body}
    </AuthCard>
  );
}
