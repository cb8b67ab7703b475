import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake saw of one request: the bearer token and the JSON body. */
export type SeenRequest = {
  auth: string | undefined;
  body: { model: string; response_format: { json_schema: { name: string } } } & Record<string, unknown>;
};

export type FakeOpenAi = {
  /** The `/v1` base URL to give as OPENAI_BASE_URL. */
  baseURL: string;
  /** The next answers: a 200 with this message content, or an error status with OpenAI's error envelope. */
  reply: { status: number; content: string };
  seen: SeenRequest[];
  close: () => Promise<void>;
};

async function readJson(req: IncomingMessage) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

/**
 * Test support: a fake of OpenAI's POST /v1/chat/completions in its real wire format (reference: external-apis.md
 * §6) on 127.0.0.1, for the clients that use structured output (CBCT second opinion, smart search).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = { baseURL: "", reply: { status: 200, content: "{}" }, seen: [], close: async () => {} };
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    fake.seen.push({ auth: req.headers.authorization, body });
    res.writeHead(fake.reply.status, { "content-type": "application/json" });
    if (fake.reply.status !== 200) {
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
          {
            index: 0,
            finish_reason: "stop",
            message: { role: "assistant", content: fake.reply.content, refusal: null },
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((r) => server.close(() => r()));
  return fake;
}
