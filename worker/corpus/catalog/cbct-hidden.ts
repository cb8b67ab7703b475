import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, img, office, p, page } from "./helpers.ts";

/** The CBCT shows up only where a main-content extractor would miss it: sub-pages, menus, footers, alt, files, slugs. */
export const CBCT_HIDDEN: SiteDef[] = [
  buildSite({
    id: "kowalski-sub-page-cs-8100-3d",
    kind: "cbct-sub-page",
    theme: "wordpress",
    practice: office("Kowalski Dental", "Pittsburgh, PA", {
      doctors: [
        dr("Thomas Kowalski", "he", "DMD", {
          school: "University of Pittsburgh School of Dental Medicine",
          gradYear: 1998,
        }),
      ],
      street: "600 Grant Street",
      suite: "Suite 410",
      phone: 21,
      domain: "kowalskidental.com",
      founded: 2001,
      hours: 0,
    }),
    copyright: 2023,
    services: ["general", "implants", "crowns", "whitening"],
    serviceText: {
      implants: [
        "Dr. Kowalski places and restores dental implants in our office.",
        "Curious how the process works? Read [how we plan your implant](/dental-implants/implant-planning/).",
      ],
    },
    techItems: ["digital-xray", "intraoral-camera"],
    extraPages: [
      page("/dental-implants/implant-planning/", "How We Plan Your Implant", [
        p(
          "Every implant starts with a cone beam scan on our Carestream CS 8100 3D Access. Dr. Kowalski uses the 3D image to measure the bone, find the nerve and choose the right implant size before the day of surgery.",
        ),
        p("Then we print a surgical guide, so the implant goes exactly where it was planned."),
      ]),
    ],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-8100-3d",
      evidence: ["CS 8100 3D Access", "Every implant starts with a cone beam scan on our Carestream CS 8100 3D Access"],
      note: "The scanner is named only on a page linked from the implant service text, not from the menu.",
    },
  }),

  buildSite({
    id: "chandler-wisdom-teeth-sub-page",
    kind: "cbct-sub-page",
    theme: "squarespace",
    practice: office("Chandler Oral Surgery", "Birmingham, AL", {
      doctors: [dr("Robert Chandler", "he", "DMD, MD", { role: "Oral & Maxillofacial Surgeon" })],
      street: "2700 10th Avenue South",
      suite: "Suite 305",
      phone: 30,
      domain: "chandleroralsurgery.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["wisdom-teeth", "oral-surgery", "implants", "sedation"],
    servicePages: true,
    serviceText: {
      "wisdom-teeth": [
        "Before removing impacted wisdom teeth, we take a quick 3D cone beam scan right here in our office so Dr. Chandler can see exactly where the nerve runs.",
        "Most patients choose IV sedation and remember little of the procedure.",
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      evidence: ["we take a quick 3D cone beam scan right here in our office"],
      note: "Generic in-house ownership on a procedure page; no model named.",
    },
  }),

  buildSite({
    id: "ellison-menu-only-icat",
    kind: "cbct-menu-only",
    theme: "wix",
    practice: office("Ellison Dental", "Little Rock, AR", {
      doctors: [dr("Marcus Ellison", "he", "DDS", { school: "University of Tennessee College of Dentistry" })],
      street: "500 South University Avenue",
      phone: 87,
      domain: "ellisondental.com",
      hours: 1,
    }),
    copyright: 2019,
    services: ["general", "implants", "crowns", "dentures"],
    techItems: ["digital-xray", "intraoral-camera"],
    extraNav: [{ label: "i-CAT 3D Imaging", href: "/technology", parent: "Technology" }],
    expect: {
      cbctStatus: "confirmed",
      scanner: "icat",
      evidence: ["i-CAT 3D Imaging"],
      note: "The practice lists 'i-CAT 3D Imaging' in its own technology menu; no page describes it.",
    },
  }),

  buildSite({
    id: "donovan-menu-only-cone-beam",
    kind: "cbct-menu-only",
    theme: "legacy",
    practice: office("Donovan Dental", "Worcester, MA", {
      doctors: [
        dr("Patrick Donovan", "he", "DMD", { school: "Tufts University School of Dental Medicine", gradYear: 1985 }),
      ],
      street: "340 Main Street",
      phone: 15,
      domain: "donovandental.com",
      founded: 1989,
    }),
    copyright: 2013,
    services: ["general", "crowns", "dentures", "emergency"],
    techItems: ["laser", "intraoral-camera"],
    extraNav: [{ label: "Cone Beam CT", href: "/technology.htm", parent: "Technology" }],
    expect: {
      cbctStatus: "likely",
      evidence: ["Cone Beam CT"],
      note: "A generic 'Cone Beam CT' menu entry with no page text behind it: probably offered, not confirmed.",
    },
  }),

  buildSite({
    id: "sandoval-footer-only-cs-9600",
    kind: "cbct-footer-only",
    theme: "wordpress",
    practice: office("Sandoval Family Dentistry", "Albuquerque, NM", {
      doctors: [
        dr("Elena Sandoval", "she", "DDS", {
          school: "University of Colorado School of Dental Medicine",
          gradYear: 2010,
        }),
      ],
      street: "4801 Lang Avenue NE",
      suite: "Suite 110",
      phone: 68,
      domain: "sandovalfamilydentistry.com",
      hours: 3,
    }),
    copyright: 2024,
    services: ["general", "pediatric", "cosmetic", "implants"],
    footerLines: ["Technology we trust: CEREC same-day crowns · iTero scanning · Carestream CS 9600 3D imaging"],
    expect: {
      cbctStatus: "confirmed",
      scanner: "cs-9600",
      evidence: ["Carestream CS 9600"],
      note: "Named only in the site-wide footer, next to look-alike technology.",
    },
  }),

  buildSite({
    id: "thornton-alt-only-pax-i3d",
    kind: "cbct-alt-only",
    theme: "squarespace",
    practice: office("Thornton Dental", "Bend, OR", {
      doctors: [dr("Scott Thornton", "he", "DMD", { school: "OHSU School of Dentistry", gradYear: 2006 })],
      street: "1245 NW Wall Street",
      phone: 40,
      domain: "thorntondentalbend.com",
      hours: 2,
    }),
    copyright: 2022,
    services: ["general", "implants", "wisdom-teeth", "crowns"],
    extraPages: [
      page(
        "/office-tour",
        "Office Tour",
        [
          p("Take a peek inside before your first visit."),
          img("/s/reception.jpg", "Our bright reception area"),
          img("/s/operatory-2.jpg", "Treatment room with a view of the Cascades"),
          img("/s/imaging.jpg", "Dr. Thornton positioning a patient in our Vatech PaX-i3D cone beam scanner"),
        ],
        { nav: { label: "Office Tour", parent: "About" } },
      ),
    ],
    expect: {
      cbctStatus: "confirmed",
      scanner: "pax-i3d",
      evidence: ["Dr. Thornton positioning a patient in our Vatech PaX-i3D cone beam scanner"],
    },
  }),

  buildSite({
    id: "bishop-filename-only-galileos",
    kind: "cbct-filename-only",
    theme: "prosites",
    practice: office("Bishop Dental Care", "Billings, MT", {
      doctors: [
        dr("Raymond Bishop", "he", "DDS", { school: "Creighton University School of Dentistry", gradYear: 1993 }),
      ],
      street: "2900 12th Avenue North",
      suite: "Suite 201",
      phone: 11,
      domain: "bishopdentalcare.com",
      founded: 1996,
      hours: 0,
    }),
    copyright: 2018,
    services: ["general", "implants", "crowns", "whitening"],
    extraPages: [
      page(
        "/office-tour.html",
        "Office Tour",
        [
          img("/images/front-desk.jpg", "Front desk"),
          img("/images/galileos_comfortplus.jpg", "Our imaging room", "Our imaging suite"),
          img("/images/operatory-3.jpg", "Operatory"),
        ],
        { nav: { label: "Office Tour", parent: "About" } },
      ),
    ],
    expect: {
      cbctStatus: "confirmed",
      scanner: "galileos",
      evidence: ["/images/galileos_comfortplus.jpg"],
      note: "The practice's own photo of its imaging suite is a Galileos ComfortPlus; only the file name says so.",
    },
  }),

  buildSite({
    id: "abernathy-slug-only-cone-beam",
    kind: "cbct-slug-only",
    theme: "wordpress",
    practice: office("Abernathy Dental", "Lexington, KY", {
      doctors: [
        dr("Jonathan Abernathy", "he", "DMD", {
          school: "University of Louisville School of Dentistry",
          gradYear: 2002,
        }),
      ],
      street: "2365 Harrodsburg Road",
      suite: "Suite B120",
      phone: 72,
      domain: "abernathydental.com",
      hours: 1,
    }),
    copyright: 2024,
    services: ["general", "implants", "wisdom-teeth", "crowns"],
    technology: {
      path: "/technology/cone-beam-3d-imaging/",
      title: "3D Imaging",
      navLabel: "3D Imaging",
      blocks: [
        p(
          "Dr. Abernathy can examine your jaw bone, nerves and sinuses in three dimensions right here in our office before placing an implant or removing a difficult tooth.",
        ),
        p("It takes less than a minute, and we'll walk you through the images at the same appointment."),
      ],
    },
    expect: {
      cbctStatus: "confirmed",
      evidence: ["/technology/cone-beam-3d-imaging/", "right here in our office"],
      note: "'Cone beam' appears only in the URL; the page itself describes in-office 3D images of bone and nerves.",
    },
  }),

  buildSite({
    id: "ellery-slug-only-cbct-scan",
    kind: "cbct-slug-only",
    theme: "custom",
    practice: office("Ellery Dental Studio", "Tacoma, WA", {
      doctors: [dr("Nicole Ellery", "she", "DDS", { school: "University of Washington School of Dentistry" })],
      street: "1019 Pacific Avenue",
      suite: "Suite 200",
      phone: 54,
      domain: "ellerydental.com",
      hours: 3,
    }),
    copyright: 2021,
    services: ["general", "implants", "cosmetic"],
    serviceText: {
      implants: [
        "We plan every implant with [advanced imaging](/cbct-scan/) and place it in our office, then restore it with a custom crown.",
      ],
    },
    extraPages: [
      page("/cbct-scan/", "Advanced Imaging", [
        p("Ask us whether advanced imaging is right for your implant or wisdom tooth treatment."),
      ]),
    ],
    expect: {
      cbctStatus: "likely",
      evidence: ["/cbct-scan/"],
      note: "Only the slug names CBCT and the page is vague, so it is probably but not certainly in-house.",
    },
  }),
];
