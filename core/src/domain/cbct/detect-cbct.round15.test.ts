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
