import type { ManufacturerFingerprint } from "./fingerprint-format.ts";

/**
 * CBCT manufacturers of vocabulary §1. The katakana aliases serve Japanese practice pages, which write the maker in
 * their own script ("プランメカ社製", "モリタ製"); the Hangul and Chinese ones serve Korean and Chinese pages alike (class
 * "the maker named in the page's own script", twentieth round: "플랜메카 콘빔 CT", "芬兰普兰梅卡锥形束CT", "日立メディコ製").
 * A text in a script without spaces has no word keys to prefilter on, so a maker's aliases in such a script are always
 * scanned (fingerprints.ts). Model names carry the sub-brand (NewTom, MyRay, i-CAT, Gendex), so the manufacturer is
 * the company family a rep would name as the competitor.
 */
export const MANUFACTURERS: readonly ManufacturerFingerprint[] = [
  { name: "Planmeca", aliases: [String.raw`\bplanmeca\b`, "プランメカ|플랜메카|普[兰蘭]梅卡"], keys: ["planmeca"] },
  {
    name: "Dentsply Sirona",
    aliases: [
      String.raw`\b(?:dentsply[\s-]?)?sirona\b`,
      String.raw`\bdentsply\b`,
      "シロナ|デンツプライ|시로나|덴츠플라이|西[诺諾]德|登士柏",
    ],
    keys: ["sirona", "dentsply"],
  },
  {
    name: "Carestream",
    aliases: [
      String.raw`\bcarestream\b`,
      String.raw`\bkodak\b`,
      "ケアストリーム|コダック|케어스트림|코닥|[锐銳]珂|柯[达達]",
    ],
    keys: ["carestream", "kodak"],
    note: "Kodak Dental Systems until 2007",
  },
  {
    name: "KaVo",
    // DEXIS is the name Envista sells KaVo's imaging under since 2021 ("our DEXIS cone beam", "DEXIS 3D imaging"); its
    // intraoral sensors ("DEXIS sensors") are not a scanner (scan-corpus.ts notAScanner).
    aliases: [
      String.raw`\bkavo\b`,
      String.raw`\bi[\s-]?cat\b`,
      String.raw`\bimaging sciences\b`,
      String.raw`\bdexis\b`,
      // "カボ" alone is also the start of "カボチャ": only with the company's own words after it.
      "カボ(?=\\s?(?:デンタル|社|製))|カヴォ|카보|卡瓦",
    ],
    keys: ["kavo", "cat", "icat", "imaging", "dexis"],
    note: "i-CAT (Imaging Sciences International) -> KaVo Kerr -> Envista/DEXIS; also the US brand of the OP 3D",
  },
  {
    name: "Gendex",
    aliases: [String.raw`\bgendex\b`, "ジェンデックス|젠덱스"],
    keys: ["gendex"],
    note: "GXCB-500 was powered by i-CAT",
  },
  {
    name: "PaloDEx",
    aliases: [
      String.raw`\bpalodex\b`,
      String.raw`\binstrumentarium\b`,
      String.raw`\bsoredex\b`,
      "パロデックス|ソレデックス|インストゥルメンタリウム|소레덱스",
    ],
    keys: ["palodex", "instrumentarium", "soredex"],
    note: "Instrumentarium / Soredex; its OP 3D is reported as KaVo, the brand US practices bought it under",
  },
  // "森田" alone is a Japanese surname (and many a clinic's name): the Chinese pages' "日本森田" only.
  { name: "J. Morita", aliases: [String.raw`\b(?:j\.?[\s-]?)?morita\b`, "モリタ|모리타|日本森田"], keys: ["morita"] },
  { name: "Vatech", aliases: [String.raw`\bvatech\b`, "[バヴ]テック|바텍|怡友"], keys: ["vatech"] },
  {
    name: "Cefla",
    aliases: [
      String.raw`\bcefla\b`,
      String.raw`\bnewtom\b`,
      String.raw`\bmy[\s-]?ray\b`,
      String.raw`\bcastellini\b`,
      "ニュートム|뉴톰",
    ],
    keys: ["cefla", "newtom", "myray", "my", "castellini"],
    note: "NewTom, MyRay and Castellini brands",
  },
  {
    name: "Acteon",
    aliases: [String.raw`\bacteon\b`, String.raw`\bde g[oö]tzen\b`, "アクテオン|악테온"],
    keys: ["acteon", "gotzen"],
  },
  {
    name: "Ray",
    aliases: [String.raw`\brayscan\b`, String.raw`\bray (?:co|medical|america)\b`],
    keys: ["rayscan", "ray"],
  },
  { name: "PreXion", aliases: [String.raw`\bprexion\b`, "プレックスィオン|プレクシオン"], keys: ["prexion"] },
  { name: "Genoray", aliases: [String.raw`\bgenoray\b`, "제노레이|ジェノレイ"], keys: ["genoray"] },
  { name: "Midmark", aliases: [String.raw`\bmidmark\b`], keys: ["midmark"] },
  {
    name: "Owandy",
    aliases: [String.raw`\bowandy\b`, String.raw`\bvilla sistemi\b`],
    keys: ["owandy", "villa"],
    note: "Villa Sistemi Medicali builds the Rotograph / I-MAX line",
  },
  {
    name: "Yoshida",
    // FineCube (ファインキューブ) is Yoshida's own CT line in Japan, named by clinics without the maker; no dated source
    // for its release was found, so it names the maker, not a model with a year.
    aliases: [
      String.raw`\byoshida\b`,
      String.raw`\bimageworks\b`,
      "ヨシダ|吉田製作所",
      String.raw`\bfinecube\b`,
      "ファインキューブ",
    ],
    keys: ["yoshida", "imageworks", "finecube"],
  },
  {
    name: "Asahi Roentgen",
    // The SOLIO XZ, the SOLIO XZII's predecessor, has no dated source: it names the maker only ("Solio" alone is also
    // a car).
    aliases: [String.raw`\basahi[\s-]?roentgen\b`, "朝日レントゲン|アサヒレントゲン", String.raw`\bsolio[\s-]?xz`],
    keys: ["asahi", "solio"],
    note: "Alphard and SOLIO lines (Japan)",
  },
  { name: "HDX WILL", aliases: [String.raw`\bhdx[\s-]?will\b`], keys: ["hdx"], note: "DENTRI line (Korea)" },
  // "日立" alone is also a city (日立市): the company's own names only.
  {
    name: "Hitachi",
    aliases: [String.raw`\bhitachi\b`, "日立(?:メディコ|製作所|ヘルスケア|社製|製)|히타치"],
    keys: ["hitachi"],
  },
  { name: "IMTEC", aliases: [String.raw`\bimtec\b`], keys: ["imtec"], note: "ILUMA was distributed by Kodak" },
  // Makers whose CBCT line practices name but whose units have no dated source in the stored references (round 19):
  // each is read by the name of its CBCT line only. The makers' own names are not aliases: Dürr Dental and Air
  // Techniques sell phosphor-plate scanners, sensors and compressors to most practices, 3Shape the TRIOS intraoral
  // scanner and Dentium implants, so "Dürr Dental" beside a DVT word on a German page would name the wrong maker.
  // Smart search reads their names all the same (searchAliases): a rep asks for "Dürr Dental owners".
  {
    name: "Dürr Dental",
    aliases: [String.raw`\bvistavox\b`],
    searchAliases: [String.raw`\bd(?:ü|ue|u)rr(?:[\s-]dental)?\b`],
    keys: ["vistavox"],
    note: "VistaVox S; its 2D units and VistaScan plate scanners are not CBCT",
  },
  {
    name: "Air Techniques",
    aliases: [String.raw`\bprovecta[\s-]?3d\b`],
    searchAliases: [String.raw`\bair[\s-]techniques\b`],
    keys: ["provecta"],
    note: "ProVecta 3D Prime (FDA lists it under Dürr's Optronik plant, Air Techniques as US agent); ProVecta S-Pan is 2D",
  },
  {
    name: "3Shape",
    aliases: [String.raw`\b3shape[\s-]?x1\b`],
    searchAliases: [String.raw`\b3shape\b`],
    keys: ["shape"],
    note: "X1; TRIOS is an intraoral scanner",
  },
  {
    name: "Dentium",
    aliases: [String.raw`\brainbow[\s-]?ct\b`],
    searchAliases: [String.raw`\bdentium\b`],
    keys: ["rainbow"],
    note: "Rainbow CT (Korea)",
  },
  {
    name: "PointNix",
    aliases: [String.raw`\bpoint[\s-]?3d[\s-]?combi\b`],
    searchAliases: [String.raw`\bpointnix\b`],
    keys: ["combi"],
    note: "Point 3D Combi (Korea)",
  },
];
