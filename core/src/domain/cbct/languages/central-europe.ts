import type { LanguagePack } from "./types.ts";

/**
 * Central and eastern European languages written in Latin script: Polish, Czech, Slovak, Hungarian, Croatian /
 * Serbian (Latin) / Bosnian, Slovenian, Romanian, Lithuanian, Latvian, Estonian and Albanian. Written from the
 * languages and from how dental practice websites in them are worded (types.ts), not from any page of the data.
 *
 * Already in cues.ts and not repeated here: "CT vyšetření", "badanie CT", "CT vizsgálat", "CT pregled", "snimanje CT"
 * (CT scan, other languages), the dental words "zub", "zubn", "čelist", "szczęk", "zęb", "ząb", "kość", "implantát",
 * and the path words "uslugi", "usluge", "oferta", "sluzby", "diagnostik", "technolog", "radiolog", "tratament".
 *
 * Regexes run with "gi" and no "u": `\b` knows only ASCII letters, so each language names its letters (PL, CS...) and
 * words that start or end with one of the others use look-arounds. Every quantifier is bounded. Loose cues carry
 * `near`. Packs cannot add turnaround or generic-practice cues, so cues that a "without" or an "if a clinic" would turn
 * around carry their own look-behinds (NOT_* and GENERIC_* below); the practice saying it has no unit or does not take
 * the scan is each pack's `negation`.
 */

/** Polish letters. */
const PL = "[a-ząćęłńóśźż]";
/** Czech letters. */
const CS = "[a-záčďéěíňóřšťúůýž]";
/** Slovak letters. */
const SK = "[a-záäčďéíĺľňóôŕšťúýž]";
/** Hungarian letters. */
const HU = "[a-záéíóöőúüű]";
/** Croatian, Serbian (Latin) and Bosnian letters. */
const HR = "[a-zčćđšž]";
/** Slovenian letters. */
const SL = "[a-zčšž]";
/** Romanian letters (comma and cedilla forms; many sites drop the diacritics altogether). */
const RO = "[a-zăâîșşțţ]";
/** Lithuanian letters. */
const LT = "[a-ząčęėįšųūž]";
/** Latvian letters. */
const LV = "[a-zāčēģīķļņšūž]";
/** Estonian letters. */
const ET = "[a-zäöõüšž]";
/** Albanian letters. */
const SQ = "[a-zçë]";

/** Word boundaries for each language's letters: `\b` sees only ASCII, so "kínálunk" would hold a word "nálunk". */
const start = (letters: string) => `(?<![0-9${letters.slice(1, -1)}])`;
const end = (letters: string) => `(?![0-9${letters.slice(1, -1)}])`;
const PL_S = start(PL);
const PL_E = end(PL);
const CS_S = start(CS);
const CS_E = end(CS);
const SK_S = start(SK);
const SK_E = end(SK);
const HU_S = start(HU);
const HU_E = end(HU);
const HR_S = start(HR);
const HR_E = end(HR);
const SL_S = start(SL);
const SL_E = end(SL);
const RO_S = start(RO);
const RO_E = end(RO);
const LT_S = start(LT);
const LT_E = end(LT);
const LV_S = start(LV);
const LV_E = end(LV);
const ET_S = start(ET);
const ET_E = end(ET);
const SQ_S = start(SQ);
const SQ_E = end(SQ);

/**
 * A 2D panoramic / cephalometric word of the language, never one said "3D" / "CBCT" / "CT" right beside it (a combined
 * unit is a cone beam): the `panoramic` look-alike (types.ts).
 */
const pano = (source: string, letters: string) =>
  String.raw`(?<!(?:3d|cbct|ct)[\s/-]{1,3})${start(letters)}(?:${source})${end(letters)}(?![\s/-]{1,3}(?:3d|cbct|ct)(?![a-z0-9]))`;

/**
 * A first-person word stands alone among the letters of every Latin-script language (Turkish "kemiği" holds no Albanian
 * "kemi", Vietnamese "Nam" no "nam"): Latin-1, Latin Extended-A/B and the Vietnamese letters, beyond the pack's own.
 */
const LATIN = String.raw`a-z0-9\u00df-\u024f\u1e00-\u1eff`;
const word = (source: string) => String.raw`(?<![${LATIN}])(?:${source})(?![${LATIN}])`;

/**
 * After a place, exposure or use cue: its clause (before or after the cue) names 2D / intraoral imaging (panoramic,
 * bitewing, ceph, an intraoral scanner) and none of the 3D words, so the cue speaks about that imaging (cues.ts
 * OTHER_IMAGING, which does this for English, reads English words only).
 */
const notOnly2d = (twoD: string, threeD: string, letters: string) =>
  String.raw`(?!(?:(?<=(?:${twoD})[^,.;:\n]{0,80})|(?=[^,.;:\n]{0,80}(?:${twoD})))(?<!${start(letters)}(?:${threeD})[^,.;:\n]{0,80})(?![^,.;:\n]{0,80}${start(letters)}(?:${threeD})))`;

/**
 * A look-behind, placed at the end of a pattern (so it runs only where the pattern matched, not at every position of a
 * page), that refuses the match when one of `words` stands before it in the same sentence, up to 120 characters
 * before the match's end.
 */
const notAfter = (words: string, letters: string) =>
  String.raw`(?<!(?:^|[^a-z${letters.slice(4, -1)}])(?:${words})(?!${letters})[^.\n]{0,120})`;

// --- Polish ------------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Polish. */
const ONLY_2D_PL = notOnly2d(
  "pantomogra|panoramiczn|punktow|zębow|skrzydłow|cefalometr|wewnątrzustn|skaner|radiowizjogra",
  "tomogra|cbct|3d|stożk|wolumetr",
  PL,
);
/** "not needed / without / instead of" before a referral: "bez konieczności wizyty w pracowni" is a place claim. */
const NOT_PL = notAfter(
  "bez|nie trzeba|nie musisz|nie muszą|nie musi|zamiast|nie ma potrzeby|nie ma konieczności|oszczędza|unikasz",
  PL,
);
/** "if a clinic has", "every/many offices": the cue does not speak for this practice. */
const GENERIC_PL = notAfter(
  "jeśli|jeżeli|gdy|o ile|czy|każd[a-ząćęłńóśźż]{1,3}|wiel[a-ząćęłńóśźż]{1,3}|niektór[a-ząćęłńóśźż]{1,3}|coraz więcej",
  PL,
);

const POLISH: LanguagePack = {
  language: "pl",
  terms: [
    // Tier A, cone beam: "tomografia stożkowa", "tomografia (komputerowa) wiązki stożkowej", "stożkowa tomografia".
    {
      name: "cone beam (Polish)",
      tier: "A",
      pattern: String.raw`${PL_S}tomogra(?:fi|f)${PL}{0,4} (?:komputerow${PL}{1,3} )?(?:(?:z |ze )?(?:wiązk${PL}{1,3}|wiązką) )?stożkow${PL}{0,3}|${PL_S}stożkow${PL}{1,3} (?:tomogra${PL}{0,6}|wiązk${PL}{1,3} (?:promieniowania )?(?:rtg|rentgenowsk))`,
      keys: [],
    },
    // Tier A, dental / 3D / volume CT: "tomografia 3D", "tomografia komputerowa zębów", "tomograf stomatologiczny",
    // "cyfrowa tomografia wolumetryczna", "pantomograf z funkcją 3D".
    {
      name: "dental CT (Polish)",
      tier: "A",
      pattern: String.raw`${PL_S}tomogra(?:fi|f)${PL}{0,4} (?:komputerow${PL}{1,3} )?(?:3d|trójwymiarow|stomatologiczn|dentystyczn|zęb(?:ów|ow|a)${PL_E}|wolumetryczn|cbct)|${PL_S}(?:3d|trójwymiarow${PL}{1,3}|stomatologiczn${PL}{1,3}|dentystyczn${PL}{1,3}|wolumetryczn${PL}{1,3}) tomogra(?:fi|f)|${PL_S}pantomograf${PL}{0,3} (?:cyfrow${PL}{1,3} )?(?:z (?:funkcją|opcją|modułem) )?(?:3d|cbct|tomografi)`,
      keys: [],
    },
    // Tier B, a bare tomography / CT exam ("tomografia komputerowa", "tomografię", "zdjęcie CT"): also a hospital
    // scan, so only beside dental words; a bare CT (bareCt) on a site whose own units are 2D stays below likely.
    {
      name: "CT (Polish)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${PL_S}tomogra(?:fi|f)${PL}{0,4}|${PL_S}(?:zdjęci${PL}{0,2}|skan${PL}{0,2}|obraz${PL}{0,2}) (?:ct|tk)${PL_E}\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, the 3D picture by the everyday noun ("zdjęcie 3D szczęki pokazuje kość i nerw"; class "the 3D picture by
    // the language's everyday noun"), only in a sentence about the bone, nerve, sinus or roots: the same words about a
    // smile or a face are a photograph.
    {
      name: "3D picture of the bone (Polish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${PL_S}zdjęci${PL}{0,2} 3d${PL_E}(?=[^.\n]{0,100}?(?:${PL_S}(?:kość|kości|kostn|nerw|zatok|żuchw|korzen|korzeni|torbiel|ósem)))`,
      keys: [],
    },
    // Tier B, a 3D radiograph named outright: "RTG 3D", "zdjęcie rentgenowskie 3D", "trójwymiarowe zdjęcie RTG",
    // "diagnostyka radiologiczna 3D"; among bone / nerve words it reads as cone beam (radiograph).
    {
      name: "3D x-ray (Polish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${PL_S}(?:rtg|rentgen${PL}{0,4}|zdjęci${PL}{0,2} (?:rtg|rentgenowsk${PL}{1,3})|prześwietleni${PL}{0,2}|diagnostyk${PL}{0,2} (?:radiologiczn${PL}{1,3}|rtg)) 3d${PL_E}|${PL_S}3d (?:rtg|rentgen)|${PL_S}trójwymiarow${PL}{1,3} (?:zdjęci${PL}{0,2} )?(?:rtg|rentgen|radiologiczn|obraz${PL}{0,3} (?:rtg|rentgen|radiologiczn))\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, "diagnostyka 3D": 3D diagnostics, which an intraoral scan also is, so no radiograph flag.
    {
      name: "3D diagnostics (Polish)",
      tier: "B",
      pattern: String.raw`${PL_S}diagnostyk${PL}{0,2} 3d${PL_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "w naszym gabinecie / w naszej klinice / w naszym centrum / w naszej pracowni RTG", and the clinic called by
    // the practice's own name ("Aparat CBCT pracuje w gabinecie DentaPlus+ w Turku"), as the English "at {name}".
    {
      name: "place: in our clinic (Polish)",
      pattern: String.raw`(?:${PL_S}w nasz(?:ym|ej|ych) (?:${PL}{1,20} ){0,2}?(?:gabine(?:cie|tach)|klini(?:ce|kach)|centrum|ośrodku|przychodni|placówce|pracowni|poradni|siedzibie)(?!${PL})|${PL_S}w (?:gabinecie|klinice|centrum|ośrodku|przychodni|placówce) {name})${ONLY_2D_PL}${GENERIC_PL}`,
      reach: "sentence",
      near: 120,
    },
    // Place: "na miejscu", "u nas", "bez wychodzenia z gabinetu", "bez konieczności wizyty w innej placówce",
    // "pod jednym dachem", "w jednym miejscu", "podczas jednej wizyty".
    {
      name: "place: on site (Polish)",
      pattern: String.raw`(?:(?:${PL_S}na miejscu${PL_E}|${PL_S}u nas${PL_E}|${PL_S}bez (?:wychodzenia|konieczności (?:wizyty|jeżdżenia|udawania się|wychodzenia|dojazdu)|potrzeby (?:wizyty|jeżdżenia|udawania się|dojazdu))|${PL_S}nie (?:trzeba|musisz|muszą państwo|musi pan) (?:nigdzie )?(?:jechać|jeździć|udawać się|chodzić)|${PL_S}pod jednym dachem${PL_E}|${PL_S}w jednym miejscu${PL_E}|${PL_S}(?:podczas|w trakcie|w czasie|na) jednej wizy(?:ty|cie)${PL_E}))${ONLY_2D_PL}${GENERIC_PL}`,
      reach: "next",
      near: 80,
    },
    // Possession: "dysponujemy / posiadamy / mamy własny / mamy na wyposażeniu" tied to the scanner words.
    {
      name: "possession: we have one (Polish)",
      pattern: String.raw`(?<!${PL_S}nie )${PL_S}(?:dysponujemy|posiadamy|mamy)${PL_E}[^,.;:\n]{0,60}?(?:tomograf|cbct|3d|stożk|wolumetr|aparat|urządzen|pracowni|sprzęt)${GENERIC_PL}`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "nasz gabinet jest wyposażony w", "klinika dysponuje", "na wyposażeniu gabinetu", "{name} posiada".
    {
      name: "possession: our clinic is equipped (Polish)",
      pattern: String.raw`(?:${PL_S}(?:nasz${PL}{0,3} )?(?:gabinet|klinika|centrum|przychodnia|placówka|pracownia|{name}) (?:${PL}{1,15} ){0,2}?(?:posiada|dysponuje|jest wyposażon|wyposażon${PL}{1,2} (?:jest )?w|ma na wyposażeniu)|${PL_S}wyposażon(?:y|a|e|i) (?:jest |są |został${PL}{0,2} )?(?:w|we)${PL_E}|${PL_S}na wyposażeniu (?:nasz${PL}{0,3} |gabinetu|kliniki|centrum|przychodni|pracowni)|${PL_S}wyposażenie (?:nasz${PL}{0,3} )?(?:gabinetu|kliniki|pracowni))${GENERIC_PL}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "nasz (nowoczesny) tomograf", "naszym aparatem 3D", "własny tomograf", "własna pracownia RTG".
    {
      name: "possession: our scanner (Polish)",
      pattern: String.raw`${PL_S}(?:nasz${PL}{0,4}|własn${PL}{1,3}) (?:${PL}{1,20} ){0,2}?(?:tomograf|(?:aparat|urządzeni|sprzęt)${PL}{0,3} (?:${PL}{1,20} )?(?:3d|cbct|tomograf|do tomografii)|pracowni${PL}{0,2} (?:rtg|radiologiczn|rentgenowsk|tomografii))`,
      reach: "sentence",
      near: 60,
    },
    // Exposure: "wykonujemy zdjęcia / badanie", "badanie wykonamy", "zrobimy tomografię", "prosimy o pozostanie w bezruchu".
    {
      name: "exposure: we take the scan (Polish)",
      pattern: String.raw`(?:(?<!${PL_S}nie )${PL_S}(?:wykonujemy|wykonamy|wykonam|robimy|zrobimy|przeprowadzamy|przeprowadzimy)${PL_E} (?:${PL}{1,15} ){0,3}?(?:badani|zdjęci|tomografi|skan|cbct|rtg|prześwietleni|diagnostyk|ct${PL_E}|tk${PL_E})|(?<!(?:pantomogra|panoramiczn|punktow|zębow|skrzydłow|cefalometr|wewnątrzustn)${PL}{0,8} )${PL_S}(?:badani${PL}{0,2}|zdjęci${PL}{0,2}|tomografi${PL}{0,2}|cbct|skan${PL}{0,2})(?! (?:rtg )?(?:pantomogra|panoramiczn|punktow|zębow|skrzydłow|cefalometr|wewnątrzustn)) (?:${PL}{1,15} ){0,3}?(?<!${PL_S}nie )(?:wykonujemy|wykonamy|zrobimy|przeprowadzamy|przeprowadzimy)${PL_E}|${PL_S}(?:poprosimy|prosimy) (?:${PL}{1,15} ){0,3}?o (?:pozostanie|niezmienianie|nieruszanie|zdjęcie (?:biżuterii|okularów|kolczyków|protez)))${ONLY_2D_PL}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "zakupiliśmy / zainstalowaliśmy / wzbogaciliśmy się o / zainwestowaliśmy w", "gabinet wzbogacił się o".
    {
      name: "acquisition: we installed one (Polish)",
      pattern: String.raw`${PL_S}(?:zakupiliśmy|kupiliśmy|zainstalowaliśmy|zainwestowaliśmy w|wzbogaciliśmy|uruchomiliśmy|otworzyliśmy|wprowadziliśmy)(?!${PL})|${PL_S}(?:gabinet|klinika|centrum|przychodnia|pracownia) (?:${PL}{1,15} )?wzbogacił${PL}{0,1} się o|${PL_S}nowy nabytek${PL_E}|${PL_S}od (?:niedawna|teraz) (?:posiadamy|dysponujemy|mamy)${PL_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer in the clinic's voice: "stosujemy / używamy / wykorzystujemy / korzystamy z / pracujemy na".
    {
      name: "use: we use it (Polish)",
      pattern: String.raw`(?:(?<!${PL_S}nie )${PL_S}(?:stosujemy|używamy|wykorzystujemy|korzystamy z|posługujemy się|pracujemy (?:na|z|w oparciu o)|opieramy się na|bazujemy na)(?!${PL}))${ONLY_2D_PL}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Offer: "oferujemy / proponujemy / zapewniamy / świadczymy", "w naszej ofercie", "nasza oferta obejmuje".
    {
      name: "offer: we offer it (Polish)",
      pattern: String.raw`(?:(?<!${PL_S}nie )${PL_S}(?:oferujemy|proponujemy|zapewniamy|świadczymy|umożliwiamy)${PL_E}|${PL_S}w (?:naszej |swojej )?ofercie${PL_E}|${PL_S}nasza oferta${PL_E}|${PL_S}zapraszamy na (?:badani|tomografi|zdjęci))${ONLY_2D_PL}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "pozwala nam / umożliwia nam / pomaga nam" (it lets us), "w naszej praktyce"; not in a question.
    {
      name: "use: it lets us see (Polish)",
      pattern: String.raw`${PL_S}(?:pozwala|umożliwia|daje|pomaga) nam${PL_E}(?![^.\n?]{0,120}\?)|${PL_S}w naszej praktyce${PL_E}`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "kierujemy pacjentów na badanie", "skierowanie na tomografię", "zlecamy wykonanie tomografii".
    {
      name: "refers patients out (Polish)",
      pattern: String.raw`(?:${PL_S}(?:kierujemy|skierujemy|wysyłamy|odsyłamy) (?:${PL}{1,15} ){0,2}?(?:na|do)${PL_E}(?! nas${PL_E}| naszej| naszego)|(?<!(?:podstawie|bez|z) )${PL_S}skierowani${PL}{0,2} (?:na|do) (?:badani|tomografi|zdjęci|cbct|ct${PL_E}|tk${PL_E}|pracowni)(?![^.\n]{0,30}nie jest)|${PL_S}zlecamy (?:wykonanie )?(?:badani|tomografi|zdjęci|cbct))${NOT_PL}`,
      reach: "next",
    },
    // Referral: "w zewnętrznej / zaprzyjaźnionej / partnerskiej pracowni radiologicznej", "do pracowni RTG",
    // "w centrum diagnostycznym", "w szpitalu", "gabinet partnerski", "współpracujemy z pracownią".
    {
      name: "imaging centre (Polish)",
      pattern: String.raw`(?:${PL_S}w (?:zewnętrznej|zaprzyjaźnionej|partnerskiej|współpracującej|innej|specjalistycznej|najbliższej|pobliskiej|wskazanej) (?:${PL}{1,15} )?(?:pracowni|placówce|klinice|przychodni)|(?<!zapraszamy )${PL_S}do (?:zewnętrznej |zaprzyjaźnionej |partnerskiej |specjalistycznej )?pracowni (?:rtg|radiologicznej|rentgenowskiej|diagnostycznej|tomografii|tomograficznej)|${PL_S}w (?:centrum|ośrodku) (?:diagnostyki|diagnostycznym|radiologicznym|obrazowania|tomografii)|${PL_S}w szpitalu${PL_E}|${PL_S}(?:gabine(?:t|cie)|klini(?:ka|ce|ki)|placówk${PL}{1,2}|pracowni${PL}{0,2}|ośrod${PL}{1,3}) partnersk|${PL_S}partnersk${PL}{1,3} (?:gabine|klini|placów|pracowni|ośrod|centrum)|${PL_S}współpracujemy z (?:${PL}{1,15} )?(?:pracowni|centrum|ośrodkiem|kliniką|placówką|gabinetem))(?![^.\n]{0,30}nasz)${NOT_PL}`,
      reach: "next",
    },
    // The scan comes from elsewhere: "prosimy przynieść wynik / płytę z badaniem", "z wcześniej wykonanym badaniem".
    {
      name: "the scan comes from elsewhere (Polish)",
      pattern: String.raw`${PL_S}(?:przynieś|przynieść|przynieśc|zabierz|zabrać|zabrac)${PL}{0,2} (?:ze sobą )?(?:${PL}{1,15} ){0,2}?(?:wynik|płyt|zdjęci|badani|tomografi|skan|opis)|${PL_S}z (?:wcześniej|uprzednio|już) wykonan${PL}{1,3} (?:badani|zdjęci|tomografi)`,
      reach: "sentence",
    },
  ],
  // The practice's "we / our / us": "nasz, nasza, naszego, naszym...", "nami", and the first-person plural verbs a
  // practice writes ("oferujemy", "zakupiliśmy", "zapraszamy", "możemy"). Not "my" (English) and not "nas" / "nam"
  // (Portuguese "nas", Vietnamese "Nam"); no bare -amy / -emy ending ("programy", "problemy" are nouns).
  firstPerson: word(
    String.raw`${PL_S}(?:nasz(?:a|e|ego|ej|emu|ym|ą|ych|ymi)?|nami|jesteśmy|będziemy|możemy|mamy|posiadamy|zapraszamy|zapewniamy|używamy|korzystamy|przeprowadzamy|udostępniamy|wykonamy|robimy|zrobimy|leczymy|prosimy|polecamy|pomagamy|widzimy|dbamy|${PL}{2,20}(?:ujemy|liśmy|łyśmy))${PL_E}`,
  ),
  negation: [
    // Negation: "nie posiadamy / nie dysponujemy / nie mamy (jeszcze) tomografu / aparatu / pracowni" (we have no unit).
    {
      name: "we do not have one (Polish)",
      pattern: String.raw`${PL_S}nie (?:posiadamy|dysponujemy|mamy)${PL_E}(?! (?:potrzeby|konieczności)) (?:${PL}{1,15} ){0,3}?(?:tomograf|aparat|urządzeni|sprzęt|pracowni|cbct|ct${PL_E}|rtg${PL_E}|możliwości wykonania)${ONLY_2D_PL}`,
      reach: "sentence",
    },
    // Negation: "nie wykonujemy / nie robimy / nie oferujemy (tomografii)"; not "we do nothing without a scan"
    // ("bez"), "no unnecessary scans" ("zbędnych") or "not in pregnancy / for children" (a contraindication).
    {
      name: "we do not take the scan (Polish)",
      pattern: String.raw`${PL_S}nie (?:wykonujemy|robimy|oferujemy|przeprowadzamy)${PL_E}(?! (?:zbędn|niepotrzebn|rutynow|żadn${PL}{1,3} (?:zabieg|leczeni)))(?![^,.;:\n]{0,60}${PL_S}bez${PL_E})(?![^.;\n]{0,80}(?:ciąż|dzieci))${ONLY_2D_PL}`,
      reach: "sentence",
    },
    // Negation: "badanie nie jest wykonywane / dostępne w naszym gabinecie / na miejscu / u nas", "gabinet nie jest
    // wyposażony w tomograf".
    {
      name: "not available here (Polish)",
      pattern: String.raw`${PL_S}nie (?:jest|są) (?:(?:wykonywan|dostępn|oferowan)${PL}{1,3} (?:w nasz|na miejscu|u nas)|wyposażon)`,
      reach: "sentence",
    },
  ],
  // Article sections as Polish slugs write them: news, articles, advice, knowledge base, questions.
  articlePath: [
    "aktualnosci",
    "artykuly",
    "artykul",
    "wiadomosci",
    "nowosci",
    "porady",
    "poradnik",
    "baza-wiedzy",
    "wiedza",
    "ciekawostki",
    "publikacje",
    "pytania",
    "pytania-i-odpowiedzi",
    "czeste-pytania",
    "najczesciej-zadawane-pytania",
  ],
  // Equipment / technology sections: "wyposażenie", "sprzęt", "technologie", "nasze wyposażenie".
  technologyPath: [
    "wyposazenie",
    "nasze-wyposazenie",
    "sprzet",
    "nasz-sprzet",
    "technologie",
    "technologia",
    "nowoczesne-technologie",
    "nasze-technologie",
  ],
  // Services, diagnostics, price list, equipment sections, as Polish slugs write them.
  servicePath: ["diagnostyka", "cennik", "pracownia", "zabiegi", "sprzet", "wyposazenie"],
  // Headings of those sections: "Nasze usługi", "Oferta", "Cennik", "Diagnostyka", "Technologie", "Wyposażenie".
  serviceHeading: String.raw`(?:nasze |zakres )?usługi${PL_E}|(?:nasza )?oferta${PL_E}|cennik${PL_E}|diagnostyka${PL_E}|(?:nasze |nowoczesne )?technologie${PL_E}|(?:nasz )?sprzęt${PL_E}|wyposażenie${PL_E}`,
  // Dental words beyond those already in cues.ts (zęb, ząb, szczęk, kość).
  dentalContext: String.raw`stomatolog|dentyst|implant|żuchw|kanałow|korzeni|zatok|nerw|kości|kostn|ósemk|ortodon|endodon|periodon|przyzęb|jam[ay] ustn|zgryz|protety`,
  // Radiographic (what only an x-ray shows or is planned from): bone, jaw bone, nerve and its canal, sinus, root and
  // root canal, wisdom / impacted tooth, cyst, implant planning, dose, radiation, x-ray, tomography.
  radiographicWords: String.raw`${PL_S}(?:ko(?:ść|ści|ścią|śćmi)|kostn${PL}{1,4}|nerw${PL}{0,4}|kana(?:ł|łu|łem|le|ły|łów) (?:nerw|żuchw|korzen)${PL}{0,5}|zatok${PL}{1,3}|korze(?:ń|nia|niem|nie|ni|niach)|korzeniow${PL}{1,3}|zęb(?:y|a|ów)? mądrości|ósemk${PL}{1,3}|zatrzyman${PL}{1,3}|torbiel${PL}{0,3}|planowani${PL}{1,2} (?:leczenia )?implant${PL}{0,5}|dawk${PL}{1,3}|promieniowani${PL}{1,2}|rtg|rentgen${PL}{0,6}|tomogra${PL}{1,6})${PL_E}`,
  // Intraoral (what an intraoral scanner, CAD/CAM or aligner makes): impression, intraoral scan, scan of the teeth,
  // aligners / clear trays, crowns, veneers, smile design, 3D print, milling.
  intraoralWords: String.raw`${PL_S}(?:wycisk${PL}{0,3}|wewnątrzustn${PL}{1,4}|skan(?:owanie|u|y|em)? (?:zębów|jamy ustnej|uzębienia)|nakład(?:ka|ki|kami|ek|kach)|alignery?|korona|korony|koronę|koroną|koron|koronach|koronami|licówk${PL}{1,3}|licówek|projekt${PL}{0,2} uśmiechu|(?:wy)?druk${PL}{0,3} 3d|frezowan${PL}{1,4})${PL_E}`,
  // Panoramic (the 2D panoramic / cephalometric unit and its image): pantomograf, pantomogram, zdjęcie
  // pantomograficzne / panoramiczne, OPG, cefalometria (never "tomografia", which has no "pan" before it).
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${PL}{1,8}|(?:zdjęci${PL}{0,2}|rtg|rentgen${PL}{0,4}) panoramiczn${PL}{1,3}|panoramiczn${PL}{1,3} (?:zdjęci${PL}{0,2}|rtg|rentgen${PL}{0,4})|opg|cefalometr${PL}{0,6}|telerentgen${PL}{0,6}`,
    PL,
  ),
  panoramicExamples: ["pantomograf", "pantomogram", "zdjęcie panoramiczne"],
};

// --- Czech -------------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Czech. */
const ONLY_2D_CS = notOnly2d(
  "panoram|ortopan|intraorál|skener|cefalometr|opg",
  "tomogra|cbct|3d|ct(?![a-z])|kuželov",
  CS,
);
const NOT_CS = notAfter("bez nutnosti|bez potřeby|nemusíte|není nutné|není třeba|místo|namísto|ušetříte", CS);
const GENERIC_CS = notAfter(
  "pokud|jestliže|když|každ[a-záčďéěíňóřšťúůýž]{1,3}|mnoh[a-záčďéěíňóřšťúůýž]{1,3}|někter[a-záčďéěíňóřšťúůýž]{1,3}",
  CS,
);

const CZECH: LanguagePack = {
  language: "cs",
  terms: [
    // Tier A, cone beam / dental / 3D CT: "CT s kuželovým svazkem", "dentální CT", "stomatologické CT", "CT zubů",
    // "3D tomograf", "objemová tomografie". ("3D rentgen" / "RTG 3D" is the tier-B 3D x-ray below: Polish and
    // Lithuanian write the same letters, and a 3D x-ray is read as cone beam only among radiographic words.)
    {
      name: "cone beam / dental CT (Czech)",
      tier: "A",
      pattern: String.raw`${CS_S}kuželov${CS}{1,4} (?:svaz${CS}{1,4}|paprs)|${CS_S}(?:dentální|stomatologick${CS}{1,3}|zubní) (?:3d )?(?:ct|cbct|tomograf)|${CS_S}ct (?:zub(?:ů|u)(?!${CS})|snímek zubů)|${CS_S}3d (?:tomograf|ct snímek)|${CS_S}(?:objemov|volumetrick)${CS}{1,3} tomografi`,
      keys: [],
    },
    // Tier B, a bare (computed) tomography or CT image: "počítačová tomografie", "CT snímek", "snímek z CT".
    {
      name: "CT (Czech)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${CS_S}(?:počítačov${CS}{1,3} )?tomografi${CS}{0,3}|${CS_S}ct[\s-](?:snímk|snímek|přístroj)|${CS_S}sním${CS}{1,3} (?:z )?ct${CS_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "trojrozměrný rentgenový snímek", "trojrozměrné RTG".
    {
      name: "3D x-ray (Czech)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${CS_S}trojrozměrn${CS}{1,3} (?:rentgen|rtg)${CS}{0,6}|${CS_S}3d[\s-](?:rentgen|röntgen|rtg)${CS}{0,6}|${CS_S}(?:rentgen${CS}{0,3}|röntgen${CS}{0,3}|rtg|snímek|snímky|snímk${CS}{1,2}) 3d${CS_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "v naší ordinaci / klinice", "v našem centru / zařízení", "přímo u nás", "na místě", "bez nutnosti
    // návštěvy jiného pracoviště", "pod jednou střechou".
    {
      name: "place: in our clinic (Czech)",
      pattern: String.raw`(?:(?:${CS_S}v na(?:ší|šem|šich) (?:${CS}{1,20} ){0,2}?(?:ordinac(?:i|ích)|klinice|centru|zařízení|ambulanci|pracovišti)(?!${CS})|${CS_S}(?:přímo )?na místě${CS_E}|${CS_S}přímo (?:u nás|v ordinaci|v klinice)|${CS_S}u nás${CS_E}|${CS_S}bez nutnosti (?:návštěvy|cestovat|dojíždět|docházet|odcházet)|${CS_S}nemusíte (?:nikam )?(?:jezdit|chodit|cestovat|dojíždět)|${CS_S}pod jednou střechou${CS_E}|${CS_S}během jedné návštěvy${CS_E}))${ONLY_2D_CS}${GENERIC_CS}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "disponujeme", "máme vlastní / k dispozici", "ordinace je vybavena", "náš nový přístroj", "vlastní CT".
    {
      name: "possession: we have one (Czech)",
      pattern: String.raw`${CS_S}(?:disponujeme|máme (?:vlastní|nový|nové|moderní|k dispozici|ve vybavení)|vlastní${CS}{0,2} (?:${CS}{1,20} ){0,2}?(?:ct|cbct|rentgen|rtg|tomograf|přístroj)|na(?:š|še|šeho|šem|ším|ši) (?:${CS}{1,20} ){0,2}?(?:ct|cbct|tomograf|přístroj|rentgen)|(?:ordinace|klinika|centrum|pracoviště|{name}) (?:${CS}{1,15} ){0,2}?(?:disponuje|je vybaven|vlastní)|vybaven${CS}{1,2} (?:${CS}{1,20} ){0,3}?(?:ct|cbct|3d|tomograf|přístroj|rentgen))${GENERIC_CS}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "provádíme / zhotovíme / pořídíme snímek", "CT vyšetření provádíme", "děláme 3D snímky".
    {
      name: "exposure: we take the scan (Czech)",
      pattern: String.raw`(?:${CS_S}(?:provádíme|provedeme|zhotovíme|zhotovujeme|pořídíme|pořizujeme|děláme|uděláme)${CS_E} (?:${CS}{1,15} ){0,3}?(?:sním|vyšetř|ct${CS_E}|cbct|rtg|rentgen|3d)|(?<!(?:panoram|ortopan|intraorál|opg|zubní|skusov)${CS}{0,10} )${CS_S}(?:snímek|snímky|vyšetření|ct|cbct) (?:${CS}{1,15} ){0,2}?(?:provádíme|provedeme|zhotovíme|pořídíme)${CS_E})${ONLY_2D_CS}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "pořídili jsme", "zakoupili jsme", "nainstalovali jsme", "investovali jsme do", "rozšířili jsme".
    {
      name: "acquisition: we installed one (Czech)",
      pattern: String.raw`${CS_S}(?:pořídili|zakoupili|koupili|nainstalovali|instalovali|investovali|rozšířili|zavedli) jsme${CS_E}|${CS_S}nově (?:máme|nabízíme|disponujeme)${CS_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "používáme / využíváme / pracujeme s / nabízíme / poskytujeme", "v naší nabídce".
    {
      name: "use: we use or offer it (Czech)",
      pattern: String.raw`(?:${CS_S}(?:používáme|využíváme|pracujeme s|nabízíme|poskytujeme|umožňujeme)${CS_E}|${CS_S}v (?:naší )?nabídce${CS_E})${ONLY_2D_CS}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "umožňuje nám / dovoluje nám / pomáhá nám" (it lets us); not in a question.
    {
      name: "use: it lets us see (Czech)",
      pattern: String.raw`${CS_S}(?:umožňuje|dovoluje|pomáhá) nám${CS_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "odešleme vás na CT", "žádanka na vyšetření", "v radiologickém centru", "v nemocnici", "spolupracujeme s".
    {
      name: "refers patients out (Czech)",
      pattern: String.raw`(?:${CS_S}(?:odešleme|posíláme|pošleme|odesíláme|doporučíme) (?:${CS}{1,20} ){0,2}?(?:na|do) (?:${CS}{1,20} ){0,2}?(?:ct|cbct|vyšetř|sním|rentgen|rtg|pracoviš|centr|odděl|nemocnic)|(?<!(?:základě|bez) )${CS_S}žádank${CS}{1,2} na${CS_E}|${CS_S}v (?:externím|spolupracujícím|partnerském|specializovaném|nejbližším|jiném) (?:${CS}{1,15} )?(?:pracovišti|centru|zařízení)|${CS_S}(?:na|v) (?:radiologick|rentgenov|diagnostick)${CS}{1,3} (?:pracoviš|centr|odděl)|${CS_S}v nemocnici${CS_E}|${CS_S}spolupracujeme s${CS_E}|${CS_S}partnersk${CS}{1,3} (?:klinik|ordinac|pracoviš|centr)|${CS_S}přineste (?:si )?(?:s sebou )?(?:${CS}{1,20} ){0,2}?(?:sním|cd|vyšetř|ct${CS_E}|zprávu))(?![^.\n]{0,30}naš)${NOT_CS}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "náš, naše, našeho, naší...", "nás, nám, námi", "jsme", and first-person plural
  // verbs ("nabízíme", "máme", "poskytujeme", "můžeme"). Not "my" (English); no bare -eme ending ("extreme", "theme").
  firstPerson: word(
    String.raw`${CS_S}(?:náš|naše|našeho|našemu|našem|naším|naši|naší|našich|našim|našimi|nás|nám|námi|jsme|můžeme|budeme|${CS}{1,20}(?:íme|áme|ujeme))${CS_E}`,
  ),
  negation: [
    // Negation: "nemáme / nedisponujeme / nevlastníme (vlastní) CT / přístroj", "ordinace není vybavena".
    {
      name: "we do not have one (Czech)",
      pattern: String.raw`${CS_S}(?:nemáme|nedisponujeme|nevlastníme)${CS_E} (?:${CS}{1,15} ){0,3}?(?:ct${CS_E}|cbct|tomograf|přístroj|rentgen|rtg|3d)${ONLY_2D_CS}|${CS_S}(?:ordinace|klinika|pracoviště) (?:zatím )?není vybaven`,
      reach: "sentence",
    },
    // Negation: "neprovádíme / nezhotovujeme / nenabízíme (CT vyšetření)"; not "bez" (without), not a
    // contraindication ("u těhotných", "u dětí").
    {
      name: "we do not take the scan (Czech)",
      pattern: String.raw`${CS_S}(?:neprovádíme|nezhotovujeme|nezhotovíme|neděláme|nenabízíme|neposkytujeme)${CS_E}(?![^,.;:\n]{0,60}${CS_S}bez${CS_E})(?![^.;\n]{0,80}(?:těhotn|dět))${ONLY_2D_CS}`,
      reach: "sentence",
    },
  ],
  // Article sections as Czech slugs write them: articles, news, advice, questions, magazine.
  articlePath: [
    "clanky",
    "clanek",
    "aktuality",
    "novinky",
    "zpravy",
    "rady",
    "poradna",
    "otazky",
    "dotazy",
    "casto-kladene-dotazy",
    "casto-kladene-otazky",
    "magazin",
  ],
  // Equipment / technology sections: "vybavení", "přístrojové vybavení", "přístroje", "technologie".
  technologyPath: [
    "vybaveni",
    "nase-vybaveni",
    "pristrojove-vybaveni",
    "pristroje",
    "technologie",
    "moderni-technologie",
  ],
  // Price list, offer, equipment sections.
  // "přístroje" (devices) lists equipment as the technology section does.
  servicePath: ["nabidka", "cenik", "vybaveni", "vykony", "pristroje"],
  // "Služby", "Naše služby", "Nabídka", "Ceník", "Diagnostika", "Vybavení", "Technologie".
  serviceHeading: String.raw`(?:naše )?služby${CS_E}|(?:naše )?nabídka${CS_E}|ceník${CS_E}|diagnostika${CS_E}|(?:naše )?vybavení(?!${CS})|technologie${CS_E}|výkony${CS_E}`,
  // Dental words beyond "zub", "zubn", "čelist", "implantát" in cues.ts.
  dentalContext: String.raw`stomatolog|dásn|kořen|nerv|kost|dutin|endodon|ortodon|parodon|zubař`,
  // Radiographic: bone, jaw bone, nerve and its canal, (maxillary) sinus, root and root canal, wisdom / retained
  // tooth, cyst, implant planning, dose, radiation, x-ray, tomography ("kost" alone is Dutch "costs": left out).
  radiographicWords: String.raw`${CS_S}(?:kosti|kostí|kostní${CS}{0,3}|kostmi|čelistn${CS}{1,3} kost${CS}{0,2}|nerv${CS}{0,4}|čelistn${CS}{1,3} dutin${CS}{0,3}|dutin${CS}{1,3} (?:nosn|čelistn)${CS}{1,3}|kořen${CS}{0,3}|kořenov${CS}{1,3}|zub${CS}{0,3} moudrosti|retinovan${CS}{1,3}|cyst${CS}{1,3}|plánování implant${CS}{0,5}|dávk${CS}{1,3}|zářen${CS}{1,3}|rentgen${CS}{0,6}|rtg|tomograf${CS}{0,5})${CS_E}`,
  // Intraoral: impression, intraoral scan, scan of the teeth, aligners, crowns, veneers, smile design, 3D print, milling.
  intraoralWords: String.raw`${CS_S}(?:otisk${CS}{0,3}|intraorál${CS}{1,4}|sken(?:ování|y|u)? zubů|alignér${CS}{0,3}|korunk${CS}{1,3}|korunek|fazet${CS}{1,3}|design${CS}{0,2} úsměvu|3d tisk${CS}{0,3}|frézován${CS}{1,3})${CS_E}`,
  // Panoramic: ortopantomograf / ortopantomogram, OPG, panoramatický snímek / rentgen, kefalometrie, telerentgen.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${CS}{1,6}|opg|panoramatick${CS}{1,3} (?:snímk${CS}{0,3}|snímek|rentgen${CS}{0,6}|rtg)|[kc]efalometri${CS}{0,3}|telerentgen${CS}{0,6}`,
    CS,
  ),
  panoramicExamples: ["ortopantomograf", "panoramatický snímek"],
};

// --- Slovak ------------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Slovak. */
const ONLY_2D_SK = notOnly2d(
  "panoram|ortopan|intraorál|skener|cefalometr|opg",
  "tomogra|cbct|3d|ct(?![a-z])|kužeľov",
  SK,
);
const NOT_SK = notAfter("bez nutnosti|bez potreby|nemusíte|nie je nutné|nie je potrebné|namiesto|ušetríte", SK);
const GENERIC_SK = notAfter(
  "ak|keď|každ[a-záäčďéíĺľňóôŕšťúýž]{1,3}|mnoh[a-záäčďéíĺľňóôŕšťúýž]{1,3}|niektor[a-záäčďéíĺľňóôŕšťúýž]{1,3}",
  SK,
);

const SLOVAK: LanguagePack = {
  language: "sk",
  terms: [
    // Tier A, cone beam / dental / 3D CT: "CT s kužeľovým zväzkom", "dentálne CT", "stomatologické CT", "CT zubov",
    // "3D röntgen" (English library), "3D rentgen", "objemová tomografia".
    {
      name: "cone beam / dental CT (Slovak)",
      tier: "A",
      pattern: String.raw`${SK_S}kužeľov${SK}{1,4} (?:zväzk${SK}{0,3}|lúč)|${SK_S}(?:dentáln${SK}{1,2}|stomatologick${SK}{1,3}|zubn${SK}{1,2}) (?:3d )?(?:ct|cbct|tomograf)|${SK_S}ct zubov${SK_E}|${SK_S}3d (?:tomograf|ct snímk)|${SK_S}(?:objemov|volumetrick)${SK}{1,3} tomografi`,
      keys: [],
    },
    // Tier B, a bare (computed) tomography or CT image: "počítačová tomografia", "CT snímka", "CT vyšetrenie".
    {
      name: "CT (Slovak)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${SK_S}(?:počítačov${SK}{1,3} )?tomografi${SK}{0,3}|${SK_S}ct[\s-](?:snímk|prístroj)|${SK_S}snímk${SK}{0,2} (?:z )?ct${SK_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "trojrozmerná röntgenová snímka", "trojrozmerné RTG".
    {
      name: "3D x-ray (Slovak)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${SK_S}trojrozmern${SK}{1,3} (?:röntgen|rentgen|rtg)${SK}{0,6}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "v našej ambulancii / klinike", "v našom centre", "priamo na mieste", "u nás", "pod jednou strechou".
    {
      name: "place: in our clinic (Slovak)",
      pattern: String.raw`(?:(?:${SK_S}v naš(?:ej|om|ich) (?:${SK}{1,20} ){0,2}?(?:ambulancii|klinike|centre|zariadení|ordinácii|pracovisku)(?!${SK})|${SK_S}(?:priamo )?na mieste${SK_E}|${SK_S}priamo (?:u nás|v ambulancii|v klinike)|${SK_S}u nás${SK_E}|${SK_S}bez nutnosti (?:návštevy|cestovať|dochádzať)|${SK_S}nemusíte (?:nikam )?(?:chodiť|cestovať|dochádzať)|${SK_S}pod jednou strechou${SK_E}|${SK_S}počas jednej návštevy${SK_E}))${ONLY_2D_SK}${GENERIC_SK}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "disponujeme", "máme vlastný / k dispozícii", "ambulancia je vybavená", "náš nový prístroj".
    {
      name: "possession: we have one (Slovak)",
      pattern: String.raw`${SK_S}(?:disponujeme|máme (?:vlastn|nový|nové|moderný|moderné|k dispozícii|vo vybavení)|vlastn${SK}{1,3} (?:${SK}{1,20} ){0,2}?(?:ct|cbct|röntgen|rtg|tomograf|prístroj)|naš${SK}{0,3} (?:${SK}{1,20} ){0,2}?(?:ct|cbct|tomograf|prístroj|röntgen)|(?:ambulancia|klinika|centrum|pracovisko|{name}) (?:${SK}{1,15} ){0,2}?(?:disponuje|je vybaven)|vybaven${SK}{1,2} (?:${SK}{1,20} ){0,3}?(?:ct|cbct|3d|tomograf|prístroj|röntgen))${GENERIC_SK}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "vykonávame / zhotovíme / urobíme snímku", "CT vyšetrenie vykonávame".
    {
      name: "exposure: we take the scan (Slovak)",
      pattern: String.raw`(?:${SK_S}(?:vykonávame|vykonáme|robíme|urobíme|zhotovíme|zhotovujeme|realizujeme)${SK_E} (?:${SK}{1,15} ){0,3}?(?:sním|vyšetr|ct${SK_E}|cbct|rtg|röntgen|3d)|(?<!(?:panoram|ortopan|intraorál|opg|zubn|zhryzov)${SK}{0,10} )${SK_S}(?:snímk${SK}{0,2}|vyšetrenie|ct|cbct) (?:${SK}{1,15} ){0,2}?(?:vykonávame|vykonáme|zhotovíme|urobíme)${SK_E})${ONLY_2D_SK}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "zakúpili sme", "nainštalovali sme", "investovali sme do", "obstarali sme", "rozšírili sme".
    {
      name: "acquisition: we installed one (Slovak)",
      pattern: String.raw`${SK_S}(?:zakúpili|kúpili|nainštalovali|inštalovali|investovali|obstarali|rozšírili|zaviedli) sme${SK_E}|${SK_S}novo (?:máme|ponúkame|disponujeme)${SK_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "používame / využívame / pracujeme s / ponúkame / poskytujeme", "v našej ponuke".
    {
      name: "use: we use or offer it (Slovak)",
      pattern: String.raw`(?:${SK_S}(?:používame|využívame|pracujeme s|ponúkame|poskytujeme|umožňujeme)${SK_E}|${SK_S}v (?:našej )?ponuke${SK_E})${ONLY_2D_SK}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "umožňuje nám / dovoľuje nám / pomáha nám" (it lets us); not in a question.
    {
      name: "use: it lets us see (Slovak)",
      pattern: String.raw`${SK_S}(?:umožňuje|dovoľuje|pomáha) nám${SK_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "pošleme vás na CT", "žiadanka na vyšetrenie", "na rádiologickom pracovisku", "v nemocnici".
    {
      name: "refers patients out (Slovak)",
      pattern: String.raw`(?:${SK_S}(?:odošleme|posielame|pošleme|odporučíme) (?:${SK}{1,20} ){0,2}?(?:na|do) (?:${SK}{1,20} ){0,2}?(?:ct|cbct|vyšetr|sním|röntgen|rtg|pracovis|centr|odde|nemocnic)|(?<!(?:základe|bez) )${SK_S}žiadank${SK}{1,2} na${SK_E}|${SK_S}v (?:externom|spolupracujúcom|partnerskom|špecializovanom|najbližšom|inom) (?:${SK}{1,15} )?(?:pracovisku|centre|zariadení)|${SK_S}(?:na|v) (?:rádiologick|röntgenov|diagnostick)${SK}{1,3} (?:pracovis|centr|odde)|${SK_S}v nemocnici${SK_E}|${SK_S}spolupracujeme s${SK_E}|${SK_S}partnersk${SK}{1,3} (?:klinik|ambulanc|pracovis|centr)|${SK_S}prineste (?:si )?(?:so sebou )?(?:${SK}{1,20} ){0,2}?(?:sním|cd|vyšetr|ct${SK_E}|správu))(?![^.\n]{0,30}naš)${NOT_SK}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "náš, naša, nášho, našej...", "nás, nám, nami", and first-person plural verbs
  // ("ponúkame", "používame", "máme", "môžeme"). Not "my" (English), no bare -ame ("name", "same").
  firstPerson: word(
    String.raw`${SK_S}(?:náš|naša|naše|nášho|nášmu|našom|naším|naši|našej|našu|našich|našim|našimi|nás|nám|nami|môžeme|budeme|ponúkame|${SK}{1,20}(?:íme|áme|ujeme|ávame|ívame|úvame))${SK_E}`,
  ),
  negation: [
    // Negation: "nemáme / nedisponujeme / nevlastníme (vlastný) CT / prístroj", "ambulancia nie je vybavená".
    {
      name: "we do not have one (Slovak)",
      pattern: String.raw`${SK_S}(?:nemáme|nedisponujeme|nevlastníme)${SK_E} (?:${SK}{1,15} ){0,3}?(?:ct${SK_E}|cbct|tomograf|prístroj|röntgen|rentgen|rtg|3d)${ONLY_2D_SK}|${SK_S}(?:ambulancia|klinika|pracovisko) (?:zatiaľ )?nie je vybaven`,
      reach: "sentence",
    },
    // Negation: "nevykonávame / nerobíme / neponúkame (CT vyšetrenie)"; not "bez" (without), not a contraindication
    // ("u tehotných", "u detí").
    {
      name: "we do not take the scan (Slovak)",
      pattern: String.raw`${SK_S}(?:nevykonávame|nevykonáme|nerobíme|nezhotovujeme|neponúkame|neposkytujeme)${SK_E}(?![^,.;:\n]{0,60}${SK_S}bez${SK_E})(?![^.;\n]{0,80}(?:tehotn|det[ií]))${ONLY_2D_SK}`,
      reach: "sentence",
    },
  ],
  // Article sections as Slovak slugs write them: articles, news, advice, questions, magazine.
  articlePath: [
    "clanky",
    "clanok",
    "aktuality",
    "novinky",
    "spravy",
    "rady",
    "poradna",
    "otazky",
    "casto-kladene-otazky",
    "magazin",
  ],
  // Equipment / technology sections: "vybavenie", "prístrojové vybavenie", "prístroje", "technológie".
  technologyPath: ["vybavenie", "nase-vybavenie", "pristrojove-vybavenie", "pristroje", "technologie", "technologia"],
  // Offer, equipment, and price-list sections ("cennik" is in the Polish pack).
  servicePath: ["ponuka", "vybavenie", "vykony", "pristroje"],
  // "Služby", "Naše služby", "Ponuka", "Cenník", "Diagnostika", "Vybavenie", "Technológie".
  serviceHeading: String.raw`(?:naše )?služby${SK_E}|(?:naša )?ponuka${SK_E}|cenník${SK_E}|(?:naše )?vybavenie${SK_E}|technológie${SK_E}`,
  // Dental words beyond "zub", "zubn" in cues.ts.
  dentalContext: String.raw`čeľust|kosť|kostn|ďasn|koreň|koreňov|nerv|stomatolog|implantát|zubár|endodon|ortodon`,
  // Radiographic: bone, jaw bone, nerve, (maxillary) sinus, root and root canal, wisdom / retained tooth, cyst,
  // implant planning, dose, radiation, x-ray, tomography.
  radiographicWords: String.raw`${SK_S}(?:kosť|kosti|kostí|kostn${SK}{1,4}|čeľustn${SK}{1,3} kos${SK}{1,3}|nerv${SK}{0,4}|čeľustn${SK}{1,3} dutin${SK}{0,3}|dutin${SK}{1,3} (?:nosn|čeľustn)${SK}{1,3}|koreň|koreň${SK}{1,3}|koren(?:e|í|ia|ami)|koreňov${SK}{1,3}|zub${SK}{0,3} múdrosti|retinovan${SK}{1,3}|cyst${SK}{1,3}|plánovani${SK}{1,2} implant${SK}{0,5}|dávk${SK}{1,3}|žiareni${SK}{0,3}|röntgen${SK}{0,6}|rentgen${SK}{0,6}|rtg|tomograf${SK}{0,5})${SK_E}`,
  // Intraoral: impression, intraoral scan, scan of the teeth, aligners, crowns, veneers, smile design, 3D print, milling.
  intraoralWords: String.raw`${SK_S}(?:odtlač(?:ok|ku|ky|kov|kom)|intraorál${SK}{1,4}|sken(?:ovanie|y|u)? zubov|alignér${SK}{0,3}|korunk${SK}{1,3}|koruniek|fazet${SK}{1,3}|dizajn${SK}{0,2} úsmevu|3d tlač${SK}{0,3}|frézovan${SK}{1,3})${SK_E}`,
  // Panoramic: ortopantomograf, OPG, panoramatická / panoramická snímka, panoramatický röntgen, kefalometria.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${SK}{1,6}|opg|panoram(?:at)?ick${SK}{1,3} (?:snímk${SK}{0,3}|röntgen${SK}{0,6}|rtg)|[kc]efalometri${SK}{0,3}|telerentgen${SK}{0,6}`,
    SK,
  ),
  panoramicExamples: ["ortopantomograf", "panoramatická snímka"],
};

// --- Hungarian ---------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Hungarian. */
const ONLY_2D_HU = notOnly2d(
  "panorám|ortopan|intraorális|szkenner|cefalometr|opg",
  "tomográf|cbct|3d|ct(?![a-z])|kúpsugar",
  HU,
);
const NOT_HU = notAfter("nem kell|nem szükséges|nincs szükség|anélkül|helyett|megspórol", HU);
const GENERIC_HU = notAfter("ha|amennyiben|minden|sok|egyes|néhány", HU);

/** Case endings after the "our" suffix: "rendelőnkben" (in our clinic), "orvosainknak" (to our doctors). */
const HU_CASE = "ban|ben|ba|be|on|en|ön|nak|nek|kal|kel|ra|re|ról|ről|hoz|hez|höz|tól|től|ból|ből|at|et|ot|öt";

const HUNGARIAN: LanguagePack = {
  language: "hu",
  terms: [
    // Tier A, cone beam / dental CT: "kúpsugaras CT", "kúpsugaras komputertomográfia", "fogászati CT",
    // "volumentomográfia". A "3D röntgen..." is the English library's tier-B 3D x-ray (German, Swedish and Finnish write
    // the same letters), not a cone beam outright.
    {
      name: "cone beam / dental CT (Hungarian)",
      tier: "A",
      pattern: String.raw`${HU_S}kúpsugar${HU}{0,4}|${HU_S}fogászati (?:3d[\s-])?(?:ct|cbct|tomográf|komputertomográf|röntgen 3d)|${HU_S}3d[\s-](?:fogászati )?ct[\s-]felvétel|${HU_S}volumen[\s-]?tomográf`,
      keys: [],
    },
    // Tier B, a bare CT or tomography (bareCt): "CT-felvétel", "CT-készülék", "komputertomográfia", "számítógépes
    // tomográfia".
    {
      name: "CT (Hungarian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${HU_S}ct[\s-](?:felvétel|készülék|berendezés|gép)|${HU_S}(?:komputer|számítógépes )?tomográf${HU}{0,6}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "háromdimenziós / térbeli röntgenfelvétel" (a bare "3D
    // felvétel" is also an intraoral scan, so not here).
    {
      name: "3D x-ray (Hungarian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${HU_S}(?:háromdimenziós|térbeli) (?:fogászati )?röntgen${HU}{0,12}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "rendelőnkben / klinikánkon / központunkban / praxisunkban", "helyben", "nálunk", "házon belül",
    // "egy helyen", "nem kell máshova mennie".
    {
      name: "place: in our clinic (Hungarian)",
      pattern: String.raw`(?:(?:${HU_S}(?:rendelő|klinik|központ|praxis|intézet|fogászat|szakrendelő)${HU}{0,3}nk(?:ban|ben|on|ön|en)${HU_E}|${HU_S}(?:helyben|helyszínen|nálunk)${HU_E}|${HU_S}házon belül${HU_E}|${HU_S}egy (?:helyen|helyszínen)${HU_E}|${HU_S}nem kell (?:máshova|máshová|külön|másik) (?:${HU}{1,15} )?(?:mennie|elmennie|utaznia)))${ONLY_2D_HU}${GENERIC_HU}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "rendelkezünk", "saját CT / röntgen", "készülékünk / berendezésünk / CT-nk", "fel van szerelve".
    {
      name: "possession: we have one (Hungarian)",
      pattern: String.raw`(?<!${HU_S}nem )${HU_S}(?:rendelkezünk|saját (?:${HU}{1,20} ){0,2}?(?:ct|cbct|röntgen|készülék|gép|berendezés|tomográf)|(?:készülék|berendezés|gép|röntgen|tomográf|felszerelés)${HU}{0,3}(?:ünk|unk)|c?b?ct-(?:nk|készülékünk)|fel (?:van|vagyunk) szerelve|felszerelt)${GENERIC_HU}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "készítünk / elkészítjük / elvégezzük / végzünk" the scan.
    {
      name: "exposure: we take the scan (Hungarian)",
      pattern: String.raw`(?:(?<!${HU_S}nem )${HU_S}(?:készítünk|készítjük|elkészítjük|elkészítünk|elvégezzük|végzünk|végezzük|készíthetünk|el tudjuk készíteni)${HU_E} (?:${HU}{1,15} ){0,3}?(?:felvétel|ct${HU_E}|ct-|cbct|röntgen|3d|vizsgálat|képet)|(?<!(?:panorám|ortopan|intraorális|szkenner|cefalometr|opg|fogröntgen)${HU}{0,8} )${HU_S}(?:felvétel|ct|cbct|röntgen${HU}{0,12}|vizsgálat|3d)${HU}{0,4} (?:${HU}{1,15} ){0,2}?(?<!${HU_S}nem )(?:készítünk|készítjük|elkészítjük|elvégezzük|végzünk|végezzük|készíthetünk)${HU_E})${ONLY_2D_HU}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "beszereztünk / megvásároltuk / telepítettünk / üzembe helyeztük / bővült rendelőnk".
    {
      name: "acquisition: we installed one (Hungarian)",
      pattern: String.raw`${HU_S}(?:beszereztünk|beszereztük|vásároltunk|megvásároltuk|telepítettünk|telepítettük|üzembe helyeztük|beruháztunk|bevezettük)${HU_E}|${HU_S}bővült (?:${HU}{1,15} )?(?:rendelőnk|klinikánk|praxisunk)`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "használunk / alkalmazunk / kínálunk / biztosítunk / nyújtunk", "nálunk igénybe vehető".
    {
      name: "use: we use or offer it (Hungarian)",
      pattern: String.raw`(?:(?<!${HU_S}nem )${HU_S}(?:használunk|használjuk|alkalmazunk|alkalmazzuk|kínálunk|kínáljuk|biztosítunk|biztosítjuk|nyújtunk|dolgozunk)${HU_E}|${HU_S}igénybe vehető${HU_E})${ONLY_2D_HU}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "lehetővé teszi számunkra" (it lets us); not in a question.
    {
      name: "use: it lets us see (Hungarian)",
      pattern: String.raw`${HU_S}lehetővé teszi számunkra${HU_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "beutalót adunk", "beutaljuk", "külső / partner röntgenközpontban", "kórházban", "együttműködünk",
    // "hozza magával a felvételt".
    {
      name: "refers patients out (Hungarian)",
      pattern: String.raw`(?:${HU_S}beutal(?:ót adunk|juk|unk|ót kap)|${HU_S}(?:küldjük|elküldjük|irányítjuk) (?:${HU}{1,15} ){0,2}?(?:ct|cbct|röntgen|felvétel|központ|intézet|labor)|${HU_S}(?:külső|partner|együttműködő|közeli|másik) (?:${HU}{1,15} )?(?:központ|labor|intézet|rendelő|klinik|röntgen)|(?:röntgen|radiológiai |diagnosztikai |képalkotó )(?:központ|intézet|labor)(?:ban|ba|ban)${HU_E}|${HU_S}kórházban${HU_E}|${HU_S}partner(?:ünk|rendelő|klinik)|${HU_S}együttműködünk${HU_E}|${HU_S}hozza (?:magával|el) (?:${HU}{1,15} ){0,2}?(?:felvétel|ct|cd|lelet|röntgen))${NOT_HU}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "minket, nekünk, nálunk, velünk...", the "our" suffix ("rendelőnk", "klinikánk",
  // "orvosaink") and first-person plural verbs ("kínálunk", "használjuk", "kérjük"). Not "mi" (Spanish, Italian); -unk
  // only after three letters ("junk", "trunk"), -juk/-jük only after a consonant ("munkájuk" is "their").
  firstPerson: word(
    String.raw`${HU_S}(?:minket|nekünk|nálunk|tőlünk|velünk|rólunk|hozzánk|bennünket|miénk|vagyunk|${HU}{3,20}(?:unk|ünk|ánk|énk|őnk|ónk)(?:${HU_CASE})?|${HU}{2,20}(?:aink|eink)(?:${HU_CASE})?|${HU}{1,20}[bcdfghklmnprstvz]j(?:uk|ük))${HU_E}`,
  ),
  negation: [
    // Negation: "nem rendelkezünk (CT-vel)", "nincs (saját) CT / röntgen / készülék (a rendelőnkben)"; not "nincs CT-re szükség" (no need).
    {
      name: "we do not have one (Hungarian)",
      pattern: String.raw`${HU_S}nem rendelkezünk${HU_E}|${HU_S}nincs (?:még |saját |nálunk |a rendelőnkben )?(?:ct|cbct|tomográf|röntgen|készülék|3d)(?![^,.;:\n]{0,30}szükség)${ONLY_2D_HU}`,
      reach: "sentence",
    },
    // Negation: "nem készítünk / nem végzünk (CT-felvételt)"; not "nélkül" (without), not a contraindication
    // (pregnancy, children).
    {
      name: "we do not take the scan (Hungarian)",
      pattern: String.raw`${HU_S}nem (?:készítünk|végzünk|készítjük|végezzük|kínálunk)${HU_E}(?![^,.;:\n]{0,60}nélkül)(?![^.;\n]{0,80}(?:várand|terhes|gyermek))${ONLY_2D_HU}`,
      reach: "sentence",
    },
  ],
  // Article sections as Hungarian slugs write them: news, articles, FAQ ("gyik"), knowledge base, advice.
  articlePath: [
    "hirek",
    "cikkek",
    "cikk",
    "gyik",
    "kerdesek",
    "kerdes-valasz",
    "kerdesek-valaszok",
    "tudastar",
    "tanacsok",
  ],
  // Equipment / technology sections: "felszereltség", "technológia", "eszközeink", "eszközpark".
  technologyPath: [
    "felszereltseg",
    "technologia",
    "technologiak",
    "technologiaink",
    "eszkozeink",
    "eszkozpark",
    "gepeink",
  ],
  // Services, prices, treatments, diagnostics and equipment sections.
  // "eszközeink", "eszközpark", "gépeink" (our instruments, devices) list equipment as the technology section does.
  servicePath: [
    "szolgaltatas",
    "araink",
    "arlista",
    "diagnosztika",
    "felszereltseg",
    "eszkozeink",
    "eszkozpark",
    "gepeink",
  ],
  // "Szolgáltatások", "Szolgáltatásaink", "Kezelések", "Áraink", "Árlista", "Diagnosztika", "Felszereltség".
  serviceHeading: String.raw`szolgáltatás(?:ok|aink)${HU_E}|kezelés(?:ek|eink)${HU_E}|áraink${HU_E}|árak${HU_E}|árlista${HU_E}|diagnosztika${HU_E}|technológi(?:a|áink)${HU_E}|felszereltség${HU_E}`,
  // Dental words: teeth, jaw, bone, nerve, root, sinus, implant, oral surgery.
  dentalContext: String.raw`${HU_S}fog(?:ak|at|ász|orvos|beültet|hús|gyök|szabály|ív|sor|pótl|a${HU_E})|állkapoc|állkapcs|állcsont|csont|ideg|gyökér|gyöker|arcüreg|szájsebész|bölcsességfog|implantáció`,
  // Radiographic: bone / jaw bone, nerve and its canal, (maxillary) sinus, root and root canal, wisdom / retained
  // tooth, cyst, implant planning, dose, radiation, x-ray, tomography ("idegen", foreign, is not a nerve).
  radiographicWords: String.raw`${HU_S}(?:(?:áll)?csont${HU}{0,8}|ideg(?:e|et|ek|eket|pálya|pályát|csatorn${HU}{1,3})?|arcüreg${HU}{0,5}|melléküreg${HU}{0,5}|gyök(?:ér|erek|eret|erét|érc)${HU}{0,8}|bölcsességfog${HU}{0,6}|retineált|ciszt${HU}{0,4}|implant${HU}{0,6} tervez${HU}{1,6}|dózis${HU}{0,3}|sugár(?:dózis|terhelés|zás)${HU}{0,3}|röntgen${HU}{0,12}|tomográf${HU}{0,6})${HU_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, scan of the teeth, aligner, crown, veneer, smile design,
  // 3D print, milling.
  intraoralWords: String.raw`${HU_S}(?:lenyomat${HU}{0,5}|(?:száj|intraorális )szkenne${HU}{1,6}|intraorális|fog(?:ak|sor) szkennelés${HU}{0,3}|(?:fogszabályozó|átlátszó) sín${HU}{0,4}|korona|koronák${HU}{0,3}|koronát|koronával|(?:porcelán|kerámia)\s?héj${HU}{0,4}|mosolytervezés${HU}{0,3}|3d nyomtat${HU}{0,6}|marással|marás)${HU_E}`,
  // Panoramic: panorámaröntgen, panoráma röntgen / felvétel, ortopantomográf, OPG, kefalometria, teleröntgen (a bare
  // "panoráma", a view, is not here).
  panoramic: pano(
    String.raw`panorám(?:a|ás)?\s?(?:röntgen${HU}{0,10}|felvétel${HU}{0,3})|ortopantomogr${HU}{1,6}|opg|[kc]efalometri${HU}{0,4}|teleröntgen${HU}{0,6}`,
    HU,
  ),
  panoramicExamples: ["panorámaröntgen", "panoráma felvétel", "ortopantomográf"],
};

// --- Croatian / Serbian (Latin) / Bosnian ------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Croatian. */
const ONLY_2D_HR = notOnly2d(
  "panoram|ortopan|intraoraln|skener|cefalometr|opg",
  "tomograf|cbct|3d|ct(?![a-z])|konusn|stožast",
  HR,
);
const NOT_HR = notAfter("bez potrebe|bez odlaska|ne morate|nije potrebno|umjesto|umesto|uštedite", HR);
const GENERIC_HR = notAfter("ako|kada|svak[a-zčćđšž]{1,3}|mnog[a-zčćđšž]{1,3}|neke|neki", HR);

const CROATIAN: LanguagePack = {
  language: "hr+sr+bs",
  terms: [
    // Tier A, cone beam / dental CT: "CT konusnog snopa", "stožasti snop", "dentalni CT", "stomatološki CT",
    // "CT zuba", "3D rendgen", "volumetrijska tomografija".
    {
      name: "cone beam / dental CT (Croatian/Serbian/Bosnian)",
      tier: "A",
      pattern: String.raw`${HR_S}(?:konusn|stožast|koničn)${HR}{1,3} (?:snop|zrak|zrač)|${HR_S}(?:dentaln|stomatološk|zubn)${HR}{1,3} (?:3d )?(?:ct|cbct|tomograf)|${HR_S}ct (?:zub(?:a|i)|čeljusti)${HR_E}|${HR_S}3d (?:rendgen|rentgen|rtg|ct snim)|${HR_S}(?:rendgen${HR}{0,3}|rentgen${HR}{0,3}|rtg) 3d${HR_E}|${HR_S}volum(?:etrijsk|etrick|n)${HR}{1,3} tomografi`,
      keys: [],
    },
    // Tier B, a bare (computed) tomography or CT image: "kompjuterizirana tomografija", "CT snimak" (a bare "3D snimak" is also an intraoral scan).
    {
      name: "CT (Croatian/Serbian/Bosnian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${HR_S}(?:kompjuteri[zs]ovan|kompjutoriziran|kompjuteriziran|kompjutersk|računaln)${HR}{1,3} tomografi${HR}{0,3}|${HR_S}tomografi(?:ja|je|ju|om)${HR_E}|${HR_S}ct[\s-]snim(?:ak|ka|ke|ku|ci|cima|kom)${HR_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, the 3D picture by the everyday noun ("3D snimanje čeljusti", "3D snimak kosti", "3D slikanje"; class "the
    // 3D picture by the language's everyday noun"), only in a sentence about the bone, jaw, nerve, sinus or roots: a
    // bare "3D snimak" of the teeth is an intraoral scan.
    {
      name: "3D picture of the bone (Croatian/Serbian/Bosnian/Slovenian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${HR_S}3d (?:snim(?:anje|anja|anju|ak|ka|ke|ku|ci|cima|kom)|slikanj(?:e|a|u)|posnet(?:ek|ka|ke))${HR_E}(?=[^.\n]{0,100}?(?:${HR_S}(?:kost|koštan|živac|živc|živč|sinus|korijen|koren|čeljust|mandibul|cist|umnjak)))`,
      keys: [],
    },
    // Tier B, a 3D radiograph named outright (radiograph): "trodimenzionalni rendgenski snimak", "rendgenski snimak u 3D".
    {
      name: "3D x-ray (Croatian/Serbian/Bosnian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${HR_S}trodimenzionaln${HR}{1,3} (?:rendgen|rentgen|rtg)${HR}{0,6}|${HR_S}(?:rendgensk|rentgensk)${HR}{1,3} (?:snim${HR}{1,5} )?(?:u )?3d${HR_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "u našoj ordinaciji / poliklinici / klinici", "u našem centru", "na licu mjesta", "na jednom mjestu",
    // "kod nas", "bez odlaska u drugu ustanovu", "pod istim krovom", "u sklopu naše ordinacije".
    {
      name: "place: in our clinic (Croatian/Serbian/Bosnian)",
      pattern: String.raw`(?:(?:${HR_S}u (?:sklopu )?naš(?:oj|em|im|e|ih) (?:${HR}{1,20} ){0,2}?(?:ordinacij|poliklini[kc]|klini[kc]|ustanov|centr|kabinet|ambulant)${HR}{0,3}|${HR_S}na licu (?:mjesta|mesta)${HR_E}|${HR_S}na jednom (?:mjestu|mestu)${HR_E}|${HR_S}kod nas${HR_E}|${HR_S}bez (?:odlaska|potrebe za odlaskom|dodatnog odlaska) (?:u|na|do) (?:drug|drugu|drugo)|${HR_S}ne morate (?:nigdje |nigde )?(?:ići|odlaziti|putovati)|${HR_S}pod (?:istim|jednim) krovom${HR_E}|${HR_S}u (?:jednom|istom) posjetu${HR_E}))${ONLY_2D_HR}${GENERIC_HR}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "posjedujemo / posedujemo / raspolažemo", "imamo vlastiti", "ordinacija je opremljena", "naš novi
    // uređaj", "vlastiti CT".
    {
      name: "possession: we have one (Croatian/Serbian/Bosnian)",
      pattern: String.raw`(?<!${HR_S}ne )${HR_S}(?:posjedujemo|posedujemo|raspolažemo|imamo (?:vlastit|svoj|najnovij|nov|moderan|suvremen|savremen|na raspolaganju)|(?:vlastit|sopstven)${HR}{1,3} (?:${HR}{1,20} ){0,2}?(?:ct|cbct|uređaj|aparat|rendgen|rentgen|tomograf)|naš${HR}{0,3} (?:${HR}{1,20} ){0,2}?(?:ct|cbct|uređaj|aparat|rendgen|rentgen|tomograf)|(?:ordinacija|poliklinika|klinika|centar|{name}) (?:${HR}{1,15} ){0,2}?(?:posjeduje|poseduje|raspolaže|je opremljen)|opremljen${HR}{0,2} (?:je |smo )?(?:s|sa|najnovij|modern|suvremen|savremen)${HR_E})${GENERIC_HR}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "radimo / napravimo / snimamo / obavljamo / izrađujemo" the scan.
    {
      name: "exposure: we take the scan (Croatian/Serbian/Bosnian)",
      pattern: String.raw`(?:(?<!${HR_S}ne )${HR_S}(?:radimo|napravimo|snimamo|snimimo|obavljamo|izrađujemo|izradimo|vršimo|izvodimo|napravit ćemo|snimit ćemo|obavit ćemo)${HR_E} (?:${HR}{1,15} ){0,3}?(?:snim|ct${HR_E}|cbct|rtg|rendgen|rentgen|3d|pregled))${ONLY_2D_HR}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "nabavili smo / kupili smo / instalirali smo / uveli smo / investirali smo", "nova investicija".
    {
      name: "acquisition: we installed one (Croatian/Serbian/Bosnian)",
      pattern: String.raw`${HR_S}(?:nabavili|kupili|instalirali|uveli|investirali|uložili|obogatili|proširili) smo${HR_E}|${HR_S}nova investicija${HR_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "koristimo / primjenjujemo / nudimo / pružamo / omogućujemo", "u ponudi imamo".
    {
      name: "use: we use or offer it (Croatian/Serbian/Bosnian)",
      pattern: String.raw`(?:(?<!${HR_S}ne )${HR_S}(?:koristimo|upotrebljavamo|primjenjujemo|primenjujemo|nudimo|pružamo|omogućujemo|omogućavamo)(?!${HR})|${HR_S}u (?:našoj )?ponudi${HR_E})${ONLY_2D_HR}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "omogućuje nam / omogućava nam / pomaže nam" (it lets us); not in a question.
    {
      name: "use: it lets us see (Croatian/Serbian/Bosnian)",
      pattern: String.raw`${HR_S}(?:omogućuje|omogućava|pomaže) nam${HR_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "uputit ćemo vas", "šaljemo pacijente na", "uputnica", "u radiološkom centru", "u bolnici",
    // "partnerska poliklinika", "surađujemo s", "donesite snimak".
    {
      name: "refers patients out (Croatian/Serbian/Bosnian)",
      pattern: String.raw`(?:${HR_S}(?:uputit ćemo|uputićemo|upućujemo|uputimo|šaljemo|poslat ćemo) (?:${HR}{1,15} ){0,2}?(?:na|u|do|k)${HR_E}|(?<!${HR_S}bez )${HR_S}uputnic${HR}{1,2}${HR_E}|${HR_S}(?:u|na|do) (?:vanjsk|spoljn|partnersk|drug|obližnj|specijaliziran)${HR}{1,3} (?:${HR}{1,15} )?(?:ustanov|centr|poliklini[kc]|ordinacij|kabinet|ambulant)|${HR_S}(?:u|na|do) (?:radiološk|rendgensk|rentgensk|dijagnostičk)${HR}{1,3} (?:centr|ustanov|kabinet|poliklini[kc]|ambulant|odjel)|${HR_S}u bolnici${HR_E}|${HR_S}partnersk${HR}{1,3} (?:ordinacij|poliklini[kc]|klini[kc]|ustanov|centr)|${HR_S}(?:surađujemo|sarađujemo) (?:s|sa)${HR_E}|${HR_S}donesite (?:sa sobom )?(?:${HR}{1,15} ){0,2}?(?:snim|cd|nalaz|ct${HR_E}))(?![^.\n]{0,30}naš)${NOT_HR}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "naš, naša, našeg, našoj...", "smo", "ćemo", and first-person plural verbs ("nudimo",
  // "koristimo", "posjedujemo"). Not "mi" (Spanish, Italian), "nas" (Portuguese), "nam" (Vietnamese "Nam"), "nama"
  // (Indonesian); no bare -amo / -imo ending (Italian, Spanish "mínimo", "ultimo").
  firstPerson: word(
    String.raw`${HR_S}(?:naš|naša|naše|našeg|našega|našem|našemu|našim|našima|naši|našu|našoj|naših|smo|ćemo|možemo|imamo|nudimo|koristimo|radimo|pružamo|raspolažemo|obavljamo|snimamo|vršimo|pozivamo|${HR}{2,20}(?:ujemo|ćemo))${HR_E}`,
  ),
  negation: [
    // Negation: "nemamo (vlastiti) CT / uređaj", "ne posjedujemo / ne posedujemo / ne raspolažemo".
    {
      name: "we do not have one (Croatian/Serbian/Bosnian)",
      pattern: String.raw`${HR_S}(?:nemamo${HR_E} (?:${HR}{1,15} ){0,3}?(?:ct${HR_E}|cbct|uređaj|aparat|rendgen|rentgen|tomograf|3d)|ne (?:posjedujemo|posedujemo|raspolažemo)${HR_E})${ONLY_2D_HR}`,
      reach: "sentence",
    },
    // Negation: "ne radimo / ne snimamo / ne nudimo / ne obavljamo (CBCT)"; not "bez" (without), not a
    // contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Croatian/Serbian/Bosnian)",
      pattern: String.raw`${HR_S}ne (?:radimo|snimamo|nudimo|obavljamo|vršimo|izrađujemo|pružamo)${HR_E}(?![^,.;:\n]{0,60}${HR_S}bez${HR_E})(?![^.;\n]{0,80}(?:trudn|djec|dec[aeiou]))${ONLY_2D_HR}`,
      reach: "sentence",
    },
  ],
  // Article sections as Croatian / Serbian / Bosnian slugs write them: news, articles, advice, questions.
  articlePath: [
    "novosti",
    "vijesti",
    "vesti",
    "clanci",
    "clanak",
    "savjeti",
    "saveti",
    "pitanja",
    "cesta-pitanja",
    "najcesca-pitanja",
    "zanimljivosti",
    "aktuelnosti",
    "aktualnosti",
  ],
  // Equipment / technology sections: "oprema", "naša oprema", "tehnologija", "tehnologije".
  technologyPath: ["oprema", "nasa-oprema", "tehnologija", "tehnologije", "nova-tehnologija"],
  // Price list, diagnostics, technology, equipment sections ("usluge" is in cues.ts).
  servicePath: [
    "cjenik",
    "cjenovnik",
    "cenovnik",
    "cijene",
    "dijagnostika",
    "tehnologija",
    "tehnologije",
    "oprema",
    "ponuda",
  ],
  // "Usluge", "Naše usluge", "Cjenik", "Cijene", "Cenovnik", "Dijagnostika", "Tehnologija", "Oprema", "Ponuda".
  serviceHeading: String.raw`(?:naše )?usluge${HR_E}|cjenik${HR_E}|cjenovnik${HR_E}|cenovnik${HR_E}|cijene${HR_E}|cene${HR_E}|dijagnostika${HR_E}|tehnologija${HR_E}|(?:naša )?oprema${HR_E}|ponuda${HR_E}`,
  // Dental words: jaw, bone, implant, root, nerve, wisdom tooth, dentistry.
  dentalContext: String.raw`čeljust|kost|implantat|korijen|koren|živac|živc|umnjak|stomatolo|zubar|ortodon|endodon|parodon`,
  // Radiographic: bone / jaw bone, nerve, (maxillary) sinus, root and root canal, wisdom / impacted tooth, cyst,
  // implant planning, dose, radiation, x-ray, tomography ("kost" alone is Dutch "costs", "cista" also "clean").
  radiographicWords: String.raw`${HR_S}(?:kosti|kostiju|koštan${HR}{1,3}|čeljusn${HR}{1,3} kost${HR}{0,4}|vilič${HR}{1,3} kost${HR}{0,4}|živ(?:ac|ca|cu|ci|čan${HR}{1,3})|nerv${HR}{0,4}|sinus${HR}{0,4}|korijen${HR}{0,4}|koren(?:a|ova|u)?|korjensk${HR}{1,3}|umnja(?:k|ka|ci|cima|ke)|impaktiran${HR}{1,3}|cist(?:e|u|ama|om)|planiranj${HR}{1,2} implant${HR}{0,5}|doz${HR}{1,3} zračenja|zračenj${HR}{1,3}|rendgen${HR}{0,6}|rentgen${HR}{0,6}|rtg|tomografi${HR}{0,3})${HR_E}`,
  // Intraoral: (digital) impression, intraoral scan, scan of the teeth, aligners / clear trays, crowns, veneers, smile
  // design, 3D print, milling.
  intraoralWords: String.raw`${HR_S}(?:otis(?:ak|ka|ci|ke|cima|kom)|intraoraln${HR}{1,3}|skeniranj${HR}{1,2} zub${HR}{0,3}|alajner${HR}{0,3}|prozirn${HR}{1,3} folij${HR}{1,3}|krunic${HR}{1,3}|ljuskic${HR}{1,3}|faset${HR}{1,3}|dizajn${HR}{0,2} osm(?:ij)?eha|3d (?:print${HR}{0,4}|ispis${HR}{0,3})|glodan${HR}{1,3})${HR_E}`,
  // Panoramic: ortopantomograf / ortopan, OPG, panoramski snimak / rendgen / uređaj, kefalometrija, telerendgen.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${HR}{1,5}|ortopan|opg|panoramsk${HR}{1,3} (?:snim(?:ak|ka|ke|ku|ci|cima|anje|anja)|rendgen${HR}{0,5}|rentgen${HR}{0,5}|rtg|uređaj${HR}{0,3})|[kc]efalometr${HR}{0,5}|telere[nd]tgen${HR}{0,5}|telerendgen${HR}{0,5}`,
    HR,
  ),
  panoramicExamples: ["ortopantomograf", "panoramski snimak"],
};

// --- Slovenian ---------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Slovenian. */
const ONLY_2D_SL = notOnly2d(
  "panoram|ortopan|intraoraln|skener|kefalometr|cefalometr|opg",
  "tomograf|cbct|3d|ct(?![a-z])|stožčast",
  SL,
);
const NOT_SL = notAfter("brez potrebe|brez odhoda|ni vam treba|ni potrebno|namesto|prihranite", SL);
const GENERIC_SL = notAfter("če|kadar|vsak[a-zčšž]{0,3}|mnog[a-zčšž]{1,3}|nekater[a-zčšž]{1,3}", SL);

const SLOVENIAN: LanguagePack = {
  language: "sl",
  terms: [
    // Tier A, cone beam / dental CT: "CT s stožčastim snopom", "zobni CT", "dentalni CT", "CT zob", "3D rentgen",
    // "volumetrična tomografija".
    {
      name: "cone beam / dental CT (Slovenian)",
      tier: "A",
      pattern: String.raw`${SL_S}(?:stožčast|konusn)${SL}{1,3} (?:snop|žar)|${SL_S}(?:zobn|dentaln|stomatološk)${SL}{1,3} (?:3d )?(?:ct|cbct|tomograf)|${SL_S}ct (?:zob|zobovja|čeljusti)${SL_E}|${SL_S}3d ct posnet|${SL_S}volum(?:etričn|sk)${SL}{1,3} tomografi`,
      keys: [],
    },
    // Tier B, a bare (computed) tomography or CT image: "računalniška tomografija", "CT slikanje" (a bare "3D posnetek" is also an intraoral scan).
    {
      name: "CT (Slovenian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${SL_S}(?:računalnišk${SL}{1,3} )?tomografi(?:ja|je|jo|ji)${SL_E}|${SL_S}ct[\s-](?:slikanj|posnet)|${SL_S}(?:slikanj${SL}{1,3}|posnet${SL}{1,3}) (?:s )?ct${SL_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "tridimenzionalni rentgenski posnetek", "rentgenski posnetek v 3D".
    {
      name: "3D x-ray (Slovenian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${SL_S}tridimenzionaln${SL}{1,3} (?:rentgen|rtg)${SL}{0,6}|${SL_S}rentgensk${SL}{1,3} (?:posnet${SL}{1,3} )?(?:v )?3d${SL_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "v naši ordinaciji / ambulanti / kliniki", "v našem centru", "kar na mestu", "na enem mestu", "pri nas",
    // "pod isto streho".
    {
      name: "place: in our clinic (Slovenian)",
      pattern: String.raw`(?:(?:${SL_S}v naš(?:i|em|ih) (?:${SL}{1,20} ){0,2}?(?:ordinaciji|ambulanti|kliniki|ustanovi|centru|ordinacijah)${SL_E}|${SL_S}(?:kar )?na mestu${SL_E}|${SL_S}na enem mestu${SL_E}|${SL_S}pri nas${SL_E}|${SL_S}brez (?:odhoda|obiska) (?:drugam|v drug)|${SL_S}pod (?:isto|eno) streho${SL_E}|${SL_S}v enem obisku${SL_E}))${ONLY_2D_SL}${GENERIC_SL}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "imamo lasten / svoj / sodoben", "razpolagamo", "ordinacija je opremljena", "naš nov aparat".
    {
      name: "possession: we have one (Slovenian)",
      pattern: String.raw`(?<!${SL_S}ne )${SL_S}(?:razpolagamo|imamo (?:lasten|lastni|svoj|nov|sodob|najsodobnejš|na voljo)|lastn${SL}{1,2} (?:${SL}{1,20} ){0,2}?(?:ct|cbct|aparat|napravo|rentgen|tomograf)|naš${SL}{0,3} (?:${SL}{1,20} ){0,2}?(?:ct|cbct|aparat|naprav|rentgen|tomograf)|(?:ordinacija|ambulanta|klinika|center|{name}) (?:${SL}{1,15} ){0,2}?(?:razpolaga|je opremljen|ima)|opremljen${SL}{0,2} (?:je |smo )?(?:z|s|najsodobnejš|sodobn)${SL_E})${GENERIC_SL}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "opravimo / opravljamo / naredimo / izvedemo / posnamemo / slikamo" the scan.
    {
      name: "exposure: we take the scan (Slovenian)",
      pattern: String.raw`(?:(?<!${SL_S}ne )${SL_S}(?:opravimo|opravljamo|naredimo|izvedemo|izvajamo|posnamemo|slikamo)${SL_E} (?:${SL}{1,15} ){0,3}?(?:posnet|slikanj|ct${SL_E}|cbct|rtg|rentgen|3d|preiskav))${ONLY_2D_SL}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "kupili smo / nabavili smo / namestili smo / pridobili smo / uvedli smo / investirali smo".
    {
      name: "acquisition: we installed one (Slovenian)",
      pattern: String.raw`${SL_S}(?:smo (?:kupili|nabavili|namestili|pridobili|uvedli|investirali)|(?:kupili|nabavili|namestili|pridobili|uvedli|investirali) smo)${SL_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "uporabljamo / nudimo / ponujamo / zagotavljamo / omogočamo", "v ponudbi".
    {
      name: "use: we use or offer it (Slovenian)",
      pattern: String.raw`(?:(?<!${SL_S}ne )${SL_S}(?:uporabljamo|nudimo|ponujamo|zagotavljamo|omogočamo)${SL_E}|${SL_S}v (?:naši )?ponudbi${SL_E})${ONLY_2D_SL}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "nam omogoča / nam pomaga" (it lets us); not in a question.
    {
      name: "use: it lets us see (Slovenian)",
      pattern: String.raw`${SL_S}nam (?:omogoča|pomaga)${SL_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "napotimo vas", "napotnica", "v zunanjem radiološkem centru", "v bolnišnici", "sodelujemo z",
    // "partnerska ordinacija", "prinesite posnetek".
    {
      name: "refers patients out (Slovenian)",
      pattern: String.raw`(?:${SL_S}(?:napotimo|napotili|pošljemo|napotujemo)${SL_E}|(?<!${SL_S}brez )${SL_S}napotnic${SL}{1,2}${SL_E}|${SL_S}v (?:zunanj|partnersk|drug|bližnj)${SL}{1,3} (?:${SL}{1,15} )?(?:center|centru|ambulant|ustanov|ordinacij)|${SL_S}(?:v|na) (?:radiološk|rentgensk|diagnostičn)${SL}{1,3} (?:center|centru|ambulant|ustanov|oddelk)|${SL_S}v bolnišnici${SL_E}|${SL_S}sodelujemo (?:z|s)${SL_E}|${SL_S}partnersk${SL}{1,3} (?:ordinacij|klinik|ambulant|centr)|${SL_S}prinesite (?:s seboj )?(?:${SL}{1,15} ){0,2}?(?:posnet|cd|izvid|ct${SL_E}))(?![^.\n]{0,30}naš)${NOT_SL}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "naš, naša, našega, naši...", "nami", "smo", "bomo", and first-person plural verbs
  // ("imamo", "nudimo", "uporabljamo"). Not "mi" (Spanish, Italian), "nas" (Portuguese), "nam" (Vietnamese "Nam").
  firstPerson: word(
    String.raw`${SL_S}(?:naš|naša|naše|našega|našemu|našem|našim|naši|našo|naših|našima|nami|smo|bomo|imamo|nudimo|ponujamo|${SL}{2,20}(?:jamo|ujemo))${SL_E}`,
  ),
  negation: [
    // Negation: "nimamo (lastnega) CT / aparata", "ne razpolagamo".
    {
      name: "we do not have one (Slovenian)",
      pattern: String.raw`${SL_S}(?:nimamo${SL_E} (?:${SL}{1,15} ){0,3}?(?:ct${SL_E}|cbct|aparat|naprav|rentgen|tomograf|3d)|ne razpolagamo${SL_E})${ONLY_2D_SL}`,
      reach: "sentence",
    },
    // Negation: "ne opravljamo / ne izvajamo / ne nudimo / ne slikamo (CBCT)"; not "brez" (without), not a
    // contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Slovenian)",
      pattern: String.raw`${SL_S}ne (?:opravljamo|izvajamo|nudimo|ponujamo|slikamo|delamo)${SL_E}(?![^,.;:\n]{0,60}${SL_S}brez${SL_E})(?![^.;\n]{0,80}(?:nosečn|otro))${ONLY_2D_SL}`,
      reach: "sentence",
    },
  ],
  // Article sections as Slovenian slugs write them: news, articles, advice, questions.
  articlePath: ["novice", "clanki", "clanek", "nasveti", "vprasanja", "pogosta-vprasanja", "aktualno"],
  // Equipment / technology sections: "oprema", "naša oprema", "tehnologija".
  technologyPath: ["oprema", "nasa-oprema", "tehnologija", "tehnologije"],
  // Services, price list, offer, diagnostics, technology, equipment sections.
  servicePath: ["storitve", "cenik", "ponudba", "tehnologija", "oprema"],
  // "Storitve", "Naše storitve", "Cenik", "Ponudba", "Diagnostika", "Tehnologija", "Oprema".
  serviceHeading: String.raw`(?:naše )?storitve${SL_E}|cenik${SL_E}|(?:naša )?ponudba${SL_E}|diagnostika${SL_E}|tehnologija${SL_E}|oprema${SL_E}`,
  // Dental words: tooth, jaw, bone, implant, nerve, root, gums, wisdom tooth.
  dentalContext: String.raw`${SL_S}zob|čeljust|kost|vsad|implantat|živec|živc|korenin|dlesn|modrostn|ortodon|endodon`,
  // Radiographic: bone / jaw bone, nerve, (maxillary) sinus, root and root canal, wisdom / impacted tooth, cyst,
  // implant planning, dose, radiation, x-ray, tomography.
  radiographicWords: String.raw`${SL_S}(?:kosti|kostjo|kostn${SL}{1,3}|čeljustn${SL}{1,3} kost${SL}{0,3}|živ(?:ec|ca|cu|ci|čn${SL}{1,3})|nerv${SL}{0,4}|sinus${SL}{0,4}|čeljustn${SL}{1,3} votlin${SL}{1,3}|korenin${SL}{0,3}|koreninsk${SL}{1,3}|modrostn${SL}{1,3}|zob(?:je)? modrosti|impaktiran${SL}{1,3}|cist(?:a|e|o|i)|načrtovanj${SL}{1,2} (?:vstavitve )?implant${SL}{0,5}|odmer${SL}{0,2} sevanja|sevanj${SL}{1,3}|rentgen${SL}{0,6}|rtg|tomografi${SL}{0,3})${SL_E}`,
  // Intraoral: (digital) impression, intraoral scan, scan of the teeth, aligners / clear trays, crowns, veneers, smile
  // design, 3D print, milling.
  intraoralWords: String.raw`${SL_S}(?:odtis${SL}{0,4}|intraoraln${SL}{1,3}|skeniranj${SL}{1,2} zob${SL}{0,3}|prozorn${SL}{1,3} opornic${SL}{1,3}|kron(?:e|o|ami|ah)|prevlek${SL}{1,3}|lusk(?:e|ice|ic|icami)|faset${SL}{1,3}|oblikovanj${SL}{1,2} nasmeha|3d tisk${SL}{0,3}|rezkan${SL}{1,3})${SL_E}`,
  // Panoramic: ortopantomograf, OPG, panoramski posnetek / rentgen, kefalometrija.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${SL}{1,5}|opg|panoramsk${SL}{1,3} (?:posnet${SL}{1,3}|slik${SL}{1,3}|slikanj${SL}{1,3}|rentgen${SL}{0,5}|rtg)|[kc]efalometr${SL}{0,5}|telerentgen${SL}{0,5}`,
    SL,
  ),
  panoramicExamples: ["ortopantomograf", "panoramski posnetek"],
};

// --- Romanian ----------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Romanian. */
const ONLY_2D_RO = notOnly2d(
  "panoramic|ortopan|intraoral|scaner|cefalometr|opg|retroalveolar",
  "tomograf|cbct|3d|ct(?![a-z])|conic",
  RO,
);
const NOT_RO = notAfter("fără|fara|nu (?:mai )?este nevoie|nu trebuie|în loc|in loc|evitați|evitati", RO);
const GENERIC_RO = notAfter("dacă|daca|orice|multe|unele", RO);
/** Romanian words that start with a letter outside ASCII ("în") need this instead of `${RO_E}`. */
const RB = `(?<!${RO})`;

const ROMANIAN: LanguagePack = {
  language: "ro",
  terms: [
    // Tier A, cone beam / dental / 3D CT: "CT cu fascicul conic", "tomografie dentară", "CT dentar 3D",
    // "computer tomograf dentar", "tomografie volumetrică" (with and without diacritics).
    {
      name: "cone beam / dental CT (Romanian)",
      tier: "A",
      pattern: String.raw`${RO_S}fascicul(?:ul)? conic${RO_E}|${RO_S}(?:tomografi(?:e|a|ei)?|tomograf(?:ul|ului)?|ct(?:-ul|-ului)?|computer tomograf(?:ul)?) (?:computerizat[ăa] )?(?:dentar(?:[ăa]|e)?|dental[ăae]?|stomatologic[ăa]?|3d|volumetric[ăa]?|cbct)(?!${RO})`,
      keys: [],
    },
    // Tier B, a bare CT or tomography (bareCt): "tomografie computerizată", "CT-ul", "computer tomograf".
    {
      name: "CT (Romanian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${RO_S}tomografi(?:e|a|ei|i)${RO_E}|${RO_S}computer tomograf|${RO_S}ct-ul(?:ui)?${RO_E}|${RO_S}(?:investiga[țţt]i[ea]|scanare[a]?|imagine[a]?) ct${RO_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "radiografie 3D", "radiografie dentară tridimensională", also
    // in the plural ("radiografii tridimensionale") and as the radiological image ("imagini radiologice 3D").
    {
      name: "3D x-ray (Romanian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${RO_S}(?:radiografi(?:e|a|ei|i|ile)|imagin(?:e|i|ea|ile) radiologic(?:[ăa]|e))(?: dentar[ăae])? (?:3d|tridimensional(?:[ăa]|e)?)${RO_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "în cabinetul nostru", "în clinica noastră", "în centrul nostru", "la noi", "pe loc", "la fața locului",
    // "fără să vă deplasați", "sub același acoperiș", "într-un singur loc".
    {
      name: "place: in our clinic (Romanian)",
      pattern: String.raw`(?:(?:${RB}(?:[îi]n|la) (?:cadrul )?(?:cabinetul|clinica|clinicii|centrul|centrului|sediul|laboratorul|cabinetului) (?:${RO}{1,20} ){0,2}?(?:nostru|noastr[ăae])(?!${RO})|${RO_S}la noi${RO_E}|${RO_S}pe loc${RO_E}|${RO_S}la fa[țţt]a locului${RO_E}|${RB}[îi]n incinta (?:clinicii|cabinetului)|${RO_S}f[ăa]r[ăa] (?:s[ăa] (?:mai )?(?:fie nevoie|merge[țţt]i|v[ăa] deplasa[țţt]i)|deplas[ăa]ri|a (?:fi nevoie|v[ăa] deplasa|merge))|${RO_S}sub acela[șşs]i acoperi[șşs]|${RB}[îi]ntr-un singur loc${RO_E}))${ONLY_2D_RO}${GENERIC_RO}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "dispunem de", "avem în dotare", "deținem", "clinica este dotată cu", "echipată cu",
    // "aparatul nostru", "propriul tomograf".
    {
      name: "possession: we have one (Romanian)",
      pattern: String.raw`(?<!${RO_S}nu )(?:${RO_S}dispunem de|${RO_S}avem (?:[îi]n dotare|propri|un (?:nou |modern )?(?:aparat|tomograf|ct|computer))|${RO_S}de[țţt]inem${RO_E}|${RO_S}(?:dotat|echipat)(?:[ăa]|e|i)? cu${RO_E}|${RB}[îi]n dotare${RO_E}|${RO_S}propri(?:ul|a|ului) (?:nostru |noastr[ăa] )?(?:${RO}{1,20} )?(?:ct|cbct|tomograf|aparat|computer tomograf|laborator)|${RO_S}(?:aparat|tomograf|ct-|computer tomograf|echipament|dispozitiv)${RO}{0,3}(?:ul|ului) (?:nostru|clinicii|cabinetului)${RO_E}|${RO_S}(?:clinica|cabinetul|centrul|{name}) (?:${RO}{1,15} ){0,2}?(?:dispune de|are [îi]n dotare|de[țţt]ine))${GENERIC_RO}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "efectuăm / realizăm / facem / vom efectua" the scan, "vă rugăm să stați nemișcat".
    {
      name: "exposure: we take the scan (Romanian)",
      pattern: String.raw`(?:(?<!${RO_S}nu )${RO_S}(?:efectu[ăa]m|realiz[ăa]m|facem|execut[ăa]m|vom (?:efectua|realiza|face)|putem (?:efectua|realiza|face))${RO_E} (?:${RO}{1,15} ){0,3}?(?:tomografi|radiografi|ct${RO_E}|cbct|scan|investiga|examinar|imagin|3d)|${RO_S}v[ăa] rug[ăa]m s[ăa] (?:sta[țţt]i|r[ăa]m[âa]ne[țţt]i) nemi[șşs]ca)${ONLY_2D_RO}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "am achiziționat / am instalat / am investit în / ne-am dotat cu / am introdus".
    {
      name: "acquisition: we installed one (Romanian)",
      pattern: String.raw`${RO_S}am (?:achizi[țţt]ionat|instalat|investit|cump[ăa]rat|introdus|adus)${RO_E}|${RO_S}ne-am (?:dotat|echipat|m[ăa]rit)${RO_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "folosim / utilizăm / oferim / asigurăm / lucrăm cu", "vă punem la dispoziție", "beneficiați de".
    {
      name: "use: we use or offer it (Romanian)",
      pattern: String.raw`(?:(?<!${RO_S}nu )${RO_S}(?:folosim|utiliz[ăa]m|oferim|asigur[ăa]m|lucr[ăa]m cu|v[ăa] punem la dispozi[țţt]ie|punem la dispozi[țţt]ia|beneficia[țţt]i de|beneficiaz[ăa] de)(?!${RO}))${ONLY_2D_RO}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "ne permite / ne ajută" (it lets us); not in a question.
    {
      name: "use: it lets us see (Romanian)",
      pattern: String.raw`${RO_S}ne (?:permite|ajut[ăa])${RO_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "vă trimitem / vă îndrumăm", "bilet de trimitere", "la un centru de imagistică / radiologie",
    // "clinica parteneră", "în spital", "colaborăm cu", "aduceți radiografia".
    {
      name: "refers patients out (Romanian)",
      pattern: String.raw`(?:${RO_S}v[ăa] (?:trimitem|vom trimite|[îi]ndrum[ăa]m|vom [îi]ndruma|recomand[ăa]m un centru)|${RO_S}bilet(?:ul)? de trimitere${RO_E}|${RO_S}(?:la|[îi]ntr-un|[îi]n) (?:un )?(?:centru|centrul|laborator|laboratorul|clinic[ăa]|clinica) (?:de )?(?:imagistic|radiologi|diagnostic|radiografi)${RO}{0,4}(?! (?:al |a )?(?:nostru|noastr))|${RO_S}(?:centru|centrul|clinic[ăa]|clinica|laborator|laboratorul|cabinet) partener|${RO_S}partenerii no[șşs]tri${RO_E}|${RB}[îi]n spital${RO_E}|${RO_S}colabor[ăa]m cu${RO_E}|${RO_S}aduce[țţt]i (?:cu (?:dumneavoastr[ăa]|voi) )?(?:${RO}{1,15} ){0,1}?(?:radiografi|tomografi|ct|cd|rezultat))${NOT_RO}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "nostru, noastră, noștri, noastre", "suntem", and first-person plural verbs ("oferim",
  // "folosim", "avem", "utilizăm"). Not "noi" (also "new"; Italian "we"), ASCII "nostri" (Italian), "ne" (French,
  // Italian), "nouă" ("new", "nine"), and no ASCII -am ending ("utilizam", "realizam" are Portuguese "they use / do").
  firstPerson: word(
    String.raw`${RO_S}(?:nostru|noastr[ăa]|no[șş]tri|noastre|suntem|avem|oferim|folosim|putem|facem|dispunem|de[țţt]inem|${RO}{2,20}ăm)${RO_E}`,
  ),
  negation: [
    // Negation: "nu avem / nu dispunem de / nu deținem (un) tomograf / aparat / CT", "clinica nu este dotată";
    // not "nu avem nevoie" (we do not need).
    {
      name: "we do not have one (Romanian)",
      pattern: String.raw`${RO_S}nu (?:avem|dispunem de|de[țţt]inem)${RO_E}(?! nevoie) (?:${RO}{1,15} ){0,3}?(?:ct${RO_E}|ct-|cbct|tomograf|aparat|computer tomograf|echipament|radiograf|3d)${ONLY_2D_RO}|${RO_S}nu (?:este|suntem) (?:[îi]nc[ăa] )?(?:dotat|echipat)`,
      reach: "sentence",
    },
    // Negation: "nu efectuăm / nu realizăm / nu facem / nu oferim (tomografie)"; not "fără" (without), not a
    // contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Romanian)",
      pattern: String.raw`${RO_S}nu (?:efectu[ăa]m|realiz[ăa]m|facem|oferim|execut[ăa]m)${RO_E}(?![^,.;:\n]{0,60}${RO_S}f[ăa]r[ăa]${RO_E})(?![^.;\n]{0,80}(?:gravid|[îi]ns[ăa]rcinat|copii))${ONLY_2D_RO}`,
      reach: "sentence",
    },
  ],
  // Article sections as Romanian slugs write them: articles, news, advice, questions.
  articlePath: [
    "articole",
    "articol",
    "noutati",
    "stiri",
    "sfaturi",
    "intrebari",
    "intrebari-frecvente",
    "informatii-utile",
  ],
  // Equipment / technology sections: "dotări", "echipamente", "aparatură", "tehnologie".
  technologyPath: ["dotari", "echipamente", "echipamentele-noastre", "aparatura", "tehnologie", "tehnologii"],
  // Services, price and equipment sections ("tratament", "diagnostic", "radiolog" are in cues.ts).
  // "aparatură" (equipment) and "tehnologii" list equipment as the technology section does.
  servicePath: ["servicii", "preturi", "tarife", "tehnologie", "tehnologii", "dotari", "echipamente", "aparatura"],
  // "Servicii", "Serviciile noastre", "Tratamente", "Prețuri", "Tarife", "Dotări", "Echipamente", "Tehnologie".
  serviceHeading: String.raw`servicii(?:le noastre)?${RO_E}|tratamente${RO_E}|pre[țţt]uri${RO_E}|tarife${RO_E}|lista de pre[țţt]uri${RO_E}|dot[ăa]ri${RO_E}|echipamente${RO_E}|tehnologie${RO_E}`,
  // Dental words: teeth, jaw, bone, nerve, root, dentistry, implant forms.
  dentalContext: String.raw`din[țţt]i|dintel|${RO_S}dinte${RO_E}|dentar|stomatolog|implantul|implanturi|implantolog|mandibul|osului|osoas|osos|nervul|r[ăa]d[ăa]cin|canal radicular|ortodon|endodon|parodon|molar`,
  // Radiographic: bone / jaw bone, nerve and its canal, sinus, root and root canal, wisdom / impacted tooth, cyst,
  // implant planning, dose, radiation, x-ray, tomography (a bare "os" is Portuguese "the": left out).
  radiographicWords: String.raw`${RO_S}(?:osul|osului|osoas[ăa]|osos|oase|oaselor|nerv(?:ul|ului|i|ii|ilor)?|canal${RO}{0,4} mandibular|sinus${RO}{0,5}|r[ăa]d[ăa]cin${RO}{1,4}|canal${RO}{0,4} radicular${RO}{0,2}|m[ăa]sea${RO}{0,4} de minte|m[ăa]sele de minte|din[țţt]i? inclu[șşs]${RO}{0,2}|chist${RO}{0,4}|planific${RO}{1,4} (?:a )?implant${RO}{0,5}|doz${RO}{1,3}|iradier${RO}{1,3}|radia[țţt]i${RO}{0,3}|radiografi${RO}{0,3}|tomografi${RO}{0,3})${RO_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, aligners / clear trays, crowns, veneers, smile design,
  // 3D print, milling.
  intraoralWords: String.raw`${RO_S}(?:amprent${RO}{1,4}|intraoral${RO}{0,3}|scanare${RO}{0,2} (?:a )?din[țţt]ilor|gutier${RO}{1,4}|coroan${RO}{1,4}|fa[țţt]et${RO}{1,4}|design${RO}{0,2} (?:al )?z[âa]mbetului|(?:imprimare|printare|printat${RO}{0,2}) 3d|frezat${RO}{0,3}|frezare)${RO_E}`,
  // Panoramic: ortopantomograf / ortopantomogramă, OPG, radiografie panoramică, panoramică dentară, cefalometrie,
  // teleradiografie (never "tomografie", which the pattern needs "orto pan" before).
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${RO}{1,5}|opg|radiografi${RO}{0,3} panoramic${RO}{0,3}|panoramic${RO}{0,3} dentar${RO}{0,3}|teleradiografi${RO}{0,3}|cefalometri${RO}{0,5}`,
    RO,
  ),
  panoramicExamples: ["ortopantomograf", "radiografie panoramică"],
};

// --- Lithuanian --------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Lithuanian. */
const ONLY_2D_LT = notOnly2d(
  "panoramin|ortopan|intraoralin|skener|cefalometr|opg",
  "tomograf|cbct|3d|kt(?![a-z])|kpkt|kūgin",
  LT,
);
const NOT_LT = notAfter("nereikia|nereikės|nebereikia|vietoj|be siuntimo|be poreikio", LT);
const GENERIC_LT = notAfter("jei|jeigu|kiekvien[a-ząčęėįšųūž]{1,3}|daug|kai kurios", LT);
/** Lithuanian words that start with a letter outside ASCII ("įsigijome") need this instead of `${LT_E}`. */
const LB = `(?<!${LT})`;

const LITHUANIAN: LanguagePack = {
  language: "lt",
  terms: [
    // Tier A, cone beam / dental CT: "kūginio pluošto kompiuterinė tomografija" (KPKT), "dantų kompiuterinė
    // tomografija", "odontologinis tomografas", "tūrinė tomografija".
    {
      name: "cone beam / dental CT (Lithuanian)",
      tier: "A",
      pattern: String.raw`${LT_S}kūgin${LT}{1,4} (?:spindul|pluošt)|${LT_S}kpkt${LT_E}|${LT_S}(?:dantų|odontologin${LT}{1,4}|stomatologin${LT}{1,4}) (?:3d )?(?:kompiuterin${LT}{1,3} )?tomograf|${LT_S}3d (?:kompiuterin${LT}{1,3} )?tomograf|${LT_S}tūrin${LT}{1,3} tomograf`,
      keys: [],
    },
    // Tier B, a bare CT or tomography (bareCt): "kompiuterinė tomografija", "KT tyrimas".
    {
      name: "CT (Lithuanian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${LT_S}kompiuterin${LT}{1,3} tomograf${LT}{0,5}|${LT_S}tomografij${LT}{1,3}|${LT_S}kt (?:tyrim|nuotrauk|vaizd)\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, the 3D picture by the everyday noun ("3D nuotrauka parodo žandikaulio kaulą"; class "the 3D picture by the
    // language's everyday noun"), only in a sentence about the bone, nerve, sinus or roots.
    {
      name: "3D picture of the bone (Lithuanian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${LT_S}3d nuotrauk${LT}{1,3}(?=[^.\n]{0,100}?(?:kaul|nerv|ančio|sinus|šakn))`,
      keys: [],
    },
    // Tier B, a 3D radiograph named outright (radiograph): "3D rentgeno nuotrauka", "trimatė rentgeno nuotrauka".
    {
      name: "3D x-ray (Lithuanian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${LT_S}3d rentgen${LT}{0,4}|${LT_S}rentgen${LT}{0,4} (?:nuotrauk${LT}{1,3} )?3d${LT_E}|${LT_S}trimat${LT}{1,3} rentgen${LT}{0,4}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "mūsų klinikoje / kabinete / centre / įstaigoje", "čia pat", "vienoje vietoje", "po vienu stogu",
    // "nereikės vykti į kitą įstaigą", "neišeinant iš klinikos".
    {
      name: "place: in our clinic (Lithuanian)",
      pattern: String.raw`(?:(?:${LT_S}mūsų (?:${LT}{1,20} ){0,2}?(?:klinikoje|kabinete|centre|įstaigoje|poliklinikoje|gydykloje)(?!${LT})|${LT_S}čia pat${LT_E}|${LT_S}vienoje vietoje${LT_E}|${LT_S}po vienu stogu${LT_E}|${LT_S}nereik(?:ės|ia) (?:niekur )?(?:vykti|važiuoti|eiti)|${LT_S}neišeinant iš (?:klinikos|kabineto)))${ONLY_2D_LT}${GENERIC_LT}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "turime savo / naują / modernų", "disponuojame", "klinika aprūpinta", "mūsų tomografas", "nuosavas".
    {
      name: "possession: we have one (Lithuanian)",
      pattern: String.raw`${LT_S}(?:turime (?:savo|nuosav|nauj|modern|šiuolaik)|disponuojame|(?:savo|nuosav${LT}{1,3}) (?:${LT}{1,20} ){0,2}?(?:tomograf|aparat|rentgen|kt${LT_E})|mūsų (?:${LT}{1,20} ){0,2}?(?:tomograf|aparat|rentgen)|(?:klinika|kabinetas|centras|{name}) (?:${LT}{1,15} ){0,2}?(?:turi|aprūpint|įrengt)|aprūpint${LT}{1,3} (?:${LT}{1,20} ){0,2}?(?:tomograf|aparat|rentgen|įrang))${GENERIC_LT}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "atliekame / atliksime / darome / padarysime" the scan.
    {
      name: "exposure: we take the scan (Lithuanian)",
      pattern: String.raw`(?:${LT_S}(?:atliekame|atliksime|darome|padarome|padarysime|fotografuojame)${LT_E} (?:${LT}{1,15} ){0,3}?(?:tyrim|nuotrauk|tomograf|kt${LT_E}|kpkt|rentgen|3d))${ONLY_2D_LT}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "įsigijome / įrengėme / įdiegėme / investavome / nupirkome".
    {
      name: "acquisition: we installed one (Lithuanian)",
      pattern: String.raw`${LB}(?:įsigijome|įrengėme|įdiegėme|investavome|nupirkome|atnaujinome)(?!${LT})`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "naudojame / taikome / siūlome / teikiame".
    {
      name: "use: we use or offer it (Lithuanian)",
      pattern: String.raw`(?:${LT_S}(?:naudojame|naudojamės|taikome|siūlome|teikiame)${LT_E})${ONLY_2D_LT}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "leidžia mums / padeda mums" (it lets us); not in a question.
    {
      name: "use: it lets us see (Lithuanian)",
      pattern: String.raw`${LT_S}(?:leidžia|padeda) mums${LT_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "siunčiame / nukreipiame", "siuntimas", "radiologijos centre", "ligoninėje", "partnerių klinikoje",
    // "bendradarbiaujame su", "atsineškite nuotrauką".
    {
      name: "refers patients out (Lithuanian)",
      pattern: String.raw`(?:${LT_S}(?:siunčiame|nusiųsime|nukreipiame|nukreipsime)${LT_E}|(?<!${LT_S}be )${LT_S}siuntim${LT}{1,3}${LT_E}|${LT_S}partner${LT}{1,4} (?:klinik|centr|gydykl)|${LT_S}(?:radiologijos|diagnostikos|vaizdinės diagnostikos) (?:centr|klinik|skyri)${LT}{1,4}|${LT_S}ligoninėje${LT_E}|${LT_S}bendradarbiaujame su${LT_E}|${LT_S}atsineš(?:kite|ti) (?:${LT}{1,15} ){0,2}?(?:nuotrauk|tyrim|kt${LT_E}|diską))${NOT_LT}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "mūsų", "mumis", and first-person plural verbs ("turime", "naudojame", "siūlome",
  // "rekomenduojame", "atliksime"). Not "mes" (Spanish "month", French "my"), "mums" (English "mums"), "esame"
  // (Italian "exam"), nor -ssime (the Italian superlative "bassissime").
  firstPerson: word(
    String.raw`${LT_S}(?:mūsų|mumis|galime|turime|naudojame|siūlome|atliekame|teikiame|taikome|darome|kviečiame|${LT}{2,20}uojame|${LT}{2,20}(?<!s)sime)${LT_E}`,
  ),
  negation: [
    // Negation: "neturime (savo) tomografo / aparato" (not "nėra", which is also "it is not necessary").
    {
      name: "we do not have one (Lithuanian)",
      pattern: String.raw`${LT_S}neturime${LT_E} (?:${LT}{1,15} ){0,3}?(?:tomograf|aparat|rentgen|kt${LT_E}|kpkt|cbct|3d)${ONLY_2D_LT}`,
      reach: "sentence",
    },
    // Negation: "neatliekame / nedarome / nesiūlome / neteikiame (tyrimo)"; not "be" (without), not a
    // contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Lithuanian)",
      pattern: String.raw`${LT_S}(?:neatliekame|nedarome|nesiūlome|neteikiame)${LT_E}(?![^,.;:\n]{0,60}${LT_S}be${LT_E})(?![^.;\n]{0,80}(?:nėšč|vaik))${ONLY_2D_LT}`,
      reach: "sentence",
    },
  ],
  // Article sections as Lithuanian slugs write them: news, articles, advice, FAQ ("duk"), questions.
  articlePath: ["naujienos", "straipsniai", "straipsnis", "patarimai", "duk", "klausimai", "aktualijos"],
  // Equipment / technology sections: "įranga", "mūsų įranga", "technologijos".
  technologyPath: ["iranga", "musu-iranga", "technologijos"],
  // Services, prices, diagnostics, equipment sections.
  servicePath: ["paslaugos", "kainos", "kainorastis", "iranga"],
  // "Paslaugos", "Mūsų paslaugos", "Kainos", "Kainoraštis", "Diagnostika", "Įranga", "Technologijos".
  serviceHeading: String.raw`(?:mūsų )?paslaugos${LT_E}|kainos${LT_E}|kainoraštis${LT_E}|diagnostika${LT_E}|technologijos${LT_E}|įranga${LT_E}`,
  // Dental words: teeth, jaw, bone, implant, nerve, root, sinus.
  dentalContext: String.raw`${LT_S}dant|žandikaul|kaul|implant|nerv|šakn|odontolog|stomatolog|ančius|ortodont|endodont`,
  // Radiographic: bone / jaw bone, nerve and its canal, (maxillary) sinus, root and root canal, wisdom / retained
  // tooth, cyst, implant planning, dose, radiation, x-ray, tomography.
  radiographicWords: String.raw`${LT_S}(?:kaul${LT}{0,4}|žandikaul${LT}{0,4}|nerv${LT}{0,4}|sinus${LT}{0,3}|anč(?:is|io|į|ių)|šakn${LT}{1,4}|šaknų kanal${LT}{0,3}|protin${LT}{1,3} dant${LT}{1,3}|retinuot${LT}{1,3}|cist${LT}{1,3}|implant${LT}{0,6} planavim${LT}{1,2}|doz${LT}{1,3}|spinduliuot${LT}{1,3}|apšvit${LT}{1,4}|rentgen${LT}{0,6}|tomografij${LT}{0,3})${LT_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, scan of the teeth, clear trays / aligners, crowns,
  // veneers, smile design, 3D print, milling.
  intraoralWords: String.raw`${LT_S}(?:atspaud${LT}{1,4}|intraoralin${LT}{1,4}|burnos skener${LT}{0,3}|dantų skenavim${LT}{1,2}|skaidr${LT}{1,4} kap${LT}{1,3}|elainer${LT}{1,3}|vainikėl${LT}{1,3}|laminat${LT}{1,4}|vinir${LT}{1,3}|šypsenos (?:dizain|modeliavim)${LT}{1,3}|3d spausdin${LT}{1,6}|frezavim${LT}{0,2}|frezuot${LT}{1,3})${LT_E}`,
  // Panoramic: ortopantomografas / ortopantomograma, OPG, panoraminė (rentgeno) nuotrauka, cefalometrija.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${LT}{1,5}|opg|panoramin${LT}{1,4} (?:rentgen${LT}{0,4} )?(?:nuotrauk${LT}{1,3}|rentgen${LT}{0,6}|dantų nuotrauk${LT}{1,3}|aparat${LT}{1,3})|[kc]efalometrij${LT}{0,3}`,
    LT,
  ),
  panoramicExamples: ["ortopantomografas", "panoraminė nuotrauka"],
};

// --- Latvian -----------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Latvian. */
const ONLY_2D_LV = notOnly2d(
  "panorām|ortopan|intraorāl|skener|cefalometr|opg",
  "tomogrāf|cbct|3d|dt(?![a-z])|konusa",
  LV,
);
const NOT_LV = notAfter("nav jādodas|nav nepieciešams|nevajag|vietā|bez nosūtījuma|bez vajadzības", LV);
const GENERIC_LV = notAfter("ja|kad|katr[a-zāčēģīķļņšūž]{0,3}|daudz[a-zāčēģīķļņšūž]{0,3}|dažas|dažos", LV);

const LATVIAN: LanguagePack = {
  language: "lv",
  terms: [
    // Tier A, cone beam / dental CT: "konusa stara datortomogrāfija" (KSDT), "zobu datortomogrāfija",
    // "3D datortomogrāfija", "digitālā apjoma tomogrāfija".
    {
      name: "cone beam / dental CT (Latvian)",
      tier: "A",
      pattern: String.raw`${LV_S}konusa star${LV}{0,3}|${LV_S}ksdt${LV_E}|${LV_S}(?:zobu|dentāl${LV}{1,3}|stomatoloģisk${LV}{1,3}|3d) (?:3d )?(?:datortomogrāf|tomogrāf|rentgen)|${LV_S}apjoma tomogrāf`,
      keys: [],
    },
    // Tier B, a bare CT or tomography (bareCt): "datortomogrāfija", "tomogrāfija", "DT izmeklējums".
    {
      name: "CT (Latvian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${LV_S}(?:dator)?tomogrāf${LV}{0,4}|${LV_S}dt (?:izmeklējum|uzņēmum)\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "trīsdimensiju rentgenuzņēmums", "rentgena uzņēmums 3D".
    {
      name: "3D x-ray (Latvian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${LV_S}trīsdimensiju (?:zobu )?rentgen${LV}{0,12}|${LV_S}rentgen${LV}{0,3} (?:uzņēmum${LV}{0,3} )?3d${LV_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "mūsu klīnikā / kabinetā / centrā", "uz vietas", "vienuviet", "zem viena jumta", "nav jādodas uz citu".
    {
      name: "place: in our clinic (Latvian)",
      pattern: String.raw`(?:(?:${LV_S}mūsu (?:${LV}{1,20} ){0,2}?(?:klīnikā|kabinetā|centrā|iestādē)(?!${LV})|${LV_S}uz vietas${LV_E}|${LV_S}vienuviet${LV_E}|${LV_S}vienā vietā${LV_E}|${LV_S}zem viena jumta${LV_E}|${LV_S}nav (?:jādodas|nepieciešams doties|jābrauc) uz citu|${LV_S}neizejot no (?:klīnikas|kabineta)))${ONLY_2D_LV}${GENERIC_LV}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "mums ir savs / jauns / moderns", "klīnika ir aprīkota ar", "mūsu rīcībā ir", "mūsu tomogrāfs".
    {
      name: "possession: we have one (Latvian)",
      pattern: String.raw`${LV_S}(?:mums ir (?:savs|sava|jauns|jauna|moderns|moderna|mūsdienīg)|mūsu rīcībā ir|aprīkot${LV}{1,3} ar|(?:sav${LV}{1,2}|mūsu) (?:${LV}{1,20} ){0,2}?(?:datortomogrāf|tomogrāf|aparāt|rentgen))${GENERIC_LV}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "veicam / veiksim / uzņemam / uzņemsim / izdarām" the scan.
    {
      name: "exposure: we take the scan (Latvian)",
      pattern: String.raw`(?:${LV_S}(?:veicam|veiksim|uzņemam|uzņemsim|izdarām|izdarīsim|taisām)(?!${LV}) (?:${LV}{1,15} ){0,3}?(?:izmeklējum|uzņēmum|tomogrāf|rentgen|3d|ksdt|cbct|dt${LV_E}))${ONLY_2D_LV}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "iegādājāmies / esam iegādājušies / uzstādījām / ieviesām / investējām".
    {
      name: "acquisition: we installed one (Latvian)",
      pattern: String.raw`${LV_S}(?:iegādājāmies|esam iegādājušies|uzstādījām|esam uzstādījuši|ieviesām|esam ieviesuši|investējām)(?!${LV})`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "izmantojam / lietojam / piedāvājam / nodrošinām".
    {
      name: "use: we use or offer it (Latvian)",
      pattern: String.raw`(?:${LV_S}(?:izmantojam|lietojam|piedāvājam|nodrošinām)(?!${LV}))${ONLY_2D_LV}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "ļauj mums / palīdz mums" (it lets us); not in a question.
    {
      name: "use: it lets us see (Latvian)",
      pattern: String.raw`(?<!${LV})(?:ļauj|palīdz) mums${LV_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "nosūtām / nosūtīsim", "nosūtījums", "diagnostikas centrā", "slimnīcā", "partneru klīnikā",
    // "sadarbojamies ar", "paņemiet līdzi".
    {
      name: "refers patients out (Latvian)",
      pattern: String.raw`(?:${LV_S}(?:nosūtām|nosūtīsim)(?!${LV})|(?<!${LV_S}bez )${LV_S}nosūtījum${LV}{0,3}|${LV_S}partner${LV}{1,4} (?:klīnik|centr)|${LV_S}(?:diagnostikas|radioloģijas|attēldiagnostikas) (?:centr|klīnik|nodaļ)${LV}{1,3}|${LV_S}slimnīcā(?!${LV})|${LV_S}sadarbojamies ar${LV_E}|${LV_S}(?:paņemiet|ņemiet) līdzi${LV_E}|${LV_S}līdzi jāņem${LV_E})${NOT_LV}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "mēs", "mūsu", "mūs", "mums ir", "esam", and first-person plural verbs ("piedāvājam",
  // "izmantojam", "nodrošinām"). Not "mums" alone (English "mums"), no bare -ām (a dative plural of nouns).
  firstPerson: word(
    String.raw`${LV_S}(?:mēs|mūsu|mūs|mums ir|esam|varam|veicam|nodrošinām|${LV}{2,20}(?:ojam|ājam))${LV_E}`,
  ),
  negation: [
    // Negation: "mums nav (sava) datortomogrāfa / aparāta / iekārtas".
    {
      name: "we do not have one (Latvian)",
      pattern: String.raw`${LV_S}mums nav${LV_E} (?:${LV}{1,15} ){0,3}?(?:datortomogrāf|tomogrāf|aparāt|iekārt|rentgen|ksdt|cbct|dt${LV_E}|3d)${ONLY_2D_LV}`,
      reach: "sentence",
    },
    // Negation: "neveicam / neuzņemam / nepiedāvājam (izmeklējumu)"; not "bez" (without), not a
    // contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Latvian)",
      pattern: String.raw`${LV_S}(?:neveicam|neuzņemam|nepiedāvājam|nenodrošinām)(?!${LV})(?![^,.;:\n]{0,60}${LV_S}bez${LV_E})(?![^.;\n]{0,80}(?:grūtniec|bērn))${ONLY_2D_LV}`,
      reach: "sentence",
    },
  ],
  // Article sections as Latvian slugs write them: news, articles, advice, FAQ ("buj"), questions.
  articlePath: ["jaunumi", "raksti", "raksts", "padomi", "buj", "jautajumi", "aktualitates"],
  // Equipment / technology sections: "aprīkojums", "tehnoloģijas".
  technologyPath: ["aprikojums", "musu-aprikojums", "tehnologijas"],
  // Services, prices, price list, technology, equipment sections.
  servicePath: ["pakalpojumi", "cenas", "cenradis", "tehnologijas", "aprikojums"],
  // "Pakalpojumi", "Mūsu pakalpojumi", "Cenas", "Cenrādis", "Diagnostika", "Tehnoloģijas", "Aprīkojums".
  serviceHeading: String.raw`(?:mūsu )?pakalpojumi${LV_E}|cenas${LV_E}|cenrādis${LV_E}|diagnostika${LV_E}|tehnoloģijas${LV_E}|aprīkojums${LV_E}`,
  // Dental words: teeth, jaw, bone, implant, nerve, root, dentist.
  dentalContext: String.raw`${LV_S}zob|žokļ|žokl|kaul|implant|nerv|sakn|stomatolog|zobārst|ortodont|endodont`,
  // Radiographic: bone / jaw bone, nerve and its canal, sinus, root and root canal, wisdom / retained tooth, cyst,
  // implant planning, radiation, x-ray, tomography ("deva", dose, is also "gave": left out).
  radiographicWords: String.raw`${LV_S}(?:kaul${LV}{0,5}|žokļa kaul${LV}{0,4}|nerv${LV}{0,4}|sinus${LV}{0,4}|augšžokļa dobum${LV}{0,3}|blakusdobum${LV}{0,3}|sakn(?:e|es|ei|i|ēm|ēs)|sakņ${LV}{0,3}|sakņu kanāl${LV}{0,3}|gudrības zob${LV}{0,3}|retinēt${LV}{1,3}|cist${LV}{1,3}|implant${LV}{0,6} plānošan${LV}{1,2}|(?:ap)?starojum${LV}{0,3}|rentgen${LV}{0,6}|tomogrāfij${LV}{0,3})${LV_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, scan of the teeth, clear trays, crowns, veneers, smile
  // design, 3D print, milling.
  intraoralWords: String.raw`${LV_S}(?:nospiedum${LV}{0,3}|intraorāl${LV}{1,4}|mutes skener${LV}{0,3}|zobu skenēšan${LV}{1,2}|caurspīdīg${LV}{1,4} kap${LV}{1,3}|kroni(?:s|ņi|ņu|ņus)?|kronīt${LV}{1,3}|kroņ${LV}{1,3}|finier${LV}{1,3}|vinīr${LV}{1,3}|smaida dizain${LV}{1,3}|3d druk${LV}{0,4}|frēzē${LV}{0,5})${LV_E}`,
  // Panoramic: ortopantomogrāfs / ortopantomogramma, OPG, panorāmas rentgens / uzņēmums, cefalometrija.
  panoramic: pano(
    String.raw`(?:orto)?pantomogr${LV}{1,6}|opg|panorām${LV}{0,3} (?:rentgen${LV}{0,10}|uzņēmum${LV}{0,3}|attēl${LV}{0,3})|panorāmas?rentgen${LV}{0,6}|[kc]efalometrij${LV}{0,3}`,
    LV,
  ),
  panoramicExamples: ["ortopantomogrāfs", "panorāmas rentgens"],
};

// --- Estonian ----------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Estonian. */
const ONLY_2D_ET = notOnly2d(
  "panoraam|ortopan|intraoraal|skanner|tsefalomeetri|opg",
  "tomograaf|cbct|3d|kt(?![a-z])|koonuskiir",
  ET,
);
const NOT_ET = notAfter("ei pea|pole vaja|ei ole vaja|asemel|ilma saatekirjata|ilma", ET);
const GENERIC_ET = notAfter("kui (?:kliinik|teie|hambaarst)|iga|paljud|mõned", ET);

const ESTONIAN: LanguagePack = {
  language: "et",
  terms: [
    // Tier A, cone beam / dental CT: "koonuskiirkompuutertomograafia", "hamba kompuutertomograafia",
    // ("3D hambaröntgen" is the tier-B 3D radiograph below: "3D-röntgen" is also German, Swedish and Finnish.)
    {
      name: "cone beam / dental CT (Estonian)",
      tier: "A",
      pattern: String.raw`${ET_S}koonuskiir${ET}{0,25}|${ET_S}(?:hamba|hammaste|stomatoloogiline|3d)[\s-]?(?:kompuuter)?tomograaf${ET}{0,4}`,
      keys: [],
    },
    // Tier B, a bare CT or tomography: "kompuutertomograafia", "tomograaf", "KT-uuring" (a bare "3D ülesvõte" is also an intraoral scan).
    {
      name: "CT (Estonian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${ET_S}(?:kompuuter)?tomograaf${ET}{0,4}|${ET_S}kt[\s-]uuring\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "kolmemõõtmeline röntgenülesvõte".
    {
      name: "3D x-ray (Estonian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${ET_S}kolmemõõtmeli${ET}{1,4} (?:hamba)?röntgen${ET}{0,10}|${ET_S}3d[\s-]hambaröntgen${ET}{0,10}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "meie kliinikus / kabinetis / keskuses", "kohapeal", "ühes kohas", "ühe katuse all", "ei pea mujale minema".
    {
      name: "place: in our clinic (Estonian)",
      pattern: String.raw`(?:(?:${ET_S}meie (?:${ET}{1,20} ){0,2}?(?:kliinikus|kabinetis|keskuses|raviasutuses|hambakliinikus|hambaravikabinetis)${ET_E}|${ET_S}kohapeal${ET_E}|${ET_S}ühes kohas${ET_E}|${ET_S}ühe katuse all${ET_E}|${ET_S}ei pea (?:mujale |teise )?(?:minema|sõitma)|${ET_S}lahkumata${ET_E}))${ONLY_2D_ET}${GENERIC_ET}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "meil on oma / uus / kaasaegne", "omame", "kliinik on varustatud", "meie tomograaf", "oma röntgen".
    {
      name: "possession: we have one (Estonian)",
      pattern: String.raw`${ET_S}(?:meil on (?:olemas |oma |uus |kaasaegne |moodne )?(?:${ET}{1,20} ){0,1}?(?:tomograaf|aparaat|seade|röntgen|koonuskiir)|omame|varustatud|(?:meie|oma) (?:${ET}{1,20} ){0,2}?(?:tomograaf|aparaat|röntgen|seade|kompuutertomograaf))${GENERIC_ET}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "teeme / teostame / võtame" the scan or image.
    {
      name: "exposure: we take the scan (Estonian)",
      pattern: String.raw`(?:(?<!${ET_S}ei )${ET_S}(?:teeme|teostame|võtame|teeme teile)${ET_E} (?:${ET}{1,15} ){0,3}?(?:ülesvõt|pilt|pild|uuring|tomograaf|kt${ET_E}|röntgen|3d))${ONLY_2D_ET}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "soetasime / ostsime / paigaldasime / investeerisime / võtsime kasutusele / hankisime".
    {
      name: "acquisition: we installed one (Estonian)",
      pattern: String.raw`${ET_S}(?:soetasime|ostsime|paigaldasime|investeerisime|võtsime kasutusele|hankisime)${ET_E}`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "kasutame / pakume / võimaldame".
    {
      name: "use: we use or offer it (Estonian)",
      pattern: String.raw`(?:(?<!${ET_S}ei )${ET_S}(?:kasutame|pakume|võimaldame)${ET_E})${ONLY_2D_ET}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "võimaldab meil / aitab meil" (it lets us); not in a question.
    {
      name: "use: it lets us see (Estonian)",
      pattern: String.raw`${ET_S}(?:võimaldab|aitab) meil${ET_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "suuname / saadame", "saatekiri", "radioloogiakeskuses", "haiglas", "partnerkliinikus",
    // "teeme koostööd", "võtke kaasa".
    {
      name: "refers patients out (Estonian)",
      pattern: String.raw`(?:${ET_S}(?:suuname|saadame)${ET_E}|${ET_S}saatekir(?:i|ja)${ET_E}|${ET_S}partner(?:kliinik|keskus)${ET}{0,4}|${ET_S}(?:radioloogia|diagnostika|röntgeni)[\s-]?(?:keskus|kliinik|osakon)${ET}{0,4}|${ET_S}haiglas${ET_E}|${ET_S}teeme koostööd${ET_E}|${ET_S}(?:võtke|tooge) kaasa${ET_E})${NOT_ET}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "meie", "meid", "meiega", "meilt", "meil on", and first-person plural verbs
  // ("kasutame", "pakume", "teeme", "oleme"). Not "me" (English), "meile" (German "Meile").
  firstPerson: word(
    String.raw`${ET_S}(?:meie|meid|meiega|meilt|meil (?:on|ei|pole)|oleme|saame|kasutame|pakume|teeme|teostame|võtame|võimaldame|soovitame|omame)${ET_E}`,
  ),
  negation: [
    // Negation: "meil ei ole / meil pole (oma) kompuutertomograafi / aparaati".
    {
      name: "we do not have one (Estonian)",
      pattern: String.raw`${ET_S}meil (?:ei ole|pole)${ET_E} (?:${ET}{1,15} ){0,3}?(?:tomograaf|aparaat|seade|seadet|röntgen|koonuskiir|kt${ET_E}|cbct|3d)${ONLY_2D_ET}`,
      reach: "sentence",
    },
    // Negation: "me ei tee / me ei teosta / me ei paku (uuringut)", with its "we" ("ei tee haiget" is "does not
    // hurt"); not "ilma" (without), not a contraindication (pregnancy, children).
    {
      name: "we do not take the scan (Estonian)",
      pattern: String.raw`${ET_S}(?:me|meie) ei (?:tee|teosta|paku|võta)${ET_E}(?! haiget)(?![^,.;:\n]{0,60}${ET_S}ilma${ET_E})(?![^.;\n]{0,80}(?:rase|laps))${ONLY_2D_ET}`,
      reach: "sentence",
    },
  ],
  // Article sections as Estonian slugs write them: news, articles, advice, FAQ ("kkk"), questions, blog ("blogi").
  articlePath: ["uudised", "artiklid", "artikkel", "nouanded", "kkk", "kusimused", "blogi"],
  // Equipment / technology sections: "seadmed", "aparatuur", "tehnoloogia".
  technologyPath: ["seadmed", "meie-seadmed", "aparatuur", "tehnoloogia"],
  // Services, price list, prices, technology, equipment sections.
  // "aparatuur" (equipment) lists equipment as the technology section does.
  servicePath: ["teenused", "hinnakiri", "hinnad", "tehnoloogia", "seadmed", "aparatuur"],
  // "Teenused", "Meie teenused", "Hinnakiri", "Hinnad", "Diagnostika", "Tehnoloogia", "Seadmed".
  serviceHeading: String.raw`(?:meie )?teenused${ET_E}|hinnakiri${ET_E}|hinnad${ET_E}|diagnostika${ET_E}|tehnoloogia${ET_E}|seadmed${ET_E}`,
  // Dental words: tooth, jaw, implant, nerve, root, dentist, sinus.
  dentalContext: String.raw`${ET_S}hamba|${ET_S}hammas|${ET_S}hammaste|lõualuu|lõuga|implantaat|närv|hambajuur|hambaarst|stomatoloog|põskkoopa|ortodont|endodont`,
  // Radiographic: bone / jaw bone, nerve and its canal, (maxillary) sinus, root and root canal, wisdom / retained
  // tooth, cyst, implant planning, dose, radiation, x-ray, tomography ("juures", at, is not a root).
  radiographicWords: String.raw`${ET_S}(?:(?:lõua)?luu(?:d|st|le|kude|koe|koes)?|närv${ET}{0,4}|närvikanal${ET}{0,3}|põskkoop${ET}{0,3}|ülalõuakoop${ET}{0,3}|siinus${ET}{0,3}|(?:hamba)?juur(?:ed|e|i|te|ele)?|juurekanal${ET}{0,4}|juureravi|tarkusham${ET}{1,5}|retineeru${ET}{1,4}|tsüst${ET}{0,4}|implant${ET}{0,6} planeerim${ET}{1,4}|doos${ET}{0,3}|kiirgus${ET}{0,4}|kiiritus${ET}{0,4}|röntgen${ET}{0,10}|tomograaf${ET}{0,5})${ET_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, scan of the teeth, aligners, crowns, veneers, smile
  // design, 3D print, milling.
  intraoralWords: String.raw`${ET_S}(?:jäljend${ET}{0,3}|intraoraal${ET}{0,5}|suusisene skann${ET}{0,4}|hammaste skaneerim${ET}{1,4}|joondaj${ET}{1,3}|kroon${ET}{0,3}|laminaat${ET}{0,4}|vineer${ET}{0,3}|naeratuse disain${ET}{0,3}|3d print${ET}{0,5}|freesi${ET}{0,5})${ET_E}`,
  // Panoramic: panoraamröntgen, panoraamülesvõte, ortopantomograaf, OPG, tsefalomeetria.
  panoramic: pano(
    String.raw`panoraam${ET}{0,2}\s?(?:röntgen${ET}{0,10}|ülesvõt${ET}{0,3}|pilt${ET}{0,3})|(?:orto)?pantomogr${ET}{1,6}|opg|[tk]?sefalomeetri${ET}{0,3}|kefalomeetri${ET}{0,3}`,
    ET,
  ),
  panoramicExamples: ["panoraamröntgen", "ortopantomograaf"],
};

// --- Albanian ----------------------------------------------------------------------------------------------------------

/** 2D and intraoral imaging, then the 3D words, in Albanian. */
const ONLY_2D_SQ = notOnly2d(
  "panoramik|ortopan|intraoral|skaner|cefalometr|opg",
  "tomograf|cbct|3d|ct(?![a-z])|konik",
  SQ,
);
const NOT_SQ = notAfter("pa pasur nevojë|pa pasur nevoje|nuk keni nevojë|nuk ka nevojë|në vend të|ne vend te", SQ);
const GENERIC_SQ = notAfter("nëse|nese|kur|çdo|cdo|shumë|disa", SQ);

const ALBANIAN: LanguagePack = {
  language: "sq",
  terms: [
    // Tier A, cone beam / dental CT: "tomografi me rreze konike", "CT me tra konik", "tomografi dentare",
    // "CT dentare", "tomografi 3D".
    {
      name: "cone beam / dental CT (Albanian)",
      tier: "A",
      pattern: String.raw`${SQ_S}me (?:rreze|tra|fashë|fashe|fascikul) konik|${SQ_S}(?:tomograf${SQ}{0,4}|ct|skaner${SQ}{0,3} ct) (?:e kompjuterizuar )?(?:dentar${SQ}{0,2}|stomatologjik${SQ}{0,2}|3d)(?!${SQ})`,
      keys: [],
    },
    // Tier B, a bare CT or tomography (bareCt): "tomografi", "tomografia", "skanim CT".
    {
      name: "CT (Albanian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`${SQ_S}tomograf${SQ}{0,4}|${SQ_S}(?:skanim${SQ}{0,3}|skaner${SQ}{0,3}|ekzaminim${SQ}{0,3}) ct${SQ_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a 3D radiograph named outright (radiograph): "radiografi 3D", "radiografi tredimensionale".
    {
      name: "3D x-ray (Albanian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`${SQ_S}radiografi${SQ}{0,3} (?:dentare )?(?:3d|tredimensional${SQ}{0,2})${SQ_E}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "në klinikën tonë", "në qendrën tonë", "në ambientet tona", "pa dalë nga klinika", "nën të njëjtin çati".
    {
      name: "place: in our clinic (Albanian)",
      pattern: String.raw`(?:(?:${SQ_S}n[ëe] (?:klinik|qend[ëe]?r|kabinet|studio|ambient|laborator)${SQ}{0,4} (?:ton[ëe]|tona|t[ëe] klinik[ëe]s)(?!${SQ})|${SQ_S}pa (?:dal[ëe] nga|l[ëe]vizur nga) klinika|${SQ_S}n[ëe]n t[ëe] nj[ëe]jtin [çc]ati${SQ_E}|${SQ_S}n[ëe] nj[ëe] vend${SQ_E}|${SQ_S}te ne${SQ_E}|${SQ_S}tek ne${SQ_E}))${ONLY_2D_SQ}${GENERIC_SQ}`,
      reach: "sentence",
      near: 100,
    },
    // Possession: "kemi një aparat / tomograf", "disponojmë", "klinika është e pajisur me", "aparati ynë".
    {
      name: "possession: we have one (Albanian)",
      pattern: String.raw`(?<!${SQ_S}nuk )${SQ_S}(?:kemi (?:nj[ëe] |n[ëe] dispozicion |aparat|tomograf|skaner|pajisj)|disponojm[ëe]|zot[ëe]rojm[ëe]|pajisur me|(?:aparat|tomograf|skaner|pajisj)${SQ}{0,3} (?:yn[ëe]|jon[ëe]|i ri yn[ëe]))${GENERIC_SQ}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "kryejmë / bëjmë / realizojmë / marrim" the scan.
    {
      name: "exposure: we take the scan (Albanian)",
      pattern: String.raw`(?:(?<!${SQ_S}nuk )${SQ_S}(?:kryejm[ëe]|b[ëe]jm[ëe]|realizojm[ëe]|marrim|do t[ëe] kryejm[ëe])(?!${SQ}) (?:${SQ}{1,15} ){0,3}?(?:skan|radiografi|tomografi|ct${SQ_E}|cbct|3d|imazh|grafi))${ONLY_2D_SQ}`,
      reach: "next",
      near: 150,
    },
    // Acquisition: "kemi blerë / kemi instaluar / kemi investuar / kemi sjellë".
    {
      name: "acquisition: we installed one (Albanian)",
      pattern: String.raw`${SQ_S}kemi (?:bler[ëe]|instaluar|investuar|sjell[ëe]|pajisur)(?!${SQ})`,
      reach: "sentence",
      near: 150,
    },
    // Use and offer: "përdorim / ofrojmë / sigurojmë".
    {
      name: "use: we use or offer it (Albanian)",
      pattern: String.raw`(?:(?<!${SQ_S}nuk )(?<!${SQ})(?:p[ëe]rdorim|ofrojm[ëe]|sigurojm[ëe])(?!${SQ}))${ONLY_2D_SQ}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "na lejon / na ndihmon / na mundëson" (it lets us); not in a question.
    {
      name: "use: it lets us see (Albanian)",
      pattern: String.raw`${SQ_S}na (?:lejon|ndihmon|mund[ëe]son)${SQ_E}(?![^.\n?]{0,120}\?)`,
      reach: "next",
      near: 150,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "ju referojmë / ju dërgojmë", "në një qendër radiologjike", "në spital", "klinikë partnere",
    // "bashkëpunojmë me", "sillni me vete".
    {
      name: "refers patients out (Albanian)",
      pattern: String.raw`(?:${SQ_S}ju (?:referojm[ëe]|d[ëe]rgojm[ëe]|drejtojm[ëe])|${SQ_S}(?:n[ëe]|tek|te) (?:nj[ëe] )?qend(?:[ëe]r|ra|r[ëe]n) (?:${SQ}{1,15} )?(?:radiologjik|diagnostik|imazheri)|${SQ_S}n[ëe] spital${SQ_E}|${SQ_S}(?:klinik|qend)${SQ}{0,4} partner|${SQ_S}bashk[ëe]punojm[ëe] me${SQ_E}|${SQ_S}sillni (?:me vete )?(?:${SQ}{1,15} ){0,1}?(?:radiografi|tomografi|ct|cd|rezultat))(?![^.\n]{0,30}ton)${NOT_SQ}`,
      reach: "next",
    },
  ],
  // The practice's "we / our / us": "ynë, jonë, tanë, tona", "jemi", "kemi", and first-person plural verbs ("ofrojmë",
  // "kryejmë"). Not "ne" (French, Italian), "na", "neve" (Italian "snow"), ASCII "tone" (English)
  // and "tane" (Italian).
  firstPerson: word(String.raw`${SQ_S}(?:yn[ëe]|jon[ëe]|tanë|tona|tonë|jemi|kemi|${SQ}{2,20}jm[ëe])${SQ_E}`),
  negation: [
    // Negation: "nuk kemi / nuk disponojmë / nuk zotërojmë (aparat CBCT)".
    {
      name: "we do not have one (Albanian)",
      pattern: String.raw`${SQ_S}nuk (?:kemi|disponojm[ëe]|zot[ëe]rojm[ëe])${SQ_E} (?:${SQ}{1,15} ){0,3}?(?:aparat|tomograf|skaner|pajisj|ct${SQ_E}|cbct|3d)${ONLY_2D_SQ}`,
      reach: "sentence",
    },
    // Negation: "nuk kryejmë / nuk bëjmë / nuk ofrojmë (skanim)"; not "pa" (without), not a contraindication
    // (pregnancy, children).
    {
      name: "we do not take the scan (Albanian)",
      pattern: String.raw`${SQ_S}nuk (?:kryejm[ëe]|b[ëe]jm[ëe]|ofrojm[ëe]|realizojm[ëe])${SQ_E}(?![^,.;:\n]{0,60}${SQ_S}pa${SQ_E})(?![^.;\n]{0,80}(?:shtatz[ëe]n|f[ëe]mij))${ONLY_2D_SQ}`,
      reach: "sentence",
    },
  ],
  // Article sections as Albanian slugs write them: news, articles, advice, questions.
  articlePath: ["lajme", "lajmet", "artikuj", "artikujt", "keshilla", "pyetje", "pyetjet"],
  // Equipment / technology sections: "pajisje", "pajisjet", "teknologji", "teknologjia".
  technologyPath: ["pajisje", "pajisjet", "teknologji", "teknologjia"],
  // Services, prices, technology, equipment sections.
  servicePath: ["sherbime", "sherbimet", "cmimet", "cmimore", "teknologji", "pajisje", "trajtime"],
  // "Shërbimet", "Shërbimet tona", "Çmimet", "Diagnostikimi", "Teknologjia", "Pajisjet", "Trajtimet".
  serviceHeading: String.raw`sh[ëe]rbime(?:t)?(?: tona)?${SQ_E}|[çc]mimet?${SQ_E}|lista e [çc]mimeve${SQ_E}|diagnostikim|teknologji|pajisjet${SQ_E}|trajtime(?:t)?${SQ_E}`,
  // Dental words: tooth, jaw, bone, implant, nerve, root, dentistry.
  dentalContext: String.raw`dh[ëe]mb|nofull|kock|implant|nerv|rr[ëe]nj|stomatolog|dentar|ortodont|endodont`,
  // Radiographic: bone / jaw bone, nerve and its canal, sinus, root and root canal, wisdom tooth, cyst, implant
  // planning, dose, radiation, x-ray, tomography.
  radiographicWords: String.raw`${SQ_S}(?:kock${SQ}{1,3}|nerv${SQ}{0,4}|sinus${SQ}{0,4}|rrënj${SQ}{1,4}|rrenj${SQ}{1,4}|dhëmb${SQ}{0,4} (?:i |e |të )?(?:pjekurisë|mençurisë|urtësisë)|[kc]ist${SQ}{1,3}|planifikim${SQ}{0,4} (?:e |i |të )?implant${SQ}{0,5}|doz${SQ}{1,3}|rrezatim${SQ}{0,4}|rreze(?:t)? x|radiografi${SQ}{0,3}|r[ëe]ntgen${SQ}{0,4}|tomografi${SQ}{0,4})${SQ_E}`,
  // Intraoral: (digital) impression, intraoral scanner / scan, scan of the teeth, clear trays, crowns, veneers, smile
  // design, 3D print, milling.
  intraoralWords: String.raw`${SQ_S}(?:gjurm${SQ}{1,4} dixhital${SQ}{1,2}|marrj${SQ}{1,2} (?:e |së )?mas${SQ}{1,3}|mas${SQ}{1,3} dixhital${SQ}{1,2}|intraoral${SQ}{0,4}|skanim${SQ}{0,3} (?:i |të )?dhëmbëve|pllak${SQ}{1,3} transparent${SQ}{1,2}|kuror${SQ}{1,4}|faset${SQ}{1,4}|dizajn${SQ}{0,3} (?:i |të )?buzëqeshjes|(?:printim|printer)${SQ}{0,3} 3d|frezim${SQ}{0,4})${SQ_E}`,
  // Panoramic: ortopantomograf, OPG, radiografi panoramike, panoramik dentar, cefalometri.
  panoramic: pano(
    String.raw`(?:orto)?pantomogra${SQ}{1,5}|opg|(?:radiografi${SQ}{0,3}|r[ëe]ntgen${SQ}{0,3}) panoramik${SQ}{0,3}|panoramik${SQ}{0,3} dentar${SQ}{0,3}|[kc]efalometri${SQ}{0,4}`,
    SQ,
  ),
  panoramicExamples: ["ortopantomograf", "radiografi panoramike"],
};

/** One pack per language (hr, sr and bs written in Latin share one). */
export const PACKS: readonly LanguagePack[] = [
  POLISH,
  CZECH,
  SLOVAK,
  HUNGARIAN,
  CROATIAN,
  SLOVENIAN,
  ROMANIAN,
  LITHUANIAN,
  LATVIAN,
  ESTONIAN,
  ALBANIAN,
];
