import { glideTableSchema } from "@cbct/core/domain/glide/glide-columns";
import { z } from "zod";

/**
 * Creates the Glide Big Table the sync writes to, with the columns of the field mapping, and prints its id for
 * GLIDE_TABLE_ID. Usage: GLIDE_API_KEY=... npx tsx infra/scripts/glide-create-table.ts ["Table name"]
 */
const env = z
  .object({
    GLIDE_API_KEY: z.string({ message: "GLIDE_API_KEY is required" }).min(1),
    GLIDE_API_BASE_URL: z.string().url().default("https://api.glideapps.com"),
  })
  .parse(process.env);
const name = process.argv[2] ?? "CBCT Leads";

const res = await fetch(`${env.GLIDE_API_BASE_URL.replace(/\/+$/, "")}/tables`, {
  method: "POST",
  headers: { authorization: `Bearer ${env.GLIDE_API_KEY}`, "content-type": "application/json" },
  body: JSON.stringify({ name, schema: glideTableSchema(), rows: [] }),
});
const body = (await res.json().catch(() => ({}))) as { data?: { tableID?: string }; error?: { message?: string } };
if (!res.ok || !body.data?.tableID) {
  console.error(`Glide answered ${res.status}: ${body.error?.message ?? "no table id"}`);
  process.exit(1);
}
console.log(`Created "${name}". Set GLIDE_TABLE_ID=${body.data.tableID}`);
