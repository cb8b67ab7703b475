import type { ServiceFlags, TechnologyFlags } from "@cbct/core/domain/flags";

/**
 * Non-CBCT technology a practice may describe. `imaging` marks items that talk about x-rays or "3D" pictures,
 * so sites labelled "no imaging" can leave them out; several are deliberate CBCT look-alikes.
 */
export type TechItem = {
  key: string;
  title: string;
  imaging: boolean;
  technologyFlags: Partial<TechnologyFlags>;
  serviceFlags: Partial<ServiceFlags>;
  /** Image stem and alt text; the stem becomes e.g. /uploads/itero-element-5d.jpg. */
  image?: { stem: string; alt: string };
  variants: readonly (readonly string[])[];
};

export const TECH_ITEMS = [
  tech("digital-xray", "Digital X-Rays", true, { hasDigitalXray: true }, {}, undefined, [
    [
      "Our digital sensors use up to 80% less radiation than film, and the images appear on the chairside monitor in seconds so you can see exactly what we see.",
    ],
    ["Digital radiography means no chemicals, no waiting for film to develop, and far less radiation for you."],
  ]),
  tech("intraoral-camera", "Intraoral Camera", true, {}, {}, { stem: "intraoral-camera", alt: "Intraoral camera" }, [
    [
      "A pen-sized camera lets us show you a close-up of a cracked filling or worn tooth on the screen beside your chair.",
    ],
  ]),
  tech(
    "itero",
    "iTero Digital Scanner",
    true,
    { hasIntraoralScanner: true },
    { hasIoScanner: true },
    { stem: "itero-element-5d", alt: "iTero Element 5D scanner" },
    [
      [
        "Goopy impressions are a thing of the past. Our iTero Element 5D captures thousands of images per second to build a precise 3D model of your teeth.",
        "You can even watch a simulation of your future Invisalign smile on the screen before you commit.",
      ],
      ["With the iTero scanner we create a 3D digital image of your teeth in minutes, with no messy trays."],
    ],
  ),
  tech(
    "trios",
    "3Shape TRIOS Scanner",
    true,
    { hasIntraoralScanner: true },
    { hasIoScanner: true },
    { stem: "3shape-trios-4", alt: "3Shape TRIOS 4 wireless scanner" },
    [
      [
        "Our 3Shape TRIOS intraoral scanner takes a full-color 3D impression of your mouth in about two minutes, which is more comfortable and more accurate than putty.",
      ],
    ],
  ),
  tech(
    "primescan",
    "Primescan",
    true,
    { hasIntraoralScanner: true },
    { hasIoScanner: true },
    { stem: "primescan-ac", alt: "Dentsply Sirona Primescan" },
    [
      [
        "Dentsply Sirona's Primescan captures highly detailed 3D images of your teeth; we use the digital model to design crowns that fit the first time.",
      ],
    ],
  ),
  tech(
    "cerec",
    "CEREC Same-Day Crowns",
    true,
    { hasCadCam: true },
    {},
    { stem: "cerec-primemill", alt: "CEREC milling unit" },
    [
      [
        "With CEREC, we design your crown in 3D on the computer and mill it from a solid block of ceramic while you wait: no temporary, no second visit.",
      ],
      ["Our CEREC system lets us deliver beautiful, durable crowns in a single appointment."],
    ],
  ),
  tech("laser", "Soft-Tissue Laser", false, { hasLaser: true }, {}, { stem: "dental-laser", alt: "Dental laser" }, [
    ["Our soft-tissue laser reshapes gums and treats gum disease with little bleeding and faster healing."],
    ["Laser dentistry means fewer needles and drills for many procedures, and often no stitches at all."],
  ]),
  tech("online-booking", "Online Scheduling", false, { hasOnlineScheduling: true }, {}, undefined, [
    ["Book your next visit online, any time of day, in under a minute. [Book online]({contact}#book)"],
  ]),
  tech("patient-portal", "Patient Portal", false, { hasPatientPortal: true }, {}, undefined, [
    ["Log in to our secure patient portal to view your balance, pay your bill and message the team."],
  ]),
  tech("digital-forms", "Digital Forms", false, { hasDigitalForms: true }, {}, undefined, [
    ["Fill out your new-patient paperwork online before your visit, and skip the clipboard in the waiting room."],
  ]),
  tech("virtual-consults", "Virtual Consultations", false, { hasVirtualConsults: true }, {}, undefined, [
    ["Not sure where to start? Send us a few smile photos for a free virtual consultation with the doctor."],
  ]),
] as const satisfies readonly TechItem[];

export type TechKey = (typeof TECH_ITEMS)[number]["key"];

export function techItem(key: TechKey): TechItem {
  const found = TECH_ITEMS.find((x) => x.key === key);
  if (!found) throw new Error(`unknown technology ${key}`);
  return found;
}

/** 2D panoramic units that share brand and model names with CBCT lines and must not count as CBCT. */
export const PANO_2D = [
  { name: "Sirona Orthophos XG3", brand: "Sirona", stem: "orthophos-xg3-pano" },
  { name: "Carestream CS 8100", brand: "Carestream", stem: "cs-8100-panoramic" },
  { name: "Vatech PaX-i", brand: "Vatech", stem: "vatech-pax-i-pano" },
  { name: "Planmeca ProMax 2D", brand: "Planmeca", stem: "promax-2d-s2" },
  { name: "Orthophos XG 5", brand: "Sirona", stem: "orthophos-xg5" },
] as const;

function tech<K extends string>(
  key: K,
  title: string,
  imaging: boolean,
  technologyFlags: Partial<TechnologyFlags>,
  serviceFlags: Partial<ServiceFlags>,
  image: { stem: string; alt: string } | undefined,
  variants: readonly (readonly string[])[],
): TechItem & { key: K } {
  return image
    ? { key, title, imaging, technologyFlags, serviceFlags, image, variants }
    : { key, title, imaging, technologyFlags, serviceFlags, variants };
}
