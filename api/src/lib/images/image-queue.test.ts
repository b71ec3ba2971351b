import { createImageQueue, ImageQueueFullError } from './image-queue';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe('createImageQueue', () => {
  it('runs at most `concurrency` tasks at once, in order, and the rest wait', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const seenActive: number[] = [];
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        seenActive.push(queue.active);
        await g.task();
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.waiting]).toEqual([2, 3]);

    gates[0]!.open();
    expect(await done[0]).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(Math.max(...seenActive)).toBe(2);
    expect(queue.peaks).toEqual({ active: 2, waiting: 3 });
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a task when `maxWaiting` tasks wait, without queuing it, and takes tasks again once they move', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2 });
    const gates = Array.from({ length: 3 }, gate);
    const running = gates.map((g) => queue.run(g.task));
    expect([queue.active, queue.waiting]).toEqual([1, 2]);

    let ran = false;
    const refused = await queue
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageQueueFullError);
    expect((refused as ImageQueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as ImageQueueFullError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(queue.waiting).toBe(2);

    gates[0]!.open();
    await running[0];
    expect(queue.waiting).toBe(1);
    const accepted = queue.run(async () => 'accepted');
    for (const g of gates) g.open();
    expect(await accepted).toBe('accepted');
    expect(ran).toBe(false);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
