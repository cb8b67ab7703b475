import type { MeResponse, PublicUser } from "@cbct/core/contracts/auth";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { sessionAfterConfirmation, sessionQueryKey } from "./session-query.ts";

const person: PublicUser = {
  id: 7,
  name: "Ada Admin",
  email: "ada@company.example",
  role: "user",
  emailVerified: false,
};
const confirmed: PublicUser = { ...person, role: "admin", emailVerified: true };

/** A session read the test answers by hand: each call waits until `answer` resolves it. */
function sessionReads() {
  const pending: ((me: MeResponse | null) => void)[] = [];
  return {
    queryFn: () => new Promise<MeResponse | null>((resolve) => pending.push(resolve)),
    answer: (i: number, me: MeResponse | null) => pending[i]?.(me),
    count: () => pending.length,
  };
}

let unsubscribe: () => void = () => {};
afterEach(() => unsubscribe());

/** The screen reading the session (an active query, as useAuth keeps it). */
function watch(client: QueryClient, queryFn: () => Promise<MeResponse | null>) {
  const observer = new QueryObserver(client, { queryKey: sessionQueryKey, queryFn, retry: false });
  unsubscribe = observer.subscribe(() => {});
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the session after the address is confirmed", () => {
  it("a page opened from the e-mail's link: its first session read, answered after the confirmation, is not kept", async () => {
    const client = new QueryClient();
    const reads = sessionReads();
    watch(client, reads.queryFn);
    expect(reads.count()).toBe(1);
    // The confirmation lands while the page's first read is still out.
    const done = sessionAfterConfirmation(client, confirmed);
    await settle();
    // That first read left before the confirmation: its answer says "unconfirmed".
    reads.answer(0, { user: person });
    await settle();
    // The session is read again after the confirmation, and that read is the one kept.
    expect(reads.count()).toBe(2);
    reads.answer(1, { user: confirmed });
    await done;
    expect(client.getQueryData<MeResponse | null>(sessionQueryKey)?.user.emailVerified).toBe(true);
    expect(client.getQueryData<MeResponse | null>(sessionQueryKey)?.user.role).toBe("admin");
  });

  it("a session already read shows the confirmed user at once, before the re-read answers", async () => {
    const client = new QueryClient();
    const reads = sessionReads();
    watch(client, reads.queryFn);
    reads.answer(0, { user: person });
    await settle();
    const done = sessionAfterConfirmation(client, confirmed);
    await settle();
    expect(client.getQueryData<MeResponse | null>(sessionQueryKey)?.user.emailVerified).toBe(true);
    reads.answer(1, { user: confirmed });
    await done;
  });

  it("a link opened while signed out signs nobody in", async () => {
    const client = new QueryClient();
    const reads = sessionReads();
    watch(client, reads.queryFn);
    reads.answer(0, null);
    await settle();
    const done = sessionAfterConfirmation(client, confirmed);
    await settle();
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    reads.answer(1, null);
    await done;
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });
});
