import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The one-line answer above an account form: the server's error in words, or what just happened. */
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
