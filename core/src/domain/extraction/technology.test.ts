import { describe, expect, it } from "vitest";
import type { TechnologyFlag } from "../flags.ts";
import { extractTechnology } from "./technology.ts";
import { indexed } from "../../../test/domain/extraction/test-fixtures.ts";

describe("extractTechnology", () => {
  const cases: { text: string; hints?: string; flag: TechnologyFlag; name: string }[] = [
    { text: "We take digital impressions with our iTero Element 5D.", flag: "hasIntraoralScanner", name: "iTero" },
    { text: "The 3Shape TRIOS scanner replaces goopy trays.", flag: "hasIntraoralScanner", name: "3Shape TRIOS" },
    { text: "Primescan by Dentsply Sirona.", flag: "hasIntraoralScanner", name: "Primescan" },
    { text: "Our intra-oral scanner is fast.", flag: "hasIntraoralScanner", name: "Intraoral Scanner" },
    { text: "CEREC same-day crowns in a single visit.", flag: "hasCadCam", name: "CEREC" },
    { text: "Crowns in one visit with CAD/CAM milling.", flag: "hasCadCam", name: "Same-Day Crowns" },
    { text: "Gentle Waterlase treatment for gums.", flag: "hasLaser", name: "Waterlase" },
    { text: "Soft-tissue LASER dentistry.", flag: "hasLaser", name: "Laser Dentistry" },
    { text: "Digital X-rays use up to 90% less radiation.", flag: "hasDigitalXray", name: "Digital X-Rays" },
    { text: "Digital radiography sensors.", flag: "hasDigitalXray", name: "Digital X-Rays" },
    { text: "Book your appointment online 24/7.", flag: "hasOnlineScheduling", name: "Online Scheduling" },
    { text: "Request an appointment online.", flag: "hasOnlineScheduling", name: "Online Scheduling" },
    { text: "Book your next visit online, any time of day.", flag: "hasOnlineScheduling", name: "Online Scheduling" },
    {
      text: "Fill out your new-patient paperwork online before your visit.",
      flag: "hasDigitalForms",
      name: "Digital Forms",
    },
    {
      text: "Schedule",
      hints: "https://app.nexhealth.com/appt/smile-dental",
      flag: "hasOnlineScheduling",
      name: "NexHealth",
    },
    { text: "Schedule", hints: "https://www.localmed.com/widget.js", flag: "hasOnlineScheduling", name: "LocalMed" },
    { text: "Log in to the Patient Portal to pay your bill.", flag: "hasPatientPortal", name: "Patient Portal" },
    { text: "Teledentistry and virtual consultations.", flag: "hasVirtualConsults", name: "Virtual Consultations" },
    { text: "Fill out our online patient forms.", flag: "hasDigitalForms", name: "Digital Forms" },
    { text: "Complete your paperwork online before you arrive.", flag: "hasDigitalForms", name: "Digital Forms" },
  ];
  it.each(cases)("$name from '$text'", ({ text, hints, flag, name }) => {
    const result = extractTechnology(indexed(text), hints);
    expect(result.technologyFlags[flag]).toBe(true);
    expect(result.detectedTechnology).toContain(name);
  });

  it.each([
    "We do not use lasers in our office.",
    "Our office does not offer virtual consultations.",
    "Printable patient forms (PDF) are available.",
    "Call to schedule an appointment.",
    "This treatment is virtually painless.",
  ])("finds nothing in '%s'", (text) => {
    const result = extractTechnology(indexed(text));
    expect(Object.values(result.technologyFlags).some(Boolean)).toBe(false);
    expect(result.detectedTechnology).toEqual([]);
  });

  it("never names CBCT scanners, which the CBCT detector owns", () => {
    const result = extractTechnology(indexed("Our Planmeca ProMax 3D cone beam CT and iTero scanner."));
    expect(result.detectedTechnology).toEqual(["iTero"]);
  });
});
