import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { serverErrorText } from "../../lib/server-error.ts";

/** The one-line answer above a form: the server's error in words, or what just happened. */
export function FormAlert(props: { status: "error" | "success" | "info"; title: ReactNode; description?: ReactNode }) {
  return (
    <Alert.Root status={props.status} variant="subtle" role={props.status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{props.title}</Alert.Title>
        {props.description && <Alert.Description>{props.description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A failed call's error above its form: the server's `error` text when it sent one, else `fallback` (a proxy's HTML
 * page or a network failure is not worth showing). Nothing while there is no error.
 */
export function ServerErrorAlert(props: { error: unknown; fallback: string; description?: ReactNode }) {
  if (!props.error) return null;
  return (
    <FormAlert status="error" title={serverErrorText(props.error) ?? props.fallback} description={props.description} />
  );
}
