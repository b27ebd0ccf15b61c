import type { ApiClient } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import type { TestServer } from '../support/server.ts';

/** Shared by the test/rest/messages-fetch-*.test.ts files (GET /messages). */

export type Msg = Record<string, unknown> & { id: number; flags: string[] };
export type Params = Record<string, string | number | boolean | unknown[] | Record<string, unknown> | undefined>;

/** A successful GET /messages whose body matches Zulip's OpenAPI description. */
export async function fetchOk(c: ApiClient, params: Params): Promise<Record<string, unknown> & { messages: Msg[] }> {
  const r = await c.get('/messages', params);
  if (r.status !== 200) throw new Error(`GET /messages ${JSON.stringify(params)} → ${r.status} ${r.text}`);
  expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
  return r.body as Record<string, unknown> & { messages: Msg[] };
}

export async function fetchIds(c: ApiClient, params: Params): Promise<number[]> {
  return (await fetchOk(c, params)).messages.map((m) => m.id);
}

/** The error of a failing GET /messages: status, msg and code (plus any extra fields). */
export async function fetchError(c: ApiClient, params: Params): Promise<Record<string, unknown>> {
  const r = await c.get('/messages', params);
  return { status: r.status, ...r.body };
}

export const sql = <T extends Record<string, unknown>>(
  ts: TestServer,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => ts.server.deps.db.sql.query<T>(text, params);

export async function setFlag(c: ApiClient, op: 'add' | 'remove', flag: string, ids: number[]): Promise<void> {
  const r = await c.post('/messages/flags', { op, flag, messages: ids });
  if (r.status !== 200) throw new Error(`flags failed: ${r.text}`);
}

/** A user's topic visibility (1 muted, 2 unmuted, 3 followed); no endpoint for it exists yet. */
export async function setTopicPolicy(
  ts: TestServer,
  userId: number,
  streamId: number,
  topic: string,
  policy: number,
): Promise<void> {
  await sql(
    ts,
    `INSERT INTO user_topic (user_id, stream_id, recipient_id, topic_name, last_updated, visibility_policy)
     SELECT $1, id, recipient_id, $3, now(), $4 FROM stream WHERE id = $2
     ON CONFLICT (user_id, stream_id, lower(topic_name)) DO UPDATE SET visibility_policy = EXCLUDED.visibility_policy`,
    [userId, streamId, topic, policy],
  );
}

/** Mutes a channel for one user (no subscription-properties endpoint exists yet). */
export async function setChannelMuted(ts: TestServer, userId: number, streamId: number, muted: boolean): Promise<void> {
  await sql(
    ts,
    `UPDATE subscription SET is_muted = $3 WHERE user_id = $1 AND recipient_id = (SELECT recipient_id FROM stream WHERE id = $2)`,
    [userId, streamId, muted],
  );
}

/** Creates a channel through POST /users/me/subscriptions and returns its id. */
export async function createChannel(
  ts: TestServer,
  c: ApiClient,
  name: string,
  opts: { inviteOnly?: boolean; historyPublic?: boolean; principals?: number[] } = {},
): Promise<number> {
  const r = await c.post('/users/me/subscriptions', {
    subscriptions: [{ name }],
    invite_only: opts.inviteOnly ?? false,
    ...(opts.historyPublic === undefined ? {} : { history_public_to_subscribers: opts.historyPublic }),
    ...(opts.principals ? { principals: opts.principals } : {}),
  });
  if (r.status !== 200) throw new Error(`create channel failed: ${r.text}`);
  const rows = await sql<{ id: number }>(ts, `SELECT id FROM stream WHERE name = $1`, [name]);
  return rows[0].id;
}

export const narrow = (...terms: Array<[string, unknown] | [string, unknown, boolean]>) =>
  terms.map(([operator, operand, negated]) =>
    negated === undefined ? { operator, operand } : { operator, operand, negated },
  );
