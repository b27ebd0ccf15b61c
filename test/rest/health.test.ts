import { startTestServer, type TestServer } from '../support/server.ts';

/** GET /health (liveness) and GET /ready (database and event bus answer), for load balancers and orchestrators. */
const get = async (ts: TestServer, path: string) => {
  const r = await fetch(`${ts.url}${path}`);
  return { status: r.status, cache: r.headers.get('cache-control'), body: (await r.json()) as unknown };
};

test('a running server is alive and ready, without credentials', async () => {
  const ts = await startTestServer();
  try {
    expect(await get(ts, '/health')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await get(ts, '/ready')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready', checks: { database: 'ok', bus: 'ok' } } });
  } finally {
    await ts.close();
  }
});

test('with the Redis bus: ready while Redis answers; not ready (503, naming the bus) once it is gone, though still alive', async () => {
  const ts = await startTestServer({ env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `zircon-test-health-${process.pid}` } });
  try {
    expect((await get(ts, '/ready')).body).toEqual({ status: 'ready', checks: { database: 'ok', bus: 'ok' } });
    await ts.server.bus.close();
    const after = await get(ts, '/ready');
    expect(after.status).toBe(503);
    expect(after.body).toEqual({ status: 'unavailable', checks: { database: 'ok', bus: expect.not.stringMatching(/^ok$/) } });
    expect((await get(ts, '/health')).status).toBe(200);
  } finally {
    await ts.close();
  }
});
