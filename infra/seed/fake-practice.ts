import type { NewPractice } from "@cbct/shared/db/schema/practices";
import { BUSINESS_FLAGS, SERVICE_FLAGS, TECHNOLOGY_FLAGS } from "@cbct/core/domain/flags";
import { scorePractice } from "@cbct/core/domain/scoring/index";

type Flag = (typeof SERVICE_FLAGS)[number] | (typeof TECHNOLOGY_FLAGS)[number] | (typeof BUSINESS_FLAGS)[number];
const ALL_FLAGS: readonly Flag[] = [...SERVICE_FLAGS, ...TECHNOLOGY_FLAGS, ...BUSINESS_FLAGS];

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same practices. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof createRandom>;

/** Cities by state with a point near their centre; weights follow how many practices a state has, roughly. */
const PLACES: ReadonlyArray<[state: string, weight: number, cities: ReadonlyArray<[string, number, number, string]>]> =
  [
    [
      "CA",
      12,
      [
        ["Los Angeles", 34.05, -118.24, "900"],
        ["San Diego", 32.72, -117.16, "921"],
        ["San Jose", 37.34, -121.89, "951"],
        ["Sacramento", 38.58, -121.49, "958"],
        ["Fresno", 36.74, -119.79, "937"],
      ],
    ],
    [
      "TX",
      9,
      [
        ["Houston", 29.76, -95.37, "770"],
        ["Dallas", 32.78, -96.8, "752"],
        ["Austin", 30.27, -97.74, "787"],
        ["San Antonio", 29.42, -98.49, "782"],
        ["Plano", 33.02, -96.7, "750"],
      ],
    ],
    [
      "FL",
      7,
      [
        ["Miami", 25.76, -80.19, "331"],
        ["Orlando", 28.54, -81.38, "328"],
        ["Tampa", 27.95, -82.46, "336"],
        ["Jacksonville", 30.33, -81.66, "322"],
      ],
    ],
    [
      "NY",
      7,
      [
        ["New York", 40.71, -74.01, "100"],
        ["Buffalo", 42.89, -78.88, "142"],
        ["Rochester", 43.16, -77.61, "146"],
        ["Albany", 42.65, -73.76, "122"],
      ],
    ],
    [
      "PA",
      4,
      [
        ["Philadelphia", 39.95, -75.17, "191"],
        ["Pittsburgh", 40.44, -80.0, "152"],
        ["Allentown", 40.6, -75.47, "181"],
      ],
    ],
    [
      "IL",
      4,
      [
        ["Chicago", 41.88, -87.63, "606"],
        ["Naperville", 41.75, -88.15, "605"],
        ["Springfield", 39.78, -89.65, "627"],
      ],
    ],
    [
      "OH",
      4,
      [
        ["Columbus", 39.96, -83.0, "432"],
        ["Cleveland", 41.5, -81.69, "441"],
        ["Cincinnati", 39.1, -84.51, "452"],
      ],
    ],
    [
      "GA",
      3,
      [
        ["Atlanta", 33.75, -84.39, "303"],
        ["Savannah", 32.08, -81.09, "314"],
        ["Augusta", 33.47, -81.97, "309"],
      ],
    ],
    [
      "NC",
      3,
      [
        ["Charlotte", 35.23, -80.84, "282"],
        ["Raleigh", 35.78, -78.64, "276"],
        ["Greensboro", 36.07, -79.79, "274"],
      ],
    ],
    [
      "MI",
      3,
      [
        ["Detroit", 42.33, -83.05, "482"],
        ["Grand Rapids", 42.96, -85.67, "495"],
        ["Ann Arbor", 42.28, -83.74, "481"],
      ],
    ],
    [
      "NJ",
      3,
      [
        ["Newark", 40.74, -74.17, "071"],
        ["Jersey City", 40.73, -74.08, "073"],
        ["Princeton", 40.36, -74.67, "085"],
      ],
    ],
    [
      "VA",
      3,
      [
        ["Fredericksburg", 38.3, -77.46, "224"],
        ["Richmond", 37.54, -77.44, "232"],
        ["Virginia Beach", 36.85, -75.98, "234"],
        ["Stafford", 38.42, -77.41, "225"],
        ["Manassas", 38.75, -77.48, "201"],
      ],
    ],
    [
      "WA",
      3,
      [
        ["Seattle", 47.61, -122.33, "981"],
        ["Spokane", 47.66, -117.43, "992"],
        ["Tacoma", 47.25, -122.44, "984"],
      ],
    ],
    [
      "AZ",
      2,
      [
        ["Phoenix", 33.45, -112.07, "850"],
        ["Tucson", 32.22, -110.97, "857"],
        ["Scottsdale", 33.49, -111.93, "852"],
      ],
    ],
    [
      "MA",
      2,
      [
        ["Boston", 42.36, -71.06, "021"],
        ["Worcester", 42.26, -71.8, "016"],
        ["Springfield", 42.1, -72.59, "011"],
      ],
    ],
    [
      "TN",
      2,
      [
        ["Nashville", 36.16, -86.78, "372"],
        ["Memphis", 35.15, -90.05, "381"],
        ["Knoxville", 35.96, -83.92, "379"],
      ],
    ],
    [
      "CO",
      2,
      [
        ["Denver", 39.74, -104.99, "802"],
        ["Colorado Springs", 38.83, -104.82, "809"],
        ["Boulder", 40.01, -105.27, "803"],
      ],
    ],
    [
      "MD",
      2,
      [
        ["Baltimore", 39.29, -76.61, "212"],
        ["Bethesda", 38.98, -77.1, "208"],
        ["Annapolis", 38.98, -76.49, "214"],
      ],
    ],
    [
      "MN",
      2,
      [
        ["Minneapolis", 44.98, -93.27, "554"],
        ["Saint Paul", 44.95, -93.09, "551"],
        ["Rochester", 44.02, -92.47, "559"],
      ],
    ],
    [
      "MO",
      2,
      [
        ["Kansas City", 39.1, -94.58, "641"],
        ["St. Louis", 38.63, -90.2, "631"],
      ],
    ],
    [
      "OR",
      1,
      [
        ["Portland", 45.52, -122.68, "972"],
        ["Eugene", 44.05, -123.09, "974"],
      ],
    ],
    [
      "UT",
      1,
      [
        ["Salt Lake City", 40.76, -111.89, "841"],
        ["Provo", 40.23, -111.66, "846"],
      ],
    ],
    [
      "NV",
      1,
      [
        ["Las Vegas", 36.17, -115.14, "891"],
        ["Reno", 39.53, -119.81, "895"],
      ],
    ],
    [
      "IN",
      1,
      [
        ["Indianapolis", 39.77, -86.16, "462"],
        ["Fort Wayne", 41.08, -85.14, "468"],
      ],
    ],
    [
      "WI",
      1,
      [
        ["Milwaukee", 43.04, -87.91, "532"],
        ["Madison", 43.07, -89.4, "537"],
      ],
    ],
    [
      "SC",
      1,
      [
        ["Charleston", 32.78, -79.93, "294"],
        ["Columbia", 34.0, -81.03, "292"],
      ],
    ],
    [
      "AL",
      1,
      [
        ["Birmingham", 33.52, -86.8, "352"],
        ["Huntsville", 34.73, -86.59, "358"],
      ],
    ],
    [
      "KY",
      1,
      [
        ["Louisville", 38.25, -85.76, "402"],
        ["Lexington", 38.04, -84.5, "405"],
      ],
    ],
    [
      "OK",
      1,
      [
        ["Oklahoma City", 35.47, -97.52, "731"],
        ["Tulsa", 36.15, -95.99, "741"],
      ],
    ],
    [
      "CT",
      1,
      [
        ["Hartford", 41.76, -72.67, "061"],
        ["New Haven", 41.31, -72.92, "065"],
      ],
    ],
  ];
const STATE_BAG = PLACES.flatMap((p) => Array.from({ length: p[1] }, () => p));

const NAME_HEADS = [
  "Bright Smiles",
  "Gentle",
  "Family",
  "Riverside",
  "Lakeview",
  "Summit",
  "Premier",
  "Advanced",
  "Modern",
  "Heritage",
  "Oak Tree",
  "Main Street",
  "Parkway",
  "Harbor",
  "Valley",
  "Northside",
  "Westside",
  "Pinnacle",
  "Evergreen",
  "Sunrise",
  "Blue Sky",
  "Cornerstone",
  "Liberty",
  "Meadow",
];
const NAME_TAILS = [
  "Dental",
  "Dentistry",
  "Dental Care",
  "Dental Group",
  "Family Dentistry",
  "Dental Arts",
  "Smile Studio",
  "Oral Surgery",
  "Orthodontics",
  "Implant Center",
  "Dental Associates",
  "Cosmetic Dentistry",
];
const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Susan",
  "Priya",
  "Wei",
  "Carlos",
  "Aisha",
  "Daniel",
  "Sofia",
  "Kevin",
  "Hannah",
  "Omar",
  "Grace",
  "Luis",
  "Emily",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Nguyen",
  "Patel",
  "Kim",
  "Chen",
  "Lee",
  "Walker",
  "Hall",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Moore",
  "Clark",
];
const STREETS = [
  "Main St",
  "Oak Ave",
  "Maple Dr",
  "Park Blvd",
  "Washington St",
  "Lake Rd",
  "Cedar Ln",
  "Elm St",
  "Pine St",
  "Hill Rd",
  "Church St",
  "River Rd",
  "Broadway",
  "Market St",
  "Sunset Blvd",
];
const PLATFORMS = ["WordPress", "Wix", "Squarespace", "ProSites", "Officite", "custom", null];
const SCANNERS: ReadonlyArray<[string, string, number]> = [
  ["Planmeca", "ProMax 3D", 2008],
  ["Planmeca", "Viso G7", 2019],
  ["Dentsply Sirona", "Galileos", 2007],
  ["Dentsply Sirona", "Orthophos SL 3D", 2017],
  ["Dentsply Sirona", "Axeos", 2020],
  ["Carestream", "CS 9300", 2011],
  ["Carestream", "CS 8100 3D", 2015],
  ["Carestream", "CS 9000 3D", 2008],
  ["KaVo", "i-CAT FLX", 2013],
  ["KaVo", "OP 3D Pro", 2016],
  ["Vatech", "Green CT", 2014],
  ["Vatech", "PaX-i3D", 2012],
  ["J. Morita", "Veraview X800", 2016],
  ["Cefla", "NewTom GO", 2017],
  ["PreXion", "PreXion3D Excelsior", 2018],
  ["Acteon", "X-Mind Trium", 2015],
];
const SERVICES: ReadonlyArray<[string, Flag, number]> = [
  ["Dental Implants", "hasImplants", 0.45],
  ["Implant Placement", "hasImplantPlacement", 0.3],
  ["Implant Restoration", "hasImplantRestoration", 0.3],
  ["Oral Surgery", "hasOralSurgery", 0.25],
  ["Orthodontics", "hasOrtho", 0.3],
  ["Braces", "hasTraditionalOrtho", 0.15],
  ["Invisalign", "hasInvisalign", 0.4],
  ["Root Canal Therapy", "hasEndo", 0.35],
  ["Sedation Dentistry", "hasSedation", 0.3],
  ["Sleep Apnea Treatment", "hasSleep", 0.12],
  ["Referrals Welcome", "hasReferrals", 0.1],
];
const TECH: ReadonlyArray<[Flag, number, string]> = [
  ["hasIntraoralScanner", 0.35, "iTero Element"],
  ["hasIoScanner", 0.2, "Intraoral scanner"],
  ["hasCadCam", 0.2, "CEREC"],
  ["hasLaser", 0.25, "Dental laser"],
  ["hasDigitalXray", 0.7, "Digital X-rays"],
  ["hasOnlineScheduling", 0.5, "Online scheduling"],
  ["hasPatientPortal", 0.3, "Patient portal"],
  ["hasVirtualConsults", 0.15, "Virtual consults"],
  ["hasDigitalForms", 0.4, "Digital forms"],
];
const BUSINESS: ReadonlyArray<[Flag, number]> = [
  ["hasMultipleLocations", 0.15],
  ["hasRecentExpansion", 0.08],
  ["isHiring", 0.12],
  ["hasComparativeLanguage", 0.1],
  ["hasPremiumWording", 0.2],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * One practice as the worker would have written it after a scrape: contact, place, services and technology flags,
 * a CBCT detection (status, make, model, install year, age, evidence) and every score from the shared scoring
 * module. `serial` makes the website domain unique.
 */
export function fakePractice(r: Random, serial: string, now: Date): NewPractice {
  const [state, , cities] = r.pick(STATE_BAG);
  const [city, lat, lng, zip3] = r.pick(cities);
  const head = r.pick(NAME_HEADS);
  const tail = r.pick(NAME_TAILS);
  const practiceName = r.chance(0.2) ? `${head} ${tail} of ${city}` : `${head} ${tail}`;
  const domain = `${slug(head)}${slug(tail)}-${serial}.example.com`;
  const doctor = `Dr. ${r.pick(FIRST)} ${r.pick(LAST)}`;
  const phone = `(${r.int(200, 989)}) ${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, "0")}`;
  const zip = `${zip3}${String(r.int(1, 99)).padStart(2, "0")}`;
  const street = `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ""}`;
  const address = r.chance(0.93) ? street : null;
  const year = now.getFullYear();

  const flags = Object.fromEntries(ALL_FLAGS.map((f) => [f, false])) as Record<Flag, boolean>;
  const services: string[] = [];
  for (const [label, key, p] of SERVICES) {
    if (r.chance(p)) {
      flags[key] = true;
      services.push(label);
    }
  }
  if (flags.hasInvisalign && !flags.hasOrtho && r.chance(0.3)) flags.hasInvisalignOnly = true;
  if (tail === "Orthodontics") flags.isOrthoSpecialist = true;
  const detectedTechnology: string[] = [];
  for (const [key, p, label] of TECH) {
    if (r.chance(p)) {
      flags[key] = true;
      detectedTechnology.push(label);
    }
  }
  for (const [key, p] of BUSINESS) if (r.chance(p)) flags[key] = true;

  const roll = r.next();
  const cbctStatus = roll < 0.12 ? "confirmed" : roll < 0.2 ? "likely" : roll < 0.3 ? "uncertain" : "not_detected";
  const owns = cbctStatus === "confirmed" || cbctStatus === "likely";
  const scanner = owns && r.chance(0.85) ? r.pick(SCANNERS) : null;
  const installYear = scanner && r.chance(0.8) ? r.int(Math.max(scanner[2], year - 18), year - 1) : null;
  const confidence =
    cbctStatus === "confirmed"
      ? r.int(85, 99)
      : cbctStatus === "likely"
        ? r.int(60, 84)
        : cbctStatus === "uncertain"
          ? r.int(30, 59)
          : r.int(0, 20);
  const evidence = owns
    ? [
        `Our office is equipped with a ${scanner ? `${scanner[0]} ${scanner[1]}` : "cone beam CT"} for 3D imaging (https://${domain}/technology)`,
      ]
    : [];
  const establishedYear = r.chance(0.7) ? r.int(1975, year - 1) : null;
  const graduationYear = r.chance(0.6) ? r.int(1975, year - 3) : null;

  const base = {
    practiceName,
    doctorName: doctor,
    websiteLink: `https://${domain}/`,
    website: `https://${domain}`,
    websiteDomain: domain,
    telephone: phone,
    phone,
    email: r.chance(0.7) ? `info@${domain}` : null,
    address,
    practiceAddress: address,
    city,
    practiceCity: city,
    state,
    practiceState: state,
    zipCode: zip,
    practiceZipCode: zip,
    latitude: (lat + (r.next() - 0.5) * 0.3).toFixed(7),
    longitude: (lng + (r.next() - 0.5) * 0.3).toFixed(7),
    reviewCount: r.int(0, 900),
    starRating: (3 + r.next() * 2).toFixed(2),
    services,
    ...flags,
    websitePlatform: r.pick(PLATFORMS),
    websiteModernityScore: r.int(10, 95),
    detectedTechnology: scanner ? [...detectedTechnology, `${scanner[0]} ${scanner[1]}`] : detectedTechnology,
    estimatedYearsInBusiness: establishedYear ? year - establishedYear : 5,
    doctorGraduationYear: graduationYear,
    doctorExperienceYears: graduationYear ? year - graduationYear : null,
    ageIndicators: establishedYear ? [`Established ${establishedYear}`] : [],
    hasCbct: owns,
    hasCbctCleaned: owns,
    aiConfirmedCbct: false,
    cbctStatus,
    cbctConfidence: String(confidence),
    cbctManufacturer: scanner?.[0] ?? null,
    cbctModel: scanner?.[1] ?? null,
    cbctInstallYear: installYear,
    cbctAge: installYear ? year - installYear : null,
    cbctDetectionMethod: owns || cbctStatus === "uncertain" ? "rules" : null,
    cbctEvidence: evidence,
    cbctReference: owns ? `https://${domain}/technology` : null,
    manufacturerOptions: scanner ? [scanner[0]] : [],
    discoverySource: "scrape" as const,
    scrapedAt: new Date(now.getTime() - r.int(0, 120) * 86_400_000),
  } satisfies Partial<NewPractice>;
  const scoring = scorePractice({ ...base, cbctConfidence: confidence, disqualified: false }, { now });
  const lastUpdated = new Date(base.scrapedAt.getTime() + r.int(0, 86_400_000));
  return { ...base, ...scoring, lastUpdated, createdAt: base.scrapedAt };
}
