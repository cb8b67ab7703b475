import { adminInviteSchema } from "@cbct/core/contracts/accounts";
import { Button, Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../auth/form-alert.tsx";
import { serverErrorText } from "../../lib/server-error.ts";
import { useInviteUser } from "./admin-queries.ts";

/** E-mail, optional name and role: the invitee gets a link (7 days, works once) to choose a password. */
export function InviteUserForm() {
  const invite = useInviteUser();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"user" | "admin">("user");
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.reset();
    const parsed = adminInviteSchema.safeParse({ email, name: name || undefined, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail("");
        setName("");
        setRole("user");
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="invite-form">
      <Stack gap="3">
        {invite.isSuccess && (
          <FormAlert
            status="success"
            title={`Invitation sent to ${invite.data.invite.email}`}
            description={`The link works once, until ${new Date(invite.data.invite.expiresAt).toLocaleString()}.`}
          />
        )}
        {invite.isError && (
          <FormAlert status="error" title={serverErrorText(invite.error) ?? "The invitation could not be sent."} />
        )}
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
          <Field.Root invalid={fieldError !== undefined} flex="2">
            <Field.Label>Email to invite</Field.Label>
            <Input
              name="invite-email"
              type="email"
              placeholder="colleague@company.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(undefined);
              }}
            />
            {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root flex="1.5">
            <Field.Label>Name (optional)</Field.Label>
            <Input name="invite-name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="invite-role"
                value={role}
                onChange={(e) => setRole(e.currentTarget.value === "admin" ? "admin" : "user")}
              >
                <option value="user">User</option>
                <option value="admin">Administrator</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={invite.isPending} flexShrink={0}>
            Send invitation
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
