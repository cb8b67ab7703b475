import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GlideFake, startGlideFake } from "../../../../infra/fakes/glide/glide-fake.ts";
import { createGlideClient, GLIDE_UNREACHABLE, GlideError } from "./glide-client.ts";

let glide: GlideFake;
const columns = [
  { id: "practiceName", displayName: "Practice Name", type: "string" },
  { id: "leadScore", displayName: "Lead Score", type: "number" },
];
const waits: number[] = [];
const client = (apiKey = "key", attempts = 4) =>
  createGlideClient({
    baseUrl: glide.url,
    apiKey,
    tableId: glide.tableId,
    attempts,
    baseDelayMs: 100,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

beforeAll(async () => {
  glide = await startGlideFake({ apiKey: "key", columns, maxPageSize: 2 });
});
afterAll(async () => {
  await glide?.close();
});

describe("Glide client against the fake v2 API", () => {
  it("adds rows and reads them back page by page", async () => {
    const ids = await client().addRows([1, 2, 3].map((n) => ({ practiceName: `P${n}`, leadScore: n })));
    expect(ids).toHaveLength(3);
    const rows = [];
    for await (const row of client().rows(10)) rows.push(row);
    expect(rows.map((r) => r.$rowID)).toEqual(ids);
  });

  it("retries 429 and 5xx, honouring Retry-After, then succeeds", async () => {
    waits.length = 0;
    glide.failNext(2, 429);
    await client().checkTable();
    expect(waits).toEqual([0, 0]);
  });

  it("backs off exponentially when Glide gives no Retry-After, and gives up after the last attempt", async () => {
    const flaky = createGlideClient({
      baseUrl: "http://127.0.0.1:9", // nothing listens on the discard port: a network failure every time
      apiKey: "key",
      tableId: "t",
      attempts: 3,
      baseDelayMs: 100,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    waits.length = 0;
    await expect(flaky.checkTable()).rejects.toMatchObject({ type: "network_error" });
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(75);
    expect(waits[0]).toBeLessThanOrEqual(125);
    expect(waits[1]).toBeGreaterThanOrEqual(150);
    expect(waits[1]).toBeLessThanOrEqual(250);
  });

  it("does not retry a refusal: bad key, unknown column, bad value", async () => {
    waits.length = 0;
    await expect(client("wrong").checkTable()).rejects.toMatchObject({ status: 404, type: "request_error" });
    await expect(client().addRows([{ nope: "x" }])).rejects.toMatchObject({ status: 422, type: "column_id_not_found" });
    await expect(client().addRows([{ leadScore: "high" }])).rejects.toBeInstanceOf(GlideError);
    expect(waits).toEqual([]);
  });

  it("reports a missing row on update instead of throwing", async () => {
    expect(await client().updateRow("no-such-row", { leadScore: 1 })).toBe(false);
  });
});

describe("Glide client's guard rails", () => {
  let odd: Server;
  let url = "";
  let targetHits = 0;
  let written = 0;
  beforeAll(async () => {
    odd = createServer((req, res) => {
      if (req.url?.startsWith("/target")) {
        targetHits += 1;
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"data":[]}');
      } else if (req.url?.includes("/redirect/")) {
        res.writeHead(307, { location: `${url}/target` });
        res.end();
      } else {
        // 300 MB of rows, without a length: the client must stop reading long before the end.
        res.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (written < 300_000_000 && !res.destroyed) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        pump();
      }
    });
    await new Promise<void>((r) => odd.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    odd.closeAllConnections();
    await new Promise((r) => odd.close(r));
  });

  const at = (baseUrl: string, tableId = "t") =>
    createGlideClient({ baseUrl, apiKey: "key", tableId, attempts: 1, sleep: async () => {} });

  it("does not follow a redirect (the API key would go with it)", async () => {
    await expect(at(`${url}/redirect`).checkTable()).rejects.toMatchObject({ message: GLIDE_UNREACHABLE });
    expect(targetHits).toBe(0);
  });

  it("cuts a huge answer off instead of reading it whole", async () => {
    const rows = async () => {
      for await (const row of at(url).rows()) void row;
    };
    await expect(rows()).rejects.toMatchObject({ message: GLIDE_UNREACHABLE });
    await new Promise((r) => setTimeout(r, 100));
    expect(written).toBeLessThan(40_000_000);
  });

  it("says only that Glide could not be reached, without socket details", async () => {
    const err = await at("http://127.0.0.1:9")
      .checkTable()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GlideError);
    expect((err as GlideError).message).toBe(GLIDE_UNREACHABLE);
  });
});
