import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { PACKS } from "./languages/east-europe-and-levant.ts";

/**
 * Language packs of languages/east-europe-and-levant.ts: Russian, Ukrainian, Bulgarian, Serbian/Macedonian, Greek,
 * Turkish, Hebrew and Arabic. Per language, one fixture per class: the scanner at the practice (confirmed), the scan
 * offered or used on a services page (likely), an article explaining it (uncertain), and the scan taken elsewhere
 * (not detected). Every fixture is written for its class, not taken from any real page, and needs the pack.
 */
type Case = { name: string; path: string; text: string; status: string };

const CASES: Record<string, Case[]> = {
  ru: [
    {
      name: "place: the cone beam unit in our clinic",
      path: "/",
      text: "В нашей клинике установлен конусно-лучевой томограф: снимок челюсти займёт 15 секунд.",
      status: "confirmed",
    },
    {
      name: "offer: dental CT on a services page",
      path: "/uslugi/diagnostika/",
      text: "Предлагаем КТ зубов и челюстей перед имплантацией и лечением каналов.",
      status: "likely",
    },
    {
      name: "article: what a cone beam tomograph shows",
      path: "/blog/chto-takoe-klkt/",
      text: "Конусный томограф делает трёхмерное изображение челюсти с низкой дозой облучения.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a diagnostic centre",
      path: "/",
      text: "Для планирования имплантации мы направим вас на КЛКТ в диагностический центр.",
      status: "not_detected",
    },
  ],
  uk: [
    {
      name: "place: the cone beam unit in our clinic",
      path: "/",
      text: "У нашій клініці працює конусно-променевий томограф, тож знімок щелепи ви отримаєте за кілька хвилин.",
      status: "confirmed",
    },
    {
      name: "offer: computed tomography on a services page",
      path: "/poslugy/diahnostyka/",
      text: "Пропонуємо комп'ютерну томографію зубів перед імплантацією.",
      status: "likely",
    },
    {
      name: "article: what CBCT shows",
      path: "/blog/shcho-take-kpkt/",
      text: "КПКТ показує кістку щелепи у трьох вимірах.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a diagnostic centre",
      path: "/",
      text: "Перед лікуванням ми направимо вас на КТ зубів у діагностичний центр.",
      status: "not_detected",
    },
  ],
  bg: [
    {
      name: "place and possession: the unit in our clinic",
      path: "/",
      text: "В нашата клиника разполагаме с конично-лъчев компютърен томограф за снимки на челюстта.",
      status: "confirmed",
    },
    {
      name: "offer: a 3D x-ray on a price-list page",
      path: "/tseni/",
      text: "Предлагаме 3D рентгенова снимка на челюстта преди поставяне на импланти.",
      status: "likely",
    },
    {
      name: "article: what dental CT shows",
      path: "/blog/kakvo-pokazva-snimkata/",
      text: "Дентална компютърна томография показва костта в три измерения.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a diagnostic centre",
      path: "/",
      text: "Преди имплант ще ви насочим за КТ в диагностичен център.",
      status: "not_detected",
    },
  ],
  "sr-Cyrl+mk": [
    {
      name: "place and possession: the unit in our surgery",
      path: "/",
      text: "У нашој ординацији поседујемо ЦБЦТ скенер за 3Д снимање вилице.",
      status: "confirmed",
    },
    {
      name: "offer: cone beam CT on a services page",
      path: "/usluge/dijagnostika/",
      text: "Нудимо компјутеризовану томографију конусним снопом пре уградње импланата.",
      status: "likely",
    },
    {
      name: "article: what CBCT shows",
      path: "/blog/sta-pokazuje-snimak/",
      text: "ЦБЦТ приказује кост вилице у три димензије.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a radiology centre",
      path: "/",
      text: "За CBCT снимак упућујемо пацијенте у радиолошки центар.",
      status: "not_detected",
    },
  ],
  el: [
    {
      name: "place and possession: the unit in our practice",
      path: "/",
      text: "Στο ιατρείο μας διαθέτουμε αξονικό τομογράφο κωνικής δέσμης.",
      status: "confirmed",
    },
    {
      name: "use: 3D CT on a services page",
      path: "/ypiresies/aktinografies/",
      text: "Χρησιμοποιούμε τρισδιάστατη αξονική τομογραφία για τον σχεδιασμό των εμφυτευμάτων.",
      status: "likely",
    },
    {
      name: "article: what dental CT shows",
      path: "/blog/ti-einai-i-axoniki/",
      text: "Η οδοντιατρική αξονική τομογραφία δείχνει το οστό της γνάθου σε τρεις διαστάσεις.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a partner diagnostic centre",
      path: "/",
      text: "Για την αξονική (CBCT) σας παραπέμπουμε σε συνεργαζόμενο διαγνωστικό κέντρο.",
      status: "not_detected",
    },
  ],
  tr: [
    {
      name: "place and possession: the unit in our clinic",
      path: "/",
      text: "Kliniğimizde konik ışınlı bilgisayarlı tomografi cihazımız ile çene kemiğini üç boyutlu inceliyoruz.",
      status: "confirmed",
    },
    {
      name: "offer: dental CT on a services page",
      path: "/hizmetler/radyoloji/",
      text: "İmplant planlamasında dental tomografi çekimi sunuyoruz.",
      status: "likely",
    },
    {
      name: "article: what cone beam CT shows",
      path: "/blog/konik-isinli-tomografi-nedir/",
      text: "Konik ışınlı bilgisayarlı tomografi, çene kemiğini üç boyutlu gösterir.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a partner imaging centre",
      path: "/",
      text: "Dental tomografi için hastalarımızı anlaşmalı görüntüleme merkezine yönlendiriyoruz.",
      status: "not_detected",
    },
  ],
  he: [
    {
      name: "place: the scan is taken in our clinic",
      path: "/",
      text: "במרפאה שלנו מבצעים צילום CT דנטלי בקרן קונית תוך דקות.",
      status: "confirmed",
    },
    {
      name: "offer: dental CT on a services page",
      path: "/sherutim/tsilumim/",
      text: "אנו מציעים צילום CT דנטלי לתכנון השתלות.",
      status: "likely",
    },
    {
      name: "article: what dental CT shows",
      path: "/blog/ct-dentali/",
      text: "סי טי דנטלי מציג את עצם הלסת בתלת מימד.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at an imaging institute",
      path: "/",
      text: "לצורך צילום CBCT נפנה אתכם למכון צילום.",
      status: "not_detected",
    },
  ],
  ar: [
    {
      name: "place: the cone beam unit in our clinic",
      path: "/",
      text: "في عيادتنا جهاز الأشعة المقطعية المخروطية لتصوير الفك والأسنان بدقة.",
      status: "confirmed",
    },
    {
      name: "offer: 3D CT on a services page",
      path: "/khadamat/",
      text: "نقدم الأشعة المقطعية ثلاثية الأبعاد لتخطيط زراعة الأسنان.",
      status: "likely",
    },
    {
      name: "article: what dental CT shows",
      path: "/blog/maqal-al-ashia/",
      text: "الأشعة المقطعية للأسنان تظهر عظم الفك بثلاثة أبعاد.",
      status: "uncertain",
    },
    {
      name: "referral: the scan is taken at a radiology centre",
      path: "/",
      text: "نحيل المرضى إلى مركز أشعة متخصص لعمل CBCT قبل الزراعة.",
      status: "not_detected",
    },
  ],
};

describe.each(Object.entries(CASES))("language pack %s", (_language, cases) => {
  it.each(cases)("$name: $status", (c) => {
    expect(detect(page(c.path, c.text)).status).toBe(c.status);
  });
});

describe("east language packs: precision", () => {
  it("a bare Russian 'томография' counts only beside dental words; the panoramic 'ортопантомограф' never", () => {
    expect(detect(page("/", "В больнице работает томограф.")).status).toBe("not_detected");
    expect(detect(page("/", "В нашей клинике есть ортопантомограф для снимков зубов.")).status).toBe("not_detected");
  });

  it("'no need to go to a diagnostic centre' is the practice's own scan, not a referral", () => {
    const r = detect(page("/", "КЛКТ делаем в нашей клинике, не нужно ехать в диагностический центр."));
    expect(r.status).toBe("confirmed");
  });

  it("a Latin 'CT' on an English page is not read as Hebrew", () => {
    expect(detect(page("/", "Visit our dental office in Hartford, CT for implants and teeth cleaning.")).status).toBe(
      "not_detected",
    );
  });

  it("a Greek 'we have' far from the scanner words claims nothing", () => {
    const text =
      "Έχουμε πολυετή εμπειρία στα εμφυτεύματα και στη χειρουργική του στόματος. Η αξονική τομογραφία κωνικής δέσμης δείχνει το οστό.";
    expect(detect(page("/", text)).status).toBe("uncertain");
  });
});

/**
 * One case per cue of the east packs (the packs' counterpart of detect-cbct.ownership.test.ts): place, possession,
 * exposure and acquisition confirm, use and offer make it likely, a referral cancels it. Each names its cue.
 */
type CueCase = { lang: string; cue: string; kind: "ownership" | "use" | "referral"; text: string; path?: string };
const CUE_CASES: CueCase[] = [
  { lang: "ru", cue: "place: in our clinic", kind: "ownership", text: "В нашем центре делают КЛКТ." },
  { lang: "ru", cue: "place: right here", kind: "ownership", text: "КЛКТ можно сделать прямо в клинике." },
  { lang: "ru", cue: "place: on site", kind: "ownership", text: "КЛКТ делается на месте за пять минут." },
  { lang: "ru", cue: "possession: we have one", kind: "ownership", text: "У нас есть КЛКТ для диагностики." },
  { lang: "ru", cue: "possession: the clinic has one", kind: "ownership", text: "Клиника располагает аппаратом КЛКТ." },
  { lang: "ru", cue: "possession: equipped with", kind: "ownership", text: "Кабинет оснащён аппаратом КЛКТ." },
  {
    lang: "ru",
    cue: "possession: our tomograph",
    kind: "ownership",
    text: "Наш собственный томограф КЛКТ работает с низкой дозой.",
  },
  { lang: "ru", cue: "exposure: we take the scan", kind: "ownership", text: "Мы делаем снимок КЛКТ за 15 секунд." },
  { lang: "ru", cue: "exposure: keep still", kind: "ownership", text: "Во время КЛКТ мы попросим вас не двигаться." },
  {
    lang: "ru",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "В этом году мы приобрели аппарат КЛКТ.",
  },
  { lang: "ru", cue: "use: we use or offer it", kind: "use", text: "Для планирования имплантации используем КЛКТ." },
  { lang: "ru", cue: "offer: available to you", kind: "use", text: "К вашим услугам КЛКТ с низкой дозой." },
  { lang: "ru", cue: "refers patients out", kind: "referral", text: "Для КЛКТ направим вас к рентгенологу." },
  { lang: "ru", cue: "imaging centre", kind: "referral", text: "КЛКТ делают в рентген-центре рядом с клиникой." },
  { lang: "ru", cue: "partner facility", kind: "referral", text: "КЛКТ выполняется в партнёрской клинике." },
  {
    lang: "ru",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Приносите снимок КЛКТ на консультацию.",
  },
  {
    lang: "ru",
    cue: "no unit of its own",
    kind: "referral",
    text: "У нас нет собственного томографа, КЛКТ делают рядом.",
  },
  { lang: "uk", cue: "place: in our clinic", kind: "ownership", text: "У нашому центрі роблять КПКТ." },
  { lang: "uk", cue: "place: right here", kind: "ownership", text: "КПКТ можна зробити прямо в клініці." },
  { lang: "uk", cue: "place: on site", kind: "ownership", text: "КПКТ робиться на місці за кілька хвилин." },
  { lang: "uk", cue: "possession: we have one", kind: "ownership", text: "У нас є КПКТ для діагностики." },
  {
    lang: "uk",
    cue: "possession: equipped, our tomograph",
    kind: "ownership",
    text: "Кабінет обладнаний апаратом КПКТ.",
  },
  { lang: "uk", cue: "exposure: we take the scan", kind: "ownership", text: "Ми робимо знімок КПКТ за 15 секунд." },
  {
    lang: "uk",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "Цього року ми придбали апарат КПКТ.",
  },
  { lang: "uk", cue: "use: we use or offer it", kind: "use", text: "Для планування імплантації використовуємо КПКТ." },
  { lang: "uk", cue: "refers patients out", kind: "referral", text: "Для КПКТ направимо вас до рентгенолога." },
  { lang: "uk", cue: "imaging centre", kind: "referral", text: "КПКТ роблять у діагностичному центрі поруч." },
  { lang: "uk", cue: "partner facility", kind: "referral", text: "КПКТ виконується в партнерській клініці." },
  {
    lang: "uk",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Принесіть знімок КПКТ на консультацію.",
  },
  {
    lang: "bg",
    cue: "place: in our clinic",
    kind: "ownership",
    text: "В нашата клиника правят конично-лъчева томография.",
  },
  {
    lang: "bg",
    cue: "place: right here",
    kind: "ownership",
    text: "Конично-лъчевата томография се прави без да напускате клиниката.",
  },
  { lang: "bg", cue: "place: on site", kind: "ownership", text: "Конично-лъчевата томография се прави на място." },
  { lang: "bg", cue: "possession: we have one", kind: "ownership", text: "Разполагаме с конично-лъчев томограф." },
  {
    lang: "bg",
    cue: "exposure: we take the scan",
    kind: "ownership",
    text: "Правим снимка с конично-лъчев томограф.",
  },
  {
    lang: "bg",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "Закупихме нов конично-лъчев томограф.",
  },
  {
    lang: "bg",
    cue: "use: we use or offer it",
    kind: "use",
    text: "Използваме конично-лъчева томография при планиране на импланти.",
  },
  {
    lang: "bg",
    cue: "refers patients out",
    kind: "referral",
    text: "За конично-лъчева томография ще ви насочим към специалист.",
  },
  {
    lang: "bg",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Донесете снимката от конично-лъчевата томография.",
  },
  { lang: "sr-Cyrl+mk", cue: "place: in our clinic", kind: "ownership", text: "У нашој ординацији радимо ЦБЦТ." },
  {
    lang: "sr-Cyrl+mk",
    cue: "place: right here",
    kind: "ownership",
    text: "ЦБЦТ снимак без одласка у други центар.",
  },
  { lang: "sr-Cyrl+mk", cue: "possession: we have one", kind: "ownership", text: "Поседујемо ЦБЦТ апарат." },
  {
    lang: "sr-Cyrl+mk",
    cue: "exposure: we take the scan",
    kind: "ownership",
    text: "Радимо снимак ЦБЦТ за пет минута.",
  },
  {
    lang: "sr-Cyrl+mk",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "Набавили смо нови ЦБЦТ апарат.",
  },
  { lang: "sr-Cyrl+mk", cue: "use: we use or offer it", kind: "use", text: "Користимо ЦБЦТ при планирању импланата." },
  {
    lang: "sr-Cyrl+mk",
    cue: "refers patients out",
    kind: "referral",
    text: "За ЦБЦТ упућујемо пацијенте код радиолога.",
  },
  {
    lang: "sr-Cyrl+mk",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Донесите снимак ЦБЦТ на преглед.",
  },
  {
    lang: "el",
    cue: "place: in our practice",
    kind: "ownership",
    text: "Στο ιατρείο μας γίνεται τομογραφία κωνικής δέσμης.",
  },
  { lang: "el", cue: "place: right here", kind: "ownership", text: "Η τομογραφία κωνικής δέσμης γίνεται επί τόπου." },
  { lang: "el", cue: "possession: we have one", kind: "ownership", text: "Έχουμε τομογράφο κωνικής δέσμης." },
  {
    lang: "el",
    cue: "possession: our tomograph",
    kind: "ownership",
    text: "Ο τομογράφος μας κωνικής δέσμης είναι χαμηλής δόσης.",
  },
  {
    lang: "el",
    cue: "exposure: we take the scan",
    kind: "ownership",
    text: "Πραγματοποιούμε την τομογραφία κωνικής δέσμης σε λίγα λεπτά.",
  },
  { lang: "el", cue: "acquisition: we installed one", kind: "ownership", text: "Αποκτήσαμε τομογράφο κωνικής δέσμης." },
  {
    lang: "el",
    cue: "use: we use or offer it",
    kind: "use",
    text: "Χρησιμοποιούμε τομογραφία κωνικής δέσμης για τα εμφυτεύματα.",
  },
  {
    lang: "el",
    cue: "refers patients out",
    kind: "referral",
    text: "Για τομογραφία κωνικής δέσμης σας παραπέμπουμε σε ακτινολόγο.",
  },
  {
    lang: "el",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Φέρτε μαζί σας την αξονική κωνικής δέσμης.",
  },
  { lang: "tr", cue: "place: in our clinic", kind: "ownership", text: "Kliniğimizde konik ışınlı tomografi çekilir." },
  {
    lang: "tr",
    cue: "place: right here",
    kind: "ownership",
    text: "Konik ışınlı tomografi başka bir merkeze gitmenize gerek kalmadan çekilir.",
  },
  {
    lang: "tr",
    cue: "possession: we have one",
    kind: "ownership",
    text: "Konik ışınlı tomografi cihazımız düşük doz ile çalışır.",
  },
  {
    lang: "tr",
    cue: "exposure: we take the scan",
    kind: "ownership",
    text: "Konik ışınlı tomografiyi birkaç saniyede çekiyoruz.",
  },
  {
    lang: "tr",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "Konik ışınlı tomografi cihazını satın aldık.",
  },
  {
    lang: "tr",
    cue: "use: we use or offer it",
    kind: "use",
    text: "İmplant planlamasında konik ışınlı tomografi kullanıyoruz.",
  },
  {
    lang: "tr",
    cue: "offer: taken, on a services page",
    kind: "use",
    path: "/hizmetler/",
    text: "Konik ışınlı tomografi çekilmektedir.",
  },
  {
    lang: "tr",
    cue: "refers patients out",
    kind: "referral",
    text: "Konik ışınlı tomografi için sizi yönlendiriyoruz.",
  },
  {
    lang: "tr",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "Konik ışınlı tomografinizi getirmeyi unutmayın.",
  },
  { lang: "he", cue: "place: in our clinic", kind: "ownership", text: "במרפאה שלנו יש CT דנטלי." },
  { lang: "he", cue: "place: right here", kind: "ownership", text: "צילום CT דנטלי בלי לצאת מהמרפאה." },
  { lang: "he", cue: "possession: we have one", kind: "ownership", text: "יש לנו CT דנטלי חדש." },
  { lang: "he", cue: "exposure: we take the scan", kind: "ownership", text: "אנו מבצעים צילום CT דנטלי תוך דקות." },
  { lang: "he", cue: "acquisition: we installed one", kind: "ownership", text: "רכשנו מכשיר CT דנטלי חדש." },
  { lang: "he", cue: "use: we use or offer it", kind: "use", text: "אנו משתמשים ב-CT דנטלי לתכנון השתלות." },
  { lang: "he", cue: "refers patients out", kind: "referral", text: "לצורך CT דנטלי נפנה אתכם לרנטגנולוג." },
  { lang: "he", cue: "the scan comes from elsewhere", kind: "referral", text: "יש להביא צילום CT דנטלי לפגישה." },
  { lang: "ar", cue: "place: in our clinic", kind: "ownership", text: "في عيادتنا نقوم بالأشعة المقطعية المخروطية." },
  {
    lang: "ar",
    cue: "place: right here",
    kind: "ownership",
    text: "الأشعة المقطعية المخروطية دون الحاجة إلى الذهاب لمكان آخر.",
  },
  { lang: "ar", cue: "possession: we have one", kind: "ownership", text: "لدينا جهاز الأشعة المقطعية المخروطية." },
  {
    lang: "ar",
    cue: "exposure: we take the scan",
    kind: "ownership",
    text: "نقوم بعمل الأشعة المقطعية المخروطية خلال دقائق.",
  },
  {
    lang: "ar",
    cue: "acquisition: we installed one",
    kind: "ownership",
    text: "قمنا بتركيب جهاز الأشعة المقطعية المخروطية.",
  },
  {
    lang: "ar",
    cue: "use: we use or offer it",
    kind: "use",
    text: "نستخدم الأشعة المقطعية المخروطية لتخطيط زراعة الأسنان.",
  },
  {
    lang: "ar",
    cue: "refers patients out",
    kind: "referral",
    text: "نحيلك لعمل الأشعة المقطعية المخروطية عند أخصائي.",
  },
  {
    lang: "ar",
    cue: "the scan comes from elsewhere",
    kind: "referral",
    text: "يرجى إحضار الأشعة المقطعية المخروطية معك.",
  },
];

describe("east language packs: one case per cue", () => {
  it("covers every cue and referral of the east packs", () => {
    const covered = new Set(CUE_CASES.map((c) => `${c.cue} [${c.lang}]`));
    const named = PACKS.flatMap((p) => [...p.cues, ...p.referral].map((c) => `${c.name} [${p.language}]`));
    expect(named.filter((n) => !covered.has(n))).toEqual([]);
  });

  const STATUS = { ownership: "confirmed", use: "likely", referral: "not_detected" } as const;
  it.each(CUE_CASES)("$lang $cue: $text", (c) => {
    const r = detect(page(c.path ?? "/", c.text));
    expect(r.status).toBe(STATUS[c.kind]);
    expect(r.evidence.map((e) => e.signal).join(" | ")).toContain(`${c.kind}:${c.cue} [${c.lang}]`);
  });
});
