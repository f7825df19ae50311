/**
 * A counting semaphore handing out slots first come, first served: bounds how many analyses or
 * document readers run at once in the process (issue #15). Waiters are served in arrival order,
 * so a steady stream of new work cannot starve one that waits.
 */
export class Slots {
  /** The number of slots. */
  readonly size: number;
  private free: number;
  private readonly waiting: (() => void)[] = [];

  /** @param size slots, at least 1. @throws RangeError for a size below 1 or not an integer. */
  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`slots must be a positive integer, got ${size}`);
    this.free = size;
    this.size = size;
  }

  /** Slots in use. */
  get inUse(): number {
    return this.size - this.free;
  }

  /**
   * Runs `task` once a slot is free and releases the slot when it settles.
   * @returns what `task` returns; rejects with what it throws, or with the signal's reason when
   * `signal` aborts while waiting (the task then never starts).
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter; otherwise it is free again.
    if (next) next();
    else this.free++;
  }
}
