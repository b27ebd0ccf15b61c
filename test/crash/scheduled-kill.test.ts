import { loadConfig } from '../../src/config.ts';
import { ManualClock } from '../../src/domain/clock.ts';
import { createArgon2Hasher } from '../../src/domain/auth/passwords.ts';
import { createServer } from '../../src/server.ts';
import { ApiClient } from '../support/client.ts';
import { crashData, type CrashData } from '../support/crash/data.ts';
import { startServerProcess } from '../support/crash/server-process.ts';
import { createWorld, worldEnv, type CrashWorld } from '../support/crash/world.ts';

/**
 * A scheduled message survives a kill -9 of the server before its time (issue
 * 32): the row is in the database, so the next server sends it at its time,
 * once, and a further restart does not send it again.
 */
jest.setTimeout(120_000);

let data: CrashData;
beforeAll(async () => {
  data = await crashData();
});
afterAll(async () => {
  await data?.drop();
});

/** The server in this process on the killed one's data, with a clock at `now`; `fn` runs against it. */
async function restartedAt<T>(now: Date, fn: (url: string, deliverDue: () => Promise<number>) => Promise<T>) {
  return data.withDatabase(async (database) => {
    const config = loadConfig({
      ...data.env,
      ...worldEnv(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: data.uploadsDir,
      RATE_LIMITS: 'off',
    });
    const server = await createServer(config, {
      database,
      keepDatabaseOpen: true,
      clock: new ManualClock(now),
      passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1, concurrency: 4 }),
    });
    try {
      const port = await server.listen();
      return await fn(`http://127.0.0.1:${port}`, () => server.scheduledDelivery.deliverDue());
    } finally {
      await server.close();
    }
  });
}

test('scheduled, killed with SIGKILL before its time, sent once after the restart', async () => {
  const child = await startServerProcess({ ...data.env, ...worldEnv() });
  let world: CrashWorld;
  let at: number;
  try {
    world = await createWorld(child.url);
    at = Math.floor(Date.now() / 1000) + 3600;
    const r = await new ApiClient(child.url, world.users[2]).post('/scheduled_messages', {
      type: 'stream',
      to: world.channelA.id,
      topic: 'after the crash',
      content: 'still here',
      scheduled_delivery_timestamp: at,
    });
    expect(r.status).toBe(200);
  } finally {
    await child.kill();
  }
  const sentIn = async (url: string) =>
    (
      await new ApiClient(url, world.users[2]).get('/messages', {
        anchor: 'newest',
        num_before: 10,
        num_after: 0,
        narrow: [{ operator: 'topic', operand: 'after the crash' }],
      })
    ).body.messages as Array<{ content: string }>;
  // Back before its time: nothing is sent yet.
  await restartedAt(new Date((at - 60) * 1000), async (url, deliverDue) => {
    expect(await deliverDue()).toBe(0);
    expect(await sentIn(url)).toEqual([]);
  });
  // Back at its time: sent once, and no longer scheduled.
  await restartedAt(new Date((at + 5) * 1000), async (url, deliverDue) => {
    await deliverDue();
    expect((await sentIn(url)).map((m) => m.content)).toEqual(['<p>still here</p>']);
    const left = await new ApiClient(url, world.users[2]).get('/scheduled_messages');
    expect(left.body.scheduled_messages).toEqual([]);
  });
  // Another restart sends nothing again.
  await restartedAt(new Date((at + 10) * 1000), async (url, deliverDue) => {
    expect(await deliverDue()).toBe(0);
    expect(await sentIn(url)).toHaveLength(1);
  });
});
