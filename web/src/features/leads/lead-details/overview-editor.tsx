import { Field, Input, NativeSelect, SimpleGrid, Textarea } from "@chakra-ui/react";
import type { LeadDetail } from "../lead-types.ts";
import { type EditableField, fieldValue, PURCHASE_TIMELINES, setField } from "./lead-draft.ts";

const CONTACT: [EditableField, string, string?][] = [
  ["doctorName", "Doctor"],
  ["phone", "Phone", "tel"],
  ["email", "Email", "email"],
  ["website", "Website", "url"],
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zipCode", "Zip code"],
];
const DEAL: [EditableField, string, string?][] = [
  ["owner", "Owner"],
  ["opportunityStage", "Stage"],
  ["followUpDate", "Follow-up date", "date"],
  ["leadValue", "Lead value ($)", "number"],
  ["productValue", "Product value ($)", "number"],
  ["revenuePotential", "Revenue potential ($)", "number"],
  ["leadCost", "Lead cost ($)", "number"],
];

type Props = { draft: LeadDetail; onChange: (draft: LeadDetail) => void };

/** Edit mode of the Overview tab: what a rep keeps up to date (contact, deal, follow-up). */
export function OverviewEditor({ draft, onChange }: Props) {
  const input = ([field, label, type]: [EditableField, string, string?]) => (
    <Field.Root key={field}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type={type ?? "text"}
        step={type === "number" ? "0.01" : undefined}
        value={fieldValue(draft, field)}
        onChange={(e) => onChange(setField(draft, field, e.currentTarget.value))}
      />
    </Field.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="overview-editor">
      {CONTACT.map(input)}
      {DEAL.map(input)}
      <Field.Root>
        <Field.Label>Purchase timeline</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={fieldValue(draft, "purchaseTimeline")}
            onChange={(e) => onChange(setField(draft, "purchaseTimeline", e.currentTarget.value))}
          >
            <option value="">Not set</option>
            {PURCHASE_TIMELINES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root gridColumn={{ md: "span 2" }}>
        <Field.Label>Follow-up notes</Field.Label>
        <Textarea
          size="sm"
          rows={4}
          value={fieldValue(draft, "followUpNotes")}
          onChange={(e) => onChange(setField(draft, "followUpNotes", e.currentTarget.value))}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
