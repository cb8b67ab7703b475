import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

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
