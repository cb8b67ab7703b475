import { Alert, Center, Grid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { PageHeader } from "../components/layout/page-header.tsx";
import { ScanIcon } from "../components/ui/icons.tsx";
import { analysisErrorText } from "../features/cbct-tester/analysis-error.ts";
import { AnalysisResults } from "../features/cbct-tester/analysis-results.tsx";
import { SAMPLE_PRACTICE_NAME, SAMPLE_WEBSITE_CONTENT } from "../features/cbct-tester/sample-practice.ts";
import { TesterForm } from "../features/cbct-tester/tester-form.tsx";
import { useAnalyzeCbct } from "../features/cbct-tester/use-analyze-cbct.ts";

export function CbctTesterPage() {
  const [practiceName, setPracticeName] = useState("");
  const [websiteContent, setWebsiteContent] = useState("");
  const analyze = useAnalyzeCbct();

  return (
    <Stack gap="6">
      <PageHeader
        title="CBCT Detection Tester"
        description="Check how the detector reads a practice website: scanner status, make, model, age and lead score."
      />
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 5fr) minmax(0, 7fr)" }} gap="6" alignItems="start">
        <TesterForm
          practiceName={practiceName}
          websiteContent={websiteContent}
          isAnalyzing={analyze.isPending}
          onPracticeNameChange={setPracticeName}
          onWebsiteContentChange={setWebsiteContent}
          onLoadSample={() => {
            setPracticeName(SAMPLE_PRACTICE_NAME);
            setWebsiteContent(SAMPLE_WEBSITE_CONTENT);
          }}
          onAnalyze={() => analyze.mutate({ practiceName, websiteContent })}
        />
        <Stack gap="4">
          {analyze.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{analysisErrorText(analyze.error)}</Alert.Title>
            </Alert.Root>
          )}
          {analyze.data ? (
            <AnalysisResults result={analyze.data} />
          ) : (
            <Center
              minH="72"
              rounded="l3"
              borderWidth="2px"
              borderStyle="dashed"
              borderColor="border"
              bg="bg"
              color="fg.muted"
              flexDirection="column"
              gap="2"
              p="8"
              textAlign="center"
            >
              <Text fontSize="3xl" color="fg.subtle">
                <ScanIcon />
              </Text>
              <Text fontWeight="medium" color="fg">
                No analysis yet
              </Text>
              <Text fontSize="sm">Paste website content or load the sample, then analyze.</Text>
            </Center>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
