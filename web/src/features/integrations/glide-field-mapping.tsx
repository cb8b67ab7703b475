import { GLIDE_COLUMN_GROUPS, GLIDE_COLUMNS } from "@cbct/core/domain/glide/glide-columns";
import { Card, Heading, Stack, Table } from "@chakra-ui/react";

/** The field mapping reference (spec 2): every Glide column, by spec 3's groups. */
export function GlideFieldMapping() {
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Field Mapping Reference</Card.Title>
        <Card.Description>
          The columns the Glide table needs (column ID and type) and the lead field each one is filled from.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {GLIDE_COLUMN_GROUPS.map((group) => (
            <Stack key={group} gap="2" data-testid={`mapping-${group}`}>
              <Heading as="h3" size="sm">
                {group}
              </Heading>
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Glide column</Table.ColumnHeader>
                    <Table.ColumnHeader>Column ID</Table.ColumnHeader>
                    <Table.ColumnHeader>Type</Table.ColumnHeader>
                    <Table.ColumnHeader>Lead field</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {GLIDE_COLUMNS.filter((c) => c.group === group).map((c) => (
                    <Table.Row key={c.id}>
                      <Table.Cell>{c.displayName}</Table.Cell>
                      <Table.Cell fontFamily="mono">{c.id}</Table.Cell>
                      <Table.Cell>{c.type}</Table.Cell>
                      <Table.Cell fontFamily="mono">{c.source}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
