import { Button, Card, Field, HStack, Input, SimpleGrid, Stack, Switch, Tabs, Text } from "@chakra-ui/react";
import { PIPELINE_MAX_RESULTS } from "@cbct/core/contracts/pipeline";
import { WorkflowIcon } from "../../components/ui/icons.tsx";
import type { SearchMode } from "./pipeline-form.ts";

export type SearchFields = {
  mode: SearchMode;
  zipCode: string;
  city: string;
  state: string;
  maxResults: string;
  autoSync: boolean;
};

type Props = {
  fields: SearchFields;
  running: boolean;
  stopping: boolean;
  onChange: (patch: Partial<SearchFields>) => void;
  onRun: () => void;
  onStop: () => void;
};

function MaxResultsField(props: { value: string; disabled: boolean; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>Max Results</Field.Label>
      <Input
        name="maxResults"
        type="number"
        min={PIPELINE_MAX_RESULTS.min}
        max={PIPELINE_MAX_RESULTS.max}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field.Root>
  );
}

export function SearchCard({ fields, running, stopping, onChange, onRun, onStop }: Props) {
  // Disabled while a field is empty; a field of only spaces passes here and gets the validation toast (spec 5).
  const blank = fields.mode === "zipcode" ? !fields.zipCode : !fields.city || !fields.state;
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Lead Discovery</Card.Title>
        <Card.Description>
          Searches the NPI Registry, OpenStreetMap and Google Places, scrapes each practice website, scores the leads
          and files organised sheets.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Tabs.Root
            value={fields.mode}
            onValueChange={(e) => onChange({ mode: e.value as SearchMode })}
            variant="enclosed"
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              <Tabs.Trigger value="zipcode">Search by Zip Code</Tabs.Trigger>
              <Tabs.Trigger value="citystate">Search by City &amp; State</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="zipcode">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root required>
                  <Field.Label>
                    Zip Code <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="zipCode"
                    placeholder="22401"
                    inputMode="numeric"
                    maxLength={5}
                    value={fields.zipCode}
                    disabled={running}
                    onChange={(e) => onChange({ zipCode: e.target.value })}
                  />
                </Field.Root>
                <MaxResultsField
                  value={fields.maxResults}
                  disabled={running}
                  onChange={(maxResults) => onChange({ maxResults })}
                />
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="citystate">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <Field.Root required>
                  <Field.Label>
                    City <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="city"
                    placeholder="Fredericksburg"
                    value={fields.city}
                    disabled={running}
                    onChange={(e) => onChange({ city: e.target.value })}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>
                    State <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="state"
                    placeholder="VA"
                    maxLength={2}
                    value={fields.state}
                    disabled={running}
                    onChange={(e) => onChange({ state: e.target.value })}
                  />
                </Field.Root>
                <MaxResultsField
                  value={fields.maxResults}
                  disabled={running}
                  onChange={(maxResults) => onChange({ maxResults })}
                />
              </SimpleGrid>
            </Tabs.Content>
          </Tabs.Root>

          <Switch.Root
            checked={fields.autoSync}
            disabled={running}
            onCheckedChange={(e) => onChange({ autoSync: e.checked })}
            colorPalette="brand"
          >
            <Switch.HiddenInput name="autoSync" />
            <Switch.Control />
            <Switch.Label>
              Auto-sync{" "}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (upload sheets to Google Drive and sync to Glide when they are connected)
              </Text>
            </Switch.Label>
          </Switch.Root>

          <HStack gap="3">
            <Button colorPalette="brand" onClick={onRun} disabled={running || blank}>
              <WorkflowIcon />
              {running ? "Processing Pipeline..." : "Run Full Pipeline"}
            </Button>
            {running && (
              <Button colorPalette="red" onClick={onStop} loading={stopping}>
                Stop
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
