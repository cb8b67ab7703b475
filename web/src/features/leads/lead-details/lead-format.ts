/** How the dialog and the PDF write a lead's values (spec 9: dollars, rating x.x/5.0, ROI to one decimal). */

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const NOT_SET = "Not set";

export function dollars(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === null ? NOT_SET : USD.format(n);
}

export function rating(value: string | number | null | undefined, reviews?: number | null): string {
  const n = toNumber(value);
  if (n === null) return "No rating";
  const count = reviews ? ` (${reviews.toLocaleString("en-US")} ${reviews === 1 ? "review" : "reviews"})` : "";
  return `${n.toFixed(1)}/5.0${count}`;
}

export function roi(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === null ? NOT_SET : `${n.toFixed(1)}%`;
}

export function dateText(value: string | null | undefined, withTime = false): string {
  if (!value) return "Never";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "Never";
  return d.toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
  });
}

export const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === "" ? NOT_SET : String(value);

export const yesNo = (value: boolean): string => (value ? "Yes" : "No");

/** 'short-term' -> 'Short term', 'replacement-upgrade' -> 'Replacement upgrade'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return NOT_SET;
  const spaced = value.replace(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A PDF file name: the practice's name in safe characters plus a timestamp (spec 9). */
export function reportFileName(practiceName: string, at: Date): string {
  const slug =
    practiceName
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 60) || "practice";
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return `${slug}-report-${stamp}.pdf`;
}
