import type { Lead } from "./lead-types.ts";

/** Location cell: 'City, ST', whichever part is known, or 'Unknown'. */
export function leadLocation(lead: Pick<Lead, "city" | "state" | "practiceCity" | "practiceState">): string {
  const parts = [lead.city || lead.practiceCity, lead.state || lead.practiceState].filter((p) => p?.trim());
  return parts.length > 0 ? parts.join(", ") : "Unknown";
}

/** 'City, ST' when any part is known, else null (where a placeholder would read as a place). */
export function knownLocation(lead: Pick<Lead, "city" | "state" | "practiceCity" | "practiceState">): string | null {
  const location = leadLocation(lead);
  return location === "Unknown" ? null : location;
}

/** cbctConfidence arrives as a numeric string ("87.50"); shown as a whole percentage. */
export function confidencePercent(value: string | number | null | undefined): string {
  const n = typeof value === "number" ? value : Number.parseFloat(value ?? "");
  return `${Number.isFinite(n) ? Math.round(n) : 0}%`;
}

/** The site's host (no "www."), which tells apart practices that share a name. */
export function leadDomain(lead: Pick<Lead, "websiteDomain" | "website" | "websiteLink">): string | null {
  if (lead.websiteDomain) return lead.websiteDomain;
  const url = lead.website || lead.websiteLink;
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}
