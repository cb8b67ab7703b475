import { Box, Card, Center, Flex, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BrandMark } from "../../components/layout/brand-mark.tsx";

/** The centred card both auth screens share, under the product's mark. */
export function AuthCard(props: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Center
      minH="100vh"
      px="4"
      py="12"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="gray.50"
      gradientTo="blue.50"
    >
      <Stack gap="8" width="full" maxW="md">
        <Flex align="center" justify="center" gap="3">
          <BrandMark size="10" />
          <Box>
            <Text fontWeight="bold" fontSize="xl" letterSpacing="tight">
              CBCT Intelligence
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Qualified leads for dental 3D imaging sales
            </Text>
          </Box>
        </Flex>
        <Card.Root size="lg" shadow="lg" borderColor="border.muted">
          <Card.Header gap="1.5">
            <Card.Title fontSize="2xl">{props.title}</Card.Title>
            <Card.Description>{props.subtitle}</Card.Description>
          </Card.Header>
          <Card.Body>{props.children}</Card.Body>
          <Card.Footer justifyContent="center">
            <Text fontSize="sm" color="fg.muted">
              {props.footer}
            </Text>
          </Card.Footer>
        </Card.Root>
      </Stack>
    </Center>
  );
}
