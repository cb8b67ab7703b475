import type { SiteKind, SiteLabel } from "./labels.ts";

/** Markup families the corpus renders; each produces a different page skeleton, class soup and footer. */
export const THEMES = ["wordpress", "wix", "squarespace", "prosites", "custom", "legacy"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * How a site delivers its content.
 * - static: server-rendered HTML.
 * - js-bundle: an empty #root shell; a same-site bundle holds every page and renders by location.pathname.
 * - js-inline: an empty #root shell; an inline script decodes base64 content on DOMContentLoaded.
 * - js-fetch: an empty #root shell; a small script fetches /api/page.json?path=... and injects it.
 * - js-partial: static pages, but sections marked `deferred` are fetched from /api/section.json after load.
 */
export type RenderMode = "static" | "js-bundle" | "js-inline" | "js-fetch" | "js-partial";

export type Doctor = {
  /** "Karen Holt": no title, no degree. */
  name: string;
  degree: string;
  pronoun: "he" | "she" | "they";
  /** e.g. "Founder", "Associate Dentist", "Orthodontist". */
  role: string;
  school?: string;
  gradYear?: number;
  /** Hand-written bio paragraphs; when absent the builder writes one from the prose pool. */
  bio?: string[];
  photo?: string;
};

export type Practice = {
  name: string;
  doctors: Doctor[];
  street: string;
  suite?: string;
  city: string;
  /** Two-letter USPS code. */
  state: string;
  zip: string;
  /** Canonical "(540) 555-0142"; themes print it in their own style. */
  phone: string;
  email: string;
  /** The practice's pretend public domain, used in e-mail addresses and copy ("www.holtdental.com"). */
  domain: string;
  founded?: number;
  hours?: string[];
};

export type Block =
  | { kind: "p"; text: string }
  | { kind: "h"; text: string; level?: 2 | 3 }
  | { kind: "list"; items: string[] }
  | { kind: "img"; src: string; alt: string; caption?: string }
  | { kind: "quote"; text: string; by: string }
  | { kind: "cta"; text: string; href: string }
  | { kind: "faq"; items: Array<{ q: string; a: string }> }
  | { kind: "team" }
  | { kind: "contact" }
  | { kind: "posts" }
  /** Hand-written markup for the odd layout a block cannot express. */
  | { kind: "raw"; html: string }
  /** Content that a js-partial site loads after the page has loaded. */
  | { kind: "deferred"; id: string; blocks: Block[] };

export type PageKind =
  "home" | "about" | "team" | "services" | "service" | "technology" | "contact" | "blog-index" | "post" | "other";

export type PageDef = {
  /** Absolute path with a trailing slash ("/technology/cone-beam-3d-imaging/") or a file name ("/index.html"). */
  path: string;
  kind: PageKind;
  /** The page's own name ("About Us"); themes add the practice name for <title>. */
  title: string;
  /** The <h1>; defaults to the title. */
  heading?: string;
  description?: string;
  /** Where the page sits in the menu; pages without it are linked from other pages only. */
  nav?: { label: string; parent?: string };
  /** ISO date for blog posts. */
  date?: string;
  blocks: Block[];
};

export type NavItem = { label: string; href: string; children: NavItem[] };

/** Misbehaviour of a whole site. Every one is bounded so the server can always close. */
export type Behaviour =
  | { type: "normal" }
  | { type: "hang" }
  | { type: "drip"; intervalMs: number }
  | { type: "huge"; bytes: number }
  | { type: "redirect-loop" }
  | { type: "endless-links"; fanout: number }
  | { type: "binary-octet" }
  | { type: "png-as-html" }
  | { type: "not-found-home" }
  | { type: "error-then-ok"; failures: number }
  | { type: "slow"; delayMs: number };

export type SiteDef = {
  /** Stable, unique, kebab-case; used for request counting and in test names. */
  id: string;
  kind: SiteKind;
  practice: Practice;
  theme: Theme;
  render: RenderMode;
  pages: PageDef[];
  nav: NavItem[];
  footer: { lines: string[]; copyrightYear: number; copyrightFrom?: number };
  jsonLd: boolean;
  sitemap: boolean;
  /** robots.txt body; `{origin}` is replaced with the site's origin. */
  robots: string;
  behaviour: Behaviour;
  label: SiteLabel;
};
