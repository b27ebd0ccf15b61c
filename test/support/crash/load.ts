import { ApiClient } from '../client.ts';
import { prng } from '../hostile.ts';
import type { CrashUser, CrashWorld } from './world.ts';

/**
 * Concurrent writes from several clients, each recorded in a ledger with what
 * its client learnt: `acked` (a 2xx arrived), `unknown` (the connection broke
 * or a 5xx came: it may or may not have committed) or `refused` (a 4xx: a bug
 * of the load, never expected). Each lane is one client doing one request at a
 * time on topics of its own, so the messages of a topic it moves or deletes
 * are exactly its acknowledged sends there; a topic that had an unknown write
 * is never touched again. The choices come from a seeded PRNG.
 */
export type OpState = 'acked' | 'unknown' | 'refused';

export interface Place {
  streamId: number;
  topic: string;
}

export type Op =
  | {
      kind: 'send';
      state: OpState;
      token: string;
      senderId: number;
      to: { place: Place } | { userId: number };
      id?: number;
    }
  | { kind: 'move'; state: OpState; ids: number[]; from: Place; to: Place }
  | { kind: 'delete'; state: OpState; ids: number[]; place: Place }
  | { kind: 'upload'; state: OpState; size: number; pathId?: string };

/** A 5xx answer, kept so a test can check its shape (Zulip's JSON error, not a crash page). */
export interface ServerFailure {
  status: number;
  text: string;
}

interface LaneTopic {
  place: Place;
  ids: number[];
  /** An unknown write touched it, or it was moved or deleted: no further move or delete. */
  retired: boolean;
}

export interface LoadOptions {
  seed: number;
  /** Distinguishes runs on one database: topics and contents carry it. */
  tag: string;
  lanesPerUser: number;
}

export class CrashLoad {
  readonly ledger: Op[] = [];
  readonly failures: ServerFailure[] = [];
  /** Network errors (connection refused or reset): expected after a kill, or while the database is cut. */
  networkErrors = 0;
  /** Requests sent and not answered yet. */
  readonly pending = new Set<Op>();
  private acks = 0;
  private halted = false;
  private waiters: Array<{ done: () => boolean; resolve: () => void }> = [];
  private lanes: Array<Promise<void>> = [];

  constructor(
    private readonly url: string,
    private readonly world: CrashWorld,
    private readonly options: LoadOptions,
  ) {}

  get acked(): number {
    return this.acks;
  }

  start(): void {
    let n = 0;
    for (const user of this.world.users) {
      for (let l = 0; l < this.options.lanesPerUser; l++) this.lanes.push(this.runLane(user, n++));
    }
  }

  /** Resolves once `n` writes in all were acknowledged (counting from the start of this load). */
  waitForAcks(n: number): Promise<void> {
    return this.waitUntil(() => this.acks >= n);
  }

  /** Resolves once `n` requests in all were answered with an error status. */
  waitForFailures(n: number): Promise<void> {
    return this.waitUntil(() => this.failures.length >= n);
  }

  private waitUntil(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ done, resolve }));
  }

  /** Wakes the waiters whose condition now holds; called after every answer. */
  private settle(): void {
    for (const w of this.waiters.filter((w) => w.done())) w.resolve();
    this.waiters = this.waiters.filter((w) => !w.done());
  }

  /** Lanes start no new request; the ones in flight finish (or break, if the server is killed). */
  async halt(): Promise<void> {
    this.halted = true;
    await Promise.all(this.lanes);
  }

  /** Marks the end of the load without waiting: call before a kill, then `halt()` after it. */
  stopStarting(): void {
    this.halted = true;
  }

  /** Runs one request, classifying its outcome; resolves with the body of a 2xx, else null. */
  private async call(op: Op, request: () => Promise<Response>): Promise<Record<string, unknown> | null> {
    this.ledger.push(op);
    this.pending.add(op);
    let res: Response;
    let text: string;
    try {
      res = await request();
      text = await res.text();
    } catch {
      this.networkErrors++;
      op.state = 'unknown';
      return null;
    } finally {
      this.pending.delete(op);
    }
    if (res.status >= 200 && res.status < 300) {
      op.state = 'acked';
      this.acks++;
      this.settle();
      return JSON.parse(text) as Record<string, unknown>;
    }
    this.failures.push({ status: res.status, text });
    op.state = res.status >= 500 ? 'unknown' : 'refused';
    this.settle();
    return null;
  }

  private async runLane(user: CrashUser, laneNo: number): Promise<void> {
    const rand = prng(this.options.seed * 1000 + laneNo);
    const api = new ApiClient(this.url, user);
    const form = (params: Record<string, string | number | unknown[]>) => ApiClient.encode(params);
    const post = (path: string, body: URLSearchParams | FormData, method = 'POST') =>
      fetch(`${this.url}/api/v1${path}`, { method, headers: api.authHeader(), body });
    const topics: LaneTopic[] = [];
    let current: LaneTopic | null = null;
    let seq = 0;
    const others = this.world.users.filter((u) => u.id !== user.id);
    const { channelA, channelB } = this.world;
    while (!this.halted) {
      const r = rand();
      const closed = topics.filter((t) => !t.retired && t.ids.length > 0 && t !== current);
      if (user.admin && r < 0.12 && closed.length > 0) {
        const t = closed[Math.floor(rand() * closed.length)];
        t.retired = true;
        const how = rand();
        const to: Place = {
          streamId: how < 0.66 ? channelB.id : t.place.streamId,
          topic: how < 0.33 || how >= 0.66 ? `${t.place.topic}-moved` : t.place.topic,
        };
        const op: Op = { kind: 'move', state: 'unknown', ids: [...t.ids], from: t.place, to };
        const params: Record<string, string | number> = { propagate_mode: 'change_all' };
        if (to.topic !== t.place.topic) params.topic = to.topic;
        if (to.streamId !== t.place.streamId) params.stream_id = to.streamId;
        await this.call(op, () => post(`/messages/${t.ids[0]}`, form(params), 'PATCH'));
      } else if (user.admin && r < 0.18 && closed.length > 0) {
        const t = closed[Math.floor(rand() * closed.length)];
        t.retired = true;
        const op: Op = { kind: 'delete', state: 'unknown', ids: [...t.ids], place: t.place };
        await this.call(op, () =>
          post(`/streams/${t.place.streamId}/delete_topic`, form({ topic_name: t.place.topic })),
        );
      } else if (r < 0.28) {
        const size = 1 + Math.floor(rand() * 20_000);
        const bytes = new Uint8Array(size).map(() => Math.floor(rand() * 256));
        const body = new FormData();
        body.append(
          'file',
          new Blob([bytes], { type: 'application/octet-stream' }),
          `crash-${this.options.tag}-${laneNo}-${seq++}.bin`,
        );
        const op: Op = { kind: 'upload', state: 'unknown', size };
        const got = await this.call(op, () => post('/user_uploads', body));
        if (got) op.pathId = String(got.url).replace(/^\/user_uploads\//, '');
      } else if (r < 0.4) {
        const to = others[Math.floor(rand() * others.length)];
        const token = `crash ${this.options.tag} ${laneNo}-${seq++}`;
        const op: Op = { kind: 'send', state: 'unknown', token, senderId: user.id, to: { userId: to.id } };
        const got = await this.call(op, () => post('/messages', form({ type: 'direct', to: [to.id], content: token })));
        if (got) op.id = Number(got.id);
      } else {
        if (current === null || rand() < 0.3) {
          // Channel B lacks a member: only channel A's topics are sent to, so every lane's user may post.
          current = {
            place: { streamId: channelA.id, topic: `${this.options.tag}-l${laneNo}-t${topics.length}` },
            ids: [],
            retired: false,
          };
          topics.push(current);
        }
        const t = current;
        const token = `crash ${this.options.tag} ${laneNo}-${seq++}`;
        const op: Op = { kind: 'send', state: 'unknown', token, senderId: user.id, to: { place: t.place } };
        const got = await this.call(op, () =>
          post('/messages', form({ type: 'stream', to: t.place.streamId, topic: t.place.topic, content: token })),
        );
        if (got) {
          op.id = Number(got.id);
          t.ids.push(op.id);
        } else {
          t.retired = true;
          current = null;
        }
      }
    }
  }
}
