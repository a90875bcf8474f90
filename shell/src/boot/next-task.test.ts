import { exposeInNextTask, nextTask } from './next-task';

type Scheduled = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as Scheduled).scheduler;
});

/** Which of a queued timeout and a nextTask() continuation runs first, in order. */
async function orderAgainstAQueuedTimeout(next: () => Promise<void>): Promise<string[]> {
  const order: string[] = [];
  const timeout = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('timeout');
      resolve();
    }, 0),
  );
  void Promise.resolve().then(() => order.push('microtask'));
  await next();
  order.push('continuation');
  await timeout;
  return order;
}

describe('nextTask', () => {
  it('continues in a later task where the browser has no scheduler.yield: after the microtasks and a timeout queued before it', async () => {
    expect(await orderAgainstAQueuedTimeout(nextTask)).toEqual(['microtask', 'timeout', 'continuation']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as Scheduled).scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});

describe('exposeInNextTask', () => {
  it("holds the federation runtime before a remote's exposed module until a later task", async () => {
    const plugin = exposeInNextTask();
    const beforeGetExpose = plugin.beforeGetExpose as () => Promise<void>;
    expect(await orderAgainstAQueuedTimeout(beforeGetExpose)).toEqual(['microtask', 'timeout', 'continuation']);
  });
});
