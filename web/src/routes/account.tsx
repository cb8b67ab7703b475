import { Badge, Button, Card, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { z } from "zod";
import { FormAlert, ServerErrorAlert } from "../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../components/form/form-stack.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { useForm } from "../components/form/use-form.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { accountFields } from "../features/auth/account-fields.ts";
import { newPasswordFormSchema } from "../features/auth/password-schemas.ts";
import { useChangePassword, useResendVerification, useSignOutEverywhere } from "../features/auth/use-account.ts";
import { useAuth } from "../features/auth/use-auth.ts";
import { serverErrorText } from "../lib/server-error.ts";

const changeFormSchema = z
  .object({ currentPassword: z.string().min(1, "Enter your current password") })
  .and(newPasswordFormSchema);

/** The signed-in person's own account: address status, password, and every device signed in. */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader title="Account settings" description="Your address, your password and where you are signed in." />
      <ProfileCard email={user.email} name={user.name} verified={user.emailVerified} role={user.role} />
      <ChangePasswordCard />
      <SessionsCard />
    </Stack>
  );
}

function ProfileCard(props: { name: string; email: string; verified: boolean; role: string }) {
  const resend = useResendVerification();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Profile</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Field.Root readOnly>
            <Field.Label>Name</Field.Label>
            <Input value={props.name} readOnly />
          </Field.Root>
          <Field.Root readOnly>
            <Field.Label>Email</Field.Label>
            <Input value={props.email} readOnly />
          </Field.Root>
          <Stack direction="row" align="center" gap="3" wrap="wrap">
            {props.verified ? (
              <Badge colorPalette="green">E-mail confirmed</Badge>
            ) : (
              <Badge colorPalette="orange">E-mail not confirmed</Badge>
            )}
            <Badge colorPalette={props.role === "admin" ? "purple" : "gray"}>{props.role}</Badge>
            {!props.verified && (
              <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
                Resend verification e-mail
              </Button>
            )}
          </Stack>
          {resend.isSuccess && <FormAlert status="success" title={resend.data.message} />}
          <ServerErrorAlert error={resend.error} fallback="The e-mail could not be sent." />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ChangePasswordCard() {
  const form = useForm(changeFormSchema, { currentPassword: "", password: "", confirm: "" });
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const previous = {
    reset: () => {
      change.reset();
      setDone(null);
    },
  };
  const onSubmit = form.onSubmit(previous, (input) =>
    change.mutate(
      { currentPassword: input.currentPassword, newPassword: input.password },
      {
        onSuccess: (r) => {
          setDone(r.message);
          form.setField("currentPassword", "");
          form.setField("password", "");
          form.setField("confirm", "");
        },
      },
    ),
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Change password</Card.Title>
        <Card.Description>Every other device signed in to your account is signed out.</Card.Description>
      </Card.Header>
      <Card.Body>
        <FormStack onSubmit={onSubmit} gap="4">
          {done && <FormAlert status="success" title={done} />}
          <ServerErrorAlert error={change.error} fallback="The password could not be changed." />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field("currentPassword")}
          />
          <TextField {...accountFields.newPassword} label="New password" {...form.field("password")} />
          <TextField {...accountFields.repeatPassword} label="Repeat new password" {...form.field("confirm")} />
          <SubmitButton pending={change.isPending} size="md" width="auto" alignSelf="flex-start">
            Change password
          </SubmitButton>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}

function SessionsCard() {
  const signOut = useSignOutEverywhere();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Sign out everywhere</Card.Title>
        <Card.Description>
          Ends every session of your account, on this device too: for a lost laptop or a shared computer.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Button
            colorPalette="red"
            variant="outline"
            loading={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: (e) =>
                  toast({ title: "Sign-out failed", description: serverErrorText(e) ?? e.message, type: "error" }),
              })
            }
          >
            Sign out everywhere
          </Button>
          <Text fontSize="sm" color="fg.muted">
            You will need your password to sign in again.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
