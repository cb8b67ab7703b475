import { createHash } from "node:crypto";

/** A weak ETag from whatever determines a response (the query and a fingerprint of the data it reads). */
export function weakEtag(...parts: readonly unknown[]): string {
  const hash = createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 27);
  return `W/"${hash}"`;
}

/** If-None-Match holds this ETag (weak comparison, RFC 9110 13.1.2; "*" matches anything). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const want = opaque(etag);
  return header.split(",").some((t) => t.trim() === "*" || opaque(t) === want);
}

/** The strong ETag of a lead at a version. */
export const versionEtag = (version: number) => `"v${version}"`;

/**
 * The version an If-Match names: undefined without the header (spec 7's client sends none: the write is accepted),
 * "any" for "*", null for a tag that is not one of ours (it cannot match, so the write is refused).
 */
export function ifMatchVersion(header: string | undefined): number | "any" | null | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  if (header.trim() === "*") return "any";
  const m = /^\s*(?:W\/)?"v(\d{1,9})"\s*$/.exec(header);
  return m ? Number(m[1]) : null;
}
