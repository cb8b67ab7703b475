import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { practices } from "../../db/schema/practices.ts";

/** Remembers the Glide row of each practice and the hash of what it holds, so the next sync updates only changes. */
export async function setGlideRows(
  db: Db,
  rows: readonly { id: number; glideRowId: string | null; glideRowHash: string | null }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.glideRowId}::text, ${r.glideRowHash}::text)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${practices} set glide_row_id = v.rid, glide_row_hash = v.hash from (values ${values}) as v(id, rid, hash) where ${practices.id} = v.id`,
  );
}
