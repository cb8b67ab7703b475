import { describe, expect, it } from "vitest";
import { cleanEmail, extractEmail, findTextEmails } from "./email.ts";
import { buildSiteCorpus } from "./site-corpus.ts";
import { page, site } from "../../../test/domain/extraction/test-fixtures.ts";

describe("cleanEmail", () => {
  it.each([
    ["Info@SmileDental.com", "info@smiledental.com"],
    ["logo@2x.png", null],
    ["hero-image@3x.jpg", null],
    ["you@example.com", null],
    ["name@yourdomain.com", null],
    ["noreply@smiledental.com", null],
    ["abc123@sentry.wixpress.com", null],
  ])("%s -> %s", (raw, expected) => {
    expect(cleanEmail(raw)).toBe(expected);
  });
});

describe("findTextEmails", () => {
  it("finds addresses around each @ and ignores retina image names", () => {
    expect(findTextEmails("Email: office@oakhilldental.com | logo@2x.png | Follow @smiledental")).toEqual([
      "office@oakhilldental.com",
    ]);
  });
});

describe("extractEmail", () => {
  it("prefers a mailto: link", () => {
    const corpus = buildSiteCorpus(
      site([
        page({
          text: "Write to billing@smiledental.com",
          links: [{ href: "mailto:Front.Desk@smiledental.com?subject=Appointment", text: "Email us" }],
        }),
      ]),
    );
    expect(extractEmail(corpus)).toBe("front.desk@smiledental.com");
  });

  it("falls back to JSON-LD, then text", () => {
    const withJsonLd = buildSiteCorpus(
      site([
        page({ text: "a@smiledental.com", jsonLd: [{ "@type": "Dentist", email: "mailto:hello@smiledental.com" }] }),
      ]),
    );
    expect(extractEmail(withJsonLd)).toBe("hello@smiledental.com");
    expect(extractEmail(buildSiteCorpus(site([page({ text: "Contact info@smiledental.com" })])))).toBe(
      "info@smiledental.com",
    );
  });
});
