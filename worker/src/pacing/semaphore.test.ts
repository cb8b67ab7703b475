import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore.ts";

describe("Semaphore", () => {
  it("lets at most `size` holders in, and the next waiter in when one leaves", async () => {
    const sem = new Semaphore(2);
    const a = await sem.acquire();
    await sem.acquire();
    let thirdIn = false;
    const third = sem.acquire().then((release) => {
      thirdIn = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    expect(sem.pending).toBe(1);
    a();
    a(); // releasing twice must not free a second place
    (await third)();
    expect(thirdIn).toBe(true);
    expect(sem.pending).toBe(0);
  });

  it("drops a waiter whose signal aborts", async () => {
    const sem = new Semaphore(1);
    const release = await sem.acquire();
    const ac = new AbortController();
    const waiting = sem.acquire(ac.signal);
    ac.abort(new Error("job over"));
    await expect(waiting).rejects.toThrow("job over");
    expect(sem.pending).toBe(0);
    release();
    const again = await sem.acquire();
    again();
  });
});

describe("Semaphore hand-off", () => {
  it("never admits more than `size` holders when an acquire arrives in the same tick as a release", async () => {
    const sem = new Semaphore(1);
    let holders = 0;
    let most = 0;
    const hold = async () => {
      const release = await sem.acquire();
      holders++;
      most = Math.max(most, holders);
      await new Promise((r) => setTimeout(r, 5));
      holders--;
      release();
    };
    const first = await sem.acquire();
    holders++;
    const waiter = hold();
    // Release and acquire in the same tick: the queued waiter owns the place, the newcomer must wait.
    holders--;
    first();
    const newcomer = hold();
    await Promise.all([waiter, newcomer]);
    expect(most).toBe(1);
  });
});
