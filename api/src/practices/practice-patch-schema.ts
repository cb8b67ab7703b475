import type { PracticeChanges } from "@cbct/shared/aggregates/leads/index";
import { CBCT_STATUSES, practices } from "@cbct/shared/db/schema/practices";
import { DERIVED_LEAD_COLUMNS } from "@cbct/core/domain/scoring/scoring-columns";
import { type Column, getTableColumns } from "drizzle-orm";
import { z } from "zod";

/**
 * The client PATCHes "the whole lead object" (spec 7), as it received it. Identity, provenance and system
 * timestamps are ignored, as are keys that are not columns and every column the scoring derives (scores, lead type,
 * category, likelihood, strategy texts: DERIVED_LEAD_COLUMNS): the server rescores the saved lead itself, so a
 * client's copy of them, stale or computed without the floor, never lands. Everything else is type-checked against
 * its column. Ignored rather than refused: spec 7's client sends the whole lead back, scores included.
 */
const READ_ONLY = new Set([
  "id",
  "createdAt",
  "lastUpdated",
  "scrapedAt",
  "rawData",
  "websiteDomain",
  "npiNumber",
  "discoverySource",
  // Where the scrape read each contact field, and the offices it found: what the site said, not a rep's edit.
  "fieldSources",
  "otherLocations",
  // Concurrency and recycle-bin bookkeeping (If-Match carries the version; Clear All and restore move the rest).
  "version",
  "deletedAt",
  "deletedBatch",
  "deletedBy",
  "searchText",
  // Owned by the Glide sync: a stale copy sent back by the dialog must not point the lead at another row.
  "glideRowId",
  "glideRowHash",
  // Owned by the geocoder (issue 22): where the lead's point came from and how precise it is.
  "geoSource",
  "geoPrecision",
  "geocodedAt",
]);

const MAX_TEXT = 20_000;
const MAX_LIST = 500;
const INT4 = 2_147_483_647;

const blankToNull = (v: unknown) => (v === "" ? null : v);

function integer(name: string) {
  const message = `${name} must be a whole number`;
  return z
    .union(
      [
        z.number({ message }),
        z
          .string({ message })
          .trim()
          .regex(/^-?\d+$/, message)
          .transform(Number),
      ],
      { message },
    )
    .pipe(z.number({ message }).int(message).min(-INT4, message).max(INT4, message));
}

/** Ranges a column's own meaning imposes, beyond what its SQL type holds. */
const RANGES: Record<string, { min: number; max: number }> = {
  cbctConfidence: { min: 0, max: 100 },
  starRating: { min: 0, max: 5 },
};

/**
 * The value Postgres stores in numeric(p, s): rounded half away from zero at `scale` digits, done on the decimal
 * text (a binary float would round 999.995 down and let 1000.00 overflow numeric(5, 2)). Null when it overflows.
 */
export function roundDecimal(text: string, precision: number, scale: number): string | null {
  const match = /^(-?)(\d*)\.?(\d*)$/.exec(text);
  if (!match) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  const digits = BigInt(`${whole || "0"}${fraction.padEnd(scale, "0").slice(0, scale)}`);
  const scaled = digits + ((fraction[scale] ?? "0") >= "5" ? 1n : 0n);
  if (scaled >= 10n ** BigInt(precision)) return null;
  const padded = scaled.toString().padStart(scale + 1, "0");
  const int = padded.slice(0, padded.length - scale);
  const rounded = scale > 0 ? `${int}.${padded.slice(padded.length - scale)}` : int;
  return scaled === 0n ? rounded : `${sign}${rounded}`;
}

/** numeric(p, s) travels as a string (the driver's form); numbers are accepted and stored as their rounded text. */
function decimal(name: string, precision: number, scale: number) {
  const range = RANGES[name];
  const limit = 10 ** (precision - scale);
  const message = range
    ? `${name} must be a number from ${range.min} to ${range.max}`
    : `${name} must be a number below ${limit.toLocaleString("en-US")}`;
  return z
    .union(
      [
        z.number({ message }),
        z
          .string({ message })
          .trim()
          .regex(/^-?(\d+\.?\d*|\.\d+)$/, message),
      ],
      { message },
    )
    .transform((v, ctx) => {
      const rounded = roundDecimal(typeof v === "number" ? v.toString() : v, precision, scale);
      const n = Number(rounded);
      if (rounded === null || (range && (n < range.min || n > range.max))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return rounded;
    });
}

// Postgres timestamps end at year 294276 and start at 4713 BC, JavaScript dates elsewhere; a lead's dates are
// neither: anything outside these years is a typing mistake.
const MIN_DATE = Date.UTC(1900, 0, 1);
const MAX_DATE = Date.UTC(10_000, 0, 1);

function timestamp(name: string) {
  const message = `${name} must be a date`;
  return z
    .string({ message })
    .max(64, message)
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), message)
    .refine((d) => d.getTime() >= MIN_DATE && d.getTime() < MAX_DATE, `${name} must be between 1900 and 9999`);
}

function columnSchema(name: string, column: Column): z.ZodType {
  if (name === "cbctStatus")
    return z.enum(CBCT_STATUSES, { message: `cbctStatus must be one of ${CBCT_STATUSES.join(", ")}` });
  if (name === "practiceName")
    return z.string({ message: "Practice name is required" }).trim().min(1, "Practice name is required").max(500);
  let schema: z.ZodType;
  switch (column.columnType) {
    case "PgText":
      schema = z.string({ message: `${name} must be text` }).max(MAX_TEXT, `${name} is too long`);
      break;
    case "PgInteger":
      schema = integer(name);
      break;
    case "PgNumeric": {
      const { precision = 10, scale = 2 } = column as unknown as { precision?: number; scale?: number };
      schema = decimal(name, precision, scale);
      break;
    }
    case "PgBoolean":
      schema = z.boolean({ message: `${name} must be true or false` });
      break;
    case "PgTimestamp":
      schema = timestamp(name);
      break;
    case "PgArray":
      schema = z
        .array(z.string({ message: `${name} must be a list of text` }).max(MAX_TEXT), {
          message: `${name} must be a list of text`,
        })
        .max(MAX_LIST, `${name} has too many entries`);
      break;
    default:
      throw new Error(`practice column ${name} has unsupported type ${column.columnType}`);
  }
  return column.notNull ? schema : z.preprocess(blankToNull, schema.nullable());
}

const shape = Object.fromEntries(
  Object.entries(getTableColumns(practices))
    .filter(([name]) => !READ_ONLY.has(name) && !DERIVED_LEAD_COLUMNS.has(name))
    .map(([name, column]) => [name, columnSchema(name, column).optional()]),
);

/** Partial: only keys present are written. Unknown, read-only and derived keys are dropped (zod strips them). */
export const practicePatchSchema = z.object(shape).transform((value) => value as PracticeChanges);
