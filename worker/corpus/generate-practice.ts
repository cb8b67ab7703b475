import { DEGREES, DENTAL_SCHOOLS, FIRST_NAMES, LANDMARKS, LAST_NAMES, PRACTICE_PATTERNS } from "./blocks/people.ts";
import { type Place, PLACES, phoneFor, STREET_NAMES, SUITES } from "./blocks/places.ts";
import { fill, HOURS_VARIANTS } from "./blocks/prose.ts";
import type { Rng } from "./random.ts";
import { slugify } from "./team.ts";
import type { Doctor, Practice } from "./types.ts";

const EMAIL_USERS = ["info", "office", "frontdesk", "hello", "smile", "appointments"] as const;
const TLDS = [".com", ".com", ".com", ".net", ".dental"] as const;

/** A plausible practice with a name unique among `taken` (names repeat across real cities, not in a test corpus). */
export function generatePractice(rng: Rng, taken: Set<string>, places: readonly Place[] = PLACES): Practice {
  const place = rng.pick(places);
  const doctors = Array.from({ length: rng.pick([1, 1, 1, 2, 2, 3]) }, (_, i) => generateDoctor(rng, i));
  const lead = doctors[0] as Doctor;
  const [first = "", last = ""] = [lead.name.split(" ")[0], lead.name.split(" ").at(-1)];
  let name = "";
  for (let attempt = 0; attempt < 30 && (!name || taken.has(name)); attempt++) {
    name = fill(rng.pick(PRACTICE_PATTERNS), {
      last,
      first,
      degree: lead.degree.split(",")[0] ?? lead.degree,
      city: place.city,
      place: rng.pick(LANDMARKS),
    });
  }
  if (taken.has(name)) name = `${name} of ${place.city} ${rng.int(2, 999)}`;
  taken.add(name);
  const domain = `${slugify(name).replace(/-/g, "").slice(0, 28)}${rng.pick(TLDS)}`;
  const hours = rng.chance(0.7) ? rng.pick(HOURS_VARIANTS) : undefined;
  const founded = rng.chance(0.5) ? rng.int(1972, 2021) : undefined;
  const suite = rng.chance(0.45) ? rng.pick(SUITES) : undefined;
  return {
    name,
    doctors,
    street: `${rng.int(12, 9800)} ${rng.pick(STREET_NAMES)}`,
    ...(suite ? { suite } : {}),
    city: place.city,
    state: place.state,
    zip: place.zip,
    phone: phoneFor(place, rng.int(0, 99)),
    email: `${rng.pick(EMAIL_USERS)}@${domain}`,
    domain,
    ...(founded ? { founded } : {}),
    ...(hours ? { hours: [...hours] } : {}),
  };
}

function generateDoctor(rng: Rng, index: number): Doctor {
  const [first, pronoun] = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const gradYear = rng.chance(0.6) ? rng.int(1976, 2020) : undefined;
  return {
    name: `${first} ${last}`,
    pronoun,
    degree: rng.pick(DEGREES),
    role: index === 0 ? rng.pick(["Owner", "Founder", "Dentist", "Lead Dentist"]) : "Associate Dentist",
    school: rng.pick(DENTAL_SCHOOLS),
    ...(gradYear ? { gradYear } : {}),
  };
}
