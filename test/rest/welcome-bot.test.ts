import { createRealmWithOwner, type Credentials as Created } from '../../src/domain/onboarding/bootstrap.ts';
import { createUserByOperator } from '../../src/domain/onboarding/operator.ts';
import type { ApiResponse, Credentials } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startWorld, useWorld } from '../support/world.ts';

/** Zulip's send_initial_direct_message texts, after remove_single_newlines, as Zulip stores them. */
const VIDEO_URL = 'https://static.zulipchat.com/static/navigation-tour-video/zulip-10.mp4';
const VIDEO = `[Welcome to Zulip video](${VIDEO_URL})`;
const DM_FOR_ADMIN =
  'Hello, and welcome to Zulip!👋 \n\n\nTo learn more, check out our [getting started guide](/help/getting-started-with-zulip)!  ' +
  'We also have a guide for [moving your organization to Zulip](/help/moving-to-zulip).\n\n\n\n' +
  `You can always come back to the ${VIDEO} for a quick app overview.`;
/** Later users were given the organization's onboarding messages, and are told so. */
const KICKED_OFF =
  "Hello, and welcome to Zulip!👋  I've kicked off some conversations to help you get started. You can find them in your [Inbox](/#inbox).\n\n\n\n";
const DM_FOR_MEMBER =
  KICKED_OFF +
  'To learn more, check out our [getting started guide](/help/getting-started-with-zulip)! \n\n\n' +
  `You can always come back to the ${VIDEO} for a quick app overview.`;
const DM_FOR_STUDENT =
  KICKED_OFF +
  'To learn more, check out our [using Zulip for a class guide](/help/using-zulip-for-a-class)! \n\n\n' +
  `You can always come back to the ${VIDEO} for a quick app overview.`;
const DM_FOR_LATER_ADMIN =
  KICKED_OFF +
  'To learn more, check out our [getting started guide](/help/getting-started-with-zulip)!  We also have a guide for [moving your organization to Zulip](/help/moving-to-zulip).\n\n\n\n' +
  `You can always come back to the ${VIDEO} for a quick app overview.`;

/** The channels, topics and opening words of send_initial_realm_messages, in the order Zulip sends them. */
const REALM_MESSAGES: Array<[string, string, string]> = [
  [
    'Zulip',
    'moving messages',
    'If anything is out of place, it’s easy to [move messages](/help/move-content-to-another-topic), [rename]',
  ],
  ['Zulip', 'moving messages', ':point_right: Try moving this message to another topic and back.'],
  [
    'sandbox',
    'experiments',
    ":point_right:  Use this topic to try out [Zulip's messaging features](/help/format-your-message-using-markdown).",
  ],
  ['sandbox', 'experiments', '```spoiler Want to see some examples?\n\n````python'],
  [
    'sandbox',
    'start a conversation',
    'To kick off a new conversation, pick a channel in the left sidebar, and click the `+` button next to its name.',
  ],
  [
    'sandbox',
    'start a conversation',
    'Label your conversation with a topic. Think about finishing the sentence: “Hey, can we chat about…?”',
  ],
  ['sandbox', 'start a conversation', ':point_right: Try starting a new conversation in this channel.'],
  ['general', 'greetings', 'This **greetings** topic is a great place to say “hi” :wave: to your teammates.'],
  ['general', 'greetings', ':point_right: Click on this message to start a new message in the same conversation.'],
  [
    'Zulip',
    'welcome to Zulip!',
    'Zulip is organized to help you communicate more efficiently. Conversations are labeled with topics',
  ],
  [
    'Zulip',
    'welcome to Zulip!',
    'You can read Zulip one conversation at a time, seeing each message in context, no matter how many other conversations are going on.',
  ],
  [
    'Zulip',
    'welcome to Zulip!',
    ":point_right: When you're ready, check out your [Inbox](/#inbox) for other conversations with unread messages.",
  ],
];

type Message = Record<string, unknown> & {
  id: number;
  content: string;
  flags: string[];
  type: string;
  reactions: Array<Record<string, unknown>>;
};

let owner: Credentials;
let created: Created;

const credsOf = (c: { email: string; api_key: string }): Credentials => ({ email: c.email, apiKey: c.api_key });

async function allMessages(who: Credentials, applyMarkdown = false): Promise<{ r: ApiResponse; messages: Message[] }> {
  const r = await w.ts
    .client(who)
    .get('/messages', { anchor: 'oldest', num_before: 0, num_after: 100, narrow: [], apply_markdown: applyMarkdown });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
  return { r, messages: r.body.messages as Message[] };
}

async function newMember(email: string, fullName: string): Promise<Credentials & { id: number }> {
  const r = await w.ts.client(owner).post('/users', { email, password: 'a-long-password', full_name: fullName });
  expect(r.status).toBe(200);
  const login = await w.as().post('/fetch_api_key', { username: email, password: 'a-long-password' });
  return { email, apiKey: login.body.api_key as string, id: r.body.user_id as number };
}

const w = useWorld({ realm: 'empty', welcomeMessages: true });

beforeAll(async () => {
  created = await createRealmWithOwner(w.ts.server.deps, {
    realmName: 'Acme',
    ownerEmail: 'owner@acme.example.com',
    ownerName: 'Acme Owner',
    ownerPassword: 'owner-password',
  });
  owner = credsOf(created);
});

describe('a new organization', () => {
  test('has Zulip’s three initial channels, default channels the owner is subscribed to', async () => {
    const subs = await w.ts.client(owner).get('/users/me/subscriptions');
    const names = (subs.body.subscriptions as Array<{ name: string; description: string }>).map((s) => [
      s.name,
      s.description,
    ]);
    expect(names.sort()).toEqual([
      ['Zulip', 'Questions and discussion about using Zulip.'],
      ['general', 'For team-wide conversations'],
      ['sandbox', 'Experiment with Zulip here. :test_tube:'],
    ]);
    const ids = (subs.body.subscriptions as Array<{ stream_id: number }>).map((s) => s.stream_id).sort((a, b) => a - b);
    const reg = await w.ts.client(owner).post('/register', { fetch_event_types: ['default_streams'] });
    expect(reg.body.realm_default_streams).toEqual(ids);
  });

  test('the owner has the Welcome Bot’s direct message first, unread and starred, with Zulip’s words for an administrator', async () => {
    const { messages } = await allMessages(owner);
    const [dm] = messages;
    expect(dm).toMatchObject({
      type: 'private',
      sender_email: 'welcome-bot@zulip.com',
      sender_full_name: 'Welcome Bot',
      content: DM_FOR_ADMIN,
      client: 'Internal',
    });
    expect(dm.flags).toEqual(['starred']);
    expect((dm.display_recipient as Array<{ id: number }>).map((u) => u.id)).toEqual([created.user_id, dm.sender_id]);

    const rendered = (await allMessages(owner, true)).messages[0];
    expect(rendered.content).toBe(
      '<p>Hello, and welcome to Zulip!<span aria-label="wave" class="emoji emoji-1f44b" role="img" title="wave">:wave:</span> </p>\n' +
        '<p>To learn more, check out our <a href="/help/getting-started-with-zulip">getting started guide</a>!  ' +
        'We also have a guide for <a href="/help/moving-to-zulip">moving your organization to Zulip</a>.</p>\n' +
        `<p>You can always come back to the <a href="${VIDEO_URL}">Welcome to Zulip video</a> for a quick app overview.</p>\n` +
        // Zulip previews a linked video inline, as it does in any message.
        `<div class="message_inline_image message_inline_video"><a href="${VIDEO_URL}" title="Welcome to Zulip video"><video preload="metadata" src="${VIDEO_URL}"></video></a></div>`,
    );
  });

  test('the Welcome Bot’s initial messages are in their channels and topics, in Zulip’s order, unread for the owner', async () => {
    const { messages } = await allMessages(owner);
    const channelMessages = messages.filter((m) => m.type === 'stream');
    expect(channelMessages.map((m) => [m.display_recipient, m.subject])).toEqual(
      REALM_MESSAGES.map(([c, t]) => [c, t]),
    );
    channelMessages.forEach((m, i) => {
      expect(m.content.startsWith(REALM_MESSAGES[i][2])).toBe(true);
      expect(m.sender_email).toBe('welcome-bot@zulip.com');
      expect(m.flags).toEqual([]);
    });
    expect(channelMessages[3].content).toContain('Link to a conversation: #**Zulip>welcome to Zulip!**');
    expect(channelMessages[9].content).toContain(
      'in the “welcome to Zulip!” topic in the #**Zulip** channel, as you can see in the left sidebar and above.',
    );
    const greetings = channelMessages[7];
    expect(greetings.reactions).toEqual([
      expect.objectContaining({
        emoji_name: 'wave',
        emoji_code: '1f44b',
        reaction_type: 'unicode_emoji',
        user_id: dm(messages).sender_id,
      }),
    ]);
    const rendered = (await allMessages(owner, true)).messages.filter((m) => m.type === 'stream');
    expect(rendered[3].content).toContain('<a class="stream-topic"');
    expect(rendered[7].content).toContain(
      '<span aria-label="wave" class="emoji emoji-1f44b" role="img" title="wave">:wave:</span>',
    );
  });

  test('register counts the owner’s unread messages, the direct message among them', async () => {
    const reg = await w.ts.client(owner).post('/register', { fetch_event_types: ['message', 'update_message_flags'] });
    const unread = reg.body.unread_msgs as {
      count: number;
      pms: Array<{ other_user_id: number; unread_message_ids: number[] }>;
      streams: unknown[];
    };
    expect(unread.count).toBe(13);
    const { messages } = await allMessages(owner);
    expect(unread.pms).toEqual([
      {
        other_user_id: dm(messages).sender_id,
        sender_id: dm(messages).sender_id,
        unread_message_ids: [dm(messages).id],
      },
    ]);
  });
});

const dm = (messages: Message[]): Message & { sender_id: number } =>
  messages.find((m) => m.type === 'private') as Message & { sender_id: number };

describe('a new user', () => {
  test('POST /users: a member has the onboarding messages and the Welcome Bot’s direct message (zulip-terminal’s start-up: narrow [] is not empty)', async () => {
    const user = await newMember('newbie@acme.example.com', 'New User');
    const { messages } = await allMessages(user);
    expect(messages.length).toBeGreaterThanOrEqual(1);
    const last = messages[messages.length - 1];
    expect(last).toMatchObject({
      type: 'private',
      sender_email: 'welcome-bot@zulip.com',
      sender_full_name: 'Welcome Bot',
      content: DM_FOR_MEMBER,
      flags: ['starred'],
    });
    // Zulip's add_new_user_history: the tracked onboarding messages, unread and historical, the first of each topic starred.
    const channelMessages = messages.filter((m) => m.type === 'stream');
    expect(channelMessages.map((m) => [m.display_recipient, m.subject])).toEqual(
      REALM_MESSAGES.map(([c, t]) => [c, t]),
    );
    const firstOfTopic = new Set([0, 2, 4, 7, 9]);
    channelMessages.forEach((m, i) =>
      expect([...m.flags].sort()).toEqual(firstOfTopic.has(i) ? ['historical', 'starred'] : ['historical']),
    );
    const reg = await w.ts.client(user).post('/register', { fetch_event_types: ['message', 'update_message_flags'] });
    expect(reg.body.unread_msgs).toMatchObject({
      count: 13,
      pms: [{ other_user_id: last.sender_id, unread_message_ids: [last.id] }],
    });
    // One Welcome Bot per organization, whoever it greets.
    const bots = await w
      .prisma()
      .user.count({ where: { realmId: created.realm_id, deliveryEmail: 'welcome-bot@zulip.com' } });
    expect(bots).toBe(1);
  });

  test('an education organization gets the class guide instead (Zulip’s org_type variant)', async () => {
    await w.sql('UPDATE realm SET org_type = 35 WHERE id = $1', [created.realm_id]);
    try {
      const student = await newMember('student@acme.example.com', 'Student');
      expect(dm((await allMessages(student)).messages).content).toBe(DM_FOR_STUDENT);
    } finally {
      await w.sql('UPDATE realm SET org_type = 0 WHERE id = $1', [created.realm_id]);
    }
  });

  test('bots get no Welcome Bot message (POST /bots, and the operator’s create-user --bot)', async () => {
    const r = await w.ts.client(owner).post('/bots', { full_name: 'Weather Bot', short_name: 'weather' });
    expect(r.status).toBe(200);
    const listed = await w.ts.client(owner).get(`/users/${r.body.user_id as number}`);
    const bot = { email: (listed.body.user as { email: string }).email, apiKey: r.body.api_key as string };
    expect((await allMessages(bot)).messages).toEqual([]);
    const opBot = await createUserByOperator(w.ts.server.deps, {
      email: 'op-bot@acme.example.com',
      name: 'Op Bot',
      role: 'member',
      bot: true,
    });
    expect((await allMessages(credsOf(opBot))).messages).toEqual([]);
  });

  test('the operator’s create-user greets a human user as POST /users does', async () => {
    const made = await createUserByOperator(w.ts.server.deps, {
      email: 'admin2@acme.example.com',
      name: 'Second Admin',
      role: 'administrator',
      bot: false,
    });
    const { messages } = await allMessages(credsOf(made));
    expect(messages.map((m) => m.type)).toEqual([...REALM_MESSAGES.map(() => 'stream'), 'private']);
    expect(dm(messages).content).toBe(DM_FOR_LATER_ADMIN);
  });

  test('the newest messages of the new user’s channels come with them, read (Zulip’s history next to tracked onboarding)', async () => {
    const sent = await w.ts
      .client(owner)
      .post('/messages', { type: 'stream', to: 'general', topic: 'plans', content: 'Hello team' });
    expect(sent.status).toBe(200);
    const user = await newMember('third@acme.example.com', 'Third User');
    const { messages } = await allMessages(user);
    const hello = messages.find((m) => m.id === sent.body.id);
    expect([...(hello?.flags ?? [])].sort()).toEqual(['historical', 'read']);
    const reg = await w.ts.client(user).post('/register', { fetch_event_types: ['message', 'update_message_flags'] });
    expect((reg.body.unread_msgs as { count: number }).count).toBe(13);
  });

  test('a rejected POST /users sends nothing (the message is in the creating transaction)', async () => {
    const before = await w.prisma().message.count();
    const r = await w.ts
      .client(owner)
      .post('/users', { email: 'newbie@acme.example.com', password: 'a-long-password', full_name: 'Again' });
    expect(r.body).toMatchObject({ result: 'error', msg: "Email 'newbie@acme.example.com' already in use" });
    expect(await w.prisma().message.count()).toBe(before);
  });
});

describe('WELCOME_MESSAGES=off (the test servers’ default)', () => {
  test('a new organization has no channels and its owner no messages; a sign-up is still announced', async () => {
    const quiet = await startWorld({ realm: 'empty' });
    try {
      const c = await createRealmWithOwner(quiet.ts.server.deps, {
        realmName: 'Quiet',
        ownerEmail: 'owner@quiet.example.com',
        ownerName: 'Quiet Owner',
        ownerPassword: 'owner-password',
      });
      const r = await quiet.ts
        .client(credsOf(c))
        .get('/messages', { anchor: 'newest', num_before: 10, num_after: 0, narrow: [] });
      expect(r.body.messages).toEqual([]);
      expect(await quiet.prisma().stream.count()).toBe(0);

      // notify_new_user does not depend on WELCOME_MESSAGES.
      const client = quiet.ts.client(credsOf(c));
      await client.post('/users/me/subscriptions', { subscriptions: [{ name: 'hello' }] });
      const hello = (await client.get('/get_stream_id', { stream: 'hello' })).body.stream_id as number;
      await client.patch('/realm', { signup_announcements_stream_id: String(hello) });
      const made = await client.post('/users', {
        email: 'second@quiet.example.com',
        password: 'a-long-password',
        full_name: 'Second',
      });
      const newest = await client.get('/messages', {
        anchor: 'newest',
        num_before: 1,
        num_after: 0,
        narrow: [{ operator: 'channel', operand: hello }],
        apply_markdown: false,
      });
      expect(newest.body.messages).toMatchObject([
        {
          subject: 'signups',
          content: `@_**Second|${made.body.user_id as number}** just signed up for Zulip. (total: 2)`,
        },
      ]);
    } finally {
      await quiet.close();
    }
  });
});

describe('POST /realm/test_welcome_bot_custom_message (and GraphQL testWelcomeBotCustomMessage)', () => {
  const mutation = `mutation ($input: TestWelcomeBotCustomMessageInput!) { testWelcomeBotCustomMessage(input: $input) {
    __typename ... on TestWelcomeBotCustomMessagePayload { messageId sentMessage { messageId sender { email } } } ... on Error { code message } } }`;

  test('the Welcome Bot sends the administrator the text, unread; the answer is its id', async () => {
    w.ts.events.length = 0;
    const r = await w.ts
      .client(owner)
      .post('/realm/test_welcome_bot_custom_message', { welcome_message_custom_text: 'Read **#rules** first.' });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/realm/test_welcome_bot_custom_message', 200, r.body)).toBe(true);
    const got = await w.ts.client(owner).get(`/messages/${r.body.message_id}`, { apply_markdown: 'false' });
    expect(got.body.message).toMatchObject({
      content: 'Read **#rules** first.',
      sender_email: 'welcome-bot@zulip.com',
      type: 'private',
      flags: [],
    });
    expect(w.ts.events.map((e) => e.event.type)).toContain('message');
    const g = await w.ts.client(owner).graphql(mutation, { input: { welcomeMessageCustomText: 'Hello again' } });
    const id = (g.data?.testWelcomeBotCustomMessage as { messageId: number }).messageId;
    expect(g.data?.testWelcomeBotCustomMessage.sentMessage).toEqual({
      messageId: id,
      sender: { email: 'welcome-bot@zulip.com' },
    });
    const again = await w.ts.client(owner).get(`/messages/${id}`, { apply_markdown: 'false' });
    expect(again.body.message).toMatchObject({ content: 'Hello again', sender_email: 'welcome-bot@zulip.com' });
  });

  test.each([
    ['member', { welcome_message_custom_text: 'x' }, 'Must be an organization administrator'],
    ['member', {}, 'Must be an organization administrator'],
    ['owner', {}, "Missing 'welcome_message_custom_text' argument"],
    ['owner', { welcome_message_custom_text: '' }, 'Message must not be empty'],
    [
      'owner',
      { welcome_message_custom_text: 'x'.repeat(8001) },
      'welcome_message_custom_text is too long (limit: 8000 characters)',
    ],
  ])('%s, case %#: refused on both APIs, nothing sent', async (who, params, msg) => {
    const user =
      who === 'owner' ? owner : await newMember(`tester${Object.keys(params).length}@acme.example.com`, 'Tester');
    const before = await w.prisma().message.count();
    const r = await w.ts.client(user).post('/realm/test_welcome_bot_custom_message', params as Record<string, string>);
    expect(r.body).toMatchObject({ result: 'error', msg });
    if ('welcome_message_custom_text' in params) {
      const g = await w.ts.client(user).graphql(mutation, {
        input: { welcomeMessageCustomText: params.welcome_message_custom_text },
      });
      const answer = g.data?.testWelcomeBotCustomMessage as { message: string };
      expect(answer.message).toBe(msg.replace('welcome_message_custom_text', 'welcomeMessageCustomText'));
    }
    expect(await w.prisma().message.count()).toBe(before);
  });
});

describe("the organization's welcome_message_custom_text, and an invitation's", () => {
  const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { __typename
    ... on AcceptInvitationPayload { apiKey } ... on Error { message } } }`;
  const dmsOf = async (who: Credentials) =>
    (await allMessages(who)).messages.filter((m) => m.type === 'private').map((m) => [m.sender_email, m.content]);
  /** Signs up through a reusable link made with these parameters; the new user's credentials. */
  async function joinByLink(email: string, params: Record<string, string>): Promise<Credentials> {
    const link = await w.ts.client(owner).post('/invites/multiuse', { invite_expires_in_minutes: '60', ...params });
    const key = /\/join\/([a-z0-9]+)\/$/.exec(link.body.invite_link as string)![1];
    const r = await w.as().graphql(ACCEPT, { input: { key, email, fullName: 'Joiner', password: 'secret-pass' } });
    const apiKey = (r.data?.acceptInvitation as { apiKey: string }).apiKey;
    return { email, apiKey };
  }

  test('set by PATCH /realm (event, register); sent after the first message; an invitation may replace it or say none', async () => {
    w.ts.events.length = 0;
    const set = await w.ts.client(owner).patch('/realm', { welcome_message_custom_text: 'Read #**general** first.' });
    expect(set.body).toEqual({ result: 'success', msg: '', welcome_message_custom_text: 'updated' });
    expect(w.ts.events.map((e) => e.event)).toContainEqual({
      type: 'realm',
      op: 'update',
      property: 'welcome_message_custom_text',
      value: 'Read #**general** first.',
    });
    const reg = await w.ts.client(owner).post('/register', { fetch_event_types: ['realm'] });
    expect(reg.body.realm_welcome_message_custom_text).toBe('Read #**general** first.');
    expect((await w.ts.client(owner).patch('/realm', { welcome_message_custom_text: 'x'.repeat(8001) })).body.msg).toBe(
      'welcome_message_custom_text is too long (limit: 8000 characters)',
    );

    const member = await newMember('custom1@acme.example.com', 'Custom One');
    expect(await dmsOf(member)).toEqual([
      ['welcome-bot@zulip.com', DM_FOR_MEMBER],
      ['welcome-bot@zulip.com', 'Read #**general** first.'],
    ]);
    const invited = await joinByLink('custom2@acme.example.com', { welcome_message_custom_text: 'Hello, invitee.' });
    expect((await dmsOf(invited)).map(([, c]) => c)).toEqual([DM_FOR_MEMBER, 'Hello, invitee.']);
    const none = await joinByLink('custom3@acme.example.com', { welcome_message_custom_text: '' });
    expect((await dmsOf(none)).map(([, c]) => c)).toEqual([DM_FOR_MEMBER]);
    const byDefault = await joinByLink('custom4@acme.example.com', {});
    expect((await dmsOf(byDefault)).map(([, c]) => c)).toEqual([DM_FOR_MEMBER, 'Read #**general** first.']);
    await w.ts.client(owner).patch('/realm', { welcome_message_custom_text: '' });
  });
});

describe('the signup announcement (Zulip’s notify_new_user)', () => {
  const humans = () => w.prisma().user.count({ where: { realmId: created.realm_id, isActive: true, isBot: false } });
  const newestIn = async (channelId: number) =>
    (
      (
        await w.ts.client(owner).get('/messages', {
          anchor: 'newest',
          num_before: 1,
          num_after: 0,
          narrow: [{ operator: 'channel', operand: channelId }],
          apply_markdown: false,
        })
      ).body.messages as Message[]
    )[0];

  test('Notification Bot announces each new human in the signup announcements channel’s "signups" topic, unread, with the count of active humans; not bots, nor without the setting', async () => {
    const general = (await w.ts.client(owner).get('/get_stream_id', { stream: 'general' })).body.stream_id as number;
    const set = await w.ts.client(owner).patch('/realm', { signup_announcements_stream_id: String(general) });
    expect(set.status).toBe(200);

    const member = await newMember('signup1@acme.example.com', 'Signup One');
    const announced = await newestIn(general);
    expect(announced).toMatchObject({
      sender_email: 'notification-bot@zulip.com',
      subject: 'signups',
      content: `@_**Signup One|${member.id}** just signed up for Zulip. (total: ${await humans()})`,
    });
    expect(announced.flags).toEqual([]);
    // The new user has it too, unread, before the Welcome Bot's direct message.
    const mine = (await allMessages(member)).messages;
    const at = mine.findIndex((m) => m.id === announced.id);
    expect(mine[at].flags).toEqual([]);
    expect(mine.slice(at + 1).map((m) => m.sender_email)).toEqual(['welcome-bot@zulip.com']);

    const made = await createUserByOperator(w.ts.server.deps, {
      email: 'signup2@acme.example.com',
      name: 'Signup Two',
      role: 'member',
      bot: false,
    });
    const second = await newestIn(general);
    expect(second.content).toBe(
      `@_**Signup Two|${made.user_id}** just signed up for Zulip. (total: ${await humans()})`,
    );

    expect((await w.ts.client(owner).post('/bots', { full_name: 'Quiet Bot', short_name: 'quietly' })).status).toBe(
      200,
    );
    expect((await newestIn(general)).id).toBe(second.id);
    await w.ts.client(owner).patch('/realm', { signup_announcements_stream_id: '-1' });
    await newMember('signup3@acme.example.com', 'Signup Three');
    expect((await newestIn(general)).id).toBe(second.id);
  });
});
