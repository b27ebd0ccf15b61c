import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/*
 * Probes for load balancers and orchestrators, outside Zulip's API:
 * GET /health says the process answers (liveness); GET /ready says it can
 * serve, i.e. its database answers now (readiness). Events need nothing
 * else: they are rows of the database (the event log). Redis, when set,
 * only shares rate-limit counters, with a local fallback: its absence makes
 * no process unready. Neither
 * needs credentials nor reveals more than which dependency failed.
 */

/** A dependency that does not answer within this is as good as down for a probe. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | string;

async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthPlugin(
  app: FastifyInstance,
  opts: { database: Database; isClosing: () => boolean },
): Promise<void> {
  const { database } = opts;
  app.get('/health', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/ready', async (_req, reply) => {
    const db = await check(() => database.sql.query('SELECT 1'));
    const checks = { database: db };
    const ready = !opts.isClosing() && db === 'ok';
    if (!ready) app.log.warn({ checks }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : opts.isClosing() ? 'shutting down' : 'unavailable', checks });
  });
}
