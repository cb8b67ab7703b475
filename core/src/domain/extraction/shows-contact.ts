import type { SiteContent } from "../site-content.ts";
import { extractPractice } from "./extract-practice.ts";

/**
 * True when the pages read so far show both a phone number and an address. The crawler asks before giving up on a
 * site whose header and footer arrive by script: without them it renders the home page once in a browser.
 */
export function showsPhoneAndAddress(site: SiteContent): boolean {
  const x = extractPractice(site);
  return x.phone !== null && (x.address !== null || x.city !== null);
}
