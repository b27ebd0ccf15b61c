import type { AddressedEvent } from '../../src/domain/events/types.ts';
import type { ApiResponse } from '../support/client.ts';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

/** Shared by test/rest/message-edit*, message-move*, topics*, user-topics* and test/graphql/message-edit*. */

export interface EditWorld {
  ts: TestServer;
  realm: DemoRealm;
  /** System groups by name (role:everyone, role:members, role:moderators, role:administrators, role:nobody, …). */
  groups: Record<string, number>;
}

type Params = Record<string, string | number | boolean | unknown[] | Record<string, unknown> | undefined>;

export async function startWorld(): Promise<EditWorld> {
  const ts = await startTestServer();
  const realm = await seedDemoRealm(ts);
  const rows = await ts.server.deps.db.prisma.userGroup.findMany({ where: { realmId: realm.realmId, isSystemGroup: true } });
  return { ts, realm, groups: Object.fromEntries(rows.map((g) => [g.name ?? '', g.id])) };
}

/**
 * The shared set-up of the edit/move test files: a server with the demo realm
 * for the file, and the recorded events cleared before each test. The object
 * is filled in by beforeAll.
 */
export function useEditWorld(): EditWorld {
  const w = {} as EditWorld;
  beforeAll(async () => {
    Object.assign(w, await startWorld());
  });
  afterAll(() => w.ts.close());
  beforeEach(() => {
    w.ts.events.length = 0;
  });
  return w;
}

export const client = (w: EditWorld, user: string) => w.ts.client(w.realm.users[user]);

export const sql = <T extends Record<string, unknown>>(w: EditWorld, text: string, params: unknown[] = []): Promise<T[]> =>
  w.ts.server.deps.db.sql.query<T>(text, params);

export async function send(w: EditWorld, user: string, channel: string, topic: string, content = 'hello'): Promise<number> {
  const r = await client(w, user).post('/messages', { type: 'stream', to: channel, topic, content });
  if (r.status !== 200) throw new Error(`send failed: ${r.text}`);
  return r.body.id as number;
}

export async function sendDirect(w: EditWorld, user: string, to: string[], content = 'psst'): Promise<number> {
  const r = await client(w, user).post('/messages', { type: 'direct', to: to.map((u) => w.realm.users[u].id), content });
  if (r.status !== 200) throw new Error(`send failed: ${r.text}`);
  return r.body.id as number;
}

export const edit = (w: EditWorld, user: string, id: number, params: Params): Promise<ApiResponse> =>
  client(w, user).patch(`/messages/${id}`, params);

/** Zulip's generic JsonableError as errorOf shows it. */
export const bad = (msg: string, extra: Record<string, unknown> = {}) => ({ status: 400, msg, code: 'BAD_REQUEST', ...extra });

/** The error part of a response, for table-driven comparisons. */
export const errorOf = (r: ApiResponse) => {
  const { result: _r, ...rest } = r.body;
  return { status: r.status, ...rest };
};

/** Messages as GET /messages shows them to `user` (by id, with the empty topic as ""). */
export async function fetchMessages(w: EditWorld, user: string, ids: number[]): Promise<Array<Record<string, any>>> {
  const r = await client(w, user).get('/messages', { message_ids: ids, allow_empty_topic_name: true, apply_markdown: false });
  if (r.status !== 200) throw new Error(`fetch failed: ${r.text}`);
  return r.body.messages as Array<Record<string, any>>;
}

export async function fetchOne(w: EditWorld, user: string, id: number): Promise<Record<string, any>> {
  const [m] = await fetchMessages(w, user, [id]);
  if (!m) throw new Error(`message ${id} not visible to ${user}`);
  return m;
}

/** The messages of a channel topic as `user` sees them (GET /messages with a narrow), oldest first. */
export async function topicMessages(w: EditWorld, user: string, channel: string, topic: string): Promise<Array<Record<string, any>>> {
  const r = await client(w, user).get('/messages', {
    anchor: 'oldest',
    num_before: 0,
    num_after: 5000,
    narrow: [
      { operator: 'channel', operand: channel },
      { operator: 'topic', operand: topic },
    ],
    allow_empty_topic_name: true,
    apply_markdown: false,
  });
  if (r.status !== 200) throw new Error(`fetch failed: ${r.text}`);
  return r.body.messages as Array<Record<string, any>>;
}

export async function setRealm(w: EditWorld, params: Params): Promise<void> {
  const r = await client(w, 'desdemona').patch('/realm', params);
  if (r.status !== 200) throw new Error(`realm update failed: ${r.text}`);
}

/** A realm group setting, by system group name. */
export const setRealmGroup = (w: EditWorld, setting: string, group: string) => setRealm(w, { [setting]: { new: w.groups[group] } });

/** A channel's group setting (column of `stream`), by system group name; no endpoint for it exists yet. */
export async function setChannelGroup(w: EditWorld, channel: string, column: string, group: string): Promise<void> {
  await sql(w, `UPDATE stream SET ${column} = $2 WHERE id = $1`, [w.realm.channels[channel], w.groups[group]]);
}

export async function createChannel(
  w: EditWorld,
  by: string,
  name: string,
  opts: { inviteOnly?: boolean; historyPublic?: boolean; members?: string[] } = {},
): Promise<number> {
  const r = await client(w, by).post('/users/me/subscriptions', {
    subscriptions: [{ name }],
    invite_only: opts.inviteOnly ?? false,
    ...(opts.historyPublic === undefined ? {} : { history_public_to_subscribers: opts.historyPublic }),
    ...(opts.members ? { principals: opts.members.map((u) => w.realm.users[u].id) } : {}),
  });
  if (r.status !== 200) throw new Error(`create channel failed: ${r.text}`);
  const [row] = await sql<{ id: number }>(w, `SELECT id FROM stream WHERE name = $1`, [name]);
  w.realm.channels[name] = row.id;
  return row.id;
}

export async function subscribe(w: EditWorld, channel: string, users: string[], by = 'iago'): Promise<void> {
  const r = await client(w, by).post('/users/me/subscriptions', {
    subscriptions: [{ name: channel }],
    principals: users.map((u) => w.realm.users[u].id),
  });
  if (r.status !== 200) throw new Error(`subscribe failed: ${r.text}`);
}

/** Makes a message look older (the clock cannot go backwards). */
export async function age(w: EditWorld, ids: number[], seconds: number): Promise<void> {
  await sql(w, `UPDATE message SET date_sent = date_sent - make_interval(secs => $2) WHERE id = ANY($1::int[])`, [ids, seconds]);
}

/**
 * `count` messages in a channel topic from one sender, inserted set-based
 * (message rows, then every subscriber's UserMessage row), as a fast fixture.
 */
export async function bulkInsertTopic(w: EditWorld, sender: string, channel: string, topic: string, count: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    w,
    `INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content, rendered_content,
                          rendered_content_version, date_sent, sending_client)
     SELECT $1, $2, s.recipient_id, true, $4, 'message ' || g, '<p>message ' || g || '</p>', 1, $5::timestamptz, 'test'
       FROM stream s, generate_series(1, $6::int) AS g WHERE s.id = $3
     RETURNING id`,
    [w.realm.realmId, w.realm.users[sender].id, w.realm.channels[channel], topic, w.ts.clock.now(), count],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await sql(
    w,
    `INSERT INTO user_message (user_id, message_id, flags)
     SELECT sub.user_id, m.id, CASE WHEN sub.user_id = $3 THEN 1 ELSE 0 END
       FROM unnest($1::int[]) AS m(id)
       JOIN stream s ON s.id = $2
       JOIN subscription sub ON sub.recipient_id = s.recipient_id AND sub.active`,
    [ids, w.realm.channels[channel], w.realm.users[sender].id],
  );
  return ids;
}

export const eventsOfType = (w: EditWorld, type: string): AddressedEvent[] => w.ts.events.filter((e) => e.event.type === type);

export const ids = (w: EditWorld, ...names: string[]): number[] => names.map((n) => w.realm.users[n].id).sort((a, b) => a - b);

/** The Notification Bot's messages in a topic, newest last. */
export async function botNotices(w: EditWorld, user: string, channel: string, topic: string): Promise<string[]> {
  return (await topicMessages(w, user, channel, topic)).filter((m) => m.sender_email === 'notification-bot@zulip.com').map((m) => m.content as string);
}
