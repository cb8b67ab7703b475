import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, sessionCookie, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";
import { addressKey } from "./login-limiter.ts";

let api: TestApi;

beforeAll(async () => {
  // TRUST_PROXY: each request names its address in X-Forwarded-For, so one test can play many addresses.
  api = await startTestApi({
    config: { TRUST_PROXY: true, LOGIN_MAX_FAILURES: 3, LOGIN_ACCOUNT_MAX_FAILURES: 4, LOGIN_BACKOFF_MAX_SECONDS: 900 },
  });
  await api.deps.redis.ping();
});
afterAll(async () => {
  await api?.close();
});

const login = (body: { email: string; password: string }, ip: string) =>
  api.request("/api/auth/login", { body, headers: { "x-forwarded-for": ip } });
const advance = (seconds: number) => {
  api.clock.now = new Date(api.clock.now.getTime() + seconds * 1000);
};

describe("per-account login back-off across addresses", () => {
  it("makes guesses spread over many addresses wait 1 s, 2 s, 4 s ... and a correct password resets it", async () => {
    const { credentials } = await api.signUp({ email: "spread@example.com", password: "spread-password" });
    const wrong = { email: credentials.email, password: "wrong" };
    // Four free failures, each from its own address (the per-address limits never see more than one).
    for (let i = 1; i <= 4; i++) expect((await login(wrong, `203.0.113.${i}`)).status).toBe(401);

    const blocked = await login(wrong, "203.0.113.50");
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error).toBe("Too many failed login attempts. Try again in 1 second.");
    expect(blocked.headers.get("retry-after")).toBe("1");
    // Even the right password waits: the back-off is the account's, not the address's.
    expect((await login(credentials, "198.51.100.7")).status).toBe(429);

    advance(1);
    expect((await login(wrong, "203.0.113.51")).status).toBe(401);
    const longer = await login(wrong, "203.0.113.52");
    expect(longer.status).toBe(429);
    expect(longer.headers.get("retry-after")).toBe("2");

    advance(2);
    expect((await login(wrong, "203.0.113.53")).status).toBe(401);
    expect((await login(wrong, "203.0.113.54")).headers.get("retry-after")).toBe("4");

    // The owner signs in after the wait; that clears the count, so the next typo is free again.
    advance(4);
    const ok = await login(credentials, "198.51.100.7");
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).not.toBeNull();
    expect((await login(wrong, "203.0.113.60")).status).toBe(401);
    expect((await login(credentials, "198.51.100.7")).status).toBe(200);
  });

  it("never makes the account wait longer than LOGIN_BACKOFF_MAX_SECONDS, however many guesses", async () => {
    const { credentials } = await api.signUp({ email: "capped@example.com", password: "capped-password" });
    const wrong = { email: credentials.email, password: "wrong" };
    let lastWait = 0;
    for (let i = 1; i <= 20; i++) {
      const res = await login(wrong, `192.0.2.${i}`);
      if (res.status === 429) {
        lastWait = Number(res.headers.get("retry-after"));
        advance(lastWait);
        continue;
      }
      expect(res.status).toBe(401);
    }
    expect(lastWait).toBeGreaterThan(60);
    expect(lastWait).toBeLessThanOrEqual(900);
    const res = await login(wrong, "192.0.2.200");
    if (res.status === 429) {
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(900);
      expect((await json(res)).error).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    }
    advance(900);
    expect((await login(credentials, "198.51.100.8")).status).toBe(200);
  });

  it("counts IPv6 addresses per /64: new addresses in the same /64 share one budget", async () => {
    const { credentials } = await api.signUp({ email: "ipv6@example.com", password: "ipv6-password" });
    const wrong = { email: credentials.email, password: "wrong" };
    expect((await login(wrong, "2001:db8:aa:1::1")).status).toBe(401);
    expect((await login(wrong, "2001:db8:aa:1::2")).status).toBe(401);
    expect((await login(wrong, "2001:db8:aa:1:ffff:ffff:ffff:ffff")).status).toBe(401);
    const sameNet = await login(wrong, "2001:db8:aa:1:1234::9");
    expect(sameNet.status).toBe(429);
    expect((await json(sameNet)).error).toMatch(/Try again in 15 minutes\.$/);
    // The owner, from another network, is not locked out by the /64's guesses.
    expect((await login(credentials, "2001:db8:bb:2::1")).status).toBe(200);
  });
});

describe("addressKey", () => {
  it("folds an IPv6 /64 into one key and keeps IPv4 addresses apart", () => {
    expect(addressKey("2001:db8:0:1::1")).toBe(addressKey("2001:0db8:0000:0001:ffff:1:2:3"));
    expect(addressKey("2001:db8:0:1::1")).not.toBe(addressKey("2001:db8:0:2::1"));
    expect(addressKey("::ffff:198.51.100.1")).toBe("198.51.100.1");
    expect(addressKey("198.51.100.1")).not.toBe(addressKey("198.51.100.2"));
  });
});
