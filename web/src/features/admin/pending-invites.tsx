import { Badge, Button, Stack, Table, Text } from "@chakra-ui/react";
import { toast } from "../../components/ui/toaster.tsx";
import { serverErrorText } from "../../lib/server-error.ts";
import { usePendingInvites, useRevokeInvite } from "./admin-queries.ts";

const when = (iso: string) => new Date(iso).toLocaleString();

/** Invitations still open: who, as what, sent by whom and until when; each can be withdrawn. */
export function PendingInvites() {
  const invites = usePendingInvites();
  const revoke = useRevokeInvite();
  if (invites.isPending || invites.isError || invites.data.length === 0) {
    return invites.isError ? <Text color="fg.error">Could not load invitations: {invites.error.message}</Text> : null;
  }
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Pending invitations</Text>
      <Table.Root size="sm" data-testid="pending-invites">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Invited by</Table.ColumnHeader>
            <Table.ColumnHeader>Link works until</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invites.data.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell>{i.email}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={i.role === "admin" ? "purple" : "gray"}>{i.role}</Badge>
              </Table.Cell>
              <Table.Cell>{i.invitedBy ?? "A former admin"}</Table.Cell>
              <Table.Cell>{when(i.expiresAt)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={revoke.isPending && revoke.variables === i.id}
                  onClick={() =>
                    revoke.mutate(i.id, {
                      onSuccess: () => toast({ title: `Invitation to ${i.email} withdrawn`, type: "success" }),
                      onError: (e) =>
                        toast({ title: "Not withdrawn", description: serverErrorText(e) ?? e.message, type: "error" }),
                    })
                  }
                >
                  Withdraw
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
