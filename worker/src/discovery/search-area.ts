/** What the user asked for: a zip code, or a city and a two-letter state. */
export type SearchArea = { kind: "zipcode"; zipCode: string } | { kind: "city-state"; city: string; state: string };

/** Where the area is: its centre, its box, and (for a city with an administrative boundary) the OSM relation. */
export type LocatedArea = {
  lat: number;
  lon: number;
  /** [minLat, maxLat, minLon, maxLon], Nominatim's order. */
  boundingBox: [number, number, number, number];
  osmRelationId: number | null;
  displayName: string;
};

export const describeArea = (area: SearchArea) =>
  area.kind === "zipcode" ? area.zipCode : `${area.city}, ${area.state}`;
