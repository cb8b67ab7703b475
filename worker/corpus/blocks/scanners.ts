/**
 * The CBCT units the corpus names, with the canonical manufacturer and model its labels use: the same names the
 * detector reports (core/src/domain/cbct), e.g. i-CAT and the OP 3D under KaVo, the brand US practices bought them
 * under (first-evidence years from /work/shared/reference/cbct-vocabulary.md section 1).
 */
export type Scanner = {
  key: string;
  manufacturer: string;
  model: string;
  /** Ways practices write it; the first is the full marketing name. */
  names: readonly string[];
  /** The short brand word practices put in front ("Planmeca", "Sirona", "Kodak"). */
  brand: string;
  released: number;
  discontinued: boolean;
  /** File-name stem used for photos of the unit ("galileos_comfortplus"). */
  imageStem: string;
};

export const SCANNERS = [
  s("promax-3d", "Planmeca", "ProMax 3D", "Planmeca", 2006, false, "planmeca-promax-3d", [
    "Planmeca ProMax 3D",
    "ProMax 3D Mid",
    "Planmeca ProMax 3D Classic",
    "ProMax 3D",
  ]),
  s("viso-g7", "Planmeca", "Viso G7", "Planmeca", 2019, false, "planmeca_viso_g7", ["Planmeca Viso G7", "Viso G7"]),
  s("cs-8100-3d", "Carestream", "CS 8100 3D", "Carestream", 2015, false, "cs8100-3d", [
    "Carestream CS 8100 3D",
    "CS 8100 3D",
    "CS 8100 3D Access",
  ]),
  s("cs-8200-3d", "Carestream", "CS 8200 3D", "Carestream", 2020, false, "cs-8200-3d-neo", [
    "Carestream CS 8200 3D",
    "CS 8200 3D",
  ]),
  s("cs-9300", "Carestream", "CS 9300", "Carestream", 2010, true, "carestream_cs9300", [
    "Carestream CS 9300",
    "CS 9300",
    "Carestream 9300 cone beam",
  ]),
  s("cs-9600", "Carestream", "CS 9600", "Carestream", 2018, false, "cs-9600-cbct", ["Carestream CS 9600", "CS 9600"]),
  s("cs-9000-3d", "Carestream", "CS 9000 3D", "Kodak", 2007, true, "kodak9000-3d", [
    "Kodak 9000 3D",
    "Carestream CS 9000 3D",
    "Kodak 9000 3D extraoral imaging system",
  ]),
  s("galileos", "Dentsply Sirona", "Galileos", "Sirona", 2006, true, "galileos_comfortplus", [
    "Sirona GALILEOS",
    "Galileos ComfortPlus",
    "GALILEOS Comfort",
    "Galileos",
  ]),
  s("orthophos-xg-3d", "Dentsply Sirona", "Orthophos XG 3D", "Sirona", 2011, true, "orthophos-xg3d", [
    "Sirona Orthophos XG 3D",
    "Orthophos XG 3D",
    "ORTHOPHOS XG 3D Ceph",
  ]),
  s("orthophos-sl-3d", "Dentsply Sirona", "Orthophos SL 3D", "Dentsply Sirona", 2015, false, "orthophos_sl_3d", [
    "Dentsply Sirona Orthophos SL 3D",
    "Orthophos SL 3D",
  ]),
  s("axeos", "Dentsply Sirona", "Axeos", "Dentsply Sirona", 2019, false, "axeos-dentsply-sirona", [
    "Dentsply Sirona Axeos",
    "Axeos",
  ]),
  s("icat-flx", "KaVo", "i-CAT FLX", "i-CAT", 2014, false, "icat-flx-v17", [
    "i-CAT FLX",
    "i-CAT FLX V17",
    "i-CAT FLX cone beam 3D system",
  ]),
  s("icat", "KaVo", "i-CAT", "i-CAT", 2006, true, "icat-classic", [
    "i-CAT",
    "i-CAT Classic",
    "i-CAT Cone Beam 3D Dental Imaging System",
  ]),
  s("op-3d", "KaVo", "OP 3D", "KaVo", 2018, false, "kavo-op3d-pro", ["KaVo OP 3D", "KaVo OP 3D Pro", "OP 3D"]),
  s("veraview-x800", "J. Morita", "Veraview X800", "Morita", 2017, false, "morita-veraview-x800", [
    "J. Morita Veraview X800",
    "Veraview X800",
    "Morita X800",
  ]),
  s("accuitomo-170", "J. Morita", "3D Accuitomo 170", "Morita", 2005, false, "3d-accuitomo-170", [
    "J. Morita 3D Accuitomo 170",
    "3D Accuitomo 170",
    // A bare "Accuitomo" could be the 150 as well, so the corpus never names the 170 that way.
    "Accuitomo 170",
  ]),
  s("pax-i3d", "Vatech", "PaX-i3D", "Vatech", 2014, true, "vatech-paxi3d", [
    "Vatech PaX-i3D",
    "PaX-i3D",
    "PaX-i3D Smart",
  ]),
  s("green-x", "Vatech", "Green X", "Vatech", 2020, false, "vatech_green_x", ["Vatech Green X", "Green X"]),
  s("newtom-go", "Cefla", "NewTom GO", "NewTom", 2016, false, "newtom-go-stehend", ["NewTom GO", "NewTom GO 3D"]),
  s("newtom-vgi-evo", "Cefla", "NewTom VGi evo", "NewTom", 2013, false, "newtom-vgi-evo", [
    "NewTom VGi evo",
    // "NewTom VGi" is the older, discontinued unit, not a way of writing the evo.
    "NewTom VGi EVO",
  ]),
  s("x-mind-trium", "Acteon", "X-Mind Trium", "Acteon", 2016, false, "acteon-xmind-trium", [
    "Acteon X-Mind Trium",
    "X-Mind Trium",
  ]),
  s("rayscan-alpha", "Ray", "Rayscan Alpha", "Ray", 2013, false, "rayscan-alpha-expert", [
    "RAYSCAN α-Expert 3D",
    "Rayscan Alpha",
    "Ray Rayscan Alpha 3D",
  ]),
  s("prexion-3d", "PreXion", "PreXion3D", "PreXion", 2012, false, "prexion3d-excelsior", [
    "PreXion3D Excelsior",
    "PreXion3D",
    "PreXion 3D",
  ]),
  s("midmark-eois", "Midmark", "EOIS", "Midmark", 2020, false, "midmark-eois-cbct", [
    "Midmark Extraoral Imaging System with CBCT",
    "Midmark EOIS with the CBCT option",
  ]),
  s("i-max-3d", "Owandy", "I-MAX 3D", "Owandy", 2018, false, "owandy-imax3d", ["Owandy I-MAX 3D", "I-MAX 3D"]),
] as const satisfies readonly Scanner[];

export type ScannerKey = (typeof SCANNERS)[number]["key"];

export function scanner(key: ScannerKey): Scanner {
  const found = SCANNERS.find((x) => x.key === key);
  if (!found) throw new Error(`unknown scanner ${key}`);
  return found;
}

function s<K extends string>(
  key: K,
  manufacturer: string,
  model: string,
  brand: string,
  released: number,
  discontinued: boolean,
  imageStem: string,
  names: readonly string[],
): Scanner & { key: K } {
  return { key, manufacturer, model, brand, released, discontinued, imageStem, names };
}
