import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, img, office, p, quote } from "./helpers.ts";

/** A CBCT named on the technology page: Sirona units from the 2007 Galileos to a 2022 Axeos. */
export const CBCT_MODELS_SIRONA: SiteDef[] = [
  buildSite({
    id: "harbor-view-galileos-2007",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Harbor View Dental Arts", "Annapolis, MD", {
      doctors: [
        dr("Catherine Whitfield", "she", "DDS", {
          role: "Owner",
          gradYear: 1999,
          school: "University of Maryland School of Dentistry",
        }),
      ],
      street: "170 Jennifer Road",
      suite: "Suite 240",
      phone: 55,
      domain: "harborviewdentalarts.com",
      founded: 2003,
      hours: 2,
    }),
    copyright: [2008, 2019],
    services: ["general", "cosmetic", "implants", "sleep-apnea", "crowns"],
    technology: {
      blocks: [
        h("GALILEOS 3D"),
        p(
          "Back in 2007, Dr. Whitfield installed the Sirona GALILEOS, making Harbor View one of the first offices in Anne Arundel County with cone beam 3D imaging.",
        ),
        p(
          "GALILEOS lets us evaluate your airway for sleep apnea, plan implants with surgical guides and examine the jaw joints, all in one 14-second scan taken while you stand.",
        ),
        img("/wp-content/uploads/2012/06/galileos-comfort.jpg", "Sirona GALILEOS Comfort cone beam unit"),
      ],
    },
    techItems: ["cerec", "intraoral-camera"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "galileos",
      installYear: 2007,
      evidence: ["Sirona GALILEOS", "Dr. Whitfield installed the Sirona GALILEOS"],
    },
  }),

  buildSite({
    id: "patel-orthophos-xg-3d",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Patel Dental Group", "Plano, TX", {
      doctors: [
        dr("Anil Patel", "he", "DDS", { role: "Founder" }),
        dr("Mei Chen", "she", "DMD", { role: "Associate Dentist" }),
      ],
      street: "5800 Preston Road",
      suite: "Suite 120",
      phone: 90,
      domain: "pateldentalgroup.com",
      hours: 1,
    }),
    copyright: 2022,
    services: ["general", "implants", "invisalign", "endo", "whitening"],
    technology: {
      blocks: [
        p(
          "Patel Dental Group is equipped with a Sirona Orthophos XG 3D, a combined panoramic and cone beam unit. One machine, two jobs: routine panoramic x-rays at your checkup and detailed 3D volumes when we are planning implants or root canal treatment.",
        ),
        quote("Seeing the bone in 3D changed how I plan every implant.", "Dr. Anil Patel"),
      ],
    },
    techItems: ["itero", "digital-forms"],
    expect: { cbctStatus: "confirmed", scanner: "orthophos-xg-3d", evidence: ["Sirona Orthophos XG 3D"] },
  }),

  buildSite({
    id: "stonebridge-orthophos-sl-3d-2019",
    kind: "cbct-technology-page",
    theme: "squarespace",
    practice: office("Stonebridge Dental", "Raleigh, NC", {
      doctors: [dr("Laura Kowalski", "she", "DDS", { school: "UNC Adams School of Dentistry", gradYear: 2010 })],
      street: "410 Glenwood Avenue",
      phone: 12,
      domain: "stonebridgedentalraleigh.com",
      founded: 2014,
      hours: 3,
    }),
    copyright: 2024,
    services: ["general", "pediatric", "implants", "cosmetic"],
    technology: {
      title: "Inside Our Office",
      blocks: [
        p("We added the Dentsply Sirona Orthophos SL 3D to our practice in 2019."),
        p(
          "Most patients simply know it as 'the 3D x-ray'. It produces sharp panoramic images and, when needed, a cone beam scan with a very low dose, which is particularly reassuring for parents.",
        ),
      ],
    },
    techItems: ["primescan", "patient-portal"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "orthophos-sl-3d",
      installYear: 2019,
      evidence: ["Dentsply Sirona Orthophos SL 3D"],
    },
  }),

  buildSite({
    id: "nguyen-axeos-2022",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Nguyen Smile Studio", "San Jose, CA", {
      doctors: [dr("Linh Nguyen", "she", "DDS", { role: "Owner", school: "UCSF School of Dentistry", gradYear: 2012 })],
      street: "96 North Third Street",
      suite: "Suite 150",
      phone: 71,
      domain: "nguyensmilestudio.com",
      hours: 2,
    }),
    copyright: 2025,
    services: ["general", "cosmetic", "implants", "invisalign", "whitening"],
    technology: {
      blocks: [
        h("Dentsply Sirona Axeos"),
        p(
          "In late 2022 we invested in our new Axeos cone beam system from Dentsply Sirona. It gives us extremely detailed 3D images of your teeth and jaw in a single rotation, and the patient positioning is so easy that even our youngest patients hold still for it.",
        ),
        img("/assets/img/axeos-dentsply-sirona.jpg", "Axeos 3D x-ray unit at Nguyen Smile Studio"),
      ],
    },
    techItems: ["primescan", "cerec", "virtual-consults"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "axeos",
      installYear: 2022,
      evidence: ["Axeos", "we invested in our new Axeos cone beam system"],
    },
  }),
];
