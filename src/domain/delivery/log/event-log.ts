import type { Database } from '../../../db/database.ts';
import type { SqlReader } from '../../../db/sql.ts';
import type { Clock } from '../../clock.ts';
import type { AddressedEvent, EventListener, EventWriter } from '../../events/types.ts';
import { appendToLog, LOG_CHANNEL } from './append.ts';
import { LogListener, type ListenLog } from './listen.ts';
import type { NewLogEntry } from './records.ts';
import { defaultTailerOptions, LogTailer, type TailerOptions } from './tailer.ts';

/** How long a write waits for this process to have dispatched its own events before it answers. */
const DELIVERED_WAIT_MS = 2000;

const silent: ListenLog = { warn: () => undefined, info: () => undefined };

/**
 * The event stream of a deployment: a table every process appends to in the
 * transactions that cause the events (see append.ts), and reads in order
 * (tailer.ts). On PostgreSQL, LISTEN/NOTIFY wakes the readers; on PGlite the
 * single process wakes its own reader. Losing the wake-ups loses nothing: the
 * readers also poll.
 */
export class EventLog implements EventWriter {
  readonly tailer: LogTailer;
  private listener: LogListener | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: ListenLog = silent,
    tailer: Partial<TailerOptions> = {},
  ) {
    this.tailer = new LogTailer(database.sql, { ...defaultTailerOptions, ...tailer });
  }

  /** Starts reading (a server; one-off commands only write). */
  async start(): Promise<void> {
    await this.tailer.start();
    this.started = true;
    if (this.database.kind === 'postgres' && this.database.connectionString) {
      this.listener = new LogListener(this.database.connectionString, (head) => this.tailer.wake(head), this.log);
      await this.listener.start();
    } else if (this.database.listen) {
      // One PGlite, several servers on it (the tests' clusters): they wake each other as processes do.
      this.unlisten = await this.database.listen(LOG_CHANNEL, (payload) =>
        this.tailer.wake(Number(payload) || undefined),
      );
    }
  }

  /** Whether another process is told at once of what this one writes (false: they find it at their next poll). */
  get listening(): boolean {
    return this.listener?.isConnected ?? this.unlisten !== null;
  }

  /** Appends inside the caller's transaction; the position of the last entry. */
  appendIn(tx: SqlReader, entries: readonly NewLogEntry[]): Promise<number> {
    return appendToLog(tx, entries, this.clock.now(), true);
  }

  /**
   * After the commit: waits (briefly) until this process has dispatched
   * `position`, so the writer's own queues and streams have the events when
   * its request answers. A read that fails does not fail the write, which
   * has committed: the events go out when the log can be read again.
   */
  async delivered(position: number): Promise<void> {
    if (!this.started) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, DELIVERED_WAIT_MS)));
    try {
      await Promise.race([this.tailer.waitFor(position).catch(() => undefined), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Events no change of the caller's causes (typing notifications): appended
   * in a transaction of their own, which need not wait for the disk — a crash
   * may lose a momentary event, never the order of the others.
   */
  async publish(events: AddressedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const position = await this.database.sql.transaction(async (tx) => {
      await tx.query("SELECT set_config('synchronous_commit', 'off', true) AS set");
      return this.appendIn(tx, events);
    });
    await this.delivered(position);
  }

  /** Entries in a transaction of their own; resolves once this process has dispatched them. */
  async appendEntries(entries: readonly NewLogEntry[]): Promise<void> {
    const position = await this.database.sql.transaction((tx) => this.appendIn(tx, entries));
    await this.delivered(position);
  }

  /** Every domain event of the log, whoever wrote it, in log order (outgoing webhooks, tests). */
  subscribe(listener: EventListener): () => void {
    return this.tailer.subscribe((r) => {
      if (r.kind !== 'event') return;
      const { realmId, event, userIds, internal } = r;
      listener(internal ? { realmId, event, userIds, internal } : { realmId, event, userIds });
    });
  }

  /** Resolves when the log can be written and read (GET /ready). */
  async ping(): Promise<void> {
    await this.database.sql.query('SELECT 1 AS ok');
  }

  async close(): Promise<void> {
    this.tailer.close();
    await this.listener?.close();
    await this.unlisten?.().catch(() => undefined);
  }
}

/**
 * For generating data offline (benchmarks' fixtures, `zircon generate-data`):
 * the events of a bulk load reach nobody, and writing them would only fill the log.
 */
export const discardEvents: EventWriter = {
  publish: async () => undefined,
  appendIn: async () => 0,
  delivered: async () => undefined,
};
