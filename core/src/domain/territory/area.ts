/**
 * A territory's drawn area (issue 22): a ring of [lng, lat] points. Membership is tested in SQL with Postgres's
 * built-in geometric `polygon @> point` (no PostGIS); these helpers build that polygon and answer the same question
 * in TypeScript for the map and for tests.
 */
export type LngLat = [number, number];

/** Postgres polygon literal of the ring, x = longitude, y = latitude: "((-77.5,38.2),(-77.4,38.2),...)". */
export function polygonLiteral(ring: readonly LngLat[]): string {
  return `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
}

/** Ray casting: is the point inside the ring (points on an edge may fall either way, as in any raster test). */
export function ringContains(ring: readonly LngLat[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The ring of a rectangle drawn on the map (west, south, east, north), counter-clockwise from the south-west. */
export function rectangleRing([west, south, east, north]: [number, number, number, number]): LngLat[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
}

/** The ring's extent as west, south, east, north. */
export function ringBounds(ring: readonly LngLat[]): [number, number, number, number] {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
