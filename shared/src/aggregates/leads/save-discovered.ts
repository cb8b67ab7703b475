import { type AnyColumn, eq, or, type SQL, sql } from "drizzle-orm";
import type { DiscoveredPractice } from "@cbct/core/domain/discovery/candidate";
import { phoneKey } from "@cbct/core/domain/discovery/match-keys";
import { identityStreet, nameSimilarity, phoneStreetKey } from "@cbct/core/domain/discovery/practice-identity";
import type { Db } from "../../db/client.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { type DiscoverySource, practices } from "../../db/schema/practices.ts";

export type SavedDiscovery = {
  practiceId: number;
  created: boolean;
  websiteDomain: string | null;
  website: string | null;
};

const fill = (column: AnyColumn, value: unknown): SQL => sql`coalesce(${column}, ${value})`;

const num = (n: number | null, digits: number) => (n === null ? null : n.toFixed(digits));

const zip5 = (zip: string | null | undefined) => {
  const digits = (zip ?? "").replace(/\D/g, "").slice(0, 5);
  return digits.length === 5 ? digits : null;
};

/** What a lead must look like for the matcher: the keys it can be recognised by. */
export type IdentityRow = {
  id: number;
  practiceName: string;
  websiteDomain: string | null;
  npiNumber: string | null;
  identityKey: string | null;
  phone: string | null;
  address: string | null;
  zipCode: string | null;
};

/** How sure a row is the practice: 0 not it; higher is stronger. Exported for the merge command and tests. */
export function identityMatch(d: DiscoveredPractice, row: IdentityRow): number {
  const sameSite = Boolean(d.websiteDomain && row.websiteDomain === d.websiteDomain);
  const sameNpi = Boolean(d.npi && row.npiNumber === d.npi);
  if (sameSite) return 5;
  if (sameNpi) return 4;
  // Two different websites or two different NPIs are two practices, whatever else they share (two offices in one
  // building, a shared switchboard).
  if (d.websiteDomain && row.websiteDomain) return 0;
  if (d.npi && row.npiNumber) return 0;
  const key = phoneStreetKey(d.phone, d.address);
  if (key && row.identityKey === key) return 3;
  if (key && phoneStreetKey(row.phone, row.address) === key) return 3;
  const zip = zip5(d.zipCode);
  if (!zip || zip5(row.zipCode) !== zip) return 0;
  const names = nameSimilarity(d.practiceName, row.practiceName);
  const phone = phoneKey(d.phone);
  const street = identityStreet(d.address);
  // One of phone or street is missing or spelt differently on one side: the other, the zip and a similar name.
  if (phone && phoneKey(row.phone) === phone && (!street || !identityStreet(row.address))) return names >= 0.5 ? 2 : 0;
  if (street && identityStreet(row.address) === street && (!phone || !phoneKey(row.phone))) return names >= 0.6 ? 1 : 0;
  return 0;
}

/** The leads that could be this practice: by NPI, site, phone+street key, or phone or house number in its zip. */
async function candidateRows(db: Pick<Db, "select">, d: DiscoveredPractice): Promise<IdentityRow[]> {
  const keys: SQL[] = [];
  if (d.websiteDomain) keys.push(eq(practices.websiteDomain, d.websiteDomain));
  if (d.npi) keys.push(eq(practices.npiNumber, d.npi));
  const key = phoneStreetKey(d.phone, d.address);
  if (key) keys.push(eq(practices.identityKey, key));
  const zip = zip5(d.zipCode);
  const phone = phoneKey(d.phone);
  const house = identityStreet(d.address)?.split(" ")[0];
  if (zip && (phone || house)) {
    // Leads saved before identity keys existed, or whose phone or street a scrape changed: the zip index narrows to
    // a few rows, then the phone digits or the house number; identityMatch decides.
    const near: SQL[] = [];
    if (phone)
      near.push(sql`right(regexp_replace(coalesce(${practices.phone}, ''), '[^0-9]', '', 'g'), 10) = ${phone}`);
    if (house) near.push(sql`lower(${practices.address}) like ${`${house} %`}`);
    keys.push(sql`(${practices.zipCode} = ${zip} and (${or(...near)}))`);
  }
  if (keys.length === 0) return [];
  return db
    .select({
      id: practices.id,
      practiceName: practices.practiceName,
      websiteDomain: practices.websiteDomain,
      npiNumber: practices.npiNumber,
      identityKey: practices.identityKey,
      phone: practices.phone,
      address: practices.address,
      zipCode: practices.zipCode,
    })
    .from(practices)
    .where(or(...keys));
}

/** The best match, ties broken by name similarity, then by the oldest lead (the one with the longest history). */
export function bestMatch(d: DiscoveredPractice, rows: readonly IdentityRow[]): IdentityRow | null {
  let best: { row: IdentityRow; score: number; names: number } | null = null;
  for (const row of rows) {
    const score = identityMatch(d, row);
    if (score === 0) continue;
    const names = nameSimilarity(d.practiceName, row.practiceName);
    if (
      !best ||
      score > best.score ||
      (score === best.score && (names > best.names || (names === best.names && row.id < best.row.id)))
    ) {
      best = { row, score, names };
    }
  }
  return best?.row ?? null;
}

/**
 * Every key a save of this practice could match on. A save holds a transaction-scoped advisory lock on each (in one
 * order, so two saves never deadlock), so two runs saving the same practice at once take turns: the second sees the
 * first's lead and completes it instead of adding another.
 */
export function identityLockKeys(d: DiscoveredPractice): string[] {
  const keys = new Set<string>();
  if (d.npi) keys.add(`npi:${d.npi}`);
  if (d.websiteDomain) keys.add(`site:${d.websiteDomain}`);
  const key = phoneStreetKey(d.phone, d.address);
  if (key) keys.add(`ps:${key}`);
  const zip = zip5(d.zipCode);
  if (zip) keys.add(`zip:${zip}`);
  return [...keys].sort();
}

/**
 * Saves a discovered practice as a lead, or completes the lead it already is: one lead per real practice across
 * providers and runs, matched on NPI, website domain, and (for leads with neither) normalised phone plus street, name
 * similarity breaking ties. An existing lead keeps what it has (a scrape knows its own site better than a registry);
 * the registry only fills blanks, and a website found later attaches to the lead that had none.
 */
export async function saveDiscoveredPractice(db: Db, d: DiscoveredPractice): Promise<SavedDiscovery> {
  const source: DiscoverySource = d.sources[0] ?? "nppes";
  const doctorName = d.doctorNames.slice(0, 3).join(", ") || null;
  const identityKey = phoneStreetKey(d.phone, d.address);
  const lockKeys = identityLockKeys(d);
  for (let attempt = 0; attempt < 5; attempt++) {
    const saved = await db.transaction(async (tx) => {
      for (const key of lockKeys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 21))`);
      const rows = await candidateRows(tx, d);
      const existing = bestMatch(d, rows);
      if (existing) {
        // The NPI and the site move onto the lead only when no other lead holds them (both are unique).
        const npiFree =
          d.npi && !existing.npiNumber && !rows.some((r) => r.id !== existing.id && r.npiNumber === d.npi);
        const siteFree =
          d.websiteDomain &&
          !existing.websiteDomain &&
          !rows.some((r) => r.id !== existing.id && r.websiteDomain === d.websiteDomain);
        const [row] = await tx
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
            identityKey: fill(practices.identityKey, identityKey),
            ...(siteFree ? { website: d.website, websiteLink: d.website, websiteDomain: d.websiteDomain } : {}),
            ...(npiFree ? { npiNumber: d.npi } : {}),
            lastUpdated: sql`now()`,
          })
          .where(eq(practices.id, existing.id))
          .returning({ id: practices.id, websiteDomain: practices.websiteDomain, website: practices.websiteLink });
        return row
          ? { practiceId: row.id, created: false, websiteDomain: row.websiteDomain, website: row.website }
          : null;
      }
      const [inserted] = await tx
        .insert(practices)
        .values({
          practiceName: d.practiceName,
          doctorName,
          website: d.website,
          websiteLink: d.website,
          websiteDomain: d.websiteDomain,
          npiNumber: d.npi,
          identityKey,
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
        // A scrape (which does not take these locks) may have added the same site a moment ago: then the next
        // attempt finds and completes that lead.
        .onConflictDoNothing()
        .returning({ id: practices.id });
      if (!inserted) return null;
      // A new practice in the history, like a scrape's first sight of one: territory alerts read it (issue 22).
      await tx.insert(activityLog).values({
        type: "lead_discovered",
        message: `New practice discovered: ${d.practiceName}`,
        practiceId: inserted.id,
        metadata: { isNew: true, source },
      });
      return { practiceId: inserted.id, created: true, websiteDomain: d.websiteDomain, website: d.website };
    });
    if (saved) return saved;
  }
  throw new Error(`Could not save discovered practice ${d.practiceName}`);
}
