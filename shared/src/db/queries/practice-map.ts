import { and, desc, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { MapCluster, MapPoint, PracticeMapResponse, UnplacedLead } from "@cbct/core/contracts/practice-map";
import { type Bbox, crossesAntimeridian, gridCell, MAP_MAX_POINTS, POINTS_ZOOM } from "@cbct/core/domain/map/viewport";
import type { Db } from "../client.ts";
import { type CbctStatus, type GeoPrecision, practices } from "../schema/practices.ts";
import { type PracticeListFilters, practiceListWhere } from "./practice-list.ts";

/** Leads listed by name in the side list ("Not on the map"); the counts cover them all. */
const UNPLACED_LISTED = 50;

/** Placed leads in the box: a latitude range (the geo index's first key), then the longitude range(s). */
function inBox(b: Bbox): SQL {
  const lat = sql`${practices.latitude} between ${b.south} and ${b.north}`;
  const lng = crossesAntimeridian(b)
    ? sql`(${practices.longitude} >= ${b.west} or ${practices.longitude} <= ${b.east})`
    : sql`${practices.longitude} between ${b.west} and ${b.east}`;
  return and(isNotNull(practices.latitude), isNotNull(practices.longitude), lat, lng)!;
}

const pointColumns = {
  id: practices.id,
  lat: sql<number>`${practices.latitude}::float8`,
  lng: sql<number>`${practices.longitude}::float8`,
  practiceName: practices.practiceName,
  city: practices.city,
  state: practices.state,
  cbctStatus: practices.cbctStatus,
  leadScore: practices.leadScore,
  cbctAge: practices.cbctAge,
  geoPrecision: practices.geoPrecision,
};

async function points(db: Db, where: SQL, limit: number): Promise<MapPoint[]> {
  return db
    .select(pointColumns)
    .from(practices)
    .where(where)
    .orderBy(desc(practices.leadScore), practices.id)
    .limit(limit);
}

type CellRow = {
  count: number;
  lat: number;
  lng: number;
  confirmed: number;
  likely: number;
  uncertain: number;
  not_detected: number;
  max_score: number;
  west: number;
  south: number;
  east: number;
  north: number;
  id: number;
};

/**
 * Grid clustering in SQL: every matching lead in the box goes to the cell floor(lat / cell), floor(lng / cell);
 * each cell answers its count, centroid, status mix, best score and extent. Only the cells leave Postgres (at most
 * 64 x 64, see gridCell), never the leads. A cell of one lead becomes a marker.
 */
async function clusters(db: Db, where: SQL, cell: number): Promise<{ clusters: MapCluster[]; singles: number[] }> {
  const status = (st: CbctStatus) => sql.raw(`(count(*) filter (where status = '${st}'))::int`);
  // Coordinates as float8 in the inner query: numeric division costs ~2x over 200,000 rows. Postgres guesses one
  // group per lead for floor(lat / cell) (it cannot know the cell), so it would sort 200,000 rows on disk; with a
  // little more work_mem for this one query it hashes the few hundred cells in memory instead.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return (await tx.execute(sql`
      select count(*)::int as count, avg(lat) as lat, avg(lng) as lng,
        ${status("confirmed")} as confirmed, ${status("likely")} as likely, ${status("uncertain")} as uncertain,
        ${status("not_detected")} as not_detected, max(score)::int as max_score,
        min(lng) as west, min(lat) as south, max(lng) as east, max(lat) as north, min(id) as id
      from (
        select ${practices.latitude}::float8 as lat, ${practices.longitude}::float8 as lng,
          ${practices.cbctStatus} as status, ${practices.leadScore} as score, ${practices.id} as id
        from ${practices}
        where ${where}
      ) as placed
      group by floor(lat / ${cell}::float8), floor(lng / ${cell}::float8)
    `)) as unknown as CellRow[];
  });
  const out: MapCluster[] = [];
  const singles: number[] = [];
  for (const r of rows) {
    if (Number(r.count) === 1) {
      singles.push(Number(r.id));
      continue;
    }
    out.push({
      lat: Number(r.lat),
      lng: Number(r.lng),
      count: Number(r.count),
      statuses: {
        confirmed: Number(r.confirmed),
        likely: Number(r.likely),
        uncertain: Number(r.uncertain),
        not_detected: Number(r.not_detected),
      },
      maxLeadScore: Number(r.max_score),
      bounds: [Number(r.west), Number(r.south), Number(r.east), Number(r.north)],
    });
  }
  return { clusters: out, singles };
}

/** The filters' leads without a point: how many for each reason, and the best-scored few by name. */
async function unplaced(db: Db, filters: PracticeListFilters, only?: SQL): Promise<PracticeMapResponse["unplaced"]> {
  const where = and(practiceListWhere(filters), isNull(practices.latitude), only)!;
  const [counts, rows] = await Promise.all([
    db
      .select({ precision: practices.geoPrecision, count: sql<number>`count(*)::int` })
      .from(practices)
      .where(where)
      .groupBy(practices.geoPrecision),
    db
      .select({
        id: practices.id,
        practiceName: practices.practiceName,
        city: practices.city,
        state: practices.state,
        precision: practices.geoPrecision,
      })
      .from(practices)
      .where(where)
      .orderBy(desc(practices.leadScore), practices.id)
      .limit(UNPLACED_LISTED),
  ]);
  const reasonOf = (p: GeoPrecision | null): UnplacedLead["reason"] =>
    p === "no_address" ? "no_address" : p === "not_found" ? "not_found" : "pending";
  const total = { noAddress: 0, notFound: 0, pending: 0 };
  for (const c of counts) {
    const reason = reasonOf(c.precision);
    if (reason === "no_address") total.noAddress += c.count;
    else if (reason === "not_found") total.notFound += c.count;
    else total.pending += c.count;
  }
  return {
    ...total,
    leads: rows.map(({ precision, ...r }) => ({ ...r, reason: reasonOf(precision) })),
  };
}

/**
 * The map's answer for one view: markers (zoom >= POINTS_ZOOM, at most MAP_MAX_POINTS, best score first) or grid
 * clusters (lower zooms), plus the side list of leads not on the map.
 */
export async function practiceMap(
  db: Db,
  filters: PracticeListFilters,
  view: { bbox: Bbox; zoom: number },
  /** A further condition on the leads (a territory's membership), applied to the markers, clusters and side list. */
  only?: SQL,
): Promise<PracticeMapResponse> {
  const where = and(practiceListWhere(filters), inBox(view.bbox), only)!;
  const side = unplaced(db, filters, only);
  side.catch(() => {}); // awaited below; keeps an early failure of the other query from leaving this one unhandled
  if (view.zoom >= POINTS_ZOOM) {
    const rows = await points(db, where, MAP_MAX_POINTS + 1);
    const truncated = rows.length > MAP_MAX_POINTS;
    const shown = truncated ? rows.slice(0, MAP_MAX_POINTS) : rows;
    let total = shown.length;
    if (truncated) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(practices)
        .where(where);
      total = row?.count ?? total;
    }
    return { mode: "points", total, clusters: [], points: shown, truncated, unplaced: await side };
  }
  const grid = await clusters(db, where, gridCell(view.bbox, view.zoom));
  const singles = grid.singles.length
    ? await points(db, and(where, sql`${practices.id} in ${grid.singles}`)!, grid.singles.length)
    : [];
  const total = grid.clusters.reduce((n, c) => n + c.count, 0) + singles.length;
  return { mode: "clusters", total, clusters: grid.clusters, points: singles, truncated: false, unplaced: await side };
}
