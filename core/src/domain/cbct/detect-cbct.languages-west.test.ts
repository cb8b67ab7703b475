import { describe, expect, it } from "vitest";
import type { CbctStatus } from "../types.ts";
import { detect, NOW, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { PACKS } from "./languages/west-europe.ts";

/**
 * Issue 18, the West European language packs (languages/west-europe.ts): per language, a page that says the unit is
 * the practice's own (confirmed), a services page that offers it (likely), an article that explains it (uncertain) and
 * a page that sends the patient elsewhere for it (not_detected). Every fixture is written for its class, not taken
 * from any real page, and each needs the pack: without it the status differs.
 */
type Case = { status: CbctStatus; path: string; text: string };

const CASES: Record<string, Case[]> = {
  Italian: [
    { status: "confirmed", path: "/", text: "Lo studio è dotato di una TC cone beam a bassa dose." },
    { status: "confirmed", path: "/", text: "La tomografia cone beam si esegue in sede, durante la prima visita." },
    {
      status: "likely",
      path: "/prestazioni/radiologia/",
      text: "Offriamo la TC dentale per pianificare gli impianti con precisione.",
    },
    {
      status: "uncertain",
      path: "/blog/tc-dentale/",
      text: "La TC dentale mostra l'osso e il nervo alveolare in tre dimensioni.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Per la CBCT vi invieremo presso un centro radiologico di fiducia.",
    },
  ],
  Spanish: [
    {
      status: "confirmed",
      path: "/",
      text: "Realizamos la tomografía de haz cónico en nuestras instalaciones, sin esperas.",
    },
    {
      status: "likely",
      path: "/tratamientos/implantes/",
      text: "Ofrecemos el TC dental para planificar cada implante.",
    },
    {
      status: "uncertain",
      path: "/blog/que-es-la-tomografia-maxilofacial/",
      text: "La tomografía maxilofacial muestra el hueso de los maxilares en tres dimensiones.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Para el CBCT le derivaremos a un centro radiológico cercano.",
    },
  ],
  Portuguese: [
    {
      status: "confirmed",
      path: "/",
      text: "Em nosso consultório fazemos a tomografia odontológica no mesmo dia.",
    },
    {
      status: "likely",
      path: "/tratamentos/implantes/",
      text: "Oferecemos tomografia odontológica para o planejamento dos implantes.",
    },
    {
      status: "uncertain",
      path: "/blog/tomografia-odontologica/",
      text: "A tomografia odontológica mostra os dentes e o osso em três dimensões.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Para a CBCT, encaminhamos o paciente para um centro de radiologia.",
    },
  ],
  French: [
    { status: "confirmed", path: "/", text: "Le cone beam est réalisé sur place, en quelques secondes." },
    {
      status: "likely",
      path: "/soins/imagerie/",
      text: "Nous proposons la radiographie 3D pour le bilan des implants dentaires.",
    },
    {
      status: "uncertain",
      path: "/blog/tomographie-volumique/",
      text: "La tomographie volumique à faisceau conique montre l'os de la mâchoire en trois dimensions.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Pour le CBCT, nous vous adressons à un centre de radiologie.",
    },
  ],
  German: [
    { status: "confirmed", path: "/", text: "Die DVT-Aufnahme erfolgt direkt bei uns vor Ort." },
    {
      status: "likely",
      path: "/leistungen/implantologie/",
      text: "Wir bieten die 3D-Röntgenaufnahme des Kiefers vor jeder Implantation an.",
    },
    {
      status: "uncertain",
      path: "/ratgeber/roentgen/",
      text: "Die Kegelstrahl-CT zeigt den Kieferknochen dreidimensional.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Für die DVT-Aufnahme überweisen wir Sie an eine radiologische Praxis.",
    },
  ],
  Dutch: [
    { status: "confirmed", path: "/", text: "In onze praktijk maken wij een kegelstraal-CT van de kaak." },
    {
      status: "likely",
      path: "/behandelingen/implantaten/",
      text: "Wij bieden een 3D-röntgenfoto van de kaak voor elke implantaatbehandeling.",
    },
    {
      status: "uncertain",
      path: "/blog/wat-is-een-kegelstraal-ct/",
      text: "Een kegelstraal-CT toont het kaakbot in drie dimensies.",
    },
    { status: "not_detected", path: "/", text: "Voor een CBCT verwijzen wij u naar het ziekenhuis." },
  ],
  Swedish: [
    { status: "confirmed", path: "/", text: "Vi har en egen konstråle-CT på kliniken." },
    {
      status: "likely",
      path: "/behandlingar/implantat/",
      text: "Vi erbjuder datortomografi av käken inför implantatbehandling.",
    },
    {
      status: "uncertain",
      path: "/blogg/konstrale-ct/",
      text: "Konstråle-CT visar käkbenet i tre dimensioner.",
    },
    { status: "not_detected", path: "/", text: "För CBCT remitterar vi dig till en röntgenklinik." },
  ],
  Norwegian: [
    { status: "confirmed", path: "/", text: "Kjeve-CT tas på klinikken samme dag." },
    {
      status: "likely",
      path: "/tjenester/rontgen/",
      text: "Vi tilbyr CT-skanning av kjeven før implantatbehandling.",
    },
    {
      status: "uncertain",
      path: "/blogg/kjeve-ct/",
      text: "Kjeve-CT viser tennene og kjevebeinet i tre dimensjoner.",
    },
    { status: "not_detected", path: "/", text: "For CBCT henviser vi deg til et sykehus." },
  ],
  Danish: [
    { status: "confirmed", path: "/", text: "Vi har et keglestråle-CT i vores klinik." },
    {
      status: "likely",
      path: "/ydelser/implantater/",
      text: "Vi tilbyder 3D-røntgen af kæben før implantatbehandling.",
    },
    {
      status: "uncertain",
      path: "/blog/keglestraale-ct/",
      text: "Keglestråle-CT viser kæbeknoglen i tre dimensioner.",
    },
    { status: "not_detected", path: "/", text: "Til CBCT henviser vi dig til en røntgenklinik." },
  ],
  Finnish: [
    { status: "confirmed", path: "/", text: "Meillä on käytössä kartiokeilatomografi." },
    {
      status: "likely",
      path: "/hinnasto/",
      text: "Tarjoamme 3D-kuvauksen leukaluusta ennen implanttihoitoa.",
    },
    {
      status: "uncertain",
      path: "/blogi/hammas-ct/",
      text: "Hammas-CT näyttää leukaluun kolmiulotteisesti.",
    },
    {
      status: "not_detected",
      path: "/",
      text: "Kartiokeilatutkimusta varten ohjaamme sinut kuvantamiskeskukseen.",
    },
  ],
};

describe("West European language packs: the four statuses in each language", () => {
  for (const [language, cases] of Object.entries(CASES)) {
    describe(language, () => {
      it.each(cases)("$status: $text", ({ status, path, text }) => {
        expect(detect(page(path, text)).status).toBe(status);
      });
    });
  }
});

describe("West European language packs: section headings and counter-cases", () => {
  it("a pasted page headed 'Onze behandelingen' / 'Unsere Leistungen' is a services page: its cone beam heading is offered", () => {
    const nl = "Een kegelstraal-CT toont het kaakbot in drie dimensies.";
    const nlHeadings = ["Onze behandelingen", "Kegelstraal-CT"];
    expect(detect(page(null, nl, { headings: nlHeadings })).status).toBe("likely");
    expect(detect(page(null, nl, { headings: ["Over ons", "Kegelstraal-CT"] })).status).toBe("uncertain");
    const de = "Die Kegelstrahl-CT zeigt den Kieferknochen dreidimensional.";
    const deHeadings = ["Unsere Leistungen", "Kegelstrahl-CT"];
    expect(detect(page(null, de, { headings: deHeadings })).status).toBe("likely");
  });

  it("'without going to a radiology centre' is the practice's own scan, not a referral (Italian, Spanish)", () => {
    const it = "Eseguiamo la CBCT senza doversi recare presso un centro radiologico.";
    expect(detect(page("/", it)).status).toBe("confirmed");
    const es = "Hacemos el CBCT sin necesidad de desplazarse a un centro radiológico.";
    expect(detect(page("/", es)).status).toBe("confirmed");
  });

  it("the practice's own radiology centre named with a definite article is no referral (Spanish)", () => {
    const text = "Ofrecemos el CBCT. La visita al centro de radiología dental es breve y cómoda.";
    expect(detect(page("/servicios/radiologia/", text)).status).toBe("likely");
  });

  it("a radiographic 3D is offered, an intraoral '3D' scan is no cone beam CT (French, Finnish)", () => {
    const fr = "Nous proposons la radiographie 3D de la mâchoire avant la pose des implants dentaires.";
    expect(detect(page("/soins/", fr)).status).toBe("likely");
    const intraoral = "Nous proposons un scanner intra-oral qui réalise une empreinte en 3D de vos dents.";
    expect(detect(page("/soins/", intraoral)).status).toBe("not_detected");
    expect(detect(page("/hinnasto/", "Tarjoamme 3D-kuvauksen leukaluusta.")).status).toBe("likely");
    expect(detect(page("/hinnasto/", "Tarjoamme suun 3D-skannauksen jäljennöksen sijaan.")).status).toBe(
      "not_detected",
    );
  });

  it("a bare CT word counts beside dental words only (Italian 'TC', German 'Computertomographie')", () => {
    expect(detect(page("/", "La TC mostra l'osso della mandibola prima dell'impianto.")).status).toBe("uncertain");
    expect(detect(page("/", "La TC del reparto di neurologia è aperta il lunedì.")).status).toBe("not_detected");
    expect(detect(page("/", "Die Computertomographie zeigt den Kieferknochen.")).status).toBe("uncertain");
    expect(detect(page("/", "Die Computertomographie der Lunge dauert wenige Minuten.")).status).toBe("not_detected");
  });
});

/**
 * One case per ownership/use cue of the West European packs, as detect-cbct.ownership.test.ts does for the English
 * library: the status the cue gives beside "CBCT", and the cue named in the evidence (pack cues carry "[language]").
 */
type CueCase = { cue: string; text: string; practiceName?: string };
const OWNS: CueCase[] = [
  { cue: "place: on our premises (Italian) [it]", text: "La CBCT si effettua presso la nostra struttura." },
  {
    cue: "place: without going elsewhere (Italian) [it]",
    text: "La CBCT è pronta subito, senza doversi recare altrove.",
  },
  { cue: "possession: equipped with (Italian) [it]", text: "Lo studio è attrezzato con una CBCT." },
  { cue: "possession: our scanner (Italian) [it]", text: "Il nostro tomografo CBCT mostra l'osso." },
  { cue: "exposure: we take the scan (Italian) [it]", text: "Eseguiamo la CBCT prima di ogni impianto." },
  { cue: "acquisition: we installed one (Italian) [it]", text: "Abbiamo installato una CBCT di ultima generazione." },
  {
    cue: "possession: one of the few with one (Italian) [it]",
    text: "Siamo tra i pochi studi della città a disporre di una CBCT.",
  },
  {
    cue: "possession: the unit of our practice (Italian) [it]",
    text: "Questo è l'apparecchio del nostro studio: una CBCT a bassa dose.",
  },
  { cue: "place: in the practice (Italian) [it]", text: "La CBCT si fa in studio, in pochi minuti." },
  { cue: "place: on our premises (Spanish) [es]", text: "El CBCT se hace en nuestras instalaciones." },
  { cue: "place: without going elsewhere (Spanish) [es]", text: "El CBCT se hace sin salir de la clínica." },
  { cue: "possession: equipped with (Spanish) [es]", text: "La clínica está equipada con un CBCT." },
  { cue: "possession: our scanner (Spanish) [es]", text: "Nuestro escáner CBCT muestra el hueso." },
  { cue: "exposure: we take the scan (Spanish) [es]", text: "Hacemos el CBCT antes de cada implante." },
  { cue: "acquisition: we installed one (Spanish) [es]", text: "Hemos incorporado un CBCT de última generación." },
  {
    cue: "possession: one of the few with one (Spanish) [es]",
    text: "Somos una de las pocas clínicas en contar con un CBCT.",
  },
  { cue: "place: on our premises (Portuguese) [pt]", text: "O CBCT é feito no nosso consultório." },
  { cue: "place: without going elsewhere (Portuguese) [pt]", text: "O CBCT é feito sem sair da clínica." },
  { cue: "possession: equipped with (Portuguese) [pt]", text: "A clínica possui um CBCT moderno." },
  { cue: "possession: our scanner (Portuguese) [pt]", text: "Nosso aparelho CBCT mostra o osso." },
  { cue: "exposure: we take the scan (Portuguese) [pt]", text: "Fazemos o CBCT antes de cada implante." },
  { cue: "acquisition: we installed one (Portuguese) [pt]", text: "Adquirimos um CBCT de última geração." },
  { cue: "place: on our premises (French) [fr]", text: "Le CBCT est réalisé dans nos locaux." },
  { cue: "place: at the practice (French) [fr]", text: "Le CBCT se fait au cabinet." },
  { cue: "place: without going elsewhere (French) [fr]", text: "Le CBCT se fait sans avoir à vous déplacer." },
  { cue: "possession: equipped with (French) [fr]", text: "Le cabinet est équipé d'un CBCT." },
  { cue: "possession: our scanner (French) [fr]", text: "Notre appareil CBCT montre l'os." },
  { cue: "exposure: we take the scan (French) [fr]", text: "Nous effectuons le CBCT avant chaque implant." },
  { cue: "acquisition: we installed one (French) [fr]", text: "Nous avons acquis un CBCT." },
  {
    cue: "possession: one of the few with one (French) [fr]",
    text: "Nous sommes l'un des rares cabinets équipés d'un CBCT.",
  },
  { cue: "place: on site (German) [de]", text: "Die CBCT-Aufnahme erfolgt vor Ort." },
  { cue: "place: with us (German) [de]", text: "Die CBCT-Aufnahme gibt es bei uns." },
  { cue: "place: without going elsewhere (German) [de]", text: "Die CBCT-Aufnahme erhalten Sie ohne Überweisung." },
  { cue: "possession: we have one (German) [de]", text: "Wir haben ein CBCT-Gerät." },
  { cue: "possession: our scanner (German) [de]", text: "Unser CBCT zeigt den Knochen." },
  { cue: "exposure: we take the scan (German) [de]", text: "Wir fertigen die CBCT-Aufnahme an." },
  { cue: "acquisition: we installed one (German) [de]", text: "Wir haben kürzlich ein CBCT angeschafft." },
  {
    cue: "possession: one of the few with one (German) [de]",
    text: "Wir sind eine der wenigen Praxen mit einem eigenen CBCT.",
  },
  { cue: "place: in our practice (Dutch) [nl]", text: "De CBCT wordt in onze kliniek gemaakt." },
  { cue: "place: without going elsewhere (Dutch) [nl]", text: "De CBCT krijgt u zonder verwijzing." },
  { cue: "possession: the unit we have (Italian) [it]", text: "La CBCT di cui disponiamo mostra l'osso." },
  { cue: "possession: the unit we have (Spanish) [es]", text: "El CBCT con el que contamos muestra el hueso." },
  { cue: "possession: the unit we have (Portuguese) [pt]", text: "O CBCT com o qual contamos mostra o osso." },
  { cue: "possession: the unit we have (French) [fr]", text: "Le CBCT dont est équipé notre cabinet montre l'os." },
  { cue: "possession: the unit we have (German) [de]", text: "Das CBCT, über das wir verfügen, zeigt den Knochen." },
  { cue: "possession: we have one (Dutch) [nl]", text: "Wij beschikken over een CBCT." },
  { cue: "possession: our scanner (Dutch) [nl]", text: "Onze CBCT toont het kaakbot." },
  { cue: "exposure: we take the scan (Dutch) [nl]", text: "Wij maken de CBCT voor elke implantatie." },
  { cue: "acquisition: we installed one (Dutch) [nl]", text: "Wij hebben onlangs een CBCT aangeschaft." },
  { cue: "place: at our clinic (Swedish) [sv]", text: "CBCT görs på vår klinik." },
  { cue: "place: with us (Swedish, Norwegian) [sv]", text: "CBCT görs hos oss." },
  { cue: "possession: we have one (Swedish) [sv]", text: "Vi har en CBCT." },
  { cue: "exposure: we take the scan (Swedish) [sv]", text: "Vi tar en CBCT före implantatet." },
  { cue: "acquisition: we installed one (Swedish) [sv]", text: "Vi har investerat i en CBCT." },
  { cue: "place: at our clinic (Norwegian) [nb]", text: "CBCT tas på vårt kontor." },
  { cue: "place: at the clinic (Norwegian, Danish) [nb]", text: "CBCT tas på klinikken." },
  { cue: "possession: equipped with (Norwegian) [nb]", text: "Klinikken er utstyrt med CBCT." },
  { cue: "exposure: we take the scan (Norwegian) [nb]", text: "Vi utfører CBCT før implantat." },
  { cue: "acquisition: we installed one (Norwegian) [nb]", text: "Vi har nylig anskaffet en CBCT." },
  { cue: "place: in our clinic (Danish) [da]", text: "CBCT udføres i vores klinik." },
  { cue: "place: with us (Danish) [da]", text: "CBCT udføres hos os." },
  { cue: "possession: we have one (Danish) [da]", text: "Vi har et CBCT-apparat." },
  { cue: "exposure: we take the scan (Danish) [da]", text: "Vi tager en CBCT før implantatet." },
  { cue: "acquisition: we installed one (Danish) [da]", text: "Vi har netop købt en CBCT." },
  { cue: "place: at our clinic (Finnish) [fi]", text: "CBCT otetaan vastaanotollamme." },
  { cue: "possession: we have one (Finnish) [fi]", text: "Meillä on CBCT." },
  { cue: "exposure: we take the scan (Finnish) [fi]", text: "Otamme CBCT-kuvan ennen implanttia." },
  { cue: "acquisition: we installed one (Finnish) [fi]", text: "Olemme hankkineet CBCT-laitteen." },
];
const USES: CueCase[] = [
  { cue: "use: it lets us see (Italian) [it]", text: "La CBCT ci permette di valutare l'osso." },
  { cue: "offer: we offer it (Italian) [it]", text: "Proponiamo la CBCT per gli impianti." },
  { cue: "use: it lets us see (Spanish, Portuguese) [es]", text: "El CBCT nos permite ver el hueso." },
  {
    cue: "use: the practice uses it (Spanish) [es]",
    text: "Clínica Sol utiliza el CBCT para planificar implantes.",
    practiceName: "Clínica Sol",
  },
  { cue: "offer: we offer it (Spanish) [es]", text: "Ofrecemos el CBCT para planificar implantes." },
  { cue: "offer: we offer it (Portuguese) [pt]", text: "Oferecemos o CBCT para planejar implantes." },
  { cue: "use: it lets us see (French) [fr]", text: "Le CBCT nous permet de voir l'os." },
  { cue: "offer: we offer it (French) [fr]", text: "Nous proposons le CBCT pour les implants." },
  { cue: "use: it lets us see (German) [de]", text: "Das CBCT ermöglicht uns eine genaue Planung." },
  { cue: "offer: we offer it (German) [de]", text: "Wir bieten das CBCT für Implantate." },
  { cue: "use: it lets us see (Dutch) [nl]", text: "Met de CBCT kunnen wij het kaakbot beoordelen." },
  { cue: "offer: we use it (Dutch) [nl]", text: "Wij gebruiken de CBCT voor implantaten." },
  { cue: "offer: we use it (Swedish) [sv]", text: "Vi använder CBCT vid implantat." },
  { cue: "offer: we use it (Norwegian) [nb]", text: "Vi tilbyr CBCT før implantat." },
  { cue: "offer: we use it (Danish) [da]", text: "Vi bruger CBCT før implantater." },
  { cue: "offer: we use it (Finnish) [fi]", text: "Käytämme CBCT:tä implanttihoidoissa." },
];

describe("West European language packs: one case per ownership and use cue", () => {
  it("covers every ownership and use cue of the packs", () => {
    const covered = new Set([...OWNS, ...USES].map((c) => c.cue));
    const packCues = PACKS.flatMap((p) => p.cues.map((c) => `${c.name} [${p.language}]`));
    expect(packCues.filter((n) => !covered.has(n))).toEqual([]);
  });

  const run = (c: CueCase) => detect(page("/", c.text), { now: NOW, practiceName: c.practiceName ?? null });
  it.each(OWNS)("$cue: $text", (c) => {
    const r = run(c);
    expect(r.status).toBe("confirmed");
    expect(r.evidence[0]?.signal).toContain(`ownership:${c.cue}`);
  });
  it.each(USES)("$cue: $text", (c) => {
    const r = run(c);
    expect(r.status).toBe("likely");
    expect(r.evidence[0]?.signal).toContain(`use:${c.cue}`);
  });
});

describe("West European language packs: a negated or general statement claims nothing", () => {
  it("'equipped with' about practices in general or denied is no possession (Italian, German, Dutch)", () => {
    expect(detect(page("/", "Lo studio è attrezzato con una TC cone beam.")).status).toBe("confirmed");
    expect(detect(page("/", "Non tutti gli studi sono attrezzati con una TC cone beam.")).status).toBe("uncertain");
    expect(detect(page("/", "Die Praxis verfügt über ein Kegelstrahl-CT.")).status).toBe("confirmed");
    expect(detect(page("/", "Nicht jede Praxis ist mit einem Kegelstrahl-CT ausgestattet.")).status).toBe("uncertain");
    expect(detect(page("/", "Wij beschikken over een kegelstraal-CT.")).status).toBe("confirmed");
    expect(detect(page("/", "Niet elke praktijk beschikt over een kegelstraal-CT.")).status).toBe("uncertain");
  });

  it("'we have / we offer' with a negation is no claim (Spanish, German, Swedish)", () => {
    expect(detect(page("/", "Tenemos un TC dental.")).status).toBe("confirmed");
    expect(detect(page("/", "No tenemos un TC dental.")).status).not.toBe("confirmed");
    expect(detect(page("/", "Wir bieten die Kegelstrahl-CT an.")).status).toBe("likely");
    // The practice denies it (the packs' negation): nothing is offered.
    expect(detect(page("/", "Wir bieten keine Kegelstrahl-CT an.")).status).toBe("not_detected");
    expect(detect(page("/", "Vi erbjuder konstråle-CT.")).status).toBe("likely");
    expect(detect(page("/", "Vi erbjuder inte konstråle-CT.")).status).toBe("not_detected");
  });
});

const REFERRALS: CueCase[] = [
  { cue: "imaging centre (Italian) [it]", text: "La CBCT si esegue presso un centro radiologico." },
  { cue: "sends patients out (Italian) [it]", text: "Per la CBCT vi indirizziamo altrove." },
  { cue: "the scan comes from elsewhere (Italian) [it]", text: "Vi chiediamo di portare la CBCT già eseguita." },
  { cue: "imaging centre (Spanish) [es]", text: "El CBCT se hace en un centro radiológico." },
  { cue: "sends patients out (Spanish) [es]", text: "Para el CBCT le derivaremos." },
  { cue: "the scan comes from elsewhere (Spanish) [es]", text: "Traiga su CBCT a la primera visita." },
  { cue: "imaging centre (Portuguese) [pt]", text: "O CBCT é feito num centro de radiologia." },
  { cue: "sends patients out (Portuguese) [pt]", text: "Para o CBCT encaminhamos o paciente." },
  { cue: "imaging centre (French) [fr]", text: "Le CBCT est réalisé chez un radiologue." },
  { cue: "sends patients out (French) [fr]", text: "Pour le CBCT, nous vous orientons." },
  { cue: "the scan comes from elsewhere (French) [fr]", text: "Apportez votre CBCT au rendez-vous." },
  { cue: "imaging centre (German) [de]", text: "Das CBCT entsteht in einer radiologischen Praxis." },
  { cue: "sends patients out (German) [de]", text: "Für das CBCT überweisen wir Sie." },
  { cue: "the scan comes from elsewhere (German) [de]", text: "Bitte bringen Sie Ihr CBCT mit." },
  { cue: "refers patients out (Dutch) [nl]", text: "Voor een CBCT verwijzen wij u naar een kaakchirurg." },
  { cue: "imaging centre (Dutch) [nl]", text: "De CBCT wordt in het ziekenhuis gemaakt." },
  { cue: "refers patients out (Swedish) [sv]", text: "För CBCT remitterar vi dig till en kollega." },
  { cue: "imaging centre (Swedish) [sv]", text: "CBCT görs på sjukhuset." },
  { cue: "refers patients out (Norwegian, Danish) [nb]", text: "For CBCT henviser vi deg til en kollega." },
  { cue: "imaging centre (Norwegian) [nb]", text: "CBCT tas på sykehuset." },
  { cue: "imaging centre (Danish) [da]", text: "CBCT tages på sygehuset." },
  { cue: "refers patients out (Finnish) [fi]", text: "CBCT-kuvausta varten ohjaamme sinut muualle." },
];

describe("West European language packs: one case per referral cue", () => {
  it("covers every referral cue of the packs", () => {
    const covered = new Set(REFERRALS.map((c) => c.cue));
    const packCues = PACKS.flatMap((p) => p.referral.map((c) => `${c.name} [${p.language}]`));
    expect(packCues.filter((n) => !covered.has(n))).toEqual([]);
  });

  it.each(REFERRALS)("$cue: $text", (c) => {
    const r = detect(page("/", c.text));
    expect(r.status).toBe("not_detected");
    expect(r.evidence[0]?.signal).toContain(`referral:${c.cue}`);
  });
});

/**
 * The packs' second part (types.ts firstPerson, negation, articlePath, technologyPath, and the tier-B flags radiograph
 * and bareCt), per language: each fixture is written for its class and needs its field (without it the status differs).
 * - voice: a services page that names CBCT in the practice's "we / our" is likely; the same text titled "CBCT" in the
 *   language's article section is an article (uncertain).
 * - negation: the practice says it has no unit / does not take the scan, on its services page: nothing is detected.
 * - technology: a cone beam named on the language's equipment section is listed as the practice's own (likely).
 * - radiograph: the language's "3D x-ray" among radiographic words, on a technology page, reads as cone beam (likely).
 *   (three-d-kind.ts counts English radiographic words only, so the fixtures use the words it knows in these languages:
 *   "radiologia", "dose", "sinus".)
 * - bareCt: the language's bare CT word, offered on a site whose own equipment is only 2D, stays below likely.
 */
type SecondPart = {
  voice: { path: string; text: string; article: string };
  negation: { path: string; text: string };
  technology: { path: string; text: string };
  radiograph?: { path: string; text: string };
  bareCt?: { text: string; equipment: { path: string; text: string } };
};
const SECOND_PART: Record<string, SecondPart> = {
  Italian: {
    voice: {
      path: "/prestazioni/",
      text: "Per noi la CBCT è indispensabile prima di ogni impianto.",
      article: "/articoli/cbct/",
    },
    negation: { path: "/prestazioni/", text: "Non disponiamo di una CBCT." },
    technology: { path: "/strumentazione/", text: "La CBCT mostra l'osso in tre dimensioni." },
    radiograph: { path: "/tecnologia/", text: "Radiografia 3D dei denti: mostra l'osso con una dose minima." },
    bareCt: {
      text: "Usiamo la TC per studiare i denti e l'osso prima dell'impianto.",
      equipment: { path: "/attrezzature/", text: "La nostra attrezzatura: un Planmeca ProMax 2D e sensori RVG." },
    },
  },
  Spanish: {
    voice: {
      path: "/tratamientos/",
      text: "Para nosotros el CBCT es imprescindible antes de cada implante.",
      article: "/noticias/cbct/",
    },
    negation: { path: "/tratamientos/", text: "No contamos con un CBCT." },
    technology: { path: "/equipamiento/", text: "El CBCT muestra el hueso en tres dimensiones." },
    radiograph: { path: "/tecnologia/", text: "Radiografía 3D: la radiología digital muestra el hueso y el nervio." },
    bareCt: {
      text: "Ofrecemos la tomografía para estudiar los dientes y el hueso antes del implante.",
      equipment: { path: "/instalaciones/", text: "En la clínica: un Planmeca ProMax 2D y sensores RVG." },
    },
  },
  Portuguese: {
    voice: {
      path: "/tratamentos/",
      text: "Para nós a CBCT é indispensável antes de cada implante.",
      article: "/artigos/cbct/",
    },
    negation: { path: "/tratamentos/", text: "Não possuímos CBCT." },
    technology: { path: "/estrutura/", text: "A CBCT mostra o osso em três dimensões." },
    radiograph: { path: "/tecnologia/", text: "Radiografia 3D: a radiologia digital mostra o osso e o nervo." },
    bareCt: {
      text: "Oferecemos a tomografia para estudar os dentes e o osso antes do implante.",
      equipment: { path: "/equipamentos/", text: "Na clínica: um Planmeca ProMax 2D e sensores RVG." },
    },
  },
  French: {
    voice: {
      path: "/soins/",
      text: "Pour nous, le CBCT est indispensable avant chaque implant.",
      article: "/actualites/cbct/",
    },
    negation: { path: "/soins/", text: "Nous ne disposons pas de CBCT." },
    technology: { path: "/plateau-technique/", text: "Le CBCT montre l'os en trois dimensions." },
    radiograph: {
      path: "/equipements/",
      text: "Radiographie 3D des dents : elle montre l'os et les sinus avec une faible dose.",
    },
    bareCt: {
      text: "Nous proposons la tomodensitométrie des mâchoires avant l'implant.",
      equipment: { path: "/equipements/", text: "Au cabinet : un Planmeca ProMax 2D et des capteurs RVG." },
    },
  },
  German: {
    voice: {
      path: "/leistungen/",
      text: "Für uns ist die CBCT vor jedem Implantat unverzichtbar.",
      article: "/aktuelles/cbct/",
    },
    negation: { path: "/leistungen/", text: "Wir haben kein CBCT." },
    technology: { path: "/praxisausstattung/", text: "Die CBCT zeigt den Kieferknochen dreidimensional." },
    radiograph: { path: "/technik/", text: "3D-Röntgenaufnahme: digitale Radiologie für Knochen und Nerven." },
    bareCt: {
      text: "Wir bieten die Computertomographie für Zähne und Kiefer an.",
      equipment: { path: "/ausstattung/", text: "In der Praxis: ein digitales OPG und RVG-Sensoren." },
    },
  },
  Dutch: {
    voice: {
      path: "/behandelingen/",
      text: "Voor ons is de CBCT onmisbaar bij elk implantaat.",
      article: "/nieuws/cbct/",
    },
    negation: { path: "/behandelingen/", text: "Wij hebben geen CBCT." },
    technology: { path: "/apparatuur/", text: "De CBCT toont het kaakbot in drie dimensies." },
    radiograph: { path: "/apparatuur/", text: "3D-röntgenfoto: radiologie van het kaakbot en de zenuwen." },
  },
  Swedish: {
    voice: {
      path: "/behandlingar/",
      text: "För oss är CBCT ett självklart steg före varje implantat.",
      article: "/nyheter/cbct/",
    },
    negation: { path: "/behandlingar/", text: "Vi har ingen CBCT." },
    technology: { path: "/utrustning/", text: "CBCT visar käkbenet i tre dimensioner." },
    radiograph: { path: "/utrustning/", text: "3D-röntgenbild: radiologi för käkben och nerver." },
    bareCt: {
      text: "Vi erbjuder datortomografi av tänder och käke.",
      equipment: { path: "/priser/", text: "På kliniken: en digital OPG och RVG-sensorer." },
    },
  },
  Norwegian: {
    voice: {
      path: "/tjenester/",
      text: "Våre pasienter får CBCT før hvert implantat.",
      article: "/artikler/cbct/",
    },
    negation: { path: "/tjenester/", text: "Vi har ikke CBCT." },
    technology: { path: "/utstyr/", text: "CBCT viser kjevebenet i tre dimensjoner." },
    radiograph: { path: "/utstyr/", text: "3D-røntgenbilde: radiologi for kjeve og tenner." },
    bareCt: {
      text: "Vi tilbyr computertomografi av tenner og kjeve.",
      equipment: { path: "/tjenester/", text: "På klinikken: en digital OPG og RVG-sensorer." },
    },
  },
  Danish: {
    voice: {
      path: "/ydelser/",
      text: "Vores patienter får CBCT før hvert implantat.",
      article: "/nyheder/cbct/",
    },
    negation: { path: "/ydelser/", text: "Vi tilbyder ikke CBCT." },
    technology: { path: "/udstyr/", text: "CBCT viser kæbeknoglen i tre dimensioner." },
    radiograph: { path: "/udstyr/", text: "3D-røntgenbillede: radiologi for kæbe og tænder." },
    bareCt: {
      text: "Vi tilbyder computertomografi af tænder og kæbe.",
      equipment: { path: "/ydelser/", text: "I klinikken: en digital OPG og RVG-sensorer." },
    },
  },
  Finnish: {
    voice: {
      path: "/hoidot/",
      text: "Meille CBCT on tärkeä osa implanttihoitoa.",
      article: "/uutiset/cbct/",
    },
    negation: { path: "/hoidot/", text: "Meillä ei ole CBCT-laitetta." },
    technology: { path: "/laitteet/", text: "CBCT näyttää leukaluun kolmiulotteisesti." },
    radiograph: { path: "/laitteet/", text: "3D-röntgenkuva: radiologinen tutkimus leukaluusta." },
    bareCt: {
      text: "Tarjoamme CT-kuvauksen hampaista ja leuasta.",
      equipment: { path: "/hinnasto/", text: "Klinikalla: digitaalinen OPG ja RVG-anturit." },
    },
  },
};

describe("West European language packs: first person, negation, article and technology sections, tier-B flags", () => {
  for (const [language, c] of Object.entries(SECOND_PART)) {
    describe(language, () => {
      it(`voice: "${c.voice.text}" is likely on ${c.voice.path}, uncertain as an article under ${c.voice.article}`, () => {
        expect(detect(page(c.voice.path, c.voice.text)).status).toBe("likely");
        expect(detect(page(c.voice.article, c.voice.text, { title: "CBCT" })).status).toBe("uncertain");
      });
      it(`negation: "${c.negation.text}" detects nothing`, () => {
        expect(detect(page(c.negation.path, c.negation.text)).status).toBe("not_detected");
      });
      it(`technology: "${c.technology.text}" on ${c.technology.path} is listed (likely)`, () => {
        expect(detect(page(c.technology.path, c.technology.text)).status).toBe("likely");
      });
      const { radiograph, bareCt } = c;
      if (radiograph)
        it(`radiograph: "${radiograph.text}" on ${radiograph.path} reads as cone beam (likely)`, () => {
          expect(detect(page(radiograph.path, radiograph.text)).status).toBe("likely");
        });
      if (bareCt)
        it(`bare CT: "${bareCt.text}" is likely, but not on a site whose own equipment is 2D`, () => {
          expect(detect(page("/", bareCt.text)).status).toBe("likely");
          const twoD = detect([page("/", bareCt.text), page(bareCt.equipment.path, bareCt.equipment.text)]);
          expect(twoD.status).toBe("uncertain");
        });
    });
  }
});

describe("West European language packs: words that are not the practice's voice", () => {
  it("'our teeth / our body' of people in general is no first person (Spanish, Portuguese, French, German, Dutch, Swedish)", () => {
    const general: [string, string][] = [
      ["/tratamientos/", "El CBCT muestra nuestros dientes y huesos en tres dimensiones."],
      ["/tratamentos/", "A CBCT mostra os nossos dentes e ossos em três dimensões."],
      ["/soins/", "Le CBCT montre notre bouche et les os en trois dimensions."],
      ["/leistungen/", "Die CBCT zeigt unsere Zähne und Knochen dreidimensional."],
      ["/behandelingen/", "De CBCT toont onze tanden en het kaakbot in drie dimensies."],
      ["/behandlingar/", "CBCT visar våra tänder och käkben i tre dimensioner."],
    ];
    for (const [path, text] of general) expect(detect(page(path, text)).status, text).toBe("uncertain");
  });

  it("Italian 'vi' (you) and 'nostri denti' are not 'we': only 'noi' and the practice's verbs are", () => {
    expect(detect(page("/prestazioni/", "La CBCT vi mostra l'osso in tre dimensioni.")).status).toBe("uncertain");
    expect(detect(page("/prestazioni/", "La CBCT mostra i nostri denti in tre dimensioni.")).status).toBe("uncertain");
    expect(detect(page("/prestazioni/", "Siamo convinti che la CBCT renda l'impianto sicuro.")).status).toBe("likely");
  });
});

/**
 * Third part of the packs (radiographicWords, intraoralWords, panoramic), per language:
 * - threeD: the language's 3D x-ray term on a services page among the language's radiographic words (roots, nerve
 *   canal, sinus: none of them an English word three-d-kind.ts knows) reads as cone beam (likely); the same term among
 *   the language's intraoral words (impression, crowns, veneers) is an intraoral scan (not_detected).
 * - panoramic: the language's bare CT, offered on a site whose only named unit is the 2D panoramic in the language,
 *   stays below likely; the same site naming a cone beam unit beside the panoramic is not downgraded.
 * Without the field, the first of each pair differs (checked by emptying each field once). German says
 * "dreidimensionale Röntgenaufnahme" and Swedish and Finnish the unaccented "3D-rontgen..." their packs also read: the
 * Hungarian and Estonian packs read every "3D-röntgen..." as a cone beam outright (tier A), whatever the words around.
 */
type ThirdPart = {
  path: string;
  radiographic: string;
  intraoral: string;
  bareCt: string;
  equipmentPath: string;
  panoramicOnly: string;
  withConeBeam: string;
};
const THIRD_PART: Record<string, ThirdPart> = {
  Italian: {
    path: "/strumentazione/",
    radiographic: "Radiografia 3D dei denti: mostra le radici, il nervo alveolare e il seno mascellare.",
    intraoral: "Radiografia 3D dei denti per l'impronta digitale, le corone e gli allineatori.",
    bareCt: "Usiamo la TC per studiare i denti e l'osso prima dell'impianto.",
    equipmentPath: "/attrezzature/",
    panoramicOnly: "La nostra attrezzatura: un ortopantomografo digitale per la radiografia panoramica.",
    withConeBeam: "La nostra attrezzatura: un ortopantomografo digitale e un tomografo cone beam.",
  },
  Spanish: {
    path: "/equipamiento/",
    radiographic: "Radiografía 3D dental: muestra las raíces, el nervio dentario y los senos maxilares.",
    intraoral: "Radiografía 3D dental para la impresión digital, las coronas y los alineadores.",
    bareCt: "Ofrecemos la tomografía para estudiar los dientes y el hueso antes del implante.",
    equipmentPath: "/instalaciones/",
    panoramicOnly: "En la clínica: una radiografía panorámica digital y la telerradiografía.",
    withConeBeam: "En la clínica: una radiografía panorámica digital y el tomógrafo de haz cónico.",
  },
  Portuguese: {
    path: "/equipamento/",
    radiographic: "Radiografia 3D dentária: mostra as raízes, o canal mandibular e os seios maxilares.",
    intraoral: "Radiografia 3D dentária para a moldagem digital, as coroas e os alinhadores.",
    bareCt: "Oferecemos a tomografia para estudar os dentes e o osso antes do implante.",
    equipmentPath: "/equipamentos/",
    panoramicOnly: "Na clínica: radiografia panorâmica digital.",
    withConeBeam: "Na clínica: radiografia panorâmica digital e tomografia de feixe cônico.",
  },
  French: {
    path: "/plateau-technique/",
    radiographic: "Radiographie 3D dentaire : elle montre les racines, le canal mandibulaire et les kystes.",
    intraoral: "Radiographie 3D dentaire pour l'empreinte numérique, les couronnes et les facettes.",
    bareCt: "Nous proposons la tomodensitométrie des mâchoires avant l'implant.",
    equipmentPath: "/equipements/",
    panoramicOnly: "Au cabinet : une radio panoramique dentaire et la téléradiographie.",
    withConeBeam: "Au cabinet : une radio panoramique dentaire et un cône beam.",
  },
  German: {
    path: "/praxisausstattung/",
    radiographic: "Dreidimensionale Röntgenaufnahme: sie zeigt Kieferknochen, Nervkanal und Kieferhöhle.",
    intraoral: "Dreidimensionale Röntgenaufnahme für den Abdruck, die Zahnkronen und die Schienen.",
    bareCt: "Wir bieten die Computertomographie für Zähne und Kiefer an.",
    equipmentPath: "/ausstattung/",
    panoramicOnly: "In der Praxis: ein digitales Panoramaröntgengerät und das Fernröntgen.",
    withConeBeam: "In der Praxis: ein digitales Panoramaröntgengerät und ein Kegelstrahl-CT.",
  },
  Dutch: {
    path: "/apparatuur/",
    radiographic: "Een 3D-opname van de kaak toont de wortels, het zenuwkanaal en de kaakholte.",
    intraoral: "Een 3D-scan van uw kaak voor de digitale afdruk, de kronen en de facings.",
    bareCt: "Wij bieden een CT-onderzoek van de kaak aan.",
    equipmentPath: "/apparatuur/",
    panoramicOnly: "In de praktijk: een digitale panoramafoto en een schedelfoto.",
    withConeBeam: "In de praktijk: een digitale panoramafoto en een kegelstraal-CT.",
  },
  Swedish: {
    path: "/utrustning/",
    radiographic: "3D-rontgenbild visar rötter, nervkanalen och käkhålan.",
    intraoral: "3D-rontgenbild för digitala avtryck, tandkronor och skalfasader.",
    bareCt: "Vi erbjuder datortomografi av tänder och käke.",
    equipmentPath: "/priser/",
    panoramicOnly: "På kliniken: panoramaröntgen och kefalostat.",
    withConeBeam: "På kliniken: panoramaröntgen och konstråle-CT.",
  },
  Norwegian: {
    path: "/utstyr/",
    radiographic: "3D-røntgenbilde: viser røtter, nervekanalen og kjevehulen.",
    intraoral: "3D-røntgenbilde for digitale avtrykk, tannkroner og skallfasetter.",
    bareCt: "Vi tilbyr computertomografi av tenner og kjeve.",
    equipmentPath: "/utstyr/",
    panoramicOnly: "På klinikken: panoramarøntgen og digitale bilder.",
    withConeBeam: "På klinikken: panoramarøntgen og kjeve-CT.",
  },
  Danish: {
    path: "/udstyr/",
    radiographic: "3D-røntgenbillede: viser rødder, nervekanalen og kæbehulen.",
    intraoral: "3D-røntgenbillede til digitale aftryk, tandkroner og porcelænsfacader.",
    bareCt: "Vi tilbyder computertomografi af tænder og kæbe.",
    equipmentPath: "/udstyr/",
    panoramicOnly: "I klinikken: panoramarøntgen og digitale billeder.",
    withConeBeam: "I klinikken: panoramarøntgen og keglestråle-CT.",
  },
  Finnish: {
    path: "/laitteet/",
    radiographic: "3D-rontgenkuva näyttää juuret, hermokanavan ja poskiontelon.",
    intraoral: "3D-rontgenkuva jäljennöksen, hammaskruunujen ja laminaattien suunnitteluun.",
    bareCt: "Tarjoamme CT-kuvauksen hampaista ja leuasta.",
    equipmentPath: "/laitteet/",
    panoramicOnly: "Klinikalla: panoraamakuvaus ja kefalostaatti.",
    withConeBeam: "Klinikalla: panoraamakuvaus ja kartiokeilatutkimus.",
  },
};

describe("West European language packs: radiographic and intraoral 3D words, 2D panoramic units", () => {
  for (const [language, c] of Object.entries(THIRD_PART)) {
    describe(language, () => {
      it(`radiographic: "${c.radiographic}" on ${c.path} reads as cone beam (likely)`, () => {
        expect(detect(page(c.path, c.radiographic)).status).toBe("likely");
      });
      it(`intraoral: "${c.intraoral}" on ${c.path} is an intraoral scan (not_detected)`, () => {
        expect(detect(page(c.path, c.intraoral)).status).toBe("not_detected");
      });
      it(`panoramic: "${c.bareCt}" stays below likely beside "${c.panoramicOnly}", not beside a cone beam`, () => {
        expect(detect(page("/", c.bareCt)).status).toBe("likely");
        const twoD = detect([page("/", c.bareCt), page(c.equipmentPath, c.panoramicOnly)]);
        expect(twoD.status).toBe("uncertain");
        expect(twoD.signals.lookAlikes.some((n) => n.startsWith("Panoramic x-ray ["))).toBe(true);
        const coneBeam = detect([page("/", c.bareCt), page(c.equipmentPath, c.withConeBeam)]);
        expect(coneBeam.status).not.toBe("uncertain");
        expect(coneBeam.status).not.toBe("not_detected");
      });
    });
  }

  it("the panoramic words never take the tomography words, nor the reverse", () => {
    // A tomography alone names no panoramic unit...
    for (const text of [
      "Offriamo la tomografia dei denti e dell'osso.",
      "Ofrecemos la tomografía de los dientes y el hueso.",
      "Wir bieten die Computertomographie für Zähne und Kiefer an.",
      "Vi erbjuder datortomografi av tänder och käke.",
      "Tarjoamme tietokonetomografian hampaista ja leuasta.",
    ]) {
      expect(detect(page("/", text)).signals.lookAlikes, text).toEqual([]);
    }
    // ...and a panoramic unit is no tomography: "ortopantomografia", "panoraamatomografia" detect nothing.
    for (const text of [
      "Eseguiamo l'ortopantomografia dei denti e dell'osso.",
      "Realizamos la ortopantomografía de los dientes y el hueso.",
      "Vi gör ortopantomografi av tänder och käke.",
      "Teemme panoraamatomografian hampaista ja leuasta.",
    ]) {
      const result = detect(page("/", text));
      expect(result.status, text).toBe("not_detected");
      expect(result.signals.lookAlikes.length, text).toBeGreaterThan(0);
    }
  });
});
