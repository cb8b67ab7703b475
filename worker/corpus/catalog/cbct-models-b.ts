import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, faq, h, img, list, office, p, page } from "./helpers.ts";

/** A CBCT named on the technology page: i-CAT, KaVo and Morita units, in specialist and general offices. */
export const CBCT_MODELS_B: SiteDef[] = [
  buildSite({
    id: "tucson-oral-surgery-icat-flx",
    kind: "cbct-technology-page",
    theme: "wordpress",
    practice: office("Tucson Oral & Facial Surgery", "Tucson, AZ", {
      doctors: [
        dr("Carlos Delgado", "he", "DDS, MD", {
          role: "Oral & Maxillofacial Surgeon",
          school: "UCLA School of Dentistry",
        }),
        dr("Anita Sandoval", "she", "DMD", { role: "Oral & Maxillofacial Surgeon" }),
      ],
      street: "2001 East Speedway Boulevard",
      suite: "Suite 104",
      phone: 45,
      domain: "tucsonoralsurgery.com",
      founded: 2001,
      hours: 2,
    }),
    copyright: 2024,
    services: ["oral-surgery", "wisdom-teeth", "implants", "sedation"],
    servicePages: true,
    team: "separate",
    technology: {
      title: "3D Imaging",
      navLabel: "3D Imaging",
      blocks: [
        p(
          "Every surgical consultation at our office can include a scan on our i-CAT FLX cone beam 3D system. Because the scanner is here, you won't be sent to a hospital or imaging center before surgery.",
        ),
        list(
          "Precise location of the nerve before wisdom tooth removal",
          "Guided implant surgery planned on your actual anatomy",
          "Evaluation of jaw pathology and facial trauma",
        ),
        p(
          "The i-CAT FLX uses QuickScan+ low-dose technology, often less radiation than a traditional full-mouth series.",
        ),
        img("/wp-content/uploads/2021/09/icat-flx-v17.jpg", "i-CAT FLX V17 in our Tucson office"),
      ],
    },
    extraPages: [
      page(
        "/referring-doctors/",
        "For Referring Doctors",
        [
          p(
            "We welcome referrals from general dentists throughout southern Arizona. Send your patient with a referral slip and we'll send you the 3D scan and a detailed report after the consultation.",
          ),
        ],
        { nav: { label: "Referring Doctors" } },
      ),
    ],
    flags: { hasReferralFriendlyLanguage: true },
    jsonLd: true,
    expect: {
      cbctStatus: "confirmed",
      scanner: "icat-flx",
      evidence: ["i-CAT FLX", "Because the scanner is here"],
    },
  }),

  buildSite({
    id: "mercer-orthodontics-icat-2006",
    kind: "cbct-technology-page",
    theme: "prosites",
    practice: office("Mercer Orthodontics", "Omaha, NE", {
      doctors: [
        dr("Paul Mercer", "he", "DDS, MS", {
          role: "Orthodontist",
          school: "Creighton University School of Dentistry",
          gradYear: 1988,
        }),
      ],
      street: "10855 West Dodge Road",
      suite: "Suite 100",
      phone: 4,
      domain: "mercerortho.com",
      founded: 1992,
      hours: 0,
    }),
    copyright: 2017,
    services: ["braces", "invisalign"],
    technology: {
      title: "Our Technology",
      blocks: [
        h("i-CAT Cone Beam 3D Dental Imaging System"),
        p(
          "I have had an i-CAT system since September 2006, and I can't imagine treating an impacted canine or planning jaw surgery without it. - Dr. Mercer",
        ),
        p(
          "Each new patient's records appointment includes a single i-CAT scan, which gives us the panoramic, cephalometric and 3D views in one step.",
        ),
      ],
    },
    flags: { isOrthoSpecialist: true },
    expect: {
      cbctStatus: "confirmed",
      scanner: "icat",
      installYear: 2006,
      evidence: ["i-CAT Cone Beam 3D Dental Imaging System", "I have had an i-CAT system since September 2006"],
    },
  }),

  buildSite({
    id: "willow-park-kavo-op-3d",
    kind: "cbct-technology-page",
    theme: "wix",
    practice: office("Willow Park Dental", "Boise, ID", {
      doctors: [dr("Tara Iverson", "she", "DMD", { school: "OHSU School of Dentistry", gradYear: 2013 })],
      street: "1555 West Shoreline Drive",
      phone: 29,
      domain: "willowparkdentalboise.com",
      hours: 3,
    }),
    copyright: 2023,
    services: ["general", "implants", "endo", "pediatric"],
    technology: {
      blocks: [
        p("Our KaVo OP 3D Pro joined the practice in 2021."),
        p(
          "Think of it as a panoramic x-ray that can also take a 3D cone beam CT when Dr. Iverson needs to see more: a cracked root, an infection at the tip of a tooth, or the bone where an implant will go.",
        ),
        img("/media/kavo-op3d-pro-willowpark.jpg", "KaVo OP 3D Pro"),
      ],
    },
    techItems: ["digital-xray", "online-booking"],
    expect: { cbctStatus: "confirmed", scanner: "op-3d", installYear: 2021, evidence: ["KaVo OP 3D Pro"] },
  }),

  buildSite({
    id: "yamamoto-endo-veraview-x800",
    kind: "cbct-technology-page",
    theme: "custom",
    practice: office("Yamamoto Endodontics", "Honolulu, HI", {
      doctors: [
        dr("Kenji Yamamoto", "he", "DDS, MS", {
          role: "Endodontist",
          school: "University of Washington School of Dentistry",
        }),
      ],
      street: "1441 Kapiolani Boulevard",
      suite: "Suite 1510",
      phone: 66,
      domain: "yamamotoendo.com",
      hours: 0,
    }),
    copyright: 2024,
    services: ["endo"],
    about: [
      "Yamamoto Endodontics limits its practice to root canal treatment, retreatment and endodontic surgery.",
      "We work hand in hand with your general dentist and send a full report after every visit.",
    ],
    technology: {
      blocks: [
        p(
          "Root canal anatomy is three-dimensional, so our imaging is too. The practice uses a J. Morita Veraview X800, one of the highest-resolution cone beam units available, with fields of view as small as 4 x 4 cm.",
        ),
        p("Combined with our surgical operating microscopes, the X800 lets us find extra canals and tiny fractures."),
      ],
    },
    extraPages: [
      page(
        "/refer/",
        "Refer a Patient",
        [p("Referring doctors can send patients online; we return a report and images after each appointment.")],
        {
          nav: { label: "Refer a Patient" },
        },
      ),
    ],
    flags: { hasReferralFriendlyLanguage: true },
    expect: {
      cbctStatus: "confirmed",
      scanner: "veraview-x800",
      evidence: ["J. Morita Veraview X800", "The practice uses a J. Morita Veraview X800"],
    },
  }),

  buildSite({
    id: "castellano-endo-accuitomo-2012",
    kind: "cbct-technology-page",
    theme: "prosites",
    practice: office("Castellano Endodontic Specialists", "Providence, RI", {
      doctors: [
        dr("Maria Castellano", "she", "DMD", {
          role: "Endodontist",
          school: "Tufts University School of Dental Medicine",
          gradYear: 2002,
        }),
      ],
      street: "1 Richmond Square",
      suite: "Suite 220",
      phone: 38,
      domain: "castellanoendo.com",
      founded: 2008,
    }),
    copyright: 2021,
    services: ["endo"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "In 2012 we added a J. Morita 3D Accuitomo 170 to our office. Its tiny voxel size is perfect for endodontics; it reveals resorption, missed canals and vertical root fractures that never show on a 2D radiograph.",
        ),
        faq([
          "Will I need a 3D scan?",
          "Not always. Dr. Castellano orders a scan on our Accuitomo only when it will change your diagnosis or treatment.",
        ]),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "accuitomo-170",
      installYear: 2012,
      evidence: ["J. Morita 3D Accuitomo 170", "In 2012 we added a J. Morita 3D Accuitomo 170 to our office"],
    },
  }),
];
