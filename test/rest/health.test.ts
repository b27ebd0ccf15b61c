import { startTcpProxy } from '../support/tcp-proxy.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** GET /health (liveness) and GET /ready (the database answers), for load balancers and orchestrators. */
const get = async (ts: TestServer, path: string) => {
  const r = await fetch(`${ts.url}${path}`);
  return { status: r.status, cache: r.headers.get('cache-control'), body: (await r.json()) as unknown };
};

test('a running server is alive and ready, without credentials', async () => {
  const ts = await startTestServer();
  try {
    expect(await get(ts, '/health')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await get(ts, '/ready')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready', checks: { database: 'ok' } } });
  } finally {
    await ts.close();
  }
});

test('Redis is not needed to be ready: events are rows of the database, and rate limits count locally while Redis is away', async () => {
  const proxy = await startTcpProxy('127.0.0.1', 6379);
  const ts = await startTestServer({ rateLimits: true, env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
  try {
    expect((await get(ts, '/ready')).body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    proxy.cut();
    expect(await get(ts, '/ready')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready', checks: { database: 'ok' } } });
  } finally {
    await ts.close();
    await proxy.close();
  }
});
