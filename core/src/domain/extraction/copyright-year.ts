/**
 * "© 2024", "Copyright 2019-2024 Smile Dental", "(c) Smile Dental 2021": the latest year not after `now`. A footer
 * year ahead of the clock (a typo or a pre-dated template) is ignored rather than trusted.
 */
const COPYRIGHT =
  /(?:©|&copy;|\(c\)|\bcopyright\b)[^0-9©]{0,60}?((?:19|20)\d{2})(?:\s*(?:-|–|—|to|through)\s*((?:19|20)\d{2}))?/gi;

export function extractCopyrightYear(texts: readonly string[], now: Date): number | null {
  const thisYear = now.getUTCFullYear();
  let best: number | null = null;
  for (const text of texts) {
    COPYRIGHT.lastIndex = 0;
    for (let m = COPYRIGHT.exec(text); m !== null; m = COPYRIGHT.exec(text)) {
      for (const y of [m[1], m[2]]) {
        const year = Number(y);
        if (y !== undefined && year >= 1990 && year <= thisYear && (best === null || year > best)) best = year;
      }
    }
  }
  return best;
}
