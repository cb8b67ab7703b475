import { Alert, Card, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = {
  title: string;
  description?: string;
  isLoading: boolean;
  isError: boolean;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
  testId?: string;
};

/** A dashboard panel that shows skeletons while loading and says so when its data failed or is empty. */
export function ChartCard(props: Props) {
  return (
    <Card.Root variant="outline" shadow="xs" size="sm" data-testid={props.testId}>
      <Card.Header pb="1">
        <Heading as="h3" size="sm">
          {props.title}
        </Heading>
        {props.description && (
          <Text fontSize="xs" color="fg.muted">
            {props.description}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="3">
        {props.isLoading ? (
          <Stack gap="2.5">
            <Skeleton height="4" />
            <Skeleton height="4" width="80%" />
            <Skeleton height="4" width="60%" />
          </Stack>
        ) : props.isError ? (
          <Alert.Root status="warning" size="sm" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>Not available right now</Alert.Title>
          </Alert.Root>
        ) : props.isEmpty ? (
          <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
            {props.emptyText ?? "Nothing to show yet"}
          </Text>
        ) : (
          props.children
        )}
      </Card.Body>
    </Card.Root>
  );
}
