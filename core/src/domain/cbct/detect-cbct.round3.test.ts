import { describe, expect, it } from "vitest";
import { detect, page, SITE } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, third round: one fixture per class of pages, each written for its class (not taken from any real page).
 */
describe("the CT exam named with the language's word for an examination", () => {
  it("a priced row 'CT vyšetření' on a dental price list is an offered scan (likely)", () => {
    const rows = ["Dentální hygiena | 1500 Kč", "Zavedení zubního implantátu | 16000 Kč", "CT vyšetření | 1800 Kč"];
    const r = detect(page("/cenik", `Ceník ${rows.join(" ")}`, { title: "Ceník", tableRows: rows }));
    expect(r.status).toBe("likely");
  });

  it("'badanie CT' / 'CT-Untersuchung' beside dental words are found; without them they are not", () => {
    expect(detect(page("/", "Badanie CT pokazuje kość przed wszczepieniem implantu.")).status).toBe("uncertain");
    expect(detect(page("/", "Die CT-Untersuchung der Hüfte dauert zehn Minuten.")).status).toBe("not_detected");
  });
});

describe("a list row reads its neighbouring rows as context", () => {
  it("a bare 'CT vyšetření' row of a hospital's list, with no dental row near it, is not a dental scan", () => {
    const rows = ["Kardiologie | 900 Kč", "Ortopedie | 1200 Kč", "CT vyšetření | 1800 Kč"];
    const r = detect(page("/cenik", `Ceník ${rows.join(" ")}`, { title: "Ceník", tableRows: rows }));
    expect(r.status).toBe("not_detected");
  });
});

describe("the scanner called by its kind: a 3D unit, machine or equipment", () => {
  it("'the 3D equipment used in the clinic' among radiographic words is the practice's cone beam unit", () => {
    const text =
      "Cone beam CT gives 3D views of the bone. The 3D equipment used in our clinic has a lower dose than most machines.";
    expect(detect(page("/x-ray/", text)).status).toBe("confirmed");
  });

  it("a 3D machine that scans teeth and gums for aligners is an intraoral scanner, not detected", () => {
    const text =
      "The 3D machine in our office scans your teeth and gums for Invisalign aligners, no goopy impressions.";
    expect(detect(page("/", text)).status).toBe("not_detected");
  });
});

describe("a scan taken at the practice's partner is a referral", () => {
  it("'taken at our partner clinic' or 'our affiliated imaging centre' is not detected; 'in our clinic' still confirms", () => {
    const partner = "Your cone beam CT is taken at our partner clinic, Downtown Imaging, before the implant visit.";
    expect(detect(page("/implants/", partner)).status).toBe("not_detected");
    const affiliated = "Our coordinator books your CBCT scan with our affiliated imaging centre across the street.";
    expect(detect(page("/implants/", affiliated)).status).toBe("not_detected");
    expect(detect(page("/implants/", "Your cone beam CT is taken in our clinic before the visit.")).status).toBe(
      "confirmed",
    );
  });
});

describe("3D imaging without the word CBCT, in a radiographic context of place, jaw or fee", () => {
  it("'3D imaging on site' on a home page is the practice's own (likely or better)", () => {
    const r = detect(page("/", "Welcome to Smile Dental. We offer implants, whitening and 3D imaging on site."));
    expect(["likely", "confirmed"]).toContain(r.status);
  });

  it("a fee policy for a 3D scan of the jaw at the consultation is an offering (likely)", () => {
    const r = detect(
      page("/fees/", "Our fee policy: a 3D scan of the jaw taken at the consultation is charged at £95."),
    );
    expect(r.status).toBe("likely");
  });

  it("'we use low-dose 3D imaging to plan implants' is the practice's radiograph (likely)", () => {
    expect(detect(page("/", "We use low-dose 3D imaging to plan implants.")).status).toBe("likely");
  });

  it("a 3D scan of the teeth for aligners, on site, stays an intraoral scanner (not detected)", () => {
    const r = detect(page("/", "We take a 3D scan of your teeth and gums on site for your Invisalign aligners."));
    expect(r.status).toBe("not_detected");
  });
});

describe("a '3D Imaging' heading on a technology page, explained by the section under it", () => {
  const tech = (section: string) =>
    page("/technology/", `Our Technology 3D Imaging ${section} Intraoral Camera We show you your teeth on a screen.`, {
      headings: ["Our Technology", "3D Imaging", "Intraoral Camera"],
    });

  it("is an offered cone beam scan when the section speaks of bone, nerves and implant planning (likely)", () => {
    expect(detect(tech("Detailed pictures of the bone, nerves and sinus help plan implants.")).status).toBe("likely");
  });

  it("is an intraoral scanner when the section speaks of impressions and aligners (not likely)", () => {
    const r = detect(tech("No more goopy impressions: a digital model of your teeth for crowns and aligners."));
    expect(["uncertain", "not_detected"]).toContain(r.status);
  });

  it("on a blog post the same heading is education, not an offering", () => {
    const text = "3D Imaging Detailed pictures of the bone, nerves and sinus help plan implants.";
    const r = detect(page("/blog/what-is-3d-imaging/", text, { headings: ["What is 3D imaging?", "3D Imaging"] }));
    expect(r.status).not.toBe("likely");
  });
});

describe("a technology page that names the modality", () => {
  const generic = "Cone beam CT gives a 3D view of the bone and nerves with a low dose.";

  it("names equipment the practice lists as its own, even in generic words (likely)", () => {
    expect(detect(page("/our-technology/", generic)).status).toBe("likely");
    expect(detect(page("/tecnologia/", generic)).status).toBe("likely");
  });

  it("a photo captioned 'cone beam machine' on the technology page shows the practice's own unit (likely)", () => {
    const r = detect(page("/technology/", "Our technology", { altTexts: ["cone beam machine"] }));
    expect(r.status).toBe("likely");
    expect(detect(page("/blog/", "Our news", { altTexts: ["cone beam machine"] })).status).not.toBe("likely");
  });

  it("a treatment page or a root-level article whose slug says 'technology' is not a technology page", () => {
    expect(detect(page("/dental-implants/", generic)).status).toBe("uncertain");
    expect(detect(page("/3d-imaging-technology-improves-care/", generic)).status).toBe("uncertain");
  });

  it("together with '3D imaging' for the bone on the home page, the site is an owner; the home page alone is not", () => {
    const home = page("/", "Welcome to Smile Dental: implants, crowns and 3D imaging to see the bone before surgery.");
    expect(detect(home).status).toBe("uncertain");
    expect(detect([page("/our-technology/", generic), home]).status).toBe("likely");
  });
});

describe("the maker written in the practice's own script", () => {
  it("'当院の歯科用CTはプランメカ社製です' names Planmeca as the scanner's maker", () => {
    const r = detect(
      page(
        "/dental-ct/",
        "当院では歯科用CTを導入しました。当院の歯科用CTはプランメカ社製で、骨や神経を立体的に確認できます。",
      ),
    );
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("Planmeca");
  });

  it("a maker beside a chair or an intraoral scanner in Japanese is not the scanner's maker", () => {
    const text = "当院では歯科用CTを導入しました。診療台はモリタのチェアを使っています。";
    expect(detect(page("/dental-ct/", text)).manufacturer).toBeNull();
  });
});

describe("a coordinator who books the scan with a named imaging provider", () => {
  it("'books your CBCT scan with Downtown Dental Imaging' and 'at Valley Radiology' are referrals (not likely)", () => {
    const books = "Our implant coordinator books your CBCT scan with Downtown Dental Imaging and sends us the results.";
    expect(detect(page("/implants/", books)).status).toBe("not_detected");
    const at = "Our coordinator will schedule your cone beam CT at Valley Radiology.";
    expect(detect(page("/implants/", at)).status).toBe("not_detected");
  });

  it("a scan booked at the practice itself or planned with 3D imaging is no referral", () => {
    const own = "Our coordinator will schedule your cone beam CT at our office before the consultation.";
    expect(detect(page("/implants/", own)).status).toBe("confirmed");
    const planned = "We use cone beam CT and plan every implant with advanced 3D imaging.";
    expect(detect(page("/implants/", planned)).status).toBe("likely");
  });
});

describe("'DVT' among German words only", () => {
  it("a DVT-Aufnahme of the jaw in our practice is the practice's cone beam unit; a thrombosis is not", () => {
    expect(detect(page("/", "Die DVT-Aufnahme des Kiefers entsteht direkt in unserer Praxis.")).status).toBe(
      "confirmed",
    );
    expect(detect(page("/", "Nach der Narkose beugen wir einer DVT (Thrombose) mit Bewegung vor.")).status).toBe(
      "not_detected",
    );
  });
});

describe("a menu entry that names a 3D radiograph", () => {
  it("'3D X-Rays' in the menu is an offered scan (likely); '3D Imaging' or 'CT Scan' alone is not", () => {
    const menu = (label: string) =>
      detect(page("/", "Welcome to Smile Dental", { menuLinks: ["Home", label, "Contact"] }));
    expect(menu("3D X-Rays").status).toBe("likely");
    expect(menu("3D Imaging").status).not.toBe("likely");
    expect(menu("CT Scan").status).not.toBe("likely");
  });
});

describe("offer and possession as practice copy says them", () => {
  it("'we are proud to offer' and 'your implant consultation includes a CBCT scan' are offers (likely)", () => {
    expect(detect(page("/", "We are proud to offer cone beam CT imaging.")).status).toBe("likely");
    const includes = "Your implant consultation includes a CBCT scan.";
    expect(detect(page("/implants/", includes)).status).toBe("likely");
  });

  it("'preparing for an implant includes CBCT' in an article is general, not an offer", () => {
    const text = "Preparing for an implant includes cone beam computed tomography, which shows the bone.";
    expect(detect(page("/news/implant-preparation/", text)).status).not.toBe("likely");
  });

  it("'one of the few practices in the area with a cone beam scanner' is possession (confirmed)", () => {
    const text = "We are one of the few practices in the area with a cone beam scanner.";
    expect(detect(page("/", text)).status).toBe("confirmed");
    expect(detect(page("/", "Only a few practices in the area have a cone beam scanner.")).status).not.toBe(
      "confirmed",
    );
  });
});

describe("a 3D x-ray sentence on a technology page, the intraoral scanner's section right after it", () => {
  it("the sentence's own words (roots, bone, x-ray) decide, not the next item's (iTero, impressions, 3D model)", () => {
    const text =
      "Our Technology Here is some of the equipment you'll see during your visit. When we need to see the roots and " +
      "surrounding bone, a three-dimensional x-ray gives us that view. iTero Digital Scanner Goopy impressions are a " +
      "thing of the past. Our iTero Element 5D captures thousands of images per second to build a precise 3D model " +
      "of your teeth.";
    const r = detect(
      page("/our-technology/", text, {
        title: "Our Technology",
        headings: ["Our Technology", "iTero Digital Scanner"],
      }),
    );
    expect(r.status).toBe("likely");
  });

  it("a 3D scan sentence that speaks of teeth and aligners stays the intraoral scanner's", () => {
    const text =
      "Our Technology Our 3D scan of your teeth replaces impressions and shows your Invisalign aligners before you " +
      "start. When we need to see the roots and surrounding bone, we take a panoramic x-ray.";
    const r = detect(page("/our-technology/", text, { title: "Our Technology" }));
    expect(r.status).toBe("not_detected");
  });
});

describe("a link to an article the crawler read is the article's, whatever its address says", () => {
  const excerpt = "CBCT scans use more radiation than a bitewing but far less than a medical CT.";
  // A blog post whose address names the modality, with the skip link every page of the theme has, and the blog's
  // list linking to it: the links were read as "a page of its own on the subject" (likely) though the page is a post.
  const post = page("/3d-xrays-safe/", `Are 3D Dental X-Rays Safe? Posted on 2023-06-12 by Smile Dental. ${excerpt}`, {
    title: "Are 3D Dental X-Rays Safe? - Smile Dental",
    links: [{ href: `${SITE}/3d-xrays-safe/#content`, text: "Skip to content" }],
  });
  const blog = page("/blog/", `Blog Are 3D Dental X-Rays Safe? ${excerpt} Read more`, {
    title: "Blog - Smile Dental",
    links: [{ href: `${SITE}/3d-xrays-safe/`, text: "Are 3D Dental X-Rays Safe?" }],
  });

  it("the post and the blog that links to it are education (uncertain), not an offered CBCT page", () => {
    expect(detect([post]).status).toBe("uncertain");
    expect(detect([blog, post]).status).toBe("uncertain");
  });

  it("a link to a page of that address the crawler did not read is still read by its address", () => {
    expect(detect([blog]).status).toBe("likely");
  });
});
