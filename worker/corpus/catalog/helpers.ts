import { PLACES, phoneFor } from "../blocks/places.ts";
import { HOURS_VARIANTS } from "../blocks/prose.ts";
import type { Block, Doctor, PageDef, Practice } from "../types.ts";

/** Short constructors that keep the hand-written catalog readable. */
export const p = (text: string): Block => ({ kind: "p", text });
export const h = (text: string, level: 2 | 3 = 2): Block => ({ kind: "h", text, level });
export const list = (...items: string[]): Block => ({ kind: "list", items });
export const img = (src: string, alt: string, caption?: string): Block =>
  caption ? { kind: "img", src, alt, caption } : { kind: "img", src, alt };
export const quote = (text: string, by: string): Block => ({ kind: "quote", text, by });
export const faq = (...items: Array<[q: string, a: string]>): Block => ({
  kind: "faq",
  items: items.map(([q, a]) => ({ q, a })),
});
export const deferred = (id: string, ...blocks: Block[]): Block => ({ kind: "deferred", id, blocks });

export function dr(
  name: string,
  pronoun: Doctor["pronoun"],
  degree: string,
  more: Partial<Omit<Doctor, "name" | "pronoun" | "degree">> = {},
): Doctor {
  return { name, pronoun, degree, role: more.role ?? "Dentist", ...more };
}

type OfficeOptions = {
  doctors: Doctor[];
  street: string;
  suite?: string;
  /** Last two digits of the fictional 555-01xx number. */
  phone: number;
  domain: string;
  email?: string;
  founded?: number;
  /** Index into the hours variants; omit for a site that does not list hours. */
  hours?: number;
};

/** A practice in a known city ("Fredericksburg, VA"), with a real zip and area code from the places table. */
export function office(name: string, cityState: string, o: OfficeOptions): Practice {
  const [city, state] = cityState.split(", ");
  const place = PLACES.find((x) => x.city === city && x.state === state);
  if (!place) throw new Error(`unknown place ${cityState}`);
  const hours = o.hours === undefined ? undefined : HOURS_VARIANTS[o.hours % HOURS_VARIANTS.length];
  return {
    name,
    doctors: o.doctors,
    street: o.street,
    ...(o.suite ? { suite: o.suite } : {}),
    city: place.city,
    state: place.state,
    zip: place.zip,
    phone: phoneFor(place, o.phone),
    email: o.email ?? `info@${o.domain}`,
    domain: o.domain,
    ...(o.founded ? { founded: o.founded } : {}),
    ...(hours ? { hours: [...hours] } : {}),
  };
}

export const page = (path: string, title: string, blocks: Block[], more: Partial<PageDef> = {}): PageDef => ({
  path,
  kind: "other",
  title,
  blocks,
  ...more,
});
