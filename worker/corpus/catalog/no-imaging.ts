import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, office, p, page } from "./helpers.ts";

/** Practices that never mention imaging, across the service mixes the scorer cares about. */
export const NO_IMAGING: SiteDef[] = [
  buildSite({
    id: "truckee-oral-surgery-implants",
    kind: "no-imaging",
    theme: "wordpress",
    practice: office("Truckee Meadows Oral Surgery", "Reno, NV", {
      doctors: [
        dr("David Ivanov", "he", "DDS, MD", {
          role: "Oral & Maxillofacial Surgeon",
          school: "UCSF School of Dentistry",
          gradYear: 2004,
        }),
      ],
      street: "645 Sierra Rose Drive",
      suite: "Suite 103",
      phone: 62,
      domain: "truckeemeadowsoralsurgery.com",
      hours: 1,
    }),
    copyright: 2024,
    services: ["implants", "oral-surgery", "wisdom-teeth", "sedation"],
    servicePages: true,
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "whitmore-orthodontics-braces",
    kind: "no-imaging",
    theme: "squarespace",
    practice: office("Whitmore Orthodontics", "Tulsa, OK", {
      doctors: [
        dr("Claire Whitmore", "she", "DDS, MS", {
          role: "Orthodontist",
          school: "University of Iowa College of Dentistry",
          gradYear: 2008,
        }),
      ],
      street: "8801 South Yale Avenue",
      suite: "Suite 320",
      phone: 20,
      domain: "whitmoreortho.com",
      hours: 2,
    }),
    copyright: 2025,
    tagline: "Straight smiles for every age",
    services: ["braces", "invisalign"],
    about: [
      "Dr. Whitmore is a board-certified orthodontist: after dental school she completed a three-year residency devoted to straightening teeth and aligning jaws.",
      "Family dentists across Tulsa send their patients to us, and we keep them informed at every step.",
    ],
    extraPages: [
      page(
        "/referring-dentists",
        "Referring Dentists",
        [
          p(
            "Thank you for trusting us with your patients. Use our online form to refer, and we'll send progress notes after each phase of treatment.",
          ),
        ],
        { nav: { label: "Referring Dentists", parent: "About" } },
      ),
    ],
    flags: { isOrthoSpecialist: true, hasReferralFriendlyLanguage: true },
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "sage-smile-invisalign-only",
    kind: "no-imaging",
    theme: "wix",
    practice: office("Sage Smile Co.", "Austin, TX", {
      doctors: [dr("Jasmine Hart", "she", "DDS", { school: "Texas A&M College of Dentistry", gradYear: 2017 })],
      street: "1100 South Lamar Boulevard",
      suite: "Suite 2120",
      phone: 46,
      domain: "sagesmileco.com",
      hours: 2,
    }),
    copyright: 2025,
    tagline: "Clear aligners, clearly explained",
    services: ["invisalign", "whitening", "general"],
    intro: [
      "Sage Smile Co. is a boutique practice focused on clear aligner therapy with Invisalign.",
      "We don't offer traditional metal braces: every straightening plan here uses Invisalign aligners.",
    ],
    techItems: ["virtual-consults", "online-booking"],
    flags: { hasInvisalignOnly: true, hasTraditionalOrtho: false },
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "capital-endodontics-referrals",
    kind: "no-imaging",
    theme: "prosites",
    practice: office("Capital Endodontics", "Richmond, VA", {
      doctors: [
        dr("Robert Lee", "he", "DDS, MS", {
          role: "Endodontist",
          school: "Virginia Commonwealth University School of Dentistry",
          gradYear: 1995,
        }),
        dr("Hannah Shah", "she", "DMD", { role: "Endodontist" }),
      ],
      street: "7113 Three Chopt Road",
      suite: "Suite 101",
      phone: 25,
      domain: "capitalendova.com",
      founded: 1998,
      hours: 0,
    }),
    copyright: 2020,
    services: ["endo"],
    about: [
      "Capital Endodontics is a specialty practice limited to root canal therapy and endodontic microsurgery.",
      "We are a referral-based practice and value our relationships with referring dentists across central Virginia.",
    ],
    extraPages: [
      page(
        "/referral-form.html",
        "Referral Form",
        [
          p(
            "Referring doctors: complete our online referral form and our coordinator will schedule your patient within 48 hours.",
          ),
        ],
        { nav: { label: "Referring Doctors" } },
      ),
    ],
    flags: { hasReferralFriendlyLanguage: true },
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "comfort-sedation-dentistry",
    kind: "no-imaging",
    theme: "wordpress",
    practice: office("Desert Comfort Sedation Dentistry", "Las Vegas, NV", {
      doctors: [dr("Marcus Thornton", "he", "DMD", { school: "UCLA School of Dentistry", gradYear: 2002 })],
      street: "2610 West Horizon Ridge Parkway",
      suite: "Suite 103",
      phone: 79,
      domain: "desertcomfortdentistry.com",
      hours: 3,
    }),
    copyright: 2023,
    tagline: "Sleep through your dental work",
    services: ["sedation", "general", "endo", "crowns", "emergency"],
    techItems: ["patient-portal"],
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "quiet-nights-sleep-apnea",
    kind: "no-imaging",
    theme: "custom",
    practice: office("Quiet Nights Dental Sleep Medicine", "Boulder, CO", {
      doctors: [
        dr("Paul Lindgren", "he", "DDS", {
          role: "Dental Sleep Medicine",
          school: "University of Colorado School of Dental Medicine",
        }),
      ],
      street: "4800 Baseline Road",
      suite: "Suite E110",
      phone: 43,
      domain: "quietnightsboulder.com",
      hours: 1,
    }),
    copyright: 2024,
    tagline: "Better sleep without the CPAP",
    services: ["sleep-apnea", "tmj"],
    intro: [
      "Quiet Nights treats snoring and obstructive sleep apnea with custom oral appliances.",
      "We work closely with sleep physicians and accept referrals from dentists and physicians alike.",
    ],
    flags: { hasReferralFriendlyLanguage: true },
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "little-teeth-pediatric",
    kind: "no-imaging",
    theme: "wix",
    practice: office("Little Teeth Pediatric Dentistry", "Salt Lake City, UT", {
      doctors: [
        dr("Amy Tran", "she", "DDS", {
          role: "Pediatric Dentist",
          school: "University of Iowa College of Dentistry",
          gradYear: 2015,
        }),
      ],
      street: "350 South 400 East",
      suite: "Suite 110",
      phone: 70,
      domain: "littleteethslc.com",
      hours: 0,
    }),
    copyright: 2024,
    services: ["pediatric", "hygiene", "sedation", "emergency"],
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "old-town-family-legacy",
    kind: "no-imaging",
    theme: "legacy",
    practice: office("Old Town Family Dental", "Alexandria, VA", {
      doctors: [
        dr("George Whitaker", "he", "DDS", { school: "Georgetown University School of Dentistry", gradYear: 1978 }),
      ],
      street: "815 King Street",
      phone: 99,
      domain: "oldtownfamilydental.com",
      founded: 1981,
    }),
    copyright: 2010,
    services: ["general", "hygiene", "crowns", "dentures"],
    posts: 0,
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "hillcrest-periodontics-referrals",
    kind: "no-imaging",
    theme: "squarespace",
    practice: office("Hillcrest Periodontics & Implants", "Sacramento, CA", {
      doctors: [
        dr("Naomi Fischer", "she", "DDS, MS", {
          role: "Periodontist",
          school: "UCSF School of Dentistry",
          gradYear: 2006,
        }),
      ],
      street: "2801 K Street",
      suite: "Suite 410",
      phone: 32,
      domain: "hillcrestperio.com",
      hours: 2,
    }),
    copyright: 2022,
    services: ["implants", "periodontal", "sedation"],
    extraPages: [
      page(
        "/for-referring-doctors",
        "For Referring Doctors",
        [
          p(
            "We're honored to partner with general dentists. Refer online and receive a written report after every visit.",
          ),
        ],
        { nav: { label: "For Doctors" } },
      ),
    ],
    techItems: ["laser"],
    flags: { hasReferralFriendlyLanguage: true },
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "thirty-two-cosmetic",
    kind: "no-imaging",
    theme: "custom",
    practice: office("Thirty-Two Cosmetic Dentistry", "Nashville, TN", {
      doctors: [
        dr("Bianca Moreau", "she", "DDS", { school: "University of Tennessee College of Dentistry", gradYear: 2010 }),
      ],
      street: "1600 Division Street",
      suite: "Suite 240",
      phone: 51,
      domain: "thirtytwonashville.com",
      hours: 2,
    }),
    copyright: 2025,
    tagline: "Smiles made in Music City",
    services: ["cosmetic", "whitening", "invisalign", "crowns"],
    techItems: ["virtual-consults", "digital-forms"],
    expect: { cbctStatus: "not_detected" },
  }),
];
