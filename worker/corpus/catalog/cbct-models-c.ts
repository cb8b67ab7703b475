import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, img, list, office, p, quote } from "./helpers.ts";

/** A CBCT named on the technology page: Cefla, Acteon, Ray, PreXion, Midmark, Owandy and newer Carestream/Planmeca. */
export const CBCT_MODELS_C: SiteDef[] = [
  buildSite({
    id: "fox-run-newtom-vgi-evo",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Fox Run Implant & Oral Surgery", "Colorado Springs, CO", {
      doctors: [dr("Nathan Greer", "he", "DDS, MD", { role: "Oral Surgeon" })],
      street: "6071 East Woodmen Road",
      suite: "Suite 230",
      phone: 83,
      domain: "foxrunoralsurgery.com",
      founded: 2010,
      hours: 1,
    }),
    copyright: 2020,
    services: ["oral-surgery", "implants", "wisdom-teeth", "sedation"],
    technology: {
      title: "Imaging",
      navLabel: "Imaging",
      blocks: [
        p(
          "Fox Run was built around its NewTom VGi evo. The full-size cone beam scanner covers both jaws and the airway in one pass, which is essential for full-arch implant cases and corrective jaw surgery.",
        ),
        p("Scans are taken at your consultation; most patients are in and out of the imaging room in five minutes."),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "newtom-vgi-evo",
      evidence: ["NewTom VGi evo", "Fox Run was built around its NewTom VGi evo"],
    },
  }),

  buildSite({
    id: "rossi-x-mind-trium-2018",
    kind: "cbct-technology-page",
    theme: "wix",
    practice: office("Rossi Family Dentistry", "Stamford, CT", {
      doctors: [
        dr("Julia Rossi", "she", "DMD", { role: "Owner", school: "NYU College of Dentistry", gradYear: 2006 }),
        dr("Victor Rossi", "he", "DDS", { role: "Dentist" }),
      ],
      street: "1100 Bedford Street",
      phone: 14,
      domain: "rossifamilydentistry.com",
      founded: 1997,
      hours: 2,
    }),
    copyright: 2021,
    services: ["general", "implants", "endo", "invisalign", "crowns"],
    technology: {
      blocks: [
        h("Acteon X-Mind Trium"),
        p(
          "Since 2018 our office has been home to an Acteon X-Mind Trium, a three-in-one panoramic, cephalometric and 3D cone beam unit. We choose the smallest field of view that answers the question, keeping your dose as low as possible.",
        ),
      ],
    },
    techItems: ["intraoral-camera", "digital-forms"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "x-mind-trium",
      installYear: 2018,
      evidence: ["Acteon X-Mind Trium", "Since 2018 our office has been home to an Acteon X-Mind Trium"],
    },
  }),

  buildSite({
    id: "kim-rayscan-alpha",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Kim Dental Group", "Bellevue, WA", {
      doctors: [
        dr("Daniel Kim", "he", "DDS", {
          role: "Founder",
          school: "University of Washington School of Dentistry",
          gradYear: 2003,
        }),
        dr("Sofia Park", "she", "DMD", { role: "Associate" }),
      ],
      street: "1200 112th Avenue NE",
      suite: "Suite C-150",
      phone: 91,
      domain: "kimdentalgroup.com",
      hours: 1,
    }),
    copyright: 2023,
    services: ["general", "implants", "cosmetic", "sedation", "crowns"],
    technology: {
      blocks: [
        p(
          "Our RAYSCAN α-Expert 3D lets us take panoramic, ceph and cone beam CT images without you changing rooms. Dr. Kim reviews every 3D scan with you on the monitor so you can see exactly what he sees.",
        ),
        img("/assets/img/rayscan-alpha-expert.png", "Rayscan Alpha 3D CBCT machine at Kim Dental Group"),
      ],
    },
    techItems: ["trios", "cerec"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "rayscan-alpha",
      evidence: ["RAYSCAN α-Expert 3D", "Our RAYSCAN α-Expert 3D lets us take"],
    },
  }),

  buildSite({
    id: "prescott-prexion3d-2017",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Prescott Implant Dentistry", "Scottsdale, AZ", {
      doctors: [
        dr("Andrew Prescott", "he", "DMD, MAGD", {
          role: "Implant Dentist",
          gradYear: 1996,
          school: "Temple University Kornberg School of Dentistry",
        }),
      ],
      street: "9590 East Ironwood Square Drive",
      suite: "Suite 110",
      phone: 58,
      domain: "prescottimplants.com",
      founded: 2000,
      hours: 2,
    }),
    copyright: 2024,
    services: ["implants", "oral-surgery", "sedation", "dentures"],
    technology: {
      blocks: [
        p(
          "We purchased the PreXion3D Excelsior in 2017 after years of sending patients to an outside imaging center. Having it in-house means your consultation, scan and treatment plan now happen in a single visit.",
        ),
        quote("Its image quality is simply the best I've used for implant work.", "Dr. Andrew Prescott"),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "prexion-3d",
      installYear: 2017,
      evidence: ["PreXion3D Excelsior", "We purchased the PreXion3D Excelsior in 2017"],
      note: "The imaging-center sentence is in the past tense; the unit is now in-house.",
    },
  }),

  buildSite({
    id: "heritage-midmark-eois-2021",
    kind: "cbct-technology-page",
    theme: "prosites",
    practice: office("Heritage Dental of Dayton", "Dayton, OH", {
      doctors: [
        dr("Leah Bishop", "she", "DDS", { school: "The Ohio State University College of Dentistry", gradYear: 2009 }),
      ],
      street: "4400 Far Hills Avenue",
      phone: 36,
      domain: "heritagedentaldayton.com",
      founded: 1979,
      hours: 0,
    }),
    copyright: 2022,
    services: ["general", "implants", "crowns", "emergency"],
    technology: {
      title: "Dental Technology",
      blocks: [
        p(
          "In 2021 we upgraded to the Midmark Extraoral Imaging System with CBCT. The base unit takes our panoramic x-rays; the CBCT option adds three-dimensional scans for implants and complex extractions.",
        ),
      ],
    },
    techItems: ["digital-xray"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "midmark-eois",
      installYear: 2021,
      evidence: ["Midmark Extraoral Imaging System with CBCT"],
    },
  }),

  buildSite({
    id: "lund-owandy-i-max-3d-2020",
    kind: "cbct-technology-page",
    theme: "wix",
    practice: office("Lund Family Dentistry", "Fargo, ND", {
      doctors: [
        dr("Erik Lund", "he", "DDS", { school: "University of Minnesota School of Dentistry", gradYear: 2014 }),
      ],
      street: "3201 13th Avenue South",
      phone: 27,
      domain: "lundfamilydentistry.com",
      hours: 3,
    }),
    copyright: 2024,
    services: ["general", "pediatric", "implants", "hygiene"],
    technology: {
      blocks: [
        p("New in 2020: our Owandy I-MAX 3D cone beam scanner. Compact, fast and very low dose."),
        p("We use it to plan implants and to look closely at impacted teeth, all without leaving our office."),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "i-max-3d",
      installYear: 2020,
      evidence: ["Owandy I-MAX 3D", "New in 2020: our Owandy I-MAX 3D cone beam scanner"],
    },
  }),

  buildSite({
    id: "northgate-cs-8200-3d-2022",
    kind: "cbct-technology-page",
    theme: "squarespace",
    practice: office("Northgate Dental", "Spokane, WA", {
      doctors: [
        dr("Monica Reyes", "she", "DDS", { school: "University of Washington School of Dentistry", gradYear: 2015 }),
      ],
      street: "5520 North Division Street",
      phone: 63,
      domain: "northgatedentalspokane.com",
      hours: 1,
    }),
    copyright: 2025,
    services: ["general", "implants", "invisalign", "whitening"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "Our Carestream CS 8200 3D arrived in 2022. It's the x-ray you stand in for a panoramic image, and with a few taps it becomes a cone beam scanner for implant planning.",
        ),
        list("Pan, 3D and ceph in one unit", "Scans in as little as 7 seconds", "Images reviewed the same day"),
      ],
    },
    techItems: ["itero", "online-booking"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-8200-3d",
      installYear: 2022,
      evidence: ["Carestream CS 8200 3D", "Our Carestream CS 8200 3D arrived in 2022"],
    },
  }),

  buildSite({
    id: "greer-perio-viso-g7-2021",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Greer Periodontics & Implants", "Charleston, SC", {
      doctors: [
        dr("Hannah Greer", "she", "DMD, MS", {
          role: "Periodontist",
          school: "MUSC James B. Edwards College of Dental Medicine",
          gradYear: 2007,
        }),
      ],
      street: "1483 Tobias Gadson Boulevard",
      suite: "Suite 110",
      phone: 49,
      domain: "greerperio.com",
      hours: 0,
    }),
    copyright: 2023,
    services: ["implants", "periodontal", "oral-surgery"],
    technology: {
      blocks: [
        p(
          "Our office features the Planmeca Viso G7, installed in 2021. Its large field of view and face scanner let us plan full-arch implant cases with remarkable precision.",
        ),
        p("Referring dentists receive the 3D volume and our treatment plan within a day of the consultation."),
      ],
    },
    flags: { hasReferralFriendlyLanguage: true },
    expect: {
      cbctStatus: "confirmed",
      scanner: "viso-g7",
      installYear: 2021,
      evidence: ["Planmeca Viso G7", "Our office features the Planmeca Viso G7, installed in 2021"],
    },
  }),
];
