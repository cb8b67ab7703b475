const KEEP_UPPER = new Set(["DDS", "DMD", "PC", "PLLC", "LLC", "PA", "II", "III", "IV", "MS", "MSD"]);

/** "RIVERSIDE FAMILY DENTAL PLLC" -> "Riverside Family Dental PLLC": the registry shouts, the sheets should not. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((w) => {
      const bare = w.replace(/[.,]/g, "").toUpperCase();
      if (KEEP_UPPER.has(bare)) return w.toUpperCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join("")
    .replace(/\bMc(\w)/g, (_, c: string) => `Mc${c.toUpperCase()}`);
}
