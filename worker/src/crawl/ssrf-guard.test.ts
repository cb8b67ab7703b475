import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrawlError } from "./crawl-error.ts";
import { PageFetcher } from "./fetch-page.ts";
import { createGuardedAgent, type ResolveHost } from "./ssrf-guard.ts";
import { pages, startTestServer, type TestServer } from "../../test/crawl/test-server.ts";

// A DNS server under the attacker's control: public-looking names that answer with internal addresses.
const rebindingDns: ResolveHost = async (host) => {
  const table: Record<string, string> = {
    "clinic.example": "127.0.0.1",
    "metadata.example": "169.254.169.254",
    "intranet.example": "10.0.0.7",
  };
  const address = table[host];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};

function fetcherFor(allowHosts: string[]) {
  const dispatcher = createGuardedAgent({ allowHosts, resolve: rebindingDns });
  return {
    dispatcher,
    fetcher: new PageFetcher({ dispatcher, userAgent: "TestBot/1.0", allowHosts, maxRedirects: 5, maxBodyBytes: 1e6 }),
  };
}

async function failure(p: Promise<unknown>): Promise<CrawlError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CrawlError);
  return err as CrawlError;
}

describe("SSRF guard", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === "/to-metadata") {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
      } else if (req.url === "/to-rebind") {
        res.writeHead(301, { location: "http://intranet.example/admin" });
        res.end();
      } else pages({ "/": "<html><body><p>Welcome to the practice</p></body></html>" })(req, res);
    });
  });
  afterAll(() => server.close());

  it("refuses a loopback address that is not allow-listed, before any connection", async () => {
    const { fetcher } = fetcherFor([]);
    const err = await failure(fetcher.fetchHtml(`${server.origin}/`, { timeoutMs: 5000 }));
    expect(err.kind).toBe("blocked");
    expect(err.permanent).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it("refuses at connect time a public-looking name whose DNS answers 127.0.0.1", async () => {
    const { fetcher } = fetcherFor([]);
    const err = await failure(fetcher.fetchHtml(`http://clinic.example:${server.port}/`, { timeoutMs: 5000 }));
    expect(err.kind).toBe("blocked");
    expect(err.message).toContain("clinic.example");
    expect(server.requests).toHaveLength(0);
  });

  it("lets the same name through when its address is allow-listed with the port", async () => {
    const { fetcher } = fetcherFor([`127.0.0.1:${server.port}`]);
    const page = await fetcher.fetchHtml(`http://clinic.example:${server.port}/`, { timeoutMs: 5000 });
    expect(page.body).toContain("Welcome to the practice");
  });

  it("refuses at connect time an allow-listed address on a port its entry does not list", async () => {
    const before = server.requests.length;
    for (const allow of [["127.0.0.1"], [`127.0.0.1:${server.port + 1}`]]) {
      const { fetcher } = fetcherFor(allow);
      const err = await failure(fetcher.fetchHtml(`http://clinic.example:${server.port}/`, { timeoutMs: 5000 }));
      expect(err.kind).toBe("blocked");
    }
    expect(server.requests).toHaveLength(before);
  });

  it("guards the dispatcher itself, even for a request that skips the fetcher's host check", async () => {
    const { dispatcher } = fetcherFor([]);
    const err = await request(`${server.origin}/`, { dispatcher }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(CrawlError.from(err, "127.0.0.1").kind).toBe("blocked");
  });

  it.each([
    ["a redirect to the cloud metadata address", "/to-metadata", "169.254.169.254"],
    ["a redirect to a name that resolves to a private address", "/to-rebind", "intranet.example"],
  ])("refuses %s", async (_label, path, host) => {
    const { fetcher } = fetcherFor(["127.0.0.1:1024-65535"]);
    const err = await failure(fetcher.fetchHtml(`${server.origin}${path}`, { timeoutMs: 5000 }));
    expect(err.kind).toBe("blocked");
    expect(err.message).toContain(host);
  });

  it("refuses non-web schemes", async () => {
    const { fetcher } = fetcherFor(["127.0.0.1:1024-65535"]);
    const err = await failure(fetcher.fetchHtml("file:///etc/passwd", { timeoutMs: 5000 }));
    expect(err.kind).toBe("blocked");
  });

  it("reports a name that does not resolve as a permanent DNS failure", async () => {
    const { fetcher } = fetcherFor([]);
    const err = await failure(fetcher.fetchHtml("http://no-such-practice.example/", { timeoutMs: 5000 }));
    expect(err.kind).toBe("dns");
    expect(err.permanent).toBe(true);
    expect(err.message).toBe("Could not resolve host no-such-practice.example");
  });
});
