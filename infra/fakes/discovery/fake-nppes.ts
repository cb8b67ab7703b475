import type { IncomingMessage, ServerResponse } from "node:http";
import type { DiscoveryWorld, WorldPractice } from "./discovery-world.ts";

type NppesRecord = {
  record: Record<string, unknown>;
  type: "NPI-1" | "NPI-2";
  zip9: string;
  city: string;
  state: string;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};
const errors = (res: ServerResponse, ...list: [string, string, string][]) =>
  json(res, 200, { Errors: list.map(([description, field, number]) => ({ description, field, number })) });

const phone = (p: string) => p.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3");

function addresses(p: WorldPractice, zip9: string) {
  const location = {
    address_purpose: "LOCATION",
    address_type: "DOM",
    address_1: p.street.toUpperCase(),
    ...(p.suite ? { address_2: p.suite.toUpperCase() } : {}),
    city: p.city.toUpperCase(),
    state: p.state,
    postal_code: zip9,
    country_code: "US",
    country_name: "United States",
    telephone_number: phone(p.phone),
  };
  // Live samples list MAILING first, whatever the help text says; clients must pick by address_purpose.
  const mailing = {
    ...location,
    address_purpose: "MAILING",
    address_1: `PO BOX ${p.zip.slice(2)}`,
    postal_code: p.zip,
  };
  delete (mailing as { address_2?: string }).address_2;
  return [mailing, location];
}

/** Registry records as NPPES v2.1 returns them: the practice's organisation (NPI-2) and each dentist (NPI-1). */
export function nppesRecords(world: DiscoveryWorld): NppesRecord[] {
  const out: NppesRecord[] = [];
  for (const [i, p] of world.practices.entries()) {
    if (!p.inNppes) continue;
    const zip9 = `${p.zip}${String(1000 + i).slice(-4)}`;
    const taxonomy = {
      code: "1223G0001X",
      taxonomy_group: "",
      desc: "Dentist, General Practice",
      primary: true,
      state: p.state,
      license: `04010${String(i).padStart(5, "0")}`,
    };
    const common = {
      created_epoch: "1137974400000",
      last_updated_epoch: "1406160000000",
      practiceLocations: [],
      identifiers: [],
      endpoints: [],
    };
    if (p.orgNpi) {
      const lead = p.doctors[0];
      out.push({
        type: "NPI-2",
        zip9,
        city: p.city.toUpperCase(),
        state: p.state,
        record: {
          number: p.orgNpi,
          enumeration_type: "NPI-2",
          ...common,
          basic: {
            organization_name: p.legalName,
            organizational_subpart: "NO",
            enumeration_date: "2006-01-23",
            last_updated: "2014-07-24",
            status: "A",
            ...(lead
              ? {
                  authorized_official_first_name: lead.first.toUpperCase(),
                  authorized_official_last_name: lead.last.toUpperCase(),
                  authorized_official_title_or_position: "OWNER",
                  authorized_official_credential: lead.credential,
                  authorized_official_telephone_number: p.phone.replace(/\D/g, ""),
                }
              : {}),
          },
          other_names:
            i % 3 === 0 ? [] : [{ type: "Doing Business As", code: "3", organization_name: p.name.toUpperCase() }],
          addresses: addresses(p, zip9),
          taxonomies: [{ ...taxonomy, taxonomy_group: "193200000X - Multi-Specialty Group" }],
        },
      });
    }
    for (const d of p.doctors) {
      out.push({
        type: "NPI-1",
        zip9,
        city: p.city.toUpperCase(),
        state: p.state,
        record: {
          number: d.npi,
          enumeration_type: "NPI-1",
          ...common,
          basic: {
            first_name: d.first.toUpperCase(),
            last_name: d.last.toUpperCase(),
            credential: d.credential,
            name_prefix: "--",
            name_suffix: "--",
            sole_proprietor: p.orgNpi ? "NO" : "YES",
            sex: "F",
            status: "A",
            enumeration_date: "2008-05-01",
            last_updated: "2020-02-11",
          },
          other_names: [],
          addresses: addresses(p, zip9),
          taxonomies: [taxonomy],
        },
      });
    }
  }
  return out;
}

/** GET /api/?version=2.1&...: AND-filtered, `skip`/`limit` paging, the 200-with-Errors validation answers. */
export function handleNppes(records: NppesRecord[], req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://fake");
  if (url.pathname !== "/api/" && url.pathname !== "/api") return json(res, 404, { error: "not found" });
  const q = url.searchParams;
  if (q.get("version") !== "2.1") return errors(res, ["Unsupported Version", "version", "17"]);
  const criteria = [
    "number",
    "postal_code",
    "city",
    "first_name",
    "last_name",
    "organization_name",
    "taxonomy_description",
  ].filter((k) => q.get(k));
  if (criteria.length === 0) {
    if (q.get("state")) return errors(res, ["Field state requires additional search criteria", "state", "07"]);
    if (q.get("enumeration_type"))
      return errors(res, ["Enumeration_type requires additional search criteria", "enumeration_type", "09"]);
    return errors(res, ["No valid search criteria provided", "", "04"]);
  }
  const type = q.get("enumeration_type");
  if (type && type !== "NPI-1" && type !== "NPI-2")
    return errors(res, ["Field enumeration_type has an invalid value", "enumeration_type", "05"]);
  const postal = q.get("postal_code");
  if (postal && /^\d\*$/.test(postal))
    return errors(res, ["Wildcard requires at least 2 characters", "postal_code", "03"]);
  const limit = Math.min(200, Math.max(1, Number(q.get("limit") ?? 10) || 10));
  const skip = Math.max(0, Number(q.get("skip") ?? 0) || 0);
  const taxonomy = q.get("taxonomy_description")?.toLowerCase().replace(/\*$/, "");
  const matches = records.filter(
    (r) =>
      (!type || r.type === type) &&
      (!postal || r.zip9.startsWith(postal.replace(/\*$/, ""))) &&
      (!q.get("city") || r.city === q.get("city")!.toUpperCase()) &&
      (!q.get("state") || r.state === q.get("state")!.toUpperCase()) &&
      (!taxonomy || "dentist, general practice".includes(taxonomy)),
  );
  const page = matches.slice(skip, skip + limit).map((m) => m.record);
  json(res, 200, { result_count: page.length, results: page });
}
