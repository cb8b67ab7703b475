import { businessNodes, textProp } from "./json-ld.ts";
import { mostFrequent } from "./most-frequent.ts";
import type { SiteCorpus } from "./site-corpus.ts";

/** "(512) 555-0142" from any US spelling ("+1 512.555.0142", "tel:15125550142"); null when not a US number. */
export function normalizeUsPhone(value: string): string | null {
  const digits = value.replace(/(?:ext|x|#).*$/i, "").replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(ten)) return null;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

const TEXT_PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[\s.-])[2-9]\d{2}[\s.-]\d{4}(?![\d-])/g;
const FAX_BEFORE = /fax\W{0,4}(?:\w+\W{1,3})?$/i;

/** US phone numbers written in text, in order, skipping fax numbers. */
export function findTextPhones(text: string): string[] {
  const out: string[] = [];
  TEXT_PHONE.lastIndex = 0;
  for (let m = TEXT_PHONE.exec(text); m !== null; m = TEXT_PHONE.exec(text)) {
    if (FAX_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const phone = normalizeUsPhone(m[0]);
    if (phone !== null) out.push(phone);
  }
  return out;
}

/** tel: links first (the number the site asks people to call), then JSON-LD telephone, then numbers in the text. */
export function extractPhone(corpus: SiteCorpus): string | null {
  const telLinks = corpus.pages.flatMap((p) =>
    p.page.links
      .filter((l) => /^tel:/i.test(l.href) && !/fax/i.test(l.text))
      .map((l) => normalizeUsPhone(safeDecode(l.href.slice(4)))),
  );
  const fromLinks = mostFrequent(telLinks.filter((p): p is string => p !== null));
  if (fromLinks !== null) return fromLinks;
  for (const node of businessNodes(corpus.jsonLd)) {
    const phone = normalizeUsPhone(textProp(node, "telephone") ?? "");
    if (phone !== null) return phone;
  }
  return mostFrequent(corpus.pages.flatMap((p) => findTextPhones(p.raw)));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
