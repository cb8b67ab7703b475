import { describe, expect, it } from "vitest";
import { pastedSite } from "../lead/pasted-site.ts";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { readPastedText } from "./page-roles.ts";
import { threeDKind } from "./three-d-kind.ts";

/**
 * Issue 18's classes of pages, each with a fixture written for it: an offering stated by structure, radiographic vs
 * intraoral 3D, evidence spread over a site, a make that belongs to a scanner, referrals, and "X-ray and CT scans" on a
 * site whose own equipment is 2D. Every fixture is generic text, not any real page.
 */
const HOME = "Welcome to Harbour Dental. We look after families and nervous patients.";

describe("an offering stated by structure", () => {
  it("a technology list item naming CBCT is likely; the same words as loose text are not", () => {
    const text = "Harbour Dental. Digital x-rays 3D CBCT imaging Intraoral camera";
    const listed = detect(page("/", text, { listItems: ["Digital x-rays", "3D CBCT imaging", "Intraoral camera"] }));
    expect(listed.status).toBe("likely");
    expect(listed.evidence[0]?.source).toBe("list");
    expect(detect(page("/", text)).status).toBe("uncertain");
  });

  it("a price-list row for a CBCT scan is likely", () => {
    const r = detect(
      page("/fees/", "Consultation fees Implant consultation £200 CBCT scan £250 Hygiene visit £80", {
        tableRows: ["Implant consultation | £200", "CBCT scan | £250", "Hygiene visit | £80"],
      }),
    );
    expect(r.status).toBe("likely");
    expect(r.evidence.some((e) => e.source === "table" && e.snippet.includes("CBCT scan"))).toBe(true);
  });

  it("a menu entry naming a cone beam scanner is likely", () => {
    const r = detect(page("/", HOME, { menuLinks: ["Home", "Implants", "3D Cone Beam Scanner", "Contact"] }));
    expect(r.status).toBe("likely");
  });

  it("a heading naming CBCT on a technology page with generic text under it is likely", () => {
    const r = detect(
      page("/technology/", "Advanced care. CBCT imaging gives detailed views of the jaw.", {
        headings: ["Our Technology", "CBCT imaging"],
      }),
    );
    expect(r.status).toBe("likely");
  });

  it("a page whose address and title both name CBCT, with generic text, is the practice's offering (likely)", () => {
    const text = "Cone beam CT gives dentists a 3D view of the teeth, bone and nerves at a low dose.";
    expect(detect(page("/cone-beam-ct-scan/", text, { title: "Cone Beam CT Scan" })).status).toBe("likely");
    expect(detect(page("/cone-beam-ct-scan/", text, { title: "Harbour Dental" })).status).toBe("uncertain");
    expect(detect(page("/blog/cone-beam-ct-scan/", text, { title: "Cone Beam CT Scan" })).status).toBe("uncertain");
  });

  it("the same list item in a blog article stays education (uncertain)", () => {
    const r = detect(
      page("/blog/modern-dentistry/", "Modern dentistry uses many tools. 3D CBCT imaging Digital x-rays", {
        listItems: ["3D CBCT imaging", "Digital x-rays"],
      }),
    );
    expect(r.status).toBe("uncertain");
  });

  it("an article's key-points list written as questions is not an offering", () => {
    const r = detect(
      page("/cone-beam-guide/", "Key points about CBCT for patients.", {
        listItems: ["What is CBCT? A 3D x-ray method that shows teeth and jaw in detail for planning."],
      }),
    );
    expect(r.status).toBe("uncertain");
  });
});

describe("the tester reads pasted structure", () => {
  const PASTED = [
    "Our Technology",
    "Digital x-rays",
    "3D CBCT imaging",
    "Intraoral camera",
    "",
    "Fees",
    "CBCT scan\t£250",
    "Home | About | Implants | Technology | Contact",
  ].join("\n");

  it("guesses headings, list items, price rows and a menu bar from the line layout", () => {
    const roles = readPastedText(PASTED);
    expect(roles.headings).toContain("Our Technology");
    expect(roles.listItems).toContain("3D CBCT imaging");
    expect(roles.tableRows).toEqual(["CBCT scan | £250"]);
    expect(roles.menuLinks).toEqual(["Home", "About", "Implants", "Technology", "Contact"]);
  });

  it("never promotes a paragraph to a list item", () => {
    const prose = "We offer many treatments for the whole family.\nCone beam CT is a kind of x-ray used by dentists.";
    expect(readPastedText(prose).listItems).toEqual([]);
  });

  it("pasted text with a technology list is likely; the same words as one paragraph are not", () => {
    // Without the fee line: a fee quoted beside the scan is an offering in prose too (round 6, "a fee for the scan").
    const words = PASTED.replace("Fees\nCBCT scan\t£250\n", "");
    const listed = pastedSite("Harbour Dental", words).pages;
    expect(detect(listed.map((p) => ({ ...p, url: null }))).status).toBe("likely");
    const flat = words.replace(/\s+/g, " ").replace(/\|/g, " ");
    expect(detect(page(null, flat)).status).not.toBe("likely");
  });
});

describe("radiographic 3D vs intraoral 3D", () => {
  it("tells the two apart from the words around them", () => {
    expect(threeDKind("shows the bone, roots and nerves before implant planning")).toBe("radiographic");
    expect(threeDKind("a 3d scan of my mouth for aligners, no more impressions")).toBe("intraoral");
    expect(threeDKind("great results for our patients")).toBe("unknown");
  });

  it("a 3D x-ray spoken of with bone and nerves, taken in the practice, is confirmed", () => {
    const r = detect(
      page("/implants/", "Before surgery we take a 3D x-ray in our office to check the bone and the nerve position."),
    );
    expect(r.status).toBe("confirmed");
  });

  it("3D imaging of bone and sinus offered by the practice is likely", () => {
    const r = detect(page("/", "We offer 3D imaging of the bone and sinus for implant planning."));
    expect(r.status).toBe("likely");
  });

  it("an intraoral 3D scan of teeth and gums is not detected", () => {
    const r = detect(
      page("/invisalign/", "We take a 3D scan of your teeth and gums for your aligners, with no messy impressions."),
    );
    expect(r.status).toBe("not_detected");
  });
});

describe("evidence spread over the site", () => {
  const pages = [
    page("/", `${HOME} Radiographic 3D imaging on site shows bone and nerves before implant surgery.`),
    page("/our-practice/", "What we have for you.", { listItems: ["CBCT scanning", "Digital x-rays"] }),
  ];

  it("a technology list plus home-page radiographic 3D wording together say more than either alone", () => {
    const alone = detect(pages[1] ?? page("/", ""));
    const together = detect(pages);
    expect(alone.status).toBe("likely");
    expect(together.status).toBe("confirmed");
  });

  it("lists every contributing page in the evidence, strongest first", () => {
    const r = detect(pages);
    const urls = new Set(r.evidence.map((e) => e.pageUrl));
    expect(urls).toEqual(new Set(["https://smiledental.example/", "https://smiledental.example/our-practice/"]));
    const weights = r.evidence.filter((e) => e.signal.startsWith("tier")).map((e) => e.weight);
    expect(weights[0]).toBe(Math.max(...weights));
  });
});

describe("a make belongs to a scanner", () => {
  it("a brand beside scanner words names the make", () => {
    const r = detect(page("/technology/", "Our cone beam CT scanner is made by Planmeca and sits in our office."));
    expect(r.manufacturer).toBe("Planmeca");
  });

  it("a chair brand in the scanner's sentence is not the scanner's make", () => {
    const r = detect(page("/technology/", "Our cone beam CT sits in our office, next to our new Planmeca chairs."));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBeNull();
  });

  it("a maker seen only in an image file name is not the make", () => {
    const r = detect(
      page("/technology/", "Our cone beam CT sits in our office.", {
        imageSrcs: ["https://smiledental.example/img/vatech-cone-beam-ct.jpg"],
      }),
    );
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBeNull();
  });
});

describe("look-alikes that must not become likely", () => {
  it("a practice that sends patients to an imaging centre is not detected", () => {
    const r = detect(
      page("/implants/", "When a CBCT scan is needed we send you to a local imaging centre, which takes the scan."),
    );
    expect(r.status).toBe("not_detected");
  });

  it("sending the practice's own scan to a radiologist for a report is no referral", () => {
    const text =
      "We use cone beam CT to plan implants. We may need to send your CBCT scan to a radiologist for a report.";
    expect(detect(page("/technology/cbct/", text)).status).toBe("likely");
    const referral = "We use cone beam CT to plan implants. Please bring your CBCT scan from the imaging centre.";
    expect(detect(page("/technology/cbct/", referral)).status).not.toBe("likely");
  });

  it("an FAQ that answers 'do you take 3D x-rays?' with a no is not detected; a question about the patient is no answer", () => {
    const faq = "Do you take 3D x-rays? Not at this time. Do you see children? Yes, from age three.";
    expect(detect(page("/faq/", faq)).status).toBe("not_detected");
    const patient =
      "Will I need a 3D x-ray every time? No. We take a 3D x-ray in our office only when the bone needs it.";
    expect(detect(page("/implants/", patient)).status).toBe("confirmed");
  });

  it("'X-ray and CT scans' on a site whose equipment list names only 2D units is not likely", () => {
    const r = detect([
      page("/", `${HOME} We offer dental X-ray and CT scans for your teeth.`),
      page("/equipment/", "Our equipment: a Planmeca ProMax 2D panoramic unit and digital intraoral sensors."),
    ]);
    expect(r.status).not.toBe("likely");
    expect(r.status).not.toBe("confirmed");
    // The reasoning says why the practice's "We offer" did not make it likely, and never claims "counts as likely".
    expect(r.reasoning).toContain("names only 2D x-ray units");
    expect(r.reasoning).not.toContain("counts as likely");
    // Nor is a cone beam unit listed among the equipment the reasoning says the site does not name.
    expect(r.equipment).not.toContain("Cone beam CT (CBCT)");
  });
});

describe("a list item 'Label: description' names the offering in its label", () => {
  const items = [
    "Digital x-rays: low-dose pictures of a few teeth at a time, shown on the screen beside you.",
    "Cone beam CT (CBCT): a 3D scan of the jaw that shows bone, nerves and roots before implant surgery.",
    "Intraoral camera: close-up photos so you can see what we see.",
  ];
  it("the label names CBCT: an offered item (likely), though the item is longer than a label", () => {
    const r = detect(page("/", `Harbour Dental imaging ${items.join(" ")}`, { listItems: items }));
    expect(r.status).toBe("likely");
    expect(r.evidence[0]?.source).toBe("list");
  });

  it("CBCT only in the description, or a long sentence before the colon, is not a label", () => {
    const inTail = ["Implant planning: we look at the CBCT images with you before surgery is booked in the diary."];
    expect(detect(page("/", inTail[0] ?? "", { listItems: inTail })).status).toBe("uncertain");
    const sentence = [
      "Many dentists now say that a cone beam CT scan is useful for planning: it shows the bone in 3D, they explain.",
    ];
    expect(detect(page("/", sentence[0] ?? "", { listItems: sentence })).status).toBe("uncertain");
  });

  it("the same list in a blog article is education (uncertain)", () => {
    const r = detect(page("/blog/dental-imaging-types/", items.join(" "), { listItems: items }));
    expect(r.status).toBe("uncertain");
  });
});

describe("pasted text: a run of 'Label: description' lines is a list", () => {
  const PASTED_EXAMS = [
    "Imaging at Harbour Dental",
    "Digital x-rays: low-dose pictures of a few teeth at a time, shown on the screen beside you.",
    "Cone beam CT: a 3D scan of the jaw that shows bone, nerves and roots before implant surgery.",
    "Intraoral camera: close-up photos so you can see what we see.",
  ].join("\n");

  it("each line of the run is a list item; a lone 'Note: ...' sentence in prose is not", () => {
    expect(readPastedText(PASTED_EXAMS).listItems).toHaveLength(3);
    const prose =
      "We explain every step.\nNote: cone beam CT is explained in detail on our blog for those interested.\nThanks.";
    expect(readPastedText(prose).listItems).toEqual([]);
  });

  it("the pasted run is read as an offering (likely); the same lines as one paragraph are not", () => {
    const listed = pastedSite("Harbour Dental", PASTED_EXAMS).pages;
    expect(detect(listed.map((p) => ({ ...p, url: null }))).status).toBe("likely");
    expect(detect(page(null, PASTED_EXAMS.replace(/\n/g, " "))).status).toBe("uncertain");
  });
});

describe("the practice's own CBCT page written as questions and answers", () => {
  const text =
    "Cone beam CT gives a 3D view of the teeth, bone and nerves. It uses a low dose and takes a few seconds.";
  const heads = ["Cone Beam CT", "What is CBCT?", "Is a CBCT scan safe?"];
  it("question sub-headings under a CBCT title, at an address naming CBCT, are sections of an offering (likely)", () => {
    expect(detect(page("/cone-beam-ct/", text, { title: "Cone Beam CT", headings: heads })).status).toBe("likely");
  });

  it("the same page under a blog address, or titled as a question, is an article (uncertain)", () => {
    const blog = detect(page("/blog/cone-beam-ct/", text, { title: "Cone Beam CT", headings: heads }));
    expect(blog.status).toBe("uncertain");
    const asked = ["What is a cone beam CT?", "Is a CBCT scan safe?"];
    expect(detect(page("/cone-beam-ct/", text, { title: asked[0], headings: asked })).status).toBe("uncertain");
  });
});
