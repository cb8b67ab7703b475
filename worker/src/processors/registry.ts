import type { JobName } from "@cbct/shared/jobs/catalog";
import type { ProcessorFactory } from "./job-processor.ts";
import { geocodeLeadsProcessor } from "./geocode-leads.ts";
import { glideSyncProcessor } from "./glide-sync.ts";
import { matchTerritoryAlertsProcessor } from "./match-territory-alerts.ts";
import { runPipelineProcessor } from "./run-pipeline.ts";
import { refreshStaleLeadsProcessor } from "./refresh-stale-leads.ts";
import { scrapeSiteProcessor } from "./scrape-site.ts";
import { sendAlertDigestsProcessor } from "./send-alert-digests.ts";

/**
 * Job name -> processor, one line per job of the catalog. A new job kind is a catalog entry, one processor file and
 * one line here; the `satisfies` makes a catalog job without a processor a compile error.
 */
export const PROCESSORS = {
  "scrape-site": scrapeSiteProcessor,
  "run-pipeline": runPipelineProcessor,
  "glide-sync": glideSyncProcessor,
  "refresh-stale-leads": refreshStaleLeadsProcessor,
  "geocode-leads": geocodeLeadsProcessor,
  "match-territory-alerts": matchTerritoryAlertsProcessor,
  "send-alert-digests": sendAlertDigestsProcessor,
} satisfies { [N in JobName]: ProcessorFactory<N> };
