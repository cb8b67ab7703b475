import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, img, list, office, p } from "./helpers.ts";

/** A CBCT named on the technology page: Planmeca and Carestream/Kodak units, old and new. */
export const CBCT_MODELS_A: SiteDef[] = [
  buildSite({
    id: "lakeside-promax-3d-2008",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Lakeside Family Dentistry", "Fredericksburg, VA", {
      doctors: [
        dr("Karen Holt", "she", "DDS", {
          role: "Founder",
          school: "Virginia Commonwealth University School of Dentistry",
          gradYear: 1994,
        }),
        dr("Michael Brennan", "he", "DMD", { role: "Associate Dentist" }),
      ],
      street: "1420 Jefferson Davis Highway",
      suite: "Suite 200",
      phone: 42,
      domain: "lakesidefamilydentistry.com",
      founded: 1998,
      hours: 0,
    }),
    copyright: [2009, 2024],
    services: ["general", "implants", "crowns", "endo", "whitening"],
    servicePages: true,
    team: "separate",
    technology: {
      blocks: [
        p("We have always believed that better pictures lead to better decisions."),
        h("Planmeca ProMax 3D Cone Beam Imaging"),
        p(
          "In 2008 we became one of the first general practices in the Fredericksburg area to install a Planmeca ProMax 3D. Since then, the cone beam scanner has helped Dr. Holt plan hundreds of implants, locate hidden root canals and spot problems that a flat x-ray simply cannot show.",
        ),
        p(
          "The scan takes about 18 seconds while you stand comfortably in the unit. There's no tube to lie in and no trip across town to a hospital: it all happens in our office, and we review the 3D images with you on the same visit.",
        ),
        img(
          "/wp-content/uploads/2019/03/promax-3d-room.jpg",
          "Planmeca ProMax 3D cone beam scanner in our imaging room",
        ),
      ],
    },
    techItems: ["digital-xray", "intraoral-camera"],
    jsonLd: true,
    expect: {
      cbctStatus: "confirmed",
      scanner: "promax-3d",
      installYear: 2008,
      evidence: ["Planmeca ProMax 3D", "it all happens in our office"],
    },
  }),

  buildSite({
    id: "summit-promax-3d-mid-2024",
    kind: "cbct-technology-page",
    theme: "squarespace",
    practice: office("Summit Dental Associates", "Denver, CO", {
      doctors: [
        dr("Priya Patel", "she", "DMD", { role: "Owner", school: "University of Colorado School of Dental Medicine" }),
      ],
      street: "1600 Broadway",
      suite: "Suite 310",
      phone: 17,
      domain: "summitdentaldenver.com",
      hours: 2,
    }),
    copyright: 2025,
    tagline: "Mile-high standards for your smile",
    services: ["general", "implants", "wisdom-teeth", "invisalign", "cosmetic"],
    technology: {
      title: "Technology",
      blocks: [
        h("Big news: 3D imaging has arrived"),
        p(
          "This spring we welcomed our new Planmeca ProMax 3D Mid in 2024, and the whole team has been geeking out ever since. The ProMax 3D Mid gives Dr. Patel a full three-dimensional view of your teeth, jaw joints, sinuses and nerves at a fraction of the radiation of a medical CT.",
        ),
        p(
          "What does that mean for you? Implants planned to the millimetre, wisdom teeth mapped before surgery, and answers instead of referrals.",
        ),
        img("/s/ProMax-3D-Mid-new-2024.jpg", "Our new ProMax 3D Mid", "Installed April 2024"),
      ],
    },
    techItems: ["itero", "laser"],
    posts: [
      {
        slug: "welcome-promax-3d-mid",
        title: "Say Hello to Our New 3D Scanner",
        date: "2024-04-18",
        blocks: [
          p(
            "After months of planning, our ProMax 3D Mid is up and running! Ask about it at your next visit: we love showing it off.",
          ),
        ],
      },
    ],
    expect: {
      cbctStatus: "confirmed",
      scanner: "promax-3d",
      installYear: 2024,
      evidence: ["Planmeca ProMax 3D Mid", "our new Planmeca ProMax 3D Mid in 2024"],
    },
  }),

  buildSite({
    id: "brennan-cs-8100-3d-2017",
    kind: "cbct-technology-page",
    theme: "wix",
    practice: office("Brennan Dental Care", "Columbus, OH", {
      doctors: [
        dr("Sean Brennan", "he", "DDS", { school: "The Ohio State University College of Dentistry", gradYear: 2005 }),
      ],
      street: "88 East Broad Street",
      phone: 33,
      domain: "brennandentalcare.com",
      founded: 2009,
      hours: 3,
    }),
    copyright: 2023,
    services: ["general", "hygiene", "implants", "crowns", "emergency"],
    technology: {
      blocks: [
        p("Dr. Brennan is a self-confessed gadget person, but every piece of equipment here earns its place."),
        h("Carestream CS 8100 3D"),
        p(
          "Our Carestream CS 8100 3D, installed in 2017, does double duty: it takes a regular panoramic image for routine checkups and, when we need more detail, a focused cone beam CT scan of just the area we're treating.",
        ),
        list("Implant placement planned in 3D", "Clear views of impacted teeth", "Low-dose settings for children"),
      ],
    },
    techItems: ["digital-xray", "cerec"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-8100-3d",
      installYear: 2017,
      evidence: ["Carestream CS 8100 3D", "installed in 2017"],
    },
  }),

  buildSite({
    id: "riverbend-cs-9300-2011",
    kind: "cbct-technology-page",
    theme: "legacy",
    practice: office("Riverbend Dental", "Knoxville, TN", {
      doctors: [
        dr("Harold Whitfield", "he", "DDS", {
          role: "Dentist",
          school: "University of Tennessee College of Dentistry",
          gradYear: 1982,
        }),
      ],
      street: "2210 Kingston Pike",
      phone: 61,
      domain: "riverbenddental.net",
      founded: 1986,
    }),
    copyright: 2014,
    services: ["general", "crowns", "dentures", "implants"],
    technology: {
      title: "Our Office",
      blocks: [
        p("Dr. Whitfield has practiced on Kingston Pike for more than 25 years."),
        p(
          "Since 2011 our office has used the Carestream CS 9300 cone beam system. With the CS 9300 we can take three-dimensional x-rays right here instead of sending you to the hospital for a CAT scan.",
        ),
        img("/images/cs9300_unit.jpg", "CS 9300"),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-9300",
      installYear: 2011,
      evidence: ["Carestream CS 9300", "Since 2011 our office has used"],
    },
  }),

  buildSite({
    id: "okafor-cs-9600-upgrade-2023",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Okafor Family & Implant Dentistry", "Atlanta, GA", {
      doctors: [
        dr("Chidi Okafor", "he", "DMD", { role: "Founder", gradYear: 2001, school: "Penn Dental Medicine" }),
        dr("Grace Okafor", "she", "DDS", { role: "Pediatric & Family Dentist" }),
      ],
      street: "245 Peachtree Center Avenue",
      suite: "Suite 1410",
      phone: 8,
      domain: "okafordental.com",
      founded: 2006,
      hours: 1,
    }),
    copyright: 2025,
    services: ["general", "implants", "oral-surgery", "sedation", "pediatric"],
    servicePages: true,
    technology: {
      blocks: [
        h("Fifteen years of 3D imaging, and a new chapter"),
        p(
          "Our original Kodak 9000 3D served us faithfully from 2009. In 2023 we retired it and installed a Carestream CS 9600, which captures a larger field of view in a single scan and uses noticeably less radiation.",
        ),
        p(
          "The CS 9600 sits in its own room next to the surgical suite, so Dr. Okafor can scan, plan and place an implant without you ever leaving the building.",
        ),
        img("/assets/img/cs9600-install-2023.jpg", "Installing the Carestream CS 9600 in 2023"),
      ],
    },
    techItems: ["trios", "laser", "online-booking"],
    jsonLd: true,
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-9600",
      installYear: 2023,
      previous: "cs-9000-3d",
      evidence: ["Carestream CS 9600", "In 2023 we retired it and installed a Carestream CS 9600"],
      note: "The Kodak 9000 3D (2009) is the previous unit; the CS 9600 is current.",
    },
  }),

  buildSite({
    id: "meadowbrook-kodak-9000-3d-2009",
    kind: "cbct-technology-page",
    theme: "prosites",
    practice: office("Meadowbrook Dental", "Lansing, MI", {
      doctors: [
        dr("Gregory Schaefer", "he", "DDS", { school: "University of Michigan School of Dentistry", gradYear: 1991 }),
      ],
      street: "3100 West Saginaw Street",
      phone: 24,
      domain: "meadowbrookdentallansing.com",
      hours: 0,
    }),
    copyright: 2016,
    services: ["general", "crowns", "endo", "implants", "dentures"],
    technology: {
      title: "Advanced Technology",
      blocks: [
        p(
          "Meadowbrook Dental has offered 3D imaging since 2009, when Dr. Schaefer brought in the Kodak 9000 3D extraoral imaging system.",
        ),
        p(
          "Its focused field of view is ideal for root canal treatment and single implants: we see the exact shape of the root and the bone around it, with far less exposure than a medical scanner.",
        ),
      ],
    },
    techItems: ["digital-xray"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-9000-3d",
      installYear: 2009,
      evidence: ["Kodak 9000 3D"],
    },
  }),
];
