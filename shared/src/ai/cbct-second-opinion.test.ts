import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectCbct } from "../domain/cbct/index.ts";
import { createCbctSecondOpinion } from "./cbct-second-opinion.ts";

/** A fake of OpenAI's POST /v1/chat/completions in its real wire format (reference: external-apis.md §6). */
type Seen = { auth: string | undefined; body: { model: string; response_format: { json_schema: { name: string } } } };
let server: Server;
let baseURL = "";
let reply: { status: number; content: string } = { status: 200, content: "{}" };
const seen: Seen[] = [];

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

const text = "Our office uses 3D imaging to plan implants. Ask us about it.";

describe("CBCT second opinion", () => {
  it("is off without an API key", () => {
    expect(createCbctSecondOpinion({ OPENAI_MODEL: "gpt-4o-mini" })).toBeNull();
  });

  it("asks for structured output and lets the model move the status and write the reasoning", async () => {
    const opinion = createCbctSecondOpinion({
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: baseURL,
      OPENAI_MODEL: "gpt-4o-mini",
    })!;
    const rules = detectCbct([{ url: null, text }]);
    reply = {
      status: 200,
      content: JSON.stringify({
        status: "confirmed",
        confidence: 91,
        manufacturer: "Planmeca",
        model: "ProMax 3D",
        reasoning: "The practice says its own office takes the 3D scans.",
      }),
    };
    const result = await opinion({ practiceName: "Test Practice", detection: rules, text });
    expect(result.status).toBe("confirmed");
    expect(result.reasoning).toBe("The practice says its own office takes the 3D scans.");
    expect(result.method).toMatch(/\+ai$/);
    const last = seen.at(-1)!;
    expect(last.auth).toBe("Bearer sk-test");
    expect(last.body.model).toBe("gpt-4o-mini");
    expect(last.body.response_format.json_schema.name).toBe("cbct_opinion");
  });

  it("keeps the rule-based result when the service fails", async () => {
    const logs: string[] = [];
    const opinion = createCbctSecondOpinion(
      { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseURL, OPENAI_MODEL: "gpt-4o-mini" },
      (m) => logs.push(m),
    )!;
    const rules = detectCbct([{ url: null, text }]);
    reply = { status: 500, content: "" };
    const result = await opinion({ practiceName: "Test Practice", detection: rules, text });
    expect(result).toEqual(rules);
    expect(logs.join(" ")).toContain("keeping the rule-based result");
  });
});
