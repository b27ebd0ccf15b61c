import type { SqlReader } from '../../../db/sql.ts';
import type { LogRecord } from './records.ts';
import { LOG_COLUMNS, logFloor, logHead, recordOf, type LogRow } from './rows.ts';

export interface TailerOptions {
  /** Records kept in memory after they are dispatched, for consumers that start a little behind. */
  windowSize: number;
  /** Reads this often even when nothing woke it: a lost notification only delays delivery. */
  pollIntervalMs: number;
  /** Rows per read. */
  batchSize: number;
}

export const defaultTailerOptions: TailerOptions = { windowSize: 4096, pollIntervalMs: 1000, batchSize: 500 };

export type RecordListener = (record: LogRecord) => void;

/** Where the tailer reports a read that failed (the database went away); it tries again at its next poll. */
export type TailerErrorLog = (err: unknown) => void;

/**
 * This process's reader of the event log: it reads every entry once, in
 * position order, and hands each to its listeners (REST queues, GraphQL
 * streams, outgoing webhooks). Whoever wrote an entry — this process or
 * another — it arrives here the same way, so every process sees the same
 * sequence. The newest `windowSize` records stay in memory for consumers that
 * start a little behind (a queue loaded after a restart, a stream resuming).
 */
export class LogTailer {
  /** Every record up to here has been dispatched. */
  private pos = 0;
  /** The window holds every record after this position. */
  private windowStart = 0;
  private readonly window: LogRecord[] = [];
  private readonly listeners = new Set<RecordListener>();
  private readonly truncationListeners = new Set<() => void>();
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The newest position known to exist (from reads and notifications). */
  private known = 0;
  onError: TailerErrorLog = () => undefined;

  constructor(
    private readonly db: SqlReader,
    private readonly options: TailerOptions = defaultTailerOptions,
  ) {}

  /** Starts at the log's current end: a new process has nothing of the past to deliver. */
  async start(): Promise<void> {
    this.pos = await logHead(this.db);
    this.windowStart = this.pos;
    this.known = this.pos;
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
  }

  get position(): number {
    return this.pos;
  }

  /** How far the log is known to be ahead of what this process has dispatched. */
  get lag(): number {
    return Math.max(0, this.known - this.pos);
  }

  subscribe(listener: RecordListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Called when retention deleted entries this process had not read yet (it
   * was cut off from the database longer than retention keeps entries): what
   * it holds can no longer be completed, and its consumers must say so.
   */
  onTruncated(listener: () => void): () => void {
    this.truncationListeners.add(listener);
    return () => this.truncationListeners.delete(listener);
  }

  /** Something was written (here, or announced by another process at `head`): read soon. */
  wake(head?: number): void {
    if (head !== undefined && head > this.known) this.known = head;
    this.read().catch((err: unknown) => this.onError(err));
  }

  /** Resolves once everything committed before the call has been dispatched. */
  catchUp(): Promise<void> {
    return this.read();
  }

  /** Resolves once `position` has been dispatched (it must be committed already). */
  async waitFor(position: number): Promise<void> {
    if (position > this.known) this.known = position;
    while (this.pos < position) {
      const before = this.pos;
      await this.read();
      if (this.pos === before) return;
    }
  }

  /**
   * The records after `after`, oldest first, if the window still holds all of
   * them (null if some are older than the window: read them from the table).
   */
  recordsAfter(after: number): LogRecord[] | null {
    if (after < this.windowStart) return null;
    let lo = 0;
    let hi = this.window.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.window[mid].position <= after) lo = mid + 1;
      else hi = mid;
    }
    return this.window.slice(lo);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.listeners.clear();
    this.truncationListeners.clear();
  }

  /**
   * One read at a time; a wake during a read makes it read once more when it
   * is done (what woke it may have committed after its query ran).
   */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    const run = async () => {
      try {
        do {
          this.again = false;
          while (!this.closed && (await this.readBatch()) === this.options.batchSize);
        } while (this.again && !this.closed);
      } finally {
        this.reading = null;
      }
    };
    this.reading = run();
    return this.reading;
  }

  private async readBatch(): Promise<number> {
    const rows = await this.db.query<LogRow>(
      `SELECT ${LOG_COLUMNS} FROM event_log WHERE id > $1 ORDER BY id LIMIT $2`,
      [this.pos, this.options.batchSize],
    );
    // Positions skip numbers when a transaction fails after appending; retention also makes a
    // gap. Only the floor tells them apart, and only a gap needs asking.
    if (rows.length > 0 && Number(rows[0].id) > this.pos + 1 && (await logFloor(this.db)) > this.pos) {
      this.windowStart = Number(rows[0].id) - 1;
      this.window.length = 0;
      for (const l of this.truncationListeners) l();
    }
    for (const row of rows) {
      if (this.closed) break;
      const record = recordOf(row);
      // A read that raced another (never: reads are one at a time) must not deliver twice.
      if (record.position <= this.pos) continue;
      this.pos = record.position;
      if (this.pos > this.known) this.known = this.pos;
      this.keep(record);
      for (const l of this.listeners) {
        try {
          l(record);
        } catch {
          // A failing consumer must not cost the others the record.
        }
      }
    }
    return rows.length;
  }

  private keep(record: LogRecord): void {
    this.window.push(record);
    const excess = this.window.length - this.options.windowSize;
    if (excess > 0) {
      const dropped = this.window.splice(0, excess);
      this.windowStart = dropped[dropped.length - 1].position;
    }
  }
}
