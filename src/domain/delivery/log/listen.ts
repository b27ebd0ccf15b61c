import pg from 'pg';
import { LOG_CHANNEL } from './append.ts';

/** Where the listener reports losing and regaining its connection. */
export interface ListenLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * PostgreSQL's LISTEN on the log's channel, on a connection of its own: each
 * commit that appended to the log wakes `onHead` with its newest position. It
 * only makes delivery prompt: while the connection is down (reconnected with
 * backoff), the tailer's own polling still finds every entry.
 */
export class LogListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private connected = false;

  constructor(
    private readonly connectionString: string,
    private readonly onHead: (head: number | undefined) => void,
    private readonly log: ListenLog,
  ) {}

  get isConnected(): boolean {
    return this.connected;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    this.connected = false;
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    client.on('notification', (n) => this.onHead(n.payload ? Number(n.payload) : undefined));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LOG_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
    if (this.failures > 0) this.log.info({ attempts: this.failures }, 'event log: listening again');
    this.failures = 0;
    // Whatever was written while not listening: read it now.
    this.onHead(undefined);
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.closed || (this.client !== null && this.client !== client)) return;
    this.client = null;
    this.connected = false;
    client.end().catch(() => undefined);
    if (this.retry) return;
    if (this.failures === 0)
      this.log.warn(
        { err: err instanceof Error ? err.message : undefined },
        'event log: lost the LISTEN connection; polling until it is back',
      );
    const delay = Math.min(5000, 100 * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }
}
