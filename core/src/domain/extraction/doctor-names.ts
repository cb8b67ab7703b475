import { businessNodes, type JsonLdNode, nodeProps, nodeTypes, textProp } from "./json-ld.ts";
import { crossesBlock, type SiteCorpus } from "./site-corpus.ts";

const MAX_DOCTORS = 20;
/** A capitalised name word in any alphabet with cases: "Jane", "O'Neil", "McDonald", "Smith-Jones", "Jürgen", "Łukasz". */
const WORD = "(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:\\p{Lu}\\p{Ll}+)?(?:-\\p{Lu}\\p{Ll}+)?";
/** Capitalised words that follow "Dr." in nav and copy without being names ("Dr. Smith Is", "Meet Dr. Lee Our Team"). */
const NOT_A_NAME = new Set(
  (
    "Is And Has Was Will Can Our The Your Dental Dentistry Dentist Family Office Team Meet Welcome Contact About Call " +
    "Schedule Book Read Visit Practice Services Service More Home Smile Smiles Center Group Associates Orthodontics " +
    "Offers Provides Graduated Received Earned Joined Completed Attended Believes Loves Enjoys Also Today Now Here " +
    "Patients Patient New Reviews Review Testimonials Appointment Request Learn Click Bio Profile Staff Doctors Doctor " +
    // The same words on practice sites in other languages, where a heading "Zahnarztpraxis Dr. Muster" runs into the
    // paragraph under it ("Willkommen in unserer Praxis") once the page's text is folded: found on a German site.
    "Willkommen Herzlich Praxis Zahnarzt Zahnärztin Zahnarztpraxis Ihr Ihre Unser Unsere Und Termin Kontakt Leistungen " +
    "Benvenuti Benvenuto Studio Dentistico Odontoiatrico Il La Lo Chi Siamo Contatti Prenota Bienvenidos Bienvenido " +
    "Clínica Clinica Consulta Nuestro Nuestra Equipo Cita Bienvenue Cabinet Notre Votre Le Les Équipe Rendez Witamy " +
    "Gabinet Nasz Nasza Zespół Welkom Praktijk Onze"
  ).split(" "),
);
const DR_NAME = new RegExp(`\\bDr\\.?\\s+(${WORD})(?:\\s+\\p{Lu}\\.)?\\s+(${WORD})`, "gu");
/**
 * A dental credential after a name: "Jane Smith, DDS", "Jane A. Smith DMD", "Jane Smith, MS" (not "Jackson, MS
 * 39201"). It starts at the capital letter, so the scan only stops at a "D" or an "M".
 */
const CREDENTIAL_AFTER =
  /(?<=,\s*|\s)(?:DDS|DMD|MSD|D\.D\.S\.?|D\.M\.D\.?|M\.S\.D\.?)(?![A-Za-z])|(?<=,\s*)M\.?S\.?(?![A-Za-z])(?!\s*\d{5})/g;
const NAME_BEFORE = new RegExp(`(?<![\\p{L}])(${WORD})(?:\\s+\\p{Lu}\\.)?\\s+(${WORD})$`, "u");
const DOCTOR_JOB = /\b(?:dentist|orthodontist|periodontist|endodontist|surgeon|dds|dmd|doctor|prosthodontist)\b/i;
const CREDENTIAL_SUFFIX =
  /,?\s+(?:D\.?D\.?S|D\.?M\.?D|M\.?S\.?D?|Ph\.?D|F\.?A\.?G\.?D|M\.?A\.?G\.?D)\.?(?![A-Za-z]).*$/;

const valid = (first: string, last: string): boolean =>
  !NOT_A_NAME.has(first) && !NOT_A_NAME.has(last) && first.length <= 20 && last.length <= 25;

/** "Dr. First Last" from a JSON-LD person name ("Jane A. Smith, DDS", "Dr. Jane Smith"); null when not two words. */
function personName(raw: string): { first: string; last: string } | null {
  const words = raw
    .replace(CREDENTIAL_SUFFIX, "")
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter((w) => !/^[A-Z]\.?$/.test(w));
  const first = words[0];
  const last = words.at(-1);
  return first !== undefined && last !== undefined && words.length >= 2 && words.length <= 4 ? { first, last } : null;
}

function jsonLdDoctors(nodes: readonly JsonLdNode[]): { first: string; last: string }[] {
  const people = [
    ...businessNodes(nodes).flatMap((b) =>
      ["employee", "founder", "member", "physician"].flatMap((k) => nodeProps(b, k)),
    ),
    ...nodes.filter((n) => nodeTypes(n).includes("Person") || nodeTypes(n).includes("Physician")),
  ];
  const out: { first: string; last: string }[] = [];
  for (const person of people) {
    const name = textProp(person, "name");
    if (name === null) continue;
    const doctorish =
      /^Dr\b/i.test(name) ||
      CREDENTIAL_SUFFIX.test(name) ||
      DOCTOR_JOB.test(
        `${textProp(person, "jobTitle") ?? ""} ${textProp(person, "honorificPrefix") ?? ""} ${textProp(person, "honorificSuffix") ?? ""}`,
      ) ||
      nodeTypes(person).includes("Physician");
    const parsed = doctorish ? personName(name) : null;
    if (parsed !== null) out.push(parsed);
  }
  return out;
}

/** Doctors named on the site ("Dr. Jane Smith", "Jane Smith, DDS", JSON-LD staff), as "Dr. First Last", deduplicated. */
export function extractDoctorNames(corpus: SiteCorpus): string[] {
  const names = new Map<string, string>();
  const add = (rawFirst: string, rawLast: string): void => {
    const first = rawFirst.replace(/’/g, "'");
    const last = rawLast.replace(/’/g, "'");
    const key = `${first} ${last}`.toLowerCase();
    if (names.size < MAX_DOCTORS && valid(first, last) && !names.has(key)) names.set(key, `Dr. ${first} ${last}`);
  };
  for (const p of jsonLdDoctors(corpus.jsonLd)) add(p.first, p.last);
  for (const page of corpus.pages) {
    const text = page.raw;
    DR_NAME.lastIndex = 0;
    for (let m = DR_NAME.exec(text); m !== null; m = DR_NAME.exec(text)) {
      if (m[1] === undefined || m[2] === undefined) continue;
      // "by Dr. Lee" ending a paragraph and "Cone beam CT ..." opening the next is not "Dr. Lee Cone": look again
      // from the word after "Dr.", in case another "Dr." starts there ("Dr. Lee" | "Dr. Ana Ruiz").
      if (crossesBlock(page, m.index, m.index + m[0].length)) DR_NAME.lastIndex = m.index + 2;
      else add(m[1], m[2]);
    }
    // Credentials are rare and easy to find; the name is then read backwards from each one.
    CREDENTIAL_AFTER.lastIndex = 0;
    for (let m = CREDENTIAL_AFTER.exec(text); m !== null; m = CREDENTIAL_AFTER.exec(text)) {
      const from = Math.max(0, m.index - 60);
      const n = NAME_BEFORE.exec(text.slice(from, m.index).replace(/[,\s]+$/, ""));
      if (n?.[1] === undefined || n[2] === undefined) continue;
      // The name's two words must be one block's ("Serving Springfield" | "Weber, DMD" is not "Springfield Weber");
      // the credential may sit in the next block, as on a card with the name above "DDS".
      const start = from + n.index;
      if (!crossesBlock(page, start, start + n[0].length)) add(n[1], n[2]);
    }
  }
  return [...names.values()];
}
