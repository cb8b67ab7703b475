import { buildSite } from "../build-site.ts";
import type { SiteDef } from "../types.ts";
import { dr, h, img, list, office, p } from "./helpers.ts";

/** 2D panoramic units that share brands and model numbers with CBCT lines, and intraoral scanners that say "3D". */
export const LOOK_ALIKES_A: SiteDef[] = [
  buildSite({
    id: "bauer-pano-orthophos-xg3",
    kind: "lookalike-2d-pano",
    theme: "wordpress",
    practice: office("Bauer Dental", "Lancaster, PA", {
      doctors: [
        dr("Frederick Bauer", "he", "DMD", {
          school: "Temple University Kornberg School of Dentistry",
          gradYear: 1990,
        }),
      ],
      street: "1650 Manheim Pike",
      phone: 53,
      domain: "bauerdental.com",
      founded: 1993,
      hours: 0,
    }),
    copyright: 2021,
    services: ["general", "crowns", "dentures", "implants"],
    technology: {
      blocks: [
        h("Sirona Orthophos XG3"),
        p(
          "Our Sirona Orthophos XG3 digital panoramic x-ray captures your entire upper and lower jaw in a single 14-second sweep. It's a great screening tool for wisdom teeth, cysts and bone levels.",
        ),
        img("/wp-content/uploads/2015/05/orthophos-xg3-pano.jpg", "Sirona Orthophos XG3 panoramic x-ray"),
      ],
    },
    techItems: ["digital-xray", "intraoral-camera"],
    expect: { cbctStatus: "not_detected", note: "Orthophos XG3 (no D) is a 2D panoramic unit." },
  }),

  buildSite({
    id: "harrington-pano-cs-8100",
    kind: "lookalike-2d-pano",
    theme: "wix",
    practice: office("Harrington Family Dentistry", "Rochester, NY", {
      doctors: [
        dr("Laura Harrington", "she", "DDS", {
          school: "University at Buffalo School of Dental Medicine",
          gradYear: 2004,
        }),
      ],
      street: "2300 Monroe Avenue",
      phone: 75,
      domain: "harringtonfamilydentistry.com",
      hours: 1,
    }),
    copyright: 2022,
    services: ["general", "pediatric", "whitening", "crowns"],
    technology: {
      blocks: [
        p(
          "We recently upgraded to the Carestream CS 8100 panoramic system. It's fast, comfortable and produces crisp digital panoramic images with a lower dose than our old film machine.",
        ),
      ],
    },
    techItems: ["digital-xray"],
    expect: { cbctStatus: "not_detected", note: "CS 8100 without '3D' is the panoramic-only model." },
  }),

  buildSite({
    id: "adeyemi-ortho-pano-pax-i",
    kind: "lookalike-2d-pano",
    theme: "custom",
    practice: office("Adeyemi Orthodontics", "Durham, NC", {
      doctors: [
        dr("Aisha Adeyemi", "she", "DDS, MS", {
          role: "Orthodontist",
          school: "UNC Adams School of Dentistry",
          gradYear: 2009,
        }),
      ],
      street: "3500 Westgate Drive",
      suite: "Suite 300",
      phone: 44,
      domain: "adeyemiortho.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["braces", "invisalign"],
    technology: {
      blocks: [
        p(
          "Records appointments include a panoramic and cephalometric x-ray on our Vatech PaX-i. The images help Dr. Adeyemi track jaw growth and erupting teeth.",
        ),
      ],
    },
    techItems: ["itero", "virtual-consults"],
    flags: { isOrthoSpecialist: true },
    expect: { cbctStatus: "not_detected", note: "PaX-i (without 3D) is Vatech's 2D pano/ceph unit." },
  }),

  buildSite({
    id: "schaefer-pano-promax-2d",
    kind: "lookalike-2d-pano",
    theme: "prosites",
    practice: office("Schaefer Dental", "Milwaukee, WI", {
      doctors: [
        dr("Anna Schaefer", "she", "DDS", { school: "Marquette University School of Dentistry", gradYear: 1996 }),
      ],
      street: "735 North Water Street",
      suite: "Suite 1010",
      phone: 96,
      domain: "schaeferdental.com",
      hours: 3,
    }),
    copyright: 2019,
    services: ["general", "crowns", "endo", "emergency"],
    technology: {
      title: "Technology",
      blocks: [
        p("The Planmeca ProMax 2D S3 in our office takes panoramic and cephalometric images with very low radiation."),
        p("Planmeca is a Finnish company known for some of the most reliable dental equipment in the world."),
      ],
    },
    expect: { cbctStatus: "not_detected", note: "ProMax 2D: same brand and family as ProMax 3D, panoramic only." },
  }),

  buildSite({
    id: "riverside-pano-midmark-eois",
    kind: "lookalike-2d-pano",
    theme: "squarespace",
    practice: office("Riverside Dental Group", "Jacksonville, FL", {
      doctors: [
        dr("Eric Sullivan", "he", "DMD", { school: "University of Florida College of Dentistry", gradYear: 2012 }),
        dr("Vanessa Cho", "she", "DDS", {}),
      ],
      street: "1301 Riverplace Boulevard",
      suite: "Suite 800",
      phone: 22,
      domain: "riversidedentaljax.com",
      hours: 0,
    }),
    copyright: 2023,
    services: ["general", "cosmetic", "invisalign", "crowns"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "Our Midmark Extraoral Imaging System (EOIS) takes panoramic x-rays in seconds, with an easy walk-in design that's comfortable for patients in wheelchairs.",
        ),
      ],
    },
    techItems: ["digital-xray", "patient-portal"],
    expect: { cbctStatus: "not_detected", note: "Midmark EOIS without the CBCT option is panoramic only." },
  }),

  buildSite({
    id: "sullivan-itero-3d-model",
    kind: "lookalike-intraoral-scanner",
    theme: "wordpress",
    practice: office("Sullivan Smiles", "Charlotte, NC", {
      doctors: [dr("Megan Sullivan", "she", "DDS", { school: "UNC Adams School of Dentistry", gradYear: 2014 })],
      street: "1100 South Tryon Street",
      suite: "Suite 210",
      phone: 37,
      domain: "sullivansmiles.com",
      hours: 2,
    }),
    copyright: 2024,
    services: ["general", "invisalign", "whitening", "cosmetic"],
    technology: {
      blocks: [
        h("See your smile in 3D"),
        p(
          "With our iTero Element 5D scanner, Dr. Sullivan captures a precise 3D model of your teeth in minutes, with no goopy impressions. You'll see a 3D image of your bite on the screen and even preview your Invisalign results.",
        ),
      ],
    },
    techItems: ["itero", "online-booking"],
    expect: { cbctStatus: "not_detected", note: "iTero makes optical 3D models of teeth, not radiographs." },
  }),

  buildSite({
    id: "lindqvist-trios-3d-impressions",
    kind: "lookalike-intraoral-scanner",
    theme: "squarespace",
    practice: office("Lindqvist Dental", "Saint Paul, MN", {
      doctors: [
        dr("Anders Lindqvist", "he", "DDS", { school: "University of Minnesota School of Dentistry", gradYear: 2007 }),
      ],
      street: "1600 University Avenue West",
      phone: 81,
      domain: "lindqvistdental.com",
      hours: 1,
    }),
    copyright: 2022,
    services: ["general", "crowns", "implant-restoration", "invisalign"],
    technology: {
      title: "Technology",
      blocks: [
        p(
          "Our 3Shape TRIOS takes a full-color 3D scan of your teeth. We use these digital 3D impressions for crowns, night guards and clear aligners, and patients love skipping the putty.",
        ),
      ],
    },
    techItems: ["trios"],
    expect: { cbctStatus: "not_detected" },
  }),

  buildSite({
    id: "chen-primescan-3d-images",
    kind: "lookalike-intraoral-scanner",
    theme: "custom",
    practice: office("Chen Dental Arts", "Pasadena, CA", {
      doctors: [dr("Wei Chen", "he", "DDS", { school: "UCLA School of Dentistry", gradYear: 2005 })],
      street: "65 North Raymond Avenue",
      suite: "Suite 200",
      phone: 59,
      domain: "chendentalarts.com",
      hours: 0,
    }),
    copyright: 2025,
    services: ["general", "cosmetic", "crowns", "whitening"],
    technology: {
      blocks: [
        p(
          "Dentsply Sirona's Primescan captures highly accurate 3D images of your teeth. Paired with our in-office milling unit, it lets us create porcelain restorations that fit beautifully.",
        ),
      ],
    },
    techItems: ["primescan", "cerec"],
    expect: { cbctStatus: "not_detected", note: "Dentsply Sirona brand and '3D images' from an intraoral scanner." },
  }),

  buildSite({
    id: "oakhollow-carestream-cs-3700",
    kind: "lookalike-intraoral-scanner",
    theme: "wix",
    practice: office("Oak Hollow Dental", "Athens, GA", {
      doctors: [dr("Samuel Greer", "he", "DMD", { school: "Dental College of Georgia", gradYear: 2010 })],
      street: "1860 Barnett Shoals Road",
      phone: 18,
      domain: "oakhollowdental.com",
      hours: 3,
    }),
    copyright: 2023,
    services: ["general", "crowns", "pediatric"],
    technology: {
      blocks: [
        p(
          "Carestream Dental's CS 3700 intraoral scanner produces true-color 3D images of your teeth, which we share with you chairside.",
        ),
        list("No impression trays", "Faster crowns", "A 3D view of your bite"),
      ],
    },
    techFlags: { hasIntraoralScanner: true },
    flags: { hasIoScanner: true },
    expect: { cbctStatus: "not_detected", note: "Carestream brand collision: the CS 3700 is an intraoral scanner." },
  }),
];
