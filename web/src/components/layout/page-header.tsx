import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A screen's title, optional one-line description and right-aligned actions. */
export function PageHeader(props: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex
      justify="space-between"
      align={{ base: "flex-start", lg: "center" }}
      direction={{ base: "column", lg: "row" }}
      gap="4"
    >
      <Box flex="1" minW="0">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {props.title}
        </Heading>
        {props.description && (
          <Text color="fg.muted" mt="1">
            {props.description}
          </Text>
        )}
      </Box>
      {props.actions && <Box flexShrink={0}>{props.actions}</Box>}
    </Flex>
  );
}
