/**
 * A counting semaphore whose waiters can give up (an aborted job must not hold its place in the line). A release
 * hands its place straight to the first waiter instead of freeing it, so an acquire() arriving in the same tick
 * cannot slip in between and make a Semaphore(1) admit two holders.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.active < this.size) {
      this.active++;
      return this.releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const onGo = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(onGo);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason ?? new Error("aborted"));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(onGo);
    });
    // The releaser handed us its place: `active` already counts it.
    return this.releaser();
  }

  get pending(): number {
    return this.waiting.length;
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}
