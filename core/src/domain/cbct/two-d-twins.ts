import type { LookAlikeFingerprint } from "./fingerprint-format.ts";

/**
 * 2D panoramic/ceph units sold under the same names as CBCT lines (vocabulary §3). They run before the model
 * fingerprints and mask their span, so "Orthophos XG3" can never be read as a CBCT. Twins whose 3D option is often
 * left unnamed ("CS 8100", "CS 8200", "ProMax", "OP300") carry `unless:cbct`: with cone-beam words nearby they step
 * aside and the model's lower-confidence pattern decides.
 */
export const TWO_D_TWINS: readonly LookAlikeFingerprint[] = [
  {
    name: "Orthophos XG (2D)",
    cls: "2d-twin",
    // "XG3" / "XG 5" / "XG Plus" are 2D; "XG 3D" differs by one character (vocabulary §4.4).
    patterns: [String.raw`\b(?:orthophos[\s-]?)?xg[\s-]?(?:3|5|plus|ds)\b(?![\s-]?d\b)`],
    keys: ["xg"],
    equipment: "Sirona Orthophos XG (2D)",
    examples: ["Orthophos XG3", "ORTHOPHOS XG 5", "Orthophos XG Plus"],
  },
  {
    name: "Orthophos (2D)",
    cls: "2d-twin",
    patterns: [
      String.raw`\borthophos[\s-]?e\b`,
      String.raw`\borthophos[\s-]?sl\b(?![\s-]?3d)\;unless:cbct`,
      String.raw`\borthophos\b(?![\s-]?(?:xg[\s-]?(?:3d|3|5|plus|ds)|sl|s[\s-]?3d|3d|e)\b)\;unless:cbct`,
    ],
    keys: ["orthophos"],
    equipment: "Sirona Orthophos (2D)",
    examples: ["Sirona Orthophos E", "our Orthophos panoramic"],
  },
  {
    name: "Planmeca ProMax 2D",
    cls: "2d-twin",
    patterns: [
      String.raw`\bpromax[\s-]?2d\b`,
      String.raw`\bpromax\b(?![\s-]?(?:pro[\s-]?touch[\s-]?)?[23]d)\;unless:cbct`,
      String.raw`\bplanmeca[\s-]?proone\b`,
    ],
    keys: ["promax", "proone"],
    equipment: "Planmeca ProMax (2D)",
    examples: ["Planmeca ProMax 2D", "Planmeca ProMax panoramic", "Planmeca ProOne"],
  },
  {
    name: "Carestream 2D panoramic",
    cls: "2d-twin",
    patterns: [
      String.raw`\b(?:cs|carestream)[\s-]?8100(?:[\s-]?sc)?\b(?![\s-]?(?:sc[\s-]?)?3d)\;unless:cbct`,
      // The CS 8200 family is sold as a panoramic unit with its 3D option to come, like the CS 8100.
      String.raw`\b(?:cs|carestream)[\s-]?8200\b(?![\s-]?3d)\;unless:cbct`,
      String.raw`\b(?:kodak|cs|carestream)[\s-]?8000c?\b`,
      String.raw`\b(?:kodak|cs|carestream)[\s-]?9000c?\b(?![\s-]?(?:c[\s-]?)?3d)\;unless:cbct`,
    ],
    keys: ["8100", "8200", "8000", "8000c", "9000", "9000c"],
    equipment: "Carestream panoramic (2D)",
    examples: ["Carestream CS 8100 panoramic", "Carestream CS 8200 panoramic", "Kodak 8000C", "Kodak 9000C"],
  },
  {
    name: "Vatech PaX-i (2D)",
    cls: "2d-twin",
    patterns: [String.raw`\bpax[\s-]?i\b(?![\s-]?3d)(?:[\s-]?plus\b)?`, String.raw`\bpax[\s-]?primo\b`],
    keys: ["pax", "paxi"],
    equipment: "Vatech PaX-i (2D)",
    examples: ["Vatech PaX-i", "PaX-i Plus", "PaX-Primo"],
  },
  {
    name: "Gendex 2D panoramic",
    cls: "2d-twin",
    patterns: [String.raw`\b(?:gendex[\s-]?)?gxdp[\s-]?3\d\d\b`, String.raw`\borthoralix\b`],
    keys: ["gxdp", "orthoralix"],
    equipment: "Gendex panoramic (2D)",
    examples: ["Gendex GXDP-300", "Orthoralix 9200"],
  },
  {
    name: "Orthopantomograph OP300 (2D)",
    cls: "2d-twin",
    patterns: [
      String.raw`(?<![\w-])op[\s-]?300\b(?![\s-]?maxio)\;unless:cbct`,
      String.raw`\b(?:orthopantomograph|instrumentarium)[\s-]?op[\s-]?[12]00\b`,
    ],
    keys: ["op"],
    equipment: "Orthopantomograph OP300 (2D)",
    examples: ["Instrumentarium OP300 panoramic", "Orthopantomograph OP200"],
  },
  {
    name: "Morita Veraview (2D)",
    cls: "2d-twin",
    patterns: [String.raw`\bveraviewepocs\b(?![\s-]?3d)`, String.raw`\bveraview[\s-]?ic5\b`, String.raw`\bversaview\b`],
    keys: ["veraviewepocs", "veraview", "versaview"],
    equipment: "Morita Veraview (2D)",
    examples: ["Morita Veraviewepocs panoramic", "Veraview IC5", "Versaview"],
  },
  {
    name: "Owandy Rotograph / I-MAX (2D)",
    cls: "2d-twin",
    patterns: [
      String.raw`\brotograph[\s-]?prime\b(?![\s-]?3d)`,
      String.raw`\bowandy[\s-]?i[\s-]?max\b(?![\s-]?3d)`,
      String.raw`\bi[\s-]?max[\s-]?touch\b`,
    ],
    keys: ["rotograph", "max"],
    equipment: "Owandy panoramic (2D)",
    examples: ["Villa Rotograph Prime", "Owandy I-MAX", "I-MAX Touch"],
  },
  {
    name: "Yoshida Panoura (2D)",
    cls: "2d-twin",
    patterns: [
      String.raw`\bpanoura[\s-]?x[\s-]?era[\s-]?pf\b`,
      String.raw`\bpanoura\b(?![\s-]?x[\s-]?era)`,
      String.raw`\bpanoura[\s-]?x[\s-]?era\b(?![\s-]?(?:pf|nf|mf)\b)\;unless:cbct`,
    ],
    keys: ["panoura"],
    equipment: "Yoshida Panoura (2D)",
    examples: ["Panoura X-ERA PF", "Yoshida Panoura 10C"],
  },
  {
    name: "Midmark EOIS (2D)",
    cls: "2d-twin",
    patterns: [String.raw`\bmidmark[\s-]?(?:eois|extraoral imaging system)\b\;unless:cbct`],
    keys: ["midmark"],
    equipment: "Midmark EOIS panoramic (2D)",
    examples: ["Midmark Extraoral Imaging System"],
  },
  {
    name: "MyRay Hyperion (2D)",
    cls: "2d-twin",
    patterns: [String.raw`\bhyperion[\s-]?x[59](?:[\s-]?pro)?\b\;unless:cbct`],
    keys: ["hyperion"],
    equipment: "MyRay Hyperion panoramic (2D)",
    examples: ["MyRay Hyperion X9 pro panoramic"],
  },
  {
    name: "Rayscan α-P (2D)",
    cls: "2d-twin",
    patterns: [String.raw`\brayscan[\s-]?(?:α|alpha)[\s-]?p\b`],
    keys: ["rayscan"],
    equipment: "Rayscan panoramic (2D)",
    examples: ["Rayscan Alpha P"],
  },
  {
    name: "OPG described as 3D",
    cls: "2d-twin",
    // Some practices call a panoramic (OPG) film "3D" (vocabulary §3).
    patterns: [String.raw`\bopg[\s-]?3d\b`],
    keys: ["opg"],
    equipment: "Panoramic x-ray",
    examples: ["OPG 3D X-ray"],
  },
  {
    name: "Panoramic x-ray",
    cls: "panoramic",
    patterns: [
      String.raw`\bpanoramic\b`,
      String.raw`\bpano(?:rex|ramex)?\b`,
      String.raw`\bopg\b`,
      String.raw`\borthopantomogra(?:m|ms)\b`,
      String.raw`\bcephalometric\b`,
      String.raw`\bceph\b`,
    ],
    keys: [
      "panoramic",
      "pano",
      "panorex",
      "panoramex",
      "opg",
      "orthopantomogram",
      "orthopantomograms",
      "cephalometric",
      "ceph",
    ],
    equipment: "Panoramic x-ray",
    examples: ["panoramic x-rays", "Panorex", "OPG"],
  },
];
