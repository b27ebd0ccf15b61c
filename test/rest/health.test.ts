import { startTcpProxy } from '../support/tcp-proxy.ts';
import { startWorld, type World } from '../support/world.ts';

/** GET /health (liveness) and GET /ready (the database answers), for load balancers and orchestrators. */
const get = async (w: World, path: string) => {
  const r = await fetch(`${w.ts.url}${path}`);
  return { status: r.status, cache: r.headers.get('cache-control'), body: (await r.json()) as unknown };
};

test('a running server is alive and ready, without credentials', async () => {
  const w = await startWorld({ realm: 'empty' });
  try {
    expect(await get(w, '/health')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await get(w, '/ready')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok' } },
    });
  } finally {
    await w.close();
  }
});

test('Redis is not needed to be ready: events are rows of the database, and rate limits count locally while Redis is away', async () => {
  const proxy = await startTcpProxy('127.0.0.1', 6379);
  const w = await startWorld({
    realm: 'empty',
    rateLimits: true,
    env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
  });
  try {
    expect((await get(w, '/ready')).body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    proxy.cut();
    expect(await get(w, '/ready')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok' } },
    });
  } finally {
    await w.close();
    await proxy.close();
  }
});
