import { detectCbct } from "@cbct/core/domain/cbct/index";
import type { PageContent } from "@cbct/core/domain/site-content";
import type { CrawlOptions } from "../crawl/crawl-site.ts";

/**
 * The crawler's `more` option for CBCT leads (issue 9): a site whose pages read so far make CBCT only "uncertain" is
 * read further, up to `maxPages`, before the verdict is settled; a blog post or technology page further in often
 * says whether the scanner is the practice's own.
 */
export function settleCbct(maxPages: number, now: () => Date): NonNullable<CrawlOptions["more"]> {
  return {
    maxPages,
    unsettled: (pages: readonly PageContent[]) => detectCbct([...pages], { now: now() }).status === "uncertain",
  };
}
