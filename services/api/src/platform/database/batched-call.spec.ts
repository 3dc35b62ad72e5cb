import { BatchedCall } from './batched-call';

/** A `run` whose calls stay open until the test releases them, recording what each carried. */
function controlledRun() {
  const calls: { items: number[]; release: () => void; fail: (error: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        release: () => resolve(items.map((item) => `answer ${item}`)),
        fail: reject,
      });
    });
  return { calls, run };
}

const tick = () => new Promise((done) => setImmediate(done));

describe('BatchedCall', () => {
  it('sends the calls of one turn together, those made while it runs together in the next, each answered with its own result', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, 10);
    const first = [1, 2].map((item) => batched.call(item));
    expect(calls).toEqual([]);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2]]);
    const rest = [3, 4, 5].map((item) => batched.call(item));
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2]]);
    calls[0].release();
    await expect(Promise.all(first)).resolves.toEqual(['answer 1', 'answer 2']);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    calls[1].release();
    await expect(Promise.all(rest)).resolves.toEqual(['answer 3', 'answer 4', 'answer 5']);
  });

  it('sends a lone call without waiting for another', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, 10);
    const lone = batched.call(7);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[7]]);
    calls[0].release();
    await expect(lone).resolves.toBe('answer 7');
  });

  it('never puts more than maxBatch items in one call nor runs two calls at once', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCall(run, 2);
    const answers = [1, 2, 3, 4, 5].map((item) => batched.call(item));
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2]]);
    calls[0].release();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    calls[1].release();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2], [3, 4], [5]]);
    calls[2].release();
    await expect(Promise.all(answers)).resolves.toEqual(
      [1, 2, 3, 4, 5].map((item) => `answer ${item}`),
    );
  });

  it('reruns a failed batch item by item, so only the failing item fails', async () => {
    const seen: number[][] = [];
    let hold: () => void = () => undefined;
    const gate = new Promise<void>((open) => (hold = open));
    const batched = new BatchedCall(async (items: number[]) => {
      seen.push(items);
      if (items[0] === 0) await gate;
      if (items.includes(3)) throw new Error('item 3 is bad');
      return items.map((item) => item * 10);
    }, 10);
    const lone = batched.call(0);
    await tick();
    const answers = [2, 3, 4].map((item) =>
      batched.call(item).catch((error: Error) => error.message),
    );
    hold();
    await expect(lone).resolves.toBe(0);
    await expect(Promise.all(answers)).resolves.toEqual([20, 'item 3 is bad', 40]);
    expect(seen).toEqual([[0], [2, 3, 4], [2], [3], [4]]);
  });

  it('refuses an answer list that does not match its items', async () => {
    const batched = new BatchedCall(async () => ['only one'], 10);
    await expect(batched.call(1)).resolves.toBe('only one');
    const short = new BatchedCall(async () => [] as string[], 10);
    await expect(short.call(1)).rejects.toThrow('1 items got 0 answers');
  });
});
