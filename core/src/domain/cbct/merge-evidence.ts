import { MANUFACTURERS } from "./manufacturers.ts";
import { fullWidthAsAscii } from "./normalize.ts";

/**
 * Evidence read once. The detector cuts a window of text around each cue, so neighbouring cues give overlapping
 * snippets of the same passage ("…we take a cone beam CT scan in our office…" and "…CT scan in our office with our
 * Planmeca ProMax 3D…"). For a reader they are one passage: this merges overlapping snippets of the same page into
 * one, keeps the strongest first, and marks the cue words so the eye finds them.
 */

/** One piece of evidence as stored or answered: the tester's items, or a lead's "snippet (page address)" lines. */
export type EvidenceInput = { snippet: string; pageUrl: string | null; weight?: number; signal?: string };

/** A span of a passage's text that is a cue (to highlight). */
export type CueSpan = { start: number; end: number };

export type EvidencePassage = {
  /** The merged wording, with "…" where the page text goes on. */
  text: string;
  pageUrl: string | null;
  /** Cue words inside `text`, in order, not overlapping. */
  cues: CueSpan[];
  /** The strongest weight among the merged snippets (0 when unknown). */
  weight: number;
  /** How many snippets were merged into this passage. */
  merged: number;
};

const NON_ASCII = /[^\x00-\x7f]/;
const SCRIPT_MAKERS = MANUFACTURERS.flatMap((m) => m.aliases).filter((a) => NON_ASCII.test(a) && !/^\\b/.test(a));

/**
 * The words that make a passage evidence: CBCT terms, radiographic 3D wording and the scanner makers and model
 * families of the catalogue. Used only to highlight; it decides nothing. The modality's names in the languages the
 * detector reads too, so a rep reading a Japanese, German or Italian page's passage sees where the scan is named
 * ("歯科用CT", "CT撮影", "DVT", "TAC 3D", "tomografia computerizzata", "콘빔 CT"); a bare "CT" only glued to a
 * script written without spaces, as those pages write it.
 */
const CUE_PATTERN = new RegExp(
  [
    // The makers in Japanese, Korean and Chinese script, as the catalogue reads them ("日立メディコ", "플랜메카", "普兰梅卡").
    ...SCRIPT_MAKERS,
    String.raw`\bCBCT\b`,
    String.raw`\bDVT\b|\bdigitalen?\s+Volumen\s?tomogra\w*|\b3D-R[öo]ntgen\w*|\bTAC(?:\s?3D|\s+dentale|\s+dental)?\b|\btomogra(?:fia|phie|fía|fie|fija)\s+(?:computeri[sz]zata|computadorizada|computarizada|computerizada|volumetrica|volumétrica|conica|cónica|stożkowa|komputerowa|volumique|à faisceau conique)`,
    String.raw`歯科用\s?(?:3D)?CT|コーンビーム(?:CT)?|CT(?=撮影|検査|画像|写真|装置|診断|で|を|が|は|に|の|も)|치과용\s?CT|콘\s?빔\s?CT|锥形束\s?CT|錐形束\s?CT|КЛКТ`,
    String.raw`\bcone[\s-]?beam(?:\s+(?:CT|computed\s+tomography|imaging|scan(?:ner)?|technology))?`,
    String.raw`\b3[\s-]?D\s+(?:x[\s-]?rays?|imaging|images?|scans?|scanner|radiograph\w*|cone\s+beam)`,
    // The 3D x-ray in the Romance languages' word order ("raio-X 3D", "RX 3D", "radiografía 3D", "radiographie 3D"), also
    // in the plural and with the adjective spelled out, as the packs read it (twenty-first round: "des radiographies
    // tridimensionnelles", "radiografias tridimensionais", "tredimensionella röntgenbilder", "Volumentomogramm").
    String.raw`\b(?:raios?[\s-]?X|RX|radiograf(?:ias?|ías?|ie|ii)|radiographies?|clich[ée]s?|images?\s+radiographiques?|im[áa]gen(?:es|s)\s+radiogr[áa]ficas)\s+(?:en\s+)?(?:3D|tridimension\w{1,6})\b`,
    String.raw`\b(?:tredimension\w{1,4}|driedimensionale|kolmiulottei\w{1,4})\s+r(?:ö|ø|o|oe)ntgen\w*|τρισδι[αά]στατ\w{1,3}\s+ακτινογραφ\w*|\bVolumentomogramm\w*`,
    String.raw`\bCT\s+scan(?:s|ners?)?\b`,
    // The cone beam CT's initials in Portuguese, Spanish and French ("TCFC", "TCCB", "TCHC", "TVFC"; twentieth round).
    String.raw`\bT(?:CFC|CCB|CHC|VFC)\b`,
    String.raw`\bcomputed\s+tomography\b`,
    String.raw`\b(?:Planmeca|Carestream|Vatech|i-?CAT|Sirona|Dentsply|Orthophos|KaVo|NewTom|Morita|Veraview\w*|Acteon|Gendex|Instrumentarium|Soredex|Cranex(?:\s?3Dx?)?|ProMax(?:\s+3D(?:\s+(?:Mid|Max|Classic|Plus|s|S\d\w*))?)?|PaX[\w-]*|Green\s?\d+|CS\s?\d{4}(?:\s?3D)?|Axeos|Galileos|OP\s?3D(?:\s?Pro)?|Viso\s?G\d)\b`,
    // The lines the catalogue names without their maker, and those it reads by the line's name alone (rounds 19, 21).
    String.raw`\b(?:Scanora(?:\s?3Dx?)?|Accuitomo|Hyperion\s?X\d|Rayscan(?:\s?Studio)?|PreXion(?:\s?3D)?|X-?Mind\s?(?:Trium|Prime\s?3D)|White\s?Fox|Fine\s?Cube|CB\s?Throne|VistaVox(?:\s?S)?|ProVecta\s?3D(?:\s?Prime)?|3Shape\s?X1|Rainbow\s?CT|Point\s?3D\s?Combi)\b|ファインキューブ|ベラビュー(?:エポックス)?\s?(?:X800N?|3D(?:\s?R100)?)`,
  ].join("|"),
  "gi",
);

/** A lead's evidence line is "snippet (https://page)"; the tester's items carry the address apart. */
export function parseEvidenceLine(line: string): EvidenceInput {
  const match = /^([\s\S]*?)\s+\((https?:\/\/[^\s()]+)\)$/.exec(line.trim());
  return match ? { snippet: match[1]!, pageUrl: match[2]! } : { snippet: line.trim(), pageUrl: null };
}

const ELLIPSIS = "…";
const stripEllipses = (s: string) =>
  s
    .trim()
    .replace(/^(?:…|\.\.\.)\s*/, "")
    .replace(/\s*(?:…|\.\.\.)$/, "");
const startsCut = (s: string) => /^\s*(?:…|\.\.\.)/.test(s);
const endsCut = (s: string) => /(?:…|\.\.\.)\s*$/.test(s);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");

/** Shortest overlap worth merging on: shorter shared edges are coincidence ("the", "our office"). */
const MIN_OVERLAP = 24;

type Piece = {
  body: string;
  cutStart: boolean;
  cutEnd: boolean;
  pageUrl: string | null;
  weight: number;
  merged: number;
};

/** `b` joined onto `a` when one contains the other or the end of one is the start of the other; else null. */
function join(a: Piece, b: Piece): Piece | null {
  if (a.pageUrl !== b.pageUrl) return null;
  const na = norm(a.body);
  const nb = norm(b.body);
  const weight = Math.max(a.weight, b.weight);
  const merged = a.merged + b.merged;
  if (na.includes(nb)) return { ...a, weight, merged };
  if (nb.includes(na)) return { ...b, weight, merged };
  const tail = (x: Piece, y: Piece, nx: string, ny: string): Piece | null => {
    // The longest suffix of x that is a prefix of y.
    for (let len = Math.min(nx.length, ny.length) - 1; len >= MIN_OVERLAP; len--) {
      if (nx.endsWith(ny.slice(0, len))) {
        // Cut y's body where its normalised prefix ends (bodies are single-spaced after clean-up).
        return {
          body: x.body + y.body.slice(len),
          cutStart: x.cutStart,
          cutEnd: y.cutEnd,
          pageUrl: x.pageUrl,
          weight,
          merged,
        };
      }
    }
    return null;
  };
  return tail(a, b, na, nb) ?? tail(b, a, nb, na);
}

function cuesIn(text: string): CueSpan[] {
  const spans: CueSpan[] = [];
  // Full-width letters as ASCII, as the detector reads them ("歯科用ＣＴ"): one character for one, so offsets hold.
  for (const m of fullWidthAsAscii(text).matchAll(CUE_PATTERN)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const last = spans.at(-1);
    if (last && start < last.end) continue;
    spans.push({ start, end });
  }
  return spans;
}

/**
 * One passage per place: overlapping snippets of the same page merged (repeatedly, so a chain of three becomes one),
 * in the order of the strongest snippet each contains (the detector lists the strongest first), each with its cues.
 */
export function mergeEvidence(items: readonly EvidenceInput[]): EvidencePassage[] {
  const pieces: Piece[] = [];
  for (const item of items) {
    const body = stripEllipses(item.snippet).replace(/\s+/g, " ");
    if (!body) continue;
    pieces.push({
      body,
      cutStart: startsCut(item.snippet),
      cutEnd: endsCut(item.snippet),
      pageUrl: item.pageUrl,
      weight: item.weight ?? 0,
      merged: 1,
    });
  }
  // Join pairs until nothing overlaps; the joined passage keeps the earlier (stronger) one's place. A handful of
  // snippets (the detector keeps at most a dozen), so the simple loop is plenty.
  for (let changed = true; changed;) {
    changed = false;
    outer: for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const joined = join(pieces[i]!, pieces[j]!);
        if (joined) {
          pieces[i] = joined;
          pieces.splice(j, 1);
          changed = true;
          break outer;
        }
      }
    }
  }
  return pieces.map((p) => {
    const text = `${p.cutStart ? ELLIPSIS : ""}${p.body}${p.cutEnd ? ELLIPSIS : ""}`;
    return { text, pageUrl: p.pageUrl, cues: cuesIn(text), weight: p.weight, merged: p.merged };
  });
}

/** The passage's text split into plain and cue parts, for renderers that highlight. */
export function passageParts(passage: EvidencePassage): { text: string; cue: boolean }[] {
  const parts: { text: string; cue: boolean }[] = [];
  let at = 0;
  for (const cue of passage.cues) {
    if (cue.start > at) parts.push({ text: passage.text.slice(at, cue.start), cue: false });
    parts.push({ text: passage.text.slice(cue.start, cue.end), cue: true });
    at = cue.end;
  }
  if (at < passage.text.length) parts.push({ text: passage.text.slice(at), cue: false });
  return parts;
}
