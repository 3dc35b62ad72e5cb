import { BatchedCall } from './batched-call';

/** A `run` whose calls stay open until the test releases them, recording what each carried. */
function controlledRun() {
  const calls: { items: number[]; release: () => void; fail: (error: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ items, release: () => resolve(items.map((item) => `answer ${item}`)), fail: reject });
    });
  return { calls, run };
}

const tick = () => new Promise((done) => setImmediate(done));

describe('BatchedCall', () => {
  it('sends a lone call at once and the calls that arrive meanwhile together, each answered with its own result', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, { maxBatch: 10, maxInFlight: 1 });
    const first = batched.call(1);
    const rest = [2, 3, 4].map((item) => batched.call(item));
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    calls[0].release();
    await expect(first).resolves.toBe('answer 1');
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    calls[1].release();
    await expect(Promise.all(rest)).resolves.toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('never puts more than maxBatch items in one call nor runs more than maxInFlight calls', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, { maxBatch: 2, maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => batched.call(item));
    expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
    calls[0].release();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3, 4]]);
    calls[1].release();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3, 4], [5, 6]]);
    calls[2].release();
    calls[3].release();
    await tick();
    calls[4].release();
    await expect(Promise.all(answers)).resolves.toHaveLength(7);
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
  });

  it('keeps an item whose key a running call holds waiting, and later items with that key behind it', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, { maxBatch: 10, maxInFlight: 2, keysOf: (item: number) => [`account ${item % 10}`] });
    const answers = [1, 11, 2, 21, 3].map((item) => batched.call(item));
    // 1 runs; 11 shares its key and waits; 2 takes the second slot; 21, 3 wait for a free slot.
    expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
    calls[1].release();
    await tick();
    // 11 and 21 still wait for 1's key; 3 goes.
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3]]);
    calls[0].release();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3], [11, 21]]);
    calls[2].release();
    calls[3].release();
    await expect(Promise.all(answers)).resolves.toEqual(['answer 1', 'answer 11', 'answer 2', 'answer 21', 'answer 3']);
  });

  it('reruns a failed batch item by item, so only the failing item fails', async () => {
    const seen: number[][] = [];
    let hold: () => void = () => undefined;
    const gate = new Promise<void>((open) => (hold = open));
    const batched = new BatchedCall(
      async (items: number[]) => {
        seen.push(items);
        if (items[0] === 0) await gate;
        if (items.includes(3)) throw new Error('item 3 is bad');
        return items.map((item) => item * 10);
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const lone = batched.call(0);
    const answers = [2, 3, 4].map((item) => batched.call(item).catch((error: Error) => error.message));
    hold();
    await expect(lone).resolves.toBe(0);
    await expect(Promise.all(answers)).resolves.toEqual([20, 'item 3 is bad', 40]);
    expect(seen).toEqual([[0], [2, 3, 4], [2], [3], [4]]);
  });

  it('refuses an answer list that does not match its items', async () => {
    const batched = new BatchedCall(async () => ['only one'], { maxBatch: 10, maxInFlight: 1 });
    await expect(batched.call(1)).resolves.toBe('only one');
    const short = new BatchedCall(async () => [] as string[], { maxBatch: 10, maxInFlight: 1 });
    await expect(short.call(1)).rejects.toThrow('1 items got 0 answers');
  });
});
