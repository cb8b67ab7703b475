import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, faq, h, office, p } from "./helpers.ts";

/** CBCT without a model: generic ownership (confirmed), 3D on a technology page (likely), blog-only (uncertain). */
export const CBCT_SOFT: SiteDef[] = [
  buildSite({
    id: "goldberg-generic-in-house-cone-beam",
    kind: "cbct-generic-ownership",
    theme: "squarespace",
    practice: office("Goldberg Dental", "Cambridge, MA", {
      doctors: [
        dr("Rachel Goldberg", "she", "DMD", { school: "Tufts University School of Dental Medicine", gradYear: 2005 }),
      ],
      street: "1035 Cambridge Street",
      phone: 48,
      domain: "goldbergdental.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["general", "implants", "endo", "cosmetic"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "Our in-house cone beam CT gives Dr. Goldberg a complete 3D view of your jaw, so implant and root canal decisions are based on the full picture.",
        ),
      ],
    },
    techItems: ["primescan"],
    expect: {
      cbctStatus: "confirmed",
      evidence: ["Our in-house cone beam CT"],
      note: "Ownership phrase without a manufacturer.",
    },
  }),

  buildSite({
    id: "whitaker-generic-cbct-on-site",
    kind: "cbct-generic-ownership",
    theme: "prosites",
    practice: office("Whitaker Implant Center", "Wichita, KS", {
      doctors: [
        dr("William Whitaker", "he", "DDS", {
          role: "Implant Dentist",
          school: "Creighton University School of Dentistry",
          gradYear: 1990,
        }),
      ],
      street: "8200 East 34th Street North",
      suite: "Suite 1200",
      phone: 57,
      domain: "whitakerimplants.com",
      founded: 1995,
      hours: 0,
    }),
    copyright: 2020,
    services: ["implants", "dentures", "oral-surgery", "sedation"],
    about: [
      "For more than 25 years Dr. Whitaker has focused on replacing missing teeth with dental implants.",
      "We have a CBCT scanner on-site, so there's no need to visit an imaging center before your consultation.",
    ],
    expect: {
      cbctStatus: "confirmed",
      evidence: ["We have a CBCT scanner on-site"],
      note: "Mentions an imaging center only to say it is not needed; ownership is explicit.",
    },
  }),

  buildSite({
    id: "caldwell-generic-3d-since-2012",
    kind: "cbct-generic-ownership",
    theme: "wordpress",
    practice: office("Caldwell Family Dentistry", "Huntsville, AL", {
      doctors: [
        dr("Diana Caldwell", "she", "DMD", { school: "University of Tennessee College of Dentistry", gradYear: 2001 }),
      ],
      street: "4800 Whitesburg Drive South",
      suite: "Suite 20",
      phone: 69,
      domain: "caldwellfamilydentistry.com",
      founded: 2004,
      hours: 1,
    }),
    copyright: 2023,
    services: ["general", "implants", "pediatric", "crowns"],
    technology: {
      blocks: [
        h("3D Cone Beam Imaging"),
        p(
          "We've offered 3D cone beam imaging in our office since 2012. It's the same technology oral surgeons rely on, and we use it whenever a 2D x-ray can't answer the question.",
        ),
      ],
    },
    techItems: ["digital-xray", "laser"],
    expect: {
      cbctStatus: "confirmed",
      installYear: 2012,
      evidence: ["We've offered 3D cone beam imaging in our office since 2012"],
    },
  }),

  buildSite({
    id: "morrison-likely-3d-x-rays",
    kind: "cbct-likely",
    theme: "prosites",
    practice: office("Morrison Dental", "Chattanooga, TN", {
      doctors: [
        dr("James Morrison", "he", "DDS", { school: "University of Tennessee College of Dentistry", gradYear: 1999 }),
      ],
      street: "1200 McCallie Avenue",
      phone: 31,
      domain: "morrisondentalchattanooga.com",
      hours: 3,
    }),
    copyright: 2022,
    services: ["general", "implants", "crowns"],
    technology: {
      title: "Technology",
      blocks: [
        h("3D X-Rays"),
        p(
          "We use 3D x-rays to evaluate the bone before implant placement and to check the position of impacted teeth.",
        ),
      ],
    },
    techItems: ["intraoral-camera"],
    expect: {
      cbctStatus: "likely",
      evidence: ["We use 3D x-rays to evaluate the bone"],
      note: "First-person 3D x-ray use on the technology page, but no scanner or in-office statement.",
    },
  }),

  buildSite({
    id: "park-likely-3d-imaging",
    kind: "cbct-likely",
    theme: "wix",
    practice: office("Park Dental Care", "Fort Worth, TX", {
      doctors: [dr("Grace Park", "she", "DDS", { school: "Texas A&M College of Dentistry", gradYear: 2011 })],
      street: "2900 West 7th Street",
      phone: 84,
      domain: "parkdentalfw.com",
      hours: 0,
    }),
    copyright: 2024,
    services: ["general", "implants", "wisdom-teeth", "invisalign"],
    technology: {
      blocks: [
        h("3D Imaging"),
        p(
          "Our 3D imaging lets Dr. Park see your jaw bone, nerves and sinuses before surgery, which means safer extractions and better-placed implants.",
        ),
      ],
    },
    techItems: ["itero"],
    expect: {
      cbctStatus: "likely",
      evidence: ["Our 3D imaging lets Dr. Park see your jaw bone, nerves and sinuses"],
      note: "Radiographic 3D (bone, nerves, sinuses) with 'our', on a page that also describes an intraoral scanner.",
    },
  }),

  buildSite({
    id: "fitzgerald-uncertain-blog-what-is-cbct",
    kind: "cbct-uncertain-blog",
    theme: "wordpress",
    practice: office("Fitzgerald Dental", "Savannah, GA", {
      doctors: [
        dr("Kevin Fitzgerald", "he", "DMD", {
          school: "MUSC James B. Edwards College of Dental Medicine",
          gradYear: 2008,
        }),
      ],
      street: "7001 Abercorn Street",
      suite: "Suite 101",
      phone: 60,
      domain: "fitzgeralddental.com",
      hours: 1,
    }),
    copyright: 2023,
    services: ["general", "implants", "crowns", "whitening"],
    posts: [
      {
        slug: "what-is-a-cone-beam-ct-scan",
        title: "What Is a Cone Beam CT Scan?",
        date: "2023-03-14",
        blocks: [
          p(
            "A cone beam CT (CBCT) scan is a special type of x-ray that creates a three-dimensional image of your teeth, soft tissue, nerves and bone.",
          ),
          p(
            "Dentists use CBCT scans to plan implants, evaluate impacted teeth and look at the jaw joints. The scan is quick and painless, and the dose is much lower than a medical CT.",
          ),
          p("Have questions about x-rays? Ask us at your next visit!"),
        ],
      },
      {
        slug: "tips-for-whiter-teeth",
        title: "5 Simple Habits for a Whiter Smile",
        date: "2022-11-02",
        blocks: [p("Rinse with water after coffee, brush twice a day and ask us about professional whitening.")],
      },
    ],
    expect: {
      cbctStatus: "uncertain",
      evidence: ["What Is a Cone Beam CT Scan?"],
      note: "A patient-education blog post; nothing says the office owns or uses one.",
    },
  }),

  buildSite({
    id: "novak-uncertain-blog-implants",
    kind: "cbct-uncertain-blog",
    theme: "squarespace",
    practice: office("Novak Dentistry", "Cleveland, OH", {
      doctors: [
        dr("Stephanie Novak", "she", "DDS", { school: "Case Western Reserve University School of Dental Medicine" }),
      ],
      street: "1350 West 3rd Street",
      phone: 39,
      domain: "novakdentistry.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["general", "implants", "cosmetic"],
    posts: [
      {
        slug: "3d-imaging-and-dental-implants",
        title: "3D Imaging and Dental Implants: What Patients Should Know",
        date: "2024-02-06",
        blocks: [
          p(
            "Thinking about an implant? You may hear the term CBCT. Cone beam computed tomography shows the height and width of the jawbone and the position of nerves and sinuses.",
          ),
          p(
            "Many implant dentists consider a 3D scan part of careful planning. Talk with Dr. Novak about what's right for you.",
          ),
        ],
      },
    ],
    extraPages: [],
    expect: {
      cbctStatus: "uncertain",
      evidence: ["CBCT", "Cone beam computed tomography"],
      note: "General education in a blog post, no statement of ownership or referral.",
    },
  }),

  buildSite({
    id: "grant-likely-faq-3d-scan",
    kind: "cbct-likely",
    theme: "custom",
    practice: office("Grant Street Dental", "Rochester, NY", {
      doctors: [
        dr("Victor Sandoval", "he", "DDS", {
          school: "University at Buffalo School of Dental Medicine",
          gradYear: 2012,
        }),
      ],
      street: "45 Grant Street",
      phone: 93,
      domain: "grantstreetdental.com",
      hours: 3,
    }),
    copyright: 2023,
    services: ["general", "implants", "wisdom-teeth"],
    servicePages: true,
    technology: {
      title: "Technology",
      blocks: [
        p("Modern tools, explained plainly."),
        faq(
          [
            "Why do I need a 3D scan before my implant?",
            "A cone beam scan shows us exactly how much bone you have. We'll take one at your consultation if it's needed.",
          ],
          ["Is it safe?", "Yes: the dose is a fraction of a medical CT."],
        ),
      ],
    },
    techItems: ["digital-xray"],
    expect: {
      cbctStatus: "likely",
      evidence: ["We'll take one at your consultation if it's needed"],
      note: "Suggests the scan happens at their consultation, but never says the scanner is in the office.",
    },
  }),
];
