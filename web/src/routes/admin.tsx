import { Badge, Box, Button, Card, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import {
  type UserAccessChange,
  useAdminUsers,
  useChangeUserAccess,
  useRecycleBin,
  useRestoreBatch,
} from "../features/admin/admin-queries.ts";
import { InviteUserForm } from "../features/admin/invite-user-form.tsx";
import { PendingInvites } from "../features/admin/pending-invites.tsx";
import { useAuth } from "../features/auth/use-auth.ts";
import { serverErrorText } from "../lib/server-error.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** For admins: who has an account, cleared leads to restore, and the queue dashboard. */
export function AdminPage() {
  const { user } = useAuth();
  if (user?.role !== "admin") {
    return (
      <Stack gap="6">
        <PageHeader title="Administration" />
        <Text color="fg.muted">Administrator access required.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader
        title="Administration"
        description="Accounts, cleared leads and the job queues."
        actions={
          <Button asChild variant="outline">
            <a href="/admin/queues">Open queue dashboard</a>
          </Button>
        }
      />
      <RecycleBinCard />
      <UsersCard selfId={user.id} />
    </Stack>
  );
}

const DONE: Record<UserAccessChange["action"], string> = {
  deactivate: "Account deactivated: their sessions have ended",
  reactivate: "Account reactivated",
  role: "Role changed",
};

function UsersCard(props: { selfId: number }) {
  const users = useAdminUsers();
  const change = useChangeUserAccess();
  const act = (c: UserAccessChange) =>
    change.mutate(c, {
      onSuccess: () => toast({ title: DONE[c.action], type: "success" }),
      onError: (e) => toast({ title: "Not changed", description: serverErrorText(e) ?? e.message, type: "error" }),
    });
  const busy = (id: number) => change.isPending && change.variables?.id === id;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Users</Card.Title>
        <Card.Description>
          Invite people by e-mail. Deactivating an account signs it out everywhere at once; nobody can change their own
          role or deactivate themselves.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <InviteUserForm />
          <PendingInvites />
          {users.isPending ? (
            <Skeleton height="24" />
          ) : users.isError ? (
            <Text color="fg.error">Could not load users: {users.error.message}</Text>
          ) : (
            <Table.Root size="sm" data-testid="admin-users">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Role</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {users.data.map((u) => (
                  <Table.Row key={u.id} data-testid={`admin-user-${u.email}`}>
                    <Table.Cell>{u.name}</Table.Cell>
                    <Table.Cell>{u.email}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={u.role === "admin" ? "purple" : "gray"}>{u.role}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Stack direction="row" gap="1" wrap="wrap">
                        <Badge colorPalette={u.isActive ? "green" : "red"}>
                          {u.isActive ? "Active" : "Deactivated"}
                        </Badge>
                        {!u.emailVerified && <Badge colorPalette="orange">E-mail not confirmed</Badge>}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{when(u.lastLoginAt)}</Table.Cell>
                    <Table.Cell>{when(u.createdAt)}</Table.Cell>
                    <Table.Cell>
                      {u.id === props.selfId ? (
                        <Text fontSize="xs" color="fg.muted">
                          You
                        </Text>
                      ) : (
                        <Stack direction="row" gap="2">
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={busy(u.id)}
                            onClick={() =>
                              act({ id: u.id, action: "role", role: u.role === "admin" ? "user" : "admin" })
                            }
                          >
                            {u.role === "admin" ? "Make user" : "Make admin"}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette={u.isActive ? "red" : "green"}
                            disabled={busy(u.id)}
                            onClick={() => act({ id: u.id, action: u.isActive ? "deactivate" : "reactivate" })}
                          >
                            {u.isActive ? "Deactivate" : "Reactivate"}
                          </Button>
                        </Stack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function RecycleBinCard() {
  const batches = useRecycleBin();
  const restore = useRestoreBatch();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Recycle bin</Card.Title>
        <Card.Description>Leads removed with Clear All can be restored for 30 days.</Card.Description>
      </Card.Header>
      <Card.Body>
        {batches.isPending ? (
          <Skeleton height="16" />
        ) : batches.isError ? (
          <Text color="fg.error">Could not load the recycle bin: {batches.error.message}</Text>
        ) : batches.data.length === 0 ? (
          <Text color="fg.muted">Nothing to restore.</Text>
        ) : (
          <Stack gap="3" data-testid="recycle-bin">
            {batches.data.map((b) => (
              <Box key={b.batchId} borderWidth="1px" rounded="md" p="3">
                <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }}>
                  <Text>
                    <strong>{b.count.toLocaleString()} leads</strong> cleared {when(b.clearedAt)}
                    {b.clearedBy ? ` by ${b.clearedBy}` : ""}; restorable until {when(b.expiresAt)}
                  </Text>
                  <Button
                    size="sm"
                    loading={restore.isPending && restore.variables === b.batchId}
                    onClick={() =>
                      restore.mutate(b.batchId, {
                        onSuccess: (r) =>
                          toast({
                            title: "Leads Restored",
                            description: `${r.restored} leads restored`,
                            type: "success",
                          }),
                        onError: (e) => toast({ title: "Restore Failed", description: e.message, type: "error" }),
                      })
                    }
                  >
                    Restore
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
