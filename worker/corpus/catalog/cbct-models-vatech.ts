import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, img, office, p } from "./helpers.ts";

/** A CBCT named on the technology page: Vatech units and a NewTom GO. */
export const CBCT_MODELS_VATECH: SiteDef[] = [
  buildSite({
    id: "cedar-ridge-pax-i3d-2015",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Cedar Ridge Family Dental", "Springfield, MO", {
      doctors: [
        dr("Brian Caldwell", "he", "DDS", { school: "UT Health San Antonio School of Dentistry", gradYear: 2004 }),
      ],
      street: "3535 South National Avenue",
      phone: 52,
      domain: "cedarridgefamilydental.com",
      founded: 2007,
      hours: 1,
    }),
    copyright: [2012, 2022],
    services: ["general", "implants", "wisdom-teeth", "crowns", "sedation"],
    technology: {
      blocks: [
        h("Vatech PaX-i3D"),
        p(
          "We've used our Vatech PaX-i3D since 2015. It's a 3-in-1 unit (panoramic, cephalometric and cone beam CT) which means fewer referrals and faster answers for our patients.",
        ),
      ],
    },
    techItems: ["intraoral-camera", "laser"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "pax-i3d",
      installYear: 2015,
      evidence: ["Vatech PaX-i3D", "We've used our Vatech PaX-i3D since 2015"],
    },
  }),

  buildSite({
    id: "bayside-green-x-2024",
    kind: "cbct-technology-page",
    theme: "squarespace",
    practice: office("Bayside Dental Studio", "Sarasota, FL", {
      doctors: [
        dr("Olivia Marsh", "she", "DMD", {
          role: "Owner",
          school: "University of Florida College of Dentistry",
          gradYear: 2011,
        }),
      ],
      street: "1950 Main Street",
      suite: "Suite 2",
      phone: 19,
      domain: "baysidedentalstudio.com",
      hours: 2,
    }),
    copyright: 2025,
    services: ["general", "cosmetic", "implants", "whitening", "sleep-apnea"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "Meet the newest member of our team: the Vatech Green X, installed in January 2024. It is one of the lowest-dose 3D x-ray units on the market, and the scan is finished before you can say 'cheese'.",
        ),
        p("Dr. Marsh uses it for implant planning, airway evaluation and any time a regular x-ray leaves a question."),
        img("/s/vatech-green-x-bayside.jpg", "Vatech Green X 3D imaging system"),
      ],
    },
    techItems: ["itero"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "green-x",
      installYear: 2024,
      evidence: ["Vatech Green X", "installed in January 2024"],
    },
  }),

  buildSite({
    id: "hassan-newtom-go",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Hassan Dental Care", "Ann Arbor, MI", {
      doctors: [
        dr("Omar Hassan", "he", "DDS", { school: "University of Michigan School of Dentistry", gradYear: 2008 }),
      ],
      street: "2100 South Main Street",
      phone: 77,
      domain: "hassandentalcare.com",
      hours: 0,
    }),
    copyright: 2022,
    services: ["general", "implants", "oral-surgery", "crowns"],
    technology: {
      blocks: [
        p(
          "We scan implant and surgery patients on our NewTom GO, a compact Italian-made 2D/3D unit. It captures the whole jaw in a single low-dose rotation and the images are ready on the chairside screen in seconds.",
        ),
        img("/assets/img/newtom-go-stehend.jpg", "NewTom GO"),
      ],
    },
    techItems: ["digital-xray", "patient-portal"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "newtom-go",
      evidence: ["NewTom GO", "We scan implant and surgery patients on our NewTom GO"],
    },
  }),
];
