import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmartSearchParser } from "./smart-search-parser.ts";

/** A fake of OpenAI's POST /v1/chat/completions in its real wire format (reference: external-apis.md §6). */
let server: Server;
let baseURL = "";
let reply: { status: number; content: string } = { status: 200, content: "{}" };
const seen: Array<{ auth: string | undefined; body: { response_format: { json_schema: { name: string } } } }> = [];

async function readJson(req: IncomingMessage) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    seen.push({ auth: req.headers.authorization, body });
    res.writeHead(reply.status, { "content-type": "application/json" });
    if (reply.status !== 200) {
      res.end(JSON.stringify({ error: { message: "Server exploded", type: "server_error", param: null, code: null } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1760000000,
        model: body.model,
        choices: [
          { index: 0, finish_reason: "stop", message: { role: "assistant", content: reply.content, refusal: null } },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

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

const config = () => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseURL, OPENAI_MODEL: "gpt-4o-mini" });
const QUESTION = "hot leads in Fredericksburg VA without a CBCT that place implants";

describe("smart search parser", () => {
  it("reads with the rules when no key is configured", async () => {
    const before = seen.length;
    const reading = await createSmartSearchParser({ OPENAI_MODEL: "gpt-4o-mini" })(QUESTION);
    expect(reading.method).toBe("rules");
    expect(reading.filters.city).toBe("Fredericksburg");
    expect(seen.length).toBe(before);
  });

  it("asks the model for structured output and explains the filters it returned", async () => {
    reply = { status: 200, content: answer() };
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
    expect(seen.at(-1)!.auth).toBe("Bearer sk-test");
    expect(seen.at(-1)!.body.response_format.json_schema.name).toBe("lead_filters");
  });

  it("asks once per question, not once per 30-second poll", async () => {
    reply = { status: 200, content: answer({ notUnderstood: [] }) };
    const parse = createSmartSearchParser(config());
    const before = seen.length;
    await parse("hot leads please");
    await parse("Hot leads please ");
    expect(seen.length - before).toBe(1);
  });

  it.each([
    ["the server fails", { status: 500, content: "" }],
    ["the answer is not JSON", { status: 200, content: "not json" }],
    ["the make is unknown", { status: 200, content: answer({ scannerMake: "Acme Rays" }) }],
    ["the state is not a state", { status: 200, content: answer({ state: "Atlantis" }) }],
  ])("falls back to the rules when %s", async (_case, r) => {
    reply = r;
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
