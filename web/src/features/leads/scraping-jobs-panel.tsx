import type { ScrapeJobView } from "@cbct/core/contracts/scraping";
import { Badge, Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ActivityIcon } from "../../components/ui/icons.tsx";
import { relativeTime } from "./relative-time.ts";
import { canRetryScrape, SCRAPE_JOB_BADGE } from "./scrape-job-status.ts";
import { scrapeOutcome } from "./scrape-outcome.ts";

/** Shown until "Show all" (the list holds the user's newest 50). */
const SHOWN_JOBS = 8;

function practiceNameOf(job: ScrapeJobView): string | null {
  const data = job.extractedData as { practiceName?: unknown } | null;
  return typeof data?.practiceName === "string" ? data.practiceName : null;
}

/** One line under the URL: what the job is doing, or what it produced, or why it failed. */
function JobDetail(props: { job: ScrapeJobView; now: Date }) {
  const { job, now } = props;
  const ago = (iso: string | null) => relativeTime(iso ?? job.createdAt, now).toLowerCase();
  if (job.status === "failed") {
    return (
      <Text fontSize="xs" color="fg.error" lineClamp={2}>
        {job.errorMessage ?? "Failed"}
      </Text>
    );
  }
  if (job.status === "cancelled") {
    return (
      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
        {job.errorMessage ?? "Cancelled"} · {ago(job.completedAt)}
      </Text>
    );
  }
  if (job.status === "completed") {
    // The lead as it is now ("Lakeside Family Dental: CBCT confirmed, lead score 11"), else the name the job read.
    const outcome = scrapeOutcome(job);
    const name = outcome?.kind === "lead" ? outcome.description : practiceNameOf(job);
    return (
      <Text fontSize="xs" color="fg.muted">
        {name ? `${name} · ` : ""}completed {ago(job.completedAt)}
      </Text>
    );
  }
  if (job.errorMessage) {
    // A failed attempt that will be retried: say so rather than look stuck.
    return (
      <Text fontSize="xs" color="fg.warning" lineClamp={2}>
        {job.errorMessage}
      </Text>
    );
  }
  return (
    <Text fontSize="xs" color="fg.muted">
      {job.status === "running" ? `Scraping, started ${ago(job.startedAt)}` : `Queued ${ago(job.createdAt)}`}
    </Text>
  );
}

/**
 * The signed-in user's newest scraping jobs with their queue status, so a started scrape is visibly progressing (or
 * failed): a finished one links to its lead, a failed or cancelled one can be tried again.
 */
export function ScrapingJobsPanel(props: {
  jobs: ScrapeJobView[];
  onView: (leadId: number) => void;
  onRetry: (url: string) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  if (props.jobs.length === 0) return null;
  const shown = showAll ? props.jobs : props.jobs.slice(0, SHOWN_JOBS);
  const now = new Date();
  return (
    <Card.Root variant="outline" shadow="xs" size="sm" data-testid="scraping-jobs">
      <Card.Header pb="2">
        <HStack gap="2">
          <Box color="brand.solid">
            <ActivityIcon />
          </Box>
          <Heading as="h2" size="sm">
            Recent scraping jobs
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            yours
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="0" divideY="1px" divideColor="border.muted">
          {shown.map((job) => {
            const style = SCRAPE_JOB_BADGE[job.status];
            return (
              <HStack key={job.id} justify="space-between" py="2.5" gap="4" data-testid="scraping-job">
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate title={job.practiceUrl}>
                    {job.practiceUrl}
                  </Text>
                  <JobDetail job={job} now={now} />
                </Box>
                <HStack gap="2" flexShrink={0}>
                  {job.status === "completed" && job.lead && (
                    <Button size="xs" variant="outline" onClick={() => job.lead && props.onView(job.lead.id)}>
                      View lead
                    </Button>
                  )}
                  {canRetryScrape(job.status) && (
                    <Button size="xs" variant="outline" onClick={() => props.onRetry(job.practiceUrl)}>
                      Retry
                    </Button>
                  )}
                  <Badge colorPalette={style.palette} variant="subtle" gap="1.5">
                    {(job.status === "running" || job.status === "pending") && <Spinner size="xs" />}
                    {style.label}
                  </Badge>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
        {props.jobs.length > SHOWN_JOBS && (
          <Button size="xs" variant="ghost" mt="2" onClick={() => setShowAll((v) => !v)}>
            {showAll ? "Show fewer" : `Show all ${props.jobs.length}`}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
