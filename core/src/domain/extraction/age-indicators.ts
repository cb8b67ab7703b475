/** Short human-readable clues about how old the practice and its website are, for the lead's age analysis. */
export type AgeClues = {
  currentYear: number;
  establishedYear: number | null;
  doctorGraduationYear: number | null;
  copyrightYear: number | null;
  websitePlatform: string | null;
  /** Null when the final URL is unknown. */
  https: boolean | null;
  hasRecentExpansion: boolean;
};

/** A copyright this many years old means nobody has touched the footer, and likely the site. */
const STALE_AFTER_YEARS = 3;
const DATED_PLATFORMS = new Set(["Weebly", "GoDaddy", "Officite", "Joomla", "Drupal"]);

export function ageIndicators(c: AgeClues): string[] {
  const out: string[] = [];
  if (c.establishedYear !== null) {
    out.push(`Established ${c.establishedYear} (${c.currentYear - c.establishedYear} years in business)`);
  }
  if (c.doctorGraduationYear !== null) {
    out.push(
      `Doctor graduated ${c.doctorGraduationYear} (${c.currentYear - c.doctorGraduationYear} years in practice)`,
    );
  }
  if (c.copyrightYear !== null) {
    const stale = c.currentYear - c.copyrightYear >= STALE_AFTER_YEARS;
    out.push(`Copyright ${c.copyrightYear}${stale ? " (stale website)" : ""}`);
  }
  if (c.websitePlatform !== null && DATED_PLATFORMS.has(c.websitePlatform)) {
    out.push(`Website on ${c.websitePlatform} (dated platform)`);
  }
  if (c.https === false) out.push("Website not served over HTTPS");
  if (c.hasRecentExpansion) out.push("Recent expansion mentioned");
  return out;
}
