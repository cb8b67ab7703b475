/**
 * Hand-written practice sites for contact extraction: each one writes its name, phone, e-mail and address the way a
 * family of real practice sites does (JSON-LD `@graph`, several blocks, microdata, og:site_name, footers, Cloudflare
 * e-mail protection, jQuery-loaded partials, foreign numbers, several offices, a name only in the logo), with the
 * values a careful reader would copy from it. Fictional practices; US numbers are 555-01xx.
 */
export type ContactLabel = {
  practiceName: string | null;
  /** National format for the practice's country. */
  phone: string | null;
  phoneE164: string | null;
  email: string | null;
  /** US: the street line; elsewhere the whole postal address as declared. */
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  /** How many other offices the site lists. */
  otherLocations: number;
  /** The contact block arrives only after scripts run. */
  needsBrowser?: boolean;
};

export type ContactSite = {
  id: string;
  /** What real-site pattern the site stands for. */
  pattern: string;
  /** Path -> body; "/" is the home page. Paths ending in .js are served as JavaScript. */
  files: Record<string, string>;
  label: ContactLabel;
};

type PageParts = { title: string; head?: string; header?: string; main: string; footer?: string; scripts?: string };

const NAV = `<nav><ul><li><a href="/">Home</a></li><li><a href="/about/">About Us</a></li><li><a href="/services/">Services</a></li><li><a href="/contact/">Contact</a></li></ul></nav>`;

/** One page in the plain shape most practice themes share: head, header with menu, main, footer. */
export function html(p: PageParts): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${p.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${p.head ?? ""}</head>
<body><header class="site-header">${p.header ?? ""}${NAV}</header>
<main>${p.main}</main>
${p.footer ?? ""}${p.scripts ?? ""}</body></html>`;
}

export const ldScript = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/** Four pages of ordinary copy around the contact details, so no site is an empty shell. */
export function practicePages(
  name: string,
  parts: {
    head?: string;
    header?: string;
    footer?: string;
    scripts?: string;
    contactMain?: string;
    titles?: [string, string, string];
  },
): Record<string, string> {
  const [homeTitle, servicesTitle, contactTitle] = parts.titles ?? [
    `${name} | Family & Cosmetic Dentistry`,
    `Dental Services | ${name}`,
    `Contact Us | ${name}`,
  ];
  const shared = { head: parts.head, header: parts.header, footer: parts.footer, scripts: parts.scripts };
  return {
    "/": html({
      ...shared,
      title: homeTitle,
      main: `<h1>Gentle care for the whole family</h1><p>Our team has cared for neighbours of every age for years. We take the time to explain each step, keep visits on schedule and make sure nervous patients feel at ease from the moment they walk in.</p><p>New patients are always welcome, and we see dental emergencies the same day whenever we can.</p>`,
    }),
    "/services/": html({
      ...shared,
      title: servicesTitle,
      main: `<h1>Permanent Tooth Replacement</h1><p>We offer cleanings and exams, tooth-coloured fillings, crowns and bridges, dental implants, clear aligners and whitening. Every treatment starts with a conversation about your goals.</p>`,
    }),
    "/contact/": html({
      ...shared,
      title: contactTitle,
      main:
        (parts.contactMain ??
          `<h1>Get in touch</h1><p>Use the details below to reach our front desk or request an appointment online.</p>`) +
        `<p>Parking is free behind the building, and the entrance is step-free. If you are running late, let us know and we will do our best to keep your visit.</p>`,
    }),
    "/about/": html({
      ...shared,
      title: `About Us | ${name}`,
      main: `<h1>About our practice</h1><p>We started this practice to offer the kind of unhurried, honest dentistry we would want for our own families. Our hygienists and assistants have been with us for many years, and many of our patients have too.</p>`,
    }),
  };
}
