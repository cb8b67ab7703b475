import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmartSearchParser } from "./smart-search-parser.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../../infra/fakes/openai/fake-openai.ts";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const answer = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    city: "Fredericksburg",
    state: "va",
    cbctStatus: ["not_detected", "uncertain"],
    leadType: ["hot"],
    services: ["implants"],
    minLeadScore: null,
    maxLeadScore: null,
    scannerMake: null,
    minScannerAge: null,
    maxScannerAge: null,
    replacementPriority: null,
    text: null,
    notUnderstood: ["near the river"],
    confidence: 0.82,
    ...over,
  });

const config = () => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "gpt-4o-mini" });
const QUESTION = "hot leads in Fredericksburg VA without a CBCT that place implants";

describe("smart search parser", () => {
  it("reads with the rules when no key is configured", async () => {
    const before = fake.seen.length;
    const reading = await createSmartSearchParser({ OPENAI_MODEL: "gpt-4o-mini" })(QUESTION);
    expect(reading.method).toBe("rules");
    expect(reading.filters.city).toBe("Fredericksburg");
    expect(fake.seen.length).toBe(before);
  });

  it("asks the model for structured output and explains the filters it returned", async () => {
    fake.reply = { status: 200, content: answer() };
    const reading = await createSmartSearchParser(config())(`${QUESTION} near the river`);
    expect(reading).toEqual({
      method: "ai",
      filters: {
        city: "Fredericksburg",
        state: "VA",
        cbctStatus: ["not_detected", "uncertain"],
        leadType: ["hot"],
        services: ["implants"],
      },
      explanation:
        'Hot leads in Fredericksburg, VA without a CBCT, offering implants. Not understood: "near the river".',
      confidence: 0.82,
      notUnderstood: ["near the river"],
    });
    expect(fake.seen.at(-1)!.auth).toBe("Bearer sk-test");
    expect(fake.seen.at(-1)!.body.response_format.json_schema.name).toBe("lead_filters");
  });

  it("asks once per question, not once per 30-second poll", async () => {
    fake.reply = { status: 200, content: answer({ notUnderstood: [] }) };
    const parse = createSmartSearchParser(config());
    const before = fake.seen.length;
    await parse("hot leads please");
    await parse("Hot leads please ");
    expect(fake.seen.length - before).toBe(1);
  });

  it.each([
    ["the server fails", { status: 500, content: "" }],
    ["the answer is not JSON", { status: 200, content: "not json" }],
    ["the make is unknown", { status: 200, content: answer({ scannerMake: "Acme Rays" }) }],
    ["the state is not a state", { status: 200, content: answer({ state: "Atlantis" }) }],
  ])("falls back to the rules when %s", async (_case, r) => {
    fake.reply = r;
    const logs: string[] = [];
    const reading = await createSmartSearchParser(config(), (m) => logs.push(m))(QUESTION);
    expect(reading.method).toBe("rules");
    expect(reading.filters).toEqual({
      leadType: ["hot"],
      city: "Fredericksburg",
      state: "VA",
      cbctStatus: ["not_detected", "uncertain"],
      services: ["implants"],
    });
    expect(logs.join("\n")).toContain("reading the question with the rules");
  });
});
