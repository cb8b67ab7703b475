import type { LanguagePack } from "./types.ts";

/**
 * Asian languages practices write in: Japanese (completing the bits in cues.ts), Korean, Chinese (simplified and
 * traditional), Vietnamese, Thai, Indonesian/Malay. Written from the languages and from how dental practice websites
 * in them are written, not from any page of the development material.
 *
 * CJK and Thai have no spaces and the sentence splitter (sentences.ts) does not stop at "。", so a "sentence" there is
 * a whole line: every cue is bounded by `[^。]{0,N}` windows and `near`, and a possession verb is tied to the scanner
 * words in its own pattern. The flags are "gi" without "u": `\b` is useless beside these scripts, look-arounds are used.
 */

/** Characters of the scripts written without spaces (Thai, kana, CJK, Hangul, full-width forms). */
const SCRIPT = String.raw`[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]`;
/**
 * "CT", "CBCT", "3D", also as Japanese/Chinese pages write them in full-width letters ("ＣＴ", "３Ｄ"): normalize.ts reads
 * those as ASCII.
 */
const CT = "ct";
/**
 * A CT exam taken with the medical CT it names ("医科用CTでCT検査を受けていただいています": a hospital's multislice CT,
 * not the clinic's cone beam): placed before a bare CT, the exam belongs to the medical CT, as "医科用CT" itself does.
 */
/**
 * After a verb of having or taking the scan: the clause is a request or a question, not a claim ("当院が必要なときにCT
 * 撮影をさせていただけないか相談した": the clinic asked a neighbour to take its scans), nor a plan ("導入を検討"), nor the
 * noun modifying another ("当院仕様の撮影条件や撮影方法": the conditions of a scan taken elsewhere), nor asking the
 * patient to have one ("患者様にCT撮影をお願いする", the rules' "we ask patients to have a CT scan": uncertain).
 */
export const JA_NOT_ASKED = String.raw`(?!(?:を|の)?(?:検討|予定|計画|お願い))(?!(?:条件|方法|費用|料金|枚数|範囲|時間))(?![^。]{0,16}(?:ないか|ませんか|か(?:を)?相談|かどうか))`;
export const JA_MEDICAL_CT_BEFORE = String.raw`(?<!(?:医科用|医療用|医科の|病院の)\s?${CT}\s?(?:で|にて|による|の)\s?)`;
const CBCT = "cbct";
const D3 = "3d";
/** Vietnamese letters (Latin with diacritics), for word edges `\b` cannot see. */
const VI = String.raw`[a-z\u00c0-\u024f\u1e00-\u1ef9]`;
/**
 * The CT as one of the tools a clause names before its verb ("CTとマイクロスコープを使い", "拡大鏡やCT、NiTiファイルなどを
 * 必要に応じて使い"; class "the CT among the clinic's tools"): the other items joined by 、/・/や/と, then the object
 * particle. No particle of another clause (は/が/で/に) may stand between, so "CTと比べて" or "CTで診断し" is not a list.
 */
const JA_TOOLS_AFTER = String.raw`(?:[、・,，]|や|と)[^。、はがでにを]{1,20}?(?:など|等)?(?:を|も)`;
/** The scanner's words in the CJK packs, to tie possession and use verbs to them. */
const JA_SCANNER = String.raw`(?:${CBCT}|${CT}|コーンビーム|3次元ct|3dct)`;
const ZH_SCANNER = String.raw`(?:${CBCT}|${CT}|锥形束|錐形束|錐狀射束|锥束|錐束|电脑断层|電腦斷層|计算机断层|計算機斷層)`;
const KO_SCANNER = String.raw`(?:cbct|ct|씨티|콘빔|3차원 ?ct)`;

/**
 * Script-level terms shared by Japanese, Korean, Chinese and Thai pages: the Latin abbreviations glued to the script
 * ("CBCTを導入", "CBCT를 보유", "CBCT检查", "3DCT"). The English terms are filtered by whole tokens ("cbct"), and a
 * token there is "cbct를" or "cbct检查", so the English entries never run on such a page.
 */
const SCRIPT_PACK: LanguagePack = {
  language: "ja+ko+zh+th",
  terms: [
    // Tier A, the modality by its abbreviation glued to the script.
    {
      name: "CBCT glued to the script",
      tier: "A",
      pattern: String.raw`(?<=${SCRIPT})${CBCT}|${CBCT}(?=${SCRIPT})`,
      keys: [],
    },
    // Tier A, "3DCT" ("３ＤＣＴ"), or "3D CT" glued to the script ("3D CT를"): the English "3D CT" needs the token "ct".
    {
      name: "3D CT glued",
      tier: "A",
      pattern: String.raw`(?<![a-z0-9])(?:3dct|3d[\s-]?ct(?=${SCRIPT})|(?<=${SCRIPT})3d[\s-]?ct)(?![a-z])`,
      keys: [],
    },
    // Tier B, a bare CT glued to the script, named as an exam or a unit ("CT撮影", "CTスキャナー", "CT检查", "拍CT",
    // "CT촬영") or as what the clinic has or uses ("CTを完備", "CT를 보유", "CTを用いて"), only among dental words; a
    // medical or hospital CT ("医科用CT", "病院のCT", "병원 CT") is left out. Also a fee list's row that names the CT
    // with what it is for and its fee (class "the CT on the clinic's fee list": "検査:CT(入り組んだ病変を3Dで調べる)
    // 3,510円"), which assess-hits reads as a priced row, an offering. And the badge a clinic's list of features or a
    // heading carries, where the particle is dropped (class "the clinic's equipment badge": "CT完備", "ＣＴ完備",
    // "CT導入", "CT완비", "CT 보유").
    {
      name: "CT glued to the script",
      tier: "B",
      // A bare CT (bareCt): on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      pattern: String.raw`${JA_MEDICAL_CT_BEFORE}(?<!医科用?の?|医療用の?|病院の?|医院的|醫院的|병원 ?)(?:(?<=(?:拍摄|拍攝|拍|照|做|进行|進行|เครื่อง)\s?)${CT}(?![a-z])|(?<![a-z0-9])${CT}(?=\s?(?:撮影|検査|装置|診断|スキャン|スキャナ|촬영|검사|장비|检查|檢查|扫描|掃描|影像|设备|設備|诊断|診斷|ถ่าย|สแกน|(?:を|も|が|를|을|가|도)\s?(?:完備|導入|設置|備え|用い|使用|使っ|活用|利用|撮影|保有|보유|구비|완비|도입|설치|활용|이용|사용|촬영)))|(?<![a-z0-9])${CT}(?=\s?(?:完備|導入|設置|완비|보유|구비))|(?<![a-z0-9])${CT}(?=\s?[(（][^)）\n]{1,40}[)）]\s?[:：]?\s?[\d,，]{3,9}\s?円)|(?<![a-z0-9])${CT}(?=${JA_TOOLS_AFTER}[^。]{0,12}?(?:用い|使用|使っ|使い|活用|利用|導入|完備|備え)))\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, the clinic says in one clause that it has the CT ("当院には開業したときからCT装置が入っています", "当院では
    // CTを導入しています", "当クリニックにはCTがあります"): class "the clinic states it has a CT, with no dental word
    // near". A dental clinic's own site speaking of its own CT speaks of a dental CT, so the dental words the bare CT
    // otherwise needs within 150 characters are not asked for (a post that opens with the unit and explains CT in
    // general before any tooth is named). The possession cue itself is read by the pack's cues; a negation ("当院には
    // CTがありません", "導入しておりません") is read as one.
    {
      name: "CT the clinic has",
      tier: "B",
      bareCt: true,
      pattern: String.raw`(?<=(?:当院|当医院|当クリニック|当歯科(?:医院|クリニック)?|弊院)(?:には|にも|では|は)[^。]{0,30}?)(?<![a-z0-9]|医科用?の?|医療用の?|病院の?)${CT}(?=\s?(?:装置|スキャナー?|機器)?\s?(?:が|も|を)\s?(?:あります|あり(?!ません)|ございます|入って(?:います|おります)|完備|導入し|設置し|備えて|保有し))`,
      keys: [],
    },
    // Tier B, the clinic says in one clause that it takes the CT itself ("当院ではCT撮影を行っています", "当院でCT検査が
    // 可能です", "当クリニックでもCT撮影ができます"): the same class as above, said with the exam instead of the unit. A
    // hospital, a partner or a specialist centre named between the clinic and the CT is where the scan is taken, not
    // the clinic ("当院では撮影できないため、提携先の病院でCT撮影を行っています"), and a negation after the verb ("行っておりません",
    // "できません") is not read at all.
    {
      name: "CT the clinic takes",
      tier: "B",
      bareCt: true,
      pattern: String.raw`(?<=(?:当院|当医院|当クリニック|当歯科(?:医院|クリニック)?|弊院)(?:には|にも|では|でも|で|は)(?:(?!病院|提携|他院|他の|専門|センター|大学|医科)[^。]){0,30}?)(?<![a-z0-9]|医科用?の?|医療用の?|病院の?)${CT}(?=\s?(?:撮影|検査)\s?(?:を|が|も)?\s?(?:行って|行い|行な|実施し|可能|でき|受けられ|受けていただけ)(?![^。]{0,8}(?:ません|ない|ず)))`,
      keys: [],
    },
    // Tier B, the same class said with the subject left unsaid or by place: the clinic's CT ("当院のCTは撮影時間が短く"),
    // the CT installed, in the polite form a clinic writes of itself ("最新のCTを導入しました", "CTを完備しております"),
    // and the scan taken in the building ("CT撮影は院内で行います", "院内でCT撮影ができます"). A clause about clinics in
    // general ("CTを導入している医院"), a plan ("導入を予定"), a negation ("導入しておりません") or another's CT ("病院の
    // CT", "他院のCT", "医科用CT") is not read.
    {
      name: "CT the clinic has, said without 'we'",
      tier: "B",
      bareCt: true,
      // Each branch opens with the CT itself and looks behind from there, so the regex runs only where a "ct" stands.
      pattern: String.raw`${CT}(?<=(?:当院|当医院|当クリニック|弊院)の${CT})(?![a-z])|${CT}(?<!(?:[a-z0-9]|医科用?の?|医療用の?|病院の?|他院の?|他の)${CT})(?=\s?(?:装置|スキャナー?|機器)?\s?(?:を|も)\s?(?:(?:導入|完備|設置)(?:し|いた)(?:ました|ております|ています)|備えて(?:おります|います)))|${CT}(?<=院内(?:で|にて)[^。]{0,10}?${CT})(?=\s?(?:撮影|検査))|${CT}(?<![a-z0-9]${CT})(?=\s?(?:撮影|検査)(?:は|も)\s?院内(?:で|にて))`,
      keys: [],
    },
  ],
  cues: [],
  referral: [],
  servicePath: [],
  // Radiographic words in the scripts' Latin forms: "X線" / "Ｘ線" (ja), "X光" (zh), "X선" (ko), a CT glued to the script.
  radiographicWords: String.raw`(?<![a-z])x(?:線|光|선|射线|射線)|(?<![a-z0-9])${CT}(?=${SCRIPT})|(?<=${SCRIPT})${CT}(?![a-z])`,
  // Intraoral products in the scripts' Latin forms: "CAD/CAM", also full-width ("ＣＡＤ／ＣＡＭで作製").
  intraoralWords: String.raw`(?<![a-z])cad[\s/／・-]?cam(?![a-z])`,
  // The panoramic unit in Latin letters glued to the script ("Panorama撮影", "パノラマ/ＯＰＧ", "ＣＥＰＨ撮影"), full-width or
  // not (normalize.ts reads full-width letters as ASCII).
  panoramic: String.raw`(?<=${SCRIPT}[\s/・]?)(?:panorama|opg|ceph)(?![a-z])|(?<![a-z])(?:panorama|opg|ceph)(?=[\s/・]?${SCRIPT})`,
  panoramicExamples: ["ｐａｎｏｒａｍａ撮影", "パノラマ/ＯＰＧ"],
};

const JAPANESE: LanguagePack = {
  language: "ja",
  terms: [
    // Tier A, cone beam in katakana ("コーンビームCT", "歯科用コーンビームCT").
    { name: "cone beam (Japanese)", tier: "A", pattern: String.raw`コーンビーム(?:\s?${CT})?`, keys: [] },
    // Tier A, dental CT spelled with its kind (cues.ts has "歯科用CT"): "歯科用3DCT", "歯科用X線CT", "3次元CT".
    {
      name: "dental 3D CT (Japanese)",
      tier: "A",
      pattern: String.raw`歯科用\s?(?:${D3}|x線|エックス線|3次元|三次元)\s?${CT}|(?:3|三)次元\s?${CT}`,
      keys: [],
    },
    // Tier B, the 3D radiograph ("3Dレントゲン", "3次元のX線画像"), named outright like the English "3D x-ray" (no
    // dental context needed: no other 3D x-ray is taken at a dental office); radiograph: read as the cone beam among
    // radiographic words, and a menu entry naming it is an offering.
    {
      name: "3D x-ray (Japanese)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`(?:${D3}|3次元|三次元|立体)(?:の|的な)?\s?(?:レントゲン|x線|エックス線)`,
      keys: [],
    },
    // Tier B, a 3D image said to show the bone or nerves (an intraoral scan shows teeth, not bone).
    {
      name: "3D image of the bone (Japanese)",
      tier: "B",
      pattern: String.raw`(?:${D3}|3次元|三次元|立体)(?:的な)?\s?(?:画像|映像|断層)(?![^。]{0,30}(?:スキャナ|光学印象|口腔内カメラ|マウスピース|セファロ))(?=[^。]{0,30}(?:骨|神経|下顎管|上顎洞|被ばく|被曝))\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Possession/acquisition, the clinic's other names for itself (cues.ts covers "当院"): "当クリニック", "当医院",
    // "弊院", "本院" ... "導入/完備/設置/備え/撮影".
    {
      name: "possession: our clinic is equipped (Japanese, other self-names)",
      pattern: String.raw`(?:当医院|当クリニック|当歯科(?:医院|クリニック)?|当センター|弊院|本院|私たちの(?:医院|クリニック))(?:(?!(?:ありません|ございません|おりません|いません|ない|なく))[^。]){0,40}(?:導入|完備|設置|備え|撮影|保有)(?!(?:設備|装置|機器)?(?:は|が)?(?:ありません|ございません|おりません|いません|ない|なく))${JA_NOT_ASKED}`,
      reach: "sentence",
      near: 60,
    },
    // Possession, the clinic's own CT: "当院の歯科用CT", "当院のCTは", "当院には歯科用CTがあります", and the unit said to be
    // in the clinic ("当院には開業したときからCT装置が入っています", class "the CT is in our clinic"), also by the device's
    // name ("当院には、歯科用CTと呼ばれる装置があります").
    {
      name: "possession: our clinic's CT (Japanese)",
      pattern: String.raw`(?:当院|当医院|当クリニック|弊院)の[^。]{0,12}?${JA_SCANNER}|(?:当院|当医院|当クリニック|弊院)(?:には|にも|は)[^。]{0,30}?${JA_SCANNER}(?:と(?:呼ばれる|いう))?(?:装置|機器|スキャナー?)?(?:が|も)(?:あります|あり(?!ません)|ございます|入って(?:います|おります|いる))`,
      reach: "sentence",
      near: 20,
    },
    // Possession/acquisition stated of the unit: "歯科用CT完備", "CTを導入しました", "CTを設置しております", also with the
    // unit's name in brackets between ("歯科用CT「ベラビューX800」を導入しました"); a clause
    // about clinics in general ("CTを導入している医院は少ない") is not this clinic. The CT may be named as one of the
    // equipment installed ("歯科用CTなどの先進的な機器を導入しており", "CTをはじめとする最新の設備を完備").
    {
      name: "possession: the CT is installed (Japanese)",
      pattern: String.raw`${JA_SCANNER}(?:[^。]{0,8}?|\s?[「『（(][^」』）)。]{1,30}[」』）)]|(?:など|等|をはじめ(?:とする|とした)?)の?[^。]{0,12}?(?:機器|設備|装置|機材)(?:類)?)(?:を|も)?(?:完備|導入|設置|配備|備え|保有|所有)(?![^。]{0,8}(?:医院|歯科|クリニック|歯医者|病院|ところ|施設|必要))${JA_NOT_ASKED}`,
      reach: "sentence",
      near: 30,
    },
    // Acquisition by the everyday verb: the clinic "put in" the unit ("XeraMF(…X線CT診断装置)を入れました", "新しいCTを
    // 入れました"; class "the clinic put in its CT"), as 導入 says it formally. Only right after the CT's name or the
    // word 装置/機種 (a closing parenthesis may stand between): "インプラントを入れました", "iTeroを入れました" or
    // "麻酔を入れました" put in something else.
    {
      name: "possession: the clinic put in the unit (Japanese)",
      pattern: String.raw`(?:${JA_SCANNER}|装置|機種)\s?[)）]?\s?(?:を|も)\s?(?:新しく|新たに|院内に)?入れ(?:ました|ております|ています)`,
      reach: "sentence",
      near: 80,
    },
    // Place, in the building: "院内で撮影", "院内にCTを", "その場で撮影", "他院に行かずに".
    {
      name: "place: in the clinic (Japanese)",
      pattern: String.raw`院内(?:で|にて|に)|その場で(?:撮影|すぐ|確認|診断)|(?:他院|他の(?:病院|医療機関)|大学病院|病院)(?:に|へ)(?:行かず|行く必要(?:が|は)?(?:なく|ありません|ない))`,
      reach: "sentence",
      near: 60,
    },
    // Exposure, the scan taken at the clinic: "当院でCT検査を行います", also said as what the clinic can do ("当院でCT検査が
    // 可能です", "当院でCT検査ができます"; class "the clinic takes the CT itself", see "CT the clinic takes"); cues.ts covers
    // "当院...撮影".
    {
      name: "exposure: our clinic performs the exam (Japanese)",
      pattern: String.raw`(?:当院|当医院|当クリニック|弊院)(?:では|で|にて|内で)[^。]{0,40}(?:検査|スキャン)(?:を|が|も)?(?:行|おこな|実施|受け|可能です|可能とな|でき(?:ます|る))`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's humble voice: "CT撮影をさせていただきます", "撮影いたします", "撮影しております".
    {
      name: "exposure: we take the scan (Japanese)",
      pattern: String.raw`${JA_SCANNER}[^。]{0,20}撮影(?:を)?(?:させていただ|いたし|致し|しております)${JA_NOT_ASKED}`,
      reach: "next",
      near: 40,
    },
    // Serves the clinic's own case reports and columns (class "the clinic tells of a scan it took"): Japanese leaves the
    // subject unsaid, so "この方の治療にあたってCT写真を撮りました", "CT撮影を行ったことで…が確認できました", "CTを撮影
    // したところ" are the clinic taking the scan, in the past tense of a case told; so is "CTを撮影すると、…骨の吸収があり
    // ました" (what the scan showed, in the past). The present ("CTを撮影すると…わかります") is what a CT shows in
    // general, and a scan taken at another clinic or a hospital is theirs.
    {
      name: "exposure: the clinic's case, the CT taken (Japanese)",
      pattern: String.raw`(?<!(?:他院|他の(?:医院|歯科|病院)|病院|大学|医科|前医|紹介先|近く)(?:で|にて)[^。]{0,20})(?:(?:撮影|撮り|撮っ|検査)(?:を|も)?(?:行い|行っ|し|実施し)?(?:ました|たところ|たことで|た結果|てみると|てみたところ)|(?:撮影|検査)(?:を)?(?:する|行う)と[、,]?[^。]{0,40}?(?:ました|でした))`,
      reach: "sentence",
      near: 30,
    },
    // Use, the clinic's practice: "当院では...CTを用いて...行っています", "当院ではCT診断を取り入れています"; also the clinic
    // examining and diagnosing with it (parity with the English "we plan / diagnose / assess with a CBCT"): "当院では、CT、
    // 模型、噛み合わせを診査したうえで", "当院ではCTで確認いたします".
    {
      name: "use: our clinic does it (Japanese)",
      pattern: String.raw`(?:当院|当医院|当クリニック|弊院)(?:では|で|にて)[^。]{0,40}(?:行って|行なって|おこなって|行え|行ってお|取り入れ|用いて|使用して|使って|使い[、,]|活用して|実施して|(?:診査|診断|確認|評価|分析|判断)(?:し|いたし))(?![いおり]{0,2}(?:ません|ない|なかっ))`,
      reach: "sentence",
      near: 60,
      claim: "uses",
    },
    // Use, the clinic's procedure told without its subject, in the present ("CT撮影は必ず行います": always, in its work-up):
    // "さらに詳しく調べるためにCT撮影を行います",
    // "CT撮影も行わせていただいております", "必要なときにはCTを撮影します", "異常が見つかれば、さらに高精細なコーンビーム
    // CT撮影(3次元の画像)を行い" (class "the clinic tells of its work-up"; Japanese leaves "we" unsaid, as in its case
    // reports above). What a CT shows in general is told with わかります / できます, and "行うことで" / "行う必要" (doing
    // it, in general) are not this; a scan at a hospital is a referral (below). The everyday verb too
    // ("当院では初めて来院されたときにCTを撮ります", a case's "歯科用CTを撮って横から見た画像"), not the patient's "CTを撮ってみたら...と言われる" (told elsewhere),
    // "CTを撮ると...わかります" (what a CT shows) nor "CTを撮って確認することが大切です" (advice). The CT as one exam of the list the clinic
    // performs ("精密検査では、レントゲン・CT撮影、口腔内と顔の写真撮影、口腔内スキャンを行い"); taken to diagnose ("CTを撮って診断し"), and done as needed
    // ("歯科用CTの撮影がとても有効で、必要に応じて行っていきます").
    {
      name: "use: the CT scan is performed (Japanese)",
      performs: true,
      pattern: String.raw`${JA_SCANNER}[^。]{0,8}?(?:撮影|検査)(?:\s?[（(][^）)。]{0,40}[）)])?(?:を|も|は)?(?:必ず|全員に|すべての方に|全ての方に)?(?:行います|行い(?!ません)|行っています|行っております|行なっています|行わせていただ|実施します|実施しています|いたします)|${JA_SCANNER}(?:を|も)撮影(?:します|しています|しております)|${JA_SCANNER}(?:を|も)撮(?:ります|っています|っております|りました|って(?=[^。]{0,10}(?:画像|写真|診断|確認))(?![^。]{0,16}(?:ことが|必要|べき|ましょう|ください)))|${JA_SCANNER}の?(?:撮影|検査)[^。]{0,30}?(?:必要に応じて|適宜)[^。]{0,4}?(?:行って(?:いきます|います|おります)|行います|実施しています|実施します)|${JA_SCANNER}(?:撮影|検査)[、・][^。]{0,40}?(?:を|も)(?:行い(?!ません)|行います|行っています|行っております|実施します|実施しています)`,
      reach: "sentence",
      near: 30,
      claim: "uses",
    },
    // Use, the CT first among the exams of the clinic's treatment flow, done before it diagnoses (class "the clinic's
    // flow does the CT before it diagnoses": "三次元的に確かめるためのCT撮影などのレントゲン検査や、…検査をして診査・診断
    // します"). A long clause, so its own reach; what a CT shows ("CT撮影などでわかります") has no verb of doing.
    {
      name: "use: the flow's exams, the CT first, before the diagnosis (Japanese)",
      performs: true,
      pattern: String.raw`${JA_SCANNER}[^。]{0,4}?(?:撮影|検査)(?:など|等)の?[^。]{0,60}?(?:検査|診査)(?:を)?(?:して|し、|行い、?)[^。]{0,12}?(?:診査|診断)(?:します|いたします|しています|しております|を行います)`,
      reach: "sentence",
      near: 100,
      claim: "uses",
    },
    // Use, "CTを用いて診断しています", "CTを活用しております": the clinic's present practice, not "CTを用いることで
    // わかります" (what CT can show), nor a new subject before the verb ("CTを活用した治療が広まっています": spreading).
    {
      name: "use: we use the CT (Japanese)",
      pattern: String.raw`${JA_SCANNER}(?:[^。]{0,8}?|${JA_TOOLS_AFTER}[^。]{0,12}?)(?:を)?(?:(?:用い|使用|使っ|使い|活用|利用)(?:(?![がは])[^。]){0,20}?(?:います|おります)|(?:使い|用い|使用し|活用し|利用し)ます(?![^。]{0,4}(?:か|ん)))`,
      reach: "sentence",
      near: 40,
      claim: "uses",
    },
    // Use, the clinic's own treatment named after the CT it uses: "私たちスター歯科が実践している「CTデータを活用した精密な
    // デジタルインプラント治療」", "当院のCTを用いた診断" (the attributive form, parity with the English "our CBCT-guided
    // implant surgery"). Only in a sentence in the clinic's voice: "CTを活用した治療が広まっています" is dentistry in general.
    {
      name: "use: our treatment with the CT (Japanese)",
      pattern: String.raw`${JA_SCANNER}(?:データ|画像|撮影)?(?:を)?(?:活用|用い|使用|利用)(?:した|する)[^。]{0,30}?(?:治療|診断|手術|検査|診療)`,
      reach: "sentence",
      near: 45,
      voice: true,
      claim: "uses",
    },
    // Serves the clinic's case posts (class "the clinic's own case, shown with its CT", as the Korean case blog's "3차원
    // CBCT를 찍어 보았는데"): the patient's CT images ("この方のCT画像", "患者さんのCT写真"), before and after ("載せている
    // CT画像は、左が治療前、右が治療後です"), the scan taken to look closer ("CT撮影をしてよく見ると"), what the CT found, in
    // the past ("CTで詳しく調べると、歯槽骨は広く失われていました", "CT診断で歯の根が割れていることがわかり"). What CT images
    // show in general ("CT画像で神経の位置がわかります", in the present) names no patient.
    {
      name: "use: the case's CT images (Japanese)",
      pattern: String.raw`(?:この方|この患者(?:さん|様)?|患者(?:さん|様)|同じ方)[^。]{0,8}?${JA_SCANNER}(?:画像|写真|像)|${JA_SCANNER}(?:画像|写真|像)(?:は|で)?[、,]?\s?(?:左|右|上|下)(?:が|は)(?:治療前|治療後|術前|術後)|${JA_SCANNER}撮影をして(?:よく)?(?:見る|みる|確認)|${JA_SCANNER}(?:診断|検査|画像)?で[^。]{0,12}?(?:調べ(?:ると|たところ)|確認(?:すると|したところ)|見ると|わかり|判明し)[^。]{0,60}?(?:ました|でした)`,
      reach: "sentence",
      near: 40,
      claim: "uses",
    },
    // Serves the clinic that names its own fee for the scan in its text (class "a price for the scan", as a price
    // list's row "CT撮影 ¥11,500" and the English "scan fee"): "(保険外 1撮影5,000円)", "CTは保険外診療です。1回の撮影で5千5百円", "CT撮影料". A
    // fee is the clinic's own, on any page; it says nothing of where the unit is, so likely. A 2D film's fee
    // ("パノラマ撮影料", "レントゲン 1撮影3,000円") is not the CT's.
    {
      name: "use: the clinic's fee for the scan (Japanese)",
      pattern: String.raw`(?<!(?:パノラマ|レントゲン|セファロ|デンタル(?!\s?ct))[^。]{0,8})(?:(?:1|一)\s?(?:回の)?(?:撮影|検査)(?:で|につき|あたり)?\s?(?:[0-9][0-9,，]{0,8}|[0-9]{1,3}千[0-9]{0,3}百?)\s?円|撮影料)|${CT}(?:撮影|検査)?(?:料金|費用)(?:は|：|:)`,
      reach: "next",
      claim: "uses",
    },
  ],
  referral: [
    // Referral, the scan at a hospital or a partner: "大学病院で撮影", "提携病院にてCT撮影", "近隣の病院をご紹介";
    // also "撮影は契約している病院や歯科大学などで行います" (a contracted hospital or a dental school does it);
    // "…で撮影する必要はありません" (no need to go there) turns it around. The CT named between, with the everyday verb
    // ("大学病院で歯科用CTを撮ります", "提携の病院で歯科用CTを撮ってもらい"), is the same referral: the clinic's own "CTを撮ります"
    // (use cues above) must not read it as the clinic's scan.
    {
      name: "scan at a hospital or partner (Japanese)",
      pattern: String.raw`(?:大学病院|総合病院|歯科大学|提携(?:先)?の?(?:病院|医療機関|クリニック|施設)|連携(?:先)?の?(?:病院|医療機関)|契約(?:している|先の?)(?:病院|医療機関|クリニック|施設)|近隣の(?:病院|医療機関)|専門の?医療機関|画像診断(?:センター|施設|クリニック))(?:や[^。]{1,12}?)?(?:など)?(?:で|にて)(?:の)?\s?(?:(?:[^。\s]{0,6}?(?:${CT}|cbct))?\s?(?:を|の)?\s?(?:撮影|検査|撮って|撮り|撮る)|行い|行って|行われ)(?![^。]{0,15}(?:必要(?:が|は|も)?(?:なく|ない|ありません|ございません)|不要|手間))`,
      reach: "next",
    },
    // Referral, the clinic refers the patient for the CT: "CT撮影は大学病院をご紹介します", "…へ紹介状をお書きします".
    {
      name: "referral for the CT (Japanese)",
      pattern: String.raw`(?:${CT}|撮影)[^。]{0,20}(?:病院|医療機関|センター|他院)(?:を|へ|に)(?:ご)?(?:紹介|依頼)`,
      reach: "next",
    },
  ],
  // The practice's own voice: "当院" / "当医院" / "当クリニック" / "当歯科" (not "担当院長", "本当", "該当", "相当"), "弊院",
  // "本院" (not "日本院…"), "私たち" / "私ども" / "我々" (not "私たちの体 / 歯", people in general); never "私" (singular).
  firstPerson: String.raw`(?<![担本相該妥適])当(?:院|医院|クリニック|歯科)|弊院|(?<!日)本院|(?:私たち|わたしたち|私ども|私共|我々|われわれ)(?!の?(?:体|身体|歯|口|健康|生活|日常)|人間|日本人)`,
  negation: [
    // Negation, the clinic has no CT of its own ("当院にはCTがありません", "当院ではCTを導入しておりません", "当院には
    // CTスキャンの撮影設備はありませんが"); the CT's
    // own "ありません" ("CTは痛みがありません") and "撮影は行っておりません" (no scan for pregnant women: the clinic
    // scans) are not it.
    {
      name: "no CT of our own (Japanese)",
      pattern: String.raw`(?:当院|当医院|当クリニック|当歯科(?:医院)?|弊院)(?:には|では|に|で)(?:は)?[^。]{0,16}?${JA_SCANNER}(?:スキャン(?:ナー)?)?(?:の)?(?:撮影)?(?:装置|設備|機器)?(?:(?:が|は)(?:ありません|ございません|ない(?:ため|ので|です)|置いておりません)|(?:を|は)?(?:設置|導入|完備|保有)(?:して)?(?:おりません|いません))`,
      reach: "sentence",
      near: 40,
    },
    // Negation stated of the unit: "CTは設置しておりません", "CTは導入していません"; "CTを導入していない医院" and
    // "多くの歯科医院ではCTを設置していません" (clinics that have none) are clinics in general.
    {
      name: "the CT is not installed (Japanese)",
      pattern: String.raw`(?<!(?:医院|歯科|クリニック|病院)(?:では|には|は|の多くは)[^。]{0,12})${JA_SCANNER}(?:装置|設備)?(?:は|を)?\s?(?:設置|導入|完備|保有)(?:は)?(?:して|し)?(?:おりません|いません|ございません)(?![^。]{0,6}(?:医院|歯科|クリニック|病院|ところ|施設))`,
      reach: "sentence",
      near: 30,
    },
  ],
  // Article sections in romaji and English as Japanese sites name them: "column" (コラム), "topics", "oshirase"
  // (お知らせ), "kiji" (記事), "qa", "mamechishiki" (豆知識), "yougo" (用語集), "nikki" / "diary" (院長日記).
  articlePath: [
    "column",
    "columns",
    "topics",
    "oshirase",
    "kiji",
    "qa",
    "mamechishiki",
    "yougo",
    "yogo",
    "nikki",
    "diary",
  ],
  // Equipment sections: "setsubi" (設備), "kiki" / "iryokiki" (医療機器), "setsubi-kiki" (servicePath makes them services).
  technologyPath: ["setsubi", "kiki", "iryokiki", "iryoukiki", "setsubi-kiki", "setsubi-shokai", "setsubi-shoukai"],
  // URL words of treatment / equipment / price sections in romaji: "shinryo" (診療), "chiryo" (治療), "setsubi" (設備),
  // "kiki" (機器), "koukuugeka" (口腔外科), "ryokin" (料金).
  servicePath: [
    "shinryo",
    "shinryou",
    "chiryo",
    "chiryou",
    "setsubi",
    "kiki",
    "koukuugeka",
    "kokugeka",
    "koku-geka",
    "ryokin",
    "ryoukin",
    "kensa",
  ],
  // Headings of the treatment / equipment / price sections: "診療案内", "診療内容", "治療メニュー", "設備紹介", "院内設備",
  // "医療設備", "料金表".
  serviceHeading: String.raw`(?:当院の)?(?:診療(?:案内|内容|科目|メニュー)|治療(?:案内|内容|メニュー)|(?:院内|医療|当院の)?設備(?:紹介|案内)?|医療機器|料金(?:表|案内)|費用)`,
  // Dental words beside cues.ts's (歯, インプラント, 顎, 骨, 神経, 矯正): root canal, sinus, nerve canal, extraction.
  dentalContext: String.raw`根管|上顎洞|下顎管|抜歯|親知らず|歯周`,
  // Radiographic: bone (not "骨格", the skeleton of orthodontics), nerve, nerve canal, sinus, root, root canal, wisdom
  // and impacted teeth, cyst, dose and radiation, x-ray, tomography, implant planning.
  radiographicWords: String.raw`骨(?!格)|神経(?!質)|下顎管|上顎洞|副鼻腔|歯根|根管|根の先|根尖|親知らず|埋伏|嚢胞|のう胞|病巣|被ばく|被曝|放射線|線量|エックス線|レントゲン|断層|顎関節|インプラント(?:の)?(?:埋入|計画|診断|シミュレーション)`,
  // Intraoral: intraoral scanner, optical / digital impression, impression taking, aligner, crown, veneer, smile design,
  // 3D printer, milling, CEREC in katakana.
  intraoralWords: String.raw`口腔内スキャナ|光学印象|デジタル印象|印象(?:採得|材)|型取り|型どり|歯型|マウスピース|アライナー|インビザライン|被せ物|かぶせ物|クラウン|ラミネートベニア|ベニア|スマイルデザイン|3dプリンタ|ミリング|削り出|セレック`,
  // Panoramic: "パノラマ" (x-ray, film, unit), cephalometric "セファロ", "オルソパントモ"; a combined "パノラマCT" /
  // "CT・パノラマ" unit is the cone beam, not this.
  panoramic: String.raw`(?<!(?:${CT}|${D3}|cbct)\s?[・/／&＆と、]?\s?)パノラマ(?!\s?[・/／&＆と、]?\s?(?:${CT}|${D3}|cbct|兼用|複合))|セファロ|頭部x線規格写真|オルソパントモ`,
  panoramicExamples: ["パノラマ", "セファロ"],
};

const KOREAN: LanguagePack = {
  language: "ko",
  terms: [
    // Tier A, cone beam in Hangul: "콘빔 CT", "콘빔CT".
    { name: "cone beam (Korean)", tier: "A", pattern: String.raw`콘\s?빔(?:\s?(?:ct|씨티))?`, keys: [] },
    // Tier A, dental CT and 3D CT: "치과용 CT", "치과 CT", "3차원 CT", "덴탈 CT".
    {
      name: "dental CT (Korean)",
      tier: "A",
      pattern: String.raw`(?:치과(?:용)?|덴탈|(?:3|삼)차원)\s?(?:cbct|ct|씨티)(?![a-z])`,
      keys: [],
    },
    // Tier B, a bare CT named as an exam or a unit ("CT 촬영", "CT 장비", "씨티 검사"), among dental words.
    {
      name: "CT exam (Korean)",
      tier: "B",
      // A bare CT (bareCt): on a site whose own equipment is only 2D it stays below likely.
      bareCt: true,
      // Also the CT as a noun with its particle, as Korean writes it in running text ("CT로 정확하게 진단한 다음",
      // "CT를 찍어", "CT상에서"), like the Japanese "CTによる診断"; a medical CT ("의과 CT") is not.
      pattern: String.raw`(?<![a-z0-9])(?:ct|씨티)(?=\s(?:촬영|검사|장비|진단|영상|사진|기기|장치|분석))|(?<![a-z0-9]|의과 ?|의료용 ?|흉부 ?)(?:ct|씨티)(?=(?:로|으로|를|을|가|는|와|도|상에서|상)(?![a-z]))\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, the 3D radiograph ("3D 엑스레이", "3차원 방사선 영상", "3D X-ray"), named outright like the English "3D
    // x-ray" (no dental context needed); radiograph: read as the cone beam among radiographic words, an offering in a menu.
    {
      name: "3D x-ray (Korean)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`(?:3d|3차원|삼차원)\s?(?:엑스레이|엑스선|x-ray|x선|방사선|파노라마 ?ct)`,
      keys: [],
    },
  ],
  cues: [
    // Place/possession in the clinic's voice: "저희 치과에서는 ... 보유", "본원에는 ... 도입", "당원은 ... 갖추고",
    // "저희 치과에는 CT가 있습니다".
    {
      name: "possession: our clinic has it (Korean)",
      pattern: String.raw`(?:저희|본원|당원|우리 ?(?:치과|병원|의원))[^.]{0,40}(?:보유|구비|완비|갖추|갖춘|도입|설치|운영)|(?:저희|본원|당원)[^.]{0,20}(?:에는|에도)[^.]{0,20}${KO_SCANNER}[^.]{0,6}(?:가|이|도) ?있`,
      reach: "sentence",
      near: 60,
    },
    // Possession stated of the unit: "CT를 보유하고", "콘빔 CT 장비를 도입", "CT 완비".
    {
      name: "possession: the CT is installed (Korean)",
      pattern: String.raw`${KO_SCANNER}[^.]{0,12}?(?:를|을|가|이|도)?\s?(?:보유|구비|완비|갖추|갖춘|도입|설치)(?![^.]{0,6}(?:치과|병원|의원|곳)(?:를|을|에서|가|이|은|는))`,
      reach: "sentence",
      near: 40,
    },
    // Place: "원내에서", "병원 내에서 바로 촬영", "다른 병원에 가지 않고".
    {
      name: "place: in the clinic (Korean)",
      pattern: String.raw`(?:원내|병원 ?내|치과 ?내|본원 ?내)(?:에서|에)|(?:다른|타) ?(?:병원|기관)(?:에|을)? ?(?:가지 ?않고|방문하지 ?않고|갈 필요 ?없이)|(?:내원 ?당일|당일) ?(?:바로|즉시)? ?촬영`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "저희 치과에서 직접 촬영합니다", "본원에서 CT 촬영을 진행".
    {
      name: "exposure: we take the scan (Korean)",
      pattern: String.raw`(?:저희|본원|당원)[^.]{0,30}(?:에서|에서는)[^.]{0,30}(?:촬영|검사)`,
      reach: "next",
      near: 60,
    },
    // Serves the clinic describing its own treatment (class "the clinic's way of working, subject unsaid"): "CT로
    // 정확하게 진단한 다음 ... 진료를 시작합니다", "3D CT를 바탕으로 ... 뽑아 드립니다", "CT를 통해 신경 위치를 확인한 후":
    // a diagnosis made with the CT, then the treatment; so is the scan, then the treatment, in the present ("3차원 CT 촬영을
    // 한 뒤에 임플란트 수술을 진행하고 있습니다"), and a longer object between ("3차원 CT로 사랑니 뿌리와 신경관의 위치 등을
    // 정밀하게 분석한 뒤", "CT 촬영으로 상태를 정밀 검사하고"), and what the clinic tells the patient after the scan ("CBCT
    // 촬영과 구강 검진을 마친 뒤 … 알려 드립니다", "CBCT 진단 후, … 치료 계획을 안내해 드립니다"). What a CT can show in general
    // ("확인할 수 있습니다") or what is usually done after one ("세우게 됩니다") is not.
    {
      name: "use: we diagnose with the CT (Korean)",
      pattern: String.raw`${KO_SCANNER}[^.]{0,20}?(?:로|으로|를 통해|을 통해|를 바탕으로|을 바탕으로|를 토대로|을 토대로|와[^.]{0,30}바탕으로)\s?(?:[^.\s]{1,8}\s){0,6}?(?:진단|확인|분석|계획|검사)(?:한 (?:다음|후|뒤)|하고|하여|해서|한 뒤|합니다|하며)|${KO_SCANNER}[^.]{0,20}?(?:를|을|와)[^.]{0,40}바탕으로[^.]{0,60}(?:드립니다|합니다|진행합니다)|${KO_SCANNER}\s?(?:촬영|검사)(?:을|를)?\s?(?:한|하신|진행한|시행한|실시한)\s?(?:뒤|후|다음)(?:에)?[^.]{0,60}(?:진행하고 있습니다|진행합니다|시작합니다|하고 있습니다)|${KO_SCANNER}\s?(?:촬영|검사|진단)(?:과|와)?[^.]{0,16}?(?:을|를)?\s?(?:마친|끝낸|한)?\s?(?:뒤|후|다음)(?:에)?,?\s[^.]{0,60}?(?:알려|안내해|설명해|제안해|세워) 드립니다`,
      reach: "sentence",
      near: 90,
      claim: "uses",
    },
    // Serves the clinic telling of its work-up, subject unsaid, with the everyday verb (class "the clinic performs the
    // CT", as the Japanese above): "필요한 경우에는 CT도 촬영합니다", "CT를 찍었습니다". Not "CT를 촬영하게 된다" (one comes
    // to take a CT, in general) nor "촬영할 수 있습니다" (can).
    {
      name: "use: the CT is taken (Korean)",
      performs: true,
      pattern: String.raw`${KO_SCANNER}(?:도|를|을)?\s?(?:촬영(?:합니다|했습니다|하고 있습니다)|찍(?:습니다|었습니다|고 있습니다))`,
      reach: "sentence",
      near: 40,
      claim: "uses",
    },
    // Use and offer: "CT를 활용하여 진단합니다", "3D CT를 이용해", "CT 촬영을 시행합니다".
    {
      name: "use: we use the CT (Korean)",
      pattern: String.raw`${KO_SCANNER}[^.]{0,12}?(?:를|을|로|으로)?\s?(?:활용|이용|사용|시행|실시|진행)(?:하여|해|하고|합니다|하는|하며|해서)`,
      reach: "sentence",
      near: 40,
      claim: "uses",
    },
  ],
  referral: [
    // Referral to a hospital or imaging centre: "대학병원에 의뢰", "협력 병원에서 촬영", "영상의학과로 안내", also with the CT
    // named between ("대학병원에서 치과 CT를 촬영합니다"), which the clinic's own "CT도 촬영합니다" must not read as its scan.
    {
      name: "scan at a hospital (Korean)",
      pattern: String.raw`(?:대학 ?병원|종합 ?병원|협력 ?병원|협력 ?기관|영상의학과|방사선과|영상 ?센터|다른 ?병원|타 ?병원)(?:에|으로|로|에서)\s?(?:[^.\s]{1,8}\s){0,2}?(?:${KO_SCANNER}(?:도|를|을)?\s?)?(?:의뢰|안내|보내|가서|방문|촬영|찍)(?![^.]{0,10}(?:필요(?:가|는)? ?없|않))`,
      reach: "next",
    },
    // The scan comes from elsewhere: "진료의뢰서", "다른 병원에서 찍은 CT를 가져오시면".
    {
      name: "the scan comes from elsewhere (Korean)",
      pattern: String.raw`진료 ?의뢰서|(?:다른|타) ?(?:병원|치과)에서 (?:촬영한|찍은)`,
      reach: "next",
    },
  ],
  // The practice's own voice: "저희" (humble we, the clinic speaking), "본원" (this clinic, a word of its own: not
  // "기본원리" / "근본원인"), "우리 치과 / 병원 / 의원"; not a bare "우리" (people in general: "우리 몸"), nor "당원".
  firstPerson: String.raw`저희|(?<![\uac00-\ud7af])본원|우리 ?(?:치과|병원|의원|클리닉)`,
  negation: [
    // Negation, the clinic has no CT: "저희 치과는 CT가 없습니다", "본원에는 CT 장비가 없어"; the scan's own "통증이
    // 없습니다" (painless) is not it.
    {
      name: "no CT of our own (Korean)",
      pattern: String.raw`(?:저희|본원|우리 ?(?:치과|병원|의원))[^.]{0,30}?${KO_SCANNER}(?: ?(?:촬영 ?)?(?:장비|기기|장치|기계|시설))?(?:가|이|는|은|도) ?(?:없습니다|없어|없으며|없기|없는 관계로|없으므로)`,
      reach: "sentence",
      near: 50,
    },
    // Negation stated of the unit: "CT를 보유하고 있지 않습니다"; "CT를 보유하지 않은 치과" and "많은 치과는 CT를
    // 보유하고 있지 않습니다" are clinics in general, "임산부는 CT 촬영을 하지 않습니다" a scan the clinic does take.
    {
      name: "the CT is not installed (Korean)",
      pattern: String.raw`(?<!(?:많은|일반|대부분의?|동네|개인|다른) ?(?:치과|병원|의원)[^.]{0,20})${KO_SCANNER}[^.]{0,12}?(?:보유|구비|설치|도입)(?:하고 있지|되어 있지|돼 있지) ?않(?:습니다|아|으며|기)`,
      reach: "sentence",
      near: 40,
    },
  ],
  // Article sections: boards and columns as Korean sites name them ("bbs", "board", "community", "notice", "gongji"
  // 공지, "column", "jisik" 지식).
  articlePath: ["bbs", "board", "community", "notice", "gongji", "column", "jisik"],
  // Equipment sections: "jangbi" (장비), "boyujangbi" (보유장비), "uiryojangbi" (의료장비), "siseol" (시설).
  technologyPath: ["jangbi", "boyujangbi", "uiryojangbi", "euiryojangbi", "siseol"],
  // URL words of treatment / equipment / facility / price sections: "jinryo" (진료), "jangbi" (장비), "siseol" (시설),
  // "bigeup" (비급여 price list).
  servicePath: ["jinryo", "jangbi", "siseol", "bigeup"],
  // Headings of those sections: "진료안내", "진료과목", "의료장비", "시설안내", "비급여 진료비".
  serviceHeading: String.raw`(?:진료|치료) ?(?:안내|과목|항목|분야|소개)|(?:의료|병원|첨단|보유) ?장비|(?:시설|장비) ?(?:안내|소개)|비급여|진료비|가격 ?(?:표|안내)`,
  // Dental words: dentistry, tooth, implant, gum, jaw, bone, nerve, orthodontics, wisdom tooth, sinus, extraction.
  dentalContext: String.raw`치과|치아|임플란트|잇몸|턱|뼈|신경|교정|사랑니|상악동|발치`,
  // Radiographic: bone, jaw bone, bone volume, nerve, nerve canal, sinus, root, root canal, wisdom and impacted tooth,
  // cyst, radiation, dose, x-ray, tomography, implant placement planning, jaw joint.
  radiographicWords: String.raw`뼈|치조골|골(?:량|밀도|이식)|신경(?:관)?|상악동|부비동|치근|뿌리|근관|사랑니|매복|낭종|물혹|방사선|피폭|선량|엑스레이|엑스선|단층|턱관절|임플란트 ?(?:식립|계획|진단)`,
  // Intraoral: intraoral scanner / scan, digital impression, impression taking, tooth model, clear aligner, crown,
  // prosthesis, laminate / veneer, smile design, 3D printing, milling.
  intraoralWords: String.raw`구강 ?(?:내 ?)?스캐너|구강 ?(?:내 ?)?스캔|디지털 ?인상|인상 ?(?:채득|재)|본을 ?뜨|본뜨기|치아 ?모형|투명 ?교정|인비절라인|얼라이너|크라운|보철물|라미네이트|베니어|스마일 ?디자인|3d ?프린(?:터|팅)|밀링`,
  // Panoramic: "파노라마" (x-ray, unit), "세팔로", "두부 계측"; a combined "파노라마 CT" / "3D 파노라마" unit is the
  // cone beam, not this.
  panoramic: String.raw`(?<!(?:ct|씨티|3d|3차원|cbct) ?)파노라마(?! ?(?:ct|씨티|3d|cbct|겸용|복합))|세팔로|두부 ?계측`,
  panoramicExamples: ["파노라마", "세팔로"],
};

const CHINESE: LanguagePack = {
  language: "zh",
  terms: [
    // Tier A, cone beam CT in simplified and traditional: "锥形束CT", "錐狀射束電腦斷層", "锥束CT".
    {
      name: "cone beam (Chinese)",
      tier: "A",
      pattern: String.raw`锥形束|錐形束|錐狀射束|锥状射束|锥束${CT}|錐束${CT}`,
      keys: [],
    },
    // Tier A, dental CT: "口腔CT", "牙科CT", "牙科電腦斷層", "齒科CT", "口腔颌面CT".
    {
      name: "dental CT (Chinese)",
      tier: "A",
      pattern: String.raw`(?:口腔(?:颌面|頜面)?|牙科|齿科|齒科|牙齿|牙齒)\s?(?:${CBCT}|${CT}|电脑断层|電腦斷層|计算机断层|計算機斷層|断层扫描|斷層掃描)`,
      keys: [],
    },
    // Tier A, the 3D dental radiograph: "3D牙片", "三维牙片", "三維CT".
    {
      name: "3D dental radiograph (Chinese)",
      tier: "A",
      pattern: String.raw`(?:${D3}|三维|三維|立体|立體)\s?(?:牙片|${CT})`,
      keys: [],
    },
    // Tier B, computed tomography and the CT exam ("电脑断层扫描", "CT检查" glued is the script pack), among dental words.
    {
      name: "computed tomography (Chinese)",
      tier: "B",
      // A bare CT (bareCt): on a site whose own equipment is only 2D it stays below likely. Not the "曲面断层扫描" of a
      // panoramic film.
      bareCt: true,
      pattern: String.raw`电脑断层|電腦斷層|计算机断层|計算機斷層|(?<!曲面)(?:断层扫描|斷層掃描)\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, a 3D x-ray ("3D X光", "三维X射线"), named outright like the English "3D x-ray" (no dental context needed);
    // radiograph: read as the cone beam among radiographic words, an offering in a menu.
    {
      name: "3D x-ray (Chinese)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`(?:${D3}|三维|三維|立体|立體)\s?(?:x光|x射线|x射線|放射线|放射線)`,
      keys: [],
    },
    // Tier B, a 3D image said to show the bone or nerves ("三维影像" beside bone or nerve words); not a radiograph by
    // name (an intraoral scan is a 3D image too).
    {
      name: "3D image of the bone (Chinese)",
      tier: "B",
      pattern: String.raw`(?:${D3}|三维|三維|立体|立體)(?:影像|成像)(?=[^。]{0,30}(?:骨|神经|神經|上颌窦|上頜竇|下颌管|下頜管))\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Possession/acquisition in the clinic's voice: "本院配备", "我们诊所拥有", "本診所引進", "我院设有", "本院有CBCT".
    {
      name: "possession: our clinic is equipped (Chinese)",
      pattern: String.raw`(?:本院|本诊所|本診所|我院|本中心|我们(?:的)?(?:诊所|医院|中心)?|我們(?:的)?(?:診所|醫院|中心)?)[^。]{0,30}(?:配备|配備|拥有|擁有|引进|引進|设有|設有|备有|備有|购置|購置|添置|装设|裝設|安装|安裝|配置)|(?:本院|本诊所|本診所|我院)(?:内|內)?(?:也|还|還|就)?有[^。，,]{0,10}${ZH_SCANNER}`,
      reach: "sentence",
      near: 60,
    },
    // Possession stated of the unit: "配备了先进的CBCT", "引進錐狀射束CT"; "选择配备CBCT的诊所" (choose one that has
    // it) is about clinics in general.
    {
      name: "possession: equipped with the CT (Chinese)",
      pattern: String.raw`(?<!(?:选择|選擇|挑选|挑選|寻找|尋找|找)[^。]{0,6})(?:配备|配備|引进|引進|拥有|擁有|设有|設有|购置|購置|添置|采购|採購)(?:了|有)?[^。，,]{0,20}${ZH_SCANNER}(?![^。]{0,6}(?:的(?:诊所|診所|医院|醫院|机构|機構)))`,
      reach: "sentence",
      near: 40,
    },
    // Place: "在本院即可拍摄", "院内完成", "无需到医院拍摄".
    {
      name: "place: in the clinic (Chinese)",
      pattern: String.raw`(?:本院|本诊所|本診所|我院|院内|院內|诊所内|診所內)(?:即可|就能|就可以|可以|便可|直接)?[^。]{0,15}(?:拍摄|拍攝|完成|进行|進行|检查|檢查)|(?:无需|無需|不用|不必|免去|毋须|毋須)(?:再)?(?:转诊|轉診|外出|跑|到|去|前往)`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "我们会为您拍摄", "為您進行CBCT檢查".
    {
      name: "exposure: we take the scan (Chinese)",
      pattern: String.raw`(?:为|為)您(?:拍摄|拍攝|进行|進行)[^。，,]{0,10}${ZH_SCANNER}`,
      reach: "next",
      near: 40,
    },
    // Use and offer in the clinic's voice: "我们采用CBCT", "本診所運用錐狀射束CT", "我们提供CBCT检查"; an explainer's
    // impersonal "借助CBCT的三维数据" is not the clinic speaking.
    {
      name: "use: we use or offer it (Chinese)",
      pattern: String.raw`(?:我们|我們|本院|本诊所|本診所|我院|本中心)(?:也|还|還|都|会|會|将|將|一直|始终|始終)?(?:可)?(?:(?:使用|采用|採用|运用|運用|利用|借助)(?:先进的|先進的|最新的)?[^。，,]{0,10}${ZH_SCANNER}|提供)`,
      reach: "sentence",
      near: 40,
      claim: "uses",
    },
    // Serves the clinic's treatment steps (class "the clinic tells of its work-up"): "醫師會全面檢查您的口腔健康，並安排拍攝
    // 電腦斷層" (the doctor examines you and arranges the CT), as the Japanese and Korean work-up cues read. A scan arranged
    // at a hospital or partner is a referral (below), which cancels it.
    {
      name: "use: the doctor arranges the scan (Chinese)",
      pattern: String.raw`(?:醫師|医师|醫生|医生|牙醫|牙医|我們|我们)(?:會|会|將|将|亦|也)?[^。]{0,40}(?:安排|為您安排|为您安排)(?:您)?(?:拍攝|拍摄|進行|进行|照)[^。，,]{0,6}${ZH_SCANNER}`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "转诊至医院", "轉介到影像中心", "合作医院", "到医院拍摄"; "无需到医院拍摄" turns it around.
    {
      name: "scan at a hospital or partner (Chinese)",
      pattern: String.raw`(?:转介|轉介|转诊|轉診)(?:至|到|您到|您至)?[^。]{0,10}(?:医院|醫院|中心|放射科)|(?:合作|指定|配合)(?:的)?(?:医院|醫院|影像中心|放射(?:科|中心))|(?<!(?:无需|無需|不用|不必|不需要|毋须|毋須|免去)(?:再|另外|另行)?)(?:到|去|前往|至)(?:大|其他|附近的?|外面的?)?(?:医院|醫院|影像中心)(?:拍摄|拍攝|照|做|进行|進行)`,
      reach: "next",
    },
    // The scan comes from elsewhere: "请携带您的CT片", "請攜帶影像資料".
    {
      name: "bring your scan (Chinese)",
      pattern: String.raw`(?:携带|攜帶|带上|帶上)[^。]{0,10}(?:${CT}|片子|影像|x光片)`,
      reach: "next",
    },
  ],
  // The practice's own voice: "我们 / 我們" (not "我们的身体 / 牙齿", "我们每个人": people in general), "我院", "本院",
  // "本诊所 / 本診所", "本医院 / 本醫院", "本中心", "敝院"; never "我" (singular).
  firstPerson: String.raw`(?:我们|我們)(?!的?(?:身体|身體|牙齿|牙齒|口腔|健康|生活|日常|人体|人體)|每(?:个|個)人|人类|人類|平时|平時|常说|常說|通常)|我院|本院|本诊所|本診所|本医院|本醫院|本中心|敝院`,
  negation: [
    // Negation, the clinic has no CT: "本院没有CBCT", "本诊所暂未配备锥形束CT", "我們尚未引進電腦斷層", "本院不提供CT";
    // not "我们没有必要每次都拍CT" (no need), nor a bare "无" ("本院无痛种植", painless).
    {
      name: "no CT of our own (Chinese)",
      pattern: String.raw`(?:本院|本诊所|本診所|我院|本医院|本醫院|本中心|我们|我們)(?:目前|暂时|暫時|现时|現時)?(?:(?:没有|沒有)(?!必要|需要)|并无|並無|暂无|暫無|尚无|尚無|(?:尚|暂|暫)?未(?:配备|配備|引进|引進|设有|設有|购置|購置|添置)|不(?:提供|设|設)|无法提供|無法提供)[^。，,]{0,8}${ZH_SCANNER}`,
      reach: "sentence",
      near: 40,
    },
  ],
  // Article sections in pinyin: "xinwen" (新闻), "zixun" (资讯), "wenzhang" (文章), "zhishi" (知识), "baike" (百科),
  // "kepu" (科普), "changshi" (常识), "wenda" (问答), "dongtai" (动态), "xwzx" (新闻中心), and "knowledge".
  articlePath: [
    "xinwen",
    "zixun",
    "wenzhang",
    "zhishi",
    "baike",
    "kepu",
    "changshi",
    "wenda",
    "dongtai",
    "xwzx",
    "knowledge",
  ],
  // Equipment sections: "shebei" (设备), "yiliaoshebei" (医疗设备), "keji" (科技) (servicePath makes them services).
  technologyPath: ["shebei", "yiliaoshebei", "yiliao-shebei", "keji"],
  // URL words in pinyin of services / treatment / equipment / price sections: "fuwu" (服务), "zhiliao" (治疗),
  // "shebei" (设备), "jiage" (价格), "xiangmu" (项目).
  servicePath: ["fuwu", "zhiliao", "shebei", "jiage", "xiangmu", "zhongzhi", "keji"],
  // Headings of those sections: "服务项目", "診療項目", "医疗设备", "價目表", "收费标准".
  serviceHeading: String.raw`(?:我们的|我們的|本院)?(?:服务|服務)(?:项目|項目)?|(?:诊疗|診療|治疗|治療)(?:项目|項目)|(?:医疗|醫療|先进|先進|诊所|診所)?(?:设备|設備)|价目表|價目表|收费标准|收費標準|(?:价格|價格)(?:表)?`,
  // Dental words: tooth, implant, root canal, jaw, bone, nerve, oral.
  dentalContext: String.raw`牙|齿|齒|种植|種植|根管|颌|頜|神经|神經|口腔`,
  // Radiographic: bone, jaw bone, bone volume, nerve, nerve canal, sinus, root, root canal, wisdom and impacted tooth,
  // cyst, radiation, dose, tomography, implant planning, jaw joint (simplified and traditional).
  radiographicWords: String.raw`骨|神经|神經|下颌管|下頜管|上颌窦|上頜竇|鼻窦|鼻竇|牙根|根管|根尖|智齿|智齒|阻生|埋伏|囊肿|囊腫|病灶|辐射|輻射|放射|剂量|劑量|断层|斷層|颞下颌关节|顳顎關節|(?:种植|種植)(?:规划|規劃|计划|計劃|设计|設計|定位)`,
  // Intraoral: intraoral scan / scanner, digital impression, impression taking, tooth model, clear aligner, crown,
  // veneer, smile design, 3D printing, milling.
  intraoralWords: String.raw`口内扫描|口內掃描|口扫|口掃|口腔扫描仪|口腔掃描儀|数字化印模|數位印模|印模|取模|牙模|牙齿模型|牙齒模型|隐形矫正|隱形矯正|隐适美|隱適美|矫治器|矯正器|牙冠|全瓷冠|贴面|貼面|贴片|貼片|微笑设计|微笑設計|${D3}(?:打印|列印|印刷)|切削`,
  // Panoramic: "全景片" and the panoramic film / unit, "曲面断层 / 曲面体层" (panoramic tomography), "环口", the
  // cephalometric "头颅侧位片" / "头影测量".
  panoramic: String.raw`全景(?:片|x光|x射线|x射線|牙片|照片|影像|摄影|攝影|拍摄|拍攝|机|機)|曲面(?:断层|斷層|体层|體層)|环口|環口|(?:头颅|頭顱)?侧位片|(?:头颅|頭顱)?側位片|头影测量|頭影測量`,
  panoramicExamples: ["全景片", "曲面断层"],
};

const VIETNAMESE: LanguagePack = {
  language: "vi",
  terms: [
    // Tier A, dental CT in Vietnamese word order: "CT nha khoa", "phim CT 3D", "CT 3 chiều", "CT Cone Beam" (the
    // English "cone beam" term already names the latter); a bare "CT 3D" may be English, so a Vietnamese word leads.
    {
      name: "dental CT (Vietnamese)",
      tier: "A",
      pattern: String.raw`\bct[\s-](?:nha khoa|3 chiều|ba chiều)(?!${VI})|(?<=(?:chụp|phim|máy) )ct[\s-]3d\b`,
      keys: ["ct"],
    },
    // Tier A, cone-beam tomography in words: "chụp cắt lớp chùm tia hình nón", "cắt lớp vi tính nha khoa".
    {
      name: "cone beam tomography (Vietnamese)",
      tier: "A",
      pattern: String.raw`chùm tia hình nón|cắt lớp (?:vi tính )?(?:nha khoa|3d|3 chiều|ba chiều)(?!${VI})`,
      keys: [],
    },
    // Tier B, the 3D film by the everyday words ("chụp phim 3D xương hàm"; class "the 3D picture by the language's
    // everyday noun"), only in a sentence about the bone, nerve, sinus or roots.
    {
      name: "3D picture of the bone (Vietnamese)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`(?<!${VI})(?:chụp )?phim (?:3d|3 chiều|ba chiều)(?!${VI})(?=[^.\n]{0,100}?(?:xương|thần kinh|xoang|chân răng|răng khôn|nang))`,
      keys: [],
    },
    // Tier B, the 3D x-ray ("X-quang 3D", "phim X quang 3 chiều"), named outright like the English "3D x-ray" (no
    // dental context needed); radiograph: read as the cone beam among radiographic words, an offering in a menu.
    {
      name: "3D x-ray (Vietnamese)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`x[\s-]?quang (?:kỹ thuật số )?(?:3d|3 chiều|ba chiều)(?!${VI})`,
      keys: [],
    },
    // Tier B, computed tomography ("chụp cắt lớp vi tính", "chụp CT"), a bare CT (bareCt), among dental words.
    {
      name: "computed tomography (Vietnamese)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`chụp cắt lớp vi tính|(?<!${VI})chụp (?:phim )?ct(?![a-z0-9]|[\s-](?:nha khoa|3d|3 chiều|ba chiều|cone|conebeam))\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "tại nha khoa chúng tôi", "ngay tại phòng khám", "tại {name}".
    {
      name: "place: at our clinic (Vietnamese)",
      pattern: String.raw`(?<!${VI})(?:tại|ở) (?:nha khoa|phòng khám|trung tâm|cơ sở)(?: của)? chúng tôi(?!${VI})|ngay tại (?:nha khoa|phòng khám|trung tâm|cơ sở)(?!${VI})|(?<!${VI})tại {name}`,
      reach: "sentence",
    },
    // Possession/acquisition: "nha khoa được trang bị", "chúng tôi sở hữu", "đã đầu tư hệ thống máy CT"; "nha khoa
    // hiện đại" (modern dentistry) and "nên chọn nha khoa có ..." speak of dentistry in general.
    {
      name: "possession: we are equipped (Vietnamese)",
      pattern: String.raw`(?:chúng tôi|(?<!(?:chọn|lựa chọn|tìm|những|các|một số|nhiều) )(?:nha khoa|phòng khám)(?: (?!(?:hiện đại|uy tín|cần|nên|phải|có|nào|tốt|lớn|hiện nay|thông thường|ngày nay)(?!${VI}))${VI}{1,10}){0,3}?) (?:đã |hiện |đang |hiện đang |tự hào |cũng )?(?:sở hữu|được trang bị|trang bị|đầu tư|nhập khẩu|đưa vào sử dụng)(?!${VI})`,
      reach: "sentence",
      near: 80,
    },
    // Possession: "chúng tôi có máy CT", "hệ thống máy chụp CT của chúng tôi".
    {
      name: "possession: we have the unit (Vietnamese)",
      pattern: String.raw`chúng tôi (?:đã |hiện )?có (?:máy|hệ thống|thiết bị)|(?:máy|hệ thống|thiết bị)[^.]{0,30} của (?:nha khoa |phòng khám )?chúng tôi`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "chúng tôi sẽ chụp", "chúng tôi tiến hành chụp CT".
    {
      name: "exposure: we take the scan (Vietnamese)",
      pattern: String.raw`chúng tôi (?:sẽ |luôn |đều )?(?:tiến hành |thực hiện )?chụp(?!${VI})`,
      reach: "next",
      near: 60,
    },
    // Use and offer in the clinic's voice: "chúng tôi sử dụng", "nha khoa ... ứng dụng", "cung cấp dịch vụ chụp".
    {
      name: "use: we use it (Vietnamese)",
      pattern: String.raw`(?:chúng tôi|(?<!(?:chọn|lựa chọn|tìm|những|các|một số|nhiều) )(?:nha khoa|phòng khám)(?: (?!(?:hiện đại|uy tín|cần|nên|phải|có|nào|tốt|lớn|hiện nay|thông thường|ngày nay)(?!${VI}))${VI}{1,10}){0,3}?) (?:đã |đang |luôn |hiện đang |cũng )?(?:sử dụng|ứng dụng|áp dụng|cung cấp)(?!${VI})`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "chuyển bạn đến bệnh viện", "giới thiệu sang trung tâm", "chụp tại bệnh viện"; "không cần" turns it
    // around.
    {
      name: "scan at a hospital (Vietnamese)",
      pattern: String.raw`(?<!không cần (?:phải )?)(?:chuyển|giới thiệu|gửi) (?:bạn |bệnh nhân |khách hàng |quý khách |người bệnh )?(?:đến|sang|tới|qua) (?:bệnh viện|trung tâm|phòng khám|cơ sở|đơn vị)|(?<!không cần (?:phải )?(?:đến |đi )?)chụp (?:phim )?(?:ct )?(?:tại|ở) (?:các |một )?(?:bệnh viện|trung tâm chẩn đoán|trung tâm hình ảnh|cơ sở khác|phòng khám khác)|(?:bệnh viện|phòng khám|trung tâm) (?:liên kết|đối tác)`,
      reach: "next",
    },
    // The scan comes from elsewhere: "mang theo phim chụp".
    {
      name: "bring your scan (Vietnamese)",
      pattern: String.raw`(?:mang|đem) theo (?:phim|kết quả chụp)`,
      reach: "next",
    },
  ],
  // The practice's own voice: "chúng tôi" (we, excluding the reader); not "chúng ta" (we all, people in general).
  firstPerson: String.raw`(?<!${VI})chúng tôi(?!${VI})`,
  negation: [
    // Negation: "chúng tôi chưa có máy CT", "chúng tôi không cung cấp dịch vụ chụp CT"; "những phòng khám không có máy
    // CT" (clinics without one) is clinics in general, so the clinic speaks as "chúng tôi"; "không chụp CT cho phụ nữ
    // mang thai" (a scan it does take) and "không có chi phí phát sinh" (no extra cost) are not it.
    {
      name: "no CT of our own (Vietnamese)",
      pattern: String.raw`(?<!${VI})chúng tôi (?:hiện |hiện tại |hiện nay |vẫn |tạm thời )?(?:(?:chưa|không) (?:có|được trang bị|trang bị|sở hữu) (?:máy|hệ thống|thiết bị|trang thiết bị)|(?:chưa|không) cung cấp (?:dịch vụ )?chụp)(?!${VI})`,
      reach: "sentence",
      near: 60,
    },
  ],
  // Article sections as slugs write them: "tin-tuc" (news), "kien-thuc" (knowledge), "bai-viet" (articles), "cam-nang"
  // (handbook), "hoi-dap" (Q&A), and their dental forms.
  articlePath: [
    "tin-tuc",
    "tin-tuc-su-kien",
    "kien-thuc",
    "kien-thuc-nha-khoa",
    "bai-viet",
    "cam-nang",
    "cam-nang-nha-khoa",
    "hoi-dap",
  ],
  // Equipment sections: "thiet-bi" / "trang-thiet-bi" (equipment), "cong-nghe" (technology), "co-so-vat-chat"
  // (facilities) (servicePath makes them services).
  technologyPath: ["thiet-bi", "trang-thiet-bi", "cong-nghe", "co-so-vat-chat"],
  // URL words of services / technology / equipment / price sections, as slugs write them without diacritics.
  servicePath: ["dich-vu", "cong-nghe", "bang-gia", "thiet-bi", "co-so-vat-chat", "dieu-tri"],
  // Headings of those sections: "Dịch vụ", "Bảng giá", "Công nghệ", "Trang thiết bị", "Cơ sở vật chất".
  serviceHeading: String.raw`dịch vụ|bảng giá|công nghệ|trang thiết bị|thiết bị|cơ sở vật chất`,
  // Dental words: tooth, dentistry, bone, nerve, pulp, braces.
  dentalContext: String.raw`răng|nha khoa|xương|thần kinh|tủy|niềng`,
  // Radiographic: bone, jaw bone, nerve, nerve canal, sinus, root, root canal, wisdom and impacted tooth, cyst, x-ray,
  // radiation, dose, tomography, implant planning, jaw joint.
  radiographicWords: String.raw`(?<!${VI})(?:xương(?: hàm| ổ răng)?|(?:dây |ống )?thần kinh|xoang(?: hàm)?|chân răng|ống tủy|tủy răng|răng khôn|mọc ngầm|u nang|tia x|bức xạ|phóng xạ|liều(?: lượng)?(?: tia| bức xạ)?|x[\s-]?quang|cắt lớp|khớp thái dương hàm|(?:kế hoạch|lên kế hoạch) cấy ghép)(?!${VI})`,
  // Intraoral: impression, digital impression, intraoral scanner, clear aligner, crown, porcelain crown, veneer, smile
  // design, 3D printing, milling.
  intraoralWords: String.raw`(?<!${VI})(?:lấy dấu(?: răng)?|dấu răng|dấu kỹ thuật số|(?:máy )?(?:quét|scan) (?:trong miệng|răng)|khay niềng|niềng (?:răng )?trong suốt|mão răng|bọc răng sứ|răng sứ|mặt dán sứ|dán sứ|thiết kế nụ cười|in 3d|máy in 3d|phay)(?!${VI})`,
  // Panoramic: "phim toàn cảnh", "chụp toàn cảnh", "X-quang toàn cảnh", "phim Panorama", the cephalometric "phim sọ
  // nghiêng" (a bare "toàn cảnh" is any overview).
  panoramic: String.raw`(?<!${VI})(?:(?:phim|chụp|x[\s-]?quang)(?: phim)? (?:toàn cảnh|toàn hàm|panorama|pano)|(?:phim|chụp)(?: phim)? (?:sọ nghiêng|cephalometric|ceph)|sọ nghiêng)(?!${VI})`,
  panoramicExamples: ["phim toàn cảnh", "sọ nghiêng"],
};

const THAI: LanguagePack = {
  language: "th",
  terms: [
    // Tier A, CBCT and cone beam in Thai letters: "ซีบีซีที", "โคนบีม".
    { name: "cone beam (Thai)", tier: "A", pattern: String.raw`ซีบีซีที|โคนบีม`, keys: [] },
    // Tier A, dental or 3D CT: "CT scan 3 มิติ", "ซีที 3 มิติ", "CT ทางทันตกรรม".
    {
      name: "dental CT (Thai)",
      tier: "A",
      pattern: String.raw`(?:(?<![a-z0-9])ct|ซีที)\s?(?:scan|สแกน)?\s?(?:3\s?มิติ|สามมิติ|(?:ทาง|สำหรับ)?ทันตกรรม)|ซีที(?:สแกน)?\s?3d`,
      keys: [],
    },
    // Tier B, the 3D x-ray ("เอกซเรย์ 3 มิติ"), named outright like the English "3D x-ray" (no dental context needed);
    // radiograph: read as the cone beam among radiographic words, an offering in a menu.
    {
      name: "3D x-ray (Thai)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`(?:เอกซเรย์|เอ็กซเรย์|เอ็กซ์เรย์|x-ray)\s?(?:แบบ\s?)?(?:3d|3\s?มิติ|สามมิติ)`,
      keys: [],
    },
    // Tier B, computed tomography ("เอกซเรย์คอมพิวเตอร์", "ซีทีสแกน", "เครื่อง CT"), a bare CT (bareCt), among dental words.
    {
      name: "computed tomography (Thai)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`เอกซเรย์คอมพิวเตอร์|ซีทีสแกน|เครื่อง\s?(?:ct|ซีที)(?![a-z])\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "ที่คลินิกของเรา", "ภายในคลินิก", "ไม่ต้องไปโรงพยาบาล".
    {
      name: "place: at our clinic (Thai)",
      pattern: String.raw`(?:ที่|ภายใน|ใน)คลินิก(?:ทันตกรรม)?(?:ของเรา|เรา|ของเราเอง|นี้)|ภายในคลินิก|ไม่ต้อง(?:เดินทาง)?(?:ไป)?(?:โรงพยาบาล|ที่อื่น|ส่งต่อ)`,
      reach: "sentence",
      near: 60,
    },
    // Possession/acquisition: "คลินิกของเรามีเครื่อง", "มีเครื่อง CBCT", "ได้นำเข้า/ติดตั้ง/ลงทุน"; "คลินิกที่มีเครื่อง"
    // (clinics that have one) speaks of clinics in general, "มีเครื่องมือ" (has instruments) of no unit, "ไม่มีเครื่อง"
    // (has none) is a negation.
    {
      name: "possession: we have the unit (Thai)",
      pattern: String.raw`(?<!ที่|ไม่)มีเครื่อง(?!มือ)|(?:เรา|คลินิก(?:ของเรา)?|ทางคลินิก)(?:ได้)?(?:นำเข้า|ติดตั้ง|ลงทุน|จัดซื้อ)`,
      reach: "sentence",
      near: 40,
    },
    // Use and offer: "ใช้เครื่อง", "นำ ... มาใช้", "ให้บริการ".
    {
      name: "use: we use or offer it (Thai)",
      pattern: String.raw`ใช้(?:เครื่อง|ระบบ|เทคโนโลยี)|นำ[^\n]{0,30}มาใช้|(?<!ที่)ให้บริการ`,
      reach: "sentence",
      near: 50,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "ส่งตัวไปโรงพยาบาล", "ไปถ่ายที่โรงพยาบาล", "โรงพยาบาลที่ร่วมมือ"; "ไม่ต้อง" turns it around.
    {
      name: "scan at a hospital (Thai)",
      pattern: String.raw`(?:ส่งตัว|ส่งต่อ|ส่งคนไข้|ส่งผู้ป่วย)(?:ไป)?(?:ยัง|ที่|รับการ)?[^ ]{0,10}(?:โรงพยาบาล|ศูนย์)|(?<!ไม่ต้อง(?:เดินทาง)?)ไป(?:ถ่าย|ทำ|เอกซเรย์|สแกน)[^\n]{0,20}ที่(?:โรงพยาบาล|ศูนย์เอกซเรย์|ศูนย์รังสี)|โรงพยาบาลที่(?:ร่วมมือ|เป็นพันธมิตร)`,
      reach: "next",
    },
  ],
  // The practice's own voice: "ของเรา" (our; not "ฟัน / ร่างกาย / สุขภาพของเรา", people in general), "ทางเรา" (we, the
  // clinic's side), "คลินิก(ของ)เรา", and "เรา" opening a clause of what the clinic does ("เรามี", "เราใช้"); never
  // "ไพเราะ" (เรา + ะ).
  firstPerson: String.raw`(?<!ฟัน|ร่างกาย|สุขภาพ|ปาก|ตัว|ชีวิต)ของเรา(?!ะ)|ทางเรา(?!ะ)|คลินิก(?:ของ)?เรา(?!ะ)|(?<![\u0e00-\u0e7f])เรา(?=จะ|มี|ใช้|ได้|พร้อม|ให้|เป็น|ยัง)`,
  negation: [
    // Negation: "คลินิกของเรายังไม่มีเครื่อง CT", "ทางคลินิกไม่มีบริการถ่าย CBCT"; "คลินิกที่ไม่มีเครื่อง" (clinics without
    // one) is clinics in general, "เราไม่มีค่าใช้จ่ายเพิ่ม" (no extra cost) and "ไม่ได้ใช้กับทุกคน" (not for everyone) not it.
    {
      name: "no CT of our own (Thai)",
      pattern: String.raw`(?:เรา|ทางเรา|(?<!ที่)คลินิก(?:ของเรา)?|ทางคลินิก)(?:ขณะนี้|ปัจจุบัน)?(?:ยัง)?(?:ไม่มี(?:เครื่อง|บริการ)|ไม่ได้(?:ให้บริการ|ติดตั้ง))`,
      reach: "sentence",
      near: 40,
    },
  ],
  // Article sections as Thai sites name them in Latin letters: "botkwam" / "bot-kwam" (บทความ), "knowledge",
  // "saranaru" (สาระน่ารู้).
  articlePath: ["botkwam", "bot-kwam", "bot-khwam", "knowledge", "saranaru"],
  // Equipment sections: "upakorn" / "upakon" (อุปกรณ์) (servicePath makes them services).
  technologyPath: ["upakorn", "upakon"],
  // URL words of the services section: "borikan" (บริการ).
  servicePath: ["borikan", "upakorn", "upakon"],
  // Headings: "บริการของเรา", "อัตราค่าบริการ", "ราคา", "เครื่องมือ", "เทคโนโลยี".
  serviceHeading: String.raw`บริการ(?:ของเรา)?|อัตราค่าบริการ|ราคา|เครื่องมือ|อุปกรณ์|เทคโนโลยี`,
  // Dental words: tooth, dentistry, jaw, bone, nerve, implant.
  dentalContext: String.raw`ฟัน|ทันตกรรม|ขากรรไกร|กระดูก|เส้นประสาท|รากเทียม`,
  // Radiographic: bone, jaw, nerve, nerve canal, root ("รากฟัน", not "รากฟันเทียม", the implant), root canal, sinus,
  // wisdom tooth, cyst, radiation, dose, x-ray, implant planning, jaw joint.
  radiographicWords: String.raw`กระดูก|ขากรรไกร|เส้นประสาท|โพรงประสาท|คลองรากฟัน|รากฟัน(?!เทียม)|ไซนัส|ฟันคุด|ถุงน้ำ|รังสี|เอกซเรย์|เอ็กซเรย์|เอ็กซ์เรย์|วางแผน(?:การ)?(?:ฝัง|ผ่าตัด|ใส่)?รากฟันเทียม|วางแผน(?:การ)?(?:ฝัง|ผ่าตัด|ใส่)?รากเทียม|ข้อต่อขากรรไกร`,
  // Intraoral: impression taking, intraoral scanner / scan of the teeth, clear aligner, Invisalign, crown, veneer,
  // smile design, 3D printing.
  intraoralWords: String.raw`พิมพ์ปาก|พิมพ์ฟัน|แบบพิมพ์ฟัน|สแกนในช่องปาก|สแกนช่องปาก|สแกนฟัน|จัดฟันแบบใส|จัดฟันใส|อินวิซไลน์|ครอบฟัน|วีเนียร์|ออกแบบรอยยิ้ม|พิมพ์\s?3\s?มิติ|พิมพ์สามมิติ`,
  // Panoramic: "พาโนรามิก" (film, x-ray), "ภาพรังสีปริทัศน์", the cephalometric "เซฟาโลเมตริก" / "กะโหลกศีรษะด้านข้าง".
  panoramic: String.raw`พาโนรา(?:มิก|มิค|มา)|ปริทัศน์|เซฟาโล(?:เมตริก|เมตริค)?|กะโหลกศีรษะด้านข้าง`,
  panoramicExamples: ["พาโนรามิก"],
};

const INDONESIAN_MALAY: LanguagePack = {
  language: "id+ms",
  terms: [
    // Tier A, dental CT in Indonesian/Malay word order: "CT scan gigi", "CT gigi", "CT 3 dimensi" ("CT dental" and
    // "CT 3D" are left to the English terms, which read them the same way).
    {
      name: "dental CT (Indonesian/Malay)",
      tier: "A",
      pattern: String.raw`\bct(?:[\s-]scan)?[\s-](?:gigi|3 dimensi|tiga dimensi)\b`,
      keys: ["ct"],
    },
    // Tier A, cone beam and dental tomography in words: "berkas kerucut", "tomografi gigi", "tomografi volumetrik".
    {
      name: "cone beam tomography (Indonesian/Malay)",
      tier: "A",
      pattern: String.raw`\b(?:berkas kerucut|tomografi (?:komputer )?(?:gigi|dental|3d|volumetrik|berkas kerucut))\b`,
      keys: ["kerucut", "tomografi"],
    },
    // Tier B, the 3D x-ray ("rontgen 3D", "foto rontgen 3 dimensi", "x-ray 3D"), named outright like the English "3D
    // x-ray" (no dental context needed); radiograph: read as the cone beam among radiographic words, an offering in a menu.
    {
      name: "3D x-ray (Indonesian/Malay)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:rontgen|x-ray|sinar-x|radiografi) (?:gigi )?(?:3d|3 dimensi|tiga dimensi)\b`,
      keys: ["rontgen", "ray", "sinar", "radiografi"],
    },
    // Tier B, "tomografi komputer" and "CT scan" said in the language ("pemeriksaan CT", "imbasan CT"), a bare CT
    // (bareCt), among dental words.
    {
      name: "computed tomography (Indonesian/Malay)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\btomografi komputer\b|\b(?:pemeriksaan|imbasan|foto|pemindaian) ct\b(?![\s-](?:gigi|3d|3 dimensi|tiga dimensi|cone|dental))\;context:dental\;window:150`,
      keys: ["tomografi", "ct"],
    },
  ],
  cues: [
    // Place: "di klinik kami", "di praktik kami", "langsung di klinik", "tanpa perlu ke rumah sakit".
    {
      name: "place: at our clinic (Indonesian/Malay)",
      pattern: String.raw`\b(?:di|dalam) (?:klinik|praktik|praktek|pusat|tempat) (?:gigi )?kami\b|\blangsung di klinik\b|\btanpa (?:perlu )?(?:pergi )?ke (?:rumah sakit|hospital|tempat lain|klinik lain)\b`,
      reach: "sentence",
    },
    // Possession/acquisition: "kami memiliki", "klinik kami dilengkapi dengan", "kami telah mendatangkan".
    {
      name: "possession: we have it (Indonesian/Malay)",
      pattern: String.raw`\b(?:kami|klinik kami|praktik kami)(?: (?:telah|sudah|kini|juga))? (?:memiliki|mempunyai|dilengkapi|membeli|memasang|mendatangkan|menghadirkan)\b|(?<!yang )\bdilengkapi dengan\b`,
      reach: "sentence",
      near: 60,
    },
    // Exposure in the clinic's voice: "kami akan melakukan rontgen", "kami mengambil foto".
    {
      name: "exposure: we take the scan (Indonesian/Malay)",
      pattern: String.raw`\bkami (?:akan )?(?:melakukan|mengambil) (?:foto|scan|pemindaian|rontgen|ct|imbasan)\b`,
      reach: "next",
      near: 60,
    },
    // Use and offer: "kami menggunakan", "kami menyediakan layanan".
    {
      name: "use: we use or offer it (Indonesian/Malay)",
      pattern: String.raw`\b(?:kami|klinik kami)(?: (?:juga|selalu|telah))? (?:menggunakan|memakai|memanfaatkan|menyediakan|menawarkan)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "merujuk Anda ke rumah sakit", "di laboratorium radiologi", "rumah sakit mitra"; "tanpa perlu" turns
    // it around.
    {
      name: "scan at a hospital or lab (Indonesian/Malay)",
      pattern: String.raw`\b(?:merujuk|dirujuk|rujukan)(?: anda| pasien)? (?:ke|kepada)\b|(?<!tanpa (?:perlu )?)\b(?:dilakukan|dibuat|diambil|melakukan|foto|scan|pemindaian|rontgen|pemeriksaan|imbasan)(?: [a-z]{1,15}){0,3} (?:di|ke) (?:rumah sakit|hospital|laboratorium|lab|pusat radiologi|klinik radiologi)\b|\b(?:rumah sakit|hospital|klinik|laboratorium) (?:mitra|rekanan)\b`,
      reach: "next",
    },
    // The scan comes from elsewhere: "bawa hasil rontgen".
    {
      name: "bring your scan (Indonesian/Malay)",
      pattern: String.raw`\b(?:bawa|membawa)(?: hasil)? (?:foto|rontgen|scan|ct)\b`,
      reach: "next",
    },
  ],
  // The practice's own voice: "kami" (we, excluding the reader), "kamilah"; not "kita" (we all, people in general).
  firstPerson: String.raw`\bkami(?:lah)?\b`,
  negation: [
    // Negation: "kami belum memiliki CBCT", "klinik kami tidak menyediakan CT scan", Malay "kami tiada mesin"; the unit's
    // words follow ("tidak memiliki biaya tambahan", no extra cost, is not it), "tidak melakukan rontgen pada ibu
    // hamil" is a scan the clinic does take.
    {
      name: "no CT of our own (Indonesian/Malay)",
      pattern: String.raw`\b(?:kami|klinik kami|praktik kami)(?: (?:saat ini|kini|masih|sayangnya|buat masa ini))? (?:belum|tidak|tak) (?:memiliki|mempunyai|menyediakan|melayani|dilengkapi(?: dengan)?)(?: (?:alat|mesin|fasilitas|layanan|peralatan|pemeriksaan|unit))?(?= (?:[a-z0-9-]{1,15} ){0,2}(?:cbct|ct|rontgen|tomografi|cone|x-ray|3d|imbasan)\b)|\bkami tiada (?:alat|mesin|kemudahan|perkhidmatan)\b`,
      reach: "sentence",
      near: 60,
    },
  ],
  // Article sections: "artikel", "berita" (news), "edukasi", "tips", "tanya-jawab" (Q&A), Malay "soalan-lazim" (FAQ).
  articlePath: ["artikel", "berita", "edukasi", "tips", "tanya-jawab", "soalan-lazim"],
  // Equipment sections: "fasilitas", "peralatan", "teknologi", Malay "kemudahan" (servicePath makes them services).
  technologyPath: ["fasilitas", "fasilitas-kami", "peralatan", "teknologi", "teknologi-kami", "kemudahan"],
  // URL words of services / treatment / facilities / equipment / price sections (Indonesian and Malay).
  servicePath: [
    "layanan",
    "perawatan",
    "rawatan",
    "fasilitas",
    "peralatan",
    "teknologi",
    "harga",
    "perkhidmatan",
    "kemudahan",
  ],
  // Headings of those sections: "Layanan Kami", "Perawatan", "Fasilitas", "Daftar Harga", "Perkhidmatan".
  serviceHeading: String.raw`layanan(?: kami)?|perawatan|rawatan|fasilitas|peralatan|teknologi|(?:daftar )?harga|perkhidmatan|kemudahan`,
  // Dental words: tooth, implant, jaw, bone, nerve, orthodontics, braces.
  dentalContext: String.raw`\b(?:gigi|implan|rahang|tulang|saraf|ortodonti\w{0,2}|behel|geraham)\b`,
  // Radiographic: bone, jaw bone, nerve, nerve canal, sinus, root, root canal, wisdom and impacted tooth, cyst,
  // radiation, dose, x-ray, tomography, implant planning, jaw joint (Indonesian and Malay).
  radiographicWords: String.raw`\b(?:tulang(?:nya)?(?: rahang)?|saraf(?:nya)?|kanal saraf|sinus|akar(?: gigi|nya)?|saluran akar|rawatan akar|gigi (?:bungsu|bongsu|geraham bongsu)|impaksi|kista|radiasi|sinaran|dosis|sinar[\s-]x|rontgen|radiografi|tomografi|perencanaan implan|perancangan implan|penanaman implan|kepadatan tulang|sendi rahang)\b`,
  // Intraoral: impression, digital impression, intraoral scanner, aligner, crown, veneer, smile design, 3D printing.
  intraoralWords: String.raw`\b(?:cetak(?:an)? gigi|mencetak gigi|acuan gigi|cetakan digital|impresi(?: digital)?|pemindai intraoral|pengimbas intraoral|scanner intraoral|pemindaian intraoral|aligner|clear aligner|behel transparan|kawat gigi transparan|pendakap (?:gigi )?lut sinar|mahkota(?: gigi)?|veneer|vinir|desain senyum|reka bentuk senyuman|cetak 3d|printer 3d|pencetakan 3d)\b`,
  // Panoramic: "rontgen / foto panoramik", "sefalometri", "ortopantomogram" (never the "tomografi" of the CT terms).
  panoramic: String.raw`\b(?:(?:rontgen|foto|radiografi|x-ray|sinar-x) )?panorami[kc]\b|\bsefalometri\w{0,2}\b|\bortopantomogra\w{0,3}\b`,
  panoramicExamples: ["rontgen panoramik", "sefalometri"],
};

export const PACKS: readonly LanguagePack[] = [
  SCRIPT_PACK,
  JAPANESE,
  KOREAN,
  CHINESE,
  VIETNAMESE,
  THAI,
  INDONESIAN_MALAY,
];
