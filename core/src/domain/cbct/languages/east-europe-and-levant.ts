import type { LanguagePack } from "./types.ts";

/*
 * Russian, Ukrainian, Bulgarian, Serbian/Macedonian (Cyrillic), Greek, Turkish, Hebrew and Arabic practice pages.
 * Written from the languages and from how dental practice websites in them are worded, class by class (see types.ts),
 * never from a page of the data. Text arrives lowercased and normalised; flags are "gi" without "u", so `\b` only
 * knows ASCII letters: words in these scripts are bounded by look-arounds over the script's letters below.
 * cues.ts already names the Russian "конусно-лучевая", "КЛКТ", "дентальная (компьютерная) томография", "3D-томограф",
 * "компьютерная томография", "КТ" and the Turkish "dental/dijital tomografi", and has the dental words "зуб", "имплант",
 * "челюст", "кост", "нерв", "стоматолог", "diş", "kemik", "çene": the packs complete around them.
 */

/** Cyrillic letters of Russian, Ukrainian, Bulgarian, Serbian and Macedonian (lowercase). */
const CY = "а-яёіїєґўђјљњћџѓќѕ";
/**
 * Section names as a URL writes them when the slug is not transliterated ("/מאמרים/", "/статьи/"): percent-encoded
 * UTF-8 with lowercase hex, as pathOf lowercases the path.
 */
const encoded = (...words: string[]) => words.map((w) => encodeURIComponent(w).toLowerCase());
/** Not inside a Cyrillic word (before / after). */
const CB = `(?<![${CY}])`;
const CA = `(?![${CY}])`;
/** A Cyrillic word ending of up to n letters. */
const cy = (n: number) => `[${CY}]{0,${n}}`;
/** Greek letters, accented ones included. */
const GR = "α-ωάέήίόύώϊϋΐΰ";
const GB = `(?<![${GR}])`;
const GA = `(?![${GR}])`;
/** Turkish letters (ASCII ones plus ç ğ ı ö ş ü and the circumflexed vowels). */
const TRL = "a-zçğıöşüâîû";
const TB = `(?<![${TRL}])`;
const tr = (n: number) => `[${TRL}]{0,${n}}`;
/** Hebrew letters. */
const HE = String.raw`\u05d0-\u05ea`;
const HB = `(?<![${HE}])`;
const HA = `(?![${HE}])`;
/** Arabic letters and marks. */
const AR = String.raw`\u0621-\u065f\u066e-\u06d3`;
const AB = `(?<![${AR}])`;
/** Arabic spelling variants: alef with or without hamza, ta marbuta or ha, alef maqsura or ya. */
const A = "[أاإآ]";
const T = "[ةه]";
const Y = "[يى]";
/** Hebrew "three-dimensional": תלת מימדי / תלת-ממדי / תלת ממדית. */
const HE_3D = String.raw`תלת[\s-]?מי?מדי(?:ת|ים|ות)?`;
/** Arabic "the x-ray(s)": أشعة / الأشعة / اشعه. */
const AR_XRAY = `(?:ال)?${A}شع${T}`;
/** Arabic "three-dimensional": ثلاثية الأبعاد / ثلاثي الأبعاد / ثلاثية البعد. */
const AR_3D = `ثلاث${Y}${T}? (?:ال)?${A}?بعاد`;

/** Latin scanner words Cyrillic, Greek, Hebrew and Arabic pages also write ("CBCT", "CT", "3D", "cone beam"). */
const LATIN_SCAN = String.raw`cbct|cone|3d|(?<![a-z])ct(?![a-z])`;
/** Scanner words a loose possession verb ("we have") must reach within a few words, per language. */
const RU_SCAN = `(?:${LATIN_SCAN}|${CB}(?:томограф|кт${CA}|клкт|аппарат|3д|конусн|компьютерн))`;
const UK_SCAN = `(?:${LATIN_SCAN}|${CB}(?:томограф|кт${CA}|кпкт|апарат|3д|конусн|комп['ʼ]?ютерн))`;
const BG_SCAN = `(?:${LATIN_SCAN}|${CB}(?:томограф|скенер|апарат|3д|конусн|коничн|компютърн|кт${CA}))`;
const SR_SCAN = `(?:${LATIN_SCAN}|${CB}(?:томограф|скенер|апарат|3д|конусн|цбцт|цт${CA}|компјутер))`;
const EL_SCAN = `(?:${LATIN_SCAN}|${GB}(?:τομογρ[αά]φ|αξονικ|κωνικ|μηχ[αά]νημα|σαρωτ))`;
const HE_SCAN = `(?:${LATIN_SCAN}|סי טי|מכשיר|סורק|טומוגר|קרן קונית|${HE_3D})`;
const AR_SCAN = `(?:${LATIN_SCAN}|${AR_XRAY}|جهاز|تصوير|مقطعي|مخروطي|سي ?تي)`;

/** The dental context tag of tier-B terms. */
const DENTAL = String.raw`\;context:dental\;window:150`;

const RUSSIAN: LanguagePack = {
  language: "ru",
  panoramicExamples: ["ортопантомограф", "панорамный снимок", "ОПТГ"],
  terms: [
    // Tier A, the modality's name: the cone beam unit ("конусный (компьютерный) томограф") and dental CT ("КТ зубов",
    // "КТ челюсти", "стоматологическая/зубная КТ", "3D КТ"), written as Russian practice pages write them.
    {
      name: "cone beam / dental CT",
      tier: "A",
      pattern: String.raw`${CB}(?:конусн${cy(4)} (?:компьютерн${cy(4)} )?томограф${cy(4)}|(?:стоматологическ|зубн)${cy(4)} (?:компьютерн${cy(4)} )?томограф${cy(4)}|(?:дентальн${cy(4)}|стоматологическ${cy(4)}|3[dд][\s-]?)кт${CA}|кт[\s-]?(?:снимок |исследовани${cy(2)} |диагностик${cy(2)} )?(?:зуб(?:а|ов)|челюст${cy(3)}|(?:верхней|нижней|обеих) челюст${cy(3)}))`,
      keys: [],
    },
    // Tier A, volume tomography: "трёхмерная / объёмная томография" is the cone beam scan on a dental page, as
    // "digital volume tomography" is in English.
    {
      name: "volume tomography",
      tier: "A",
      pattern: String.raw`${CB}(?:тр[её]хмерн|объ[её]мн)${cy(4)} (?:компьютерн${cy(4)} |дентальн${cy(4)} )?томограф${cy(4)}`,
      keys: [],
    },
    // Tier B, bare "tomography / tomograph" (a hospital CT too): only beside dental words. The look-behind keeps the
    // panoramic "ортопантомограф" out.
    {
      name: "tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${CB}томограф${cy(4)}${CA}${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray ("3D-снимок", "трёхмерный снимок", "3D-рентген"): a radiograph, but ambiguous, so beside
    // dental words only; vetoed beside intraoral products. "3D-диагностика" is left out (intraoral scanners say it).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${CB}(?:3[dд][\s-]?|тр[её]хмерн${cy(3)} |объ[её]мн${cy(3)} )(?:снимок|снимк${cy(3)}|рентген${cy(6)})${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "в нашей клинике / в нашем центре / в нашей стоматологии / в нашем кабинете", "у нас в клинике".
    {
      name: "place: in our clinic",
      pattern: String.raw`${CB}(?:(?:в|во) наш(?:ей|ем|их) (?:собственн${cy(3)} |стоматологическ${cy(3)} |рентген${cy(6)} |диагностическ${cy(3)} )?(?:клиник|центр|стоматологи|кабинет|отделени|филиал|офис)|у нас в (?:клиник|центр|кабинет|стоматологи))${cy(3)}${CA}`,
      reach: "sentence",
    },
    // Place: "прямо в клинике", "не выходя из клиники", "не покидая кресла", "в стенах клиники", "без поездок в центр".
    {
      name: "place: right here",
      pattern: String.raw`${CB}(?:прямо (?:в|во) (?:клиник|кабинет|кресл|центр)${cy(3)}|не (?:выходя|уходя|покидая) (?:из )?(?:клиник|кабинет|кресл|центр|стоматологи)${cy(3)}|в стенах (?:нашей )?(?:клиник|стоматологи)${cy(3)}|без (?:поездок|поездки|визит${cy(2)}) в (?:диагностическ|рентген|друг|сторонн)${cy(6)})`,
      reach: "sentence",
    },
    // Place: "на месте" (on site); also "in place", so only close to the scanner words.
    { name: "place: on site", pattern: String.raw`${CB}на месте${CA}`, reach: "next", near: 60 },
    // Possession: "в клинике есть", "у нас есть / имеется / появился"; a loose "we have", so close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${CB}(?:у нас|в клинике|в центре|в кабинете)(?: (?:теперь|уже|также|тоже|всегда))? (?:есть|имеется|имеются|появил${cy(3)}|работает|установлен${cy(2)})${CA}[^.,;:\n]{0,35}?${RU_SCAN}|${RU_SCAN}[^.,;:\n]{0,30}?${CB}(?:есть|имеется|имеются|работает|установлен${cy(2)}) (?:у нас|в клинике|в кабинете|в центре)${CA}`,
      reach: "sentence",
      near: 60,
    },
    // Possession: the clinic named in quotes has it ("в «Дента-Плюс» есть"), "клиника располагает".
    {
      name: "possession: the clinic has one",
      pattern: String.raw`${CB}(?:в|у) (?:клиник${cy(2)} |центр${cy(2)} |стоматологи${cy(2)} )?«[^»\n]{1,40}» (?:есть|имеется|имеются|работает|установлен${cy(2)})${CA}|${CB}(?:мы|клиника|центр|стоматология|кабинет) располага${cy(3)}${CA}`,
      reach: "sentence",
      near: 120,
    },
    // Possession: "клиника оснащена / оборудована", "оснащены собственным томографом": close to the scanner words.
    {
      name: "possession: equipped with",
      pattern: String.raw`${CB}(?:оснащ[её]н${cy(3)}|оборудован${cy(3)})${CA}`,
      reach: "sentence",
      near: 80,
    },
    // Possession: "наш (новый) томограф", "собственный / свой томограф", "собственный аппарат КТ".
    {
      name: "possession: our tomograph",
      pattern: String.raw`${CB}(?:наш${cy(3)}|собственн${cy(3)}|сво(?:й|его|ем|им)) (?:(?:нов|современн|цифров|собственн|конусн|дентальн|компьютерн)${cy(4)} ){0,2}(?:томограф|аппарат|кт|3d[\s-]?томограф)${cy(4)}`,
      reach: "sentence",
    },
    // Exposure in the clinic's voice: "мы делаем снимок", "сделаем КТ", "проводим томографию", "врач сделает снимок".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${CB}(?:мы )?(?:делаем|сделаем|проводим|проведём|проведем)(?: (?:вам|пациенту|пациентам|всем пациентам))?(?: (?:такой|этот|трёхмерный|трехмерный))? (?:снимок|снимки|кт|компьютерн|томограф|3d|исследовани|обследовани)${cy(6)}`,
      reach: "next",
      near: 80,
    },
    // Exposure described to the patient: "мы попросим вас не двигаться", "пациент стоит / сидит в аппарате".
    {
      name: "exposure: keep still",
      pattern: String.raw`${CB}(?:попросим вас|вас попросят|просим вас) (?:не двигаться|замереть|сохранять неподвижность|прикусить|снять)${cy(3)}`,
      reach: "next",
    },
    // Acquisition: "мы установили / приобрели / закупили", "в клинике появился новый томограф".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${CB}(?:установили|приобрели|закупили|внедрили|ввели в эксплуатацию|обновили)${CA}|${CB}появил${cy(3)} (?:нов|собственн|современн|конусн|3d)${cy(6)}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice (first person plural verbs): "используем", "применяем", "предлагаем",
    // "выполняем", "оказываем услугу".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${CB}(?:используем|применяем|пользуемся|работаем на|предлагаем|выполняем|оказываем|предоставляем|назначаем и проводим)${CA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use: "к вашим услугам", "доступна услуга", "вы можете сделать у нас" (the offer addressed to the patient).
    {
      name: "offer: available to you",
      pattern: String.raw`${CB}(?:к вашим услугам|доступн${cy(2)} (?:услуг|диагностик)${cy(2)}|можете (?:сделать|пройти) (?:у нас|его|её|ее))${CA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "направим вас", "направляем на КТ", "направление на томографию", "по направлению врача".
    {
      name: "refers patients out",
      pattern: String.raw`${CB}(?:направ(?:им|ляем|ит|лю|ляет|ляют|или)(?: вас| пациента| пациентов)? (?:на|в|к)|выда(?:дим|ём|ем|ст) направлени|направлени${cy(2)} на (?:кт|томограф|снимок|рентген|исследовани))${cy(6)}(?![^.\n]{0,40}(?:в наш|к нам|у нас))`,
      reach: "next",
    },
    // Referral: the scan is taken at a diagnostic / x-ray centre, a hospital or another clinic ("в диагностическом
    // центре", "в рентген-центре", "в центре лучевой диагностики", "в сторонней клинике"); "no need to go to ..." is not.
    {
      name: "imaging centre",
      pattern: String.raw`(?<!(?:не нужно|не надо|не придётся|не придется|нет необходимости|без необходимости|вместо того чтобы|вместо|без поездок|без поездки)[^.\n]{0,40})${CB}(?:в|во|из) (?:любо${cy(2)} |одн${cy(2)} из |ближайш${cy(3)} |городск${cy(3)} |сторонн${cy(3)} |друг${cy(3)} |специализированн${cy(3)} |независим${cy(3)} |партн[её]рск${cy(3)} )?(?:диагностическ${cy(3)} (?:центр|клиник|лаборатори)|рентген[\s-]?(?:центр|лаборатори)|рентгенологическ${cy(3)} (?:центр|клиник)|центр${cy(2)} (?:лучевой |рентген${cy(4)} )?диагностики|больниц|поликлиник|стационар|клиник${cy(2)}[\s-]партн[её]р)`,
      reach: "next",
    },
    // Referral: a partner clinic or centre ("партнёрская клиника", "клиника-партнёр", "сотрудничаем с").
    {
      name: "partner facility",
      pattern: String.raw`${CB}(?:партн[её]рск${cy(3)} (?:клиник|центр|лаборатори|кабинет)|клиник${cy(2)}[\s-]партн[её]р|сотрудничаем с)${cy(3)}`,
      reach: "next",
    },
    // The scan comes from elsewhere: "приносите снимок / КТ / диск", "с готовым снимком КТ".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${CB}(?:принес(?:ите|ти|ут)|принос(?:ите|ить)|возьмите с собой|с готов(?:ым|ой|ыми)) (?:с собой )?(?:ваш${cy(3)} |готов${cy(3)} |имеющ${cy(4)} )?(?:снимок|снимк|кт|диск|результат|томограмм)${cy(3)}`,
      reach: "sentence",
    },
  ],
  // Service, diagnostics, price-list, x-ray and equipment sections: "/uslugi/", "/diagnostika/", "/tseny/", "/ceny/",
  // "/rentgen/", "/tomografiya/", "/oborudovanie/", "/tekhnologii/", "/price/"; "/kt/" is left out (it sits inside
  // "/kontakty/").
  servicePath: [
    "tseny",
    "ceny",
    "prajs",
    "prays",
    "rentgen",
    "tomografiya",
    "oborudovanie",
    "tekhnolog",
    "tehnolog",
    // The equipment section "оснащение", so that its technology path is a services page too.
    "osnash",
    // The equipment section under a Cyrillic slug (its technology path is a services page too).
    ...encoded("оборудование", "наше-оборудование"),
  ],
  // Headings of the same sections: "Наши услуги", "Цены", "Прайс-лист", "Оборудование", "Технологии", "Диагностика".
  serviceHeading: String.raw`(?:наши |все )?услуги|цены|прайс|стоимость услуг|(?:наше |современное )?оборудование|(?:наши |современные )?технологии|диагностика$|рентгенодиагностика|лучевая диагностика`,
  // Dental words beside a bare "томография" (cues.ts already has зуб, имплант, челюст, кост, нерв, стоматолог).
  dentalContext: String.raw`дентальн|пародонт|ортодонт|эндодонт|гайморов|синус[\s-]?лифт|прикус|корн(?:я|ей|ев)${CA}|корневы|десн`,
  // The practice's voice: "мы", "нас", "нам", "нами" and every form of "наш"; the singular "мой" is the patient's.
  // Listed endings, not "наш" plus any letters ("нашли" is "found").
  // Belarusian pages (BY) say the same with "намі", "нашы", "нашага", "нашай", "нашым", "нашых".
  firstPerson: String.raw`${CB}(?:мы|нас|нам|нами|намі|наш(?:а|е|и|у|его|ему|ей|ею|ем|им|их|ими|ы|ага|аму|ай|ым|ых|ымі)?)${CA}`,
  negation: [
    // No unit of its own: "у нас нет (собственного) томографа", "в клинике пока нет КТ", "не располагаем томографом".
    {
      name: "no unit of its own",
      pattern: String.raw`${CB}(?:(?:у нас|в клинике|в нашей клинике|в нашем центре|в кабинете)(?: пока| сейчас)? нет (?:собственного |своего )?(?:конусн${cy(4)} |компьютерн${cy(4)} )?(?:томограф|аппарат|кт|клкт|3d)|(?:мы )?не располагаем (?:собственным |своим )?(?:томограф|аппарат|кт|клкт))${cy(4)}`,
      reach: "sentence",
    },
    // The scan is not done here: "мы не делаем КТ", "КТ мы не проводим".
    {
      name: "does not take the scan",
      pattern: String.raw`${CB}(?:мы не (?:делаем|проводим|выполняем) (?:кт|клкт|томограф|3d|компьютерн)|(?:кт|клкт|томографию) (?:мы )?не (?:делаем|проводим|выполняем)${CA})`,
      reach: "sentence",
    },
  ],
  // Article sections as Russian slugs transliterate them: "статьи", "новости", "полезное", "советы", "вопрос-ответ",
  // "публикации", "журнал", "энциклопедия", "база знаний".
  articlePath: [
    "stati",
    "statyi",
    "statya",
    "novosti",
    "poleznoe",
    "poleznaya-informatsiya",
    "sovety",
    "vopros-otvet",
    "voprosy",
    "publikatsii",
    "zhurnal",
    "entsiklopediya",
    "baza-znaniy",
    // The same sections under Cyrillic slugs.
    ...encoded("статьи", "новости", "блог", "полезное", "вопрос-ответ"),
  ],
  // Equipment and technology sections: "оборудование", "наше оборудование", "оснащение", "технологии", "аппаратура".
  technologyPath: [
    "oborudovanie",
    "nashe-oborudovanie",
    "osnashchenie",
    "osnashenie",
    "tekhnologii",
    "tehnologii",
    "apparatura",
    // The same section under a Cyrillic slug.
    ...encoded("оборудование", "наше-оборудование"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), maxillary sinus, roots and root
  // canals, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${CB}(?:кост(?:ь|и|ей|ям|ями|ях|ью|н${cy(4)})|челюстн${cy(4)} кост${cy(4)}|нерв${cy(4)}|нижнечелюстн${cy(4)} канал${cy(3)}|гайморов${cy(4)}|пазух${cy(3)}|синус${cy(3)}|корн(?:и|ей|ям|ями|ях|я)|корень|корнев${cy(4)}|корневы${cy(4)} канал${cy(3)}|ретинированн${cy(4)}|зуб(?:а|ы|ов)? мудрости|кист(?:а|ы|у|ой|ам|ами|ах)?|планировани${cy(2)} имплант${cy(6)}|доз(?:а|ы|у|ой)|облучени${cy(2)}|излучени${cy(2)}|рентген${cy(8)}|томограф${cy(4)}|кт)${CA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, aligners
  // and trays, crowns, veneers, smile design, 3D printing, milling.
  intraoralWords: String.raw`${CB}(?:цифров${cy(3)} (?:сл[её]п|оттиск)${cy(3)}|сл[её]п(?:ок|ки|ка|ков|ками)|оттиск${cy(3)}|внутриротов${cy(4)}|интраоральн${cy(4)}|сканировани${cy(2)} зуб${cy(3)}|элайнер${cy(3)}|капп?(?:а|ы|у|ами|ах)|коронк(?:а|и|у|ой|ами|ах)|винир${cy(3)}|дизайн${cy(2)} улыбки|3[dд][\s-]?печат${cy(3)}|напечатан${cy(3)}|фрезеровани${cy(2)}|фрезерован${cy(3)})${CA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": ортопантомограф(ия), ортопантомограмма, ОПТГ,
  // панорамный снимок / рентген / аппарат, цефалометрия, телерентгенограмма ("ТРГ" is left out: the Serbian "трг"
  // is a town square).
  panoramic: String.raw`${CB}(?:ортопантомогра(?:ф|мм)${cy(4)}|оптг|панорамн${cy(4)} (?:снимок|снимк${cy(3)}|рентген${cy(8)}|аппарат${cy(3)}|ортопантомогра${cy(6)})|цефалометр${cy(5)}|телерентгеногра${cy(6)})${CA}`,
};

const UKRAINIAN: LanguagePack = {
  language: "uk",
  panoramicExamples: ["ортопантомограф", "панорамний знімок"],
  terms: [
    // Tier A, cone beam: "конусно-променева (комп'ютерна) томографія", "КПКТ".
    {
      name: "cone beam",
      tier: "A",
      pattern: String.raw`${CB}(?:конусно[\s-]промен${cy(5)}|кпкт${CA})`,
      keys: [],
    },
    // Tier A, dental / 3D / volume CT in Ukrainian words: "стоматологічна (комп'ютерна) томографія", "дентальна
    // комп'ютерна томографія", "тривимірна / об'ємна томографія", "КТ зубів / щелепи".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`${CB}(?:(?:дентальн|стоматологічн)${cy(4)} комп['ʼ]?ютерн${cy(4)} томограф${cy(4)}|стоматологічн${cy(4)} томограф${cy(4)}|(?:тривимірн|об['ʼ]?[єе]мн)${cy(4)} (?:комп['ʼ]?ютерн${cy(4)} )?томограф${cy(4)}|кт (?:зуб(?:а|ів)|щелеп${cy(3)}))`,
      keys: [],
    },
    // Tier B, "комп'ютерна томографія" (a hospital CT too): beside dental words only.
    {
      name: "computed tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${CB}комп['ʼ]?ютерн${cy(4)} томограф${cy(4)}${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "3D-знімок", "тривимірний знімок / рентген" ("3D-діагностика" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${CB}(?:3[dд][\s-]?|тривимірн${cy(3)} |об['ʼ]?[єе]мн${cy(3)} )(?:знім${cy(3)}|рентген${cy(6)})${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "у нашій клініці / в нашому центрі / у нашому кабінеті", "у нас у клініці".
    {
      name: "place: in our clinic",
      pattern: String.raw`${CB}(?:(?:в|у) наш(?:ій|ому|их) (?:власн${cy(3)} |стоматологічн${cy(3)} |рентген${cy(6)} |діагностичн${cy(3)} )?(?:клінік|клініц|центр|стоматологі|кабінет|відділенн|філі)|у нас (?:в|у) (?:клінік|клініц|центр|кабінет))${cy(3)}${CA}`,
      reach: "sentence",
    },
    // Place: "прямо в клініці", "не виходячи з клініки", "без поїздок до діагностичного центру".
    {
      name: "place: right here",
      pattern: String.raw`${CB}(?:прямо (?:в|у) (?:клінік|клініц|кабінет|кріс|центр)${cy(3)}|не (?:виходячи|покидаючи) (?:з )?(?:клінік|кабінет|кріс|центр)${cy(3)}|без (?:поїздок|поїздки) (?:до|в|у) ${cy(15)})`,
      reach: "sentence",
    },
    // Place: "на місці" (on site); also "in place", so close to the scanner words.
    { name: "place: on site", pattern: String.raw`${CB}на місці${CA}`, reach: "next", near: 60 },
    // Possession: "у нас є", "в клініці є / працює / встановлено"; a loose "we have", close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${CB}(?:(?:у нас|в клініці|у клініці|в центрі)(?: (?:тепер|вже|також|теж))? (?:є|наявн${cy(3)}|працює|встановлен${cy(2)}|з['ʼ]?явив${cy(3)})|маємо|має(?:мо)? власн${cy(3)}|розпорядж${cy(4)})${CA}[^.,;:\n]{0,35}?${UK_SCAN}`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "клініка оснащена / обладнана", "маємо власний", "наш (новий) томограф", "власний апарат КТ".
    {
      name: "possession: equipped, our tomograph",
      pattern: String.raw`${CB}(?:оснащен${cy(3)}|обладнан${cy(3)})${CA}|${CB}(?:наш${cy(3)}|власн${cy(3)}|св(?:ій|ого|оєму|оїм)) (?:(?:нов|сучасн|цифров|конусн|дентальн)${cy(4)} ){0,2}(?:томограф|апарат|кт)${cy(4)}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure in the clinic's voice: "робимо знімок", "зробимо КТ", "проводимо томографію".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${CB}(?:ми )?(?:робимо|зробимо|проводимо|проведемо)(?: (?:вам|пацієнту|пацієнтам))? (?:знім|кт|комп|томограф|3d|дослідженн|обстеженн|діагностик)${cy(6)}`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "встановили / придбали / закупили", "з'явився новий томограф".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${CB}(?:встановили|придбали|закупили|впровадили|оновили)${CA}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice: "використовуємо", "застосовуємо", "пропонуємо", "виконуємо", "надаємо".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${CB}(?:використовуємо|застосовуємо|пропонуємо|виконуємо|надаємо|працюємо на)${CA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "направимо вас", "направляємо на КТ", "направлення на томографію".
    {
      name: "refers patients out",
      pattern: String.raw`${CB}(?:направ(?:имо|ляємо|ить|лю|ляє)(?: вас| пацієнта| пацієнтів)? (?:на|в|у|до)|направленн${cy(2)} на (?:кт|томограф|знім|рентген|дослідженн))${cy(6)}(?![^.\n]{0,40}(?:(?:в|у) наш|до нас|у нас))`,
      reach: "next",
    },
    // Referral: the scan is taken at a diagnostic / x-ray centre, a hospital, a partner clinic; "no need to go" is not.
    {
      name: "imaging centre",
      pattern: String.raw`(?<!(?:не потрібно|не треба|не доведеться|немає потреби|без потреби|замість|без поїздок|без поїздки)[^.\n]{0,30})${CB}(?:в|у|до|з) (?:найближч${cy(3)} |міськ${cy(3)} |сторонн${cy(3)} |інш${cy(3)} |партнерськ${cy(3)} |незалежн${cy(3)} )?(?:діагностичн${cy(3)} (?:центр|клінік|клініц|лабораторі)|рентген[\s-]?(?:центр|лабораторі)|центр${cy(2)} (?:променевої )?діагностики|лікарн|поліклінік|стаціонар)`,
      reach: "next",
    },
    // Referral: a partner facility ("партнерська клініка", "клініка-партнер", "співпрацюємо з").
    {
      name: "partner facility",
      pattern: String.raw`${CB}(?:партнерськ${cy(3)} (?:клінік|клініц|центр|лабораторі)|клінік${cy(2)}[\s-]партнер|співпрацюємо з)${cy(3)}`,
      reach: "next",
    },
    // The scan comes from elsewhere: "принесіть знімок / КТ / диск".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${CB}(?:принесіть|принести|приносьте|візьміть з собою) (?:з собою )?(?:ваш${cy(3)} |готов${cy(3)} )?(?:знім|кт|диск|результат)${cy(3)}`,
      reach: "sentence",
    },
  ],
  // Service, diagnostics, price-list, x-ray and equipment sections as Ukrainian slugs are transliterated.
  servicePath: [
    "poslug",
    "posluh",
    "diahnost",
    "tsiny",
    "ciny",
    "obladnannia",
    "obladnannya",
    "tomohrafiia",
    // The technology and equipment sections "технології", "оснащення" (their technology paths are services pages too).
    "tekhnoloh",
    "osnashchenn",
    ...encoded("обладнання"),
  ],
  // Headings: "Наші послуги", "Ціни", "Обладнання", "Технології", "Діагностика".
  serviceHeading: String.raw`(?:наші |всі )?послуги|ціни|прайс|вартість послуг|(?:наше |сучасне )?обладнання|(?:наші |сучасні )?технології|діагностика$|рентгенодіагностика|променева діагностика`,
  // Dental words in Ukrainian: jaw ("щелепа"), implant ("імплант"), bone ("кістка"), gums, bite, root.
  dentalContext: String.raw`щелеп|імплант|кістк|кістков|ясн(?:а|ах)${CA}|прикус|корен|корін|пазух`,
  // The practice's voice: "нас", "нам", "нами" and every form of "наш". "ми" ("we") is left out: it is Bulgarian "my /
  // me" and Serbian "me" in the same script.
  firstPerson: String.raw`${CB}(?:нас|нам|нами|наш(?:а|е|і|у|ого|ому|ій|ої|ою|им|ім|их|ими)?)${CA}`,
  negation: [
    // No unit of its own: "у нас немає (власного) томографа", "не маємо власного апарата КТ".
    {
      name: "no unit of its own",
      pattern: String.raw`${CB}(?:(?:у нас|в клініці|у клініці|в нашій клініці|у нашій клініці)(?: поки| наразі)? (?:немає|нема) (?:власного |свого )?(?:томограф|апарат|кт|кпкт|3d)|(?:ми )?не маємо (?:власного |свого )?(?:томограф|апарат|кт|кпкт))${cy(4)}`,
      reach: "sentence",
    },
    // The scan is not done here: "ми не робимо КТ", "КТ ми не проводимо".
    {
      name: "does not take the scan",
      pattern: String.raw`${CB}(?:ми не (?:робимо|проводимо|виконуємо) (?:кт|кпкт|томограф|3d|комп)|(?:кт|кпкт|томографію) (?:ми )?не (?:робимо|проводимо|виконуємо)${CA})`,
      reach: "sentence",
    },
  ],
  // Article sections as Ukrainian slugs transliterate them: "статті", "новини", "корисно", "поради", "питання-відповіді".
  articlePath: [
    "statti",
    "stattia",
    "novyny",
    "novini",
    "korysno",
    "korysna-informatsiia",
    "porady",
    "pytannia-vidpovidi",
    "pytannya-vidpovidi",
    "publikatsii",
    // The same sections under Cyrillic slugs.
    ...encoded("статті", "новини", "блог", "корисно"),
  ],
  // Equipment and technology sections: "обладнання", "наше обладнання", "технології", "оснащення".
  technologyPath: [
    "obladnannia",
    "obladnannya",
    "nashe-obladnannia",
    "nashe-obladnannya",
    "tekhnolohii",
    "tehnologii",
    "osnashchennia",
    // The same section under a Cyrillic slug.
    ...encoded("обладнання"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), maxillary sinus, roots and root
  // canals, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${CB}(?:кістк${cy(3)}|кістков${cy(4)}|щелепн${cy(4)} кістк${cy(3)}|нерв${cy(4)}|нижньощелепн${cy(4)} канал${cy(3)}|гайморов${cy(4)}|пазух${cy(3)}|синус${cy(3)}|кор(?:і|е)н(?:ь|я|і|ів|ям|ями|ях)|кореневі? канал${cy(3)}|кореневих канал${cy(3)}|ретенован${cy(4)}|зуб(?:а|и|ів)? мудрості|кіст(?:а|и|у|ою|ам|ами)|планування імплант${cy(6)}|доз(?:а|и|у|ою)|опромінен${cy(3)}|випромінюван${cy(3)}|рентген${cy(8)}|томограф${cy(4)}|кт)${CA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, aligners
  // and trays, crowns, veneers, smile design, 3D printing, milling.
  intraoralWords: String.raw`${CB}(?:цифров${cy(3)} (?:відбит|зліп)${cy(3)}|відбит(?:ок|ки|ка|ків)|зліп(?:ок|ки|ка|ків)|внутрішньоротов${cy(4)}|інтраоральн${cy(4)}|сканування зуб${cy(3)}|елайнер${cy(3)}|капп?(?:а|и|у|ами)|коронк(?:а|и|у|ою|ами)|вінір${cy(3)}|дизайн${cy(2)} посмішки|3[dд][\s-]?друк${cy(3)}|фрезеруван${cy(3)})${CA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": ортопантомограф, ортопантомограма, ОПТГ, панорамний
  // знімок / рентген / апарат, цефалометрія, телерентгенограма.
  panoramic: String.raw`${CB}(?:ортопантомогра(?:ф|м)${cy(4)}|оптг|панорамн${cy(4)} (?:знім${cy(3)}|рентген${cy(8)}|апарат${cy(3)}|ортопантомогра${cy(6)})|цефалометр${cy(5)}|телерентгеногра${cy(6)})${CA}`,
};

const BULGARIAN: LanguagePack = {
  language: "bg",
  panoramicExamples: ["панорамна снимка", "ортопантомограф"],
  terms: [
    // Tier A, cone beam: "конично-лъчева / конусно-лъчева компютърна томография".
    { name: "cone beam", tier: "A", pattern: String.raw`${CB}(?:конично|конусно)[\s-]лъчев${cy(4)}`, keys: [] },
    // Tier A, dental / 3D / volume CT: "дентална (компютърна) томография", "3D компютърна томография", "триизмерна
    // томография", "скенер за зъби и челюсти" is left out (intraoral scanners are called so too).
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`${CB}(?:(?:дентал|стоматологич)${cy(4)} (?:компютърн${cy(3)} )?томограф${cy(4)}|(?:3[dд][\s-]?|триизмерн${cy(4)} |обемн${cy(4)} )компютърн${cy(3)} томограф${cy(4)}|триизмерн${cy(4)} томограф${cy(4)})`,
      keys: [],
    },
    // Tier B, "компютърна томография" (a hospital CT too): beside dental words only.
    {
      name: "computed tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${CB}компютърн${cy(4)} томограф${cy(4)}${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "3D рентген", "3D рентгенова снимка", "триизмерна рентгенова снимка" (a bare "3D снимка /
    // изображение" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${CB}(?:3[dд][\s-]?|триизмерн${cy(4)} )(?:рентгенов${cy(3)} снимк${cy(2)}|рентген${cy(6)})${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "в нашата клиника / практика", "в нашия кабинет / център", "в клиниката ни", "в кабинета ни".
    {
      name: "place: in our clinic",
      pattern: String.raw`${CB}(?:в нашата (?:дентална |стоматологична )?(?:клиника|практика|лечебница)|в нашия (?:дентален |рентгенов |стоматологичен )?(?:кабинет|център)|в (?:клиниката|кабинета|центъра|практиката) ни)${CA}`,
      reach: "sentence",
    },
    // Place: "на място", "без да напускате клиниката", "без да се налага да ходите другаде".
    {
      name: "place: right here",
      pattern: String.raw`${CB}(?:без да (?:напускате|излизате от) (?:клиниката|кабинета|центъра)|без да се налага да (?:ходите|отивате|пътувате))${CA}`,
      reach: "sentence",
    },
    { name: "place: on site", pattern: String.raw`${CB}на място${CA}`, reach: "next", near: 60 },
    // Possession: "разполагаме с", "клиниката разполага с", "имаме", "оборудвана с", "собствен скенер/томограф",
    // "нашият апарат"; close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${CB}(?:разполагаме|разполага|имаме)${CA}[^.,;:\n]{0,35}?${BG_SCAN}|${CB}(?:оборудван${cy(2)}|оборудвани|снабден${cy(2)})${CA}|${CB}(?:нашият|нашия|собствен${cy(3)}) (?:(?:нов|модерен|съвременен|дигитален)${cy(3)} ){0,2}(?:томограф|скенер|апарат|рентген)${cy(4)}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "правим снимка / томография", "ще направим", "заснемаме", "извършваме изследването".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${CB}(?:правим|ще направим|заснемаме|извършваме)(?: (?:ви|на пациента))? (?:снимк|рентген|томограф|3d|изследван|скениран|компютърн)${cy(6)}`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "закупихме", "инсталирахме", "въведохме", "се сдобихме с".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${CB}(?:закупихме|инсталирахме|въведохме|сдобихме|обновихме)${CA}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice: "използваме", "предлагаме", "прилагаме", "работим с".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${CB}(?:използваме|предлагаме|прилагаме|работим с|предоставяме)${CA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "ще ви насочим", "насочваме", "направление за", a diagnostic centre ("ДКЦ"), a hospital, a partner;
    // "no need to go" is not.
    {
      name: "refers patients out",
      pattern: String.raw`(?<!(?:без да|не е нужно|няма нужда|не се налага)[^.\n]{0,30})${CB}(?:насочваме|ще ви насочим|насочим|направление за|в (?:диагностичн${cy(4)}|рентгенов${cy(4)}|медицинск${cy(4)}) (?:център|центрове|лаборатори)|в дкц${CA}|в болниц|партньорск${cy(4)} (?:клиник|център|кабинет|лаборатори))`,
      reach: "next",
    },
    // The scan comes from elsewhere: "донесете снимката / диска".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${CB}донесете (?:си )?(?:вашата |готовата )?(?:снимк|диск|рентген|томограф)${cy(4)}`,
      reach: "sentence",
    },
  ],
  // Price list, technology and x-ray sections: "/tseni/", "/ceni/", "/tsenorazpis/", "/tehnologii/", "/apparatura/".
  servicePath: [
    "tseni",
    "ceni",
    "tsenorazpis",
    "cenorazpis",
    "apparatura",
    "aparatura",
    "rentgenologiya",
    // The equipment section "оборудване" (its technology path is a services page too), also under a Cyrillic slug.
    "oborudvane",
    ...encoded("оборудване"),
  ],
  // Headings: "Услуги", "Нашите услуги", "Цени", "Ценоразпис", "Технологии", "Оборудване", "Апаратура".
  serviceHeading: String.raw`(?:нашите )?услуги|цени|ценоразпис|(?:нашето )?оборудване|апаратура|технологии|диагностика$`,
  // Dental words in Bulgarian: tooth ("зъб"), dental ("дентален").
  dentalContext: String.raw`зъб|дентал|венеч|корен`,
  // The practice's voice: "ние", "нас" and every form of "наш" ("нашият", "нашата", "нашите"). The clitics "ни"
  // ("us / our") and "ми" are left out: "ни" is Russian and Serbian "not a / nor", "ми" is "my / me".
  firstPerson: String.raw`${CB}(?:ние|нас|наш(?:ия|ият|а|ата|е|ето|и|ите)?)${CA}`,
  negation: [
    // No unit of its own: "нямаме (собствен) скенер / томограф", "не разполагаме с томограф".
    {
      name: "no unit of its own",
      pattern: String.raw`${CB}(?:нямаме|не разполагаме с) (?:собствен${cy(2)} |свой )?(?:(?:компютърен|конично-лъчев|конусно-лъчев|3d) )?(?:томограф|скенер|апарат|кт${CA}|3d)${cy(3)}`,
      reach: "sentence",
    },
    // The scan is not done here: "не правим компютърна томография", "не извършваме 3D снимки".
    {
      name: "does not take the scan",
      pattern: String.raw`${CB}не (?:правим|извършваме) (?:компютърн|томограф|3d|кт${CA}|конично|конусно)${cy(6)}`,
      reach: "sentence",
    },
  ],
  // Article sections as Bulgarian slugs transliterate them: "статии", "новини", "полезно", "съвети", "въпроси".
  articlePath: [
    "statii",
    "statiya",
    "novini",
    "polezno",
    "polezna-informatsiya",
    "saveti",
    "vaprosi",
    "chesto-zadavani-vaprosi",
    // The same sections under Cyrillic slugs.
    ...encoded("статии", "новини", "блог", "полезно"),
  ],
  // Equipment and technology sections: "оборудване", "апаратура", "технологии".
  technologyPath: [
    "oborudvane",
    "nasheto-oborudvane",
    "apparatura",
    "aparatura",
    "tehnologii",
    "tekhnologii",
    // The same section under a Cyrillic slug.
    ...encoded("оборудване"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), maxillary sinus, roots and root
  // canals, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${CB}(?:кост(?:та|и|ите|на|ната|ни|ен)?|челюстн${cy(4)} кост${cy(4)}|нерв${cy(4)}|мандибуларн${cy(4)} канал${cy(3)}|гайморов${cy(4)}|синус${cy(4)}|корен(?:а|ът|и|ите)?|коренов${cy(4)}|ретиниран${cy(4)}|мъдрец${cy(3)}|мъдреци${cy(3)}|кист(?:а|и|ата|ите)|планиран${cy(3)} на имплант${cy(6)}|доз(?:а|и|ата)|облъчван${cy(3)}|радиаци${cy(3)}|рентген${cy(8)}|томограф${cy(4)})${CA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, aligners,
  // crowns, veneers ("фасети"), smile design, 3D printing, milling.
  intraoralWords: String.raw`${CB}(?:дигитал${cy(3)} отпечат${cy(4)}|отпечат(?:ък|ъка|ъци|ъците)|интраорал${cy(4)}|вътреустн${cy(4)}|сканиране на зъби${cy(3)}|елайнер${cy(3)}|алайнер${cy(3)}|корон(?:а|и|ата|ите|к(?:а|и|ата|ите))|фасет(?:а|и|ата|ите)|винир${cy(3)}|дизайн на усмивк${cy(3)}|3[dд][\s-]?печат${cy(3)}|фрезован${cy(3)})${CA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": панорамна снимка / рентгенография / рентгенов апарат,
  // ортопантомограф(ия), ортопантомограма, ОПГ, цефалометрия, телерентгенография.
  panoramic: String.raw`${CB}(?:ортопантомогра(?:ф|м)${cy(4)}|опг|панорамн${cy(4)} (?:снимк${cy(3)}|рентген${cy(8)}|апарат${cy(3)}|ортопантомогра${cy(6)})|цефалометр${cy(5)}|телерентгенограф${cy(4)})${CA}`,
};

const SERBIAN_MACEDONIAN: LanguagePack = {
  language: "sr-Cyrl+mk",
  panoramicExamples: ["ортопантомограф", "панорамски снимак"],
  terms: [
    // Tier A, cone beam: "ЦБЦТ", "(компјутеризована томографија) конусним снопом / конусног зрака".
    {
      name: "cone beam",
      tier: "A",
      pattern: String.raw`${CB}(?:цбцт${CA}|конусн${cy(4)} (?:сноп|зрак)${cy(4)})`,
      keys: [],
    },
    // Tier A, dental / 3D CT: "дентална (компјутеризована) томографија", "стоматолошки скенер" is left out, "3Д ЦТ".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`${CB}(?:(?:дентал|стоматолошк)${cy(4)} (?:компјутер${cy(8)} )?томограф${cy(4)}|3[dд][\s-]?(?:цт${CA}|томограф${cy(4)}))`,
      keys: [],
    },
    // Tier B, "компјутеризована / компјутерска томографија", "ЦТ" (a hospital CT too): beside dental words only.
    {
      name: "computed tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${CB}(?:компјутер${cy(8)} томограф${cy(4)}|цт${CA})${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "3Д снимак", "3Д снимање", "тродимензионални рендген".
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${CB}(?:3[dд][\s-]?|тродимензионалн${cy(3)} |тридимензионалн${cy(3)} )(?:снимак|снимк${cy(2)}|снимањ${cy(2)}|снимен${cy(3)}|рендген${cy(5)}|рентген${cy(5)})${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "у нашој ординацији / клиници", "у нашем центру", Macedonian "во нашата ординација / клиника", "на лицу
    // места".
    {
      name: "place: in our clinic",
      pattern: String.raw`${CB}(?:у нашој (?:стоматолошкој )?(?:ординацији|клиници|пракси)|у нашем (?:стоматолошком )?(?:центру|кабинету)|во нашата (?:стоматолошка )?(?:ординација|клиника|пракса)|во нашиот (?:центар|кабинет)|на лицу места)${CA}`,
      reach: "sentence",
    },
    // Place: "без одласка у други центар", "без потребе за одласком".
    {
      name: "place: right here",
      pattern: String.raw`${CB}(?:без (?:одласка|потребе за одласком|потреба од одење)|не морате (?:да )?(?:идете|одлазите))${CA}`,
      reach: "sentence",
    },
    // Possession: "поседујемо", "располажемо", "имамо / имаме", "опремљена / опремена", "наш / сопствени скенер".
    {
      name: "possession: we have one",
      pattern: String.raw`${CB}(?:поседујемо|поседуваме|располажемо|располагаме|имамо|имаме)${CA}[^.,;:\n]{0,35}?${SR_SCAN}|${CB}(?:опремљен${cy(2)}|опремен${cy(2)})${CA}|${CB}(?:наш${cy(2)}|сопствен${cy(3)}|свој) (?:(?:нов|савремен|современ|дигиталн)${cy(3)} ){0,2}(?:скенер|апарат|томограф|рендген)${cy(4)}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure: "радимо снимак", "снимамо", "правиме снимање".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${CB}(?:радимо|снимамо|правимо|правиме|снимаме|обављамо)(?: (?:вам|пацијенту))? (?:снимак|снимањ|снимк|3[dд]|цт|томограф|скенирањ)${cy(4)}`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "набавили смо", "купили смо", "инсталирали смо", "набавивме".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${CB}(?:(?:набавили|купили|инсталирали|увели) смо|набавивме|инсталиравме)${CA}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer: "користимо / користиме", "нудимо / нудиме", "пружамо", "изводимо".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${CB}(?:користимо|користиме|нудимо|нудиме|пружамо|изводимо|применуваме|примењујемо)${CA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "упућујемо", "упутићемо вас", "упут за", a radiology / diagnostic centre, a hospital, a partner.
    {
      name: "refers patients out",
      pattern: String.raw`(?<!(?:без|не морате|нема потреба)[^.\n]{0,30})${CB}(?:упућујемо|упутићемо|упатуваме|ќе ве упатиме|упут за|упат за|(?:у|во) (?:радиолошк|дијагностичк|рендгенск)${cy(4)} (?:центар|центру|центри|кабинет${cy(2)})|(?:у|во) болниц|партнерск${cy(4)} (?:ординациј|клиник|центр))${cy(3)}`,
      reach: "next",
    },
    // The scan comes from elsewhere: "донесите снимак", Macedonian "донесете снимка".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${CB}(?:донесите|донесете) (?:ваш${cy(2)} )?(?:снимак|снимке|снимка|снимки|цд|диск)${cy(3)}`,
      reach: "sentence",
    },
  ],
  // Price list, diagnostics and x-ray sections: "/cenovnik/", "/dijagnostika/", "/rendgen/", "/ceni/" ("usluge" and
  // "uslugi" are in cues.ts).
  servicePath: [
    "cenovnik",
    "cjenovnik",
    "dijagnostika",
    "rendgen",
    // The equipment section "опрема" (its technology path is a services page too).
    "oprema",
  ],
  // Headings: "Услуге", "Наше услуге", "Ценовник", "Опрема", "Услуги", "Цени".
  serviceHeading: String.raw`(?:наше |наши )?услуг[еи]|ценовник|цени|(?:наша )?опрема|технологиј[еа]|дијагностика$`,
  // Dental words: jaw ("вилица"), Macedonian tooth ("заб", "заби", "забен").
  dentalContext: String.raw`вилиц|виличн|${CB}заб(?:и|ен|на|ни|ар|от)?${CA}|корен`,
  // The practice's voice: "нас", "нам", "нама", Macedonian "ние", and every form of "наш" (Serbian "нашој", "нашем",
  // Macedonian "нашиот", "нашата"). Serbian "ми" is left out: it is also "me", and Bulgarian "my".
  firstPerson: String.raw`${CB}(?:нас|нам|нама|ние|наш(?:а|е|и|у|ег|ега|ем|ему|ој|ом|им|их|има|иот|ата|ето|ите)?)${CA}`,
  negation: [
    // No unit of its own: "немамо (сопствени) скенер", Macedonian "немаме свој апарат", "не поседујемо ЦБЦТ".
    {
      name: "no unit of its own",
      pattern: String.raw`${CB}(?:немамо|немаме|не поседујемо|не поседуваме|не располажемо|не располагаме)(?: са| со)? (?:сопствен${cy(2)} |свој${cy(2)} )?(?:скенер|апарат|томограф|цбцт|цт${CA}|3[dд])${cy(3)}`,
      reach: "sentence",
    },
  ],
  // Article sections as Serbian and Macedonian slugs write them: "вести", "новости", "чланци", "савети", "питања",
  // Macedonian "статии", "прашања".
  articlePath: ["vesti", "novosti", "clanci", "clanak", "saveti", "pitanja", "statii", "prasanja"],
  // Equipment and technology sections: "опрема", "наша опрема", "технологија", Macedonian "технологии".
  technologyPath: ["oprema", "nasa-oprema", "tehnologija", "tehnologii"],
  // Class "what only an x-ray shows or is planned from": bone (Serbian "кост", Macedonian "коска"), jaw, nerve (canal),
  // sinus, roots and root canals, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray,
  // tomography.
  radiographicWords: String.raw`${CB}(?:кост(?:и|ију|има|на|ни|но)?|коск(?:а|и|ата|ите)|коскен${cy(3)}|вилич${cy(4)} кост${cy(3)}|нерв${cy(4)}|мандибуларн${cy(4)} канал${cy(3)}|синус${cy(4)}|максиларн${cy(4)} синус${cy(4)}|корен(?:а|ови|ова|и|от|ите)?|коренск${cy(3)}|коренов${cy(4)}|импактиран${cy(3)}|умњак${cy(3)}|умњац${cy(3)}|заб${cy(2)} на мудроста|цист(?:а|е|и|у|ата|ите)|планирањ${cy(2)} (?:на )?имплант${cy(6)}|доз(?:а|е|у|ата)|зрачењ${cy(3)}|рендген${cy(6)}|рентген${cy(6)}|томограф${cy(4)}|цт)${CA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions ("отисак", Macedonian
  // "отпечаток"), intraoral scanning, aligners, crowns, veneers, smile design, 3D printing, milling.
  intraoralWords: String.raw`${CB}(?:дигитал${cy(3)} (?:отис|отпечат)${cy(4)}|отис(?:ак|ка|ци|ке)|отпечат(?:ок|оци|окот)|интраорал${cy(4)}|алајнер${cy(3)}|елајнер${cy(3)}|круниц(?:а|е|у|ама)|коронк(?:а|и|ата|ите)|фасет(?:а|е|и|ама)|винир${cy(3)}|дизајн${cy(2)} (?:осмеха|насмевка|насмевката)|3[dд][\s-]?(?:штамп|печат)${cy(4)}|глодањ${cy(2)})${CA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": ортопантомограф, ортопантомограм, ОПГ, панорамски
  // снимак / рендген, Macedonian "панорамска снимка", кефалометрија / цефалометрија.
  panoramic: String.raw`${CB}(?:ортопантомогра(?:ф|м)${cy(4)}|опг|панорамск${cy(4)} (?:снимак|снимк${cy(3)}|снимањ${cy(2)}|рендген${cy(6)}|рентген${cy(6)}|апарат${cy(3)})|(?:ц|к)ефалометр${cy(5)})${CA}`,
};

const GREEK: LanguagePack = {
  language: "el",
  panoramicExamples: ["πανοραμική ακτινογραφία", "ορθοπαντομογράφος"],
  terms: [
    // Tier A, cone beam: "(αξονική / υπολογιστική) τομογραφία κωνικής δέσμης", "κωνικής δέσμης".
    {
      name: "cone beam",
      tier: "A",
      pattern: String.raw`${GB}κωνικ[ηή][σς] δ[εέ]σμη[σς]`,
      keys: [],
    },
    // Tier A, dental / 3D / volume CT: "οδοντιατρική αξονική (τομογραφία)", "3D / τρισδιάστατη αξονική τομογραφία",
    // "ογκομετρική τομογραφία".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`${GB}(?:οδοντιατρικ[${GR}]{1,3} (?:αξονικ[${GR}]{1,3} )?τομογρ[αά]φ|(?:3d|τρισδι[αά]στατ[${GR}]{1,3}) (?:οδοντιατρικ[${GR}]{1,3} )?(?:αξονικ[${GR}]{1,3} |υπολογιστικ[${GR}]{1,3} )?τομογρ[αά]φ|(?:3d|τρισδι[αά]στατ[${GR}]{1,3}) αξονικ|ογκομετρικ[${GR}]{1,3} τομογρ[αά]φ)[${GR}]{0,4}`,
      keys: [],
    },
    // Tier B, "αξονική (τομογραφία)", "υπολογιστική τομογραφία" (a hospital CT too): beside dental words only.
    {
      name: "computed tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${GB}(?:αξονικ[${GR}]{1,3}(?: τομογρ[αά]φ[${GR}]{0,4})?|υπολογιστικ[${GR}]{1,3} τομογρ[αά]φ[${GR}]{0,4})${GA}${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "3D ακτινογραφία", "τρισδιάστατη ακτινογραφία" ("απεικόνιση" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${GB}(?:3d|τρισδι[αά]στατ(?:[ηή][σς]?|ες|ων)) (?:οδοντιατρικ(?:[ηή][σς]?|ες|ων) )?ακτινογραφ[${GR}]{0,4}${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "στο ιατρείο μας", "στο οδοντιατρείο μας", "στην κλινική μας", "στο κέντρο μας", "στον χώρο μας".
    {
      name: "place: in our practice",
      pattern: String.raw`${GB}(?:στο|στον|στην|μέσα στο|εντός του) (?:σ[υύ]γχρον[οη] )?(?:οδοντ)?(?:ιατρε[ιί]ο|κλινικ[ηή]|κ[εέ]ντρο|χ[ωώ]ρο|διαγνωστικ[οό] κ[εέ]ντρο) μα[σς]${GA}`,
      reach: "sentence",
    },
    // Place: "επί τόπου", "χωρίς να χρειαστεί να μετακινηθείτε", "χωρίς να φύγετε από το ιατρείο".
    {
      name: "place: right here",
      pattern: String.raw`${GB}(?:επ[ιί] τ[οό]που|χωρ[ιί][σς] (?:να )?(?:χρειαστε[ιί] να )?(?:μετακινηθε[ιί]τε|μετακ[ιί]νηση|φ[υύ]γετε)|στον [ιί]διο χ[ωώ]ρο)`,
      reach: "sentence",
    },
    // Possession: "διαθέτουμε", "το ιατρείο (μας) διαθέτει", "έχουμε", "εξοπλισμένο με"; close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${GB}(?:(?:διαθ[εέ]τουμε|διαθ[εέ]τει|[εέ]χουμε)[^.,;:\n]{0,35}?${EL_SCAN}|(?:εξοπλισμ[εέ]ν[οη][σς]?|εξοπλιστε[ιί]|ιδι[οό]κτητ[οη])${GA})`,
      reach: "sentence",
      near: 80,
    },
    // Possession: "ο (νέος) τομογράφος μας", "ο αξονικός τομογράφος του ιατρείου".
    {
      name: "possession: our tomograph",
      pattern: String.raw`${GB}(?:τομογρ[αά]φο[σς]?|μηχ[αά]νημα|σαρωτ[ηή][σς]?) (?:μα[σς]|του ιατρε[ιί]ου|της κλινικ[ηή][σς])${GA}`,
      reach: "sentence",
      near: 80,
    },
    // Exposure in the practice's voice: "πραγματοποιούμε", "κάνουμε την αξονική / λήψη", "λαμβάνουμε".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${GB}(?:(?:πραγματοποιο[υύ]με|κ[αά]νουμε|λαμβ[αά]νουμε|εκτελο[υύ]με) (?:την |τη |μια |μ[ιί]α |τις |το )?(?:ψηφιακ[${GR}]{1,3} |οδοντιατρικ[${GR}]{1,3} |τρισδι[αά]στατ[${GR}]{1,3} )?(?:αξονικ|ακτινογραφ|λ[ηή]ψη|τομογραφ|3d|απεικ[οό]νισ|cbct|ct)|θα σα[σς] ζητ[ηή]σουμε να)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "εγκαταστήσαμε", "αποκτήσαμε", "προμηθευτήκαμε", "επενδύσαμε".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${GB}(?:εγκατ[αά]στ[ηή]σαμε|απ[οό]κτ[ηή]σαμε|αποκτ[ηή]σαμε|προμηθευτ[ηή]καμε|επενδ[υύ]σαμε|εντ[αά]ξαμε)${GA}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the practice's voice: "χρησιμοποιούμε", "προσφέρουμε", "παρέχουμε", "εφαρμόζουμε".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${GB}(?:χρησιμοποιο[υύ]με|προσφ[εέ]ρουμε|παρ[εέ]χουμε|εφαρμ[οό]ζουμε|αξιοποιο[υύ]με)${GA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "σας παραπέμπουμε", "παραπομπή", a diagnostic / radiology centre, a hospital, a partner centre;
    // "no need to go" is not.
    {
      name: "refers patients out",
      pattern: String.raw`(?<!(?:χωρ[ιί][σς]|δεν χρει[αά]ζεται|αντ[ιί] να)[^.\n]{0,30})${GB}(?:παραπ[εέ]μπουμε|θα σα[σς] παραπ[εέ]μψουμε|παραπομπ[ηή]|σε (?:ακτινολογικ|διαγνωστικ)[οό] (?:κ[εέ]ντρο|εργαστ[ηή]ριο)|σε νοσοκομε[ιί]ο|συνεργαζ[οό]μεν[οη] (?:ακτινολογικ[οό] |διαγνωστικ[οό] )?(?:κ[εέ]ντρο|εργαστ[ηή]ριο|ιατρε[ιί]ο|κλινικ[ηή]))`,
      reach: "next",
    },
    // The scan comes from elsewhere: "φέρτε (μαζί σας) την αξονική / τις ακτινογραφίες".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${GB}(?:φ[εέ]ρτε|να φ[εέ]ρετε) (?:μαζ[ιί] σα[σς] )?(?:την |τις |το )?(?:αξονικ|ακτινογραφ|cd|cbct)`,
      reach: "sentence",
    },
  ],
  // Services, treatments, technology, diagnosis and price-list sections: "/ypiresies/", "/yphresies/", "/therapeies/",
  // "/texnologia/", "/timokatalogos/", "/aktinografies/" ("/diagnostiki/" is in cues.ts).
  servicePath: [
    "ypiresies",
    "yphresies",
    "therapeies",
    "texnolog",
    "timokatalog",
    "aktinograf",
    // The equipment section "εξοπλισμός" (its technology path is a services page too).
    "exoplism",
    "eksoplism",
    ...encoded("εξοπλισμός", "εξοπλισμος"),
  ],
  // Headings: "Υπηρεσίες", "Οι υπηρεσίες μας", "Θεραπείες", "Τεχνολογία", "Εξοπλισμός", "Τιμοκατάλογος", "Τιμές".
  serviceHeading: String.raw`(?:οι )?υπηρεσ[ιί]ε[σς]|θεραπε[ιί]ε[σς]|τεχνολογ[ιί]α|εξοπλισμ[οό][σς]|τιμοκατ[αά]λογο[σς]|τιμ[εέ][σς]${GA}|διαγνωστικ[εέ][σς] (?:υπηρεσ|εξετ[αά]σ)`,
  // Dental words: tooth ("δόντι", "οδοντ-"), implant ("εμφύτευμα"), jaw ("γνάθος", "σιαγόνα"), bone, nerve, sinus.
  dentalContext: String.raw`δ[οό]ντ|εμφ[υύ]τευ|γν[αά]θ|σιαγ[οό]ν|οστ(?:ό|ού|ά|ών|ικ)|ν[εέ][υύ]ρ(?:ο|α|ου|ων)${GA}|ιγμορ|στ[οό]ματ`,
  // The practice's voice: "εμείς", "εμάς" and the clitic "μας" ("us / our": "το ιατρείο μας").
  firstPerson: String.raw`${GB}(?:εμε[ιί][σς]|εμ[αά][σς]|μα[σς])${GA}`,
  negation: [
    // No unit / no scan here: "δεν διαθέτουμε (αξονικό) τομογράφο", "δεν κάνουμε αξονική", "το ιατρείο δεν διαθέτει".
    {
      name: "no unit of its own",
      pattern: String.raw`${GB}(?:δεν (?:διαθ[εέ]τουμε|[εέ]χουμε|κ[αά]νουμε|πραγματοποιο[υύ]με)|το (?:οδοντ)?ιατρε[ιί]ο (?:μας )?δεν διαθ[εέ]τει) (?:ακ[οό]μα |δικ[οό] μα[σς] )?(?:(?:τον |το |την |τις |μ[ιί]α |[εέ]ναν )?(?:δικ[οό] μα[σς] )?(?:αξονικ|τομογρ[αά]φ|μηχ[αά]νημα|cbct|ct${GA}|3d|τρισδι[αά]στατ))`,
      reach: "sentence",
    },
  ],
  // Article sections as Greek slugs write them: "άρθρα", "νέα", "ειδήσεις", "χρήσιμα", "συμβουλές", "συχνές ερωτήσεις".
  articlePath: [
    "arthra",
    "arthro",
    "nea",
    "eidiseis",
    "eidhseis",
    "xrisima",
    "chrisima",
    "symvoules",
    "symboules",
    "syxnes-erotiseis",
    "sychnes-erotiseis",
    "erotiseis",
    // The same sections under Greek slugs.
    ...encoded("άρθρα", "αρθρα", "νέα", "νεα", "ειδήσεις", "blog"),
  ],
  // Equipment and technology sections: "εξοπλισμός", "τεχνολογία".
  technologyPath: [
    "exoplismos",
    "eksoplismos",
    "texnologia",
    "tehnologia",
    "technologia",
    // The same section under a Greek slug.
    ...encoded("εξοπλισμός", "εξοπλισμος"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw, nerve, maxillary sinus, roots, impacted and wisdom
  // teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${GB}(?:οστ(?:ό|ο|ά|α|ού|ου|ών|ων|ικ[${GR}]{1,3}|ίτ[${GR}]{1,3})|γν[αά]θ(?:ος|ου|ων|ο|οι)|νε[υύ]ρ(?:ο|α|ου|ων)|ιγμ[οό]ρει[${GR}]{1,3}|ρ[ιί]ζ(?:α|ες|ας|ών|ων)|ριζικ[${GR}]{1,3}|[εέ]γκλειστ[${GR}]{1,3}|φρονιμ[ιί]τ[${GR}]{1,3}|κ[υύ]στ(?:η|ης|εις|εων)|σχεδιασμ[${GR}]{1,3} (?:των |της |του )?(?:εμφυτε|τοποθ[εέ]τησ)[${GR}]{0,8}|δ[οό]σ(?:η|ης|εις)|ακτινοβολ[${GR}]{1,4}|ακτινογραφ[${GR}]{0,4}|τομογρ[αά]φ[${GR}]{0,4}|αξονικ[${GR}]{1,3})${GA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, aligners
  // ("νάρθηκες"), crowns ("στεφάνες"), veneers ("όψεις πορσελάνης"), smile design, 3D printing, milling.
  intraoralWords: String.raw`${GB}(?:ψηφιακ[${GR}]{1,3} αποτ[υύ]πωσ[${GR}]{1,3}|αποτ[υύ]πωμ[${GR}]{1,4}|αποτ[υύ]πωσ[${GR}]{1,3}|ενδοστοματικ[${GR}]{1,3}|διαφαν[${GR}]{1,3} ν[αά]ρθηκ[${GR}]{1,3}|ν[αά]ρθηκ(?:ες|ας|ων)|στεφ[αά]ν(?:η|ης|ες|ων)|[οό]ψει[σς] (?:πορσελ|ρητ|ζιρκ)[${GR}]{0,6}|σχεδιασμ[${GR}]{1,3} (?:του )?χαμ[οό]γελου|3d εκτ[υύ]πωσ[${GR}]{1,3}|εκτυπωμ[${GR}]{1,4}|φρεζαρ[${GR}]{1,6})${GA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": πανοραμική (ακτινογραφία), ορθοπαντομογράφημα /
  // ορθοπαντομογράφος, κεφαλομετρική (ακτινογραφία).
  panoramic: String.raw`${GB}(?:πανοραμικ[${GR}]{1,3}|ορθοπαντομογρ[αά]φ[${GR}]{0,5}|κεφαλομετρικ[${GR}]{1,3})${GA}`,
};

const TURKISH: LanguagePack = {
  language: "tr",
  panoramicExamples: ["panoramik röntgen", "sefalometrik"],
  terms: [
    // Tier A, cone beam: "konik ışınlı (bilgisayarlı tomografi)", "KIBT".
    {
      name: "cone beam",
      tier: "A",
      pattern: String.raw`${TB}konik [ıi][sş][ıi]nl[ıi]|${TB}k[ıi]bt(?![${TRL}])`,
      keys: [],
    },
    // Tier A, dental / 3D / volume CT with Turkish suffixes ("tomografisi", "tomografide"): "dental / diş / çene
    // tomografisi", "3 boyutlu / üç boyutlu (dental) tomografi", "volümetrik tomografi", "dental BT".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`${TB}(?:(?:dental|di[sş]|[cç]ene|3d|3 boyutlu|[uü][cç] boyutlu|vol[uü]metrik)(?: vol[uü]metrik| dental| di[sş])? tomografi${tr(6)}|(?:dental|di[sş]|[cç]ene|3d) bt(?![${TRL}]))`,
      keys: [],
    },
    // Tier B, "(bilgisayarlı) tomografi" (a hospital CT too): beside dental words only.
    {
      name: "tomography",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${TB}(?:bilgisayarl[ıi] )?tomografi${tr(6)}${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "3 boyutlu röntgen / film" ("3D röntgen" is in cues.ts; "görüntüleme" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`${TB}(?:3 boyutlu|[uü][cç] boyutlu) (?:dental |di[sş] )?(?:r[oö]ntgen|film|radyografi)${tr(6)}${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "kliniğimizde", "muayenehanemizde", "merkezimizde", "bünyemizde", "ofisimizde", "polikliniğimizde".
    {
      name: "place: in our clinic",
      pattern: String.raw`${TB}(?:klini[gğ]imiz|muayenehanemiz|merkezimiz|b[uü]nyemiz|ofisimiz|poliklini[gğ]imiz|kurumumuz|hastanemiz)(?:de|da|dedir|dad[ıi]r)(?![${TRL}])`,
      reach: "sentence",
    },
    // Place: "başka bir merkeze gitmenize gerek kalmadan", "klinikten ayrılmadan", "aynı seansta".
    {
      name: "place: right here",
      pattern: String.raw`${TB}(?:ba[sş]ka bir (?:merkez|klini[gğ]|hastane)${tr(3)} gitmenize gerek (?:kalmadan|yok|olmadan)|klinikten (?:ayr[ıi]lmadan|[cç][ıi]kmadan))`,
      reach: "sentence",
    },
    // Possession: "mevcuttur", "cihazımız", "sahibiz", "donatılmıştır"; "bulunmaktadır" only with a device word.
    {
      name: "possession: we have one",
      pattern: String.raw`${TB}(?:sahibiz|donat[ıi]lm[ıi][sş]t[ıi]r|donat[ıi]ld[ıi]|cihaz[ıi]m[ıi]z${tr(4)}|(?:cihaz[ıi]|tomografi(?:si|miz)?|tomograf[ıi]m[ıi]z) (?:da )?(?:mevcut|bulunmaktad[ıi]r|bulunuyor))`,
      reach: "sentence",
      near: 80,
    },
    // Exposure in the clinic's voice: "çekiyoruz", "çekmekteyiz", "çekimini yapıyoruz", "görüntü alıyoruz".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${TB}(?:[cç]ekiyoruz|[cç]ekmekteyiz|[cç]ekece[gğ]iz|[cç]ekimini yap[ıi]yoruz|g[oö]r[uü]nt[uü] al[ıi]yoruz)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "kliniğimize kazandırdık", "bünyemize kattık", "satın aldık", "yatırım yaptık".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${TB}(?:kazand[ıi]rd[ıi]k|b[uü]nyemize (?:katt[ıi]k|dahil ettik|eklendi)|sat[ıi]n ald[ıi]k|yat[ıi]r[ıi]m yapt[ıi]k|kurulumunu yapt[ıi]k)`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice: "kullanıyoruz", "sunuyoruz", "uyguluyoruz", "yapıyoruz", "hizmet veriyoruz".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${TB}(?:kullan[ıi]yoruz|kullanmaktay[ıi]z|sunuyoruz|sunmaktay[ıi]z|uyguluyoruz|uygulamaktay[ıi]z|yap[ıi]yoruz|yapmaktay[ıi]z|hizmet(?:i)? veriyoruz|hizmetinizdeyiz)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Offer: a passive "is taken / performed" ("çekilmektedir", "çekimi yapılmaktadır") on the clinic's services page.
    {
      name: "offer: taken, on a services page",
      pattern: String.raw`${TB}(?:[cç]ekilmektedir|[cç]ekimi yap[ıi]lmaktad[ıi]r|uygulanmaktad[ıi]r)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
      onlyOn: "strong",
    },
  ],
  referral: [
    // Referral: "yönlendiriyoruz", "sevk ediyoruz", an imaging / radiology centre, a partner ("anlaşmalı") centre;
    // "no need to go to a centre" is not.
    {
      name: "refers patients out",
      pattern: String.raw`${TB}(?:y[oö]nlendiriyoruz|y[oö]nlendirmekteyiz|y[oö]nlendiririz|y[oö]nlendirilir|sevk (?:ediyoruz|ederiz|edilir)|anla[sş]mal[ıi] (?:merkez|klinik|radyoloji|g[oö]r[uü]nt[uü]leme|hastane)${tr(6)}|(?:g[oö]r[uü]nt[uü]leme|radyoloji|tomografi|r[oö]ntgen) merkez(?:ine|lerine|inde|lerinde)(?! gitmenize| gitmeden| gitmeye)|hastaneye (?:y[oö]nlendir|sevk|g[oö]nder))`,
      reach: "next",
    },
    // The scan comes from elsewhere: "tomografinizi getirin", "filminizi yanınızda getirin".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${TB}(?:tomografinizi|filminizi|r[oö]ntgeninizi|g[oö]r[uü]nt[uü]lerinizi) (?:getir|yan[ıi]n[ıi]zda)`,
      reach: "sentence",
    },
  ],
  // Services, treatments, technology, radiology, price and imaging sections: "/hizmetler/", "/tedaviler/",
  // "/teknoloji/", "/radyoloji/", "/fiyatlar/", "/goruntuleme/".
  servicePath: [
    "hizmet",
    "tedavi",
    "teknoloji",
    "radyoloji",
    "fiyat",
    "goruntuleme",
    "cihazlar",
    // The equipment section "ekipmanlarımız" (its technology path is a services page too).
    "ekipman",
  ],
  // Headings: "Hizmetlerimiz", "Tedavilerimiz", "Teknolojimiz", "Fiyat Listesi", "Radyoloji", "Cihazlarımız".
  serviceHeading: String.raw`hizmetler|tedaviler|teknoloji|fiyat|radyoloji|cihazlar[ıi]m[ıi]z|tan[ıi] y[oö]ntemleri`,
  // Dental words beside a bare "tomografi" (cues.ts has diş, kemik, çene): implant, mouth, canal, sinus, wisdom tooth.
  dentalContext: String.raw`implant|a[gğ][ıi]z|kanal tedavi|sin[uü]s|g[oö]m[uü]l[uü]|yirmilik|yirmi ya[sş]|ortodont|periodont|endodont|sinir|di[sş]eti`,
  // The practice's voice: "biz" and its cases ("bizim", "bize", "bizde"), and "our" as a suffix on the practice's own
  // nouns ("kliniğimiz", "merkezimizde", "hekimlerimiz", "cihazımız"). Only these nouns: a bare "-imiz" is also in
  // English words ("optimize", "minimize") and "-miz" in "temiz".
  firstPerson: String.raw`${TB}(?:biz(?:im(?:le)?|e|i|de|den|le)?(?![${TRL}])|(?:klini[gğ]|poliklini[gğ]|merkez|muayenehane|hastane|ofis|kurum|b[uü]nye|ekib|kadro|hekim(?:ler)?|doktor(?:lar)?|uzman(?:lar)?|hizmet(?:ler)?|tedavi(?:ler)?|cihaz(?:lar)?|teknoloji(?:ler)?|hasta(?:lar)?)[ıiuü]?m[ıiuü]z)`,
  negation: [
    // No unit of its own: "cihazımız bulunmamaktadır", "kliniğimizde tomografi cihazı yoktur".
    {
      name: "no unit of its own",
      pattern: String.raw`${TB}(?:(?:tomografi |bt |r[oö]ntgen )?cihaz[ıi](?:m[ıi]z)?|tomograf[ıi]m[ıi]z) (?:bulunmamaktad[ıi]r|yoktur|bulunmuyor|mevcut de[gğ]il)`,
      reach: "sentence",
    },
    // The scan is not done here: "tomografi çekmiyoruz", "kliniğimizde tomografi çekilmemektedir".
    {
      name: "does not take the scan",
      pattern: String.raw`${TB}(?:[cç]ekmiyoruz|[cç]ekemiyoruz|[cç]ekilmemektedir|[cç]ekimi yap[ıi]lmamaktad[ıi]r|yapm[ıi]yoruz)`,
      reach: "sentence",
      near: 60,
    },
  ],
  // Article sections as Turkish slugs write them: "makaleler", "haberler", "yazılar", "bilgi bankası", "sıkça sorulan
  // sorular" ("sss"), "duyurular".
  articlePath: [
    "makaleler",
    "makale",
    "haberler",
    "haber",
    "yazilar",
    "bilgi-bankasi",
    "faydali-bilgiler",
    "sss",
    "sikca-sorulan-sorular",
    "duyurular",
  ],
  // Equipment and technology sections: "teknolojimiz", "teknolojilerimiz", "cihazlarımız", "ekipmanlarımız".
  technologyPath: [
    "teknoloji",
    "teknolojimiz",
    "teknolojilerimiz",
    "cihazlar",
    "cihazlarimiz",
    "ekipmanlar",
    "ekipmanlarimiz",
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), sinus, roots and root canals,
  // impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${TB}(?:kemi[kğ]${tr(6)}|sinir${tr(6)}|sin[uü]s${tr(6)}|k[oö]k(?:ler|leri|lerin|lerinde|[uü]|[uü]n|[uü]nde)?|kanal tedavi${tr(4)}|g[oö]m[uü]l[uü]|yirmi ya[sş]|yirmilik${tr(4)}|kist${tr(6)}|implant planlama${tr(4)}|doz${tr(4)}|radyasyon${tr(6)}|r[oö]ntgen${tr(6)}|tomografi${tr(6)})(?![${TRL}])`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, clear
  // aligners ("şeffaf plak"), crowns, veneers ("yaprak / lamina porselen"), smile design, 3D printing, milling.
  intraoralWords: String.raw`${TB}(?:dijital [oö]l[cç][uü]${tr(4)}|[oö]l[cç][uü] (?:al[ıi]m${tr(4)}|al[ıi]n${tr(4)}|kas${tr(4)})|a[gğ][ıi]z i[cç]i taray${tr(6)}|[sş]effaf plak${tr(6)}|kron(?:lar|lar[ıi]|u)?|zirkonyum${tr(4)}|yaprak porselen${tr(4)}|lamina porselen${tr(4)}|lamine${tr(4)}|g[uü]l[uü][sş] tasar[ıi]m${tr(4)}|3d (?:yaz[ıi]c${tr(4)}|bask${tr(4)})|frezele${tr(6)})(?![${TRL}])`,
  // Class "the 2D panoramic / cephalometric unit and its image": panoramik (röntgen / film), ortopantomograf(i),
  // sefalometri(k).
  panoramic: String.raw`${TB}(?:panoramik${tr(6)}|ortopantomogra${tr(6)}|sefalometri${tr(4)})(?![${TRL}])`,
};

const HEBREW: LanguagePack = {
  language: "he",
  panoramicExamples: ["צילום פנורמי", "צפלומטרי"],
  terms: [
    // Tier A, cone beam: "(טומוגרפיה ממוחשבת / CT) בקרן קונית / באלומה קונית".
    { name: "cone beam", tier: "A", pattern: String.raw`(?:קרן|אלומה|אלומת) קונית`, keys: [] },
    // Tier A, dental / 3D CT: "CT דנטלי", "סי טי דנטלי", "CT לשיניים", "CT תלת ממדי", "טומוגרפיה ממוחשבת דנטלית".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`(?:(?<![a-z0-9])ct|${HB}[הבלו]?-?סי[\s-]?טי) (?:דנטלי|לשיניים|של השיניים|ללסת|של הלסת|${HE_3D})|טומוגרפיה ממוחשבת (?:דנטלית|${HE_3D})`,
      keys: [],
    },
    // Tier B, a bare "CT" / "סי טי" / "טומוגרפיה ממוחשבת" / "צילום CT" (a hospital CT too), beside dental words. A
    // Latin "CT" counts only beside Hebrew letters ("צילום CT", "ה-CT"), so an English page's "CT" is not read here.
    {
      name: "CT",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`(?:[${HE}][\s-]?ct(?![a-z0-9])|(?<![a-z0-9])ct(?= [${HE}])|${HB}[הבלו]?-?סי[\s-]?טי${HA}|טומוגרפיה ממוחשבת)${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "צילום תלת ממדי", "רנטגן תלת ממדי" ("הדמיה" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`(?:צילום|צילומי|רנטגן) ${HE_3D}${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "במרפאה שלנו", "במרפאתנו", "במרכז שלנו", "בקליניקה שלנו", "כאן במרפאה".
    {
      name: "place: in our clinic",
      pattern: String.raw`${HB}(?:ב(?:מרפאה|מרכז|קליניקה|מכון|משרד) שלנו|במרפאתנו|במרכזנו|כאן במרפאה|בתוך המרפאה)`,
      reach: "sentence",
    },
    // Place: "בלי לצאת מהמרפאה", "ללא צורך להגיע למכון", "אין צורך ללכת למכון צילום".
    {
      name: "place: right here",
      pattern: String.raw`(?:בלי|ללא) (?:לצאת|צורך לצאת) מהמרפאה|(?:ללא|בלי|אין) צורך (?:ב?(?:הגעה|נסיעה|לנסוע|להגיע|ללכת)) ל?(?:מכון|מרכז|בית חולים)`,
      reach: "sentence",
    },
    // Possession: "יש לנו", "ברשותנו", "המרפאה מצוידת ב", "מכשיר ה-CT שלנו"; close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${HB}(?:(?:יש לנו|ברשותנו|ברשות המרפאה|יש במרפאה)[^.,;:\n]{0,35}?${HE_SCAN}|${HE_SCAN}[^.,;:\n]{0,30}?(?:שברשותנו|ברשותנו)|מצויד(?:ת|ים|ות)? ב|(?:ct|טי|מכשיר|המכשיר|סורק|הסורק|טומוגרף|הטומוגרף)(?: [${HE}]{2,10}){0,2} שלנו${HA})`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "אנו מבצעים / אנחנו מבצעים / מצלמים", "נבצע צילום".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${HB}(?:(?:אנו|אנחנו) (?:מבצעים|עורכים) (?:את )?(?:ה)?(?:צילום|צילומי|סריקה|סריקת|ct|סי טי|הדמיה|בדיקת)|(?:אנו|אנחנו) מצלמים|נבצע (?:את )?(?:ה)?(?:צילום|סריקה|ct|סי טי)|נצלם)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "רכשנו", "התקנו", "הצטיידנו", "הכנסנו".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${HB}(?:רכשנו|התקנו|הצטיידנו|הכנסנו|הוספנו)${HA}`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice: "אנו משתמשים", "אנחנו מציעים", "אנו מספקים", "עושים שימוש".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${HB}(?:(?:אנו|אנחנו) (?:משתמשים|מציעים|מספקים|עושים שימוש)|משתמשים אנו|השתמשנו)${HA}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "נפנה אותך", "מפנים", "הפניה ל", an imaging institute ("מכון צילום / רנטגן / דימות"), a hospital;
    // "no need to go to an institute" is not.
    {
      name: "refers patients out",
      pattern: String.raw`(?<!(?:ללא|בלי|אין) צורך[^.\n]{0,40})${HB}(?:נפנה|מפנים (?:אותך|אתכם|את המטופל|מטופלים)|הפני(?:ה|יה) ל|[בל]מכון (?:ה)?(?:צילום|רנטגן|הדמיה|דימות|חיצוני)|[בל]מכון צילום|[בל]בית (?:ה)?חולים|מכון חיצוני)`,
      reach: "next",
    },
    // The scan comes from elsewhere: "יש להביא את הצילום", "הביאו את ה-CT".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${HB}(?:להביא|הביאו|יש להביא|תביאו) (?:את )?(?:ה)?(?:צילום|ct|סי טי|דיסק)`,
      reach: "sentence",
    },
  ],
  // Services, treatments, x-ray and price-list sections as Hebrew sites transliterate them.
  servicePath: [
    "sherutim",
    "tipulim",
    "tsilumim",
    "tzilumim",
    "mehiron",
    "michiron",
    // The equipment and technology sections "ציוד", "טכנולוגיה" (their technology paths are services pages too).
    "tziyud",
    "tekhnolog",
    ...encoded("טכנולוגיה", "ציוד", "הציוד-שלנו"),
  ],
  // Headings: "שירותים", "השירותים שלנו", "טיפולים", "מחירון", "טכנולוגיה", "ציוד", "צילומים".
  serviceHeading: String.raw`(?:ה)?שירותי(?:ם|נו)|(?:ה)?טיפולי(?:ם|נו)|מחירון|טכנולוגי(?:ה|ות)|הציוד שלנו|צילומים`,
  // Dental words: teeth, tooth, jaw, implant, bones, roots, nerves, sinus, orthodontics, dental.
  dentalContext: String.raw`שיניים|שן${HA}|לסת|שתל|עצמות|עצם הלסת|שורש|עצבים|סינוס|אורתודונט|דנטלי|שיני בינה`,
  // The practice's voice: "אנחנו", "אנו", "שלנו", "לנו", "אותנו", "אצלנו", "איתנו", "עבורנו", and the possessive
  // "מרפאתנו", "צוותנו"; after the prefixes ו/ה/ש/ב/ל/מ/כ.
  firstPerson: String.raw`${HB}[ובהלמשכ]{0,2}(?:אנחנו|אנו|שלנו|לנו|אותנו|אצלנו|איתנו|אתנו|עבורנו|בשבילנו|מרפאתנו|צוותנו)${HA}`,
  negation: [
    // No unit here: "אין לנו (מכשיר) CT", "אין במרפאה סורק", "אנו לא מבצעים צילומי CT".
    {
      name: "no unit of its own",
      pattern: String.raw`${HB}(?:(?:אין (?:לנו|במרפאה|במרפאתנו|במרפאה שלנו)|(?:אנו|אנחנו) לא (?:מבצעים|מצלמים|עושים)|איננו (?:מבצעים|מצלמים))[^.,;:\n]{0,30}?${HE_SCAN})`,
      reach: "sentence",
    },
  ],
  // Article sections as Hebrew slugs transliterate them: "מאמרים", "חדשות", "בלוג" (in cues.ts), "שאלות נפוצות".
  articlePath: [
    "maamarim",
    "ma-amarim",
    "hadashot",
    "chadashot",
    "sheelot-nefotzot",
    "shut",
    // The same sections under Hebrew slugs, as Hebrew sites mostly write them.
    ...encoded("מאמרים", "חדשות", "בלוג", "שאלות-נפוצות"),
  ],
  // Equipment and technology sections: "טכנולוגיה", "הציוד שלנו".
  technologyPath: [
    "tehnologia",
    "technologia",
    "tekhnologia",
    "tziyud",
    "hatziyud",
    // The same sections under Hebrew slugs.
    ...encoded("טכנולוגיה", "ציוד", "הציוד-שלנו"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), sinus, roots and root canal
  // treatment, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography (after the
  // prefixes ו/ה/ב/ל/מ/ש); "בעצם" alone is "actually", not "in the bone".
  radiographicWords: String.raw`${HB}(?!ו?בעצם${HA}(?! הלסת))[ובהלמשכ]{0,2}(?:עצם|עצמות|עצב|עצבים|תעלת העצב|סינוס|סינוסים|שורש|שורשים|טיפול(?:י)? שורש|שן בינה|שיני בינה|כלוא(?:ה|ות)|ציסט(?:ה|ות)|תכנון (?:ה)?(?:שתל|השתלה|השתלות)|קרינה|מינון|רנטגן|טומוגרפי(?:ה|ות))${HA}`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions, intraoral scanning, clear
  // aligners, crowns, veneers, smile design, 3D printing, milling.
  intraoralWords: String.raw`${HB}[ובהלמשכ]{0,2}(?:מדידה דיגיטלית|מדידות|לקיחת מידות|טביעת שיניים|סורק תוך[\s-]?(?:פה|פומי)|סריקה תוך[\s-]?(?:פה|פומית)|סריקת שיניים|קשתיות|יישור שקוף|כתר|כתרים|ציפוי(?:י)? חרסינה|למינייט(?:ים)?|עיצוב חיוך|הדפסה|מדפסת|כרסום)${HA}`,
  // Class "the 2D panoramic / cephalometric unit and its image": צילום פנורמי, פנורמה / פנורקס, צפלומטרי(ה),
  // אורתופנטומוגרם.
  panoramic: String.raw`${HB}[ובהלמשכ]{0,2}(?:פנורמי(?:ת|ים|ות)?|פנורמה|פנורקס|צפלומטרי(?:ה|ים|ת)?|צפלו|אורתופנטומוגר[${HE}]{0,4})${HA}`,
};

const ARABIC: LanguagePack = {
  language: "ar",
  panoramicExamples: ["أشعة بانوراما", "التصوير البانورامي"],
  terms: [
    // Tier A, cone beam: "الأشعة المقطعية المخروطية", "(التصوير المقطعي) بالحزمة المخروطية / ذات الشعاع المخروطي", "كون بيم".
    {
      name: "cone beam",
      tier: "A",
      pattern: String.raw`(?:(?:ال)?(?:حزم${T}|شعاع)|${AR_XRAY} (?:ال)?مقطعي${T}|(?:ال)?تصوير (?:ال)?مقطعي) (?:(?:ال)?محوسب )?(?:ذات |ذو |ب)?(?:ال)?(?:حزم${T} |شعاع )?(?:ال)?مخروطي${T}?|${AB}كون ?بيم`,
      keys: [],
    },
    // Tier A, dental / 3D CT: "الأشعة المقطعية للأسنان / للفك", "الأشعة المقطعية ثلاثية الأبعاد", "التصوير المقطعي
    // للأسنان".
    {
      name: "dental CT",
      tier: "A",
      pattern: String.raw`(?:${AR_XRAY} (?:ال)?مقطعي${T}|(?:ال)?تصوير (?:ال)?مقطعي(?: (?:ال)?محوسب)?) (?:(?:ل|على )(?:ال)?(?:${A}سنان|فك)|${AR_3D}|(?:ال)?سني${T}?)`,
      keys: [],
    },
    // Tier B, "الأشعة المقطعية", "التصوير المقطعي", "سي تي" (a hospital CT too): beside dental words only.
    {
      name: "CT",
      tier: "B",
      // Class "a bare CT": on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`(?:${AR_XRAY} (?:ال)?مقطعي${T}|(?:ال)?تصوير (?:ال)?مقطعي|${AB}(?:ال)?سي ?تي(?![${AR}]))${DENTAL}`,
      keys: [],
    },
    // Tier B, the 3D x-ray: "الأشعة ثلاثية الأبعاد", "الأشعة السينية ثلاثية الأبعاد", "التصوير الشعاعي ثلاثي الأبعاد" (a
    // bare "التصوير ثلاثي الأبعاد" is an intraoral scan too).
    {
      name: "3D x-ray",
      tier: "B",
      // Class "a 3D radiograph named outright": among bone/nerve words it is read as the cone beam.
      radiograph: true,
      pattern: String.raw`(?:${AR_XRAY}(?: (?:ال)?سيني${T})?|(?:ال)?تصوير (?:ال)?شعاعي) ${AR_3D}${DENTAL}`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "في عيادتنا" (also after "و" / "ف"), "بعيادتنا", "في مركزنا", "داخل العيادة", "في نفس العيادة".
    {
      name: "place: in our clinic",
      pattern: String.raw`${AB}[وف]?(?:(?:في|داخل) (?:عيادتنا|عياداتنا|مركزنا|العياد${T} نفسها|نفس العياد${T})|بعيادتنا|بمركزنا|داخل العياد${T})`,
      reach: "sentence",
    },
    // Place: "دون الحاجة إلى الذهاب إلى مركز أشعة", "بدون الانتقال إلى مكان آخر".
    {
      name: "place: right here",
      pattern: String.raw`${AB}(?:دون|بدون) (?:ال)?(?:حاج${T} (?:${A}ل${Y} |ل)(?:ال|ل)?)?(?:ذهاب|انتقال|توجه|تنقل)`,
      reach: "sentence",
    },
    // Possession: "لدينا", "يوجد لدينا", "نمتلك", "عيادتنا مجهزة / مزودة ب", "الخاص بنا"; close to the scanner words.
    {
      name: "possession: we have one",
      pattern: String.raw`${AB}(?:(?:لدينا|نمتلك|نملك|تمتلك العياد${T}|يوجد لدينا)[^.,;:\n]{0,35}?${AR_SCAN}|${AR_SCAN}[^.,;:\n]{0,30}?(?:لدينا|نمتلك|نملك)|مجهز${T}? ب|مزود${T}? ب|${AR_SCAN}[^.,;:\n]{0,30}?الخاص${T}? (?:بنا|بالعياد${T}))`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "نقوم بعمل / بإجراء / بتصوير", "نجري", "نصور".
    {
      name: "exposure: we take the scan",
      pattern: String.raw`${AB}(?:نقوم (?:ب)?(?:عمل|${A}جراء|تصوير|${A}خذ) (?:ال)?(?:${A}شع|تصوير|صور|مسح|فحص)|نجري (?:ال)?(?:${A}شع|تصوير|فحص|مسح)|نصور)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "قمنا بتركيب / بشراء / بإضافة", "أضفنا", "اقتنينا".
    {
      name: "acquisition: we installed one",
      pattern: String.raw`${AB}(?:قمنا ب(?:تركيب|شراء|${A}ضاف${T}|اقتناء|تزويد)|${A}ضفنا|اقتنينا|تم تركيب)`,
      reach: "sentence",
      near: 80,
    },
    // Use and offer in the clinic's voice: "نستخدم", "نستعمل", "نعتمد على", "نوفر", "نقدم".
    {
      name: "use: we use or offer it",
      pattern: String.raw`${AB}(?:و)?(?:نستخدم|نستعمل|نعتمد على|نوفر|نقدم|نتيح)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "نحيلك / نحولك إلى", "تحويل إلى", a radiology centre ("مركز أشعة"), a hospital; "our radiology
    // centre" and "no need to go to a centre" are not.
    {
      name: "refers patients out",
      pattern: String.raw`(?<!(?:دون|بدون|لا حاج${T})[^.\n]{0,40})${AB}(?:نحيل|نحول|تحويل|(?:في|${A}ل${Y}|ل) ?مركز (?:ال)?${A}شع${T}(?! (?:لدينا|الخاص بنا|التابع لنا))|مراكز (?:ال)?${A}شع${T}|(?:في|${A}ل${Y}) (?:ال)?مستشف${Y})`,
      reach: "next",
    },
    // The scan comes from elsewhere: "إحضار الأشعة", "أحضر معك الأشعة".
    {
      name: "the scan comes from elsewhere",
      pattern: String.raw`${AB}(?:${A}حضار|${A}حضر|يرج${Y} ${A}حضار) (?:معك )?${AR_XRAY}`,
      reach: "sentence",
    },
  ],
  // Services, treatments and price sections as Arabic sites transliterate them.
  servicePath: [
    "khadamat",
    "khidmat",
    "elkhadamat",
    "alkhadamat",
    "asaar",
    // The technology and equipment sections "التقنيات", "الأجهزة" (their technology paths are services pages too).
    "taqniyat",
    "ajhiza",
    ...encoded("التقنيات", "تقنيات", "الأجهزة", "الاجهزة"),
  ],
  // Headings: "خدماتنا", "الخدمات", "العلاجات", "الأسعار", "قائمة الأسعار", "التقنيات", "الأجهزة".
  serviceHeading: String.raw`خدماتنا|(?:ال)?خدمات|(?:ال)?علاجات|علاجاتنا|(?:ال)?${A}سعار|قائم${T} (?:ال)?${A}سعار|(?:ال)?تقنيات|تقنياتنا|(?:ال)?تكنولوجيا|(?:ال)?${A}جهز${T}`,
  // Dental words: teeth, jaw, implant, bone, nerve, roots, gums, molars, sinus.
  dentalContext: String.raw`${A}سنان|الفك|فكي|زراع${T}|زرع|العظم|عظام|العصب|${A}عصاب|جذور|الجذر|الل?ث${T}|ضرس|${A}ضراس|الجيوب ال${A}نفي${T}`,
  // The practice's voice: "نحن", "إننا", "لدينا", "عندنا", "لنا", "بنا", "معنا", "إلينا" and "our" on the practice's
  // own nouns ("عيادتنا", "مركزنا", "فريقنا", "أطباؤنا"); not a bare "-نا" ("هنا" is "here", "مجانا" "free").
  firstPerson: String.raw`${AB}[وفبلك]?(?:نحن|${A}ننا|لدينا|عندنا|لنا|بنا|معنا|${A}لينا|عيادتنا|عياداتنا|مركزنا|مراكزنا|فريقنا|طاقمنا|${A}طبا[ؤءئ]نا|خدماتنا|مرضانا|${A}جهزتنا|تقنياتنا)(?![${AR}])`,
  negation: [
    // No unit here: "لا يوجد لدينا جهاز أشعة مقطعية", "لا نملك", "ليس لدينا", "لا نقوم بعمل الأشعة المقطعية".
    {
      name: "no unit of its own",
      pattern: String.raw`${AB}(?:لا (?:يوجد|تتوفر|يتوفر) (?:لدينا|في عيادتنا|بالعياد${T})|لا (?:نملك|نمتلك)|ليس لدينا|لا نقوم ب(?:عمل|${A}جراء))[^.,;:\n]{0,30}?${AR_SCAN}`,
      reach: "sentence",
    },
  ],
  // Article sections as Arabic slugs transliterate them: "مقالات", "أخبار", "مدونة" ("blog" is in cues.ts), "نصائح".
  articlePath: [
    "maqalat",
    "almaqalat",
    "mqalat",
    "akhbar",
    "al-akhbar",
    "mudawana",
    "nasaeh",
    "nasaih",
    // The same sections under Arabic slugs, as Arabic sites mostly write them.
    ...encoded("مقالات", "المقالات", "مدونة", "المدونة", "أخبار", "الأخبار", "اخبار", "الاخبار"),
  ],
  // Equipment and technology sections: "التقنيات", "الأجهزة".
  technologyPath: [
    "taqniyat",
    "altaqniyat",
    "ajhiza",
    "alajhiza",
    "al-ajhiza",
    // The same sections under Arabic slugs.
    ...encoded("التقنيات", "تقنيات", "الأجهزة", "الاجهزة"),
  ],
  // Class "what only an x-ray shows or is planned from": bone, jaw bone, nerve (canal), maxillary sinus, roots and root
  // canal treatment, impacted and wisdom teeth, cysts, implant planning, dose and radiation, x-ray, tomography.
  radiographicWords: String.raw`${AB}[وبل]?(?:ال)?(?:عظم|عظام|عصب|${A}عصاب|قنا${T} (?:ال)?عصبي${T}|جيوب (?:ال)?${A}نفي${T}|جيب (?:ال)?${A}نفي|جذر|جذور|علاج (?:ال)?عصب|حشو (?:ال)?عصب|ضرس (?:ال)?عقل|${A}ضراس (?:ال)?عقل|مطمور${T}?|مدفون${T}?|كيس|${A}كياس|تخطيط (?:ل)?(?:ال)?زراع${T}|جرع${T}|${A}شعاع|${A}شع${T}|مقطعي${T}?)(?![${AR}])`,
  // Class "what an intraoral scanner / CAD-CAM / aligner makes": (digital) impressions ("طبعة", "المقاسات"),
  // intraoral scanning, clear aligners, crowns ("تلبيسة", "تيجان"), veneers ("فينير", "عدسات الأسنان"), smile design,
  // 3D printing, milling.
  intraoralWords: String.raw`${AB}[وبل]?(?:ال)?(?:طبع${T}|طبعات|مقاسات|ماسح (?:ال)?ضوئي|مسح (?:ال)?فم|تقويم (?:ال)?شفاف|مصففات|تلبيس${T}|تلبيسات|تاج|تيجان|فينير|قشور|عدسات (?:ال)?${A}سنان|تصميم (?:ال)?ابتسام${T}|طباع${T}|تفريز)(?![${AR}])`,
  // Class "the 2D panoramic / cephalometric unit and its image": أشعة بانوراما / بانورامية, التصوير البانورامي,
  // سيفالومتري, أورثوبانتوموجرام.
  panoramic: String.raw`${AB}[وبل]?(?:ال)?(?:بانورام(?:ا|ي|ي${T})|سيفالو(?:م${Y}?تري?ك?)?|${A}ورثو ?بانتومو[جغ]را?[مف])(?![${AR}])`,
};

export const PACKS: readonly LanguagePack[] = [
  RUSSIAN,
  UKRAINIAN,
  BULGARIAN,
  SERBIAN_MACEDONIAN,
  GREEK,
  TURKISH,
  HEBREW,
  ARABIC,
];
