import type { EvidencePassage } from "@cbct/core/domain/cbct/merge-evidence";
import { passageParts } from "@cbct/core/domain/cbct/merge-evidence";
import { Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";

/** Passages shown before "and N more". */
const SHOWN = 3;

/**
 * Evidence read once (issue 23): one passage per place, strongest first, the cue words marked, the page it is on as a
 * link; past the first three, "and N more" opens the rest. Used by the tester and the Lead Details dialog.
 */
export function EvidenceList(props: { passages: EvidencePassage[]; empty: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  if (props.passages.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {props.empty}
      </Text>
    );
  }
  const shown = open ? props.passages : props.passages.slice(0, SHOWN);
  const more = props.passages.length - SHOWN;
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid={props.testId ?? "evidence"}>
      {shown.map((passage) => (
        <Box
          as="li"
          key={`${passage.pageUrl ?? ""}:${passage.text}`}
          p="3"
          rounded="md"
          bg="bg.subtle"
          borderLeftWidth="3px"
          borderColor="brand.solid"
          data-testid="evidence-passage"
        >
          <Text fontSize="sm">
            “
            {passageParts(passage).map((part, i) =>
              part.cue ? (
                <Box
                  as="mark"
                  key={`${i}:${part.text}`}
                  bg="yellow.subtle"
                  color="inherit"
                  px="0.5"
                  rounded="sm"
                  fontWeight="semibold"
                >
                  {part.text}
                </Box>
              ) : (
                <Box as="span" key={`${i}:${part.text}`}>
                  {part.text}
                </Box>
              ),
            )}
            ”
          </Text>
          {passage.pageUrl && (
            <Link
              href={passage.pageUrl}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="xs"
              color="fg.muted"
              mt="1"
              wordBreak="break-all"
            >
              {passage.pageUrl}
            </Link>
          )}
        </Box>
      ))}
      {more > 0 && (
        <Box as="li">
          <Button size="xs" variant="ghost" onClick={() => setOpen((v) => !v)}>
            {open ? "Show fewer" : `and ${more} more`}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
