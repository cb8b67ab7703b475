/**
 * The map's viewport (issue 22): the bbox a client asks for, made safe for a range query, and the grid the server
 * clusters leads on at a given zoom. Pure functions: the API parses with them, the unit tests pin them.
 */

/** A box on the map; `west > east` means it crosses the antimeridian (longitudes west..180 and -180..east). */
export type Bbox = { west: number; south: number; east: number; north: number };

export type BboxResult = { ok: true; bbox: Bbox } | { ok: false; error: string };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A longitude wrapped into [-180, 180) (Leaflet reports 190 after a pan across the date line). */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng < 180) return lng; // no arithmetic on the common case: -77.6 stays exactly -77.6
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/**
 * `bbox=west,south,east,north` in degrees (the order of GeoJSON and of Leaflet's `toBBoxString()`). Latitudes are
 * clamped to the poles; a box 360 degrees wide or more is the whole world; otherwise the longitudes are wrapped, so a
 * box across the date line comes back with west > east. Anything that is not four finite numbers, or a south above
 * the north, is an error a person can read.
 */
export function parseBbox(raw: string | undefined | null): BboxResult {
  if (raw === undefined || raw === null || raw.trim() === "")
    return { ok: false, error: "bbox is required: west,south,east,north in degrees" };
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => p === ""))
    return { ok: false, error: "bbox must be four numbers: west,south,east,north" };
  const nums = parts.map(Number);
  if (nums.some((n) => !Number.isFinite(n)))
    return { ok: false, error: "bbox must be four numbers: west,south,east,north" };
  const [west, south, east, north] = nums as [number, number, number, number];
  if (south > north) return { ok: false, error: "bbox south must not be above north" };
  if (east < west)
    return { ok: false, error: "bbox east must not be west of west (send east beyond 180 to cross the date line)" };
  if (Math.abs(west) > 1080 || Math.abs(east) > 1080) return { ok: false, error: "bbox longitudes are out of range" };
  const s = clamp(south, -90, 90);
  const n = clamp(north, -90, 90);
  if (east - west >= 360) return { ok: true, bbox: { west: -180, south: s, east: 180, north: n } };
  let w = wrapLongitude(west);
  let e = wrapLongitude(east);
  // 180 wraps to -180: a box ending exactly on the date line ends at 180, not at its other side.
  if (e === -180 && east > west) e = 180;
  if (w === 180) w = -180;
  return { ok: true, bbox: { west: w, south: s, east: e, north: n } };
}

/** Whether the box crosses the date line (two longitude ranges). */
export const crossesAntimeridian = (b: Bbox) => b.west > b.east;

/** Whether a point lies in the box (edges included). */
export function bboxContains(b: Bbox, lat: number, lng: number): boolean {
  if (lat < b.south || lat > b.north) return false;
  return crossesAntimeridian(b) ? lng >= b.west || lng <= b.east : lng >= b.west && lng <= b.east;
}

/** At this zoom and deeper the map shows every lead as its own marker (capped at MAP_MAX_POINTS). */
export const POINTS_ZOOM = 12;
/** Most individual markers one answer carries; more in the view says "zoom in" (`truncated`). */
export const MAP_MAX_POINTS = 2_000;
/** A cluster cell is about this many screen pixels wide (256-pixel tiles). */
const CELL_PIXELS = 64;

/**
 * The grid cell size in degrees at a zoom: one cell is ~64 px at that zoom, so a cluster never covers more than a
 * marker's worth of screen and a view holds a few hundred cells at most, whatever the number of leads.
 */
export function cellDegrees(zoom: number): number {
  const z = clamp(Math.floor(zoom), 0, 22);
  return (360 / 2 ** z) * (CELL_PIXELS / 256);
}

/** The grid cell of a point: the same floor(coordinate / cell) the SQL groups by. */
export function cellOf(lat: number, lng: number, cell: number): { row: number; col: number } {
  return { row: Math.floor(lat / cell), col: Math.floor(lng / cell) };
}

/** At most this many grid cells across a view: a zoom the client lies about cannot make the answer huge. */
const MAX_CELLS_ACROSS = 64;

/** Width of the box in degrees of longitude (a box across the date line included). */
export const bboxWidth = (b: Bbox) => (crossesAntimeridian(b) ? 360 - b.west + b.east : b.east - b.west);

/**
 * The cell the server clusters a view on: the zoom's ~64 px cell, but never finer than 1/64 of the view, so a
 * view holds at most 64 x 64 cells whatever zoom is claimed.
 */
export function gridCell(bbox: Bbox, zoom: number): number {
  const span = Math.max(bboxWidth(bbox), bbox.north - bbox.south);
  return Math.max(cellDegrees(zoom), span / MAX_CELLS_ACROSS);
}
