export interface BatchedCallOptions<I> {
  /** The most items one call carries. */
  maxBatch: number;
  /** The most calls running at once (each holds one pooled connection while it runs). */
  maxInFlight: number;
  /**
   * What an item locks (e.g. its accounts). An item waits while a running call holds one of its
   * keys, so calls that run side by side never queue behind each other's locks in the database.
   */
  keysOf?: (item: I) => string[];
}

interface Waiting<I, O> {
  item: I;
  keys: string[];
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs concurrent requests for the same database call as one round trip. A call made while
 * nothing is in flight goes at once (alone, it waits for nothing); calls that arrive while
 * `maxInFlight` batches run wait and go together in the next one. Under load this replaces one
 * round trip per request with one per batch — and the round trips, not the queries, are what a
 * busy API spends its time on (see the transfer benchmark, `npm run bench:transfers`).
 *
 * `run` answers its items in order. If it fails for a batch of several, each item is run again
 * alone, so one item's error (or a deadlock between two batches) fails only that item.
 */
export class BatchedCall<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  /** The keys the running calls hold. */
  private readonly held = new Set<string>();

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: BatchedCallOptions<I>,
  ) {
    if (options.maxBatch < 1 || options.maxInFlight < 1) throw new Error('BatchedCall: maxBatch and maxInFlight must be at least 1');
  }

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, keys: this.options.keysOf?.(item) ?? [], resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      const keys = batch.flatMap((waiting) => waiting.keys);
      keys.forEach((key) => this.held.add(key));
      this.inFlight += 1;
      void this.settle(batch).finally(() => {
        keys.forEach((key) => this.held.delete(key));
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  /**
   * The waiting items, in arrival order and up to maxBatch, whose keys neither a running call nor
   * an earlier waiting item holds: items with a key in common keep their order, and none waits forever.
   */
  private nextBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    const taken = new Set(this.held);
    for (const waiting of this.waiting) {
      const free = batch.length < this.options.maxBatch && !waiting.keys.some((key) => taken.has(key));
      if (free) batch.push(waiting);
      else {
        left.push(waiting);
        waiting.keys.forEach((key) => taken.add(key));
      }
    }
    this.waiting = left;
    return batch;
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.runChecked(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => waiting.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.runChecked([waiting.item]).then(([result]) => waiting.resolve(result), waiting.reject)));
    }
  }

  private async runChecked(items: I[]): Promise<O[]> {
    const results = await this.run(items);
    if (results.length !== items.length) throw new Error(`BatchedCall: ${items.length} items got ${results.length} answers`);
    return results;
  }
}
