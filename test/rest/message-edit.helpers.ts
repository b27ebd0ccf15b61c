import type { ApiResponse } from '../support/client.ts';
import type { World } from '../support/world.ts';

/**
 * What the edit/move test files share beyond the world's factories
 * (test/support/world.ts): test/rest/message-edit*, message-move*, topics*,
 * user-topics* and test/graphql/message-edit*.
 */

type Params = Record<string, string | number | boolean | unknown[] | Record<string, unknown> | undefined>;

export const edit = (w: World, user: string, id: number, params: Params): Promise<ApiResponse> =>
  w.as(user).patch(`/messages/${id}`, params);

/** Zulip's generic JsonableError as errorOf shows it. */
export const bad = (msg: string, extra: Record<string, unknown> = {}) => ({
  status: 400,
  msg,
  code: 'BAD_REQUEST',
  ...extra,
});

/** The error part of a response, for table-driven comparisons. */
export const errorOf = (r: ApiResponse) => {
  const { result: _r, ...rest } = r.body;
  return { status: r.status, ...rest };
};

export async function fetchMessages(w: World, user: string, ids: number[]): Promise<Array<Record<string, any>>> {
  const r = await w
    .as(user)
    .get('/messages', { message_ids: ids, allow_empty_topic_name: true, apply_markdown: false });
  if (r.status !== 200) throw new Error(`fetch failed: ${r.text}`);
  return r.body.messages as Array<Record<string, any>>;
}

export async function fetchOne(w: World, user: string, id: number): Promise<Record<string, any>> {
  const [m] = await fetchMessages(w, user, [id]);
  if (!m) throw new Error(`message ${id} not visible to ${user}`);
  return m;
}

/** The messages of a channel topic as `user` sees them (GET /messages with a narrow), oldest first. */
export async function topicMessages(
  w: World,
  user: string,
  channel: string,
  topic: string,
): Promise<Array<Record<string, any>>> {
  const r = await w.as(user).get('/messages', {
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

/** A channel's group setting (column of `stream`), by system group name; no endpoint for it exists yet. */
export async function setChannelGroup(w: World, channel: string, column: string, group: string): Promise<void> {
  await w.sql(`UPDATE stream SET ${column} = $2 WHERE id = $1`, [w.realm.channels[channel], w.groups[group]]);
}

/** Makes a message look older (the clock cannot go backwards). */
export async function age(w: World, ids: number[], seconds: number): Promise<void> {
  await w.sql(`UPDATE message SET date_sent = date_sent - make_interval(secs => $2) WHERE id = ANY($1::int[])`, [
    ids,
    seconds,
  ]);
}

/**
 * `count` messages in a channel topic from one sender, inserted set-based
 * (message rows, then every subscriber's UserMessage row), as a fast fixture.
 */
export async function bulkInsertTopic(
  w: World,
  sender: string,
  channel: string,
  topic: string,
  count: number,
): Promise<number[]> {
  const rows = await w.sql<{ id: number }>(
    `INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content, rendered_content,
                          rendered_content_version, date_sent, sending_client)
     SELECT $1, $2, s.recipient_id, true, $4, 'message ' || g, '<p>message ' || g || '</p>', 1, $5::timestamptz, 'test'
       FROM stream s, generate_series(1, $6::int) AS g WHERE s.id = $3
     RETURNING id`,
    [w.realm.realmId, w.realm.users[sender].id, w.realm.channels[channel], topic, w.ts.clock.now(), count],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await w.sql(
    `INSERT INTO user_message (user_id, message_id, flags)
     SELECT sub.user_id, m.id, CASE WHEN sub.user_id = $3 THEN 1 ELSE 0 END
       FROM unnest($1::int[]) AS m(id)
       JOIN stream s ON s.id = $2
       JOIN subscription sub ON sub.recipient_id = s.recipient_id AND sub.active`,
    [ids, w.realm.channels[channel], w.realm.users[sender].id],
  );
  return ids;
}

/** The Notification Bot's messages in a topic, newest last. */
export async function botNotices(w: World, user: string, channel: string, topic: string): Promise<string[]> {
  return (await topicMessages(w, user, channel, topic))
    .filter((m) => m.sender_email === 'notification-bot@zulip.com')
    .map((m) => m.content as string);
}
