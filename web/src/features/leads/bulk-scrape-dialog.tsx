import { endpoints } from "@cbct/core/contracts/endpoints";
import type { ScrapeListCheckResponse } from "@cbct/core/contracts/scraping";
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Progress,
  Stack,
  Table,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { api } from "../../lib/api-client.ts";
import { serverErrorText } from "../../lib/server-error.ts";
import { jobHost, scrapeOutcome } from "./scrape-outcome.ts";
import { type EntryState, planScrapeList } from "./scrape-list-plan.ts";
import type { useScrapeBatch } from "./use-scrape-batch.ts";

type Batch = ReturnType<typeof useScrapeBatch>;

const STATE_STYLE: Record<EntryState, { palette: string; label: string }> = {
  start: { palette: "green", label: "Will start" },
  invalid: { palette: "red", label: "Invalid" },
  duplicate: { palette: "gray", label: "Listed twice" },
  known: { palette: "blue", label: "Known" },
  active: { palette: "purple", label: "In progress" },
  "over-limit": { palette: "orange", label: "Over limit" },
};

/** A CSV file bigger than this is refused before reading (the server takes 1,000,000 characters). */
const MAX_FILE_BYTES = 1_000_000;

/** "Done 3 · Failed 1 · Remaining 6": the batch's progress line (also shown on the dashboard while it runs). */
export function batchProgressText(progress: Batch["progress"]): string {
  return `Done ${progress.done} · Failed ${progress.failed} · Remaining ${progress.remaining}`;
}

/**
 * "Paste a list / upload a CSV": one website per line, or a CSV file with a website column. The server reads the
 * list exactly as Start Scraping would and says, per line, what is invalid, listed twice, already a lead or already
 * being scraped, and how many the rep may still start this hour; Start sends the rest through bulk-start and the
 * dialog follows the batch (done / failed / remaining) to a summary.
 */
export function BulkScrapeDialog(props: {
  open: boolean;
  onClose: () => void;
  batch: Batch;
  onView: (leadId: number) => void;
}) {
  const { batch } = props;
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<ScrapeListCheckResponse | null>(null);
  const [refreshKnown, setRefreshKnown] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const check = useMutation({
    mutationFn: (input: { text: string; format: "lines" | "csv" }) =>
      api.call(endpoints.checkScrapeList, { body: input }),
    onSuccess: (answer) => setChecked(answer),
  });
  const checkError = check.error ? (serverErrorText(check.error) ?? "The list could not be checked") : null;

  const plan = checked
    ? planScrapeList(checked.entries, { refreshKnown, remainingThisHour: checked.quota.remainingThisHour })
    : null;
  const phase = batch.progress.total > 0 ? "batch" : checked ? "review" : "input";

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError("The file is too large (at most 1 MB). Split it, or paste the website column.");
      return;
    }
    check.mutate({ text: await file.text(), format: "csv" });
  };
  const startOver = () => {
    setChecked(null);
    check.reset();
    batch.reset();
  };
  const close = () => {
    // A finished batch is done with; a running one goes on (the dashboard shows its progress line).
    if (batch.finished) startOver();
    props.onClose();
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && close()} size={{ base: "full", md: "lg" }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bulk-scrape">
            <Dialog.Header>
              <Dialog.Title>Paste a list / upload a CSV</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {phase === "input" && (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    One practice website per line, or a CSV file with a website column (Website, URL, Web address...).
                  </Text>
                  <Textarea
                    aria-label="Websites, one per line"
                    placeholder={"lakesidefamilydental.com\nhttps://www.example-dental.com"}
                    rows={10}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    fontFamily="mono"
                    fontSize="sm"
                  />
                  <HStack gap="2">
                    <input
                      ref={fileInput}
                      type="file"
                      accept=".csv,text/csv"
                      hidden
                      data-testid="bulk-scrape-file"
                      onChange={(e) => void onFile(e.target.files?.[0])}
                    />
                    <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                      Upload a CSV
                    </Button>
                    {(fileError || checkError) && (
                      <Text fontSize="sm" color="fg.error" role="alert">
                        {fileError ?? checkError}
                      </Text>
                    )}
                  </HStack>
                </Stack>
              )}
              {phase === "review" && checked && plan && (
                <Stack gap="3">
                  <HStack gap="2" flexWrap="wrap" data-testid="bulk-scrape-counts">
                    {(Object.keys(STATE_STYLE) as EntryState[])
                      .filter((state) => plan.counts[state] > 0)
                      .map((state) => (
                        <Badge key={state} colorPalette={STATE_STYLE[state].palette} variant="subtle">
                          {plan.counts[state]} {STATE_STYLE[state].label.toLowerCase()}
                        </Badge>
                      ))}
                  </HStack>
                  <Text fontSize="sm" data-testid="bulk-scrape-quota">
                    You can start {checked.quota.remainingThisHour.toLocaleString("en-US")} more{" "}
                    {checked.quota.remainingThisHour === 1 ? "scrape" : "scrapes"} this hour (limit{" "}
                    {checked.quota.perHour.toLocaleString("en-US")} an hour).
                    {checked.column ? ` Websites read from the column "${checked.column}".` : ""}
                  </Text>
                  {plan.rows.some((r) => r.entry.knownLead && (r.state === "known" || r.state === "start")) && (
                    <Checkbox.Root
                      size="sm"
                      checked={refreshKnown}
                      onCheckedChange={(e) => setRefreshKnown(e.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        Also scrape the sites that are already leads again (refreshes them)
                      </Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  <Box maxH="72" overflowY="auto" borderWidth="1px" borderColor="border.muted" rounded="md">
                    <Table.Root size="sm" stickyHeader>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader width="12">Line</Table.ColumnHeader>
                          <Table.ColumnHeader>Website</Table.ColumnHeader>
                          <Table.ColumnHeader>What happens</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {plan.rows.map((row) => (
                          <Table.Row key={row.entry.line} data-testid="bulk-scrape-row" data-state={row.state}>
                            <Table.Cell color="fg.muted">{row.entry.line}</Table.Cell>
                            <Table.Cell maxW="56" truncate title={row.entry.input}>
                              {row.entry.domain ?? row.entry.input}
                            </Table.Cell>
                            <Table.Cell>
                              <HStack gap="2">
                                <Badge colorPalette={STATE_STYLE[row.state].palette} variant="subtle" flexShrink={0}>
                                  {STATE_STYLE[row.state].label}
                                </Badge>
                                <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                                  {row.note}
                                </Text>
                              </HStack>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                </Stack>
              )}
              {phase === "batch" && <BatchView batch={batch} onView={props.onView} />}
            </Dialog.Body>
            <Dialog.Footer>
              {phase === "input" && (
                <>
                  <Button variant="outline" onClick={close}>
                    Cancel
                  </Button>
                  <Button
                    colorPalette="brand"
                    onClick={() => check.mutate({ text, format: "lines" })}
                    disabled={text.trim() === ""}
                    loading={check.isPending}
                  >
                    Check list
                  </Button>
                </>
              )}
              {phase === "review" && plan && checked && (
                <>
                  <Button variant="outline" onClick={startOver}>
                    Back
                  </Button>
                  <Button
                    colorPalette="brand"
                    disabled={plan.toStart.length === 0}
                    onClick={() => void batch.start(plan.toStart, checked.quota.bulkMax)}
                  >
                    Start {plan.toStart.length} {plan.toStart.length === 1 ? "scrape" : "scrapes"}
                  </Button>
                </>
              )}
              {phase === "batch" && (
                <>
                  {batch.finished && (
                    <Button variant="outline" onClick={startOver}>
                      Scrape another list
                    </Button>
                  )}
                  <Button colorPalette="brand" onClick={close}>
                    {batch.finished ? "Done" : "Close (keeps running)"}
                  </Button>
                </>
              )}
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

/** The running batch: its progress line and bar, then a summary with each job's outcome and each site not started. */
function BatchView(props: { batch: Batch; onView: (leadId: number) => void }) {
  const { batch } = props;
  const { progress } = batch;
  const finishedShare = progress.total === 0 ? 0 : ((progress.done + progress.failed) / progress.total) * 100;
  return (
    <Stack gap="3">
      <Text fontWeight="medium" data-testid="bulk-scrape-progress" aria-live="polite">
        {batchProgressText(progress)}
      </Text>
      <Progress.Root value={finishedShare} size="sm" colorPalette={progress.failed > 0 ? "orange" : "green"}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {batch.finished && (
        <Alert.Root status={progress.failed > 0 ? "warning" : "success"} data-testid="bulk-scrape-summary">
          <Alert.Indicator />
          <Alert.Title>
            Batch finished: {progress.done} of {progress.total} {progress.total === 1 ? "site" : "sites"} scraped
            {progress.failed > 0 ? `, ${progress.failed} failed` : ""}.
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="0" divideY="1px" divideColor="border.muted" maxH="72" overflowY="auto">
        {batch.jobs.map((job) => {
          const outcome = scrapeOutcome(job);
          return (
            <HStack key={job.jobId} justify="space-between" py="2" gap="3" data-testid="bulk-scrape-job">
              <Box minW="0">
                <Text fontSize="sm" truncate>
                  {jobHost(job.practiceUrl)}
                </Text>
                <Text fontSize="xs" color={job.status === "failed" ? "fg.error" : "fg.muted"} lineClamp={2}>
                  {job.status === "failed"
                    ? job.errorMessage || "The site could not be read"
                    : job.status === "cancelled"
                      ? job.errorMessage || "Cancelled"
                      : outcome
                        ? outcome.description
                        : job.status === "running"
                          ? "Scraping..."
                          : "Queued"}
                </Text>
              </Box>
              {outcome?.kind === "lead" && (
                <Button size="xs" variant="outline" onClick={() => props.onView(outcome.leadId)}>
                  View lead
                </Button>
              )}
            </HStack>
          );
        })}
        {batch.notStarted.map((item) => (
          <HStack key={`not-started-${item.url}`} py="2" gap="3" data-testid="bulk-scrape-not-started">
            <Box minW="0">
              <Text fontSize="sm" truncate>
                {jobHost(item.url)}
              </Text>
              <Text fontSize="xs" color="fg.error">
                Not started: {item.error}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
