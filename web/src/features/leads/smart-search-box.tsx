import type { SearchInfo } from "@cbct/core/contracts/leads-workspace";
import { Badge, Box, Button, Card, HStack, Input, InputGroup, Stack, Text, Wrap } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { SearchIcon, SparklesIcon, XIcon } from "../../components/ui/icons.tsx";

type Props = {
  /** The sentence the table is currently filtered by ("" when none). */
  active: string;
  searchInfo: SearchInfo | null;
  isSearching: boolean;
  onSearch: (sentence: string) => void;
  onClear: () => void;
};

const EXAMPLES = [
  "hot leads in Fredericksburg VA without a CBCT that place implants",
  "practices with a Carestream scanner older than 8 years",
];

/** Spec 2 AI Smart Search: a sentence in, the server's interpretation, confidence and result count out. */
export function SmartSearchBox(props: Props) {
  const [text, setText] = useState(props.active);
  // A cleared search (from the selection bar or elsewhere) empties the box too.
  useEffect(() => setText(props.active), [props.active]);

  const submit = (sentence: string) => {
    const trimmed = sentence.trim();
    if (trimmed) props.onSearch(trimmed);
    else props.onClear();
  };

  return (
    <Card.Root variant="outline" shadow="xs" data-testid="smart-search">
      <Card.Body p={{ base: "4", md: "5" }}>
        <Stack gap="3">
          <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
            <SparklesIcon />
            <Text>AI Smart Search</Text>
          </HStack>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              submit(text);
            }}
          >
            <HStack gap="2" align="stretch" flexWrap={{ base: "wrap", sm: "nowrap" }}>
              <InputGroup flex="1" minW="0" flexBasis={{ base: "100%", sm: "auto" }} startElement={<SearchIcon />}>
                <Input
                  aria-label="AI Smart Search"
                  placeholder="Try: hot leads in Fredericksburg VA without a CBCT that place implants"
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  bg="bg"
                />
              </InputGroup>
              <Button type="submit" colorPalette="brand" loading={props.isSearching} disabled={!text.trim()}>
                Search
              </Button>
              <Button
                variant="outline"
                bg="bg"
                disabled={!text && !props.active}
                onClick={() => {
                  setText("");
                  props.onClear();
                }}
              >
                <XIcon />
                Clear
              </Button>
            </HStack>
          </form>
          {props.active && props.searchInfo ? (
            <SearchInfoPanel info={props.searchInfo} />
          ) : (
            !props.active && (
              <Wrap gap="2" fontSize="xs" color="fg.muted" align="center">
                <Text>Examples:</Text>
                {EXAMPLES.map((example) => (
                  <Button
                    key={example}
                    size="2xs"
                    variant="subtle"
                    fontWeight="normal"
                    whiteSpace="normal"
                    maxW="full"
                    flexShrink={1}
                    textAlign="start"
                    height="auto"
                    minH="6"
                    py="1"
                    onClick={() => {
                      setText(example);
                      submit(example);
                    }}
                  >
                    {example}
                  </Button>
                ))}
              </Wrap>
            )
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SearchInfoPanel({ info }: { info: SearchInfo }) {
  const confidence = Math.round(info.confidence * 100);
  const palette = confidence >= 80 ? "green" : confidence >= 50 ? "yellow" : "red";
  return (
    <Box
      rounded="md"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      px="4"
      py="3"
      data-testid="search-info"
      aria-live="polite"
    >
      <Stack gap="2">
        <Text fontSize="sm" data-testid="search-explanation">
          {info.explanation}
        </Text>
        <Wrap gap="2" align="center">
          <Badge colorPalette={palette} variant="subtle" data-testid="search-confidence">
            Confidence {confidence}%
          </Badge>
          <Badge colorPalette="gray" variant="subtle" data-testid="search-result-count">
            {info.resultCount.toLocaleString("en-US")} {info.resultCount === 1 ? "result" : "results"}
          </Badge>
          <Badge colorPalette="gray" variant="outline">
            {info.method === "ai" ? "Read by AI" : "Read by rules"}
          </Badge>
          {info.aiNotice && (
            <Badge colorPalette="orange" variant="subtle" data-testid="search-ai-notice">
              {info.aiNotice}
            </Badge>
          )}
        </Wrap>
        {info.notUnderstood.length > 0 && (
          <Text fontSize="sm" color="fg.warning" data-testid="search-not-understood">
            Not understood, so not used: {info.notUnderstood.map((w) => `“${w}”`).join(", ")}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
