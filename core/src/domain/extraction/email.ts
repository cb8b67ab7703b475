import { contactTexts, declaredBusinesses } from "./contact-sources.ts";
import type { Sourced } from "./field-source.ts";
import { textProp } from "./json-ld.ts";
import { mostFrequent } from "./most-frequent.ts";
import type { SiteCorpus } from "./site-corpus.ts";

const LOCAL_BEFORE = /[a-z0-9][a-z0-9._%+-]{0,63}$/i;
const DOMAIN_AFTER = /^[a-z0-9](?:[a-z0-9-]{0,62}\.){1,4}[a-z]{2,12}(?![a-z0-9-])/i;
const VALID = /^[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9](?:[a-z0-9-]{0,62}\.){1,4}[a-z]{2,12}$/;
/** Retina image names ("logo@2x.png") look like addresses. */
const FILE_LIKE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp|ico|css|js)$|@\dx\b/;
const PLACEHOLDER_DOMAIN =
  /@(?:(?:[a-z0-9-]+\.)*(?:example|domain|yourdomain|yoursite|yourwebsite|website|email|mysite|sentry|wixpress|test)\.[a-z]{2,12}|(?:[a-z0-9-]+\.)*sentry\.io)$/;
const PLACEHOLDER_LOCAL =
  /^(?:you|your|yourname|your\.?name|name|email|youremail|user|username|test|john\.?doe|jane\.?doe|no-?reply|do-?not-?reply)@/;

/** A lower-cased address, or null for image names, placeholders and no-reply senders. */
export function cleanEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (!VALID.test(email) || FILE_LIKE.test(email)) return null;
  if (PLACEHOLDER_DOMAIN.test(email) || PLACEHOLDER_LOCAL.test(email)) return null;
  return email;
}

/**
 * The practice's address and where it was read: the declared one (JSON-LD, microdata), then mailto: links (Cloudflare's
 * protected links included, decoded by the crawler), then the footer, the contact page and the text.
 */
export function extractEmailSourced(corpus: SiteCorpus): Sourced<string> | null {
  for (const { node, source } of declaredBusinesses(corpus)) {
    const email = cleanEmail((textProp(node, "email") ?? "").replace(/^mailto:/i, ""));
    if (email !== null) return { value: email, source };
  }
  const fromLinks = corpus.pages.flatMap((p) =>
    p.page.links
      .filter((l) => /^mailto:/i.test(l.href))
      .map((l) => cleanEmail(decodeMailto(l.href)))
      .filter((e): e is string => e !== null),
  );
  const linked = mostFrequent(fromLinks);
  if (linked !== null) return { value: linked, source: "link" };
  for (const { source, texts } of contactTexts(corpus)) {
    const email = mostFrequent(texts.flatMap(findTextEmails));
    if (email !== null) return { value: email, source };
  }
  return null;
}

export function extractEmail(corpus: SiteCorpus): string | null {
  return extractEmailSourced(corpus)?.value ?? null;
}

/** Addresses written in text, found from each "@" outwards (a pattern scan from every letter is far slower). */
export function findTextEmails(text: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    const local = LOCAL_BEFORE.exec(text.slice(Math.max(0, at - 64), at));
    const domain = DOMAIN_AFTER.exec(text.slice(at + 1, at + 260));
    const email = local && domain ? cleanEmail(`${local[0]}@${domain[0]}`) : null;
    if (email !== null) out.push(email);
  }
  return out;
}

function decodeMailto(href: string): string {
  const address = href.slice("mailto:".length).split(/[?,;]/)[0] ?? "";
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
