import { describe, expect, it } from "vitest";
import type { ServiceFlag } from "../flags.ts";
import { extractServices } from "./services.ts";
import { indexed } from "../../../test/domain/extraction/test-fixtures.ts";

const flagsOf = (text: string, practiceName: string | null = null) =>
  extractServices(indexed(text), { practiceName }).serviceFlags;

describe("extractServices: service flags", () => {
  const cases: { text: string; on: ServiceFlag[]; off?: ServiceFlag[] }[] = [
    { text: "Root Canal Therapy saves infected teeth.", on: ["hasEndo"] },
    { text: "Our endodontist treats cracked teeth.", on: ["hasEndo"] },
    {
      text: "Dr. Patel places dental implants in our office.",
      on: ["hasImplants", "hasImplantPlacement"],
      off: ["hasImplantRestoration"],
    },
    { text: "Guided implant surgery with a 3D plan.", on: ["hasImplantPlacement"] },
    { text: "All-on-4 full arch replacement in one day.", on: ["hasImplants", "hasImplantPlacement"] },
    {
      text: "We restore implants with custom crowns after your surgeon places them.",
      on: ["hasImplants", "hasImplantRestoration"],
      off: ["hasImplantPlacement"],
    },
    { text: "Implant-supported dentures snap into place.", on: ["hasImplantRestoration"] },
    {
      text: "Dr. Holt places and restores dental implants right here in our office.",
      on: ["hasImplantPlacement", "hasImplantRestoration"],
    },
    {
      text: "Our team handles every step, from placing the implant to attaching the final crown.",
      on: ["hasImplantPlacement"],
    },
    {
      text: "We work closely with trusted local oral surgeons, who place the implant. Once it has healed, Dr. Holt designs and attaches the crown.",
      on: ["hasImplants", "hasImplantRestoration"],
      off: ["hasImplantPlacement"],
    },
    {
      text: "We don't place implants ourselves; we refer that step to a specialist and then restore the implant with a lifelike crown or bridge here.",
      on: ["hasImplants", "hasImplantRestoration"],
      off: ["hasImplantPlacement"],
    },
    {
      text: "We plan every implant with advanced imaging and place it in our office.",
      on: ["hasImplants", "hasImplantPlacement"],
    },
    {
      text: "Most implant surgeons order one before placing an implant. We restore implants with custom crowns.",
      on: ["hasImplantRestoration"],
      off: ["hasImplantPlacement"],
    },
    { text: "Dr. Reyes is an experienced implant surgeon.", on: ["hasImplantPlacement"] },
    { text: "Wisdom teeth removal under IV sedation.", on: ["hasOralSurgery", "hasSedation"] },
    { text: "Most teens need their wisdom teeth out at some point.", on: ["hasOralSurgery"] },
    { text: "It's a great screening tool for wisdom teeth, cysts and bone levels.", on: [], off: ["hasOralSurgery"] },
    {
      text: "We work closely with trusted local oral surgeons, who place the implant.",
      on: [],
      off: ["hasOralSurgery", "hasImplantPlacement"],
    },
    {
      text: "For complex cases we partner with Capital Region Oral Surgery, which takes the scan.",
      on: [],
      off: ["hasOralSurgery"],
    },
    {
      text: "We partner with local sleep physicians to provide oral appliance therapy for snoring and sleep apnea.",
      on: ["hasSleep"],
    },
    { text: "Bone grafting and sinus lift procedures.", on: ["hasOralSurgery"] },
    { text: "Simple and surgical tooth extractions.", on: ["hasOralSurgery"] },
    {
      text: "Metal and ceramic braces for teens.",
      on: ["hasOrtho", "hasTraditionalOrtho"],
      off: ["hasInvisalignOnly"],
    },
    {
      text: "Invisalign clear aligners straighten teeth discreetly.",
      on: ["hasOrtho", "hasInvisalign", "hasInvisalignOnly"],
      off: ["hasTraditionalOrtho"],
    },
    {
      text: "Invisalign is a clear alternative to traditional metal braces.",
      on: ["hasInvisalign", "hasInvisalignOnly"],
      off: ["hasTraditionalOrtho"],
    },
    {
      text: "Invisalign and braces for children and adults.",
      on: ["hasInvisalign", "hasTraditionalOrtho"],
      off: ["hasInvisalignOnly"],
    },
    { text: "Dr. Kim is a board-certified orthodontist and AAO member.", on: ["isOrthoSpecialist", "hasOrtho"] },
    { text: "Nitrous oxide (laughing gas) keeps you relaxed.", on: ["hasSedation"] },
    { text: "Oral appliance therapy for sleep apnea and snoring.", on: ["hasSleep"] },
    { text: "Referring doctors: submit a referral online.", on: ["hasReferrals", "hasReferralFriendlyLanguage"] },
    { text: "We welcome referrals from general dentists.", on: ["hasReferralFriendlyLanguage"] },
    { text: "Refer a friend and receive a $25 gift card.", on: ["hasReferralFriendlyLanguage"], off: ["hasReferrals"] },
    { text: "Download our referral form for your patients.", on: ["hasReferrals"] },
    { text: "Family dentistry, cleanings and fillings.", on: [], off: ["hasImplants", "hasOrtho", "hasEndo"] },
  ];
  it.each(cases)("$text", ({ text, on, off = [] }) => {
    const flags = flagsOf(text);
    for (const f of on) expect(flags[f], f).toBe(true);
    for (const f of off) expect(flags[f], f).toBe(false);
  });

  it("marks a practice with Orthodontics in its name as a specialist, whose aligners are not aligners-only", () => {
    const flags = flagsOf("Invisalign for teens and adults.", "Lone Star Orthodontics");
    expect(flags.isOrthoSpecialist).toBe(true);
    expect(flags.hasInvisalignOnly).toBe(false);
  });

  it("mirrors the intraoral scanner found by the technology detector", () => {
    expect(extractServices(indexed("Crowns."), { hasIntraoralScanner: true }).serviceFlags.hasIoScanner).toBe(true);
    expect(extractServices(indexed("Crowns.")).serviceFlags.hasIoScanner).toBe(false);
  });
});

describe("extractServices: negated mentions set nothing", () => {
  const cases: { text: string; off: ServiceFlag[] }[] = [
    { text: "We do not offer implants at this time.", off: ["hasImplants", "hasImplantPlacement"] },
    { text: "We refer implant cases to a specialist.", off: ["hasImplants", "hasImplantPlacement"] },
    { text: "Dr. Lee does not place implants.", off: ["hasImplants", "hasImplantPlacement"] },
    { text: "Wisdom teeth are referred to a trusted local oral surgeon.", off: ["hasOralSurgery"] },
    { text: "Our office no longer provides sedation.", off: ["hasSedation"] },
    { text: "Root canals are not performed in our office.", off: ["hasEndo"] },
    {
      text: "We don’t offer orthodontics, braces or Invisalign.",
      off: ["hasOrtho", "hasTraditionalOrtho", "hasInvisalign"],
    },
    { text: "For sleep apnea, we refer you to a sleep physician.", off: ["hasSleep"] },
  ];
  it.each(cases)("$text", ({ text, off }) => {
    const flags = flagsOf(text);
    for (const f of off) expect(flags[f], f).toBe(false);
  });

  it("keeps an affirmed service next to a negated one", () => {
    const { services, serviceFlags } = extractServices(
      indexed("We do not offer sedation, but we do offer dental implants. Dr. Lee places implants every week."),
    );
    expect(serviceFlags.hasSedation).toBe(false);
    expect(serviceFlags.hasImplantPlacement).toBe(true);
    expect(services).toContain("Dental Implants");
    expect(services).not.toContain("Sedation Dentistry");
  });

  it("does not read marketing imperatives as negation", () => {
    expect(flagsOf("Don't let sleep apnea ruin your nights.").hasSleep).toBe(true);
    expect(flagsOf("Don't wait to replace missing teeth with dental implants.").hasImplants).toBe(true);
  });
});

describe("extractServices: service names", () => {
  it("lists the human-readable names in catalog order, tolerating hyphens and case", () => {
    const { services } = extractServices(
      indexed(
        "TEETH-WHITENING | Porcelain Veneers | Same day CROWNS | Dentures | Pediatric Dentistry | Emergency dental care | TMJ treatment | Root-Canal therapy | Periodontal therapy",
      ),
    );
    expect(services).toEqual([
      "Root Canal Therapy",
      "Periodontics",
      "TMJ Treatment",
      "Teeth Whitening",
      "Veneers",
      "Crowns",
      "Dentures",
      "Pediatric Dentistry",
      "Emergency Dentistry",
    ]);
  });

  it("reads service names from URL slugs as well as words", () => {
    expect(extractServices(indexed("services wisdom-teeth-removal")).services).toContain("Wisdom Teeth Removal");
  });
});
