import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twenty-fifth round. Fixtures written for their class, not taken from any real page. Each case the class
 * reads fails without its change; the cases it must leave alone are guards and pass either way.
 */
const newPatients = (sentence: string) => page("/new-patients/", `Your first visit. ${sentence}`);

describe("the scan as one of the imaging a practice's claim names (assess-hits.ts includedAfter)", () => {
  it.each([
    [
      "At your first visit we take any x-rays you need, including a 3D cone beam scan when implants are planned.",
      "confirmed",
    ],
    ["We take all x-rays in house, including CBCT scans.", "confirmed"],
    ["We offer a full range of digital x-rays, including 3D cone beam CT.", "likely"],
    ["We offer every kind of dental x-ray, such as bitewings and CBCT scans.", "likely"],
  ])("'%s' is %s: the claim about the x-rays speaks of the scan they include", (sentence, status) => {
    expect(detect(newPatients(sentence)).status).toBe(status);
  });

  it("a scan in a clause of its own after the x-rays stays unclaimed (guard)", () => {
    expect(
      detect(newPatients("We take bitewing x-rays at every checkup, and a CBCT scan may be needed before implants."))
        .status,
    ).toBe("uncertain");
    expect(
      detect(newPatients("We take digital x-rays in our office, unlike CBCT scans, which need a specialist.")).status,
    ).toBe("uncertain");
  });

  it("a scan included in another place's imaging is that place's (guard)", () => {
    expect(
      detect(
        newPatients(
          "We take digital x-rays in our office, while a radiology center takes the rest, including CBCT scans.",
        ),
      ).status,
    ).not.toMatch(/confirmed|likely/);
  });
});

const implantsPage = (sentence: string) =>
  page("/dental-implants/", `Dental Implants. ${sentence}`, {
    title: "Dental Implants",
    headings: ["Dental Implants"],
  });

describe("a trip the practice's own scanner spares is no referral (cues.ts REFERRAL_TURNAROUND)", () => {
  it.each([
    "With our in-office CBCT, you won't need to visit a separate imaging center.",
    "Because we have CBCT in-house, you don't need to go to a radiology center.",
    "You'll never need to drive to an imaging center: our CBCT is right here.",
    "With our CBCT you won't need a separate trip to an imaging center.",
  ])("'%s' is confirmed", (sentence) => {
    expect(detect(implantsPage(sentence)).status).toBe("confirmed");
  });

  it.each([
    "If you need a CBCT scan, you don't need a referral: we send you to our partner imaging center.",
    "You won't need a CBCT here; we refer complex cases to an imaging center.",
    "You don't need to worry: we send you to our partner imaging center for your CBCT scan.",
  ])("'%s' is still a referral (guard)", (sentence) => {
    expect(detect(implantsPage(sentence)).status).toBe("not_detected");
  });
});

describe("the instrument put first: 'Using CBCT, Dr. Lee maps ...' (cues.ts 'use: with it, we do our work')", () => {
  it.each([
    "Using advanced 3D imaging, Dr. Lee maps your nerves and sinuses before surgery.",
    "Using CBCT, Dr. Lee maps your nerves and sinuses before surgery.",
    "With 3D cone beam imaging, Dr. Lee can see your nerves before surgery.",
    "With a cone beam CT scan, our surgeons plan each implant.",
  ])("'%s' is likely, as 'Dr. Lee maps your nerves using CBCT' is", (sentence) => {
    expect(detect(implantsPage(sentence)).status).toBe("likely");
  });

  it.each([
    "With implants, we plan carefully; a CBCT scan may be recommended.",
    "With dental implants, we can treat most cases, and a CBCT scan may be needed first.",
    "With CBCT, dentists can see the nerve before surgery.",
  ])("'%s' stays uncertain: the phrase names no scan, or the voice is not the practice's (guard)", (sentence) => {
    expect(detect(implantsPage(sentence)).status).toBe("uncertain");
  });
});
