import { randomBytes } from 'node:crypto';
import type { SqlReader } from '../../../db/sql.ts';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { EventLog } from '../log/event-log.ts';
import type { LogRecord } from '../log/records.ts';
import { logFloor, recordsFor } from '../log/rows.ts';
import { trimLog } from '../log/retention.ts';
import { eventForClient } from './client-view.ts';
import { EventQueue, type QueueSpec } from './queue.ts';
import { deleteExpired, deleteQueue, insertQueue, loadQueue, saveProgress, type QueueProgress } from './queue-store.ts';
import { defaultRegistryOptions, deliverRecord, progressDue, type RegistryOptions } from './registry-rules.ts';

export { defaultRegistryOptions, type RegistryOptions } from './registry-rules.ts';

export const badEventQueueId = (queueId: string): DomainError =>
  new DomainError('BAD_EVENT_QUEUE_ID', `Bad event queue ID: ${queueId}`, 400, { queue_id: queueId });

/**
 * The REST event queues this process serves. A queue is a row of event_queue
 * (what the client registered for, and where its numbering stands in the
 * event log) and, while this process serves it, an EventQueue in memory that
 * the log's tailer keeps current. Any process can serve any queue: one that
 * has not served it yet reads the row and the log entries after its base.
 * Heartbeats and a queue's end are log entries too, so every process that
 * holds a queue numbers its events alike.
 */
export class QueueRegistry {
  private readonly queues = new Map<string, EventQueue>();
  private readonly byUser = new Map<number, Set<EventQueue>>();
  private readonly loading = new Map<string, Promise<EventQueue | null>>();
  private readonly prefix = randomBytes(6).toString('hex');
  private counter = 0;
  private readonly unsubscribe: () => void;
  private readonly flushTimer: NodeJS.Timeout;
  private readonly gcTimer: NodeJS.Timeout;
  private closed = false;
  /** Where the registry reports background work that failed (the database went away); it is tried again. */
  onError: (err: unknown, what: string) => void = () => undefined;

  constructor(
    private readonly log: EventLog,
    private readonly db: SqlReader,
    private readonly clock: Clock,
    readonly options: RegistryOptions = defaultRegistryOptions,
  ) {
    const unsubscribe = log.tailer.subscribe((r) => this.dispatch(r));
    // Entries this process never read are gone: what it holds cannot be completed; polls load afresh (and find that out).
    const untruncate = log.tailer.onTruncated(() => {
      for (const q of [...this.queues.values()]) this.remove(q);
    });
    this.unsubscribe = () => {
      unsubscribe();
      untruncate();
    };
    this.flushTimer = setInterval(() => void this.maintain(), options.flushIntervalMs);
    this.flushTimer.unref?.();
    this.gcTimer = setInterval(
      () => void this.collectGarbage().catch((e: unknown) => this.onError(e, 'collecting idle event queues')),
      options.gcIntervalMs,
    );
    this.gcTimer.unref?.();
  }

  /** Queues held in this process's memory. */
  get count(): number {
    return this.queues.size;
  }

  /** How many queues this process holds, and how many have a long-poll waiting. */
  stats(): { queues: number; parked: number } {
    let parked = 0;
    for (const q of this.queues.values()) if (q.parked) parked += 1;
    return { queues: this.queues.size, parked };
  }

  /** A new queue, starting at the log's current end. */
  async create(spec: Omit<QueueSpec, 'id'>): Promise<EventQueue> {
    const now = this.now();
    const base = { eventId: -1, position: this.log.tailer.position };
    const q = new EventQueue({ ...spec, id: `${this.prefix}:${++this.counter}` }, now, base, this.idle);
    // In memory first: what the tailer dispatches while the row is written reaches it.
    this.add(q);
    try {
      await insertQueue(this.db, { spec: q.spec, base, lastTouched: now });
    } catch (e) {
      this.remove(q);
      throw e;
    }
    return q;
  }

  /** The user's own queue, else BAD_EVENT_QUEUE_ID (another user's queue looks missing). */
  async get(queueId: string, userId: number): Promise<EventQueue> {
    const q = this.queues.get(queueId) ?? (await this.load(queueId));
    if (!q || q.spec.userId !== userId) throw badEventQueueId(queueId);
    return q;
  }

  /**
   * Acknowledges events up to `lastEventId`. An id newer than any this
   * process has numbered means the log has moved on past what it has read
   * (the client's last answer came from another process): it reads up first.
   */
  async acknowledge(q: EventQueue, lastEventId: number): Promise<void> {
    if (lastEventId > q.lastEventId)
      await this.log.tailer.catchUp().catch((e: unknown) => this.onError(e, 'reading the event log'));
    q.acknowledge(lastEventId);
  }

  /** The user's queues held here (for inspection). */
  queuesOf(userId: number): EventQueue[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** DELETE /events: gone for every process. */
  async delete(queueId: string, userId: number): Promise<void> {
    const q = await this.get(queueId, userId);
    await this.drop(q);
  }

  /** Drops queues idle past their lifespan, on every process, then what no queue needs of the log; returns how many queues. */
  async collectGarbage(): Promise<number> {
    await this.flush();
    const expired = await deleteExpired(this.db, this.clock.now());
    for (const e of expired) this.removeById(e.queueId);
    if (expired.length > 0) {
      await this.log.appendEntries(
        expired.map((e) => ({ kind: 'queue_gone' as const, realmId: e.realmId, userId: e.userId, queueId: e.queueId })),
      );
    }
    await trimLog(this.db, this.clock.now(), this.options.retention);
    return expired.length;
  }

  /**
   * Writes acknowledgements and touches (a parked poll touches its queue all
   * along) — not each of them: a queue's last use is written once it is a
   * quarter of its lifespan (at most a minute) newer than what the database
   * has, so that garbage collection never takes a queue in use, and its base
   * once it is STALE_BASE_ENTRIES positions further on, so that another
   * process (or a restart) reads little to take it up. A busy queue costs a
   * write a minute, not one per poll. `all`: everything that changed (a stop);
   * `leaving`: queues about to leave this process's memory, written likewise.
   */
  async flush(all = false, leaving?: ReadonlySet<EventQueue>): Promise<void> {
    const now = this.now();
    const progress: Array<QueueProgress & { q: EventQueue }> = [];
    // A queue held here has been offered every entry this process has dispatched.
    const dispatched = this.log.tailer.position;
    for (const q of this.queues.values()) {
      if (q.scanned < dispatched) q.scanned = dispatched;
      if (q.parked) q.lastTouched = now;
      const base = q.durableBase;
      if (progressDue(q, base, all || leaving?.has(q) === true))
        progress.push({ queueId: q.spec.id, base, lastTouched: q.lastTouched, q });
    }
    await saveProgress(this.db, progress);
    for (const p of progress) p.q.saved = { base: p.base, touched: p.lastTouched };
  }

  /** Ends every parked poll and writes what the polls did; the queues stay for the next start or another process. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.flushTimer);
    clearInterval(this.gcTimer);
    this.unsubscribe();
    for (const q of this.queues.values()) q.close();
    try {
      await this.flush(true);
    } finally {
      this.queues.clear();
      this.byUser.clear();
    }
  }

  now(): number {
    return this.clock.now().getTime();
  }

  private async maintain(): Promise<void> {
    const now = this.now();
    const idle = [...this.queues.values()].filter((q) => !q.parked && now - q.lastUsedHere >= this.options.cacheIdleMs);
    try {
      await this.flush(false, new Set(idle));
    } catch (e) {
      this.onError(e, 'saving event queue progress');
      return;
    }
    // What they did is written: another process (or this one, later) takes them up from there.
    for (const q of idle) if (!q.parked) this.remove(q);
  }

  /** A parked poll found nothing for a heartbeat's time: the heartbeat goes through the log like any event. */
  private readonly idle = (q: EventQueue): void => {
    const entry = { kind: 'heartbeat' as const, realmId: q.spec.realmId, userId: q.spec.userId, queueId: q.spec.id };
    this.log.appendEntries([entry]).catch((e: unknown) => {
      this.onError(e, 'writing a heartbeat');
      // The poll ends empty; the client polls again.
      q.close();
    });
  };

  /** Reads a queue this process does not hold: its row, then the log entries after its base. */
  private load(queueId: string): Promise<EventQueue | null> {
    let pending = this.loading.get(queueId);
    if (!pending) {
      pending = this.loadOnce(queueId).finally(() => this.loading.delete(queueId));
      this.loading.set(queueId, pending);
    }
    return pending;
  }

  private async loadOnce(queueId: string): Promise<EventQueue | null> {
    if (this.closed) return null;
    const stored = await loadQueue(this.db, queueId);
    const now = this.now();
    if (!stored || now - stored.lastTouched >= stored.spec.lifespanMs) return null;
    const { spec, base } = stored;
    const q = new EventQueue(spec, stored.lastTouched, base, this.idle);
    let records = this.log.tailer.recordsAfter(base.position);
    if (records === null) {
      // Older than this process keeps in memory: from the table, unless retention has cut it.
      const upTo = this.log.tailer.position;
      if (base.position < (await logFloor(this.db))) return null;
      const older = await recordsFor(
        this.db,
        { after: base.position, upTo },
        { realmId: spec.realmId, userId: spec.userId, queueId },
      );
      const newer = this.log.tailer.recordsAfter(upTo);
      if (newer === null) return this.loadOnce(queueId);
      records = [...older, ...newer];
    }
    const already = this.queues.get(queueId);
    if (already) return already;
    for (const r of records) if (r.kind !== 'event' || r.userIds.includes(spec.userId)) deliverRecord(q, r, new Map());
    q.lastUsedHere = now;
    if (q.size > this.options.maxQueuedEvents) {
      void this.drop(q).catch((e: unknown) => this.onError(e, 'dropping an overflowing event queue'));
      return null;
    }
    this.add(q);
    return q;
  }

  private async drop(q: EventQueue): Promise<void> {
    this.remove(q);
    await deleteQueue(this.db, q.spec.id);
    await this.log.appendEntries([
      { kind: 'queue_gone', realmId: q.spec.realmId, userId: q.spec.userId, queueId: q.spec.id },
    ]);
  }

  private add(q: EventQueue): void {
    this.queues.set(q.spec.id, q);
    let mine = this.byUser.get(q.spec.userId);
    if (!mine) this.byUser.set(q.spec.userId, (mine = new Set()));
    mine.add(q);
  }

  private remove(q: EventQueue): void {
    if (this.queues.get(q.spec.id) !== q) return;
    this.queues.delete(q.spec.id);
    this.byUser.get(q.spec.userId)?.delete(q);
    q.close();
  }

  private removeById(queueId: string): void {
    const q = this.queues.get(queueId);
    if (q) this.remove(q);
  }

  private dispatch(r: LogRecord): void {
    if (r.kind !== 'event') {
      const q = this.queues.get(r.queueId);
      if (!q) return;
      if (r.kind === 'queue_gone') this.remove(q);
      else deliverRecord(q, r, new Map());
      return;
    }
    // Queues with the same client options get the very same shaped objects,
    // so eventsJson serialises each shape once for all of them.
    const shapes = new Map<string, ReturnType<typeof eventForClient>>();
    for (const userId of r.userIds) {
      const qs = this.byUser.get(userId);
      if (!qs) continue;
      for (const q of qs) {
        deliverRecord(q, r, shapes);
        if (q.size > this.options.maxQueuedEvents)
          void this.drop(q).catch((e: unknown) => this.onError(e, 'dropping an overflowing event queue'));
      }
    }
  }
}
