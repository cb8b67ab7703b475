import type { ServiceFlags, TechnologyFlags } from "@cbct/core/domain/flags";
import type { CbctStatus } from "@cbct/core/domain/types";
import { ABOUT_PARAGRAPHS, fill, GENERIC_POSTS, HOME_INTROS, TAGLINES, TESTIMONIALS } from "./blocks/prose.ts";
import type { ScannerKey } from "./blocks/scanners.ts";
import { type ServiceKey, service } from "./blocks/services.ts";
import { type TechKey, techItem } from "./blocks/technology.ts";
import { deriveLabel } from "./derive-label.ts";
import { imagePath } from "./images.ts";
import type { FailureKind, SiteKind } from "./labels.ts";
import { sitePaths } from "./paths.ts";
import { createRng, pickFor } from "./random.ts";
import { withBios } from "./team.ts";
import type { Behaviour, Block, NavItem, PageDef, Practice, RenderMode, SiteDef, Theme } from "./types.ts";

/** The hand-decided truth of a spec; everything else in the label is derived from what the builder renders. */
export type ExpectSpec = {
  cbctStatus: CbctStatus;
  scanner?: ScannerKey;
  installYear?: number;
  previous?: ScannerKey;
  evidence?: string[];
  note?: string;
  failureKind?: FailureKind;
};

export type PostSpec = { slug: string; title: string; date: string; blocks: Block[] };

/** A site described by what makes it particular; buildSite fills the ordinary pages from the prose pools. */
export type SiteSpec = {
  id: string;
  kind: SiteKind;
  theme: Theme;
  render?: RenderMode;
  practice: Practice;
  copyright: number | [from: number, to: number];
  tagline?: string;
  intro?: string[];
  homeExtra?: Block[];
  about?: string[];
  /** Doctors on the about page (default) or a page of their own. */
  team?: "about" | "separate";
  services: ServiceKey[];
  servicePages?: boolean;
  serviceText?: Partial<Record<ServiceKey, string[]>>;
  /** Hand-written technology page; navLabel null keeps it out of the menu. */
  technology?: { path?: string; title?: string; navLabel?: string | null; blocks: Block[] };
  techItems?: TechKey[];
  extraPages?: PageDef[];
  /** Hand-written posts, or how many generic ones to add (default: 0-2 by id). */
  posts?: PostSpec[] | number;
  extraNav?: Array<{ label: string; href: string; parent?: string }>;
  footerLines?: string[];
  jsonLd?: boolean;
  sitemap?: boolean;
  robots?: string;
  behaviour?: Behaviour;
  flags?: Partial<ServiceFlags>;
  techFlags?: Partial<TechnologyFlags>;
  expect: ExpectSpec;
};

export function buildSite(spec: SiteSpec): SiteDef {
  const paths = sitePaths(spec.theme);
  const practice = withBios(spec.id, spec.theme, spec.practice);
  const lead = practice.doctors[0];
  const surname = lead?.name.split(" ").at(-1) ?? "";
  const vars = {
    practice: practice.name,
    city: practice.city,
    state: practice.state,
    doctor: lead ? `Dr. ${surname}` : "our dentists",
    doctorFull: lead ? `Dr. ${lead.name}` : "our dentists",
    since: practice.founded ? `since ${practice.founded}` : "for many years",
    contact: paths.contact,
  };
  const t = (text: string) => fill(text, vars);
  const p = (text: string): Block => ({ kind: "p", text: t(text) });
  const pick = <T>(purpose: string, items: readonly T[]) => pickFor(spec.id, purpose, items);
  const services = spec.services.map(service);
  const pages: PageDef[] = [];

  const serviceHref = (slug: string) => (spec.servicePages ? paths.service(slug) : `${paths.services}#${slug}`);
  const testimonial = pick("testimonial", TESTIMONIALS);
  pages.push({
    path: "/",
    kind: "home",
    title: "Home",
    heading: spec.tagline ?? t(pick("tagline", TAGLINES)),
    description: `${practice.name} in ${practice.city}, ${practice.state}. ${t(pick("tagline-meta", TAGLINES))}.`,
    blocks: [
      ...(spec.intro ?? pick("intro", HOME_INTROS)).map(p),
      { kind: "h", text: "Our Services" },
      { kind: "list", items: services.map((s) => `[${s.name}](${serviceHref(s.slug)})`) },
      ...(spec.homeExtra ?? []),
      { kind: "quote", text: testimonial.text, by: testimonial.by },
      { kind: "cta", text: "Schedule Your Visit", href: paths.contact },
    ],
  });

  const established: Block[] = practice.founded
    ? [
        p(
          pick("established", [
            `Established in ${practice.founded}.`,
            `Proudly serving {city} since ${practice.founded}.`,
          ]),
        ),
      ]
    : [];
  pages.push({
    path: paths.about,
    kind: "about",
    title: "About Us",
    heading: `About ${practice.name}`,
    nav: { label: "About" },
    blocks: [
      ...(spec.about ?? pick("about", ABOUT_PARAGRAPHS)).map(p),
      ...established,
      ...(spec.team === "separate" ? [] : [{ kind: "team" } as const]),
    ],
  });
  if (spec.team === "separate") {
    const label = practice.doctors.length > 1 ? "Meet the Doctors" : "Meet the Doctor";
    pages.push({
      path: paths.team,
      kind: "team",
      title: label,
      nav: { label, parent: "About" },
      blocks: [{ kind: "team" }],
    });
  }

  pages.push({
    path: paths.services,
    kind: "services",
    title: "Services",
    heading: "Our Dental Services",
    nav: { label: "Services" },
    blocks: services.flatMap((s): Block[] => [
      { kind: "raw", html: `<a id="${s.slug}"></a>` },
      { kind: "h", text: s.name },
      ...(spec.serviceText?.[s.key as ServiceKey] ?? pick(`svc:${s.key}`, s.variants)).map(p),
      ...(spec.servicePages
        ? [{ kind: "p", text: `[Learn more about ${s.name}](${paths.service(s.slug)})` } as const]
        : []),
    ]),
  });
  if (spec.servicePages) {
    for (const s of services) {
      pages.push({
        path: paths.service(s.slug),
        kind: "service",
        title: s.name,
        nav: { label: s.name, parent: "Services" },
        blocks: [
          ...(spec.serviceText?.[s.key as ServiceKey] ?? pick(`svc:${s.key}`, s.variants)).map(p),
          { kind: "cta", text: `Ask about ${s.name.toLowerCase()}`, href: paths.contact },
        ],
      });
    }
  }

  const techItems = (spec.techItems ?? []).map(techItem);
  if (spec.technology || techItems.length > 0) {
    const tech = spec.technology;
    const navLabel = tech?.navLabel === undefined ? "Technology" : tech.navLabel;
    pages.push({
      path: tech?.path ?? paths.technology,
      kind: "technology",
      title: tech?.title ?? "Our Technology",
      ...(navLabel ? { nav: { label: navLabel } } : {}),
      blocks: [
        ...(tech?.blocks ?? [
          p("We invest in proven technology that makes your visits faster, safer and more comfortable."),
        ]),
        ...techItems.flatMap((item): Block[] => [
          { kind: "h", text: item.title },
          ...pick(`tech:${item.key}`, item.variants).map(p),
          ...(item.image
            ? [{ kind: "img", src: imagePath(spec.theme, item.image.stem), alt: item.image.alt } as const]
            : []),
        ]),
      ],
    });
  }

  for (const page of spec.extraPages ?? []) pages.push(page);

  const posts = resolvePosts(spec, pick);
  if (posts.length > 0) {
    pages.push({
      path: paths.blog,
      kind: "blog-index",
      title: "Blog",
      nav: { label: "Blog" },
      blocks: [{ kind: "posts" }],
    });
    for (const post of posts) {
      pages.push({
        path: paths.post(post.slug),
        kind: "post",
        title: post.title,
        date: post.date,
        blocks: post.blocks,
      });
    }
  }

  pages.push({
    path: paths.contact,
    kind: "contact",
    title: "Contact Us",
    nav: { label: "Contact" },
    blocks: [
      p(
        pick("contact", [
          "We'd love to hear from you.",
          "New patients are always welcome!",
          "Call or stop by: we're happy to help.",
        ]),
      ),
      { kind: "contact" },
    ],
  });

  const [copyrightFrom, copyrightYear] = Array.isArray(spec.copyright) ? spec.copyright : [undefined, spec.copyright];
  const def: Omit<SiteDef, "label"> = {
    id: spec.id,
    kind: spec.kind,
    practice,
    theme: spec.theme,
    render: spec.render ?? "static",
    pages,
    nav: buildNav(pages, spec.extraNav ?? []),
    footer: { lines: spec.footerLines ?? [], copyrightYear, ...(copyrightFrom ? { copyrightFrom } : {}) },
    jsonLd: spec.jsonLd ?? pick("jsonld", [true, false, false]),
    sitemap: spec.sitemap ?? ["wordpress", "wix", "squarespace"].includes(spec.theme),
    robots: spec.robots ?? defaultRobots(spec.theme),
    behaviour: spec.behaviour ?? { type: "normal" },
  };
  const usedSitemap = def.sitemap ? `${def.robots.trimEnd()}\n\nSitemap: {origin}/sitemap.xml\n` : def.robots;
  const full = { ...def, robots: usedSitemap };
  return { ...full, label: deriveLabel(spec, full, services, techItems) };
}

function resolvePosts(spec: SiteSpec, pick: <T>(purpose: string, items: readonly T[]) => T): PostSpec[] {
  if (Array.isArray(spec.posts)) return spec.posts;
  const count = spec.posts ?? pick("post-count", [0, 1, 2, 2]);
  const year = Array.isArray(spec.copyright) ? spec.copyright[1] : spec.copyright;
  return createRng(`${spec.id}:posts`)
    .sample(GENERIC_POSTS, count)
    .map((d, i) => ({
      slug: d.slug,
      title: d.title,
      date: `${year - i}-0${1 + ((i * 4) % 9)}-1${i}`,
      blocks: d.paragraphs.map((text) => ({ kind: "p", text })),
    }));
}

function buildNav(pages: PageDef[], extra: Array<{ label: string; href: string; parent?: string }>): NavItem[] {
  const top: NavItem[] = [{ label: "Home", href: "/", children: [] }];
  const entries = [
    ...pages.flatMap((page) => (page.nav ? [{ label: page.nav.label, href: page.path, parent: page.nav.parent }] : [])),
    ...extra,
  ];
  for (const entry of entries.filter((e) => !e.parent))
    top.push({ label: entry.label, href: entry.href, children: [] });
  for (const entry of entries.filter((e) => e.parent)) {
    const parent = top.find((item) => item.label === entry.parent);
    const child = { label: entry.label, href: entry.href, children: [] };
    if (parent) parent.children.push(child);
    else top.push(child);
  }
  // Contact reads last in every real menu.
  const contact = top.findIndex((item) => item.label === "Contact");
  if (contact >= 0) top.push(...top.splice(contact, 1));
  return top;
}

function defaultRobots(theme: Theme): string {
  if (theme === "wordpress") return "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n";
  if (theme === "squarespace") return "User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\n";
  if (theme === "wix") return "User-agent: *\nDisallow: /_api/*\nDisallow: /_partials*\n";
  return "User-agent: *\nDisallow:\n";
}
