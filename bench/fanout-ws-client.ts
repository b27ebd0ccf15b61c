// A child process of bench/fanout.ts (FANOUT_MODE=graphql): holds graphql-ws
// subscriptions on raw `ws` sockets (the protocol by hand: no client library's
// bookkeeping on the measuring side) and reports when each subscriber has
// received the message of a round. A round's message carries `fanout-<n>`
// in its content; arrivals are found by that marker, without parsing JSON.
import WebSocket from 'ws';

interface Sub {
  email: string;
  apiKey: string;
}

type Command =
  { port: number; subs: Sub[]; query: string } | { ready: true } | { round: number } | { stop: true } | { stats: true };

/** For bench/soak.ts: `next` messages received, and those with errors (or an `error` message). */
const counts = { received: 0, errors: 0 };

const now = (): number => performance.timeOrigin + performance.now();
const MARKER = /fanout-(\d+)/;

/** One subscriber: its socket, and when the message of each round arrived. */
class Subscriber {
  readonly arrivals = new Map<number, number>();
  /** Any round's message arrived: the subscription is live. */
  live = false;
  errors = 0;
  private socket!: WebSocket;
  onArrival: (() => void) | null = null;

  constructor(
    private readonly port: number,
    private readonly sub: Sub,
    private readonly query: string,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket = new WebSocket(`ws://127.0.0.1:${this.port}/graphql`, 'graphql-transport-ws', {
        perMessageDeflate: false,
      });
      this.socket.on('open', () =>
        this.socket.send(
          JSON.stringify({ type: 'connection_init', payload: { email: this.sub.email, apiKey: this.sub.apiKey } }),
        ),
      );
      this.socket.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        if (text.startsWith('{"type":"connection_ack"')) {
          this.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: this.query } }));
          resolve();
          return;
        }
        this.onMessage(text);
      });
      this.socket.on('error', reject);
    });
  }

  close(): void {
    this.socket.close();
  }

  private onMessage(text: string): void {
    const at = now();
    counts.received += 1;
    if (text.includes('"errors"') || text.includes('"type":"error"') || text.includes('"type":"complete"')) {
      this.errors += 1;
      counts.errors += 1;
    }
    const m = MARKER.exec(text);
    if (!m) return;
    this.live = true;
    this.arrivals.set(Number(m[1]), at);
    this.onArrival?.();
  }
}

let subs: Subscriber[] = [];

/** Resolves once `done()` holds, checking on each arrival; false after `ms`. */
function waitFor(done: () => boolean, ms: number): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), ms);
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      for (const s of subs) s.onArrival = null;
      resolve(ok);
    };
    for (const s of subs) s.onArrival = () => done() && finish(true);
  });
}

process.on('message', (m: Command) => {
  if ('subs' in m) {
    subs = m.subs.map((s) => new Subscriber(m.port, s, m.query));
    void Promise.all(subs.map((s) => s.connect())).then(() => process.send?.({ connected: subs.length }));
    return;
  }
  if ('stats' in m) {
    process.send?.({ stats: counts });
    return;
  }
  if ('stop' in m) {
    for (const s of subs) s.close();
    process.exit(0);
  }
  if ('ready' in m) {
    void waitFor(() => subs.every((s) => s.live), 1000).then((ok) => process.send?.({ ready: ok }));
    return;
  }
  const { round } = m;
  void waitFor(() => subs.every((s) => s.arrivals.has(round)), 30_000).then(() =>
    process.send?.({
      round,
      arrivals: subs.map((s) => s.arrivals.get(round)).filter((a): a is number => a !== undefined),
      delivered: subs.filter((s) => s.arrivals.has(round)).length,
      errors: subs.reduce((n, s) => n + s.errors, 0),
    }),
  );
});
