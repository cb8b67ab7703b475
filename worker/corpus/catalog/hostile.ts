import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, office, p } from "./helpers.ts";

/** Sites a crawler must survive. Each fails for exactly one labelled reason, or recovers. */
export const HOSTILE: SiteDef[] = [
  buildSite({
    id: "hostile-hang",
    kind: "hostile-hang",
    theme: "wordpress",
    practice: office("Pinecrest Dental", "Eugene, OR", {
      doctors: [dr("Gary Novak", "he", "DDS")],
      street: "1275 Willamette Street",
      phone: 2,
      domain: "pinecrestdentaleugene.com",
    }),
    copyright: 2021,
    services: ["general"],
    behaviour: { type: "hang" },
    expect: { cbctStatus: "not_detected", note: "Accepts the connection and never answers." },
  }),

  buildSite({
    id: "hostile-drip",
    kind: "hostile-drip",
    theme: "custom",
    practice: office("Clearwater Dental", "Tampa, FL", {
      doctors: [dr("Irene Paulson", "she", "DMD")],
      street: "501 East Kennedy Boulevard",
      phone: 3,
      domain: "clearwaterdentaltampa.com",
    }),
    copyright: 2022,
    services: ["general"],
    behaviour: { type: "drip", intervalMs: 200 },
    expect: { cbctStatus: "not_detected", note: "Sends a 200 and then one byte every 200 ms, forever." },
  }),

  buildSite({
    id: "hostile-huge-body",
    kind: "hostile-huge",
    theme: "wordpress",
    practice: office("Brookfield Dental Arts", "Hartford, CT", {
      doctors: [dr("Alan Brooks", "he", "DDS")],
      street: "20 Church Street",
      phone: 5,
      domain: "brookfielddentalarts.com",
    }),
    copyright: 2020,
    services: ["general"],
    behaviour: { type: "huge", bytes: 50 * 1024 * 1024 },
    expect: { cbctStatus: "not_detected", note: "Every page streams 50 MB of HTML with no Content-Length." },
  }),

  buildSite({
    id: "hostile-redirect-loop",
    kind: "hostile-redirect-loop",
    theme: "wix",
    practice: office("Canyon Creek Dental", "Provo, UT", {
      doctors: [dr("Jared Olsen", "he", "DDS")],
      street: "1355 North University Avenue",
      phone: 6,
      domain: "canyoncreekdentalprovo.com",
    }),
    copyright: 2023,
    services: ["general"],
    behaviour: { type: "redirect-loop" },
    expect: { cbctStatus: "not_detected", note: "/ → /home/ → /index.php → / and so on." },
  }),

  buildSite({
    id: "hostile-endless-links",
    kind: "hostile-endless-links",
    theme: "wordpress",
    practice: office("Maple Grove Dental", "Grand Rapids, MI", {
      doctors: [
        dr("Rebecca Kline", "she", "DDS", { school: "University of Michigan School of Dentistry", gradYear: 2003 }),
      ],
      street: "3330 Beltline Court NE",
      phone: 7,
      domain: "maplegrovedentalgr.com",
      hours: 0,
    }),
    copyright: 2024,
    services: ["general", "implants", "crowns"],
    technology: {
      blocks: [
        h("Planmeca ProMax 3D"),
        p(
          "Our Planmeca ProMax 3D cone beam scanner lets Dr. Kline plan implants in three dimensions, right here in our office.",
        ),
      ],
    },
    behaviour: { type: "endless-links", fanout: 50 },
    expect: {
      cbctStatus: "confirmed",
      scanner: "promax-3d",
      evidence: ["Planmeca ProMax 3D", "right here in our office"],
      note: "Every page also links to 50 generated archive pages, without end; the technology page is in the menu.",
    },
  }),

  buildSite({
    id: "hostile-binary-octet-stream",
    kind: "hostile-binary-octet",
    theme: "custom",
    practice: office("Hillside Smiles", "Syracuse, NY", {
      doctors: [dr("Norah Wells", "she", "DDS")],
      street: "600 East Genesee Street",
      phone: 9,
      domain: "hillsidesmilessyracuse.com",
    }),
    copyright: 2019,
    services: ["general"],
    behaviour: { type: "binary-octet" },
    expect: { cbctStatus: "not_detected", note: "The home page is a 64 KB binary sent as application/octet-stream." },
  }),

  buildSite({
    id: "hostile-png-as-html",
    kind: "hostile-png-as-html",
    theme: "custom",
    practice: office("Granite Peak Dental", "Missoula, MT", {
      doctors: [dr("Tom Becker", "he", "DDS")],
      street: "2800 Brooks Street",
      phone: 10,
      domain: "granitepeakdental.com",
    }),
    copyright: 2020,
    services: ["general"],
    behaviour: { type: "png-as-html" },
    expect: { cbctStatus: "not_detected", note: "The home page is a PNG labelled text/html." },
  }),

  buildSite({
    id: "hostile-robots-disallow-all",
    kind: "hostile-robots-disallow",
    theme: "wordpress",
    practice: office("Summit View Dentistry", "Cheyenne, WY", {
      doctors: [dr("Lisa Carver", "she", "DDS")],
      street: "1920 Thomes Avenue",
      phone: 23,
      domain: "summitviewdentistry.com",
    }),
    copyright: 2024,
    services: ["general", "implants"],
    technology: { blocks: [p("Our Carestream CS 9300 cone beam scanner is on site.")] },
    robots: "User-agent: *\nDisallow: /\n",
    sitemap: false,
    expect: {
      cbctStatus: "not_detected",
      note: "robots.txt forbids everything, so a polite crawler reads nothing, even though the pages name a CS 9300.",
    },
  }),

  buildSite({
    id: "hostile-404-home",
    kind: "hostile-404",
    theme: "squarespace",
    practice: office("Elm Street Dental", "Manchester, NH", {
      doctors: [dr("Owen Pratt", "he", "DMD")],
      street: "1155 Elm Street",
      phone: 28,
      domain: "elmstreetdentalnh.com",
    }),
    copyright: 2018,
    services: ["general"],
    behaviour: { type: "not-found-home" },
    expect: { cbctStatus: "not_detected", note: "Every page, the home page included, answers 404." },
  }),

  buildSite({
    id: "hostile-500-then-ok",
    kind: "hostile-500-recover",
    theme: "prosites",
    practice: office("Northside Dental Associates", "Indianapolis, IN", {
      doctors: [dr("Grant Howell", "he", "DDS", { school: "Indiana University School of Dentistry", gradYear: 2000 })],
      street: "8320 Naab Road",
      suite: "Suite 200",
      phone: 41,
      domain: "northsidedentalindy.com",
      hours: 1,
    }),
    copyright: 2023,
    services: ["general", "implants", "endo"],
    technology: {
      blocks: [
        p(
          "Dr. Howell plans implants with our Sirona Orthophos XG 3D, a combined panoramic and cone beam unit in our office.",
        ),
      ],
    },
    behaviour: { type: "error-then-ok", failures: 1 },
    expect: {
      cbctStatus: "confirmed",
      scanner: "orthophos-xg-3d",
      evidence: ["Sirona Orthophos XG 3D"],
      note: "The first page request answers 500; a retry succeeds.",
    },
  }),

  buildSite({
    id: "hostile-slow-but-ok",
    kind: "hostile-slow",
    theme: "wix",
    practice: office("Westgate Family Dental", "Sioux Falls, SD", {
      doctors: [
        dr("Karl Jensen", "he", "DDS", { school: "University of Minnesota School of Dentistry", gradYear: 1998 }),
      ],
      street: "4901 West 41st Street",
      phone: 65,
      domain: "westgatefamilydental.com",
      hours: 2,
    }),
    copyright: 2022,
    services: ["general", "implants", "wisdom-teeth"],
    technology: {
      blocks: [p("Our Vatech PaX-i3D takes panoramic and 3D cone beam images right here in our office.")],
    },
    behaviour: { type: "slow", delayMs: 1500 },
    expect: {
      cbctStatus: "confirmed",
      scanner: "pax-i3d",
      evidence: ["Vatech PaX-i3D"],
      note: "Every response waits 1.5 s, which is slow but inside any sane timeout.",
    },
  }),
];
