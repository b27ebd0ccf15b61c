import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The endpoint pattern a request reached (`/api/v1/messages/{message_id:int}`), for metrics; null until routed. */
    routeLabel: string | null;
  }
}

/*
 * Prometheus metrics at GET /metrics, outside Zulip's API. One registry per
 * server (no global state: several servers in one process — the tests — keep
 * their own counts). Labels are endpoint patterns, never raw paths, so their
 * number stays bounded whatever clients send.
 */

/** What the metrics read from the rest of the server when scraped. */
export interface MetricsSources {
  queues: () => { queues: number; parked: number };
  /** GraphQL event streams open on this process. */
  streams: () => number;
  /** This process's reader of the event log: where it is, how far behind the newest entry it knows of, and whether NOTIFY reaches it. */
  log: () => { position: number; lag: number; listening: boolean };
  databasePool: () => { total: number; idle: number; waiting: number } | null;
}

export interface ServerMetrics {
  registry: Registry;
  /** An entry of the event log reached this process's consumers this long after it was written. */
  observeDelivery(seconds: number): void;
}

export function createMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'zircon_' });
  new Gauge({
    name: 'zircon_event_queues',
    help: 'REST event queues held in this process (each also lives in the database; any process can serve it).',
    registers: [registry],
    collect() {
      this.set(sources.queues().queues);
    },
  });
  new Gauge({
    name: 'zircon_parked_long_polls',
    help: 'GET /events requests waiting for events.',
    registers: [registry],
    collect() {
      this.set(sources.queues().parked);
    },
  });
  new Gauge({
    name: 'zircon_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.databasePool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'zircon_event_streams',
    help: 'GraphQL event subscriptions open on this process.',
    registers: [registry],
    collect() {
      this.set(sources.streams());
    },
  });
  new Gauge({
    name: 'zircon_event_log_position',
    help: 'The newest event log entry this process has dispatched.',
    registers: [registry],
    collect() {
      this.set(sources.log().position);
    },
  });
  new Gauge({
    name: 'zircon_event_log_lag',
    help: 'Entries written (as far as this process knows) that it has not dispatched yet.',
    registers: [registry],
    collect() {
      this.set(sources.log().lag);
    },
  });
  new Gauge({
    name: 'zircon_event_log_listening',
    help: '1 while PostgreSQL NOTIFY wakes this process for new entries (0: it finds them by polling, up to a second late).',
    registers: [registry],
    collect() {
      this.set(sources.log().listening ? 1 : 0);
    },
  });
  const delivery = new Histogram({
    name: 'zircon_event_delivery_seconds',
    help: 'From an event log entry being written to this process dispatching it to its queues and streams.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  // Rate-limit refusals are the requests counted with status 429.
  return { registry, observeDelivery: (seconds) => delivery.observe(Math.max(0, seconds)) };
}

/** A label for requests no endpoint pattern matched (unknown paths, probes). */
const UNROUTED = 'other';

/**
 * Request counts and latencies by endpoint and status (hooks on the root
 * instance, so call it before registering the APIs), and GET /metrics:
 * with METRICS_TOKEN set, for `Authorization: Bearer <token>`; without it,
 * for requests from the machine itself only (every hop: fromThisMachine).
 */
export function installMetrics(
  app: FastifyInstance,
  opts: { metrics: ServerMetrics; token: string | undefined },
): void {
  const { registry } = opts.metrics;
  const requests = new Counter({
    name: 'zircon_http_requests_total',
    help: 'HTTP requests by endpoint, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'zircon_http_request_duration_seconds',
    help: 'HTTP request latency by endpoint (long-polls included: they wait by design).',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
    registers: [registry],
  });
  app.decorateRequest('routeLabel', null);
  app.addHook('onResponse', (req, reply, done) => {
    // REST's catch-all routes name the Zulip endpoint they dispatched to; other routes are their own pattern.
    const route = req.routeLabel ?? req.routeOptions.url ?? UNROUTED;
    requests.inc({ route, method: req.method, status: String(reply.statusCode) });
    latency.observe({ route, method: req.method }, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!mayScrape(req, opts.token))
      return reply.code(403).send({ result: 'error', msg: 'Forbidden', code: 'BAD_REQUEST' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return fromThisMachine(req);
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isLoopback = (address: string): boolean =>
  /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i.test(address);

/** An address as forwarding headers write it: quoted, bracketed (IPv6), with or without a port. */
function bareAddress(text: string): string {
  const unquoted = text.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1];
  return /^[\d.]+:\d+$/.test(unquoted) ? unquoted.replace(/:\d+$/, '') : unquoted;
}

/**
 * Whether every hop of the request is this machine: the socket's peer and
 * every client a forwarding header names (X-Forwarded-For, X-Real-IP,
 * Forwarded's `for=`). A reverse proxy on the same machine is a local peer, so
 * the peer alone would open the metrics to whoever it forwards; with
 * TRUST_PROXY or without, a request that names an outside client (or a
 * client this cannot read) is refused. A client cannot pass by naming
 * 127.0.0.1 itself: the proxy appends its real address (or replaces the header).
 */
function fromThisMachine(req: FastifyRequest): boolean {
  const hops = [req.socket.remoteAddress ?? ''];
  const header = (name: string): string[] => {
    const v = req.headers[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  for (const list of header('x-forwarded-for')) hops.push(...list.split(','));
  hops.push(...header('x-real-ip'));
  for (const value of header('forwarded')) {
    for (const element of value.split(',')) {
      for (const pair of element.split(';')) {
        const [name, ...rest] = pair.split('=');
        if (name.trim().toLowerCase() === 'for') hops.push(rest.join('='));
      }
    }
  }
  return hops.every((hop) => isLoopback(bareAddress(hop)));
}
