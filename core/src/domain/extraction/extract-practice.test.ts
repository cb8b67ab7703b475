import { describe, expect, it } from "vitest";
import { extractPractice } from "./extract-practice.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

const NOW = new Date("2025-06-01T00:00:00Z");
const NAV =
  "Home About Meet Dr. Jane Smith Our Team Services Dental Implants Invisalign Root Canals Sleep Apnea New Patients Patient Forms Contact";
const FOOTER =
  "Smile Dental 1200 Main Street, Suite 4, Austin, TX 78701 Phone: (512) 555-0142 Fax: (512) 555-0199 Mon–Thu 8am–5pm © 2016 - 2024 Smile Dental. All rights reserved.";
const links = [
  { href: "tel:+15125550142", text: "(512) 555-0142" },
  { href: "mailto:frontdesk@smiledental.com", text: "Email us" },
  { href: "https://smiledental.com/services/dental-implants/", text: "Dental Implants" },
  { href: "https://smiledental.com/careers/", text: "Careers" },
];

const smileDental = site(
  [
    page({
      url: "https://smiledental.com/",
      title: "Smile Dental | Family Dentist in Austin, TX",
      headings: ["Welcome to Smile Dental", "Our Services"],
      text: `${NAV} Welcome to Smile Dental. Proudly serving Austin since 1998, our state-of-the-art office offers family, cosmetic and implant dentistry. We place and restore dental implants, including All-on-4. Book online today! ${FOOTER}`,
      links,
      scriptSrcs: ["https://smiledental.com/wp-content/themes/smile/app.js", "https://widget.nexhealth.com/appt.js"],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Dentist",
          name: "Smile Dental",
          telephone: "+1-512-555-0142",
          address: {
            "@type": "PostalAddress",
            streetAddress: "1200 Main Street, Suite 4",
            addressLocality: "Austin",
            addressRegion: "TX",
            postalCode: "78701",
          },
        },
      ],
    }),
    page({
      url: "https://smiledental.com/about/",
      title: "About Us | Smile Dental",
      text: `${NAV} Meet Dr. Jane Smith. Dr. Smith graduated from the UT Health School of Dentistry in 2001. Jane Smith, DDS and Robert Lee, DMD lead our team. ${FOOTER}`,
      links,
    }),
    page({
      url: "https://smiledental.com/technology/",
      title: "Technology | Smile Dental",
      text: `${NAV} We take digital impressions with our iTero scanner and use digital x-rays. Soft tissue laser therapy. We do not offer sedation; anxious patients are referred to a sedation dentist. ${FOOTER}`,
      links,
    }),
    page({
      url: "https://smiledental.com/services/orthodontics/",
      title: "Invisalign | Smile Dental",
      text: `${NAV} Invisalign clear aligners are a discreet alternative to metal braces. Oral appliance therapy treats sleep apnea and snoring. We refer wisdom teeth extractions to a trusted oral surgeon. ${FOOTER}`,
      links,
    }),
    page({
      url: "https://smiledental.com/careers/",
      title: "Careers | Smile Dental",
      text: `${NAV} We're hiring! Join our growing team as a full-time dental assistant. ${FOOTER}`,
      links,
    }),
  ],
  "https://smiledental.com/",
);

describe("extractPractice on a realistic five-page site", () => {
  const result = extractPractice(smileDental, { now: NOW });

  it("reads identity and contact facts", () => {
    expect(result).toMatchObject({
      practiceName: "Smile Dental",
      doctorNames: ["Dr. Jane Smith", "Dr. Robert Lee"],
      phone: "(512) 555-0142",
      email: "frontdesk@smiledental.com",
      address: "1200 Main Street, Suite 4",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    });
  });

  it("reads services and service flags, honouring negation", () => {
    expect(result.services).toEqual(
      expect.arrayContaining([
        "Dental Implants",
        "All-on-4 Implants",
        "Invisalign",
        "Root Canal Therapy",
        "Sleep Apnea",
      ]),
    );
    expect(result.services).not.toContain("Sedation Dentistry");
    expect(result.services).not.toContain("Wisdom Teeth Removal");
    expect(result.serviceFlags).toMatchObject({
      hasImplants: true,
      hasImplantPlacement: true,
      hasImplantRestoration: true,
      hasEndo: true,
      hasInvisalign: true,
      hasInvisalignOnly: true,
      hasTraditionalOrtho: false,
      hasSleep: true,
      hasSedation: false,
      hasOralSurgery: false,
      hasIoScanner: true,
    });
  });

  it("reads technology, business and platform facts", () => {
    expect(result.technologyFlags).toMatchObject({
      hasIntraoralScanner: true,
      hasDigitalXray: true,
      hasLaser: true,
      hasOnlineScheduling: true,
      hasCadCam: false,
    });
    expect(result.detectedTechnology).toEqual(
      expect.arrayContaining(["iTero", "Digital X-Rays", "Laser Dentistry", "NexHealth"]),
    );
    expect(result.businessFlags).toMatchObject({
      isHiring: true,
      hasPremiumWording: true,
      hasMultipleLocations: false,
    });
    expect(result.websitePlatform).toBe("WordPress");
    expect(result.copyrightYear).toBe(2024);
  });

  it("dates the practice and its website", () => {
    expect(result.establishedYear).toBe(1998);
    expect(result.doctorGraduationYear).toBe(2001);
    expect(result.ageIndicators).toEqual([
      "Established 1998 (27 years in business)",
      "Doctor graduated 2001 (24 years in practice)",
      "Copyright 2024",
    ]);
    // copyright last year 25 + WordPress 12 + HTTPS 15 + booking 15 + JSON-LD 10
    expect(result.websiteModernityScore).toBe(77);
  });
});

describe("extractPractice on thin sites", () => {
  it("returns empty facts for a site with no pages", () => {
    const result = extractPractice(site([], "https://x.com/"), { now: NOW });
    expect(result).toMatchObject({
      practiceName: null,
      doctorNames: [],
      phone: null,
      email: null,
      address: null,
      services: [],
      websitePlatform: null,
      copyrightYear: null,
      establishedYear: null,
      ageIndicators: [],
      websiteModernityScore: 0,
    });
    expect(Object.values(result.serviceFlags).some(Boolean)).toBe(false);
  });

  it("reads a stale plain-HTTP Weebly site as dated", () => {
    const result = extractPractice(
      site([
        page({
          url: "http://oakhilldental.com/",
          title: "Oak Hill Dental",
          text: "Oak Hill Dental. Crowns, bridges and cleanings. Copyright 2014 Oak Hill Dental. 45 Oak Hill Rd, Austin, Texas 78735",
          scriptSrcs: ["https://cdn2.editmysite.com/js/site/main.js"],
        }),
      ]),
      { now: NOW },
    );
    expect(result.websitePlatform).toBe("Weebly");
    expect(result.state).toBe("TX");
    expect(result.ageIndicators).toEqual([
      "Copyright 2014 (stale website)",
      "Website on Weebly (dated platform)",
      "Website not served over HTTPS",
    ]);
    expect(result.websiteModernityScore).toBe(4);
  });
});
