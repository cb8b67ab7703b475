/**
 * Postgres text cannot hold U+0000 (the query fails) and a lone UTF-16 surrogate is not valid UTF-8, so every text
 * that comes from a user or a scraped site passes through here before it can reach the database.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = /\u0000/g;

/** True when `text` holds a NUL or a lone surrogate. */
export function hasUnsafeChars(text: string): boolean {
  NUL.lastIndex = 0;
  LONE_SURROGATE.lastIndex = 0;
  return NUL.test(text) || LONE_SURROGATE.test(text);
}

/** Drops NUL characters and replaces lone surrogates with U+FFFD, as a UTF-8 decoder would. */
export function toSafeText(text: string): string {
  if (!hasUnsafeChars(text)) return text;
  return text.replace(NUL, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** toSafeText applied to every string (keys included) of a JSON-like value. */
export function toSafeJson(value: unknown): unknown {
  if (typeof value === "string") return toSafeText(value);
  if (Array.isArray(value)) return value.map(toSafeJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toSafeText(k), toSafeJson(v)]));
  }
  return value;
}
