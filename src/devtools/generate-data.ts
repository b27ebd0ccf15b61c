import type { SqlRunner } from '../db/sql.ts';
import type { Deps } from '../domain/context.ts';
import { inTransaction } from '../domain/context.ts';
import { insertChannel } from '../domain/channels/create-channel.ts';
import { insertSubscriptions } from '../domain/channels/insert-subscriptions.ts';
import { FLAG_BIT } from '../domain/messages/flags.ts';
import { createRealmWithOwner } from '../domain/onboarding/bootstrap.ts';
import { insertUser } from '../domain/onboarding/insert-user.ts';

export interface GenerateOptions {
  users: number;
  channels: number;
  subscribersPerChannel: number;
  topicsPerChannel: number;
  messages: number;
  /** Share of messages that are direct messages between two users. */
  directShare: number;
  realmName?: string;
  stringId?: string;
}

export interface Generated {
  realm_id: number;
  owner: { email: string; api_key: string; user_id: number };
  users: Array<{ id: number; email: string; api_key: string }>;
  channels: Array<{ id: number; name: string; recipient_id: number; subscribers: number[] }>;
  messages: number;
}

/**
 * Fills a database with a realistic organization quickly: users and channels
 * through the domain (so they are exactly what the server makes), then the
 * messages, their per-user rows (mention and read flags) and reactions with a
 * few set-based INSERT … SELECT statements, so a million messages take
 * seconds rather than hours.
 */
export async function generateData(deps: Deps, o: GenerateOptions): Promise<Generated> {
  const owner = await createRealmWithOwner(deps, {
    realmName: o.realmName ?? 'Generated',
    stringId: o.stringId ?? `gen${Date.now().toString(36)}`,
    ownerEmail: 'owner@generated.example.com',
    ownerName: 'Generated Owner',
    ownerPassword: 'generated-owner',
    emailAddressVisibility: 1,
  });
  const users: Generated['users'] = [];
  const channels: Generated['channels'] = [];
  await inTransaction(deps, async (tx) => {
    for (let i = 0; i < o.users; i++) {
      const u = await insertUser(deps, tx, {
        realmId: owner.realm_id,
        email: `user${i}@generated.example.com`,
        fullName: `User ${i}`,
      });
      users.push({ id: u.id, email: u.deliveryEmail, api_key: u.apiKey });
    }
    for (let c = 0; c < o.channels; c++) {
      const stream = await insertChannel(tx, {
        realmId: owner.realm_id,
        name: `channel ${c}`,
        now: deps.clock.now(),
        creatorId: owner.user_id,
      });
      const subscribers = [owner.user_id];
      for (let k = 0; k < o.subscribersPerChannel - 1 && k < users.length; k++)
        subscribers.push(users[(c * 7 + k) % users.length].id);
      await insertSubscriptions(
        tx,
        [...new Set(subscribers)].map((userId) => ({ userId, stream })),
      );
      channels.push({
        id: stream.id,
        name: stream.name,
        recipient_id: stream.recipientId ?? 0,
        subscribers: [...new Set(subscribers)],
      });
    }
  });
  await deps.db.sql.transaction((sql) => insertMessages(sql, o, owner.realm_id, users, channels));
  await deps.db.sql.exec('ANALYZE message; ANALYZE user_message; ANALYZE reaction');
  return {
    realm_id: owner.realm_id,
    owner: { email: owner.email, api_key: owner.api_key, user_id: owner.user_id },
    users,
    channels,
    messages: o.messages,
  };
}

/** One transaction, so the temporary table lives on one connection. */
async function insertMessages(
  sql: SqlRunner,
  o: GenerateOptions,
  realmId: number,
  users: Generated['users'],
  channels: Generated['channels'],
): Promise<void> {
  const channelMessages = Math.round(o.messages * (1 - o.directShare));
  // Channel messages: round-robin over channels, topics and each channel's subscribers as senders.
  await sql.exec(`CREATE TEMP TABLE gen_channels (idx int, recipient_id int, subscribers int[]) ON COMMIT DROP`);
  for (const [i, c] of channels.entries()) {
    await sql.query('INSERT INTO gen_channels VALUES ($1, $2, $3)', [i, c.recipient_id, c.subscribers]);
  }
  const base = await sql.query<{ max: number | null }>('SELECT max(id) AS max FROM message');
  const firstId = (base[0]?.max ?? 0) + 1;
  await sql.query(
    `INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content, rendered_content,
                          rendered_content_version, date_sent, sending_client, has_link)
     SELECT $1, gc.subscribers[1 + (g / $3) % array_length(gc.subscribers, 1)], gc.recipient_id, true,
            'topic ' || ((g / $3) % $4), 'message number ' || g || CASE WHEN g % 10 = 0 THEN ' see https://example.com' ELSE '' END,
            '<p>message number ' || g || CASE WHEN g % 10 = 0 THEN ' see <a href="https://example.com">https://example.com</a>' ELSE '' END || '</p>',
            1, now() - make_interval(secs => ($2 - g)), 'generator', g % 10 = 0
       FROM generate_series(1, $2) AS g
       JOIN gen_channels gc ON gc.idx = g % $3`,
    [realmId, channelMessages, Math.max(channels.length, 1), Math.max(o.topicsPerChannel, 1)],
  );
  // Every subscriber gets a row; old messages are read, the newest 1% unread; every 50th mentions its first subscriber.
  await sql.query(
    `INSERT INTO user_message (user_id, message_id, flags)
     SELECT s.user_id, m.id,
            (CASE WHEN m.sender_id = s.user_id OR m.id < $2 THEN ${FLAG_BIT.read} ELSE 0 END)
            | (CASE WHEN m.id % 50 = 0 AND s.user_id = gc.subscribers[1] THEN ${FLAG_BIT.mentioned} ELSE 0 END)
       FROM message m
       JOIN gen_channels gc ON gc.recipient_id = m.recipient_id
       JOIN LATERAL unnest(gc.subscribers) AS s(user_id) ON true
      WHERE m.id >= $1`,
    [firstId, firstId + Math.floor(channelMessages * 0.99)],
  );
  const directMessages = o.messages - channelMessages;
  if (directMessages > 0 && users.length >= 2) {
    const ids = users.map((u) => u.id);
    const recipients = await sql.query<{ id: number; recipient_id: number }>(
      'SELECT id, recipient_id FROM user_profile WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    await sql.query(
      `INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content, rendered_content,
                            rendered_content_version, date_sent, sending_client)
       SELECT $1, ($3::int[])[1 + g % $5], ($4::int[])[1 + (g + 1) % $5], false, '', 'direct ' || g, '<p>direct ' || g || '</p>',
              1, now() - make_interval(secs => ($2 - g)), 'generator'
         FROM generate_series(1, $2) AS g`,
      [realmId, directMessages, recipients.map((r) => r.id), recipients.map((r) => r.recipient_id), recipients.length],
    );
    await sql.query(
      `INSERT INTO user_message (user_id, message_id, flags)
       SELECT u.id, m.id, ${FLAG_BIT.is_private} | CASE WHEN u.id = m.sender_id THEN ${FLAG_BIT.read} ELSE 0 END
         FROM message m JOIN user_profile u ON (u.id = m.sender_id OR u.recipient_id = m.recipient_id)
        WHERE m.realm_id = $1 AND NOT m.is_channel_message
       ON CONFLICT DO NOTHING`,
      [realmId],
    );
  }
  // A reaction on every 7th channel message (7 is coprime with the channel and topic cycles), by its first subscriber.
  await sql.query(
    `INSERT INTO reaction (message_id, user_id, emoji_name, emoji_code, reaction_type)
     SELECT m.id, gc.subscribers[1], 'thumbs_up', '1f44d', 'unicode_emoji'
       FROM message m JOIN gen_channels gc ON gc.recipient_id = m.recipient_id
      WHERE m.id >= $1 AND m.id % 7 = 0
     ON CONFLICT DO NOTHING`,
    [firstId],
  );
  await sql.query(
    `UPDATE stream s SET first_message_id = sub.first FROM
       (SELECT recipient_id, min(id) AS first FROM message WHERE realm_id = $1 GROUP BY recipient_id) sub
      WHERE s.recipient_id = sub.recipient_id AND s.first_message_id IS NULL`,
    [realmId],
  );
}
