import { readFileSync } from 'node:fs';
import { createRealmWithOwner } from '../../src/domain/onboarding/bootstrap.ts';
import { FLAG_BIT } from '../../src/domain/messages/flags.ts';
import type { Credentials } from '../support/client.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/**
 * Direct messages from system bots (the Welcome Bot's greeting, the
 * Notification Bot's notices) are direct messages like any other: every copy
 * carries is_private (Zulip's create_user_messages), so the `is:dm` and `dm:`
 * narrows find them and marking those narrows read clears them.
 */
let owner: Credentials;
let member: Credentials & { id: number };

const MESSAGES = `query ($narrow: [NarrowTermInput!]) { messages(anchor: "newest", numBefore: 100, narrow: $narrow) { messages { messageId } } }`;

/** The ids a narrow finds over REST, checked to be GraphQL's too. */
async function narrowIds(who: Credentials, narrow: Array<{ operator: string; operand: unknown }>): Promise<number[]> {
  const r = await w.ts.client(who).get('/messages', { anchor: 'newest', num_before: 100, num_after: 0, narrow });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
  const ids = (r.body.messages as Array<{ id: number }>).map((m) => m.id);
  // GraphQL's NarrowTermInput takes ids in operandId / operandIds.
  const gqlNarrow = narrow.map(({ operator, operand }) =>
    Array.isArray(operand)
      ? { operator, operandIds: operand }
      : typeof operand === 'number'
        ? { operator, operandId: operand }
        : { operator, operand },
  );
  const g = await w.ts.client(who).graphql(MESSAGES, { narrow: gqlNarrow });
  expect(g.errors).toBeUndefined();
  expect(g.data?.messages.messages.map((m: { messageId: number }) => m.messageId)).toEqual(ids);
  return ids;
}

async function botDms(who: Credentials, botEmail: string): Promise<number[]> {
  const r = await w.ts.client(who).get('/messages', {
    anchor: 'newest',
    num_before: 100,
    num_after: 0,
    narrow: [{ operator: 'sender', operand: botEmail }],
  });
  return (r.body.messages as Array<{ id: number; type: string }>).filter((m) => m.type === 'private').map((m) => m.id);
}

const w = useWorld({ realm: 'empty', welcomeMessages: true });

beforeAll(async () => {
  const created = await createRealmWithOwner(w.ts.server.deps, {
    realmName: 'Acme',
    ownerEmail: 'owner@acme.example.com',
    ownerName: 'Acme Owner',
    ownerPassword: 'owner-password',
  });
  owner = { email: created.email, apiKey: created.api_key };
  const r = await w.ts
    .client(owner)
    .post('/users', { email: 'new@acme.example.com', password: 'a-long-password', full_name: 'New Member' });
  expect(r.status).toBe(200);
  const login = await w.as().post('/fetch_api_key', { username: 'new@acme.example.com', password: 'a-long-password' });
  member = { email: 'new@acme.example.com', apiKey: login.body.api_key as string, id: r.body.user_id as number };
});

test("the Welcome Bot's greeting is found by is:dm and dm:, REST and GraphQL alike", async () => {
  const [welcome] = await botDms(member, 'welcome-bot@zulip.com');
  expect(welcome).toBeDefined();
  const botId = ((await w.ts.client(member).get(`/messages/${welcome}`)).body.message as { sender_id: number })
    .sender_id;
  expect(await narrowIds(member, [{ operator: 'is', operand: 'dm' }])).toEqual([welcome]);
  expect(await narrowIds(member, [{ operator: 'dm', operand: 'welcome-bot@zulip.com' }])).toEqual([welcome]);
  expect(await narrowIds(member, [{ operator: 'dm', operand: [botId] }])).toEqual([welcome]);
  expect(await narrowIds(member, [{ operator: 'dm-including', operand: botId }])).toEqual([welcome]);
});

test('marking is:dm read clears the greeting: events bring a register to what a fresh one says', async () => {
  const watch = await watchState(w.ts.client(member), ['message', 'update_message_flags']);
  expect((watch.initial.unread_msgs as { pms: unknown[] }).pms).toHaveLength(1);
  const r = await w.ts.client(member).post('/messages/flags/narrow', {
    anchor: 'oldest',
    num_before: 0,
    num_after: 1000,
    narrow: [{ operator: 'is', operand: 'dm' }],
    op: 'add',
    flag: 'read',
  });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ processed_count: 1, updated_count: 1 });
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  expect(fresh.unread_msgs).toMatchObject({ pms: [], huddles: [] });
});

test("the Notification Bot's notices (group changes, a bot's missing channel) are direct messages; events agree with a fresh register", async () => {
  const watch = await watchState(w.ts.client(member), ['message', 'update_message_flags']);
  const group = await w.ts
    .client(owner)
    .post('/user_groups/create', { name: 'crew', description: 'the crew', members: JSON.stringify([]) });
  expect(group.status).toBe(200);
  const path = `/user_groups/${group.body.group_id as number}/members`;
  expect((await w.ts.client(owner).post(path, { add: JSON.stringify([member.id]) })).status).toBe(200);
  expect((await w.ts.client(owner).post(path, { delete: JSON.stringify([member.id]) })).status).toBe(200);
  const bot = await w.ts.client(member).post('/bots', { full_name: 'Lost Bot', short_name: 'lost' });
  expect(bot.status).toBe(200);
  const botEmail = (
    (await w.ts.client(member).get(`/users/${bot.body.user_id as number}`)).body.user as { email: string }
  ).email;
  const lost = await w.ts.client({ email: botEmail, apiKey: bot.body.api_key as string }).post('/messages', {
    type: 'stream',
    to: JSON.stringify(999_999),
    topic: 't',
    content: 'anyone?',
  });
  expect(lost.status).toBe(400);
  const notices = await botDms(member, 'notification-bot@zulip.com');
  expect(notices).toHaveLength(3);
  const dms = await narrowIds(member, [{ operator: 'is', operand: 'dm' }]);
  expect(notices.every((id) => dms.includes(id))).toBe(true);
  expect(await narrowIds(member, [{ operator: 'dm', operand: 'notification-bot@zulip.com' }])).toEqual(
    [...notices].sort((a, b) => a - b),
  );
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  const pms = (fresh.unread_msgs as { pms: Array<{ unread_message_ids: number[] }> }).pms;
  expect(pms.map((p) => p.unread_message_ids)).toEqual([[...notices].sort((a, b) => a - b)]);
});

test('the migration flags copies of direct messages stored without is_private, and nothing else', async () => {
  const sql = w.ts.server.deps.db.sql;
  const snapshot = () =>
    sql.query<{ user_id: number; message_id: number; flags: string }>(
      'SELECT user_id, message_id, flags::text AS flags FROM user_message ORDER BY user_id, message_id',
    );
  const before = await snapshot();
  expect(before.length).toBeGreaterThan(0);
  await sql.query(`UPDATE user_message SET flags = flags & ~${FLAG_BIT.is_private}::bigint`);
  expect(await narrowIds(member, [{ operator: 'is', operand: 'dm' }])).toEqual([]);
  const migration = new URL('../../prisma/migrations/20261129120000_dm_is_private_flag/migration.sql', import.meta.url);
  await sql.query(readFileSync(migration, 'utf8'));
  expect(await snapshot()).toEqual(before);
  expect((await narrowIds(member, [{ operator: 'is', operand: 'dm' }])).length).toBe(4);
});
