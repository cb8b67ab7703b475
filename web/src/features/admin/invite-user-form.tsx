import { adminInviteSchema } from "@cbct/core/contracts/accounts";
import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { z } from "zod";
import { FormAlert, ServerErrorAlert } from "../../components/form/form-alert.tsx";
import { FormStack, SubmitButton } from "../../components/form/form-stack.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { useInviteUser } from "./admin-queries.ts";

/** The invitation as the form holds it (text inputs): an empty name is no name. */
const inviteFormSchema = z.object({
  email: adminInviteSchema.shape.email,
  name: z
    .string()
    .transform((v) => v || undefined)
    .pipe(adminInviteSchema.shape.name),
  role: z.string().pipe(adminInviteSchema.shape.role.unwrap()),
});

/** E-mail, optional name and role: the invitee gets a link (7 days, works once) to choose a password. */
export function InviteUserForm() {
  const invite = useInviteUser();
  const form = useForm(inviteFormSchema, { email: "", name: "", role: "user" });
  const role = form.field("role");
  const onSubmit = form.onSubmit(invite, (input) =>
    invite.mutate(input, {
      onSuccess: () => {
        form.setField("email", "");
        form.setField("name", "");
        form.setField("role", "user");
      },
    }),
  );

  return (
    <FormStack onSubmit={onSubmit} gap="3" testId="invite-form">
      {invite.isSuccess && (
        <FormAlert
          status="success"
          title={`Invitation sent to ${invite.data.invite.email}`}
          description={`The link works once, until ${new Date(invite.data.invite.expiresAt).toLocaleString()}.`}
        />
      )}
      <ServerErrorAlert error={invite.error} fallback="The invitation could not be sent." />
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
        <TextField
          label="Email to invite"
          type="email"
          placeholder="colleague@company.com"
          flex="2"
          {...form.field("email")}
          name="invite-email"
        />
        <TextField label="Name (optional)" flex="1.5" {...form.field("name")} name="invite-name" />
        <Field.Root flex="1">
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="invite-role"
              value={role.value}
              onChange={(e) => role.onChange(e.currentTarget.value === "admin" ? "admin" : "user")}
            >
              <option value="user">User</option>
              <option value="admin">Administrator</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SubmitButton pending={invite.isPending} size="md" width="auto" flexShrink={0}>
          Send invitation
        </SubmitButton>
      </Stack>
    </FormStack>
  );
}
