import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { deferred, dr, h, img, office, p } from "./helpers.ts";

/** Content that exists only after the page's JavaScript runs; the raw HTML is an empty shell. */
export const JS_ONLY: SiteDef[] = [
  buildSite({
    id: "mcallister-js-bundle-cs-8100-3d",
    kind: "js-only",
    theme: "custom",
    render: "js-bundle",
    practice: office("McAllister Dental Studio", "Portland, OR", {
      doctors: [dr("Fiona McAllister", "she", "DMD", { school: "OHSU School of Dentistry", gradYear: 2016 })],
      street: "1015 NW 11th Avenue",
      phone: 26,
      domain: "mcallisterdental.studio",
      hours: 2,
    }),
    copyright: 2025,
    services: ["general", "cosmetic", "implants", "invisalign"],
    technology: {
      blocks: [
        h("3D cone beam imaging"),
        p(
          "We put our Carestream CS 8100 3D in a private imaging nook so scans feel calm, not clinical. Dr. McAllister uses it to plan implants and check on tricky wisdom teeth.",
        ),
      ],
    },
    techItems: ["itero", "online-booking", "digital-forms"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-8100-3d",
      evidence: ["Carestream CS 8100 3D", "We put our Carestream CS 8100 3D in a private imaging nook"],
    },
  }),

  buildSite({
    id: "iverson-js-inline-promax-3d-2016",
    kind: "js-only",
    theme: "custom",
    render: "js-inline",
    practice: office("Iverson Family Dentistry", "Minneapolis, MN", {
      doctors: [
        dr("Erik Iverson", "he", "DDS", { school: "University of Minnesota School of Dentistry", gradYear: 2000 }),
      ],
      street: "825 Nicollet Mall",
      suite: "Suite 900",
      phone: 64,
      domain: "iversonfamilydentistry.com",
      founded: 2002,
      hours: 0,
    }),
    copyright: 2022,
    services: ["general", "implants", "endo", "pediatric"],
    technology: {
      blocks: [
        p(
          "Since 2016 our office has had a Planmeca ProMax 3D Classic. When a regular x-ray isn't enough, a 3D scan shows us the bone, the roots and the nerves from every angle.",
        ),
      ],
    },
    techItems: ["digital-xray"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "promax-3d",
      installYear: 2016,
      evidence: ["Planmeca ProMax 3D Classic", "Since 2016 our office has had a Planmeca ProMax 3D Classic"],
    },
  }),

  buildSite({
    id: "tanaka-js-fetch-icat-flx",
    kind: "js-only",
    theme: "custom",
    render: "js-fetch",
    practice: office("Tanaka Oral Surgery & Implant Center", "San Diego, CA", {
      doctors: [
        dr("Yuki Tanaka", "she", "DDS, MD", {
          role: "Oral & Maxillofacial Surgeon",
          school: "UCLA School of Dentistry",
        }),
      ],
      street: "3750 Convoy Street",
      suite: "Suite 310",
      phone: 13,
      domain: "tanakaoralsurgery.com",
      hours: 1,
    }),
    copyright: 2024,
    services: ["oral-surgery", "wisdom-teeth", "implants", "sedation"],
    technology: {
      title: "3D Imaging",
      blocks: [
        p(
          "Our center owns an i-CAT FLX cone beam scanner, so your 3D scan is taken during your consultation rather than at a separate appointment elsewhere.",
        ),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      scanner: "icat-flx",
      evidence: ["i-CAT FLX", "Our center owns an i-CAT FLX cone beam scanner"],
    },
  }),

  buildSite({
    id: "brandt-js-partial-kavo-op-3d",
    kind: "js-only",
    theme: "wordpress",
    render: "js-partial",
    practice: office("Brandt Dental", "Madison, WI", {
      doctors: [
        dr("Henry Brandt", "he", "DDS", { school: "Marquette University School of Dentistry", gradYear: 1997 }),
      ],
      street: "6333 University Avenue",
      phone: 82,
      domain: "brandtdental.com",
      founded: 1999,
      hours: 3,
    }),
    copyright: 2023,
    services: ["general", "implants", "crowns", "sleep-apnea"],
    technology: {
      blocks: [
        p("We're proud of the equipment that helps us care for you. Here's what you'll find in our office:"),
        deferred(
          "equipment",
          h("KaVo OP 3D"),
          p(
            "Our KaVo OP 3D takes panoramic images and, when Dr. Brandt needs more detail, a cone beam 3D scan in the same unit.",
          ),
          img("/wp-content/uploads/2022/08/kavo-op-3d.jpg", "KaVo OP 3D in our imaging room"),
        ),
      ],
    },
    techItems: ["intraoral-camera"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "op-3d",
      evidence: ["KaVo OP 3D", "Our KaVo OP 3D takes panoramic images"],
      note: "A static WordPress page whose equipment section is fetched by script after load.",
    },
  }),

  buildSite({
    id: "reyes-js-bundle-in-house-cone-beam",
    kind: "js-only",
    theme: "custom",
    render: "js-bundle",
    practice: office("Reyes Dental", "El Paso, TX", {
      doctors: [dr("Alejandro Reyes", "he", "DDS", { school: "Texas A&M College of Dentistry", gradYear: 2009 })],
      street: "1700 North Zaragoza Road",
      suite: "Suite 120",
      phone: 47,
      domain: "reyesdentalelpaso.com",
      hours: 1,
    }),
    copyright: 2024,
    services: ["general", "implants", "oral-surgery", "crowns"],
    technology: {
      blocks: [
        p(
          "Our in-house cone beam CT means no more trips across town for a 3D scan: we take it, read it and plan your treatment in the same chair.",
        ),
      ],
    },
    expect: { cbctStatus: "confirmed", evidence: ["Our in-house cone beam CT"] },
  }),

  buildSite({
    id: "pham-js-fetch-no-imaging",
    kind: "js-only",
    theme: "custom",
    render: "js-fetch",
    practice: office("Pham Family Dental", "Houston, TX", {
      doctors: [dr("Minh Pham", "he", "DDS", { school: "UT Health San Antonio School of Dentistry", gradYear: 2012 })],
      street: "11122 Bellaire Boulevard",
      suite: "Suite 205",
      phone: 35,
      domain: "phamfamilydental.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["general", "pediatric", "whitening", "emergency"],
    expect: { cbctStatus: "not_detected" },
  }),
];
