import { describe, expect, it } from "vitest";
import { detectCbct } from "../cbct/detect-cbct.ts";
import { MAX_PASTED_PAGES, pastedSite } from "./pasted-site.ts";

const NOW = new Date("2026-03-01T00:00:00Z");
const GENERIC =
  "Cone beam computed tomography is an x-ray that shows the teeth, nerves and bone in three dimensions.\n" +
  "It helps plan implants and find the cause of pain that ordinary x-rays miss.";
const detect = (text: string) => detectCbct(pastedSite("Harbour Dental", text).pages, { now: NOW });

describe("pages pasted under their addresses", () => {
  it("reads one page per address line, each with its address", () => {
    const site = pastedSite(
      "Harbour Dental",
      `https://harbourdental.example/services/3d-imaging\n3D Imaging\n${GENERIC}\n\nhttps://www.harbourdental.example/about\nAbout us\nFamily dentistry since 1990.`,
    );
    expect(site.pages.map((p) => p.url)).toEqual([
      "https://harbourdental.example/services/3d-imaging",
      "https://www.harbourdental.example/about",
    ]);
    expect(site.pages[0]?.text).toContain("Cone beam computed tomography");
    expect(site.pages[0]?.text).not.toContain("Family dentistry");
    // Under its address, the page's first heading is its title, as a scraped page's would be.
    expect(site.pages[0]?.title).toBe("3D Imaging");
  });

  it("text that does not open with an address is one page without one, as before", () => {
    const site = pastedSite("Harbour Dental", `3D Imaging\n${GENERIC}\nhttps://harbourdental.example/services/cbct`);
    expect(site.pages).toHaveLength(1);
    expect(site.pages[0]?.url).toBe("");
    expect(site.pages[0]?.title).toBe("Harbour Dental");
  });

  it("a link of another site alone on a line is the page's text, and only http(s) addresses count", () => {
    const site = pastedSite(
      "Harbour Dental",
      `https://harbourdental.example/technology\nOur Technology\n${GENERIC}\nhttps://instagram.com/harbourdental\njavascript:alert(1)\nFollow us.`,
    );
    expect(site.pages).toHaveLength(1);
    expect(site.pages[0]?.text).toContain("https://instagram.com/harbourdental");
    expect(site.pages[0]?.text).toContain("Follow us.");
  });

  it("keeps every line past the page budget with the last page (nothing is dropped)", () => {
    const text = Array.from(
      { length: MAX_PASTED_PAGES + 5 },
      (_, i) => `https://h.example/p${i}\nPage ${i} text.`,
    ).join("\n");
    const site = pastedSite("H", text);
    expect(site.pages).toHaveLength(MAX_PASTED_PAGES);
    expect(site.pages.at(-1)?.text).toContain(`Page ${MAX_PASTED_PAGES + 4} text.`);
  });

  it("an address given apart (the API's pageUrl) is the whole text's, which is not split", () => {
    const site = pastedSite("H", `https://h.example/a\nA\nhttps://h.example/b\nB`, "https://h.example/given");
    expect(site.pages).toHaveLength(1);
    expect(site.pages[0]?.url).toBe("https://h.example/given");
  });
});

describe("detection reads a pasted page's address as a scrape does", () => {
  it("generic CBCT text under the practice's services address is an offering (likely); under its blog, education", () => {
    expect(detect(GENERIC).status).toBe("uncertain");
    const services = detect(`https://harbourdental.example/services/cone-beam-ct\nCone Beam CT\n${GENERIC}`);
    expect(services.status).toBe("likely");
    expect(services.evidence[0]?.pageUrl).toBe("https://harbourdental.example/services/cone-beam-ct");
    expect(detect(`https://harbourdental.example/blog/what-is-cbct\nWhat it is\n${GENERIC}`).status).toBe("uncertain");
  });

  it("a question heading under the address says article, as the page's markup would (uncertain)", () => {
    const article = detect(`https://harbourdental.example/services/cbct/\nWhat is a cone beam CT scan?\n${GENERIC}`);
    expect(article.status).toBe("uncertain");
    // Named as the practice's page, the same address and text is its offering.
    expect(detect(`https://harbourdental.example/services/cbct/\nCone Beam CT\n${GENERIC}`).status).toBe("likely");
  });

  it("judges the pasted pages as one site, and the evidence names each page it came from", () => {
    const r = detect(
      `https://harbourdental.example/\nWelcome to Harbour Dental\nWe take 3D scans on site.\n\n` +
        `https://harbourdental.example/our-technology/\nOur Technology\n- Digital x-rays\n- 3D CBCT imaging\n- Intraoral camera`,
    );
    expect(r.status === "likely" || r.status === "confirmed").toBe(true);
    const pages = new Set(r.evidence.map((e) => e.pageUrl));
    expect(pages.has("https://harbourdental.example/our-technology/")).toBe(true);
  });
});
