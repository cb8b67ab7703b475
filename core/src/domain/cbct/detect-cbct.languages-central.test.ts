import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { PACKS } from "./languages/central-europe.ts";

/**
 * Issue 18, the practice's voice in its own language: central and eastern European languages written in Latin script
 * (languages/central-europe.ts). Every fixture is written for its class, not taken from any page of the data: per
 * language, the unit in the practice's place or possession (confirmed), the scan offered or used on a services page
 * (likely), an article that explains the modality (uncertain), and the scan taken elsewhere (not_detected).
 */
type Fixture = { path: string; text: string };
type LanguageCase = {
  language: string;
  confirmed: Fixture;
  likely: Fixture;
  uncertain: Fixture;
  referral: Fixture;
};

const CASES: LanguageCase[] = [
  {
    language: "Polish",
    confirmed: {
      path: "/",
      text: "W naszej klinice posiadamy nowoczesny tomograf CBCT, dzięki któremu badanie trwa kilkanaście sekund.",
    },
    likely: {
      path: "/uslugi/diagnostyka-obrazowa/",
      text: "Oferujemy tomografię stożkową szczęki i żuchwy przed leczeniem implantologicznym.",
    },
    uncertain: {
      path: "/blog/jak-wyglada-badanie/",
      text: "Tomografia wiązki stożkowej pokazuje kości szczęki w trzech wymiarach. Badanie trwa kilkanaście sekund.",
    },
    referral: { path: "/", text: "Na badanie CBCT kierujemy pacjentów do zaprzyjaźnionej pracowni radiologicznej." },
  },
  {
    language: "Czech",
    confirmed: {
      path: "/",
      text: "V naší ordinaci máme vlastní CBCT přístroj, snímek pořídíme během několika sekund.",
    },
    likely: { path: "/sluzby/snimky/", text: "Nabízíme 3D rentgen čelistí před zavedením implantátu." },
    uncertain: {
      path: "/blog/clanek/",
      text: "CT s kuželovým svazkem zobrazí kost čelisti ve třech rozměrech s nízkou dávkou záření.",
    },
    referral: { path: "/", text: "Pro CBCT snímek vás odešleme do spolupracujícího radiologického centra." },
  },
  {
    language: "Slovak",
    confirmed: { path: "/", text: "V našej ambulancii disponujeme vlastným CBCT prístrojom." },
    likely: {
      path: "/sluzby/diagnostika/",
      text: "Ponúkame CT s kužeľovým zväzkom na presné plánovanie implantátov.",
    },
    uncertain: { path: "/blog/clanok/", text: "Tomografia s kužeľovým zväzkom zobrazí čeľusť v troch rozmeroch." },
    referral: { path: "/", text: "Na CBCT snímku vás pošleme do spolupracujúceho rádiologického centra." },
  },
  {
    language: "Hungarian",
    confirmed: { path: "/", text: "Rendelőnkben kúpsugaras CT készülék működik, így a felvétel azonnal elkészül." },
    likely: { path: "/szolgaltatasok/", text: "Kúpsugaras CT vizsgálatot kínálunk implantáció előtt." },
    uncertain: {
      path: "/blog/fogaszati-kepalkotas/",
      text: "A kúpsugaras komputertomográfia háromdimenziós képet ad az állcsontról.",
    },
    referral: { path: "/", text: "A CBCT felvételt partner röntgenközpontban készítik el." },
  },
  {
    language: "Croatian",
    confirmed: { path: "/", text: "U našoj poliklinici posjedujemo vlastiti CBCT uređaj." },
    likely: { path: "/usluge/dijagnostika/", text: "Nudimo 3D rendgen čeljusti prije ugradnje implantata." },
    uncertain: { path: "/blog/clanak/", text: "CT konusnog snopa prikazuje kost čeljusti u tri dimenzije." },
    referral: { path: "/", text: "CBCT snimanje obavlja se u partnerskoj poliklinici u blizini." },
  },
  {
    language: "Serbian (Latin)",
    confirmed: { path: "/", text: "Naša ordinacija poseduje sopstveni CBCT aparat, pa snimak radimo odmah." },
    likely: { path: "/usluge/", text: "Koristimo kompjuterizovanu tomografiju zuba pre ugradnje implantata." },
    uncertain: {
      path: "/blog/clanak/",
      text: "Kompjuterizovana tomografija konusnog snopa daje trodimenzionalni prikaz vilice i zuba.",
    },
    referral: { path: "/", text: "Za CBCT snimak vas šaljemo u radiološki centar sa kojim sarađujemo." },
  },
  {
    language: "Slovenian",
    confirmed: { path: "/", text: "V naši ambulanti imamo lasten CBCT aparat." },
    likely: { path: "/storitve/slikanje/", text: "Ponujamo CT s stožčastim snopom za načrtovanje vsadkov." },
    uncertain: {
      path: "/blog/clanek/",
      text: "Računalniška tomografija s stožčastim snopom prikaže čeljustno kost v treh dimenzijah.",
    },
    referral: { path: "/", text: "Za CBCT posnetek vas napotimo v bližnji radiološki center." },
  },
  {
    language: "Romanian",
    confirmed: { path: "/", text: "În clinica noastră dispunem de un computer tomograf dentar 3D." },
    likely: {
      path: "/servicii/radiologie/",
      text: "Oferim tomografie dentară cu fascicul conic pentru planificarea implanturilor.",
    },
    uncertain: {
      path: "/blog/articol/",
      text: "Tomografia cu fascicul conic arată osul maxilarului în trei dimensiuni.",
    },
    referral: { path: "/", text: "Pentru CBCT vă trimitem la un centru de imagistică partener." },
  },
  {
    language: "Lithuanian",
    confirmed: { path: "/", text: "Mūsų klinikoje turime savo kūginio pluošto kompiuterinį tomografą." },
    likely: { path: "/paslaugos/", text: "Siūlome dantų kompiuterinę tomografiją prieš implantaciją." },
    uncertain: {
      path: "/blog/straipsnis/",
      text: "Kūginio pluošto kompiuterinė tomografija parodo žandikaulio kaulą trimis matmenimis.",
    },
    referral: { path: "/", text: "CBCT tyrimui pacientus siunčiame į partnerių kliniką." },
  },
  {
    language: "Latvian",
    confirmed: { path: "/", text: "Mūsu klīnikā ir sava konusa stara datortomogrāfija." },
    likely: { path: "/pakalpojumi/", text: "Piedāvājam zobu datortomogrāfiju pirms implantācijas." },
    uncertain: { path: "/blogs/raksts/", text: "Konusa stara datortomogrāfija parāda žokļa kaulu trīs dimensijās." },
    referral: { path: "/", text: "CBCT izmeklējumam pacientus nosūtām uz diagnostikas centru." },
  },
  {
    language: "Estonian",
    confirmed: { path: "/", text: "Meie kliinikus on olemas koonuskiirkompuutertomograaf." },
    likely: { path: "/teenused/", text: "Pakume 3D hambaröntgenit enne implantaadi paigaldamist." },
    uncertain: { path: "/blog/artikkel/", text: "Koonuskiirkompuutertomograafia näitab lõualuud kolmes mõõtmes." },
    referral: { path: "/", text: "CBCT uuringuks suuname patsiendi partnerkliinikusse." },
  },
  {
    language: "Albanian",
    confirmed: { path: "/", text: "Në klinikën tonë kemi një tomograf dentar 3D." },
    likely: {
      path: "/sherbimet/",
      text: "Ofrojmë tomografi dentare me rreze konike për planifikimin e implanteve.",
    },
    uncertain: {
      path: "/blog/artikull/",
      text: "Tomografia me rreze konike tregon kockën e nofullës në tre dimensione.",
    },
    referral: { path: "/", text: "Për CBCT ju referojmë në një qendër radiologjike partnere." },
  },
];

describe("central and eastern European languages: the four classes per language", () => {
  for (const c of CASES) {
    it(`${c.language}: the unit in the practice's place or possession is confirmed`, () => {
      expect(detect(page(c.confirmed.path, c.confirmed.text)).status).toBe("confirmed");
    });
    it(`${c.language}: the scan offered or used on a services page is likely`, () => {
      expect(detect(page(c.likely.path, c.likely.text)).status).toBe("likely");
    });
    it(`${c.language}: an article that explains the modality is uncertain`, () => {
      expect(detect(page(c.uncertain.path, c.uncertain.text)).status).toBe("uncertain");
    });
    it(`${c.language}: the scan taken elsewhere is not detected`, () => {
      expect(detect(page(c.referral.path, c.referral.text)).status).toBe("not_detected");
    });
  }
});

describe("central and eastern European languages: what the packs must not claim", () => {
  it("Polish: a clinic 'if it is equipped' speaks of clinics in general (uncertain, not confirmed)", () => {
    const r = detect(page("/", "Jeśli gabinet jest wyposażony w tomograf stożkowy, badanie wykonuje się od razu."));
    expect(r.status).toBe("uncertain");
  });

  it("Polish: 'without having to visit an outside lab' is the clinic's own scan, not a referral", () => {
    const text = "Bez konieczności wizyty w zewnętrznej pracowni radiologicznej wykonamy badanie CBCT na miejscu.";
    expect(detect(page("/", text)).status).toBe("confirmed");
  });

  it("Polish: 'we do not have' is no possession: the practice says it has no unit (negation, not detected)", () => {
    expect(detect(page("/", "Nie posiadamy tomografu stożkowego w gabinecie.")).status).toBe("not_detected");
  });

  it("Polish: 'what more can we see?' in an article's title offers nothing", () => {
    const text = "Tomografia stożkowa w stomatologii: co więcej możemy zobaczyć? Badanie pokazuje kości i zatoki.";
    expect(detect(page("/blog/diagnostyka-w-stomatologii/", text)).status).toBe("uncertain");
  });

  it("Polish: a place or an exposure whose clause names only 2D imaging is not the cone beam's", () => {
    const twoD =
      "W naszym gabinecie wykonujemy zdjęcia pantomograficzne, które w odróżnieniu od tomografii stożkowej są płaskie.";
    expect(detect(page("/", twoD)).status).toBe("uncertain");
    const next = "Tomografia stożkowa daje obraz kości w trzech wymiarach. Wykonujemy zdjęcia pantomograficzne.";
    expect(detect(page("/", next)).status).toBe("uncertain");
    const before = "Zdjęcia pantomograficzne wykonujemy na miejscu, a tomografia stożkowa pokazuje kość w 3D.";
    expect(detect(page("/", before)).status).toBe("uncertain");
    const both = "W naszym gabinecie wykonujemy zdjęcia pantomograficzne oraz tomografię stożkową.";
    expect(detect(page("/", both)).status).toBe("confirmed");
  });

  it("Czech: a bare tomography counts only beside dental words", () => {
    expect(detect(page("/", "Počítačová tomografie zobrazí kost a kořeny zubů.")).status).toBe("uncertain");
    expect(detect(page("/", "Počítačová tomografie hrudníku se provádí v nemocnici.")).status).toBe("not_detected");
  });

  it("Hungarian: a price list section is the practice's offer, a 3D image of an intraoral scan is not a CT", () => {
    const extra = { headings: ["Áraink"], title: "Áraink" };
    const offered = detect(page("/araink/", "Fogászati CT felvétel egy állcsontról.", extra));
    expect(offered.status).not.toBe("not_detected");
    expect(detect(page("/", "Intraorális szkennerrel digitális lenyomatot készítünk a fogakról.")).status).toBe(
      "not_detected",
    );
  });

  it("Romanian without diacritics reads as with them", () => {
    expect(detect(page("/", "In clinica noastra dispunem de un computer tomograf dentar 3D.")).status).toBe(
      "confirmed",
    );
  });
});

/** One sentence per cue of the packs, each the only cue in its sentence (the same check detect-cbct.ownership.test.ts
 * makes for the English library). */
const CUE_CASES: { cue: string; text: string; status: "confirmed" | "likely" }[] = [
  {
    cue: "place: in our clinic (Polish) [pl]",
    text: "W naszym centrum tomografia CBCT trwa kilkanaście sekund.",
    status: "confirmed",
  },
  { cue: "place: on site (Polish) [pl]", text: "Tomografię stożkową robi się u nas na miejscu.", status: "confirmed" },
  {
    cue: "possession: we have one (Polish) [pl]",
    text: "Dysponujemy tomografem CBCT najnowszej generacji.",
    status: "confirmed",
  },
  {
    cue: "possession: our clinic is equipped (Polish) [pl]",
    text: "Gabinet jest wyposażony w tomograf CBCT.",
    status: "confirmed",
  },
  {
    cue: "possession: our scanner (Polish) [pl]",
    text: "Nasz tomograf CBCT pracuje z niską dawką promieniowania.",
    status: "confirmed",
  },
  {
    cue: "exposure: we take the scan (Polish) [pl]",
    text: "Tomografię CBCT wykonujemy w kilkanaście sekund.",
    status: "confirmed",
  },
  {
    cue: "acquisition: we installed one (Polish) [pl]",
    text: "W tym roku zainstalowaliśmy nowoczesny tomograf CBCT.",
    status: "confirmed",
  },
  {
    cue: "use: we use it (Polish) [pl]",
    text: "Stosujemy tomografię stożkową przy planowaniu implantów.",
    status: "likely",
  },
  {
    cue: "offer: we offer it (Polish) [pl]",
    text: "Proponujemy badanie CBCT przed leczeniem kanałowym.",
    status: "likely",
  },
  {
    cue: "use: it lets us see (Polish) [pl]",
    text: "Tomografia CBCT pozwala nam ocenić kość przed zabiegiem.",
    status: "likely",
  },
  {
    cue: "place: in our clinic (Czech) [cs]",
    text: "V naší klinice je CBCT snímek hotový za pár sekund.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Czech) [cs]", text: "Disponujeme přístrojem CBCT.", status: "confirmed" },
  {
    cue: "exposure: we take the scan (Czech) [cs]",
    text: "CBCT snímek pořídíme během několika sekund.",
    status: "confirmed",
  },
  { cue: "acquisition: we installed one (Czech) [cs]", text: "Pořídili jsme nový CBCT přístroj.", status: "confirmed" },
  { cue: "use: we use or offer it (Czech) [cs]", text: "Nabízíme CBCT vyšetření čelistí.", status: "likely" },
  { cue: "use: it lets us see (Czech) [cs]", text: "CBCT umožňuje nám přesně posoudit kost.", status: "likely" },
  {
    cue: "place: in our clinic (Slovak) [sk]",
    text: "V našej klinike je CBCT snímka hotová za pár sekúnd.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Slovak) [sk]", text: "Máme k dispozícii CBCT prístroj.", status: "confirmed" },
  {
    cue: "exposure: we take the scan (Slovak) [sk]",
    text: "CBCT snímku urobíme za pár sekúnd.",
    status: "confirmed",
  },
  { cue: "acquisition: we installed one (Slovak) [sk]", text: "Zakúpili sme nový CBCT prístroj.", status: "confirmed" },
  { cue: "use: we use or offer it (Slovak) [sk]", text: "Ponúkame CBCT vyšetrenie čeľustí.", status: "likely" },
  { cue: "use: it lets us see (Slovak) [sk]", text: "CBCT dovoľuje nám presne posúdiť kosť.", status: "likely" },
  { cue: "place: in our clinic (Hungarian) [hu]", text: "Klinikánkon CBCT felvétel is kérhető.", status: "confirmed" },
  {
    cue: "possession: we have one (Hungarian) [hu]",
    text: "Saját CBCT készülékkel rendelkezünk.",
    status: "confirmed",
  },
  { cue: "exposure: we take the scan (Hungarian) [hu]", text: "CBCT felvételt készítünk.", status: "confirmed" },
  {
    cue: "acquisition: we installed one (Hungarian) [hu]",
    text: "Tavaly CBCT készüléket vásároltunk.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Hungarian) [hu]",
    text: "Kúpsugaras CT-t használunk az implantáció tervezéséhez.",
    status: "likely",
  },
  {
    cue: "use: it lets us see (Hungarian) [hu]",
    text: "A CBCT lehetővé teszi számunkra a csont pontos felmérését.",
    status: "likely",
  },
  {
    cue: "place: in our clinic (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "U našoj ordinaciji u Zagrebu CBCT snimak traje nekoliko sekundi.",
    status: "confirmed",
  },
  {
    cue: "possession: we have one (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "Posjedujemo CBCT uređaj.",
    status: "confirmed",
  },
  {
    cue: "exposure: we take the scan (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "Radimo CBCT snimanje čeljusti.",
    status: "confirmed",
  },
  {
    cue: "acquisition: we installed one (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "Nabavili smo novi CBCT uređaj.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "Koristimo CBCT pri planiranju implantata.",
    status: "likely",
  },
  {
    cue: "use: it lets us see (Croatian/Serbian/Bosnian) [hr+sr+bs]",
    text: "CBCT omogućuje nam precizno planiranje.",
    status: "likely",
  },
  {
    cue: "place: in our clinic (Slovenian) [sl]",
    text: "V naši kliniki v Ljubljani CBCT posnetek traja nekaj sekund.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Slovenian) [sl]", text: "Razpolagamo s CBCT aparatom.", status: "confirmed" },
  { cue: "exposure: we take the scan (Slovenian) [sl]", text: "Opravimo CBCT slikanje čeljusti.", status: "confirmed" },
  {
    cue: "acquisition: we installed one (Slovenian) [sl]",
    text: "Letos smo namestili nov CBCT aparat.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Slovenian) [sl]",
    text: "Uporabljamo CBCT pri načrtovanju vsadkov.",
    status: "likely",
  },
  { cue: "use: it lets us see (Slovenian) [sl]", text: "CBCT nam omogoča natančno načrtovanje.", status: "likely" },
  {
    cue: "place: in our clinic (Romanian) [ro]",
    text: "În clinica noastră CBCT-ul durează câteva secunde.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Romanian) [ro]", text: "Dispunem de un aparat CBCT.", status: "confirmed" },
  {
    cue: "exposure: we take the scan (Romanian) [ro]",
    text: "Efectuăm CBCT pentru planificarea implanturilor.",
    status: "confirmed",
  },
  {
    cue: "acquisition: we installed one (Romanian) [ro]",
    text: "Anul acesta am achiziționat un aparat CBCT.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Romanian) [ro]",
    text: "Folosim CBCT pentru planificarea implanturilor.",
    status: "likely",
  },
  { cue: "use: it lets us see (Romanian) [ro]", text: "CBCT ne permite să evaluăm osul.", status: "likely" },
  {
    cue: "place: in our clinic (Lithuanian) [lt]",
    text: "Mūsų klinikoje CBCT tyrimas trunka kelias sekundes.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Lithuanian) [lt]", text: "Disponuojame CBCT aparatu.", status: "confirmed" },
  { cue: "exposure: we take the scan (Lithuanian) [lt]", text: "Atliekame CBCT tyrimą.", status: "confirmed" },
  {
    cue: "acquisition: we installed one (Lithuanian) [lt]",
    text: "Įsigijome naują CBCT aparatą.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Lithuanian) [lt]",
    text: "Naudojame CBCT implantacijos planavimui.",
    status: "likely",
  },
  {
    cue: "use: it lets us see (Lithuanian) [lt]",
    text: "CBCT leidžia mums tiksliai įvertinti kaulą.",
    status: "likely",
  },
  {
    cue: "place: in our clinic (Latvian) [lv]",
    text: "Mūsu klīnikā CBCT izmeklējums ilgst dažas sekundes.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Latvian) [lv]", text: "Mums ir savs CBCT aparāts.", status: "confirmed" },
  { cue: "exposure: we take the scan (Latvian) [lv]", text: "Veicam CBCT izmeklējumu.", status: "confirmed" },
  {
    cue: "acquisition: we installed one (Latvian) [lv]",
    text: "Iegādājāmies jaunu CBCT aparātu.",
    status: "confirmed",
  },
  { cue: "use: we use or offer it (Latvian) [lv]", text: "Izmantojam CBCT implantu plānošanai.", status: "likely" },
  { cue: "use: it lets us see (Latvian) [lv]", text: "CBCT ļauj mums precīzi novērtēt kaulu.", status: "likely" },
  {
    cue: "place: in our clinic (Estonian) [et]",
    text: "Meie kliinikus valmib CBCT ülesvõte mõne sekundiga.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Estonian) [et]", text: "Meil on oma CBCT aparaat.", status: "confirmed" },
  { cue: "exposure: we take the scan (Estonian) [et]", text: "Teeme CBCT ülesvõtte.", status: "confirmed" },
  { cue: "acquisition: we installed one (Estonian) [et]", text: "Soetasime uue CBCT aparaadi.", status: "confirmed" },
  {
    cue: "use: we use or offer it (Estonian) [et]",
    text: "Kasutame CBCT-d implantaatide planeerimisel.",
    status: "likely",
  },
  { cue: "use: it lets us see (Estonian) [et]", text: "CBCT võimaldab meil luud täpselt hinnata.", status: "likely" },
  {
    cue: "place: in our clinic (Albanian) [sq]",
    text: "Në klinikën tonë skanimi CBCT zgjat disa sekonda.",
    status: "confirmed",
  },
  { cue: "possession: we have one (Albanian) [sq]", text: "Disponojmë një aparat CBCT.", status: "confirmed" },
  { cue: "exposure: we take the scan (Albanian) [sq]", text: "Kryejmë skanim CBCT të nofullës.", status: "confirmed" },
  {
    cue: "acquisition: we installed one (Albanian) [sq]",
    text: "Kemi blerë një aparat të ri CBCT.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Albanian) [sq]",
    text: "Përdorim CBCT për planifikimin e implanteve.",
    status: "likely",
  },
  { cue: "use: it lets us see (Albanian) [sq]", text: "CBCT na lejon të vlerësojmë kockën.", status: "likely" },
];

describe("central and eastern European languages: one case per cue", () => {
  it("covers every cue of the central European packs", () => {
    const covered = new Set(CUE_CASES.map((c) => c.cue));
    const names = PACKS.flatMap((p) => p.cues.map((c) => `${c.name} [${p.language}]`));
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
  });

  it.each(CUE_CASES)("$cue: $text", (c) => {
    const r = detect(page(null, c.text));
    expect(r.status).toBe(c.status);
    expect(r.evidence[0]?.signal).toContain(`${c.status === "confirmed" ? "ownership" : "use"}:${c.cue}`);
  });
});

/**
 * The pack fields of the second part of the mechanism (languages/types.ts), per language: the practice's own voice
 * ("our doctors") on a services page and the same text in an article section, a statement that the practice has no unit,
 * a cone beam named on the equipment page, a 3D radiograph named beside what only an x-ray shows ("sinus lift", the
 * loanword these languages' practice sites write), and a bare CT that a site whose own unit is 2D only does not offer.
 * Every fixture is written for its class.
 */
type FieldCase = {
  language: string;
  /** A services section, an article section and an equipment section, as the language's slugs write them. */
  services: string;
  article: string;
  technology: string;
  /** A cone beam named in a sentence that speaks in the practice's "we / our" and carries no cue of its own. */
  ourVoice: string;
  /** The practice says it has no unit. */
  noUnit: string;
  /** A cone beam named in generic words, no first person. */
  generic: string;
  /** A 3D radiograph named outright beside radiographic words. */
  radiograph: string;
  /** A bare CT the practice uses, and a sentence naming its 2D unit. */
  bareCtUsed: string;
  twoDUnit: string;
};

const FIELD_CASES: FieldCase[] = [
  {
    language: "Polish",
    services: "/uslugi/",
    article: "/aktualnosci/",
    technology: "/wyposazenie/",
    ourVoice: "Tomografia stożkowa pozwala naszym lekarzom ocenić kość przed leczeniem implantologicznym.",
    noUnit: "Nie posiadamy tomografu CBCT.",
    generic: "Tomografia stożkowa pokazuje kość szczęki w trzech wymiarach.",
    radiograph: "Zdjęcie RTG 3D przed zabiegiem sinus lift pokazuje kość i zatokę.",
    bareCtUsed: "Stosujemy tomografię komputerową do oceny kości przed wszczepieniem implantu.",
    twoDUnit: "Wyposażenie: Planmeca ProMax 2D.",
  },
  {
    language: "Czech",
    services: "/sluzby/",
    article: "/clanky/",
    technology: "/vybaveni/",
    ourVoice: "CT s kuželovým svazkem umožňuje našim lékařům posoudit kost před implantací.",
    noUnit: "Nemáme vlastní CBCT přístroj.",
    generic: "CT s kuželovým svazkem zobrazí kost čelisti ve třech rozměrech.",
    radiograph: "Trojrozměrný rentgenový snímek před zákrokem sinus lift ukáže kost.",
    bareCtUsed: "Používáme počítačovou tomografii k posouzení kosti před zavedením implantátu.",
    twoDUnit: "Vybavení: Planmeca ProMax 2D.",
  },
  {
    language: "Slovak",
    services: "/sluzby/",
    article: "/clanok/",
    technology: "/vybavenie/",
    ourVoice: "CT s kužeľovým zväzkom umožňuje našim lekárom posúdiť kosť pred implantáciou.",
    noUnit: "Nemáme vlastný CBCT prístroj.",
    generic: "CT s kužeľovým zväzkom zobrazí kosť v troch rozmeroch.",
    radiograph: "Trojrozmerná röntgenová snímka pred zákrokom sinus lift ukáže kosť.",
    bareCtUsed: "Používame počítačovú tomografiu na posúdenie kosti pred zavedením implantátu.",
    twoDUnit: "Vybavenie: Planmeca ProMax 2D.",
  },
  {
    language: "Hungarian",
    services: "/szolgaltatasok/",
    article: "/hirek/",
    technology: "/felszereltseg/",
    ourVoice: "A kúpsugaras CT segít orvosainknak felmérni a csontot beültetés előtt.",
    noUnit: "Nem rendelkezünk CBCT készülékkel.",
    generic: "A kúpsugaras CT háromdimenziós képet ad az állcsontról.",
    radiograph: "A háromdimenziós röntgenfelvétel a sinus lift előtt megmutatja a csontot.",
    bareCtUsed: "CT-felvételt használunk az állcsont vizsgálatára implantáció előtt.",
    twoDUnit: "Felszereltség: Planmeca ProMax 2D.",
  },
  {
    language: "Croatian",
    services: "/usluge/",
    article: "/novosti/",
    technology: "/oprema/",
    ourVoice: "CT konusnog snopa pomaže našim liječnicima procijeniti kost prije ugradnje implantata.",
    noUnit: "Nemamo vlastiti CBCT uređaj.",
    generic: "CT konusnog snopa prikazuje kost čeljusti u tri dimenzije.",
    radiograph: "Trodimenzionalni rendgenski snimak prije zahvata sinus lift prikazuje kost.",
    bareCtUsed: "Koristimo kompjuteriziranu tomografiju za procjenu kosti prije ugradnje implantata.",
    twoDUnit: "Oprema: Planmeca ProMax 2D.",
  },
  {
    language: "Serbian (Latin)",
    services: "/usluge/",
    article: "/vesti/",
    technology: "/oprema/",
    ourVoice: "CT konusnog snopa pomaže našim lekarima da procene kost pre ugradnje implantata.",
    noUnit: "Ne posedujemo CBCT aparat.",
    generic: "CT konusnog snopa prikazuje kost vilice u tri dimenzije.",
    radiograph: "Trodimenzionalni rendgenski snimak pre zahvata sinus lift prikazuje kost.",
    bareCtUsed: "Koristimo kompjuterizovanu tomografiju za procenu kosti pre ugradnje implantata.",
    twoDUnit: "Oprema: Planmeca ProMax 2D.",
  },
  {
    language: "Slovenian",
    services: "/storitve/",
    article: "/novice/",
    technology: "/oprema/",
    ourVoice: "CT s stožčastim snopom pomaga našim zdravnikom oceniti kost pred vstavitvijo implantata.",
    noUnit: "Nimamo lastnega CBCT aparata.",
    generic: "CT s stožčastim snopom prikaže kost čeljusti v treh dimenzijah.",
    radiograph: "Tridimenzionalni rentgenski posnetek pred posegom sinus lift pokaže kost.",
    bareCtUsed: "Uporabljamo računalniško tomografijo za oceno kosti pred vstavitvijo implantata.",
    twoDUnit: "Oprema: Planmeca ProMax 2D.",
  },
  {
    language: "Romanian",
    services: "/servicii/",
    article: "/articole/",
    technology: "/dotari/",
    ourVoice: "Tomografia dentară 3D ajută medicii noștri să evalueze osul înainte de implant.",
    noUnit: "Nu avem un aparat CBCT.",
    generic: "Tomografia cu fascicul conic arată osul maxilarului în trei dimensiuni.",
    radiograph: "Radiografie dentară 3D înainte de sinus lift arată osul maxilarului.",
    bareCtUsed: "Folosim CT-ul pentru evaluarea osului înainte de implant.",
    twoDUnit: "Dotări: Planmeca ProMax 2D.",
  },
  {
    language: "Lithuanian",
    services: "/paslaugos/",
    article: "/naujienos/",
    technology: "/iranga/",
    ourVoice: "Kūginio pluošto tomografija padeda mūsų gydytojams įvertinti kaulą prieš implantaciją.",
    noUnit: "Neturime savo CBCT aparato.",
    generic: "Kūginio pluošto tomografija parodo žandikaulio kaulą trimis matmenimis.",
    radiograph: "3D rentgeno nuotrauka prieš sinus lift parodo kaulą.",
    bareCtUsed: "Naudojame kompiuterinę tomografiją kaulo įvertinimui prieš implantaciją.",
    twoDUnit: "Įranga: Planmeca ProMax 2D.",
  },
  {
    language: "Latvian",
    services: "/pakalpojumi/",
    article: "/jaunumi/",
    technology: "/aprikojums/",
    ourVoice: "Konusa stara datortomogrāfija palīdz mūsu ārstiem novērtēt kaulu pirms implantācijas.",
    noUnit: "Mums nav sava CBCT aparāta.",
    generic: "Konusa stara datortomogrāfija parāda žokļa kaulu trīs dimensijās.",
    radiograph: "Trīsdimensiju rentgenuzņēmums pirms sinus lift parāda kaulu.",
    bareCtUsed: "Izmantojam datortomogrāfiju kaula novērtēšanai pirms implantācijas.",
    twoDUnit: "Aprīkojums: Planmeca ProMax 2D.",
  },
  {
    language: "Estonian",
    services: "/teenused/",
    article: "/uudised/",
    technology: "/seadmed/",
    ourVoice: "Koonuskiirtomograafia aitab meie arstidel hinnata luud enne implantaadi paigaldamist.",
    noUnit: "Meil ei ole oma CBCT seadet.",
    generic: "Koonuskiirtomograafia näitab lõualuud kolmemõõtmeliselt.",
    radiograph: "Kolmemõõtmeline röntgenülesvõte enne sinus lift protseduuri näitab luud.",
    bareCtUsed: "Kasutame kompuutertomograafiat lõualuu hindamiseks enne implantaati.",
    twoDUnit: "Seadmed: Planmeca ProMax 2D.",
  },
  {
    language: "Albanian",
    services: "/sherbimet/",
    article: "/lajme/",
    technology: "/pajisjet/",
    ourVoice: "Tomografia me rreze konike ndihmon mjekët tanë të vlerësojnë kockën para implantit.",
    noUnit: "Nuk kemi aparat CBCT në klinikë.",
    generic: "Tomografia me rreze konike tregon kockën e nofullës në tre dimensione.",
    radiograph: "Radiografi tredimensionale para sinus lift tregon kockën.",
    bareCtUsed: "Përdorim tomografinë për vlerësimin e kockës para vendosjes së implantit.",
    twoDUnit: "Pajisjet: Planmeca ProMax 2D.",
  },
];

describe("central and eastern European languages: first person, negation, sections and term flags", () => {
  for (const c of FIELD_CASES) {
    it(`${c.language}: a cone beam in the practice's own voice on a services page is likely (firstPerson)`, () => {
      expect(detect(page(c.services, c.ourVoice)).status).toBe("likely");
    });
    it(`${c.language}: the same text in an article section stays uncertain (articlePath)`, () => {
      expect(detect(page(`${c.article}cbct/`, c.ourVoice, { title: "CBCT" })).status).toBe("uncertain");
    });
    it(`${c.language}: the practice saying it has no unit cancels the mention (negation)`, () => {
      expect(detect(page(c.services, c.noUnit)).status).toBe("not_detected");
    });
    it(`${c.language}: a cone beam named on the equipment page is likely (technologyPath)`, () => {
      expect(detect(page(c.technology, c.generic)).status).toBe("likely");
    });
    it(`${c.language}: a 3D radiograph beside radiographic words reads as cone beam (radiograph)`, () => {
      expect(detect(page(c.technology, c.radiograph)).status).toBe("likely");
    });
    it(`${c.language}: a bare CT on a site whose own unit is 2D only stays below likely (bareCt)`, () => {
      expect(detect(page(c.services, c.bareCtUsed)).status).toBe("likely");
      expect(detect(page(c.services, `${c.bareCtUsed} ${c.twoDUnit}`)).status).toBe("uncertain");
    });
  }

  it("Polish: 'we do not scan pregnant women' or 'nothing without a scan' is no negation", () => {
    expect(detect(page("/uslugi/", "Nie wykonujemy tomografii CBCT u kobiet w ciąży.")).status).toBe("likely");
    expect(detect(page("/uslugi/", "Nie wykonujemy implantacji bez tomografii CBCT.")).status).toBe("likely");
    expect(detect(page("/uslugi/", "Nie wykonujemy tomografii CBCT.")).status).toBe("not_detected");
  });

  it("first-person words of other languages are not read as the practice's voice", () => {
    // Italian "esame" (an exam), Turkish "kemiği" (its bone), English "tone", "chunk": none is a first-person word here.
    const sentences = [
      "La TAC cone beam è un esame a dosi bassissime.",
      "Konik ışınlı bilgisayarlı tomografi çene kemiği gösterir.",
      "The tone of a cone beam CT report, chunk by chunk.",
    ];
    for (const s of sentences) expect(detect(page("/services/", s)).status).toBe("uncertain");
  });
});

/**
 * The packs' radiographic words, intraoral words and 2D panoramic units (types.ts), per language, written for their
 * class: on the equipment page, the 3D x-ray term among the language's bone / nerve / root words reads as cone beam
 * (likely), among its impression / crown / veneer words (one radiographic word besides) as an intraoral scanner (below
 * likely); a bare CT in the practice's voice beside the language's panoramic unit stays below likely, and the same with
 * a cone beam named is not downgraded. No English word helps ("sinus", "aligner" are left out).
 */
type ThirdPart = { radiographic: string; intraoral: string; panoramic: string };
const THIRD_PART: Record<string, ThirdPart> = {
  Polish: {
    radiographic: "Trójwymiarowe zdjęcie RTG pokazuje kość szczęki, kanał nerwu i korzenie zębów.",
    intraoral: "Trójwymiarowe zdjęcie RTG do wycisku cyfrowego, nakładek i koron; widać też kość.",
    panoramic: "Wyposażenie gabinetu: pantomograf cyfrowy.",
  },
  Czech: {
    radiographic: "Trojrozměrný rentgenový snímek ukáže kosti čelisti, kořeny zubů a zub moudrosti.",
    intraoral: "Trojrozměrný rentgenový snímek pro digitální otisk, alignéry a korunky; kosti jsou vidět také.",
    panoramic: "Vybavení ordinace: panoramatický snímek zubů.",
  },
  Slovak: {
    radiographic: "Trojrozmerná röntgenová snímka ukáže kosti čeľuste, korene zubov a zub múdrosti.",
    intraoral: "Trojrozmerná röntgenová snímka pre digitálny odtlačok, alignéry a korunky; kosti sú tiež vidieť.",
    panoramic: "Vybavenie ambulancie: panoramatická snímka zubov.",
  },
  Hungarian: {
    radiographic: "A háromdimenziós röntgenfelvétel megmutatja az állcsontot, az ideget és a gyökereket.",
    intraoral: "Háromdimenziós röntgenfelvétel lenyomat, korona és fogszabályozó sín készítéséhez; a csont is látszik.",
    panoramic: "Felszereltség: digitális panorámaröntgen.",
  },
  Croatian: {
    radiographic: "Trodimenzionalni rendgenski snimak prikazuje kosti čeljusti, živac i korijene zuba.",
    intraoral: "Trodimenzionalni rendgenski snimak za digitalni otisak, krunice i ljuskice; vide se i kosti.",
    panoramic: "Oprema ordinacije: panoramski snimak zuba.",
  },
  "Serbian (Latin)": {
    radiographic: "Trodimenzionalni rendgenski snimak prikazuje kosti vilice, živac i korene zuba.",
    intraoral: "Trodimenzionalni rendgenski snimak za digitalni otisak, krunice i fasete; vide se i kosti.",
    panoramic: "Oprema ordinacije: panoramski rendgen zuba.",
  },
  Slovenian: {
    radiographic: "Tridimenzionalni rentgenski posnetek pokaže kosti čeljusti, živec in korenine zob.",
    intraoral: "Tridimenzionalni rentgenski posnetek za digitalni odtis, prevleke in luske; vidne so tudi kosti.",
    panoramic: "Oprema ambulante: panoramski posnetek zob.",
  },
  Romanian: {
    radiographic: "Radiografia dentară 3D arată osul maxilarului, nervul și rădăcinile dinților.",
    intraoral: "Radiografia dentară 3D pentru amprenta digitală, coroane și fațete; se vede și osul.",
    panoramic: "Dotări: pantomograf digital.",
  },
  Lithuanian: {
    radiographic: "Trimatė rentgeno nuotrauka parodo žandikaulio kaulą, dantų šaknis ir protinius dantis.",
    intraoral: "Trimatė rentgeno nuotrauka atspaudams, vainikėliai ir laminatai; matyti ir kaulas.",
    panoramic: "Įranga: panoraminė dantų nuotrauka.",
  },
  Latvian: {
    radiographic: "Trīsdimensiju rentgenuzņēmums parāda žokļa kaulu, nervu un zobu saknes.",
    intraoral: "Trīsdimensiju rentgenuzņēmums digitālajam nospiedumam, kroņiem un vinīriem; redzams arī kauls.",
    panoramic: "Aprīkojums: panorāmas rentgens.",
  },
  Estonian: {
    radiographic: "Kolmemõõtmeline röntgenülesvõte näitab lõualuud, närvi ja hambajuuri.",
    intraoral: "Kolmemõõtmeline röntgenülesvõte digitaalse jäljendi, kroonide ja joondajate jaoks; näha on ka luu.",
    panoramic: "Seadmed: digitaalne panoraamröntgen.",
  },
  Albanian: {
    radiographic: "Radiografia 3D tregon kockën e nofullës, nervin dhe rrënjët e dhëmbëve.",
    intraoral: "Radiografia 3D për masë dixhitale, kurora dhe faseta; duket edhe kocka.",
    panoramic: "Pajisjet: pantomograf dixhital.",
  },
};

describe.each(Object.entries(THIRD_PART))(
  "central pack %s: radiographic, intraoral and panoramic words",
  (language, t) => {
    const c = FIELD_CASES.find((f) => f.language === language);
    if (!c) throw new Error(language);

    it("the 3D x-ray among bone, nerve and root words on the equipment page is a cone beam (radiographicWords)", () => {
      expect(detect(page(c.technology, t.radiographic)).status).toBe("likely");
    });

    it("the same 3D x-ray among impression, crown and veneer words is an intraoral scanner (intraoralWords)", () => {
      expect(["not_detected", "uncertain"]).toContain(detect(page(c.technology, t.intraoral)).status);
    });

    it("a bare CT in the practice's voice beside the panoramic unit only stays below likely (panoramic)", () => {
      expect(detect(page(c.services, c.bareCtUsed)).status).toBe("likely");
      expect(detect(page(c.services, `${c.bareCtUsed} ${t.panoramic}`)).status).toBe("uncertain");
    });

    it("the same beside the panoramic unit and a cone beam named is not downgraded", () => {
      expect(detect(page(c.services, `${c.bareCtUsed} ${t.panoramic} ${c.generic}`)).status).toBe("likely");
    });
  },
);

describe("central packs: the panoramic words and the tomography words never catch each other", () => {
  const language = (tag: string) => PACKS.find((p) => p.language === tag);
  it.each([
    ["pl", "pantomografia", "tomografia komputerowa"],
    ["pl", "ortopantomograf", "tomograf stożkowy"],
    ["cs", "ortopantomograf", "počítačová tomografie"],
    ["sk", "ortopantomograf", "počítačová tomografia"],
    ["hu", "ortopantomográf", "számítógépes tomográfia"],
    ["hr+sr+bs", "ortopantomograf", "kompjuterizirana tomografija"],
    ["sl", "ortopantomograf", "računalniška tomografija"],
    ["ro", "ortopantomografie", "tomografie computerizată"],
    ["lt", "ortopantomografas", "kompiuterinė tomografija"],
    ["lv", "ortopantomogrāfs", "datortomogrāfija"],
    ["et", "ortopantomograaf", "kompuutertomograaf"],
    ["sq", "ortopantomograf", "tomografi kompjuterike"],
  ])("[%s] '%s' is panoramic, '%s' is not", (tag, pano, tomo) => {
    const pack = language(tag);
    const panoramic = new RegExp(pack?.panoramic ?? "(?!)", "gi");
    expect(pano.match(panoramic)?.[0]).toBe(pano);
    expect(tomo.match(panoramic)).toBeNull();
    for (const term of pack?.terms ?? []) {
      const source = term.pattern.split(String.raw`\;`)[0] ?? "";
      expect(new RegExp(source, "gi").test(pano)).toBe(false);
    }
  });

  it("a panoramic unit said 3D or CBCT beside it is no 2D unit", () => {
    const pl = new RegExp(language("pl")?.panoramic ?? "(?!)", "gi");
    expect("pantomograf 3d".match(pl)).toBeNull();
    expect("cbct/pantomograf".match(pl)).toBeNull();
  });
});
