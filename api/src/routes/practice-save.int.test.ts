import { LEAD_CHANGED_MESSAGE } from "@cbct/core/contracts/leads-workspace";
import { activityLog } from "@cbct/shared/db/schema/activity";
import { type NewPractice, type Practice, practices } from "@cbct/shared/db/schema/practices";
import { scorePractice, toScoringInput } from "@cbct/core/domain/scoring/index";
import { LEAD_SCORING_COLUMNS } from "@cbct/core/domain/scoring/scoring-columns";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { json } from "../../../infra/test/api-harness.ts";
import { leadFixture } from "../../test/practice-fixtures.ts";

/**
 * Saving a lead is one server operation: PATCH validates the edit, applies the Has CBCT rule and rescores with the
 * shared scoring module in one transaction (one version bump, one activity row); recalculate-score is then a no-op.
 */
const NOW = new Date("2026-06-15T12:00:00Z");

// Stored scores that do not match the lead (as an old client's PATCH or an import left them): the first write
// rescores.
const LEAD: NewPractice = {
  practiceName: "Bright Smiles Dental",
  city: "Fredericksburg",
  state: "VA",
  websiteDomain: "brightsmiles.example",
  cbctStatus: "uncertain",
  hasImplantPlacement: true,
  hasEndo: true,
  practiceScore: 12,
  aiScore: 3,
  leadScore: 60,
  leadType: "hot",
};
const fx = leadFixture(LEAD, { now: NOW, repName: "Sam Rivera" });
type Lead = Practice & { version: number };
const open = () => fx.open<Lead>();
const { save } = fx;
const recalculate = (ifMatch?: string, as = fx.cookie) =>
  fx.api.request(`/api/practices/${fx.id}/recalculate-score`, {
    method: "POST",
    cookie: as,
    headers: ifMatch ? { "If-Match": ifMatch } : {},
  });
const activity = () =>
  fx.api.deps.db.select().from(activityLog).where(eq(activityLog.practiceId, fx.id)).orderBy(asc(activityLog.id));
/** What the scoring module makes of the stored row now: the server's scores. */
const expectedScores = async () => {
  const [row] = await fx.api.deps.db.select().from(practices).where(eq(practices.id, fx.id));
  const scoring = scorePractice(toScoringInput(row!), { now: NOW });
  return Object.fromEntries(LEAD_SCORING_COLUMNS.map((c) => [c, scoring[c]]));
};

describe("PATCH /api/practices/:id: one save, one write", () => {
  it("bumps the version once, logs one row with the changed fields and scores, and scores on the server", async () => {
    const { etag, lead } = await open();
    const res = await save({ followUpNotes: "Demo booked", hasOralSurgery: true }, etag);
    expect(res.status).toBe(200);
    const saved = await json<Lead>(res);
    expect(saved.version).toBe(lead.version + 1);
    expect(res.headers.get("ETag")).toBe(`"v${lead.version + 1}"`);
    // Spec 9: implant placement 25 + endo 15 + oral surgery 25; lead score = practice + AI score.
    expect(saved.practiceScore).toBe(65);
    expect(saved.leadScore).toBe(saved.practiceScore + saved.aiScore);
    expect(saved).toMatchObject(await expectedScores());

    const rows = await activity();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "lead_updated" });
    expect(rows[0]!.message).toContain(
      `Lead "Bright Smiles Dental" updated: follow up notes, has oral surgery (lead score 60 -> ${saved.leadScore}`,
    );
    expect(rows[0]!.metadata).toMatchObject({
      fields: ["followUpNotes", "hasOralSurgery"],
      scores: { leadScore: { from: 60, to: saved.leadScore }, practiceScore: { from: 12, to: 65 } },
    });
  });

  it("ignores scores and derived fields a client sends: the server's own are stored", async () => {
    const res = await save({
      owner: "Alex Kim",
      leadScore: 150,
      practiceScore: -50,
      aiScore: 99,
      practiceScoreDynamic: -50,
      leadType: "premium",
      leadQualityCategory: "Premium Lead",
      salesLikelihoodScore: 100,
      isCbctLead: true,
      hasCbctCleaned: true,
      aiSummary: "written by a client",
    });
    expect(res.status).toBe(200);
    const saved = await json<Lead>(res);
    const scores = await expectedScores();
    expect(saved).toMatchObject({ ...scores, owner: "Alex Kim", isCbctLead: false, hasCbctCleaned: false });
    expect(saved.leadScore).not.toBe(150);
    expect(saved.aiSummary).not.toBe("written by a client");
    const [row] = await fx.api.deps.db.select().from(practices).where(eq(practices.id, fx.id));
    expect(row).toMatchObject(scores);
    const [entry] = await activity();
    expect(entry!.metadata).toMatchObject({ fields: ["owner"] });
  });

  it("answers 412 with the conflict text to a save from an older version, and writes nothing", async () => {
    const { etag } = await open();
    expect((await save({ owner: "Rep A" }, etag)).status).toBe(200);
    const stale = await save({ owner: "Rep B", hasSleep: true }, etag);
    expect(stale.status).toBe(412);
    expect(await json(stale)).toEqual({ error: LEAD_CHANGED_MESSAGE });
    const { lead } = await open();
    expect(lead).toMatchObject({ owner: "Rep A", hasSleep: false, version: 2 });
    expect(await activity()).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous saves from the same copy through", async () => {
    const { etag } = await open();
    const answers = await Promise.all([save({ owner: "Rep A" }, etag), save({ owner: "Rep B" }, etag)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 412]);
    expect((await open()).lead.version).toBe(2);
    expect(await activity()).toHaveLength(1);
  });

  it("writes nothing for a save that changes nothing", async () => {
    const { etag } = await open();
    const first = await json<Lead>(await save({ owner: "Rep A" }, etag));
    const again = await save({ owner: "Rep A", leadScore: 3 }, `"v${first.version}"`);
    expect(again.status).toBe(200);
    expect((await json<Lead>(again)).version).toBe(first.version);
    expect(again.headers.get("ETag")).toBe(`"v${first.version}"`);
    expect(await activity()).toHaveLength(1);
  });

  it("applies the Has CBCT rule once, on the server, and scores the result", async () => {
    // On: confirmed, a CBCT lead, and spec 9's -50 (floored at 0 when stored).
    const on = await json<Lead>(await save({ hasCbct: true }));
    expect(on).toMatchObject({ hasCbct: true, hasCbctCleaned: true, cbctStatus: "confirmed", isCbctLead: true });
    expect(on.practiceScore).toBe(0);
    // Off, whatever status comes with it: not_detected, not a CBCT lead.
    const off = await json<Lead>(await save({ hasCbct: false, cbctStatus: "confirmed", isCbctLead: true }));
    expect(off).toMatchObject({ hasCbct: false, cbctStatus: "not_detected", isCbctLead: false, practiceScore: 40 });
    // A status alone carries Has CBCT with it.
    const likely = await json<Lead>(await save({ cbctStatus: "likely" }));
    expect(likely).toMatchObject({ hasCbct: true, cbctStatus: "likely", isCbctLead: false });
    expect(await activity()).toHaveLength(3);
  });

  it("still answers 400 for a bad editable field, and writes nothing", async () => {
    const res = await save({ hasEndo: "yes", leadScore: 5 });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe("hasEndo must be true or false");
    expect(await activity()).toHaveLength(0);
  });
});

describe("POST /api/practices/:id/recalculate-score", () => {
  it("changes nothing after a save: no version bump, no activity row, the current lead answered", async () => {
    const { etag } = await open();
    const saved = await json<Lead>(await save({ followUpNotes: "Call Tuesday" }, etag));
    const res = await recalculate(`"v${saved.version}"`);
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe(`"v${saved.version}"`);
    expect(await json<Lead>(res)).toMatchObject({ version: saved.version, leadScore: saved.leadScore });
    expect(await activity()).toHaveLength(1);
  });

  it("rescores a lead whose stored scores are stale: one bump, one row; the next call is a no-op", async () => {
    const first = await recalculate();
    expect(first.status).toBe(200);
    const rescored = await json<Lead>(first);
    expect(rescored.version).toBe(2);
    expect(rescored).toMatchObject(await expectedScores());
    expect(rescored.practiceScore).toBe(40);
    const second = await json<Lead>(await recalculate());
    expect(second.version).toBe(2);
    const rows = await activity();
    expect(rows.map((r) => r.type)).toEqual(["score_recalculated"]);
    expect(rows[0]!.metadata).toMatchObject({ scores: { leadScore: { from: 60, to: rescored.leadScore } } });
  });

  it("honours If-Match: a stale version is refused with 412 and nothing is written", async () => {
    const { etag } = await open();
    await save({ owner: "Rep A" }, etag);
    const res = await recalculate(etag);
    expect(res.status).toBe(412);
    expect(await json(res)).toEqual({ error: LEAD_CHANGED_MESSAGE });
    expect(await activity()).toHaveLength(1);
    expect((await recalculate('"nonsense"')).status).toBe(412);
  });

  it("rescores with today's date: a scanner that ages into replacement moves the lead", async () => {
    await save({ hasCbct: true, cbctInstallYear: 2017 });
    const before = (await open()).lead;
    expect(before.replacementPriority).toBe("medium");
    // New Year: the scanner turns ten (the June session has expired by then: sign in again).
    fx.api.clock.now = new Date("2027-01-01T01:00:00Z");
    const later = await fx.api.signUp({ name: "Sam Later" });
    const res = await json<Lead>(await recalculate(undefined, later.cookie));
    expect(res.version).toBe(before.version + 1);
    expect(res.replacementPriority).toBe("high");
  });
});
