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
type CueCase = {
  lang: string;
  cue: string;
  kind: "ownership" | "use" | "referral" | "negation";
  text: string;
  path?: string;
};
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
  // Negations: the practice says it has no unit or does not take the scan (same sentence).
  { lang: "ru", cue: "no unit of its own", kind: "negation", text: "У нас нет собственного томографа для КЛКТ." },
  { lang: "ru", cue: "does not take the scan", kind: "negation", text: "Мы не делаем КЛКТ в клинике." },
  { lang: "uk", cue: "no unit of its own", kind: "negation", text: "У нас немає власного томографа для КПКТ." },
  { lang: "uk", cue: "does not take the scan", kind: "negation", text: "Ми не робимо КПКТ у клініці." },
  {
    lang: "bg",
    cue: "no unit of its own",
    kind: "negation",
    text: "Нямаме собствен скенер за конично-лъчева томография.",
  },
  {
    lang: "bg",
    cue: "does not take the scan",
    kind: "negation",
    text: "Не правим конично-лъчева томография в кабинета.",
  },
  { lang: "sr-Cyrl+mk", cue: "no unit of its own", kind: "negation", text: "Немамо сопствени ЦБЦТ апарат." },
  { lang: "el", cue: "no unit of its own", kind: "negation", text: "Δεν διαθέτουμε τομογράφο κωνικής δέσμης." },
  {
    lang: "tr",
    cue: "no unit of its own",
    kind: "negation",
    text: "Konik ışınlı tomografi cihazımız bulunmamaktadır.",
  },
  {
    lang: "tr",
    cue: "does not take the scan",
    kind: "negation",
    text: "Kliniğimizde konik ışınlı tomografi çekmiyoruz.",
  },
  { lang: "he", cue: "no unit of its own", kind: "negation", text: "אין לנו מכשיר CT דנטלי." },
  { lang: "ar", cue: "no unit of its own", kind: "negation", text: "ليس لدينا جهاز الأشعة المقطعية المخروطية." },
];

describe("east language packs: one case per cue", () => {
  it("covers every cue, referral and negation of the east packs", () => {
    const covered = new Set(CUE_CASES.map((c) => `${c.kind === "negation" ? "negation " : ""}${c.cue} [${c.lang}]`));
    const named = PACKS.flatMap((p) => [
      ...[...p.cues, ...p.referral].map((c) => `${c.name} [${p.language}]`),
      ...(p.negation ?? []).map((c) => `negation ${c.name} [${p.language}]`),
    ]);
    expect(named.filter((n) => !covered.has(n))).toEqual([]);
  });

  const STATUS = { ownership: "confirmed", use: "likely", referral: "not_detected", negation: "not_detected" } as const;
  it.each(CUE_CASES)("$lang $cue: $text", (c) => {
    const r = detect(page(c.path ?? "/", c.text));
    expect(r.status).toBe(STATUS[c.kind]);
    expect(r.evidence.map((e) => e.signal).join(" | ")).toContain(`${c.kind}:${c.cue} [${c.lang}]`);
  });
});

/**
 * The second part of the east packs (types.ts): the practice's own voice (firstPerson), its "we have none"
 * (negation), article and technology sections (articlePath, technologyPath), and the tier-B flags (radiograph on the
 * 3D x-ray, bareCt on a bare CT). Per language, one fixture per field, written for its class; each needs its field.
 */
type Voice = {
  /** A services page, and an article section whose other segment names a service (it would read as one). */
  service: string;
  article: string;
  /** A cone beam named in the practice's voice (first person), with no ownership or use cue. */
  voiced: string;
  /** The practice has the unit here (confirmed), and the same sentence saying it has none. */
  owned: string;
  negated: string;
  /** A technology section and a cone beam named there in neutral words. */
  technology: string;
  listed: string;
  /** A 3D radiograph of the teeth as a menu entry (a tier-B term needs its dental word), and the page. */
  menu: string;
  home: string;
  /** A bare CT the practice uses, and its own 2D-only equipment. */
  bareCt: string;
  twoD: string;
};

const VOICE: Record<string, Voice> = {
  ru: {
    service: "/uslugi/diagnostika/",
    article: "/stati/diagnostika/",
    voiced: "Наши врачи назначают КЛКТ перед имплантацией.",
    owned: "В нашей клинике есть томограф для КЛКТ.",
    negated: "В нашей клинике пока нет томографа для КЛКТ.",
    technology: "/oborudovanie/",
    listed: "Конусно-лучевой томограф снимает челюсть за 15 секунд.",
    menu: "3D-рентген зубов",
    home: "Стоматологическая клиника: лечение зубов и имплантация.",
    bareCt: "Используем томографию для диагностики зубов и челюсти.",
    twoD: "Наше оборудование: Planmeca ProMax 2D.",
  },
  uk: {
    service: "/poslugy/diahnostyka/",
    article: "/statti/diahnostyka/",
    voiced: "Наші лікарі призначають КПКТ перед імплантацією.",
    owned: "У нашій клініці є томограф для КПКТ.",
    negated: "У нашій клініці поки немає томографа для КПКТ.",
    technology: "/obladnannia/",
    listed: "Конусно-променевий томограф знімає щелепу за 15 секунд.",
    menu: "3D-рентген зубів",
    home: "Стоматологічна клініка: лікування зубів та імплантація.",
    bareCt: "Використовуємо комп'ютерну томографію для діагностики зубів і щелепи.",
    twoD: "Наше обладнання: Planmeca ProMax 2D.",
  },
  bg: {
    service: "/uslugi/diagnostika/",
    article: "/statii/diagnostika/",
    voiced: "Нашите лекари назначават конично-лъчева томография преди имплантиране.",
    owned: "В нашата клиника има скенер за конично-лъчева томография.",
    negated: "В нашата клиника нямаме собствен скенер за конично-лъчева томография.",
    technology: "/oborudvane/",
    listed: "Конично-лъчевият томограф заснема челюстта за 15 секунди.",
    menu: "3D рентген на зъби",
    home: "Дентална клиника: лечение на зъби и импланти.",
    bareCt: "Използваме компютърна томография за диагностика на зъбите и костта.",
    twoD: "Нашето оборудване: Planmeca ProMax 2D.",
  },
  "sr-Cyrl+mk": {
    service: "/usluge/dijagnostika/",
    article: "/clanci/dijagnostika/",
    voiced: "Наши лекари препоручују ЦБЦТ пре уградње импланата.",
    owned: "У нашој ординацији имамо ЦБЦТ апарат.",
    negated: "У нашој ординацији немамо ЦБЦТ апарат.",
    technology: "/oprema/",
    listed: "ЦБЦТ скенер снима вилицу за 15 секунди.",
    menu: "3Д снимак зуба",
    home: "Стоматолошка ординација: лечење зуба и импланти.",
    bareCt: "Користимо компјутеризовану томографију за дијагностику зуба и вилице.",
    twoD: "Наша опрема: Planmeca ProMax 2D.",
  },
  el: {
    service: "/ypiresies/diagnosi/",
    article: "/arthra/aktinografies/",
    voiced: "Οι γιατροί μας συστήνουν τομογραφία κωνικής δέσμης πριν από τα εμφυτεύματα.",
    owned: "Στο ιατρείο μας διαθέτουμε αξονικό τομογράφο κωνικής δέσμης.",
    negated: "Στο ιατρείο μας δεν διαθέτουμε αξονικό τομογράφο κωνικής δέσμης.",
    technology: "/exoplismos/",
    listed: "Ο αξονικός τομογράφος κωνικής δέσμης απεικονίζει τη γνάθο σε λίγα δευτερόλεπτα.",
    menu: "3D ακτινογραφία δοντιών",
    home: "Οδοντιατρείο: θεραπείες δοντιών και εμφυτεύματα.",
    bareCt: "Χρησιμοποιούμε αξονική τομογραφία για τη διάγνωση των δοντιών και του οστού.",
    twoD: "Ο εξοπλισμός μας: Planmeca ProMax 2D.",
  },
  tr: {
    service: "/hizmetler/teshis/",
    article: "/makaleler/radyoloji/",
    voiced: "Hekimlerimiz implant öncesi konik ışınlı tomografi önerir.",
    owned: "Kliniğimizde konik ışınlı tomografi cihazı vardır.",
    negated: "Kliniğimizde konik ışınlı tomografi cihazı bulunmamaktadır.",
    technology: "/teknolojilerimiz/",
    listed: "Konik ışınlı tomografi cihazı çeneyi birkaç saniyede görüntüler.",
    menu: "3 boyutlu diş röntgeni",
    home: "Diş kliniği: implant ve kanal tedavisi.",
    bareCt: "Dişlerin ve çene kemiğinin teşhisinde bilgisayarlı tomografiyi kullanıyoruz.",
    twoD: "Cihazlarımız: Planmeca ProMax 2D.",
  },
  he: {
    service: "/sherutim/avhana/",
    article: "/maamarim/tsilumim/",
    voiced: "הרופאים שלנו ממליצים על CT דנטלי לפני השתלות.",
    owned: "יש לנו מכשיר CT דנטלי במרפאה.",
    negated: "אין לנו מכשיר CT דנטלי במרפאה.",
    technology: "/tziyud/",
    listed: "מכשיר CT דנטלי בקרן קונית מצלם את הלסת תוך שניות.",
    menu: "צילום תלת ממדי של השיניים",
    home: "מרפאת שיניים: טיפולי שיניים והשתלות.",
    bareCt: "אנו משתמשים בצילום CT לאבחון השיניים והלסת.",
    twoD: "הציוד שלנו: Planmeca ProMax 2D.",
  },
  ar: {
    service: "/khadamat/tashkhis/",
    article: "/maqalat/khadamat-al-ashia/",
    voiced: "أطباؤنا يوصون بالأشعة المقطعية المخروطية قبل زراعة الأسنان.",
    owned: "لدينا جهاز الأشعة المقطعية المخروطية في العيادة.",
    negated: "لا يوجد لدينا جهاز الأشعة المقطعية المخروطية في العيادة.",
    technology: "/taqniyat/",
    listed: "جهاز الأشعة المقطعية المخروطية يصور الفك في ثوان.",
    menu: "الأشعة ثلاثية الأبعاد للأسنان",
    home: "عيادة أسنان: علاج الأسنان وزراعة الأسنان.",
    bareCt: "نستخدم الأشعة المقطعية لتشخيص الأسنان والفك.",
    twoD: "أجهزتنا: Planmeca ProMax 2D.",
  },
};

describe.each(Object.entries(VOICE))("east pack %s, second part", (_language, v) => {
  it("firstPerson: a cone beam named in the practice's voice on a services page is likely", () => {
    expect(detect(page(v.service, v.voiced)).status).toBe("likely");
  });

  it("articlePath: the same text in an article section stays uncertain", () => {
    expect(detect(page(v.article, v.voiced)).status).toBe("uncertain");
  });

  it("negation: 'we have none' cancels the practice's place or possession", () => {
    expect(detect(page("/", v.owned)).status).toBe("confirmed");
    const r = detect(page("/", v.negated));
    expect(r.status).not.toBe("confirmed");
    expect(r.status).not.toBe("likely");
    expect(r.evidence.map((e) => e.signal).join(" | ")).toContain("negation:");
  });

  it("technologyPath: a cone beam named on the equipment section is the practice's (likely)", () => {
    expect(detect(page(v.technology, v.listed)).status).toBe("likely");
  });

  it("radiograph: a 3D radiograph as a menu entry is an offered cone beam (likely)", () => {
    const r = detect(page("/", v.home, { menuLinks: ["Home", v.menu, "Contact"] }));
    expect(r.status).toBe("likely");
  });

  it("bareCt: a bare CT the practice uses stays below likely when its own equipment is only 2D", () => {
    expect(detect(page(v.service, v.bareCt)).status).toBe("likely");
    expect(detect(page(v.service, `${v.bareCt} ${v.twoD}`)).status).toBe("uncertain");
  });
});

describe("east packs, second part: words that are not the practice's voice", () => {
  it("the patient's 'my', a verb that starts like 'our', 'clean', 'free' and 'here' are no first person", () => {
    const cases: [string, string][] = [
      // A treatment page: on the practice's diagnostics page the modality named is offered (round 6, imaging page).
      ["/uslugi/implanti/", "Зъболекарят ми назначи конично-лъчева томография."],
      ["/uslugi/implanti/", "Врачи нашли кисту на снимке КЛКТ."],
      ["/hizmetler/teshis/", "Temiz bir görüntü için konik ışınlı tomografi önerilir."],
      ["/khadamat/tashkhis/", "استشارة مجانا هنا قبل الأشعة المقطعية المخروطية."],
    ];
    for (const [path, text] of cases) expect(detect(page(path, text)).status).toBe("uncertain");
  });
});

describe("east packs, second part: sections under slugs in the language's own script (percent-encoded)", () => {
  const enc = (w: string) => encodeURIComponent(w);
  const SCRIPT: { lang: string; article: string; technology: string }[] = [
    { lang: "ru", article: `/${enc("статьи")}/diagnostika/`, technology: `/${enc("оборудование")}/` },
    { lang: "el", article: `/${enc("άρθρα")}/aktinografies/`, technology: `/${enc("εξοπλισμός")}/` },
    { lang: "he", article: `/${enc("מאמרים")}/tsilumim/`, technology: `/${enc("ציוד")}/` },
    { lang: "ar", article: `/${enc("مقالات")}/khadamat/`, technology: `/${enc("الأجهزة")}/` },
  ];
  it.each(SCRIPT)("$lang: an article stays uncertain, the equipment section names its own unit", (c) => {
    const v = VOICE[c.lang];
    if (!v) throw new Error(c.lang);
    expect(detect(page(c.article, v.voiced)).status).toBe("uncertain");
    expect(detect(page(c.technology, v.listed)).status).toBe("likely");
  });
});

/**
 * Third part: the packs' radiographic words, intraoral words and 2D panoramic units (types.ts). Per language: the
 * clinic's own 3D x-ray among bone / nerve / sinus words is its cone beam (confirmed; a tier-B 3D x-ray alone would be
 * likely); on a services page in the practice's voice, the same 3D x-ray among impression / aligner / crown words (one
 * radiographic word besides) is an intraoral scanner (not detected); a bare CT beside a panoramic unit only stays below
 * likely, and the same with a cone beam named does not.
 */
type ThirdPart = {
  path: string;
  radiographic: string;
  intraoral: string;
  bareCt: string;
  panoramic: string;
  coneBeam: string;
};
const THIRD_PART: Record<string, ThirdPart> = {
  ru: {
    path: "/uslugi/implantatsiya/",
    radiographic: "В нашей клинике делаем 3D-снимок: он показывает кость челюсти, нерв и гайморову пазуху.",
    intraoral: "Предлагаем 3D-снимок для цифрового слепка, элайнеров и коронок; кость тоже видна.",
    bareCt: "Используем томографию, чтобы оценить кость челюсти перед имплантацией.",
    panoramic: "Ортопантомограф делает панорамный снимок.",
    coneBeam: "Ортопантомограф делает панорамный снимок, конусно-лучевой томограф — объёмный.",
  },
  uk: {
    path: "/uslugi/",
    radiographic: "У нашій клініці робимо 3D-знімок: він показує кістку щелепи, нерв і гайморову пазуху.",
    intraoral: "Пропонуємо 3D-знімок для цифрового відбитка, елайнерів і коронок; кістку теж видно.",
    bareCt: "Використовуємо комп'ютерну томографію, щоб оцінити кістку щелепи перед імплантацією.",
    panoramic: "Ортопантомограф робить панорамний знімок.",
    coneBeam: "Ортопантомограф робить панорамний знімок, а КПКТ — об'ємний.",
  },
  bg: {
    path: "/uslugi/",
    radiographic: "В нашата клиника правим 3D рентген: той показва костта на челюстта, нерва и синуса.",
    intraoral: "Предлагаме 3D рентген за дигитален отпечатък, елайнери и коронки; костта също се вижда.",
    bareCt: "Използваме компютърна томография, за да оценим костта на челюстта преди имплантиране.",
    panoramic: "Ортопантомографът прави панорамна снимка.",
    coneBeam: "Ортопантомографът прави панорамна снимка, а конично-лъчевият томограф — обемна.",
  },
  "sr-Cyrl+mk": {
    path: "/usluge/",
    radiographic: "У нашој ординацији радимо 3Д снимак: он приказује кост вилице, нерв и синус.",
    intraoral: "Нудимо 3Д снимак за дигитални отисак, алајнере и крунице; кост се такође види.",
    bareCt: "Користимо компјутеризовану томографију да проценимо кост вилице пре уградње импланта.",
    panoramic: "Ортопантомограф прави панорамски снимак.",
    coneBeam: "Ортопантомограф прави панорамски снимак, а ЦБЦТ тродимензионални.",
  },
  el: {
    path: "/ypiresies/",
    radiographic: "Στο ιατρείο μας κάνουμε 3D ακτινογραφία που δείχνει το οστό της γνάθου, το νεύρο και τον ιγμόρειο.",
    intraoral: "Προσφέρουμε 3D ακτινογραφία για ψηφιακό αποτύπωμα, νάρθηκες και στεφάνες, και το οστό φαίνεται επίσης.",
    bareCt: "Χρησιμοποιούμε αξονική τομογραφία για να εκτιμήσουμε το οστό της γνάθου πριν από τα εμφυτεύματα.",
    panoramic: "Ο ορθοπαντομογράφος κάνει πανοραμική ακτινογραφία.",
    coneBeam: "Ο ορθοπαντομογράφος κάνει πανοραμική ακτινογραφία και η τομογραφία κωνικής δέσμης τρισδιάστατη.",
  },
  tr: {
    path: "/hizmetlerimiz/",
    radiographic: "Kliniğimizde 3 boyutlu röntgen çekiyoruz: çene kemiği, sinir ve sinüs görülür.",
    intraoral: "3 boyutlu röntgen ile dijital ölçü, şeffaf plak ve kron hazırlıyoruz; kemik de görülür.",
    bareCt: "İmplant öncesi çene kemiğini değerlendirmek için bilgisayarlı tomografi kullanıyoruz.",
    panoramic: "Panoramik röntgen tüm dişleri gösterir.",
    coneBeam: "Panoramik röntgen tüm dişleri gösterir, konik ışınlı tomografi ise üç boyutludur.",
  },
  he: {
    path: "/sherutim/",
    radiographic: "במרפאה שלנו אנו מבצעים צילום תלת ממדי שמראה את עצם הלסת, העצב והסינוס.",
    intraoral: "אנו מציעים צילום תלת ממדי של השיניים לצורך מדידה דיגיטלית, קשתיות וכתרים, גם העצם נראית.",
    bareCt: "אנו משתמשים בסי טי כדי להעריך את עצם הלסת לפני השתלה.",
    panoramic: "צילום פנורמי מראה את כל השיניים.",
    coneBeam: "צילום פנורמי מראה את כל השיניים, וסי טי בקרן קונית מראה את העצם.",
  },
  ar: {
    path: "/khadamat/",
    radiographic: "في عيادتنا نقوم بعمل الأشعة ثلاثية الأبعاد التي تظهر عظم الفك والعصب والجيوب الأنفية.",
    intraoral: "نقدم الأشعة ثلاثية الأبعاد لأخذ الطبعة الرقمية وتصميم التقويم الشفاف والتلبيسات، ويظهر العظم أيضا.",
    bareCt: "نستخدم الأشعة المقطعية لتقييم عظم الفك قبل زراعة الأسنان.",
    panoramic: "وأشعة البانوراما تظهر جميع الأسنان.",
    coneBeam: "وأشعة البانوراما تظهر جميع الأسنان، والأشعة المقطعية المخروطية ثلاثية الأبعاد.",
  },
};

describe.each(Object.entries(THIRD_PART))("east pack %s, third part", (_language, t) => {
  const status = (text: string) => detect(page(t.path, text)).status;

  it("the clinic's own 3D x-ray among bone, nerve and sinus words is its cone beam (radiographicWords)", () => {
    expect(detect(page("/", t.radiographic)).status).toBe("confirmed");
  });

  it("the same 3D x-ray among impression, aligner and crown words is an intraoral scanner (intraoralWords)", () => {
    expect(status(t.intraoral)).toBe("not_detected");
  });

  it("a bare CT in the practice's voice is likely, beside a panoramic unit only uncertain (panoramic)", () => {
    expect(status(t.bareCt)).toBe("likely");
    expect(status(`${t.bareCt} ${t.panoramic}`)).toBe("uncertain");
  });

  it("the same bare CT beside a panoramic unit and a cone beam named is not downgraded", () => {
    expect(status(`${t.bareCt} ${t.coneBeam}`)).toBe("likely");
  });
});

describe("east packs, third part: the panoramic words and the tomography words never catch each other", () => {
  const language = (tag: string) => PACKS.find((p) => p.language === tag);
  it.each([
    ["ru", "ортопантомограф", "томограф"],
    ["uk", "ортопантомографія", "комп'ютерна томографія"],
    ["bg", "ортопантомограф", "компютърна томография"],
    ["sr-Cyrl+mk", "ортопантомограф", "компјутеризована томографија"],
    ["el", "ορθοπαντομογράφος", "αξονική τομογραφία"],
    ["tr", "ortopantomografi", "bilgisayarlı tomografi"],
    ["he", "אורתופנטומוגרם", "טומוגרפיה ממוחשבת"],
    ["ar", "البانوراما", "الأشعة المقطعية"],
  ])("[%s] '%s' is panoramic, '%s' is not", (tag, pano, tomo) => {
    const pack = language(tag);
    const panoramic = new RegExp(pack?.panoramic ?? "(?!)", "gi");
    expect(pano.match(panoramic)?.[0]).toBe(pano);
    expect(tomo.match(panoramic)).toBeNull();
    // No tomography term of the pack is found inside the panoramic word.
    for (const term of pack?.terms ?? []) {
      const source = term.pattern.split(String.raw`\;`)[0] ?? "";
      expect(new RegExp(source, "gi").test(pano)).toBe(false);
    }
  });
});
