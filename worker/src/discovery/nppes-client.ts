import type { PracticeCandidate } from "@cbct/core/domain/discovery/candidate";
import { z } from "zod";
import { ProviderError } from "./provider-error.ts";
import { type ProviderHttp, requestJson } from "./provider-http.ts";
import type { SearchArea } from "./search-area.ts";
import { titleCase } from "./title-case.ts";

const str = z.union([z.string(), z.number()]).transform(String);
const addressSchema = z.object({
  address_purpose: z.string(),
  address_1: z.string().default(""),
  address_2: z.string().optional(),
  city: z.string().default(""),
  state: z.string().default(""),
  postal_code: z.string().default(""),
  telephone_number: z.string().optional(),
});
const recordSchema = z.object({
  number: str,
  enumeration_type: z.enum(["NPI-1", "NPI-2"]),
  basic: z
    .object({
      organization_name: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      credential: z.string().optional(),
      status: z.string().optional(),
    })
    .passthrough(),
  other_names: z
    .array(z.object({ type: z.string().optional(), organization_name: z.string().optional() }).passthrough())
    .default([]),
  addresses: z.array(addressSchema).default([]),
  taxonomies: z.array(z.object({ code: z.string(), primary: z.boolean().optional() }).passthrough()).default([]),
});
const answerSchema = z.union([
  z.object({ result_count: z.number(), results: z.array(z.unknown()) }),
  z.object({ Errors: z.array(z.object({ description: z.string(), field: z.string().optional() })) }),
]);

const PAGE = 200;
// NPPES stops at skip=1000: at most 1,200 records per set of criteria.
const MAX_SKIP = 1000;

function toCandidate(record: z.infer<typeof recordSchema>): PracticeCandidate | null {
  // Dentists only (NUCC 1223...): hygienists, assistants and labs share the "Dental" words but not the code.
  if (!record.taxonomies.some((t) => t.code.startsWith("1223"))) return null;
  if (record.basic.status && record.basic.status !== "A") return null;
  // Select by purpose, never by index: live answers list MAILING first.
  const location = record.addresses.find((a) => a.address_purpose === "LOCATION");
  if (!location) return null;
  const isOrganization = record.enumeration_type === "NPI-2";
  const dba = record.other_names.find(
    (o) => /doing business as/i.test(o.type ?? "") || o.type === "3",
  )?.organization_name;
  const doctor =
    !isOrganization && record.basic.first_name && record.basic.last_name
      ? titleCase(`${record.basic.first_name} ${record.basic.last_name}`)
      : null;
  const name = isOrganization
    ? titleCase(dba ?? record.basic.organization_name ?? "")
    : `Dr. ${doctor}${record.basic.credential ? `, ${record.basic.credential.replace(/\./g, "")}` : ""}`;
  if (!name.trim()) return null;
  const zip = location.postal_code.replace(/\D/g, "").slice(0, 5);
  return {
    source: "nppes",
    sourceId: record.number,
    name,
    isOrganization,
    doctorName: doctor,
    npi: record.number,
    phone: location.telephone_number ?? null,
    address: titleCase([location.address_1, location.address_2].filter(Boolean).join(" ")),
    city: location.city ? titleCase(location.city) : null,
    state: location.state || null,
    zipCode: zip || null,
    website: null,
    latitude: null,
    longitude: null,
    starRating: null,
    reviewCount: null,
    googleMapsLink: null,
  };
}

/**
 * Dentists in the NPPES NPI Registry (API v2.1) at a zip code or in a city: organisations (NPI-2) and individual
 * dentists (NPI-1), practice-location addresses only, paged 200 at a time up to `maxRecords` per type.
 */
export function createNppesClient(deps: { baseUrl: string; http: ProviderHttp }) {
  const endpoint = `${deps.baseUrl.replace(/\/$/, "")}/`;

  async function page(params: URLSearchParams, signal?: AbortSignal) {
    const { body } = await requestJson(
      "NPPES",
      `${endpoint}?${params}`,
      {},
      { ...deps.http, ...(signal ? { signal } : {}) },
      (s) => `answered HTTP ${s}`,
    );
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError("NPPES", "answered in an unexpected format", false);
    // Validation problems come back as HTTP 200 with an Errors list; asking again cannot help.
    if ("Errors" in parsed.data)
      throw new ProviderError(
        "NPPES",
        `refused the search: ${parsed.data.Errors.map((e) => e.description).join("; ")}`,
        false,
      );
    return parsed.data.results;
  }

  return async function searchDentists(
    area: SearchArea,
    maxRecords: number,
    signal?: AbortSignal,
  ): Promise<PracticeCandidate[]> {
    const out: PracticeCandidate[] = [];
    for (const type of ["NPI-2", "NPI-1"] as const) {
      let kept = 0;
      for (let skip = 0; skip <= MAX_SKIP && kept < maxRecords; skip += PAGE) {
        const params = new URLSearchParams({
          version: "2.1",
          taxonomy_description: "Dentist",
          enumeration_type: type,
          address_purpose: "LOCATION",
          limit: String(PAGE),
          skip: String(skip),
        });
        if (area.kind === "zipcode") params.set("postal_code", area.zipCode);
        else {
          params.set("city", area.city.toUpperCase());
          params.set("state", area.state);
        }
        const results = await page(params, signal);
        for (const raw of results) {
          const record = recordSchema.safeParse(raw);
          const candidate = record.success ? toCandidate(record.data) : null;
          if (candidate) {
            out.push(candidate);
            kept++;
          }
        }
        // result_count is this page's size, not a total: a short page is the last one.
        if (results.length < PAGE) break;
      }
    }
    return out;
  };
}

export type NppesClient = ReturnType<typeof createNppesClient>;
