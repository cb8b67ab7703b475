import type { TerritoryView } from "@cbct/core/contracts/territories";
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { toast } from "../../components/ui/toaster.tsx";
import { serverErrorText } from "../../lib/server-error.ts";
import { AreaPicker } from "./area-picker.tsx";
import { EMPTY_FIELDS, fieldsOf, fieldsProblem, inputOf, type TerritoryFields } from "./territory-form.ts";
import { useSaveTerritory } from "./use-territories.ts";

function EventCheck(props: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <HStack gap="2" minH="8">
      <Checkbox.Root size="sm" checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{props.label}</Checkbox.Label>
      </Checkbox.Root>
      {props.children}
    </HStack>
  );
}

/** Create or edit a territory: where it is (states, zip prefixes, a drawn area) and what to hear about. */
export function TerritoryDialog(props: { open: boolean; territory: TerritoryView | null; onClose: () => void }) {
  const [fields, setFields] = useState<TerritoryFields>(EMPTY_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTerritory();
  useEffect(() => {
    if (props.open) {
      setFields(props.territory ? fieldsOf(props.territory) : EMPTY_FIELDS);
      setProblem(null);
      save.reset();
    }
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.territory]);
  const set = (change: Partial<TerritoryFields>) => setFields((f) => ({ ...f, ...change }));

  const submit = () => {
    const local = fieldsProblem(fields);
    setProblem(local);
    if (local) return;
    save.mutate(
      { id: props.territory?.id ?? null, input: inputOf(fields) },
      {
        onSuccess: ({ territory }) => {
          toast({ title: `Territory "${territory.name}" saved`, type: "success" });
          props.onClose();
        },
      },
    );
  };
  const error = problem ?? (save.error ? (serverErrorText(save.error) ?? "The territory could not be saved") : null);

  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size={{ base: "full", md: "lg" }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="territory-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.territory ? "Edit territory" : "New territory"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>Name</Field.Label>
                  <Input
                    value={fields.name}
                    onChange={(e) => set({ name: e.target.value })}
                    placeholder="Northern Virginia"
                  />
                </Field.Root>
                <Text fontSize="sm" color="fg.muted">
                  A lead is in the territory when it is in one of the states, its zip starts with one of the prefixes,
                  or it sits inside the drawn area.
                </Text>
                <HStack gap="3" align="start" flexDirection={{ base: "column", md: "row" }}>
                  <Field.Root>
                    <Field.Label>States</Field.Label>
                    <Input
                      value={fields.states}
                      onChange={(e) => set({ states: e.target.value })}
                      placeholder="VA, Maryland"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Zip prefixes</Field.Label>
                    <Input
                      value={fields.zipPrefixes}
                      onChange={(e) => set({ zipPrefixes: e.target.value })}
                      placeholder="224, 2201"
                    />
                  </Field.Root>
                </HStack>
                <Stack gap="1">
                  <Text fontSize="sm" fontWeight="medium">
                    Area on the map
                  </Text>
                  <AreaPicker area={fields.area} onChange={(area) => set({ area })} />
                </Stack>
                <Stack gap="1">
                  <Text fontSize="sm" fontWeight="medium">
                    Tell me when
                  </Text>
                  <EventCheck
                    label="A scanner appeared"
                    checked={fields.scannerAppeared}
                    onChange={(v) => set({ scannerAppeared: v })}
                  />
                  <EventCheck
                    label="A scanner changed"
                    checked={fields.scannerChanged}
                    onChange={(v) => set({ scannerChanged: v })}
                  />
                  <EventCheck label="A scanner passed" checked={fields.agedOn} onChange={(v) => set({ agedOn: v })}>
                    <Input
                      size="xs"
                      w="16"
                      aria-label="Scanner age in years"
                      value={fields.scannerAgeYears}
                      onChange={(e) => set({ scannerAgeYears: e.target.value, agedOn: true })}
                    />
                    <Text fontSize="sm">years</Text>
                  </EventCheck>
                  <EventCheck
                    label="A new practice is discovered"
                    checked={fields.newPractice}
                    onChange={(v) => set({ newPractice: v })}
                  />
                  <EventCheck
                    label="A lead score reaches"
                    checked={fields.scoreOn}
                    onChange={(v) => set({ scoreOn: v })}
                  >
                    <Input
                      size="xs"
                      w="16"
                      aria-label="Lead score threshold"
                      value={fields.leadScoreAtLeast}
                      onChange={(e) => set({ leadScoreAtLeast: e.target.value, scoreOn: true })}
                    />
                  </EventCheck>
                </Stack>
                {error && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={submit} loading={save.isPending}>
                Save territory
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
