import {
  GENERIC_OWNERSHIP,
  IMAGING_CENTERS,
  INVISALIGN_3D,
  LIKELY,
  MODEL_NEW,
  MODEL_NO_YEAR,
  MODEL_WITH_YEAR,
  NEGATION,
  PANO_PHRASES,
  type Phrase,
  REFERRAL,
  UNCERTAIN_POSTS,
} from "./blocks/cbct-phrases.ts";
import { SCANNERS, type Scanner, type ScannerKey } from "./blocks/scanners.ts";
import type { TechKey } from "./blocks/technology.ts";
import { PANO_2D } from "./blocks/technology.ts";
import type { SiteSpec } from "./build-site.ts";
import { imagePath } from "./images.ts";
import { sitePaths } from "./paths.ts";
import type { Rng } from "./random.ts";
import type { Behaviour, Block } from "./types.ts";

const p = (text: string): Block => ({ kind: "p", text });
const h = (text: string): Block => ({ kind: "h", text });

type Unit = { scanner: Scanner; name: string; year: number | null; phrase: Phrase };

/** Picks a scanner, how the site writes its name, maybe an install year, and a sentence about it. */
function unit(rng: Rng, spec: SiteSpec): Unit {
  const scanner = rng.pick(SCANNERS);
  const name = rng.pick(scanner.names);
  const lead = spec.practice.doctors[0];
  const doctor = lead ? `Dr. ${lead.name.split(" ").at(-1)}` : "our dentist";
  // A discontinued unit was bought while it was sold, not "new in 2024".
  const latest = scanner.discontinued ? Math.min(2025, scanner.released + 8) : 2025;
  const year = rng.chance(0.55) ? rng.int(Math.max(scanner.released, 2006), latest) : null;
  const vars = { name, doctor, city: spec.practice.city, year };
  const pool = year === null ? MODEL_NO_YEAR : year >= 2022 && rng.chance(0.6) ? MODEL_NEW : MODEL_WITH_YEAR;
  return { scanner, name, year, phrase: rng.pick(pool)(vars) };
}

const doctorOf = (spec: SiteSpec) => `Dr. ${spec.practice.doctors[0]?.name.split(" ").at(-1) ?? "Smith"}`;

function confirmed(spec: SiteSpec, u: Unit, evidence: string[]): SiteSpec {
  return {
    ...spec,
    expect: {
      cbctStatus: "confirmed",
      scanner: u.scanner.key as ScannerKey,
      ...(u.year !== null ? { installYear: u.year } : {}),
      evidence,
    },
  };
}

function techPage(rng: Rng, spec: SiteSpec, blocks: Block[]): SiteSpec {
  return { ...spec, technology: { blocks: [p(rng.pick(TECH_LEADS)), ...blocks] } };
}

const TECH_LEADS = [
  "We invest in technology that makes your care more precise and more comfortable.",
  "Here is some of the equipment you'll see during your visit.",
  "Modern tools help us find problems early and treat them conservatively.",
  "Our team trains continuously on the equipment below.",
];
const HEADINGS = ["3D Cone Beam Imaging", "CBCT", "3D Imaging", "Cone Beam CT", "3D X-Rays"];

/** Turns a plain generated practice into a site of the given kind, with its label. */
export function applyKind(rng: Rng, spec: SiteSpec): SiteSpec {
  const paths = sitePaths(spec.theme);
  switch (spec.kind) {
    case "cbct-technology-page": {
      const u = unit(rng, spec);
      const photo: Block[] = rng.chance(0.5)
        ? [{ kind: "img", src: imagePath(spec.theme, u.scanner.imageStem), alt: u.name }]
        : [];
      return confirmed(techPage(rng, spec, [h(rng.pick(HEADINGS)), ...u.phrase.paragraphs.map(p), ...photo]), u, [
        u.name,
      ]);
    }
    case "cbct-sub-page": {
      const u = unit(rng, spec);
      const path = paths.page(rng.pick(["implant-planning", "guided-implant-surgery", "wisdom-teeth-consultation"]));
      return confirmed(
        {
          ...spec,
          services: [...new Set([...spec.services.filter((s) => s !== "implant-restoration"), "implants" as const])],
          serviceText: {
            implants: [`${doctorOf(spec)} places and restores implants. [How we plan your implant](${path})`],
          },
          extraPages: [
            { path, kind: "other", title: "How We Plan Your Treatment", blocks: u.phrase.paragraphs.map(p) },
          ],
        },
        u,
        [u.name],
      );
    }
    case "cbct-menu-only": {
      const u = unit(rng, spec);
      const techItems = spec.techItems?.length ? spec.techItems : (["digital-xray"] as TechKey[]);
      return confirmed(
        { ...spec, techItems, extraNav: [{ label: u.name, href: paths.technology, parent: "Technology" }] },
        { ...u, year: null },
        [u.name],
      );
    }
    case "cbct-footer-only": {
      const u = unit(rng, spec);
      const line = rng.pick([
        `Proud to offer ${u.name} 3D imaging`,
        `Featuring the ${u.name} cone beam system`,
        `Now scanning with our ${u.name}`,
      ]);
      return confirmed({ ...spec, footerLines: [line] }, { ...u, year: null }, [u.name]);
    }
    case "cbct-alt-only":
    case "cbct-filename-only": {
      const u = unit(rng, spec);
      const alt =
        spec.kind === "cbct-alt-only" ? `${doctorOf(spec)} with our ${u.name} cone beam scanner` : "Our imaging room";
      const src = imagePath(spec.theme, spec.kind === "cbct-alt-only" ? "imaging-room" : u.scanner.imageStem);
      const tour: Block[] = [
        { kind: "img", src: imagePath(spec.theme, "reception"), alt: "Reception" },
        { kind: "img", src, alt },
        { kind: "img", src: imagePath(spec.theme, "operatory"), alt: "Treatment room" },
      ];
      const page = {
        path: paths.page("office-tour"),
        kind: "other" as const,
        title: "Office Tour",
        nav: { label: "Office Tour", parent: "About" },
        blocks: tour,
      };
      return confirmed({ ...spec, extraPages: [page] }, { ...u, year: null }, [
        spec.kind === "cbct-alt-only" ? alt : src,
      ]);
    }
    case "cbct-slug-only": {
      const path = rng.pick([
        "/technology/cone-beam-3d-imaging/",
        "/cone-beam-ct/",
        "/3d-cbct/",
        "/services/cbct-scan/",
      ]);
      const text = `${doctorOf(spec)} can examine your jaw bone, nerves and sinuses in three dimensions right here in our office.`;
      return {
        ...spec,
        technology: { path, title: "3D Imaging", navLabel: "3D Imaging", blocks: [p(text)] },
        expect: { cbctStatus: "confirmed", evidence: [path, "right here in our office"] },
      };
    }
    case "cbct-generic-ownership": {
      const phrase = rng.pick(GENERIC_OWNERSHIP)({
        name: "",
        doctor: doctorOf(spec),
        city: spec.practice.city,
        year: null,
      });
      const year = rng.chance(0.25) ? rng.int(2008, 2024) : null;
      const since = year ? [p(`We've offered in-office cone beam scans since ${year}.`)] : [];
      return {
        ...techPage(rng, spec, [h(rng.pick(HEADINGS)), ...phrase.paragraphs.map(p), ...since]),
        expect: { cbctStatus: "confirmed", ...(year ? { installYear: year } : {}), evidence: [phrase.evidence] },
      };
    }
    case "cbct-likely": {
      const phrase = rng.pick(LIKELY)({ name: "", doctor: doctorOf(spec), city: spec.practice.city, year: null });
      return {
        ...techPage(rng, spec, phrase.paragraphs.map(p)),
        expect: { cbctStatus: "likely", evidence: [phrase.evidence] },
      };
    }
    case "cbct-uncertain-blog": {
      const post = rng.pick(UNCERTAIN_POSTS);
      return {
        ...spec,
        posts: [{ slug: post.slug, title: post.title, date: "2023-06-12", blocks: post.paragraphs.map(p) }],
        expect: { cbctStatus: "uncertain", evidence: [post.evidence] },
      };
    }
    case "js-only": {
      const render = rng.pick(["js-bundle", "js-inline", "js-fetch", "js-partial"] as const);
      const theme = render === "js-partial" ? spec.theme : "custom";
      if (rng.chance(0.15)) return { ...spec, theme, render };
      const u = unit(rng, spec);
      const content = [h(rng.pick(HEADINGS)), ...u.phrase.paragraphs.map(p)];
      const blocks =
        render === "js-partial" ? [{ kind: "deferred" as const, id: "equipment", blocks: content }] : content;
      return confirmed(techPage(rng, { ...spec, theme, render }, blocks), u, [u.name]);
    }
    case "lookalike-2d-pano": {
      const pano = rng.pick(PANO_2D);
      return techPage(rng, spec, [h("Digital Panoramic X-Ray"), p(rng.pick(PANO_PHRASES)(pano.name))]);
    }
    case "lookalike-intraoral-scanner":
      return {
        ...spec,
        techItems: [...new Set([...(spec.techItems ?? []), rng.pick(["itero", "trios", "primescan"] as const)])],
      };
    case "lookalike-cerec":
      return techPage(rng, { ...spec, techItems: [...new Set([...(spec.techItems ?? []), "cerec" as const])] }, [
        p("Your new crown is designed in 3D on our computer and milled while you wait."),
      ]);
    case "lookalike-invisalign-3d":
      return {
        ...spec,
        services: spec.services.includes("invisalign") ? spec.services : [...spec.services, "invisalign"],
        serviceText: { invisalign: [rng.pick(INVISALIGN_3D)] },
      };
    case "lookalike-referral":
      return { ...spec, about: [rng.pick(REFERRAL)(rng.pick(IMAGING_CENTERS))] };
    case "lookalike-blog-cbct":
      return {
        ...spec,
        posts: [
          {
            slug: "do-you-need-a-cbct",
            title: "Do You Need a CBCT Scan?",
            date: "2024-01-09",
            blocks: [
              p("A cone beam CT shows bone and nerves in 3D, which matters for some implants."),
              p(rng.pick(NEGATION)),
            ],
          },
        ],
      };
    case "lookalike-negation":
      return { ...spec, homeExtra: [{ kind: "faq", items: [{ q: "Do you take 3D x-rays?", a: rng.pick(NEGATION) }] }] };
    case "no-imaging":
      return spec;
    default:
      return hostile(spec);
  }
}

function hostile(spec: SiteSpec): SiteSpec {
  const behaviours: Partial<Record<SiteSpec["kind"], Behaviour>> = {
    "hostile-hang": { type: "hang" },
    "hostile-drip": { type: "drip", intervalMs: 250 },
    "hostile-huge": { type: "huge", bytes: 20 * 1024 * 1024 },
    "hostile-redirect-loop": { type: "redirect-loop" },
    "hostile-endless-links": { type: "endless-links", fanout: 50 },
    "hostile-binary-octet": { type: "binary-octet" },
    "hostile-png-as-html": { type: "png-as-html" },
    "hostile-404": { type: "not-found-home" },
    "hostile-500-recover": { type: "error-then-ok", failures: 1 },
    "hostile-slow": { type: "slow", delayMs: 1200 },
  };
  if (spec.kind === "hostile-robots-disallow")
    return { ...spec, robots: "User-agent: *\nDisallow: /\n", sitemap: false };
  const behaviour = behaviours[spec.kind];
  if (!behaviour) throw new Error(`no generator for ${spec.kind}`);
  return { ...spec, behaviour };
}
