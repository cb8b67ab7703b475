import { type NewPractice, practices } from "@cbct/shared/db/schema/practices";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { json, startTestApi, type TestApi } from "../../infra/test/api-harness.ts";

export type LeadFixture = {
  /** Set in beforeAll: read these inside tests and hooks, never at module level. */
  api: TestApi;
  cookie: string;
  /** The lead, inserted again before every test. */
  id: number;
  /** GET the lead (200 expected): its ETag and body. */
  open: <L>(leadId?: number) => Promise<{ etag: string; lead: L }>;
  /** PATCH the lead, with If-Match when given. */
  save: (body: unknown, ifMatch?: string) => Promise<Response>;
};

/**
 * One lead behind a signed-in rep: a test API (with its clock at `now`, set again before each test), a rep's session,
 * and `lead` as the only lead, inserted fresh before each test so every test starts from version 1. Registers its
 * vitest hooks in the calling file; the suites that save and edit leads share it.
 */
export function leadFixture(lead: NewPractice, options: { now?: Date; repName?: string } = {}): LeadFixture {
  const fixture: LeadFixture = {
    api: undefined as unknown as TestApi,
    cookie: "",
    id: 0,
    async open<L>(leadId = fixture.id) {
      const res = await fixture.api.request(`/api/practices/${leadId}`, { cookie: fixture.cookie });
      expect(res.status).toBe(200);
      return { etag: res.headers.get("ETag")!, lead: await json<L>(res) };
    },
    save: (body, ifMatch) =>
      fixture.api.request(`/api/practices/${fixture.id}`, {
        method: "PATCH",
        cookie: fixture.cookie,
        body,
        headers: ifMatch ? { "If-Match": ifMatch } : {},
      }),
  };
  beforeAll(async () => {
    fixture.api = await startTestApi(options.now ? { now: options.now } : {});
    ({ cookie: fixture.cookie } = await fixture.api.signUp(options.repName ? { name: options.repName } : undefined));
  });
  afterAll(async () => {
    await fixture.api?.close();
  });
  beforeEach(async () => {
    if (options.now) fixture.api.clock.now = options.now;
    await fixture.api.deps.db.delete(practices);
    const [row] = await fixture.api.deps.db.insert(practices).values(lead).returning({ id: practices.id });
    fixture.id = row!.id;
  });
  return fixture;
}
