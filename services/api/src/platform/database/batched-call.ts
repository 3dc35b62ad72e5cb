interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs concurrent requests for the same database call as one round trip, one call at a time. A
 * call made while none runs goes at the end of the current turn of the event loop, with every
 * other call made in that turn (a lone call waits for nothing else); calls made while one runs
 * wait and go together, up to `maxBatch`, in the next. Under load this replaces one
 * round trip (and, for a write, one commit) per request with one per batch; one call at a time
 * lets batches grow instead of waiting on each other's row locks (measurements: docs/adr/0001).
 *
 * `run` answers its items in order. If it fails for a batch of several, each item is run again
 * alone, so one item's error (or a deadlock with another process) fails only that item.
 */
export class BatchedCall<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private running = false;
  private scheduled = false;

  /** Told of each batch once it is written: its size and how long the call took. */
  onBatch: (size: number, seconds: number) => void = () => undefined;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch: number,
  ) {
    if (maxBatch < 1) throw new Error('BatchedCall: maxBatch must be at least 1');
  }

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** A call goes once the requests already read in this turn of the event loop have joined it. */
  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.running || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.maxBatch);
    this.running = true;
    const started = performance.now();
    void this.settle(batch).finally(() => {
      this.onBatch(batch.length, (performance.now() - started) / 1000);
      this.running = false;
      this.flush();
    });
  }

  private async settle(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.runChecked(batch.map((waiting) => waiting.item));
      // runChecked answers one result per item, in order (it throws otherwise).
      batch.forEach((waiting, i) => waiting.resolve(results[i] as O));
    } catch (error) {
      const [only] = batch;
      if (only && batch.length === 1) {
        only.reject(error);
        return;
      }
      await Promise.all(
        batch.map((waiting) =>
          this.runChecked([waiting.item]).then(
            ([result]) => waiting.resolve(result as O),
            waiting.reject,
          ),
        ),
      );
    }
  }

  private async runChecked(items: I[]): Promise<O[]> {
    const results = await this.run(items);
    if (results.length !== items.length)
      throw new Error(`BatchedCall: ${items.length} items got ${results.length} answers`);
    return results;
  }
}
