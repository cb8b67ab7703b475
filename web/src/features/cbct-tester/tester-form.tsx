import { Button, Card, Field, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { FileTextIcon, ScanIcon } from "../../components/ui/icons.tsx";

type Props = {
  practiceName: string;
  websiteContent: string;
  isAnalyzing: boolean;
  onPracticeNameChange: (value: string) => void;
  onWebsiteContentChange: (value: string) => void;
  onLoadSample: () => void;
  onAnalyze: () => void;
};

export function TesterForm(props: Props) {
  const isBlank = props.websiteContent.trim().length === 0;
  return (
    <Card.Root variant="outline" shadow="xs">
      <Card.Header>
        <Card.Title>Website Content</Card.Title>
        <Card.Description>Paste the text of a practice's website to see what the detector finds.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Field.Root>
            <Field.Label>
              Practice Name{" "}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (optional)
              </Text>
            </Field.Label>
            <Input
              name="practiceName"
              placeholder="e.g. Riverside Family Dentistry"
              value={props.practiceName}
              onChange={(e) => props.onPracticeNameChange(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Website Content</Field.Label>
            <Textarea
              name="websiteContent"
              placeholder="Paste the practice's home, services and technology pages here..."
              value={props.websiteContent}
              onChange={(e) => props.onWebsiteContentChange(e.target.value)}
              minH="72"
              fontSize="sm"
              fontFamily="mono"
              lineHeight="tall"
            />
            <Field.HelperText data-testid="address-hint">
              Tip: put each page's address (https://...) on the line above its text, and the tester reads where the page
              sits on the site, as a scrape does.
            </Field.HelperText>
          </Field.Root>
          {isBlank && (
            <Text fontSize="sm" color="fg.muted" data-testid="content-required">
              Please enter website content to analyze
            </Text>
          )}
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={props.onLoadSample}>
              <FileTextIcon />
              Load Sample Data
            </Button>
            <Button
              colorPalette="brand"
              onClick={props.onAnalyze}
              disabled={isBlank || props.isAnalyzing}
              loading={props.isAnalyzing}
              loadingText="Analyzing..."
            >
              <ScanIcon />
              Analyze CBCT Presence
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
