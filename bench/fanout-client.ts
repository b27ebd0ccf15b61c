// A child process of bench/fanout.ts: parks long-polls on raw keep-alive
// sockets, round after round, and reports when each response has fully
// arrived. Raw sockets and no JSON parsing keep the measuring side light, so
// the figures are the server's.
import net from 'node:net';

interface Poll {
  email: string;
  apiKey: string;
  queueId: string;
}

type Command = { port: number; polls: Poll[] } | { round: number } | { continuous: true } | { stats: true };

/** For bench/soak.ts: responses received, and those that were not 200. */
const counts = { responses: 0, errors: 0 };

const now = (): number => performance.timeOrigin + performance.now();

/** One queue's long-poll connection; `poll()` resolves with the arrival time and body. */
class Poller {
  private socket!: net.Socket;
  private received = '';
  private lastEventId = -1;
  private waiting: ((r: { at: number; body: string }) => void) | null = null;

  constructor(
    private readonly port: number,
    private readonly p: Poll,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket = net.connect({ host: '127.0.0.1', port: this.port }, () => resolve());
      this.socket.setNoDelay(true);
      this.socket.setEncoding('utf8');
      this.socket.on('data', (chunk: string) => this.onData(chunk));
      this.socket.on('error', reject);
    });
  }

  poll(): Promise<{ at: number; body: string }> {
    const auth = Buffer.from(`${this.p.email}:${this.p.apiKey}`).toString('base64');
    const q = new URLSearchParams({ queue_id: this.p.queueId, last_event_id: String(this.lastEventId) });
    this.socket.write(
      `GET /api/v1/events?${q} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\nAuthorization: Basic ${auth}\r\n\r\n`,
    );
    return new Promise((resolve) => (this.waiting = resolve));
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: string): void {
    this.received += chunk;
    const headerEnd = this.received.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const length = Number(/content-length: (\d+)/i.exec(this.received.slice(0, headerEnd))?.[1] ?? -1);
    const body = this.received.slice(headerEnd + 4);
    if (Buffer.byteLength(body) < length) return;
    const at = now();
    counts.responses += 1;
    if (!this.received.startsWith('HTTP/1.1 200')) counts.errors += 1;
    this.received = '';
    const ids = [...body.matchAll(/"id":(\d+)\}[\],]/g)];
    if (ids.length > 0) this.lastEventId = Number(ids[ids.length - 1][1]);
    const w = this.waiting;
    this.waiting = null;
    w?.({ at, body });
  }
}

let pollers: Poller[] = [];

process.on('message', (m: Command) => {
  if ('polls' in m) {
    pollers = m.polls.map((p) => new Poller(m.port, p));
    void Promise.all(pollers.map((p) => p.connect())).then(() => process.send?.({ connected: pollers.length }));
    return;
  }
  if ('stats' in m) {
    process.send?.({ stats: counts });
    return;
  }
  if ('continuous' in m) {
    // Poll again as soon as an answer came, as a client does (bench/soak.ts).
    for (const p of pollers)
      void (async () => {
        for (;;) await p.poll();
      })();
    return;
  }
  if (m.round < 0) {
    for (const p of pollers) p.close();
    process.exit(0);
  }
  const results = pollers.map((p) => p.poll());
  process.send?.({ parked: m.round });
  void Promise.all(results).then((rs) =>
    process.send?.({
      round: m.round,
      arrivals: rs.map((r) => r.at),
      delivered: rs.filter((r) => r.body.includes('"type":"message"')).length,
    }),
  );
});
