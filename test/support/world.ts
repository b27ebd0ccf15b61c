import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { AddressedEvent } from '../../src/domain/events/types.ts';
import { ApiClient, type ApiResponse, type Credentials, type ParamValue } from './client.ts';
import { startCluster, startRestartable } from './cluster.ts';
import type { RegistryOptions } from '../../src/domain/delivery/queues/registry.ts';
import { startS3Server, type TestS3 } from './s3-server.ts';
import {
  seedDemoRealm,
  startTestServer,
  type DemoRealm,
  type DemoUser,
  type TestServer,
  type TestServerOptions,
} from './server.ts';

/**
 * The one way a test file gets a server: `useWorld()` (hooks for the file) or
 * `startWorld()` (a server of a test's own, closed by the test). Every REST
 * response its clients receive is validated against Zulip's OpenAPI
 * description (test/support/client.ts); the factories below are how tests
 * make users, bots, channels, messages, groups, uploads and drafts.
 */
export interface WorldOptions extends TestServerOptions {
  /** `demo` (the default): Zulip's development cast. `empty`: no organization at all. */
  realm?: 'demo' | 'empty';
  /** Uploads stored in a test S3 server's bucket (started first, closed after). */
  s3?: boolean;
  /** A fresh world for each test rather than one for the file (or describe block). */
  perTest?: boolean;
  /** UPLOADS_DIR kept by the world (`w.uploadsDir`) rather than the server's own temporary one. */
  ownUploadsDir?: boolean;
}

type Params = Record<string, ParamValue | undefined>;

export interface ChannelOptions {
  inviteOnly?: boolean;
  historyPublic?: boolean;
  /** Subscribed besides the creator (names of the cast). */
  members?: string[];
  /** Subscribed besides the creator (user ids). */
  principals?: number[];
  description?: string;
}

export interface World {
  ts: TestServer;
  /** The demo cast: users by lower-cased email local part, channels by name (created channels are added). */
  realm: DemoRealm;
  /** System groups by name (role:everyone, role:members, …, role:nobody). */
  groups: Record<string, number>;
  /** The test bucket (with `s3`). */
  s3?: TestS3;
  /** The test bucket; a world started without `s3` has none. */
  bucket(): TestS3;
  /** UPLOADS_DIR (with `s3` or `ownUploadsDir`). */
  uploadsDir: string;
  /** A client for one of the cast (`hamlet`, `iago`, …); `as()` is a spectator. */
  as(name?: string): ApiClient;
  user(name: string): DemoUser;
  /** Ids of the cast, sorted. */
  ids(...names: string[]): number[];
  prisma(): PrismaClient;
  sql<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  eventsOfType(type: string): AddressedEvent[];
  /** Seeds the demo cast into a world started `empty` (after a test's own realm, say); `realm` and `groups` are then its. */
  seedDemo(): Promise<DemoRealm>;

  /** POST /messages as `from` with these parameters; the new message's id. */
  send(from: string, params: Params): Promise<number>;
  sendToChannel(from: string, channel: string | number, topic: string, content?: string): Promise<number>;
  /** A direct message from `from` to the named users (or ids). */
  sendDirect(from: string, to: Array<string | number>, content?: string): Promise<number>;
  /** POST /users/me/subscriptions creating `name`; its id (also in `realm.channels`). */
  createChannel(by: string, name: string, opts?: ChannelOptions): Promise<number>;
  /** POST /users/me/subscriptions of `users` to an existing channel, without the Notification Bot's messages. */
  subscribe(channel: string, users: string[], by?: string): Promise<void>;
  /** POST /users as `by` (an owner by default); the new member. */
  createUser(fullName: string, opts?: { email?: string; password?: string; by?: string }): Promise<DemoUser>;
  /** POST /bots as `owner`; the bot (a generic bot unless `params` says otherwise). */
  createBot(owner: string, fullName: string, shortName: string, params?: Params): Promise<DemoUser>;
  /** POST /user_groups/create as `by`; the group's id. */
  createGroup(by: string, name: string, members: string[], params?: Params): Promise<number>;
  /** POST /user_uploads as `user`; the file's `/user_uploads/…` URL. */
  upload(user: string, name: string, body: string | Uint8Array, type?: string): Promise<string>;
  /** POST /drafts as `user`; the drafts' ids. */
  createDrafts(user: string, drafts: Array<Record<string, unknown>>): Promise<number[]>;
  /** PATCH /realm as the owner. */
  setRealm(params: Params): Promise<void>;
  /** A realm group setting, by system group name. */
  setRealmGroup(setting: string, group: string): Promise<void>;
  /** The ids of `user`'s unread messages (GET /messages, is:unread), oldest first. */
  unreadIds(user: string): Promise<number[]>;
}

const ok = (what: string, r: ApiResponse): ApiResponse => {
  if (r.status !== 200) throw new Error(`${what} failed: ${r.status} ${r.text}`);
  return r;
};

/**
 * Builds a world on a started server (the fields the factories read are looked
 * up at call time). A `remote` world's server is another process: what the
 * factories look up they ask over REST.
 */
function worldOn(w: World, remote = false): World {
  const as = (name?: string) => w.ts.client(name === undefined ? undefined : w.user(name));
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    w.ts.server.deps.db.sql.query<T>(text, params);
  const idOf = (u: string | number) => (typeof u === 'number' ? u : w.user(u).id);
  const send = async (from: string, params: Params) =>
    ok('send', await as(from).post('/messages', params)).body.id as number;
  return Object.assign(w, {
    as,
    sql,
    user: (name: string) => {
      const u = w.realm.users[name];
      if (!u) throw new Error(`no user ${name} in the world`);
      return u;
    },
    ids: (...names: string[]) => names.map((n) => w.user(n).id).sort((a, b) => a - b),
    prisma: () => w.ts.server.deps.db.prisma,
    eventsOfType: (type: string) => w.ts.events.filter((e) => e.event.type === type),
    bucket: () => {
      if (!w.s3) throw new Error('this world was started without s3');
      return w.s3;
    },
    seedDemo: async () => {
      w.realm = await seedDemoRealm(w.ts);
      const rows = await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } });
      w.groups = Object.fromEntries(rows.map((g) => [g.name ?? '', g.id]));
      return w.realm;
    },
    send,
    sendToChannel: (from: string, channel: string | number, topic: string, content = 'hello') =>
      send(from, { type: 'stream', to: String(channel), topic, content }),
    sendDirect: (from: string, to: Array<string | number>, content = 'psst') =>
      send(from, { type: 'direct', to: to.map(idOf), content }),
    createChannel: async (by: string, name: string, opts: ChannelOptions = {}) => {
      const principals = [...(opts.members ?? []).map(idOf), ...(opts.principals ?? [])];
      ok(
        'create channel',
        await as(by).post('/users/me/subscriptions', {
          subscriptions: [{ name, ...(opts.description === undefined ? {} : { description: opts.description }) }],
          invite_only: opts.inviteOnly ?? false,
          ...(opts.historyPublic === undefined ? {} : { history_public_to_subscribers: opts.historyPublic }),
          ...(principals.length > 0 ? { principals } : {}),
        }),
      );
      const id = remote
        ? (ok('channel id', await as(by).get('/get_stream_id', { stream: name })).body.stream_id as number)
        : (
            await sql<{ id: number }>('SELECT id FROM stream WHERE realm_id = $1 AND name = $2', [
              w.realm.realmId,
              name,
            ])
          )[0].id;
      w.realm.channels[name] = id;
      return id;
    },
    subscribe: async (channel: string, users: string[], by = 'iago') => {
      ok(
        'subscribe',
        await as(by).post('/users/me/subscriptions', {
          subscriptions: [{ name: channel }],
          principals: users.map(idOf),
          // A test's setup: no Notification Bot messages to count among the test's own.
          send_new_subscription_messages: false,
        }),
      );
    },
    createUser: async (fullName: string, opts: { email?: string; password?: string; by?: string } = {}) => {
      const email =
        opts.email ??
        `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${w.user('desdemona').email.split('@')[1]}`;
      const r = ok(
        'create user',
        await as(opts.by ?? 'desdemona').post('/users', {
          email,
          password: opts.password ?? 'a-long-password',
          full_name: fullName,
        }),
      );
      const id = r.body.user_id as number;
      const apiKey = remote
        ? await devApiKey(w.ts.url, email)
        : (await w.prisma().user.findUniqueOrThrow({ where: { id } })).apiKey;
      return { id, email, apiKey };
    },
    createBot: async (owner: string, fullName: string, shortName: string, params: Params = {}) => {
      const r = ok(
        'create bot',
        await as(owner).post('/bots', { full_name: fullName, short_name: shortName, ...params }),
      );
      const id = r.body.user_id as number;
      const row = await w.prisma().user.findUniqueOrThrow({ where: { id } });
      return { id, email: row.email, apiKey: r.body.api_key as string };
    },
    createGroup: async (by: string, name: string, members: string[], params: Params = {}) => {
      const r = ok(
        'create group',
        await as(by).post('/user_groups/create', { name, description: '', members: members.map(idOf), ...params }),
      );
      return r.body.group_id as number;
    },
    upload: async (user: string, name: string, body: string | Uint8Array, type = 'text/plain') =>
      ok('upload', await as(user).multipart('/user_uploads', [{ name, body, type }])).body.url as string,
    createDrafts: async (user: string, drafts: Array<Record<string, unknown>>) =>
      ok('create drafts', await as(user).post('/drafts', { drafts })).body.ids as number[],
    setRealm: async (params: Params) => {
      ok('realm update', await as('desdemona').patch('/realm', params));
    },
    setRealmGroup: (setting: string, group: string) => w.setRealm({ [setting]: { new: w.groups[group] } }),
    unreadIds: async (user: string) => {
      const narrow = [{ operator: 'is', operand: 'unread' }];
      const r = ok(
        'unread',
        await as(user).get('/messages', { anchor: 'oldest', num_before: 0, num_after: 1000, narrow }),
      );
      return (r.body.messages as Array<{ id: number }>).map((m) => m.id);
    },
  });
}

/** A user's API key from a development server (ZIRCON_DEV), as Zulip's dev_fetch_api_key hands it out. */
async function devApiKey(url: string, email: string): Promise<string> {
  return ok(`api key of ${email}`, await new ApiClient(url).post('/dev_fetch_api_key', { username: email })).body
    .api_key as string;
}

const blank = (): World =>
  ({ realm: { realmId: 0, users: {}, channels: {} }, groups: {}, uploadsDir: '' }) as unknown as World;

/** Starts a server (and bucket) for `w` and fills in its fields; what closes them. */
async function startInto(w: World, opts: WorldOptions): Promise<() => Promise<void>> {
  Object.assign(w, { ...blank(), s3: undefined });
  const own = opts.s3 === true || opts.ownUploadsDir === true;
  if (opts.s3) w.s3 = await startS3Server();
  if (own) w.uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'zircon-uploads-'));
  const env = { ...(own ? { UPLOADS_DIR: w.uploadsDir } : {}), ...w.s3?.env, ...opts.env };
  w.ts = await startTestServer({ ...opts, env });
  if (opts.realm !== 'empty') await w.seedDemo();
  const { ts, s3, uploadsDir } = w;
  return async () => {
    await ts.close();
    await s3?.close();
    if (own) await rm(uploadsDir, { recursive: true, force: true });
  };
}

/** Starts a world of the caller's own (the caller closes it). */
export async function startWorld(opts: WorldOptions = {}): Promise<World & { close(): Promise<void> }> {
  const w = worldOn(blank());
  const close = await startInto(w, opts);
  return Object.assign(w, { close });
}

/**
 * Registers the file's (or describe block's) hooks: a world started before
 * its tests and closed after them, its recorded events cleared before each
 * test (or, with `perTest`, one world per test). Its fields are filled in by
 * beforeAll (a file's own beforeAll runs after); its methods work from the start.
 */
export function useWorld(opts: WorldOptions = {}): World {
  const w = worldOn(blank());
  let close: (() => Promise<void>) | undefined;
  const start = async () => {
    close = await startInto(w, opts);
  };
  const stop = async () => {
    await close?.();
    close = undefined;
  };
  if (opts.perTest) {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    afterAll(stop);
    beforeEach(() => {
      w.ts.events.length = 0;
    });
  }
  return w;
}

/** A world on a node that shares its database with others: the cast is seeded once, by the first. */
async function nodeWorld(ts: TestServer, cast?: Pick<World, 'realm' | 'groups'>): Promise<World> {
  const w = worldOn({ ...blank(), ts });
  if (cast) Object.assign(w, cast);
  else await w.seedDemo();
  return w;
}

/**
 * Several servers on one database, as the processes of one deployment (each
 * with its own queues and log reader): a world per node, one cast. The caller closes it.
 */
export async function startClusterWorld(size: number, queues?: Partial<RegistryOptions>) {
  const cluster = await startCluster(size, queues);
  const first = await nodeWorld(cluster.nodes[0]);
  const nodes = [first, ...(await Promise.all(cluster.nodes.slice(1).map((ts) => nodeWorld(ts, first))))];
  return { nodes, clock: cluster.clock, close: cluster.close };
}

/**
 * One database on which servers start and stop one after the other, as a
 * process across restarts: `start` gives the next server's world (the first
 * seeds the cast), `stop` closes one gracefully, `abandon` leaves it as a crash would.
 */
export async function startRestartableWorld(env: Record<string, string> = {}) {
  const r = await startRestartable(env);
  let cast: Pick<World, 'realm' | 'groups'> | undefined;
  return {
    clock: r.clock,
    async start(): Promise<World> {
      const w = await nodeWorld(await r.start(), cast);
      cast ??= { realm: w.realm, groups: w.groups };
      return w;
    },
    stop: (w: World) => r.stop(w.ts),
    abandon: (w: World) => r.abandon(w.ts),
    close: r.close,
  };
}

/**
 * A world on a server of another process (`zircon serve` as a child, which a
 * crash test kills): its organization is the one the server made on its first
 * start for `ownerEmail` (ZIRCON_OWNER_EMAIL, with ZIRCON_DEV for the keys), known as
 * `owner`; the factories work over REST, and nothing in-process (events, SQL) exists.
 */
export async function remoteWorld(url: string, ownerEmail: string): Promise<World> {
  const client = (creds?: Credentials) => new ApiClient(url, creds);
  const unavailable = (what: string) => () => {
    throw new Error(`a remote world has no ${what}`);
  };
  const ts = { url, client, events: [], close: async () => {} } as Pick<
    TestServer,
    'url' | 'client' | 'events' | 'close'
  >;
  Object.defineProperties(ts, {
    server: { get: unavailable('in-process server') },
    clock: { get: unavailable('clock') },
  });
  const w = worldOn({ ...blank(), ts: ts as TestServer }, true);
  const owner = { email: ownerEmail, apiKey: await devApiKey(url, ownerEmail) };
  const me = ok('owner', await client(owner).get('/users/me')).body;
  w.realm = { realmId: 0, users: { owner: { ...owner, id: me.user_id as number } }, channels: {} };
  return w;
}

export type { DemoRealm, DemoUser, TestServer };
