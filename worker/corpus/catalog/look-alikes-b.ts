import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, faq, h, office, p } from "./helpers.ts";

/** CEREC and Invisalign "3D", referrals to imaging centres, CBCT blog posts that refer out, and outright denials. */
export const LOOK_ALIKES_B: SiteDef[] = [
  buildSite({
    id: "vasquez-cerec-3d-design",
    kind: "lookalike-cerec",
    theme: "wordpress",
    practice: office("Vasquez Dental", "San Antonio, TX", {
      doctors: [
        dr("Carlos Vasquez", "he", "DDS", { school: "UT Health San Antonio School of Dentistry", gradYear: 2003 }),
      ],
      street: "4499 Medical Drive",
      suite: "Suite 150",
      phone: 74,
      domain: "vasquezdental.com",
      hours: 1,
    }),
    copyright: 2022,
    services: ["general", "crowns", "cosmetic", "implant-restoration"],
    technology: {
      blocks: [
        h("CEREC: Crowns in One Visit"),
        p(
          "Our CEREC system lets Dr. Vasquez design your crown in 3-D on the computer, then mill it from a block of porcelain while you relax. The 3D design software shows you exactly how your new tooth will look.",
        ),
      ],
    },
    techItems: ["cerec", "digital-xray"],
    expect: { cbctStatus: "not_detected", note: "CEREC '3-D' is chairside CAD/CAM, not imaging." },
  }),

  buildSite({
    id: "oneill-invisalign-3d-treatment-plan",
    kind: "lookalike-invisalign-3d",
    theme: "squarespace",
    practice: office("O'Neill Smiles", "Hartford, CT", {
      doctors: [dr("Claire O'Neill", "she", "DMD", { school: "UConn School of Dental Medicine", gradYear: 2013 })],
      street: "100 Pearl Street",
      phone: 16,
      domain: "oneillsmiles.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["general", "invisalign", "whitening"],
    serviceText: {
      invisalign: [
        "Your Invisalign journey starts with a digital scan. From it, Dr. O'Neill builds a 3D treatment plan in ClinCheck so you can watch your teeth move, step by step, before you wear a single aligner.",
        "Digital 3-D images of your smile replace messy molds.",
      ],
    },
    servicePages: true,
    expect: { cbctStatus: "not_detected", note: "Invisalign/ClinCheck 3D treatment plans are aligner software." },
  }),

  buildSite({
    id: "ramirez-referral-imaging-center",
    kind: "lookalike-referral",
    theme: "prosites",
    practice: office("Ramirez Family Dental", "Phoenix, AZ", {
      doctors: [dr("Luis Ramirez", "he", "DDS", { school: "UCLA School of Dentistry", gradYear: 2006 })],
      street: "3033 North Central Avenue",
      suite: "Suite 105",
      phone: 67,
      domain: "ramirezfamilydental.com",
      hours: 0,
    }),
    copyright: 2023,
    services: ["general", "implant-restoration", "crowns", "pediatric"],
    serviceText: {
      "implant-restoration": [
        "We restore implants placed by trusted local surgeons.",
        "When a CBCT scan is needed for planning, we refer you to Desert Imaging Center, just a few minutes from our office, and review the 3D images with you here afterwards.",
      ],
    },
    expect: { cbctStatus: "not_detected", note: "CBCT is referred out to an imaging centre." },
  }),

  buildSite({
    id: "sutton-referral-oral-surgeon-3d",
    kind: "lookalike-referral",
    theme: "wix",
    practice: office("Sutton Dental Care", "Harrisburg, PA", {
      doctors: [
        dr("Jennifer Sutton", "she", "DMD", {
          school: "Temple University Kornberg School of Dentistry",
          gradYear: 2008,
        }),
      ],
      street: "4100 Union Deposit Road",
      phone: 89,
      domain: "suttondentalcare.com",
      hours: 1,
    }),
    copyright: 2021,
    services: ["general", "crowns", "endo", "whitening"],
    about: [
      "Dr. Sutton believes in doing what she does best, and in knowing when to call on a specialist.",
      "For complex cases that need a cone beam CT, we partner with Capital Region Oral Surgery, which will take the 3D scan at their office and share it with us.",
    ],
    expect: { cbctStatus: "not_detected", note: "The cone beam CT belongs to a partner practice." },
  }),

  buildSite({
    id: "donnelly-blog-cbct-refer-out",
    kind: "lookalike-blog-cbct",
    theme: "wordpress",
    practice: office("Donnelly Dental", "Providence, RI", {
      doctors: [
        dr("Sean Donnelly", "he", "DMD", { school: "Tufts University School of Dental Medicine", gradYear: 2000 }),
      ],
      street: "450 Angell Street",
      phone: 50,
      domain: "donnellydental.com",
      hours: 3,
    }),
    copyright: 2024,
    services: ["general", "implant-restoration", "crowns"],
    posts: [
      {
        slug: "do-i-need-a-cbct-scan-before-my-implant",
        title: "Do I Need a CBCT Scan Before My Implant?",
        date: "2024-05-21",
        blocks: [
          p(
            "Cone beam CT (CBCT) scans give surgeons a 3D view of the jawbone. Most implant surgeons order one before placing an implant.",
          ),
          p(
            "We don't have a CBCT machine in our office. If you need one, we'll send you to Ocean State Imaging, and your surgeon will review the scan with you.",
          ),
        ],
      },
    ],
    expect: { cbctStatus: "not_detected", note: "A CBCT blog post that explicitly says the office has none." },
  }),

  buildSite({
    id: "hale-negation-faq-no-cbct",
    kind: "lookalike-negation",
    theme: "custom",
    practice: office("Hale Street Dentistry", "Burlington, VT", {
      doctors: [
        dr("Benjamin Hale", "he", "DDS", { school: "University of Maryland School of Dentistry", gradYear: 1997 }),
      ],
      street: "180 Battery Street",
      phone: 34,
      domain: "halestreetdentistry.com",
      hours: 0,
    }),
    copyright: 2022,
    services: ["general", "crowns", "dentures", "emergency"],
    extraPages: [],
    homeExtra: [
      faq(
        [
          "Do you take 3D x-rays?",
          "Not at this time. We do not have a CBCT in our office; if you need a cone beam scan, we'll refer you to a specialist nearby.",
        ],
        ["Do you accept new patients?", "Yes! Call us to schedule."],
      ),
    ],
    expect: { cbctStatus: "not_detected", note: "States plainly that there is no CBCT in the office." },
  }),
];
