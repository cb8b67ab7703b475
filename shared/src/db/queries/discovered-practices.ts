import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { phoneKey } from "../../domain/discovery/match-keys.ts";
import type { DiscoveredPractice } from "../../domain/discovery/candidate.ts";
import type { Db } from "../client.ts";
import { type DiscoverySource, practices } from "../schema/practices.ts";

export type SavedDiscovery = {
  practiceId: number;
  created: boolean;
  websiteDomain: string | null;
  website: string | null;
};

const fill = (column: AnyColumn, value: unknown): SQL => sql`coalesce(${column}, ${value})`;

const num = (n: number | null, digits: number) => (n === null ? null : n.toFixed(digits));

/**
 * Saves a discovered practice as a lead, or completes the lead it already is: matched by website domain, else by
 * NPI (the two unique keys), so a second run over the same area updates leads and never duplicates them. An existing
 * lead keeps what it has (a scrape knows its own site better than a registry); the registry only fills blanks.
 */
export async function saveDiscoveredPractice(db: Db, d: DiscoveredPractice): Promise<SavedDiscovery> {
  const keys = [
    ...(d.websiteDomain ? [eq(practices.websiteDomain, d.websiteDomain)] : []),
    ...(d.npi ? [eq(practices.npiNumber, d.npi)] : []),
  ];
  const source: DiscoverySource = d.sources[0] ?? "nppes";
  const doctorName = d.doctorNames.slice(0, 3).join(", ") || null;
  const phoneDigits = phoneKey(d.phone);
  for (let attempt = 0; attempt < 5; attempt++) {
    let matches = keys.length
      ? await db
          .select({
            id: practices.id,
            websiteDomain: practices.websiteDomain,
            npiNumber: practices.npiNumber,
            website: practices.website,
          })
          .from(practices)
          .where(or(...keys))
      : [];
    // A lead with neither site nor NPI (found by Places or OpenStreetMap alone) is recognised by its phone in its zip.
    if (matches.length === 0 && phoneDigits && d.zipCode) {
      matches = await db
        .select({
          id: practices.id,
          websiteDomain: practices.websiteDomain,
          npiNumber: practices.npiNumber,
          website: practices.website,
        })
        .from(practices)
        .where(
          and(
            eq(practices.zipCode, d.zipCode),
            sql`right(regexp_replace(coalesce(${practices.phone}, ''), '\D', '', 'g'), 10) = ${phoneDigits}`,
            ...(d.websiteDomain ? [isNull(practices.websiteDomain)] : []),
          ),
        )
        .limit(1);
    }
    const byDomain = matches.find((m) => d.websiteDomain && m.websiteDomain === d.websiteDomain);
    const existing = byDomain ?? matches[0];
    if (existing) {
      // The NPI moves onto the row only when no other lead holds it (two rows can match: one by site, one by NPI).
      const npiFree = d.npi && !matches.some((m) => m.id !== existing.id && m.npiNumber === d.npi);
      const [row] = await db
        .update(practices)
        .set({
          doctorName: fill(practices.doctorName, doctorName),
          phone: fill(practices.phone, d.phone),
          telephone: fill(practices.telephone, d.phone),
          address: fill(practices.address, d.address),
          practiceAddress: fill(practices.practiceAddress, d.address),
          city: fill(practices.city, d.city),
          practiceCity: fill(practices.practiceCity, d.city),
          state: fill(practices.state, d.state),
          practiceState: fill(practices.practiceState, d.state),
          zipCode: fill(practices.zipCode, d.zipCode),
          practiceZipCode: fill(practices.practiceZipCode, d.zipCode),
          latitude: fill(practices.latitude, num(d.latitude, 7)),
          longitude: fill(practices.longitude, num(d.longitude, 7)),
          starRating: fill(practices.starRating, num(d.starRating, 2)),
          reviewCount: fill(practices.reviewCount, d.reviewCount),
          googleMapsLink: fill(practices.googleMapsLink, d.googleMapsLink),
          ...(d.website && !existing.websiteDomain
            ? { website: d.website, websiteLink: d.website, websiteDomain: d.websiteDomain }
            : {}),
          ...(npiFree && !existing.npiNumber ? { npiNumber: d.npi } : {}),
          lastUpdated: sql`now()`,
        })
        .where(eq(practices.id, existing.id))
        .returning({ id: practices.id, websiteDomain: practices.websiteDomain, website: practices.websiteLink });
      if (row) return { practiceId: row.id, created: false, websiteDomain: row.websiteDomain, website: row.website };
      continue;
    }
    const [inserted] = await db
      .insert(practices)
      .values({
        practiceName: d.practiceName,
        doctorName,
        website: d.website,
        websiteLink: d.website,
        websiteDomain: d.websiteDomain,
        npiNumber: d.npi,
        phone: d.phone,
        telephone: d.phone,
        address: d.address,
        practiceAddress: d.address,
        city: d.city,
        practiceCity: d.city,
        state: d.state,
        practiceState: d.state,
        zipCode: d.zipCode,
        practiceZipCode: d.zipCode,
        latitude: num(d.latitude, 7),
        longitude: num(d.longitude, 7),
        starRating: num(d.starRating, 2),
        reviewCount: d.reviewCount,
        googleMapsLink: d.googleMapsLink,
        discoverySource: source,
        rawData: { discovery: { sources: d.sources, doctorNames: d.doctorNames } },
      })
      // Another run may have inserted the same practice a moment ago: then the next loop finds and completes it.
      .onConflictDoNothing()
      .returning({ id: practices.id });
    if (inserted) return { practiceId: inserted.id, created: true, websiteDomain: d.websiteDomain, website: d.website };
  }
  throw new Error(`Could not save discovered practice ${d.practiceName}`);
}
