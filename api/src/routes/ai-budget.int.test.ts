import { type FakeOpenAi, startFakeOpenAi } from "../../../infra/fakes/openai/fake-openai.ts";
import type { AnalyzeCbctResponse } from "@cbct/core/contracts/cbct";
import type { SearchInfo } from "@cbct/core/contracts/leads-workspace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

// General talk about CBCT, not the practice's own claim: the rules call it uncertain.
const MENTION = "Cone beam CT imaging can help plan dental implants. Call us at (540) 555-0101.";
const OWNS = "Our office features a Planmeca cone beam CT scanner so we can plan implants on site.";

let fake: FakeOpenAi;
let api: TestApi;

const OPINION = {
  status: "confirmed",
  confidence: 100,
  manufacturer: "Carestream",
  model: "CS 9600",
  reasoning: "It is there.",
};
const FILTERS = {
  city: null,
  state: "VA",
  cbctStatus: ["confirmed"],
  leadType: [],
  services: [],
  minLeadScore: null,
  maxLeadScore: null,
  scannerMake: null,
  minScannerAge: null,
  maxScannerAge: null,
  replacementPriority: null,
  text: null,
  notUnderstood: [],
  confidence: 0.9,
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  api = await startTestApi({
    config: {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MAX_PER_USER_PER_HOUR: 2,
      OPENAI_DAILY_BUDGET_REQUESTS: 5,
    },
  });
  await api.deps.redis.ping();
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const analyze = (cookie: string, websiteContent: string) =>
  api
    .request("/api/cbct/analyze", { body: { practiceName: "Riverside Dental", websiteContent }, cookie })
    .then((r) => json<AnalyzeCbctResponse>(r));
const search = (cookie: string, q: string) =>
  api
    .request(`/api/practices?smartSearch=${encodeURIComponent(q)}`, { cookie })
    .then((r) => json<{ searchInfo: SearchInfo }>(r));

describe("OpenAI: per-user limit, daily budget, and what the second opinion may change", () => {
  it("the second opinion never raises the rules' status, keeps only names the page has, and labels its words", async () => {
    const { cookie } = await api.signUp();
    fake.reply = { status: 200, content: JSON.stringify(OPINION) };
    const uncertain = await analyze(cookie, MENTION);
    expect(uncertain.summary.cbctStatus).toBe("uncertain");
    expect(uncertain.summary.confidence).toBeLessThan(100);
    expect(uncertain.cbctAnalysis.manufacturer).toBeNull();
    expect(uncertain.cbctAnalysis.model).toBeNull();
    expect(uncertain.cbctAnalysis.reasoning).toMatch(/\n\nAI opinion: It is there\.$/);
    expect(uncertain.aiNotice).toBeUndefined();

    const owns = await analyze(cookie, OWNS);
    // The rules found Planmeca; the model's "Carestream" is not on the page and does not replace or add to it.
    expect(owns.cbctAnalysis.manufacturer).toBe("Planmeca");
    expect(owns.cbctAnalysis.model).toBeNull();
  });

  it("past OPENAI_MAX_PER_USER_PER_HOUR the rules answer alone and the answer says so", async () => {
    const { cookie } = await api.signUp();
    fake.reply = { status: 200, content: JSON.stringify(OPINION) };
    const before = fake.seen.length;
    await analyze(cookie, MENTION);
    fake.reply = { status: 200, content: JSON.stringify(FILTERS) };
    expect((await search(cookie, "confirmed cbct in virginia")).searchInfo.method).toBe("ai");
    expect(fake.seen.length - before).toBe(2);

    const third = await search(cookie, "hot leads in virginia");
    expect(third.searchInfo.method).toBe("rules");
    expect(third.searchInfo.aiNotice).toBe("Your hourly AI limit is reached: rules only");
    const tester = await analyze(cookie, MENTION);
    expect(tester.aiNotice).toBe("Your hourly AI limit is reached: rules only");
    expect(tester.cbctAnalysis.reasoning).not.toMatch(/AI opinion/);
    expect(fake.seen.length - before).toBe(2);
  });

  it("past OPENAI_DAILY_BUDGET_REQUESTS (the whole deployment) every user gets the rules, told 'AI budget reached'", async () => {
    // 4 of the day's 5 calls were spent above; one more user takes the last one.
    const { cookie } = await api.signUp();
    fake.reply = { status: 200, content: JSON.stringify(FILTERS) };
    expect((await search(cookie, "confirmed cbct in va")).searchInfo.method).toBe("ai");
    const before = fake.seen.length;
    const fresh = await api.signUp();
    const out = await search(fresh.cookie, "premium leads in maryland");
    expect(out.searchInfo).toMatchObject({ method: "rules", aiNotice: "AI budget reached: rules only" });
    expect((await analyze(fresh.cookie, MENTION)).aiNotice).toBe("AI budget reached: rules only");
    expect(fake.seen.length).toBe(before);
  });
});
