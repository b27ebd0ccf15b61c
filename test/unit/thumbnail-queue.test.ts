import { InProcessThumbnailQueue } from '../../src/domain/uploads/thumbnails/queue.ts';

/** The thumbnail queue's rules, with jobs the test finishes by hand (no timers, no sleeps). */
function harness() {
  const started: number[] = [];
  const finish = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const errors: Array<[string, number]> = [];
  const queue = new InProcessThumbnailQueue(
    (id) =>
      new Promise<void>((resolve, reject) => {
        started.push(id);
        finish.set(id, { resolve, reject });
      }),
    (err, id) => errors.push([err instanceof Error ? err.message : String(err), id]),
  );
  const settle = () => new Promise<void>((r) => setImmediate(r));
  return { queue, started, finish, errors, settle };
}

test('one job at a time, in order, an id waiting only once', async () => {
  const h = harness();
  h.queue.enqueue(1);
  h.queue.enqueue(2);
  h.queue.enqueue(2);
  h.queue.enqueue(3);
  expect(h.started).toEqual([1]);
  h.finish.get(1)?.resolve();
  await h.settle();
  expect(h.started).toEqual([1, 2]);
  h.finish.get(2)?.resolve();
  await h.settle();
  h.finish.get(3)?.resolve();
  await h.queue.idle();
  expect(h.started).toEqual([1, 2, 3]);
});

test('a failing job is reported and the queue goes on', async () => {
  const h = harness();
  h.queue.enqueue(1);
  h.queue.enqueue(2);
  h.finish.get(1)?.reject(new Error('disk full'));
  await h.settle();
  expect(h.errors).toEqual([['disk full', 1]]);
  expect(h.started).toEqual([1, 2]);
  h.finish.get(2)?.resolve();
  await h.queue.idle();
});

test('paused, queued jobs wait, but an image someone asks for runs ahead and its waiter hears when it is done', async () => {
  const h = harness();
  h.queue.pause();
  h.queue.enqueue(1);
  h.queue.enqueue(2);
  let idle = false;
  void h.queue.idle().then(() => (idle = true));
  await h.settle();
  expect([h.started, idle]).toEqual([[], false]);
  let done = false;
  const asked = h.queue.ensure(2).then(() => (done = true));
  expect(h.started).toEqual([2]);
  h.finish.get(2)?.resolve();
  await asked;
  expect(done).toBe(true);
  expect(h.started).toEqual([2]);
  h.queue.resume();
  expect(h.started).toEqual([2, 1]);
  h.finish.get(1)?.resolve();
  await h.queue.idle();
  expect(idle).toBe(true);
});

test('closing drops what waits and ends once the running job does', async () => {
  const h = harness();
  h.queue.enqueue(1);
  h.queue.enqueue(2);
  const closed = h.queue.close();
  h.queue.enqueue(3);
  h.finish.get(1)?.resolve();
  await closed;
  await h.queue.idle();
  expect(h.started).toEqual([1]);
});
