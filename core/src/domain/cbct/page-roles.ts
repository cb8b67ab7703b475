import { PACK_SERVICE_HEADING } from "./languages/index.ts";

/**
 * The roles of a page's pieces of text (issue 18): title, headings, list items, price/table rows, menu and footer link
 * labels, image alt texts. The crawler reads them from the HTML (parse-html.ts); pasted text has none, so the tester
 * guesses them from the line layout (readPastedText). Both feed the detector the same way (detection-corpus.ts).
 */
export type PageRoles = {
  title: string;
  headings: string[];
  listItems: string[];
  tableRows: string[];
  menuLinks: string[];
  footerLinks: string[];
  altTexts: string[];
  /** The page's breadcrumb trail, outermost first (see breadcrumbTrail); empty when the page shows none. */
  breadcrumbs: string[];
};

/** Caps like the crawler's, so a pasted wall of short lines costs bounded work. */
const MAX_ITEMS = 300;
const MAX_ITEM_CHARS = 200;

/**
 * "$250", "£95", "250 €", "1.200,00 zł", "1500 kr", "USD 300": a line with one is a price-list row. Serves price lists
 * in the currencies of the languages the detector reads (class "a price in the practice's own currency"): "3,510円",
 * "5万원", "200元", "1 500 Kč", "750 ₺", "3000 руб.", "500.000đ", "1,500 บาท", "₪350". The detector's fee
 * (assess-hits.ts) is this same list, so a pasted price list and a crawled one are read alike.
 */
export const PRICE =
  /(?:[$£€¥￥₩₺₽₫฿₴₪]\s?\d|\b(?:\d{1,3}(?:[ .,]\d{3})+|\d+)(?:[.,]\d{2})?\s?(?:€|eur|euros?|usd|gbp|aud|cad|chf|zł|pln|kr|sek|nok|dkk|huf|ft|lei|kn|tl|aed|₹|rs\.?|kč|czk|руб|₽|₺|₫|vnđ|vnd|đ|฿|บาท|лв|грн|₴|₪)(?![\p{L}])|\d[\d,.]*\s?(?:万円|円|元|万?원|만\s?원))/iu;
/** Bullets a pasted list keeps: "- ", "* ", "• ", "· ", "– ", "1. ", "a) ", "✓ ". */
const BULLET = /^(?:[-*•·–—▪►✓✔]|\d{1,2}[.)]|[a-z][.)])\s+/i;
/**
 * Serves pages in languages written without spaces (Japanese, Chinese, Korean): a sentence there is one "word" to a
 * split on spaces, so every two of their characters count as a word, and their full stops (。！？) close a sentence.
 */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
export const wordCount = (s: string) =>
  s.split(/\s+/).filter(Boolean).length + Math.floor((s.match(CJK)?.length ?? 0) / 2);

/**
 * A short line without a closing full stop reads as a label (heading, list item, menu entry), not prose. A line of
 * four or more words ending in a colon is the sentence that leads into a list ("Your dentist may recommend CBCT:"),
 * prose like the paragraph it belongs to; a short one ("Our services:") stays a label.
 */
const isLabel = (line: string) =>
  line.length <= 70 &&
  wordCount(line) <= 9 &&
  !/[.!?。！？]["')\]」』]?$/.test(line) &&
  !/[,;、，]$/.test(line) &&
  !(/[:：]$/.test(line) && wordCount(line) >= 4);

/** A short line that is one sentence ending in a full stop: "Low-Dose Digital 3D Radiographs." */
const shortStopLine = (line: string) =>
  line.length <= 50 && wordCount(line) <= 5 && /[^.]\.$/.test(line) && !/[.!?]\s/.test(line.slice(0, -1));
const itemLike = (line: string | undefined) =>
  line !== undefined && line !== "" && (isLabel(line) || shortStopLine(line));

/** A short question on a line of its own: no sentence before it on the line, at most 12 words. */
const questionLine = (line: string) =>
  line.length <= 100 && wordCount(line) <= 12 && /[?？]$/.test(line) && !/[.!。！](?:\s|$)/.test(line.slice(0, -1));
/** The next non-blank line (at most one blank between) is prose, not another label or question. */
const proseFollows = (lines: readonly string[], i: number) => {
  const next = lines[i + 1] || lines[i + 2] || "";
  return next !== "" && !isLabel(next) && !/[?？]$/.test(next);
};

/**
 * "Short label: description" (at most 6 words before the colon), one line of a pasted list of that layout. Also with a
 * dash between them, as equipment lists write it (class "a pasted list of 'Name – what it does' lines": "CBCT – 3차원으로
 * 정밀하게 진단하는 장비", "TRIOS 5 – digital impressions"): the dash set off by spaces, so "X-ray" or "2–4" is no separator.
 */
export const LABEL_HEAD = /^([^:?？–—]{2,80}?)(?::|\s[–—-])\s+\S/;
const labelledLine = (line: string) => {
  const head = line.match(LABEL_HEAD)?.[1];
  return head !== undefined && wordCount(head) <= 6 && line.length <= 300;
};

const capped = (list: string[], item: string) => {
  const s = item.trim().slice(0, MAX_ITEM_CHARS);
  if (s && list.length < MAX_ITEMS) list.push(s);
};

const emptyRoles = (): PageRoles => ({
  title: "",
  headings: [],
  listItems: [],
  tableRows: [],
  menuLinks: [],
  footerLinks: [],
  altTexts: [],
  breadcrumbs: [],
});

/** "| a | b |" -> "a | b". */
const tableCells = (line: string) =>
  line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/\s*(?:\||\t)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The name of the practice's services/technology section, as a heading or a trail's step: "Our Technology", "Our
 * Services", "Equipment", "Fees" / "Price list", and the language packs' own ("Leistungen", "Specialità",
 * "Especialidades", "Диагностика"; languages/, class "the practice's voice in its own language").
 */
export const SERVICE_SECTION = new RegExp(
  String.raw`^(?:(?:our |the )?(?:(?:advanced|dental|modern|state[\s-]of[\s-]the[\s-]art|latest|new) )?(?:technology|technologies|services|treatments|equipment|facilities|facility|procedures|diagnostics|imaging services|fees|price list|prices|pricing|what we offer|office tour)\b${PACK_SERVICE_HEADING ? `|(?:${PACK_SERVICE_HEADING})` : ""})`,
  "i",
);

/** "›", "»", "→", ">" or ">>" between the steps of a trail; " / " only in a longer trail or after "Home". */
const TRAIL_STEP = /\s*(?:›|»|→|>>?)\s*|\s+\/\s+/;
const TRAIL_ARROW = /[›»→>]/;
const HOME_STEP = /^(?:home|homepage|start|startseite|inicio|accueil|home page)$/i;
/** A trail is read only near the top of a pasted page, where a page shows it. */
const TRAIL_LINES = 3;

/**
 * Serves pages a person pastes with their breadcrumb trail on top (class "the page's place in the site, pasted"):
 * "Home > Dental Services > 3D Imaging", "Services › CT Scan", "Home / Our Technology / Cone Beam CT". Each step is a
 * short label (at most 7 words); prose, a sentence's full stop or a single "a / b" label ("Implants / Bridges") is not a
 * trail. Returns the steps, outermost first, or null.
 */
export function breadcrumbTrail(line: string): string[] | null {
  if (line.length > 160 || /[.!?。！？:;,]$/.test(line)) return null;
  const steps = line
    .split(TRAIL_STEP)
    .map((s) => s.trim())
    .filter(Boolean);
  if (steps.length < 2 || steps.length > 6) return null;
  if (!steps.every((s) => s.length <= 60 && wordCount(s) <= 7 && !/[.!?。]$/.test(s))) return null;
  if (!TRAIL_ARROW.test(line) && steps.length < 3 && !HOME_STEP.test(steps[0] ?? "")) return null;
  return steps;
}

/**
 * Serves pasted pages whose trail lost its separators in the copy (class "the page's place in the site, pasted"): many
 * sites draw the "›" between a trail's steps as an icon, so a copied page starts with its steps on lines of their own:
 * the section ("Specialità", "Especialidades", "Диагностика", "Our Services"; "Home" before it is skipped), then the
 * page's own name, then its prose. A run of short lines after the section (a pasted menu) is no trail. Returns the
 * indexes of the lines that are the trail's steps, the page's name last, or null.
 */
function separatorlessTrail(lines: readonly string[]): number[] | null {
  const firsts: number[] = [];
  for (let i = 0; i < lines.length && firsts.length < 4; i++) if (lines[i]) firsts.push(i);
  if (firsts[0] !== undefined && HOME_STEP.test(lines[firsts[0]] ?? "")) firsts.shift();
  const [section, name, after] = firsts.map((i) => lines[i] ?? "");
  if (section === undefined || name === undefined || after === undefined) return null;
  const sectionName = isLabel(section) && wordCount(section) <= 3 && SERVICE_SECTION.test(section);
  if (!sectionName || !isLabel(name) || isLabel(after)) return null;
  return firsts.slice(0, 2);
}

/**
 * Serves price lists written in plain numbers, pasted (class "a price list pasted without its currency": "131
 * Tomografiundersökning, en kvadrant – 965", "Röntgenundersökning, omfattande – 965"): a line closing on an amount
 * after a dash, colon or bar, as the crawler reads the same row of the page's table (assess-hits.ts pricedRow). Only
 * in a run of three such lines: one line ending in a number ("Founded – 1998") is no price list.
 */
const PLAIN_PRICE = /\S\s?[-–—:|]\s?\d{2,6}(?:[.,]\d{2})?\s*$/;
/** For each line, the length of the run of consecutive lines holding it that pass `test` (0 for a line that fails). */
function runLengths(lines: readonly string[], test: (line: string) => boolean): number[] {
  const runs = new Array<number>(lines.length).fill(0);
  for (let i = 0; i < lines.length;) {
    if (!test(lines[i] ?? "")) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && test(lines[j] ?? "")) j++;
    runs.fill(j - i, i, j);
    i = j;
  }
  return runs;
}

/**
 * Pasted plain text (the tester): lines that look like a price row, a table row, a bulleted item, a menu bar, or a
 * run of short label lines under a heading are given those roles; a short line followed by prose or by a run of
 * labels is a heading. Only the layout decides, never the words, so a paragraph is never promoted to a list item.
 */
export function readPastedText(text: string, options: { questionHeadings?: boolean } = {}): PageRoles {
  const roles = emptyRoles();
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines.filter(Boolean).length < 2) return roles;
  let nonEmpty = 0;
  const steps = separatorlessTrail(lines);
  if (steps) {
    roles.breadcrumbs = steps.map((i) => lines[i] ?? "");
    // The section is the site's own section name, like a menu label; the page's name under it stays its heading.
    for (const i of steps.slice(0, -1)) {
      capped(roles.menuLinks, lines[i] ?? "");
      lines[i] = "";
    }
  }
  // Runs of price lines and of item-like lines (labels or short full-stop lines) are counted once for the whole text,
  // so a pasted wall of 20,000 such lines costs one pass, not one walk of its run per line (it took minutes). The
  // item runs are read after the page's trail is cleared from the opening lines (below), as the lines then stand.
  const plainPriceRuns = runLengths(lines, (line) => line.length <= 160 && PLAIN_PRICE.test(line));
  let itemRuns: number[] | null = null;
  const itemRun = (i: number) => {
    itemRuns ??= runLengths(lines, itemLike);
    return itemRuns[i] ?? 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!line) continue;
    nonEmpty++;
    // The page's trail, on one of its first lines: where the site files the page. The line after it starts the page,
    // so it is read as a blank line for its neighbours (the page's name under it is a heading, not a list item).
    const trail = nonEmpty <= TRAIL_LINES && roles.breadcrumbs.length === 0 ? breadcrumbTrail(line) : null;
    if (trail) {
      roles.breadcrumbs = trail;
      // Its steps are the site's own section names, read like a menu's (readMarkedText keeps the line the same way).
      capped(roles.menuLinks, line);
      lines[i] = "";
      itemRuns = null;
      continue;
    }
    const cells = tableCells(line);
    // A menu bar copied from a page: "Home | About | 3D CBCT Scanner | Contact".
    if (cells.length >= 4 && !PRICE.test(line) && cells.every((c) => c.split(/\s+/).length <= 4)) {
      for (const c of cells) capped(roles.menuLinks, c);
      continue;
    }
    if (line.length <= 160 && (PRICE.test(line) || (plainPriceRuns[i] ?? 0) >= 3)) {
      capped(roles.tableRows, cells.join(" | "));
      continue;
    }
    if (cells.length >= 2 && /\t|\s\|\s/.test(line)) {
      capped(roles.tableRows, cells.join(" | "));
      continue;
    }
    if (BULLET.test(line) && line.length <= 200) {
      capped(roles.listItems, line.replace(BULLET, ""));
      continue;
    }
    // A run of "Label: description" lines ("Cone beam CT: a 3D scan of the jaw ...", "Digital x-rays: ...") is a
    // list whose items are too long to read as labels: the layout of a services or exams list, pasted.
    if (labelledLine(line) && (labelledLine(lines[i - 1] ?? "") || labelledLine(lines[i + 1] ?? ""))) {
      capped(roles.listItems, line);
      continue;
    }
    // A question alone on a line above prose is a heading ("What is a CT scan?", "When Do Dentists Recommend
    // CBCT?") where the page's address is known (see pasted-site.ts): it says "article" or "FAQ" as the page's markup
    // would, and the address says whether the page is the practice's own. Without an address it stays text: a
    // practice's own CBCT page written as questions would have nothing else to tell it from an article.
    if (options.questionHeadings === true && questionLine(line) && proseFollows(lines, i)) {
      capped(roles.headings, line);
      continue;
    }
    // A run of short lines each ending in a full stop ("Invisalign." "Low-Dose Digital 3D Radiographs." "Laser
    // Therapy."): a list styled with full stops, as some designs write their features (class "a list whose items end
    // in a full stop"). Three such or label lines in a row at least; a lone short sentence stays text.
    if (shortStopLine(line) && itemRun(i) >= 3) {
      capped(roles.listItems, line);
      continue;
    }
    if (!isLabel(line)) continue;
    const prev = lines[i - 1] ?? "";
    const next = lines[i + 1] ?? "";
    const prevLabel = prev !== "" && isLabel(prev);
    const nextLabel = next !== "" && isLabel(next);
    // The line before leads into a list ("Our imaging services include:"): this line is the list's first item.
    const afterLeadIn = /[:：]$/.test(prev);
    // A run of short lines (this one and a neighbour) under something: a list. The first of a run after prose or a
    // blank line, followed by more labels, is the run's heading.
    if (!prevLabel && !afterLeadIn && nextLabel && isLabel(lines[i + 2] ?? "")) capped(roles.headings, line);
    else if (prevLabel || nextLabel || afterLeadIn) capped(roles.listItems, line);
    else if (next !== "") capped(roles.headings, line);
  }
  return roles;
}

/**
 * The line markup of the detection set's excerpts (worker/bench/detection-set/README): "# " title, "## " heading,
 * "- " list item, "| a | b |" table row, "[menu] ", "[footer] ", "[alt] ", plain lines are paragraph text.
 */
export type MarkedPage = PageRoles & { paragraphs: string[] };

export function readMarkedText(excerpt: string): MarkedPage {
  const page: MarkedPage = { ...emptyRoles(), paragraphs: [] };
  for (const raw of excerpt.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^#\s+(.*)$/))) {
      if (!page.title) page.title = m[1] ?? "";
      capped(page.headings, m[1] ?? "");
    } else if ((m = line.match(/^#{2,6}\s+(.*)$/))) capped(page.headings, m[1] ?? "");
    else if ((m = line.match(/^[-*]\s+(.*)$/))) capped(page.listItems, m[1] ?? "");
    else if (line.startsWith("|")) capped(page.tableRows, tableCells(line).join(" | "));
    else if ((m = line.match(/^\[menu\]\s*(.*)$/i))) {
      capped(page.menuLinks, m[1] ?? "");
      // The set's convention writes a page's breadcrumb as a menu line "[menu] Services > CT Scan".
      const trail = page.breadcrumbs.length === 0 && TRAIL_ARROW.test(m[1] ?? "") ? breadcrumbTrail(m[1] ?? "") : null;
      if (trail) page.breadcrumbs = trail;
    } else if ((m = line.match(/^\[footer\]\s*(.*)$/i))) capped(page.footerLinks, m[1] ?? "");
    else if ((m = line.match(/^\[alt\]\s*(.*)$/i))) capped(page.altTexts, m[1] ?? "");
    else page.paragraphs.push(line);
  }
  return page;
}

/**
 * The same excerpt as a user pastes it from a browser: markup gone, one piece per line, table cells separated by a
 * tab, image alt texts absent (a copy of a page does not carry them).
 */
export function stripMarkup(excerpt: string): string {
  const out: string[] = [];
  for (const raw of excerpt.split(/\r?\n/)) {
    const line = raw.trim();
    if (/^\[alt\]/i.test(line)) continue;
    if (line.startsWith("|")) out.push(tableCells(line).join("\t"));
    else out.push(line.replace(/^(?:#{1,6}|[-*])\s+/, "").replace(/^\[(?:menu|footer)\]\s*/i, ""));
  }
  return out.join("\n");
}
