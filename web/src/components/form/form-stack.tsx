import { Button, type ButtonProps, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

/** A form laid out as a column; the browser's own validation is off, the schema's messages show instead. */
export function FormStack(props: {
  onSubmit: (event: FormEvent) => void;
  gap?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <Stack gap={props.gap ?? "5"}>{props.children}</Stack>
    </form>
  );
}

/**
 * The submit button, full width in the brand colour by default. While `pending`, it spins, or, given `pendingLabel`,
 * says so in words and is disabled.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...rest
}: ButtonProps & {
  pending: boolean;
  pendingLabel?: string;
}) {
  if (pendingLabel !== undefined) {
    return (
      <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={pending} {...rest}>
        {pending ? pendingLabel : children}
      </Button>
    );
  }
  return (
    <Button type="submit" colorPalette="brand" size="lg" width="full" loading={pending} {...rest}>
      {children}
    </Button>
  );
}
