import type { ServiceFlags } from "@cbct/core/domain/flags";

/**
 * Services a practice can offer. Each carries the flags a careful reader would set from its text, and a few
 * differently-worded descriptions. None of them mentions imaging, so they never leak CBCT evidence.
 * Placeholders: {practice}, {doctor} ("Dr. Holt"), {city}.
 */
export type Service = {
  key: string;
  name: string;
  slug: string;
  flags: Partial<ServiceFlags>;
  variants: readonly (readonly string[])[];
};

export const SERVICES = [
  svc("general", "General & Family Dentistry", "family-dentistry", {}, [
    [
      "From toddlers to grandparents, we look after the whole family. Regular exams, cleanings and fillings keep small problems small.",
      "We'll always explain what we see and what your options are before we pick up an instrument.",
    ],
    [
      "Preventive care is the heart of {practice}. Twice-yearly visits let {doctor} catch cavities and gum disease early, when treatment is quick and affordable.",
    ],
    [
      "Checkups, tooth-colored fillings, sealants and fluoride: the everyday dentistry that keeps {city} families smiling.",
    ],
  ]),
  svc("hygiene", "Cleanings & Prevention", "cleanings", {}, [
    [
      "Our hygienists are gentle, thorough and never lecture. A professional cleaning removes the tartar your toothbrush can't reach.",
    ],
    [
      "Healthy gums are the foundation of a healthy mouth. We offer routine cleanings, deep cleanings and periodontal maintenance.",
    ],
  ]),
  svc("cosmetic", "Cosmetic Dentistry", "cosmetic-dentistry", {}, [
    [
      "Porcelain veneers, bonding and gum contouring can transform a smile in just a few visits.",
      "{doctor} designs every smile by hand, matching the shape and shade to your face.",
    ],
    ["Chipped, stained or uneven teeth? Ask us about veneers, bonding and smile makeovers."],
  ]),
  svc("whitening", "Teeth Whitening", "teeth-whitening", {}, [
    ["Brighten your smile by several shades with in-office whitening or custom take-home trays."],
    [
      "Professional whitening is safer and far more effective than drugstore strips. Most patients see results in one visit.",
    ],
  ]),
  svc("crowns", "Crowns & Bridges", "crowns-bridges", {}, [
    [
      "A crown protects a cracked or heavily filled tooth; a bridge replaces a missing one by anchoring to its neighbours.",
    ],
    ["We use durable, natural-looking porcelain and zirconia so your restoration blends right in."],
  ]),
  svc(
    "implants",
    "Dental Implants",
    "dental-implants",
    { hasImplants: true, hasImplantPlacement: true, hasImplantRestoration: true },
    [
      [
        "{doctor} places and restores dental implants right here in our office, so you never have to shuttle between specialists.",
        "An implant is a titanium post that replaces the root of a missing tooth and supports a crown, bridge or denture.",
      ],
      [
        "Missing a tooth? We surgically place implants and then restore them with a custom crown, all under one roof.",
        "Implant-supported dentures are a great option for patients tired of loose, slipping plates.",
      ],
      [
        "Implants look, feel and function like natural teeth. Our team handles every step, from placing the implant to attaching the final crown.",
      ],
    ],
  ),
  svc(
    "implant-restoration",
    "Implant Restorations",
    "implant-crowns",
    { hasImplants: true, hasImplantRestoration: true, hasImplantPlacement: false },
    [
      [
        "We work closely with trusted local oral surgeons, who place the implant. Once it has healed, {doctor} designs and attaches the crown.",
      ],
      [
        "We don't place implants ourselves; we refer that step to a specialist and then restore the implant with a lifelike crown or bridge here.",
      ],
    ],
  ),
  svc("oral-surgery", "Oral Surgery", "oral-surgery", { hasOralSurgery: true }, [
    [
      "Extractions, bone grafting, ridge preservation and wisdom tooth removal are performed in-office by our surgical team.",
    ],
    [
      "From simple extractions to complex bone grafts, {doctor} performs oral surgery with comfort as the top priority.",
    ],
  ]),
  svc("wisdom-teeth", "Wisdom Teeth Removal", "wisdom-teeth", { hasOralSurgery: true }, [
    [
      "Impacted wisdom teeth can crowd your smile and cause painful infections. We remove them in-office, quickly and comfortably.",
    ],
    [
      "Most teens and young adults need their wisdom teeth out at some point. Our surgeons make it quick and comfortable.",
    ],
  ]),
  svc("braces", "Braces", "braces", { hasOrtho: true, hasTraditionalOrtho: true }, [
    ["Metal and clear ceramic braces remain the most versatile way to straighten teeth and correct a bite."],
    ["We offer traditional metal braces in fun colors as well as discreet clear braces for adults."],
  ]),
  svc("invisalign", "Invisalign", "invisalign", { hasInvisalign: true }, [
    [
      "Invisalign clear aligners straighten teeth without brackets or wires. Swap to a new set of trays every week or two.",
    ],
    ["Straighten your smile discreetly with Invisalign. The aligners are removable, so you can eat whatever you like."],
  ]),
  svc("endo", "Root Canal Therapy", "root-canals", { hasEndo: true }, [
    [
      "A root canal removes infected pulp and saves the natural tooth. With modern anesthesia it feels much like getting a filling.",
    ],
    ["Don't let an old reputation scare you: our rotary endodontic instruments make root canals fast and comfortable."],
  ]),
  svc("sedation", "Sedation Dentistry", "sedation-dentistry", { hasSedation: true }, [
    [
      "Nervous about the dentist? Nitrous oxide, oral conscious sedation and IV sedation help you relax through treatment.",
    ],
    ["We are certified to provide oral and IV sedation, so even anxious patients can get the care they need."],
  ]),
  svc("sleep-apnea", "Sleep Apnea Treatment", "sleep-apnea", { hasSleep: true }, [
    [
      "Snoring can be a sign of obstructive sleep apnea. A custom oral appliance gently holds the jaw forward to keep the airway open.",
    ],
    [
      "We partner with local sleep physicians to provide comfortable oral appliance therapy for snoring and sleep apnea.",
    ],
  ]),
  svc("pediatric", "Children's Dentistry", "kids-dentistry", {}, [
    ["Kids love our treasure chest and our patient, playful hygienists. First visits are recommended by age one."],
    ["Sealants, fluoride varnish and fun, friendly visits help children grow up without a fear of the dentist."],
  ]),
  svc("periodontal", "Gum Disease Treatment", "periodontal-therapy", {}, [
    ["Scaling and root planing, antibiotic therapy and maintenance cleanings keep gum disease under control."],
  ]),
  svc("dentures", "Dentures & Partials", "dentures", {}, [
    ["Comfortable, natural-looking full and partial dentures, plus same-day relines and repairs."],
  ]),
  svc("emergency", "Emergency Dentistry", "emergency-dentist", {}, [
    ["Toothache, broken tooth or lost filling? Call us: we hold time every day for dental emergencies."],
  ]),
  svc("tmj", "TMJ & Jaw Pain", "tmj-treatment", {}, [
    [
      "Jaw clicking, headaches and worn teeth can all point to a TMJ disorder. A custom night guard often brings relief.",
    ],
  ]),
] as const satisfies readonly Service[];

export type ServiceKey = (typeof SERVICES)[number]["key"];

export function service(key: ServiceKey): Service {
  const found = SERVICES.find((x) => x.key === key);
  if (!found) throw new Error(`unknown service ${key}`);
  return found;
}

function svc<K extends string>(
  key: K,
  name: string,
  slug: string,
  flags: Partial<ServiceFlags>,
  variants: readonly (readonly string[])[],
): Service & { key: K } {
  return { key, name, slug, flags, variants };
}
