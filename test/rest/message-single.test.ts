import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** GET /messages/{message_id} and GET /messages/{message_id}/history. */
const w = useWorld();
const { as, prisma, send } = w;

const setHistoryPolicy = (policy: string) =>
  as('desdemona').patch('/realm', { message_edit_history_visibility_policy: policy });

let denmark: number;
let dm: number;

beforeAll(async () => {
  denmark = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'Castle', content: '**hi** there' });
  dm = await send('hamlet', { type: 'direct', to: JSON.stringify([w.realm.users.othello.id]), content: 'psst' });
});

describe('GET /messages/{message_id}', () => {
  test('a received message: rendered content, own flags and the raw Markdown', async () => {
    const r = await as('hamlet').get(`/messages/${denmark}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, r.body)).toBe(true);
    expect(r.body.raw_content).toBe('**hi** there');
    expect(r.body.message).toMatchObject({
      id: denmark,
      content: '<p><strong>hi</strong> there</p>',
      content_type: 'text/html',
      flags: ['read'],
      subject: 'Castle',
      stream_id: w.realm.channels.Denmark,
      display_recipient: 'Denmark',
      sender_id: w.realm.users.hamlet.id,
      type: 'stream',
    });
    // Zulip formats this endpoint with client_gravatar on: public emails give a null avatar.
    expect((r.body.message as Record<string, unknown>).avatar_url).toBeNull();
  });

  test('apply_markdown=false gives the Markdown; unread for a recipient', async () => {
    const r = await as('cordelia').get(`/messages/${denmark}`, { apply_markdown: false });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, r.body)).toBe(true);
    expect(r.body.message).toMatchObject({ content: '**hi** there', content_type: 'text/x-markdown', flags: [] });
  });

  test('a public-channel message one never received is read and historical', async () => {
    const r = await as('prospero').get(`/messages/${denmark}`);
    expect(r.status).toBe(200);
    expect((r.body.message as { flags: string[] }).flags).toEqual(['read', 'historical']);
  });

  test('direct messages between participants only', async () => {
    const r = await as('othello').get(`/messages/${dm}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, r.body)).toBe(true);
    expect((r.body.message as { display_recipient: Array<{ id: number }> }).display_recipient.map((u) => u.id)).toEqual(
      [w.realm.users.hamlet.id, w.realm.users.othello.id].sort((a, b) => a - b),
    );
  });

  test('the empty topic is "general chat" unless the client allows empty topic names', async () => {
    const id = await send('hamlet', { type: 'stream', to: 'Denmark', topic: '', content: 'no topic' });
    const legacy = await as('hamlet').get(`/messages/${id}`);
    expect((legacy.body.message as { subject: string }).subject).toBe('general chat');
    const modern = await as('hamlet').get(`/messages/${id}`, { allow_empty_topic_name: true });
    expect((modern.body.message as { subject: string }).subject).toBe('');
  });

  test('protected history: only subscribers who received the message', async () => {
    const secret = await send('desdemona', { type: 'stream', to: 'core team', topic: 'plans', content: 'secret' });
    expect((await as('shiva').get(`/messages/${secret}`)).status).toBe(200);
    const added = await as('iago').post('/users/me/subscriptions', {
      subscriptions: [{ name: 'core team' }],
      principals: [w.realm.users.hamlet.id],
    });
    expect(added.status).toBe(200);
    const later = await send('desdemona', { type: 'stream', to: 'core team', topic: 'plans', content: 'later' });
    expect((await as('hamlet').get(`/messages/${later}`)).status).toBe(200);
    const old = await as('hamlet').get(`/messages/${secret}`);
    expect(old.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
  });

  const path = (p: string) => p.replace(':dm', String(dm)).replace(':denmark', String(denmark));
  test.each([
    ['cordelia', '/messages/:dm', {}, 'Invalid message(s)'],
    ['polonius', '/messages/:denmark', {}, 'Invalid message(s)'],
    ['hamlet', '/messages/999999', {}, 'Invalid message(s)'],
    ['hamlet', '/messages/99999999999999', {}, 'Invalid message(s)'],
    ['hamlet', '/messages/:denmark', { apply_markdown: 'yes' }, 'apply_markdown is not valid JSON'],
    ['hamlet', '/messages/:denmark', { allow_empty_topic_name: '1' }, 'allow_empty_topic_name is not a boolean'],
  ])('%s GET %s %j → %s', async (user, p, params, msg) => {
    const r = await as(user).get(path(p), params);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });

  test('messages of archived channels stay readable', async () => {
    const id = await send('hamlet', { type: 'stream', to: 'Rome', topic: 'ruins', content: 'old news' });
    await prisma().stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: true } });
    try {
      expect((await as('hamlet').get(`/messages/${id}`)).status).toBe(200);
      expect((await as('hamlet').get(`/messages/${id}/history`)).status).toBe(200);
    } finally {
      await prisma().stream.update({ where: { id: w.realm.channels.Rome }, data: { isArchived: false } });
    }
  });

  test('a non-numeric id is not this route', async () => {
    const r = await as('hamlet').get('/messages/abc');
    expect(r.status).toBe(404);
  });
});

describe('GET /messages/{message_id}/history', () => {
  test('an unedited message has only its original snapshot', async () => {
    const r = await as('cordelia').get(`/messages/${denmark}/history`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/messages/{message_id}/history', 200, r.body)).toBe(true);
    const sent = await prisma().message.findUniqueOrThrow({ where: { id: denmark } });
    expect(r.body.message_history).toEqual([
      {
        content: '**hi** there',
        rendered_content: '<p><strong>hi</strong> there</p>',
        timestamp: Math.floor(sent.dateSent.getTime() / 1000),
        topic: 'Castle',
        user_id: w.realm.users.hamlet.id,
      },
    ]);
  });

  test('direct messages have an empty topic', async () => {
    const r = await as('othello').get(`/messages/${dm}/history`);
    expect((r.body.message_history as Array<{ topic: string }>)[0].topic).toBe('');
  });

  describe('with stored edits', () => {
    let edited: number;
    let sentAt: number;
    beforeAll(async () => {
      edited = await send('hamlet', { type: 'stream', to: 'Denmark', topic: '', content: 'first draft' });
      const row = await prisma().message.findUniqueOrThrow({ where: { id: edited } });
      sentAt = Math.floor(row.dateSent.getTime() / 1000);
      // As the edit code stores it: newest first, only what changed.
      await prisma().message.update({
        where: { id: edited },
        data: {
          content: 'second draft',
          renderedContent: '<p>second draft</p>',
          subject: 'drafts',
          lastEditTime: new Date((sentAt + 120) * 1000),
          editHistory: [
            { user_id: w.realm.users.iago.id, timestamp: sentAt + 120, prev_topic: '', topic: 'drafts' },
            {
              user_id: w.realm.users.hamlet.id,
              timestamp: sentAt + 60,
              prev_content: 'first draft',
              prev_rendered_content: '<p>first draft</p>',
              prev_rendered_content_version: 1,
            },
          ],
        },
      });
    });
    afterAll(() => setHistoryPolicy('all'));

    test('snapshots oldest first, each with the topic and content after that edit', async () => {
      const r = await as('hamlet').get(`/messages/${edited}/history`);
      expect(r.status).toBe(200);
      expect(expectMatchesOpenApi('GET', '/messages/{message_id}/history', 200, r.body)).toBe(true);
      expect(r.body.message_history).toEqual([
        {
          content: 'first draft',
          rendered_content: '<p>first draft</p>',
          timestamp: sentAt,
          topic: 'general chat',
          user_id: w.realm.users.hamlet.id,
        },
        {
          content: 'second draft',
          rendered_content: '<p>second draft</p>',
          timestamp: sentAt + 60,
          topic: 'general chat',
          user_id: w.realm.users.hamlet.id,
          prev_content: 'first draft',
          prev_rendered_content: '<p>first draft</p>',
          content_html_diff:
            '<div><p><span class="highlight_text_inserted">second</span> <span class="highlight_text_deleted">first</span> draft</p></div>',
        },
        {
          content: 'second draft',
          rendered_content: '<p>second draft</p>',
          timestamp: sentAt + 120,
          topic: 'drafts',
          prev_topic: 'general chat',
          user_id: w.realm.users.iago.id,
        },
      ]);
      const single = await as('hamlet').get(`/messages/${edited}`);
      expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, single.body)).toBe(true);
      expect((single.body.message as { edit_history: unknown[] }).edit_history).toHaveLength(2);
      const modern = await as('hamlet').get(`/messages/${edited}/history`, { allow_empty_topic_name: true });
      expect((modern.body.message_history as Array<{ topic: string }>).map((e) => e.topic)).toEqual(['', '', 'drafts']);
    });

    test('"moves only" hides content edits, in the history and in the message', async () => {
      expect((await setHistoryPolicy('moves')).status).toBe(200);
      const r = await as('hamlet').get(`/messages/${edited}/history`);
      expect(r.status).toBe(200);
      expect((r.body.message_history as Array<{ timestamp: number }>).map((e) => e.timestamp)).toEqual([
        sentAt,
        sentAt + 120,
      ]);
      const m = await as('hamlet').get(`/messages/${edited}`);
      expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, m.body)).toBe(true);
      const message = m.body.message as Record<string, unknown>;
      expect((message.edit_history as Array<{ timestamp: number }>).map((e) => e.timestamp)).toEqual([sentAt + 120]);
      expect(message.last_edit_timestamp).toBe(sentAt + 60);
      expect(message.last_moved_timestamp).toBe(sentAt + 120);
    });

    test('"none": the history endpoint refuses, before looking at the message; messages carry no history', async () => {
      expect((await setHistoryPolicy('none')).status).toBe(200);
      for (const path of [`/messages/${edited}/history`, '/messages/999999/history']) {
        const r = await as('hamlet').get(path);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({
          result: 'error',
          msg: 'Message edit history is disabled in this organization',
          code: 'BAD_REQUEST',
        });
      }
      const m = await as('hamlet').get(`/messages/${edited}`);
      expect(m.status).toBe(200);
      expect('edit_history' in (m.body.message as Record<string, unknown>)).toBe(false);
    });
  });

  const path = (p: string) => p.replace(':dm', String(dm)).replace(':denmark', String(denmark));
  test.each([
    ['cordelia', '/messages/:dm/history', {}, 'Invalid message(s)'],
    ['polonius', '/messages/:denmark/history', {}, 'Invalid message(s)'],
    ['hamlet', '/messages/424242/history', {}, 'Invalid message(s)'],
    [
      'hamlet',
      '/messages/:denmark/history',
      { allow_empty_topic_name: 'x' },
      'allow_empty_topic_name is not valid JSON',
    ],
  ])('%s GET %s %j → %s', async (user, p, params, msg) => {
    const r = await as(user).get(path(p), params);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'error', msg, code: 'BAD_REQUEST' });
  });
});

describe('POST /messages/{message_id}/report and the moderation request channel', () => {
  let moderation: number;
  const report = (user: string, id: number, params: Record<string, string>) =>
    as(user).post(`/messages/${id}/report`, params);
  const lastReport = async () => {
    const r = await as('iago').get('/messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow: JSON.stringify([{ operator: 'channel', operand: moderation }]),
      apply_markdown: 'false',
    });
    return (r.body.messages as unknown[])[0] as {
      content: string;
      subject: string;
      sender_email: string;
      flags: string[];
    };
  };
  const when = async (id: number) => {
    const m = await as('hamlet').get(`/messages/${id}`);
    return `<time:${new Date((m.body.message as { timestamp: number }).timestamp * 1000).toISOString().replace('.000Z', '+00:00')}>`;
  };
  const FULL_NAMES: Record<string, string> = { othello: 'Othello, the Moor of Venice', hamlet: 'King Hamlet' };
  const mention = (name: string) => `@_**${FULL_NAMES[name]}|${w.realm.users[name].id}**`;

  beforeAll(async () => {
    const made = await as('iago').post('/channels/create', {
      name: 'moderators',
      subscribers: JSON.stringify([w.realm.users.iago.id]),
      invite_only: 'true',
    });
    moderation = made.body.id as number;
  });
  afterAll(async () => {
    await as('iago').patch('/realm', { moderation_request_channel_id: '-1' });
  });

  test('reporting is off until the setting names a private channel (PATCH /realm, its event, register)', async () => {
    expect((await report('othello', denmark, { report_type: 'spam' })).body).toMatchObject({
      msg: 'Message reporting is not enabled in this organization.',
      code: 'BAD_REQUEST',
    });
    const publicOne = await as('iago').patch('/realm', {
      moderation_request_channel_id: String(w.realm.channels.Denmark),
    });
    expect(publicOne.body.msg).toBe('Moderation request channel must be private.');
    expect((await as('iago').patch('/realm', { moderation_request_channel_id: '999999' })).body.msg).toBe(
      'Invalid channel ID',
    );
    w.ts.events.length = 0;
    const set = await as('iago').patch('/realm', { moderation_request_channel_id: String(moderation) });
    expect(set.body).toEqual({ result: 'success', msg: '', moderation_request_channel_id: moderation });
    expect(w.ts.events.map((e) => e.event)).toContainEqual({
      type: 'realm',
      op: 'update',
      property: 'moderation_request_channel_id',
      value: moderation,
    });
    const reg = await as('hamlet').post('/register', { fetch_event_types: '["realm"]' });
    expect(reg.body.realm_moderation_request_channel_id).toBe(moderation);
    const g = await as('iago').graphql(
      '{ realm { settings { moderationRequestChannelId } moderationRequestChannel { id name } } }',
    );
    expect(g.data).toMatchObject({
      realm: { settings: { moderationRequestChannelId: moderation }, moderationRequestChannel: { name: 'moderators' } },
    });
    const byGlobalId = await as('iago').graphql(
      `mutation ($id: ID!) { updateRealm(input: { moderationRequestChannel: $id }) {
        __typename ... on UpdateRealmPayload { realm { settings { moderationRequestChannelId } } } } }`,
      { id: (g.data?.realm as { moderationRequestChannel: { id: string } }).moderationRequestChannel.id },
    );
    expect(byGlobalId.data?.updateRealm).toMatchObject({
      realm: { settings: { moderationRequestChannelId: moderation } },
    });
    const makePublic = await as('iago').patch(`/streams/${moderation}`, { is_private: 'false' });
    expect(makePublic.body.msg).toBe('Moderation request channel must be private.');
  });

  test('a channel message: the Notification Bot posts Zulip’s report, unread, in “<sender> moderation”', async () => {
    const r = await report('othello', denmark, { report_type: 'spam', description: 'selling swords' });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/messages/{message_id}/report', 200, r.body)).toBe(true);
    const m = await lastReport();
    expect(m).toMatchObject({
      subject: 'King Hamlet moderation',
      sender_email: 'notification-bot@zulip.com',
      flags: [],
    });
    expect(m.content).toBe(
      `${mention('othello')} reported a message sent by ${mention('hamlet')} at ${await when(denmark)}.\n` +
        '```quote\n**Spam**. selling swords\n```\n\n' +
        `\`\`\` spoiler Original message at #**Denmark>Castle@${denmark}**\n**hi** there\n\`\`\``,
    );
  });

  test('a direct message, reported over GraphQL: the link to it, the same refusals as REST', async () => {
    const mutation = `mutation ($input: ReportMessageInput!) { reportMessage(input: $input) {
      __typename ... on ReportMessagePayload { messageId } ... on Error { code message } } }`;
    const g = await as('othello').graphql(mutation, { input: { messageId: dm, reportType: 'HARASSMENT' } });
    expect(g.data).toEqual({ reportMessage: { __typename: 'ReportMessagePayload', messageId: dm } });
    const m = await lastReport();
    expect(m.content).toContain(
      `${mention('othello')} reported a direct message sent by ${mention('hamlet')} at ${await when(dm)}.\n` +
        '```quote\n**Harassment**. \n```\n\n``` spoiler [Original message](',
    );
    expect(m.content).toContain(`/#narrow/dm/${w.realm.users.othello.id}/near/${dm})\npsst\n\`\`\``);
    for (const [params, input, msg] of [
      [{ report_type: 'bad' }, null, 'Invalid report_type'],
      [{ report_type: 'other' }, { reportType: 'OTHER' }, 'An explanation is required.'],
      [
        { report_type: 'norms', description: 'x'.repeat(1001) },
        null,
        'description is too long (limit: 1000 characters)',
      ],
    ] as const) {
      expect((await report('othello', dm, params)).body).toMatchObject({ result: 'error', msg });
      if (input) {
        const e = await as('othello').graphql(mutation, { input: { messageId: dm, ...input } });
        expect(e.data?.reportMessage).toMatchObject({ message: msg });
      }
    }
    const before = await lastReport();
    expect((await report('cordelia', dm, { report_type: 'spam' })).body.msg).toBe('Invalid message(s)');
    const hidden = await as('cordelia').graphql(mutation, { input: { messageId: dm, reportType: 'SPAM' } });
    expect(hidden.data?.reportMessage).toMatchObject({ message: 'Invalid message(s)' });
    expect(await lastReport()).toEqual(before);
  });
});
