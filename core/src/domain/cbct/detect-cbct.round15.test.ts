import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, fifteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
describe("a scanner that sends its x-ray beam is no referral", () => {
  it("'The CBCT system used in our practice sends a cone-shaped x-ray beam around the head' keeps its CBCT", () => {
    const r = detect(
      page(
        "/technology/cbct/",
        "Cone beam CT. The CBCT system used in our practice sends a cone-shaped x-ray beam around the head once and rebuilds a 3D picture of the jaw.",
      ),
    );
    expect(r.status).toBe("likely");
    expect(r.signals.referral).toBe(false);
  });

  it("the patient who sends the practice a scan taken elsewhere is still a referral", () => {
    const r = detect(
      page("/technology/cbct/", "Cone beam CT. Please send your x-rays and CBCT scan before the consultation."),
    );
    expect(r.signals.referral).toBe(true);
  });
});

describe("the practice's staff position the patient for the scan, in the present tense", () => {
  it.each([
    "A member of our team positions your head and asks you to keep still while the cone beam scanner turns.",
    "Our assistant positions you in the CBCT unit; the scan takes less than a minute.",
    "During the cone beam CT scan our radiographer asks you to stay still for 20 seconds.",
  ])("%s (confirmed)", (text) => {
    const r = detect(page("/treatments/", text));
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain("exposure");
  });

  it("a team that positions itself is not a patient positioned ('Our team positions the practice as a leader in CBCT')", () => {
    expect(detect(page("/about/", "Our team positions the practice as a leader in CBCT care.")).status).not.toBe(
      "confirmed",
    );
  });
});

describe("the practice may take the scan itself: an offer, not a referral", () => {
  it("'We may take 3D CBCT scans or panoramic x-rays so we can study your anatomy' (likely)", () => {
    const r = detect(
      page("/consultation/", "We may take 3D CBCT scans or panoramic x-rays so we can study your anatomy."),
    );
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain('use: "We may take 3D CBCT scans"');
  });

  it.each([
    "We may recommend a CBCT scan before surgery.",
    "A CBCT scan may be taken before surgery.",
    "We may take a moment to explain how a CBCT scan works.",
  ])("%s stays uncertain", (text) => {
    expect(detect(page("/consultation/", text)).status).toBe("uncertain");
  });
});
