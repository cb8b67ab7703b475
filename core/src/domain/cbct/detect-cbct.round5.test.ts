import { describe, expect, it } from "vitest";
import { detect, NOW, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, fifth round: one fixture per English class of pages (the language packs have their own files), each written
 * for its class, not taken from any real page.
 */
const named = { now: NOW, practiceName: "Harbour Dental" };

describe("the sentence after names the scan again and places it", () => {
  const BEFORE = "Before wisdom teeth come out, a three-dimensional (3D) radiograph of the jaw may be required.";

  it("'This scan can be done right in our office' places the 3D radiograph of the sentence before (confirmed)", () => {
    expect(detect(page("/", `${BEFORE} This scan can be done right in our office.`)).status).toBe("confirmed");
    expect(
      detect(page("/", "We plan implants on a cone beam CT scan. These images are taken on site in minutes.")).status,
    ).toBe("confirmed");
  });

  it("a next sentence about something else, or without a place, does not (uncertain)", () => {
    // The treatment, not the scan, is what happens in the office.
    expect(detect(page("/", `${BEFORE} It is done in our office under sedation.`)).status).toBe("uncertain");
    // Other imaging is placed, not the CBCT.
    expect(detect(page("/", `${BEFORE} Digital x-rays are taken in our office at every check-up.`)).status).toBe(
      "uncertain",
    );
    // The scan is named again but nothing says where it is taken.
    expect(detect(page("/", `${BEFORE} This scan takes about twenty seconds.`)).status).toBe("uncertain");
  });
});

describe("the modality presented as the practice's own, by name, without a verb", () => {
  const BODY = "Your dentist may recommend cone beam radiography to see the roots and the bone around them.";

  it("a heading '3D Imaging Technology at <practice>' above generic text presents it as theirs (likely)", () => {
    const r = detect(
      page("/root-canals", `Root Canals\n3D Imaging Technology at Harbour Dental\n${BODY}`, {
        title: "Root Canals",
        headings: ["Root Canals", "3D Imaging Technology at Harbour Dental"],
      }),
      named,
    );
    expect(r.status).toBe("likely");
    expect(r.evidence[0]?.signal).toContain("the modality at the practice, by name");
    expect(detect(page("/", `Cone beam CT scans offered by Harbour Dental. ${BODY}`), named).status).toBe("likely");
  });

  it("another practice's name, or an unknown name, does not (uncertain)", () => {
    expect(detect(page("/", `Cone beam CT scans at Valley Imaging. ${BODY}`), named).status).toBe("uncertain");
    expect(detect(page("/", `Cone beam CT scans at Harbour Dental. ${BODY}`), { now: NOW }).status).toBe("uncertain");
  });
});

describe("'our' and 'my' are words of their own", () => {
  it("a Polish verb ending '-liśmy' before the scanner is not the possessive 'my' (no confirmed)", () => {
    expect(detect(page(null, "Na wizycie omówiliśmy tomografię stożkową z pacjentem.")).status).not.toBe("confirmed");
    expect(detect(page(null, "Our new cone beam CT shows the bone.")).status).toBe("confirmed");
  });
});

describe("the English first person is a word of its own among accented letters too", () => {
  it("'us' inside the Slovak 'čeľusť' (jaw) does not make a services page speak in the first person", () => {
    const slovak = "CBCT zobrazí kosť a celú čeľusť pred implantáciou.";
    const r = detect(page("/sluzby/", slovak));
    expect(r.reasoning).not.toContain("first person");
  });
});

describe("a term is quoted as whole words", () => {
  it("the reasoning quotes 'tomografię stożkową' and 'konusnog snopa', not the stems the packs match", () => {
    const pl = detect(page(null, "W naszym gabinecie wykonujemy tomografię stożkową na miejscu."));
    expect(pl.reasoning).toContain('"tomografię stożkową"');
    const hr = detect(page(null, "U našoj ordinaciji snimamo CT konusnog snopa."));
    expect(hr.reasoning).toContain("konusnog snopa");
  });

  it("Japanese, which has no spaces, is not extended past the term", () => {
    const ja = detect(page(null, "当院では歯科用CTを導入しています。"));
    expect(ja.reasoning).toContain('"歯科用CT"');
  });
});
