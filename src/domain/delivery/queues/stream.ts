import type { SqlReader } from '../../../db/sql.ts';
import type { EventLog } from '../log/event-log.ts';
import type { EventRecord, LogRecord } from '../log/records.ts';
import { logFloor, recordsFor } from '../log/rows.ts';
import type { AddressedEvent, ZulipEvent } from '../../events/types.ts';
import { eventForClient, type ClientEvent, type ClientOptions } from './client-view.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/**
 * Why a stream cannot continue where its client left off; the client must
 * refetch what it shows. A stream reads the shared event log from its
 * cursor, so only two of these happen: the cursor is not one
 * (UNKNOWN_CURSOR), or retention has cut the log below it (EVENTS_DROPPED).
 * QUEUE_EXPIRED and FILTER_CHANGED stay for clients written against earlier
 * versions, which had per-process stream queues.
 */
export const GAP_REASONS = ['UNKNOWN_CURSOR', 'QUEUE_EXPIRED', 'EVENTS_DROPPED', 'FILTER_CHANGED'] as const;
export type GapReason = (typeof GAP_REASONS)[number];

/** What a stream delivers: an event, or a gap; each with the cursor to resume after it. */
export type StreamItem =
  { kind: 'event'; cursor: string; event: ZulipEvent } | { kind: 'gap'; cursor: string; reason: GapReason };

/** What a stream takes, and where it starts. */
export interface StreamRequest {
  userId: number;
  realmId: number;
  eventTypes: ReadonlySet<string>;
  /** A further condition (typed narrows, one conversation's typing). */
  accept?: (e: AddressedEvent) => boolean;
  /** A cursor from an earlier stream, or null to start now. */
  after: string | null;
}

/** Heartbeats and one-message deletions are for long-polling clients; streams never ask for them. */
const isDomainEvent = (e: ClientEvent): e is ZulipEvent =>
  e.type !== 'heartbeat' && !(e.type === 'delete_message' && !('messageIds' in e));

/** Entries a stream reads at once when it is behind (from memory or the table). */
const BATCH = 500;

/**
 * The GraphQL event streams of this process. Each is a position in the event
 * log and a filter: it reads what it missed from the tailer's window (or the
 * table, when further behind), then is woken as the tailer dispatches entries
 * for its user. Nothing is buffered per stream beyond one batch, so a slow
 * client costs memory only while its batch is read.
 */
export class StreamHub {
  private readonly byUser = new Map<number, Set<() => void>>();
  /** Each entry shaped once for every stream (the same objects: shared renders key on them). */
  private readonly shaped = new WeakMap<LogRecord, ClientEvent[] | null>();
  private readonly unsubscribe: () => void;
  private readonly closers = new Set<() => void>();
  /** Streams to tell, at their next read, that retention cut entries they had not read. */
  private readonly truncated = new Set<() => void>();
  private openedCount = 0;

  constructor(
    private readonly log: EventLog,
    private readonly db: SqlReader,
    private readonly options: ClientOptions,
  ) {
    const unsubscribe = log.tailer.subscribe((r) => this.wake(r));
    const untruncate = log.tailer.onTruncated(() => {
      for (const mark of this.truncated) mark();
    });
    this.unsubscribe = () => {
      unsubscribe();
      untruncate();
    };
  }

  /** Streams open now. */
  get count(): number {
    return this.closers.size;
  }

  /** Streams open now for one user. */
  countFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Streams opened since the start (tests wait for theirs to be live). */
  get opened(): number {
    return this.openedCount;
  }

  /** A cursor at this moment: state read after this and the events after it miss nothing in between. */
  cursorNow(): string {
    return encodeCursor(this.log.tailer.position);
  }

  close(): void {
    this.unsubscribe();
    for (const close of [...this.closers]) close();
  }

  /**
   * The events of the log for one user, as an async iterator, from a cursor:
   * what the client missed, in order, then new events as they come. A gap
   * comes first when the cursor cannot be resumed. It ends after the
   * organization's deactivation (nobody of it can authenticate to resume);
   * `return()` ends it.
   */
  open(req: StreamRequest): AsyncIterableIterator<StreamItem> {
    this.openedCount += 1;
    let position = this.log.tailer.position;
    let gap: GapReason | null = null;
    let started = req.after === null;
    const ready: StreamItem[] = [];
    let done = false;
    let wake: (() => void) | null = null;
    const rouse = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    let mine = this.byUser.get(req.userId);
    if (!mine) this.byUser.set(req.userId, (mine = new Set()));
    mine.add(rouse);
    const cut = () => {
      gap = 'EVENTS_DROPPED';
      rouse();
    };
    this.truncated.add(cut);
    const finish = (): IteratorResult<StreamItem> => {
      if (!done) {
        done = true;
        this.byUser.get(req.userId)?.delete(rouse);
        this.truncated.delete(cut);
        this.closers.delete(finish);
        rouse();
      }
      return { value: undefined, done: true };
    };
    this.closers.add(finish);

    const take = (records: readonly LogRecord[]) => {
      for (const r of records) {
        position = r.position;
        if (r.kind !== 'event' || r.realmId !== req.realmId || !r.userIds.includes(req.userId)) continue;
        if (!req.eventTypes.has(r.event.type) || (req.accept && !req.accept(r))) continue;
        for (const event of this.shape(r)) ready.push({ kind: 'event', cursor: encodeCursor(r.position), event });
      }
    };

    /** Fills `ready` with what is there after `position`; false when there is nothing yet. */
    const fill = async (): Promise<boolean> => {
      if (!started) {
        started = true;
        const from = req.after === null ? null : decodeCursor(req.after);
        if (from === null) gap = 'UNKNOWN_CURSOR';
        else {
          // A cursor another process issued may be ahead of what this one has read.
          if (from > this.log.tailer.position) await this.log.tailer.catchUp();
          if (from > this.log.tailer.position) gap = 'UNKNOWN_CURSOR';
          else if (from < (await logFloor(this.db))) gap = 'EVENTS_DROPPED';
          else position = from;
        }
      }
      if (gap !== null) {
        position = this.log.tailer.position;
        ready.push({ kind: 'gap', cursor: encodeCursor(position), reason: gap });
        gap = null;
        return true;
      }
      const inMemory = this.log.tailer.recordsAfter(position);
      if (inMemory !== null) {
        take(inMemory.length > BATCH ? inMemory.slice(0, BATCH) : inMemory);
        return inMemory.length > 0;
      }
      const upTo = this.log.tailer.position;
      if (position < (await logFloor(this.db))) {
        position = upTo;
        ready.push({ kind: 'gap', cursor: encodeCursor(position), reason: 'EVENTS_DROPPED' });
        return true;
      }
      const older = await recordsFor(
        this.db,
        { after: position, upTo, limit: BATCH + 1 },
        { realmId: req.realmId, userId: req.userId },
      );
      take(older.slice(0, BATCH));
      if (older.length <= BATCH) position = Math.max(position, upTo);
      return true;
    };

    // Set once the organization's deactivation is delivered: the stream ends after telling the client.
    let realmGone = false;
    return {
      async next() {
        for (;;) {
          if (realmGone) return finish();
          if (done) return { value: undefined, done: true };
          const item = ready.shift();
          if (item) {
            realmGone = item.kind === 'event' && item.event.type === 'realm' && item.event.op === 'deactivated';
            return { value: item, done: false };
          }
          const woken = new Promise<void>((resolve) => (wake = resolve));
          if (await fill()) continue;
          await woken;
        }
      },
      return: () => Promise.resolve(finish()),
      throw: (err?: unknown) => {
        finish();
        return Promise.reject(err);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private shape(r: EventRecord): ZulipEvent[] {
    let shaped = this.shaped.get(r);
    if (shaped === undefined) {
      shaped = eventForClient(r, this.options, '');
      this.shaped.set(r, shaped);
    }
    return shaped ? shaped.filter(isDomainEvent) : [];
  }

  private wake(r: LogRecord): void {
    if (r.kind !== 'event') return;
    for (const userId of r.userIds) {
      const streams = this.byUser.get(userId);
      if (streams) for (const rouse of streams) rouse();
    }
  }
}
