/**
 * Generic practice copy in many voices, for the pages a site definition does not write by hand.
 * None of it mentions imaging. Placeholders: {practice} {city} {state} {doctor} ("Dr. Holt"),
 * {doctorFull} ("Dr. Karen Holt"), {since} ("since 1998" or "for many years"), {contact} (the contact page path).
 */
export const TAGLINES = [
  "Gentle care for the whole family",
  "Where {city} comes to smile",
  "Modern dentistry, old-fashioned kindness",
  "Your smile is our specialty",
  "Comfortable, honest, unhurried dentistry",
  "Healthy smiles start here",
  "Exceptional dentistry in the heart of {city}",
  "Dentistry you can feel good about",
  "Caring for {city} smiles {since}",
  "Personal care. Beautiful results.",
] as const;

export const HOME_INTROS: readonly (readonly string[])[] = [
  [
    "Welcome to {practice}! We're a family-owned practice that has been caring for {city} smiles {since}.",
    "Whether you need a routine cleaning or a complete smile makeover, our team will treat you like family.",
  ],
  [
    "At {practice}, we believe a trip to the dentist should feel relaxed, not rushed.",
    "{doctorFull} and our team take the time to listen, explain your options and help you make decisions that fit your goals and your budget.",
  ],
  [
    "Looking for a new dentist in {city}, {state}? You've found a team that genuinely loves what they do.",
    "We welcome new patients of all ages and work with most PPO insurance plans.",
  ],
  [
    "Great dentistry is about more than teeth. It's about trust.",
    "For years, families across {city} have trusted {doctorFull} with everything from their first checkup to their most important smile decisions.",
  ],
  [
    "Our mission is simple: provide outstanding dental care in a warm, welcoming environment.",
    "From the moment you walk in, you'll notice the difference: warm blankets, noise-cancelling headphones and a team that remembers your name.",
  ],
  [
    "{practice} offers comprehensive dentistry for children, teens and adults under one roof.",
    "Evening and Saturday appointments make it easy to fit care around work and school.",
  ],
  [
    "Hi, I'm {doctorFull}. I started this practice because I wanted a place where patients are never just a number.",
    "Come see us: we'd love to meet you.",
  ],
  [
    "New to the area? {practice} is conveniently located near downtown {city}, with plenty of free parking.",
    "We offer same-day emergency visits, flexible financing and a membership plan for patients without insurance.",
  ],
];

export const ABOUT_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    "{practice} was founded on a simple idea: treat every patient the way we would want our own families treated.",
    "Our team of hygienists, assistants and front-office staff brings decades of combined experience and a real love for this community.",
  ],
  [
    "We have been part of the {city} community {since}. You'll find us at local school fairs, charity runs and the farmers market.",
    "Inside the office, we've created a calm, spa-like space where even nervous patients can relax.",
  ],
  [
    "Our philosophy is conservative, prevention-first dentistry. We never recommend treatment you don't need, and we always show you why we recommend what we do.",
  ],
  [
    "Continuing education matters to us. Our doctors complete well over the required hours each year so you benefit from the latest techniques.",
    "We are members of the American Dental Association and the {state} Dental Association.",
  ],
  [
    "Our front desk team will help you make the most of your insurance benefits and explain every cost up front. No surprises.",
  ],
];

/** Bio builders keep their own voice; the graduation year is printed only when the doctor has one. */
export const BIO_TEMPLATES: readonly ((d: BioInput) => string)[] = [
  (d) =>
    `${d.title} grew up in ${d.hometown} and earned ${d.pron.pos} dental degree from ${d.school}${d.year ? ` in ${d.year}` : ""}. Outside the office, ${d.pron.subj} enjoys ${d.hobby}.`,
  (d) =>
    `A graduate of ${d.school}${d.year ? ` (class of ${d.year})` : ""}, ${d.title} has a special interest in cosmetic and restorative dentistry. ${d.pron.subjCap} is known for ${d.pron.pos} gentle touch and calm chairside manner.`,
  (d) =>
    `${d.title} believes in building long-term relationships with patients. ${d.pron.subjCap} received ${d.pron.pos} ${d.degree} from ${d.school}${d.year ? ` in ${d.year}` : ""} and completed a general practice residency before joining the practice.`,
  (d) =>
    `When ${d.title} isn't caring for patients, you might find ${d.pron.obj} ${d.hobby}. ${d.pron.subjCap} is a proud graduate of ${d.school}${d.year ? `, ${d.year}` : ""}.`,
  (d) =>
    `${d.title} has spent ${d.pron.pos} career focused on comfortable, efficient care. ${d.pron.subjCap} studied at ${d.school}${d.year ? `, graduating in ${d.year}` : ""}, and ${d.title} is an active member of the Academy of General Dentistry.`,
];

export type BioInput = {
  title: string;
  degree: string;
  school: string;
  year: number | undefined;
  hometown: string;
  hobby: string;
  pron: { subj: string; subjCap: string; obj: string; pos: string };
};

export const TESTIMONIALS = [
  { text: "The whole team made me feel at ease. Best dental experience I've ever had!", by: "Maria G." },
  { text: "I used to dread the dentist. Now I actually look forward to my cleanings.", by: "Tom R." },
  { text: "They got me in the same day for a broken tooth and fixed it beautifully.", by: "Denise L." },
  { text: "Friendly, on time and never pushy about treatment. Highly recommend.", by: "Jason P." },
  { text: "My kids love coming here. That says it all.", by: "Amanda K." },
  { text: "Honest advice and fair prices. I've been a patient for twelve years.", by: "Walter S." },
] as const;

export type PostDraft = { slug: string; title: string; paragraphs: readonly string[] };

export const GENERIC_POSTS: readonly PostDraft[] = [
  {
    slug: "tips-for-whiter-teeth",
    title: "5 Simple Habits for a Whiter Smile",
    paragraphs: [
      "Coffee, tea and red wine are the usual suspects when it comes to stains. Rinsing with water right after helps more than you'd think.",
      "Brush twice a day with a soft brush, floss daily, and ask us whether professional whitening is right for you.",
    ],
  },
  {
    slug: "first-visit-what-to-expect",
    title: "Your First Visit: What to Expect",
    paragraphs: [
      "Your first appointment is all about getting to know you. We'll review your health history, talk about your goals and do a thorough exam and cleaning.",
      "Bring your insurance card and a list of medications, and arrive ten minutes early so you can settle in.",
    ],
  },
  {
    slug: "why-flossing-matters",
    title: "Is Flossing Really That Important?",
    paragraphs: [
      "Yes! Your toothbrush can't reach between teeth, where plaque hides and gum disease often starts.",
      "If string floss is a struggle, try a water flosser or interdental brushes. The best tool is the one you'll actually use.",
    ],
  },
  {
    slug: "halloween-candy-guide",
    title: "A Dentist's Guide to Halloween Candy",
    paragraphs: [
      "Not all treats are created equal. Chocolate rinses away fairly easily; sticky caramels and sour candies cling to teeth and attack enamel.",
      "Let kids enjoy their candy with a meal, then brush, and don't forget to swap in a new toothbrush for the season.",
    ],
  },
  {
    slug: "dental-anxiety",
    title: "Dental Anxiety Is Common, and Manageable",
    paragraphs: [
      "Up to one in three adults feels nervous about dental visits. You're not alone, and you don't have to tough it out.",
      "Tell us how you feel. We can schedule shorter visits, take breaks and talk through every step before we begin.",
    ],
  },
  {
    slug: "sports-mouthguards",
    title: "Protect Your Young Athlete's Smile",
    paragraphs: [
      "A custom mouthguard is one of the cheapest forms of insurance for your child's teeth during football, hockey or lacrosse season.",
    ],
  },
  {
    slug: "new-year-insurance-benefits",
    title: "Use Your Dental Benefits Before They Expire",
    paragraphs: [
      "Most dental plans reset on January 1. If you've met your deductible, now is a great time to finish any recommended treatment.",
    ],
  },
  {
    slug: "welcome-new-hygienist",
    title: "Please Welcome Our Newest Hygienist!",
    paragraphs: [
      "We're thrilled to welcome Jessica to the team. She brings eight years of experience and a contagious laugh.",
      "Say hello at your next cleaning!",
    ],
  },
];

export const HOURS_VARIANTS: readonly (readonly string[])[] = [
  ["Monday – Thursday: 8:00am – 5:00pm", "Friday: 8:00am – 1:00pm", "Saturday & Sunday: Closed"],
  ["Mon: 7am – 4pm", "Tue: 9am – 6pm", "Wed: 7am – 4pm", "Thu: 7am – 4pm", "Fri: by appointment"],
  ["Monday – Friday 8:30 AM – 5:30 PM", "Select Saturdays 9:00 AM – 1:00 PM"],
  ["Mon–Thu 7:30–4:30", "Fri 7:30–12:00"],
];

/** Replace {placeholders}; unknown ones are left as-is so a typo shows up in the rendered page. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
