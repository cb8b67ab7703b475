import { describe, expect, it } from "vitest";
import "./extract-practice.ts";
import { normalizeForMatch } from "./normalize.ts";
import { definedPhrases, eachPhraseMatch, hasPhrase, indexText, type Phrase, phrase } from "./phrase.ts";

/** Copy exercising the alternatives of every catalog, including the ones whose trigger is not the first word. */
const KITCHEN_SINK = [
  "Dr. Lee places dental implants; we place mini implants and restore them. Placement of the implants takes an hour.",
  "Our surgeons placed All-on-4 and zygomatic implants. Same-day implants with immediate loading. Teeth in a day.",
  "We restore your implants with implant crowns, implant-supported bridges, snap-on dentures and overdentures.",
  "Crowns on dental implants. Dentures attached to implants. Restoration of existing implants.",
  "Local surgeons place the implant. Once it has healed, Dr. Holt designs and attaches the final crown.",
  "Oral & maxillofacial surgery, oral surgeons, surgical procedures, surgical extractions, third molar removal.",
  "Bone grafts, ridge augmentation, socket preservation, sinus augmentation, sinus lifts.",
  "Orthodontic treatment, metal brackets, self-ligating brackets, brackets and wires, Damon System, clear aligner therapy.",
  "ClearCorrect, Spark aligners, SureSmile aligners, Invisalign Teen, root canals, endodontic therapy, apicoectomy.",
  "Periodontal maintenance, gum disease therapy, scaling and root planing, gum grafting, the Pinhole Surgical Technique.",
  "Sleep dentistry, nitrous oxide, laughing gas, IV sedation, obstructive sleep apnea, snoring, mandibular advancement.",
  "Temporomandibular joint disorder, TMD, Zoom whitening, bleaching trays, Lumineers, bridgework, partials.",
  "Composite bonding, tooth-colored fillings, inlays and onlays, smile makeovers, aesthetic dentistry, smile design.",
  "Children’s dentistry, dentistry for kids, kids dentistry, paediatric dentists, dental emergencies, hygiene visits.",
  "Nightguards, occlusal guards, sports mouthguards, bruxism, Botox and dermal fillers.",
  "Our board-certified orthodontist is a member of the American Association of Orthodontists; practice limited to orthodontics.",
  "Referring doctors may use the referral form or the online referral portal. For dentists: refer a patient.",
  "Thank you for your referrals! Referrals are always welcome. Ask about our referral rewards.",
  "iTero Element, 3Shape TRIOS 5, Primescan, Omnicam, Medit i700, CS 3600, Planmeca Emerald, PlanScan.",
  "Intraoral digital scanner, digital impressions, optical impressions, impression-free crowns, digital scanning.",
  "CEREC, one-visit crowns, crowns in a single appointment, same-day veneers, CAD/CAM, a milling unit, PrimeMill.",
  "Waterlase, Solea, LANAP, Fotona LightWalker, diode lasers, digital dental x-rays, digital radiographs, intraoral sensors.",
  "DEXIS, Schick 33, book online, schedule your visit online, online scheduling, book now, patient login, online portal.",
  "Tele-dentistry, telehealth, virtual smile assessment, video consults, online consultation, SmileSnap, remote monitoring.",
  "Electronic new patient forms, e-forms, fillable online forms, submit your forms online, paperless check-in.",
  "Choose your location, two convenient offices, both of our offices, all our locations, locations near you.",
  "Our newest location, second office, newly renovated, expanded our office, doubled our space, moved into a larger suite.",
  "Relocated in 2024, ribbon-cutting, opening soon, just opened, recently opened, grand opening.",
  "We are hiring, now hiring, join our growing team, career opportunities, job openings, open positions, apply today.",
  "Seeking an experienced full-time dental hygienist, looking for a friendly front desk coordinator.",
  "#1 rated, the most experienced, the only dental practice in town, one of the first, first office in Texas.",
  "Unlike most dentists, ahead of the curve, number one, second to none, luxurious, spa-like, VIP, upscale, amenities.",
  "Serving families for more than 40 years. 20+ years of serving Austin. Est. 1987. Opened our doors in 1990.",
  "Family owned and trusted since 1975. Since 2001, our team has grown.",
  "DDS, 2004. She earned her D.D.S. degree in 1999 from Baylor. Doctor of Dental Medicine from Tufts in 2008.",
  "School of Dentistry class of 1993. Dental school in 1980. Graduated summa cum laude in 1979.",
  "Website design and marketing by PBHS. Powered by Officite. Site by ProSites. Optimized 360.",
  "We are not currently hiring.",
].join(" ");

describe("phrase triggers", () => {
  const text = indexText(normalizeForMatch(KITCHEN_SINK));

  it.each(definedPhrases().map((p) => [p.re.source.slice(0, 60), p] as const))(
    "finds every match a plain scan finds: %s",
    (_, p: Phrase) => {
      const plain: number[] = [];
      p.re.lastIndex = 0;
      for (let m = p.re.exec(text.text); m !== null; m = p.re.exec(text.text)) plain.push(m.index);
      const windowed: number[] = [];
      eachPhraseMatch(text, p, (m) => {
        windowed.push(m.index);
        return false;
      });
      expect([...new Set(windowed)]).toEqual(plain);
    },
  );

  it("exercises every phrase (the check above is only as good as this copy)", () => {
    expect(
      definedPhrases()
        .filter((p) => !hasPhrase(text, p))
        .map((p) => p.re.source),
    ).toEqual([]);
  });
});

describe("eachPhraseMatch", () => {
  it("reports absolute positions and stops when asked", () => {
    const p = phrase(/\bfoo\w*/g, ["foo"]);
    const t = indexText(`${"x ".repeat(500)}food ${"y ".repeat(500)}fool`);
    const seen: number[] = [];
    eachPhraseMatch(t, p, (m) => {
      seen.push(m.index);
      return false;
    });
    expect(seen).toEqual([1000, 2005]);
    const firstOnly: number[] = [];
    eachPhraseMatch(t, p, (m) => {
      firstOnly.push(m.index);
      return true;
    });
    expect(firstOnly).toEqual([1000]);
  });

  it("finds a longer trigger that shares a shorter trigger's root", () => {
    phrase(/\bsleep\b/g, ["sleep"]);
    const longer = phrase(/\bsleep apnea\b/g, ["sleep apnea"]);
    expect(hasPhrase(indexText("treats sleep apnea"), longer)).toBe(true);
    expect(hasPhrase(indexText("good sleep hygiene"), longer)).toBe(false);
  });

  it("rejects a non-global regex", () => {
    expect(() => phrase(/x/, ["x"])).toThrow(/global/);
  });
});
