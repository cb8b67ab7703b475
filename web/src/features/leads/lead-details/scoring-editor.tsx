import { cbctStatusLabel } from "@cbct/core/domain/scoring/lead-labels";
import { Box, HStack, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import type { LeadDetail } from "../lead-types.ts";
import { EDITABLE_SERVICES, setHasCbct, toggleService } from "./lead-draft.ts";

type Props = { draft: LeadDetail; onChange: (draft: LeadDetail) => void };

function Toggle(props: { label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root
      colorPalette="brand"
      size="sm"
      checked={props.checked}
      onCheckedChange={(e) => props.onChange(e.checked)}
      justifyContent="space-between"
      width="full"
      px="3"
      py="2"
      rounded="md"
      borderWidth="1px"
      borderColor={props.checked ? "brand.muted" : "border.muted"}
      bg={props.checked ? "brand.subtle" : "bg"}
    >
      <Switch.Label fontSize="sm" flex="1">
        {props.label}
        {props.hint && (
          <Text as="span" color="fg.muted" ms="1.5" fontSize="xs">
            {props.hint}
          </Text>
        )}
      </Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );
}

/**
 * Edit mode of the Scoring tab (spec 4): Has CBCT and the services, with practice and lead score recomputed at
 * once by the shared scoring module. While editing the practice score is shown as computed, negative included.
 */
export function ScoringEditor({ draft, onChange }: Props) {
  return (
    <Stack gap="5" data-testid="scoring-editor">
      <HStack gap="4" flexWrap="wrap">
        <ScoreTile label="Practice score" value={draft.practiceScore} max={100} testId="draft-practice-score" />
        <ScoreTile label="AI score" value={draft.aiScore} max={50} />
        <ScoreTile label="Lead score" value={draft.leadScore} max={150} testId="draft-lead-score" />
      </HStack>
      <Box>
        <Toggle
          label="Has CBCT"
          hint={`Status: ${cbctStatusLabel(draft.cbctStatus)}`}
          checked={draft.hasCbct}
          onChange={(on) => onChange(setHasCbct(draft, on))}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {EDITABLE_SERVICES.map(([flag, label, points]) => (
          <Toggle
            key={flag}
            label={label}
            hint={`+${points}`}
            checked={draft[flag]}
            onChange={(on) => onChange(toggleService(draft, flag, on))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ScoreTile(props: { label: string; value: number; max: number; testId?: string }) {
  return (
    <Box px="4" py="2.5" rounded="lg" bg="bg.subtle" borderWidth="1px" borderColor="border.muted" minW="32">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {props.label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={props.testId}>
        {props.value}
        <Text as="span" fontSize="sm" color="fg.subtle" fontWeight="normal">
          /{props.max}
        </Text>
      </Text>
    </Box>
  );
}
