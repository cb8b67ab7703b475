import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DETECTION_SET_DIR } from "./detection-sets.ts";
import { isOwner, type UnitResult } from "./measure-split.ts";
import type { RealPage } from "./real-page-set.ts";

/**
 * A second, blind label for rows of the detection set (issue 18: how much of the gap to the goals is the labels'
 * own noise?). Labellers who never saw the first label, the detector or its figures labelled a mixed sample of
 * tuning and validation rows from their address, name and excerpt under the same rules
 * (../shared/reference/cbct-real-pages-dev.md). The first label stays the yardstick; these only say how far two
 * careful readers agree, and how the detector does on the rows they agree on.
 */
export const SECOND_LABELS_DIR = path.join(DETECTION_SET_DIR, "second-labels");

const secondLabelSchema = z.object({
  url: z.string(),
  label: z.enum(["confirmed", "likely", "uncertain", "not_detected"]),
  manufacturer: z.string().nullable(),
  why: z.string(),
  labeller: z.string(),
  /** The file of the row's first label ("cbct-real-pages-dev.jsonl" is the development set beside the repository). */
  set: z.string(),
  /**
   * What the labeller saw: "address" (the row's url, name and excerpt, as a scrape reads the page) or "text" (the
   * excerpt as pasted, markup stripped, no url: what the tester gets).
   */
  saw: z.enum(["address", "text"]),
});
export type SecondLabel = z.infer<typeof secondLabelSchema>;

/** Every second label by url, of labellers who saw the address or only the text (the first file wins). */
export function loadSecondLabels(saw: SecondLabel["saw"], dir = SECOND_LABELS_DIR): Map<string, SecondLabel> {
  const labels = new Map<string, SecondLabel>();
  if (!existsSync(dir)) return labels;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        continue; // a half-written line, as detection-sets.ts skips one
      }
      const parsed = secondLabelSchema.safeParse(json);
      if (parsed.success && parsed.data.saw === saw && !labels.has(parsed.data.url))
        labels.set(parsed.data.url, parsed.data);
    }
  }
  return labels;
}

export type Agreement = {
  rows: number;
  /** Share of rows where both call the practice an owner (confirmed or likely), or both do not. */
  ownerAgreement: number;
  /** Cohen's kappa on owner / non-owner: agreement beyond what the two labellers' base rates give by chance. */
  kappa: number;
  /** Share of the first label's owners the second labeller also calls owners: a reader's ceiling on owners recall. */
  secondFindsFirstOwners: number;
  /** Share of rows with the same one of the four labels. */
  sameLabel: number;
};

export function agreement(rows: readonly RealPage[], second: ReadonlyMap<string, SecondLabel>): Agreement {
  const pairs = rows.flatMap((r) => {
    const s = second.get(r.url);
    return s ? [{ first: r.label, second: s.label }] : [];
  });
  const n = pairs.length;
  const share = (k: number, of: number) => (of ? k / of : Number.NaN);
  const agreeing = pairs.filter((p) => isOwner(p.first) === isOwner(p.second)).length;
  const firstOwners = pairs.filter((p) => isOwner(p.first));
  const pa = share(firstOwners.length, n);
  const pb = share(pairs.filter((p) => isOwner(p.second)).length, n);
  const po = share(agreeing, n);
  const pe = pa * pb + (1 - pa) * (1 - pb);
  return {
    rows: n,
    ownerAgreement: po,
    kappa: pe === 1 ? Number.NaN : (po - pe) / (1 - pe),
    secondFindsFirstOwners: share(firstOwners.filter((p) => isOwner(p.second)).length, firstOwners.length),
    sameLabel: share(pairs.filter((p) => p.first === p.second).length, n),
  };
}

/** The detector on the rows two labellers agree on: owners found among agreed owners; agreed non-owners called likely. */
export type OnAgreedRows = { owners: number; ownersFound: number; nonOwners: number; nonOwnersLikely: number };

export function onAgreedRows(results: readonly UnitResult[], second: ReadonlyMap<string, SecondLabel>): OnAgreedRows {
  const agreed = results.filter((r) => {
    const s = r.unit.rows.length === 1 ? second.get(r.unit.key) : undefined;
    return s !== undefined && isOwner(s.label) === isOwner(r.unit.label);
  });
  const owners = agreed.filter((r) => isOwner(r.unit.label));
  const nonOwners = agreed.filter((r) => !isOwner(r.unit.label));
  return {
    owners: owners.length,
    ownersFound: owners.filter((r) => isOwner(r.status)).length,
    nonOwners: nonOwners.length,
    nonOwnersLikely: nonOwners.filter((r) => r.status === "likely").length,
  };
}
