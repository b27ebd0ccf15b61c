import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';
import type { Database } from '../../db/database.ts';

/**
 * The lock @tus/server takes around every HEAD, PATCH and DELETE of an
 * upload, so two requests never write one file at once; a request that wants
 * a held lock asks its holder to let go (tus then ends the holder's request,
 * which is how a client that lost its connection can resume at once).
 *
 * Which locker:
 * - PGlite serves one process, so tus's in-memory locker is enough there.
 * - On PostgreSQL, several processes may serve one database: session-level
 *   advisory locks on one connection per process, kept out of the pool. They
 *   need nothing the deployment does not already have (Redis is optional),
 *   they last exactly as long as their holder's connection (a crashed process
 *   leaves no stale lock behind, and no time-to-live has to outlast the slowest
 *   PATCH, as a Redis `SET NX PX` lease would), and one connection holds any
 *   number of them, so uploads never take connections from the pool. Requests
 *   to let go travel by NOTIFY on the same connection.
 */
export interface TusLocker {
  locker: Locker;
  close(): Promise<void>;
}

/** How long a request waits for an upload's lock before tus answers that it is locked (tus's own default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const POLL_MS = 25;
/** Advisory-lock class of tus uploads ("ztus"); the key within it is a hash of the upload id. */
const LOCK_CLASS = 0x7a_74_75_73;
const CHANNEL = 'zircon_tus_release';

export function createTusLocker(db: Pick<Database, 'kind' | 'connectionString'>): TusLocker {
  if (db.kind === 'postgres' && db.connectionString) {
    const locker = new PgAdvisoryLocker(db.connectionString);
    return { locker, close: () => locker.close() };
  }
  return { locker: new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS }), close: async () => undefined };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

export class PgAdvisoryLocker implements Locker {
  /**
   * Locks this process holds or is acquiring. Session locks are re-entrant,
   * so two requests of one process must never both ask PostgreSQL: the
   * second finds the first here and waits.
   */
  readonly held = new Map<string, RequestRelease>();
  private connection: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }

  private client(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('tus locker closed'));
    this.connection ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      const lost = () => {
        if (this.connection !== attempt) return;
        this.connection = null;
        // The connection's locks went with it: their holders must stop writing.
        for (const release of this.held.values()) void release();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => {
        if (n.channel === CHANNEL && n.payload !== undefined) void this.held.get(n.payload)?.();
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })();
    const attempt = this.connection;
    attempt.catch(() => {
      if (this.connection === attempt) this.connection = null;
    });
    return attempt;
  }

  async tryLock(id: string): Promise<boolean> {
    const c = await this.client();
    const { rows } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS ok', [
      LOCK_CLASS,
      id,
    ]);
    return rows[0].ok;
  }

  async unlock(id: string): Promise<void> {
    const c = await this.connection?.catch(() => null);
    // With the connection gone, so is the lock.
    if (c) await c.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [LOCK_CLASS, id]).catch(() => undefined);
  }

  async askToRelease(id: string): Promise<void> {
    const c = await this.client();
    await c.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = await this.connection?.catch(() => null);
    this.connection = null;
    await c?.end().catch(() => undefined);
  }
}

class PgLock implements Lock {
  private acquired = false;

  constructor(
    private readonly locker: PgAdvisoryLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = 0;
    while (!signal.aborted && Date.now() < deadline) {
      const local = this.locker.held.get(this.id);
      if (local) {
        await local();
      } else {
        this.locker.held.set(this.id, requestRelease);
        let got = false;
        try {
          got = await this.locker.tryLock(this.id);
        } finally {
          if (!got) this.locker.held.delete(this.id);
        }
        if (got) {
          this.acquired = true;
          return;
        }
        // Held by another process: ask it to let go (again each second, in case it missed the first).
        if (Date.now() - asked > 1000) {
          asked = Date.now();
          await this.locker.askToRelease(this.id);
        }
      }
      await pause(POLL_MS, signal);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    if (!this.acquired) return;
    this.acquired = false;
    this.locker.held.delete(this.id);
    await this.locker.unlock(this.id);
  }
}
