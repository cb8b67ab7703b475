/**
 * How practices talk about a CBCT (and about things that only look like one), written as small functions so the
 * generator can vary wording across a thousand sites. Each returns the paragraph(s) and the exact evidence string.
 */
export type PhraseVars = { name: string; doctor: string; city: string; year: number | null };
export type Phrase = { paragraphs: string[]; evidence: string };

type Template = (v: PhraseVars) => Phrase;

/** A named unit with a year: "since 2011", "in 2019 we installed", "our new ... in 2024". */
export const MODEL_WITH_YEAR: readonly Template[] = [
  (v) => ({
    paragraphs: [
      `Since ${v.year}, our office has used the ${v.name} for 3D cone beam imaging.`,
      `It lets ${v.doctor} see bone, nerves and roots in three dimensions before treatment begins.`,
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `In ${v.year} we installed a ${v.name}, so 3D scans are taken right here instead of at a hospital or imaging center.`,
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `${v.doctor} brought the ${v.name} into the practice in ${v.year}.`,
      "A cone beam scan takes under 20 seconds, and you stay comfortably standing the whole time.",
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `We have relied on our ${v.name} since ${v.year} for implant planning, root canal diagnosis and impacted teeth.`,
    ],
    evidence: v.name,
  }),
];

/** Only for years from 2022 on: announcements of a new unit. */
export const MODEL_NEW: readonly Template[] = [
  (v) => ({
    paragraphs: [
      `We're excited to introduce our new ${v.name}, installed in ${v.year}!`,
      "This cone beam CT gives us remarkably detailed 3D images at a very low dose.",
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `New in ${v.year}: the ${v.name}. ${v.doctor} can now plan implants and evaluate wisdom teeth in 3D without sending you elsewhere.`,
    ],
    evidence: v.name,
  }),
];

export const MODEL_NO_YEAR: readonly Template[] = [
  (v) => ({
    paragraphs: [
      `Our office is equipped with a ${v.name}, a cone beam CT scanner that produces 3D images of your teeth, jaws and sinuses.`,
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `The ${v.name} in our imaging room gives ${v.doctor} a three-dimensional view when a flat x-ray isn't enough.`,
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `With our ${v.name}, we plan implants precisely and spot problems early, all during your regular visit.`,
      "It's one of the reasons patients across the region trust us with complex care.",
    ],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [`We use the ${v.name} to take low-dose 3D scans in-house. No referrals, no second appointment.`],
    evidence: v.name,
  }),
  (v) => ({
    paragraphs: [
      `Our ${v.name} combines panoramic and cone beam imaging in one unit, so we choose the right picture for each question.`,
    ],
    evidence: v.name,
  }),
];

export const GENERIC_OWNERSHIP: readonly Template[] = [
  (v) => ({
    paragraphs: [`Our in-house cone beam CT lets ${v.doctor} see your jaw in 3D before implant or surgical treatment.`],
    evidence: "Our in-house cone beam CT",
  }),
  () => ({
    paragraphs: ["We have a CBCT scanner right here in our office, so there is no separate imaging appointment."],
    evidence: "We have a CBCT scanner right here in our office",
  }),
  () => ({
    paragraphs: ["3D cone beam scans are performed in our office by our trained team, usually in under a minute."],
    evidence: "3D cone beam scans are performed in our office",
  }),
  () => ({
    paragraphs: ["We use CBCT on a daily basis: it has become as routine here as a bitewing x-ray."],
    evidence: "We use CBCT on a daily basis",
  }),
];

export const LIKELY: readonly Template[] = [
  // "Our office uses CBCT" says the practice uses it, not that the scanner is on site: likely, as real practice pages
  // are labelled (../shared/reference/cbct-real-pages-dev.md, "Conventions applied at the boundaries").
  () => ({
    paragraphs: ["Our office uses cone beam computed tomography (CBCT) for implant planning and complex extractions."],
    evidence: "Our office uses cone beam computed tomography",
  }),
  () => ({
    paragraphs: ["We use 3D x-rays to evaluate bone before implant placement and to locate impacted teeth."],
    evidence: "We use 3D x-rays",
  }),
  (v) => ({
    paragraphs: [`Our 3D imaging shows ${v.doctor} your jaw bone, nerves and sinuses in detail.`],
    evidence: "Our 3D imaging",
  }),
  // Not "we can take a three-dimensional x-ray": describing the exposure in the first person is a scan taken at the
  // office, which the real-page conventions label confirmed (a radiographic 3D x-ray is a cone beam CT).
  () => ({
    paragraphs: ["When we need to see the roots and surrounding bone, a three-dimensional x-ray gives us that view."],
    evidence: "three-dimensional x-ray",
  }),
  () => ({
    paragraphs: ["Digital 3D radiography helps us plan implants with confidence."],
    evidence: "Digital 3D radiography",
  }),
];

export const UNCERTAIN_POSTS: readonly { slug: string; title: string; paragraphs: string[]; evidence: string }[] = [
  {
    slug: "what-is-cbct",
    title: "What Is CBCT, and Why Do Dentists Use It?",
    paragraphs: [
      "Cone beam computed tomography (CBCT) is a 3D x-ray that shows teeth, bone and nerves together.",
      "It's commonly used to plan dental implants and evaluate impacted wisdom teeth.",
    ],
    evidence: "What Is CBCT, and Why Do Dentists Use It?",
  },
  {
    slug: "cone-beam-scans-explained",
    title: "Cone Beam Scans, Explained",
    paragraphs: [
      "A cone beam CT scan rotates around your head once and builds a 3D picture of your jaw.",
      "Curious whether you might need one? Ask us at your next checkup.",
    ],
    evidence: "Cone Beam Scans, Explained",
  },
  {
    slug: "3d-xrays-safe",
    title: "Are 3D Dental X-Rays Safe?",
    paragraphs: [
      "CBCT scans use more radiation than a bitewing but far less than a medical CT. Dentists weigh the benefit every time.",
    ],
    evidence: "CBCT scans use more radiation than a bitewing",
  },
];

export const IMAGING_CENTERS = [
  "Valley Imaging Center",
  "Regional 3D Dental Imaging",
  "Metro Oral Radiology",
  "Lakeshore Imaging",
  "Precision Dental Imaging",
] as const;

export const REFERRAL: readonly ((center: string) => string)[] = [
  (c) => `When a CBCT scan is needed, we refer you to ${c}, a short drive from our office.`,
  (c) =>
    `For implant planning, we'll send you to ${c} for a cone beam CT and review the 3D images with you afterwards.`,
  (c) =>
    `We do not offer cone beam imaging ourselves; ${c} takes our patients' 3D scans and sends them straight to us.`,
];

export const NEGATION: readonly string[] = [
  "We do not have a CBCT in our office. If your treatment needs a 3D scan, we will refer you to a specialist.",
  "Our office does not have a cone beam CT scanner; for 3D x-rays we work with an oral surgeon nearby.",
];

export const PANO_PHRASES: readonly ((name: string) => string)[] = [
  (n) => `Our ${n} takes a digital panoramic x-ray of your entire mouth in seconds.`,
  (n) => `The ${n} captures panoramic and cephalometric images with a fraction of the radiation of film.`,
  (n) => `We recently upgraded to the ${n} digital panoramic unit for faster, sharper screening images.`,
];

export const INVISALIGN_3D: readonly string[] = [
  "Your Invisalign treatment starts with a digital scan and a 3D treatment plan you can watch on screen in ClinCheck.",
  "We create a digital 3-D image of your smile and map every aligner stage before treatment begins.",
];
