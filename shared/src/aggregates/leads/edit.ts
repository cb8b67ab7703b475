import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activityLog } from "../../db/schema/activity.ts";
import { type NewPractice, practices } from "../../db/schema/practices.ts";
import { planLeadEdit } from "@cbct/core/domain/lead/lead-edit";
import { isLive, type PracticeView, practiceViewColumns } from "../../db/queries/practice-list.ts";

/** The columns a user may change; identity, provenance, timestamps and the version stay with the system. */
export type PracticeChanges = Partial<
  Omit<
    NewPractice,
    | "id"
    | "createdAt"
    | "lastUpdated"
    | "websiteDomain"
    | "npiNumber"
    | "discoverySource"
    | "version"
    | "deletedAt"
    | "deletedBatch"
    | "deletedBy"
    | "searchText"
  >
>;

/** Every write to a lead goes through here: it moves lastUpdated and adds one to the version (see ETag, If-Match). */
export const bumpVersion = (at: Date | SQL) => ({ lastUpdated: at, version: sql`${practices.version} + 1` });

export type WriteResult = { ok: true; practice: PracticeView } | { ok: false; reason: "not_found" | "changed" };

type WriteMeta = { at: Date; userId: number | null; expectedVersion?: number | undefined };

/** "followUpNotes" -> "follow up notes": column names as a rep reads them in the history. */
const fieldWords = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

function scoreWords(scores: ReturnType<typeof planLeadEdit>["scores"]): string {
  const parts: string[] = [];
  if (scores.leadScore) parts.push(`lead score ${String(scores.leadScore.from)} -> ${String(scores.leadScore.to)}`);
  if (scores.leadType) parts.push(`lead type ${String(scores.leadType.from)} -> ${String(scores.leadType.to)}`);
  return parts.join(", ");
}

/**
 * Plans a change of one live lead from its current row and, if anything changes, writes it with one version bump
 * and one activity row, in one transaction. The row is locked while the plan is made (SELECT ... FOR UPDATE), so two
 * saves of one lead queue up instead of the second rescoring a row the first is rewriting; with `expectedVersion`
 * (If-Match) a save from a copy older than the row is refused as "changed" and writes nothing. A plan that changes
 * nothing writes nothing and answers the lead as it is: the version moves only when the lead does.
 */
function changeLead(
  db: Db,
  id: number,
  changes: PracticeChanges,
  meta: WriteMeta,
  activity: (practice: PracticeView, plan: ReturnType<typeof planLeadEdit>) => typeof activityLog.$inferInsert,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select(practiceViewColumns)
      .from(practices)
      .where(and(eq(practices.id, id), isLive))
      .for("update");
    if (!stored) return { ok: false, reason: "not_found" };
    if (meta.expectedVersion !== undefined && stored.version !== meta.expectedVersion) {
      return { ok: false, reason: "changed" };
    }
    const plan = planLeadEdit(stored, changes as Partial<PracticeView>, meta.at);
    if (Object.keys(plan.set).length === 0) return { ok: true, practice: stored };
    const [practice] = await tx
      .update(practices)
      .set({ ...(plan.set as PracticeChanges), ...bumpVersion(meta.at) })
      .where(eq(practices.id, id))
      .returning(practiceViewColumns);
    if (!practice) return { ok: false, reason: "not_found" };
    await tx.insert(activityLog).values(activity(practice, plan));
    return { ok: true, practice };
  });
}

/**
 * A rep's save: the edited columns, the Has CBCT rule and a rescore by the shared scoring module, as one write
 * (spec 7's PATCH and its follow-up recalculation in one). Derived columns in `changes` are ignored. The activity row
 * lists the columns that changed and, when they moved, the scores.
 */
export function updatePractice(db: Db, id: number, changes: PracticeChanges, meta: WriteMeta): Promise<WriteResult> {
  return changeLead(db, id, changes, meta, (practice, plan) => {
    const scores = scoreWords(plan.scores);
    const what = plan.fields.length ? `: ${plan.fields.map(fieldWords).join(", ")}` : "";
    return {
      type: "lead_updated",
      message: `Lead "${practice.practiceName}" updated${what}${scores ? ` (${scores})` : ""}`,
      practiceId: id,
      metadata: { userId: meta.userId, fields: plan.fields, derived: plan.derived, scores: plan.scores },
    };
  });
}

/**
 * Recalculate-score: the stored lead rescored with today's rules and date. When every derived column already holds
 * what scoring computes, nothing is written (no version bump, no activity row) and the lead is answered as it is.
 */
export function rescorePractice(db: Db, id: number, meta: WriteMeta): Promise<WriteResult> {
  return changeLead(db, id, {}, meta, (practice, plan) => ({
    type: "score_recalculated",
    message: `Scores recalculated for "${practice.practiceName}" (lead score ${practice.leadScore})`,
    practiceId: id,
    metadata: {
      userId: meta.userId,
      leadScore: practice.leadScore,
      practiceScore: practice.practiceScore,
      derived: plan.derived,
      scores: plan.scores,
    },
  }));
}
