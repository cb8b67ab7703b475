import { describe, expect, it } from "vitest";
import type { DetectionPage } from "../site-content.ts";
import { detect, NOW, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

const YEAR = NOW.getFullYear();

type Case = {
  name: string;
  pages: DetectionPage[];
  model: string | null;
  installYear: number | null;
  previous?: string | null;
};

const cases: Case[] = [
  {
    name: "no date: the model's first US evidence year",
    pages: [page("/technology/", "Our Carestream CS 9600 gives sharp 3D images.")],
    model: "CS 9600",
    installYear: 2018,
  },
  {
    name: "discontinued line, no date: still its release year",
    pages: [page("/technology/", "Our GALILEOS Comfort cone beam scanner.")],
    model: "Galileos Comfort",
    installYear: 2006,
  },
  {
    name: '"since 2009"',
    pages: [page("/technology/", "We have had our i-CAT cone beam scanner since 2009.")],
    model: "i-CAT",
    installYear: 2009,
  },
  {
    name: '"in 2015 we added" without a model',
    pages: [page("/about/", "In 2015 we added a cone beam CT to our office.")],
    model: null,
    installYear: 2015,
  },
  {
    name: '"for 6 years"',
    pages: [page("/blog/", "I have had an i-CAT system for 6 years and use the 3D scans daily.")],
    model: "i-CAT",
    installYear: YEAR - 6,
  },
  {
    name: '"three years ago"',
    pages: [page("/technology/", "We installed our Planmeca ProMax 3D Max three years ago.")],
    model: "ProMax 3D Max",
    installYear: YEAR - 3,
  },
  {
    name: '"new ... in 2022", date in the next sentence',
    pages: [page("/technology/", "Meet our new Vatech Green X. It was installed in March 2022.")],
    model: "Green X",
    installYear: 2022,
  },
  {
    name: 'a date before a title\'s period: "Back in 2007, Dr. Whitfield installed"',
    pages: [page("/technology/", "Back in 2007, Dr. Whitfield installed the Sirona GALILEOS in our office.")],
    model: "Galileos",
    installYear: 2007,
  },
  {
    name: '"since 2009, when Dr. Schaefer brought in": the title does not end the sentence',
    pages: [
      page("/technology/", "We have offered 3D imaging since 2009, when Dr. Schaefer brought in the Kodak 9000 3D."),
    ],
    model: "CS 9000 3D",
    installYear: 2009,
  },
  {
    name: 'an initial in the maker\'s name: "In 2012 we added a J. Morita ..."',
    pages: [page("/technology/", "In 2012 we added a J. Morita 3D Accuitomo 170 to our office.")],
    model: "3D Accuitomo 170",
    installYear: 2012,
  },
  {
    name: '"arrived in 2022"',
    pages: [page("/technology/", "Our Carestream CS 8200 3D arrived in 2022.")],
    model: "CS 8200 3D",
    installYear: 2022,
  },
  {
    name: '"joined the practice in 2021"',
    pages: [page("/technology/", "Our KaVo OP 3D Pro joined the practice in 2021.")],
    model: "OP 3D Pro",
    installYear: 2021,
  },
  {
    name: "a date older than the model dates an earlier unit and is ignored",
    pages: [page("/technology/", "We have offered CBCT since 2005 and use the Carestream CS 9600.")],
    model: "CS 9600",
    installYear: 2018,
  },
  {
    name: "a date far from the scanner is ignored",
    pages: [
      page("/about/", "Dr. Smith opened the practice in 1998 after dental school."),
      page("/technology/", "Our CS 8100 3D."),
    ],
    model: "CS 8100 3D",
    installYear: 2015,
  },
  {
    name: "upgrade: GALILEOS then second-generation i-CAT",
    pages: [
      page("/blog/2007/04/", "We just installed GALILEOS by Sirona!"),
      page("/technology/", "Our i-CAT Next Generation cone beam CT gives us lower-dose scans."),
    ],
    model: "i-CAT Next Generation",
    installYear: 2008,
    previous: "Galileos",
  },
  {
    name: "upgrade: CS 9300 replaced by CS 9600 in 2019",
    pages: [page("/technology/", "Our old Carestream CS 9300 served us well. In 2019 we upgraded to the CS 9600.")],
    model: "CS 9600",
    installYear: 2019,
    previous: "CS 9300",
  },
  {
    name: "the practice names its replacement: the Kodak it replaced is older whatever the catalogue's years",
    pages: [page("/technology/", "We replaced our Kodak 9000 3D with a new Planmeca ProMax 3D Mid.")],
    model: "ProMax 3D Mid",
    installYear: 2006,
    previous: "CS 9000 3D",
  },
  {
    name: "upgraded from one maker's unit to another's, the catalogue's years the other way round",
    pages: [page("/technology/", "In 2021 we upgraded from the Kodak 9000 3D to the Planmeca ProMax 3D Mid.")],
    model: "ProMax 3D Mid",
    installYear: 2021,
    previous: "CS 9000 3D",
  },
  {
    name: "the old unit 'was replaced by' the new one, the catalogue's years the other way round",
    pages: [page("/technology/", "Our Kodak 9000 3D was replaced by a Planmeca ProMax 3D Classic.")],
    model: "ProMax 3D Classic",
    installYear: 2006,
    previous: "CS 9000 3D",
  },
  {
    name: "a newer model only mentioned in a blog comparison does not replace the owned one",
    pages: [
      page("/technology/", "Our Sirona Orthophos XG 3D has served our patients well."),
      page("/blog/new-scanners/", "Manufacturers keep releasing new units such as the Carestream CS 8200 3D."),
    ],
    model: "Orthophos XG 3D",
    installYear: 2011,
    previous: null,
  },
  {
    name: "a generic brand line is not a previous model",
    pages: [page("/technology/", "Our Planmeca 3D imaging suite runs the Planmeca ProMax 3D Classic.")],
    model: "ProMax 3D Classic",
    installYear: 2006,
    previous: null,
  },
];

describe("detectCbct: install year, age and upgrades", () => {
  it.each(cases)("$name", (c) => {
    const r = detect(c.pages);
    expect(r.model).toBe(c.model);
    expect(r.estimatedInstallYear).toBe(c.installYear);
    expect(r.scannerAge).toBe(c.installYear === null ? null : YEAR - c.installYear);
    if (c.previous !== undefined) expect(r.previousModel?.model ?? null).toBe(c.previous);
  });

  it("uses the given clock for the age", () => {
    const pages = [page("/technology/", "Our Carestream CS 9600.")];
    expect(detect(pages, { now: new Date("2030-06-01") }).scannerAge).toBe(12);
    expect(detect(pages, { now: new Date("2020-06-01") }).scannerAge).toBe(2);
  });

  it("reports no year or age when nothing was detected", () => {
    const r = detect(page("/", "Since 2009 we have served the community."));
    expect(r.estimatedInstallYear).toBeNull();
    expect(r.scannerAge).toBeNull();
  });
});
