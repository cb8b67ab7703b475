const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Last Updated (spec 2): whole days, else whole hours, else 'Recently'; 'Unknown' without a valid date. */
export function relativeTime(value: string | Date | null | undefined, now: Date): string {
  if (value === null || value === undefined || value === "") return "Unknown";
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "Unknown";
  const elapsed = now.getTime() - time;
  const days = Math.floor(elapsed / DAY_MS);
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} ago`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours > 0) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  return "Recently";
}
