import { desc, eq } from "drizzle-orm";
import type { PracticeHistory } from "@cbct/core/contracts/practice-history";
import type { Db } from "../client.ts";
import { activityLog } from "../schema/activity.ts";
import { cbctDetections } from "../schema/detections.ts";

export const HISTORY_LIMIT = 100;

/** A lead's detection history and activity, newest first (the lead dialog's history). */
export async function getPracticeHistory(db: Db, practiceId: number): Promise<PracticeHistory> {
  const [detections, activity] = await Promise.all([
    db
      .select()
      .from(cbctDetections)
      .where(eq(cbctDetections.practiceId, practiceId))
      .orderBy(desc(cbctDetections.createdAt), desc(cbctDetections.id))
      .limit(HISTORY_LIMIT),
    db
      .select()
      .from(activityLog)
      .where(eq(activityLog.practiceId, practiceId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    detections: detections.map((d) => ({
      id: d.id,
      detectionType: d.detectionType,
      confidence: Number(d.confidence),
      manufacturer: d.manufacturer,
      model: d.model,
      estimatedInstallYear: d.estimatedInstallYear,
      detectionMethod: d.detectionMethod,
      createdAt: d.createdAt.toISOString(),
    })),
    activity: activity.map((a) => {
      const kind = (a.metadata as { kind?: unknown } | null)?.kind;
      return {
        id: a.id,
        type: a.type,
        kind: typeof kind === "string" ? kind : null,
        message: a.message,
        createdAt: a.createdAt.toISOString(),
      };
    }),
  };
}
