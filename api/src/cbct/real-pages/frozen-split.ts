import { createHash } from "node:crypto";

/**
 * The frozen tuning/validation split of real practice pages (issue 18, point 5), by domain so that no site has pages on
 * both sides. Decided by a hash, not by hand, before any tuning; frozen-split.test.ts pins it. Never change the rule or
 * the threshold: every figure quoted for "validation" rests on it.
 */
export type SplitPart = "tuning" | "validation";

/** 77 of 256 first-byte values: about 30 % of domains go to validation. */
export const VALIDATION_BELOW = 77;

/** The url's host, lowercased, without a leading "www.". */
export function domainOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    host = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split(/[/?#:]/)[0] ?? url;
  }
  return host.toLowerCase().replace(/^www\./, "");
}

export function splitOfDomain(domain: string): SplitPart {
  const firstByte = Number.parseInt(createHash("sha256").update(domain).digest("hex").slice(0, 2), 16);
  return firstByte < VALIDATION_BELOW ? "validation" : "tuning";
}

export const splitOf = (url: string): SplitPart => splitOfDomain(domainOf(url));
