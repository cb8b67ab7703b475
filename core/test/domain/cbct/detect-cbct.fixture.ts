import type { DetectionPage } from "../../../src/domain/site-content.ts";
import { type DetectCbctOptions, detectCbct } from "../../../src/domain/cbct/detect-cbct.ts";

/** Fixed "now" so ages do not drift with the calendar. */
export const NOW = new Date("2026-03-01T00:00:00Z");
export const SITE = "https://smiledental.example";

export function page(
  path: string | null,
  text: string,
  extra: Omit<DetectionPage, "url" | "text"> = {},
): DetectionPage {
  return { url: path === null ? null : `${SITE}${path}`, text, ...extra };
}

export function detect(pages: DetectionPage | DetectionPage[], options: DetectCbctOptions = { now: NOW }) {
  return detectCbct(Array.isArray(pages) ? pages : [pages], options);
}
