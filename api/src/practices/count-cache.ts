/**
 * The number of leads a filtered list matches (X-Total-Count), kept per (filters, leads revision): a count reads
 * every matching lead, while the revision (one row, moved by any write to the leads) says whether it can have changed.
 * In memory, least recently used first out past `max` entries (~100 bytes each); entries of an old revision are
 * never asked for again and age out. Each API process keeps its own; a miss only costs the count it would have run.
 */
export type CountCache = {
  get: (filterKey: string, revision: number, count: () => Promise<number>) => Promise<number>;
  /**
   * The newest count these filters were found to have, at whatever revision: an estimate (a write may have moved it
   * since) for choosing how to read a deep page before this revision's count is known. Never an answer.
   */
  lastKnown: (filterKey: string) => number | undefined;
  size: () => number;
};

export function createCountCache(max = 1_000): CountCache {
  const entries = new Map<string, Promise<number>>();
  const latest = new Map<string, number>();
  return {
    async get(filterKey, revision, count) {
      const key = `${revision}\u0000${filterKey}`;
      let hit = entries.get(key);
      if (hit) {
        // Most recently used goes to the end of the Map's order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      // The promise itself is kept, so requests arriving together share one count.
      hit = count();
      entries.set(key, hit);
      hit.then(
        (n) => {
          latest.delete(filterKey);
          latest.set(filterKey, n);
          while (latest.size > max) latest.delete(latest.keys().next().value!);
        },
        () => entries.delete(key),
      );
      while (entries.size > max) entries.delete(entries.keys().next().value!);
      return hit;
    },
    lastKnown: (filterKey) => latest.get(filterKey),
    size: () => entries.size,
  };
}
