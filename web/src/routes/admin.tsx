import { Badge, Box, Button, Card, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { useRestoreBatch, useAdminUsers, useRecycleBin } from "../features/admin/admin-queries.ts";
import { useAuth } from "../features/auth/use-auth.ts";

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
      <UsersCard />
    </Stack>
  );
}

function UsersCard() {
  const users = useAdminUsers();
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Users</Card.Title>
      </Card.Header>
      <Card.Body>
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
                <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.data.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell>{u.name}</Table.Cell>
                  <Table.Cell>{u.email}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={u.role === "admin" ? "purple" : "gray"}>{u.role}</Badge>
                  </Table.Cell>
                  <Table.Cell>{when(u.lastLoginAt)}</Table.Cell>
                  <Table.Cell>{when(u.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
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
