/**
 * A gazetteer of populated places, by country, that extraction may be given to tell a city ("Nottingham",
 * "Stoke-on-Trent", "Johor Bahru") from the other words of an address written as plain text. Injected so the domain
 * stays pure: the loader that reads the data file lives outside it (`shared/src/geo/places.ts`). Without one, the
 * address readers fall back to the shape of the address alone.
 */
export type PlaceLookup = {
  /** ISO 3166-1 alpha-2 codes of the countries that have a place of this name (any case, accents optional). */
  countriesOf(name: string): readonly string[];
};

/** "Klaipėda" / "KLAIPEDA" / "Stoke-On-Trent" -> "klaipeda" / "stoke on trent": how place names are compared. */
export function placeKey(name: string): string {
  // Most names are plain ASCII words: decomposing and rewriting them (135,000 names at load) is the slow part of
  // building the map and leaves garbage behind, so each step runs only when the name needs it.
  const folded = /^[\x20-\x7e]*$/.test(name) ? name : name.normalize("NFD").replace(/\p{M}/gu, "");
  const lower = folded.toLowerCase();
  return /[-‐–'’.]|\s\s|^\s|\s$/.test(lower)
    ? lower
        .replace(/[-‐–'’.]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : lower;
}

/** Any country: the readers' "is this a place anywhere?" mode, used to guess where a practice is. */
export const ANY_COUNTRY = "*";

export const isPlace = (places: PlaceLookup | undefined, country: string, name: string): boolean => {
  const where = places?.countriesOf(name) ?? [];
  return country === ANY_COUNTRY ? where.length > 0 : where.includes(country);
};

/** A lookup over a fixed list, for tests and small tools. */
export function placeList(entries: Record<string, readonly string[]>): PlaceLookup {
  const byName = new Map<string, string[]>();
  for (const [country, names] of Object.entries(entries)) {
    for (const name of names) {
      const key = placeKey(name);
      byName.set(key, [...(byName.get(key) ?? []), country]);
    }
  }
  return { countriesOf: (name) => byName.get(placeKey(name)) ?? [] };
}
