import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { OutgoingWebhooks } from '../../src/domain/bots/outgoing-webhooks/service.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { startWorld, useWorld } from '../support/world.ts';

/**
 * Outgoing-webhook bots (Zulip's zerver/lib/outgoing_webhook.py and
 * test_outgoing_webhook_system.py): a local HTTP server plays the bot's
 * service; the test waits for the queue to be idle, never for time.
 */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Answer = { status?: number; body?: string; contentType?: string } | 'hang-up' | 'never';

const received: Received[] = [];
let answer: Answer = { body: '{}' };
const held: http.ServerResponse[] = [];
/** Called when a request has arrived (a test waiting for one sets it). */
let arrived: (() => void) | null = null;
const service = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
    arrived?.();
    if (answer === 'hang-up') return void req.socket.destroy();
    if (answer === 'never') return void held.push(res);
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' });
    res.end(answer.body ?? '');
  });
});

let base = '';
let realmUrl = '';

// Held replies are let go before the server closes (hooks run in the order declared).
afterAll(() => held.forEach((r) => r.destroy()));
// Only this loopback address is allowed: 127.0.0.2 and the rest of 127/8 stay refused.
const w = useWorld({ env: { OUTGOING_WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' } });
const as = (user: string) => w.as(user);

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  realmUrl = (await as('hamlet').post('/register', { fetch_event_types: ['realm'] })).body.realm_url as string;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = { body: '{}' };
});

/** Waits until every call the sends so far caused, and their replies, are done. */
async function settled(): Promise<void> {
  const hooks = w.ts.server.deps.outgoingWebhooks;
  if (!(hooks instanceof OutgoingWebhooks)) throw new Error('no outgoing webhook queue');
  await hooks.idle();
}

let serial = 0;
interface Bot {
  id: number;
  email: string;
  fullName: string;
  token: string;
  apiKey: string;
}
async function createBot(params: Record<string, string | number> = {}, path = '/hook'): Promise<Bot> {
  const short = `out${++serial}`;
  const fullName = `Outgoing ${serial}`;
  const r = await as('hamlet').post('/bots', {
    full_name: fullName,
    short_name: short,
    bot_type: 3,
    payload_url: JSON.stringify(`${base}${path}`),
    ...params,
  });
  if (r.status !== 200) throw new Error(`bot creation failed: ${r.text}`);
  // The owner's realm_bot/add event carries the address and the service's token.
  const add = w.ts.events.find(
    (e) =>
      e.event.type === 'realm_bot' &&
      e.event.op === 'add' &&
      (e.event.bot as unknown as { user_id: number }).user_id === r.body.user_id,
  );
  const bot = add?.event.bot as
    { user_id: number; email: string; api_key: string; services: Array<{ token: string }> } | undefined;
  if (!bot) throw new Error('no realm_bot/add event');
  return { id: bot.user_id, email: bot.email, fullName, token: bot.services[0].token, apiKey: bot.api_key };
}

/** A message through the world's factory, and every webhook call it caused done. */
async function send(user: string, params: Record<string, string | number[] | string[]>): Promise<number> {
  const id = await w.send(user, params);
  await settled();
  return id;
}
const toChannel = (user: string, content: string, topic = 'bots') =>
  send(user, { type: 'stream', to: 'Denmark', topic, content });

/** The messages `bot` sent, oldest first, as `viewer` (by default its owner) sees them. */
async function sentBy(bot: Pick<Bot, 'id'>, viewer = 'hamlet'): Promise<Array<Record<string, any>>> {
  const narrow = JSON.stringify([{ operator: 'sender', operand: bot.id }]);
  const r = await as(viewer).get('/messages', {
    anchor: 'newest',
    num_before: 10,
    num_after: 0,
    narrow,
    apply_markdown: false,
  });
  expect(expectMatchesOpenApi('GET', '/messages', 200, r.body)).toBe(true);
  return r.body.messages as Array<Record<string, any>>;
}

const dmUrl = (ids: number[], id: number) =>
  `${realmUrl}/#narrow/dm/${[...ids].sort((a, b) => a - b).join(',')}/near/${id}`;
const channelUrl = (id: number, topic = 'bots') =>
  `${realmUrl}/#narrow/channel/${w.realm.channels.Denmark}-Denmark/topic/${topic}/near/${id}`;
const noticeHead = (url: string, bot: Pick<Bot, 'fullName'>) =>
  `[A message](${url}) to your bot @_**${bot.fullName}** triggered an outgoing webhook.`;

/** The failure in the channel and the owner's notice, the two last messages of the bot. */
async function failureAndNotice(bot: Pick<Bot, 'id'>): Promise<[Record<string, any>, Record<string, any>]> {
  const [failure, notice] = await sentBy(bot);
  expect(failure).toMatchObject({ type: 'stream', display_recipient: 'Denmark', subject: 'bots' });
  expect(notice.type).toBe('private');
  expect(notice.display_recipient.map((u: { id: number }) => u.id).sort()).toEqual(
    [bot.id, w.realm.users.hamlet.id].sort(),
  );
  return [failure, notice];
}

describe('outgoing webhook bots (generic interface)', () => {
  test('a mention posts Zulip’s JSON payload; the answer’s content is the bot’s reply in the topic', async () => {
    const bot = await createBot();
    answer = { body: JSON.stringify({ content: 'pong **back**' }) };
    const id = await toChannel('othello', `@**${bot.fullName}** ping`);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call.path).toBe('/hook');
    expect(call.headers['user-agent']).toBe('ZulipOutgoingWebhook/11.0');
    expect(call.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(call.body) as Record<string, any>;
    expect(Object.keys(payload).sort()).toEqual(['bot_email', 'bot_full_name', 'data', 'message', 'token', 'trigger']);
    expect(payload).toMatchObject({
      data: `@**${bot.fullName}** ping`,
      bot_email: bot.email,
      bot_full_name: bot.fullName,
      token: bot.token,
      trigger: 'mention',
    });
    // The message as othello's own apply_markdown=false fetch shows it, plus rendered_content (Zulip's keep_rendered_content).
    const fetched = (
      await as('othello').get(`/messages/${id}`, { apply_markdown: false, allow_empty_topic_name: true })
    ).body.message as Record<string, unknown>;
    const { flags: _flags, ...shown } = fetched;
    expect(payload.message).toEqual({
      ...shown,
      avatar_url: expect.any(String),
      rendered_content: `<p><span class="user-mention" data-user-id="${bot.id}">@${bot.fullName}</span> ping</p>`,
    });

    const [reply] = await sentBy(bot);
    expect(reply).toMatchObject({
      content: 'pong **back**',
      type: 'stream',
      display_recipient: 'Denmark',
      subject: 'bots',
      client: 'OutgoingWebhookResponse',
    });
    const event = w.ts.events.find(
      (e) => e.event.type === 'message' && (e.event.message as { id: number }).id === reply.id,
    );
    expect(event?.event.message).toMatchObject({ sender_id: bot.id, content: '<p>pong <strong>back</strong></p>' });
    expect(event?.userIds).toContain(w.realm.users.othello.id);
  });

  test.each([
    ['response_not_required', { response_not_required: true, content: 'no' }],
    ['an empty object', {}],
    ['blank content', { content: '  ' }],
    ['"" (old botserver)', ''],
  ])('%s: nothing is said', async (_name, body) => {
    const bot = await createBot();
    answer = { body: JSON.stringify(body) };
    await toChannel('othello', `@**${bot.fullName}** quiet`);
    expect(received).toHaveLength(1);
    expect(await sentBy(bot)).toEqual([]);
  });

  test('response_string (deprecated) still answers, and wins over content', async () => {
    const bot = await createBot();
    answer = { body: JSON.stringify({ response_string: 'old style', content: 'new style' }) };
    await toChannel('othello', `@**${bot.fullName}** hi`);
    expect((await sentBy(bot))[0].content).toBe('old style');
  });

  test('an answer with a surrogate without its pair: the reply has U+FFFD, stored, read back and in its event alike', async () => {
    const bot = await createBot();
    answer = { body: '{"content":"x\\ud800y"}' };
    await toChannel('othello', `@**${bot.fullName}** hi`);
    const [reply] = await sentBy(bot);
    const event = w.ts.events.find(
      (e) => e.event.type === 'message' && (e.event.message as { id: number }).id === reply.id,
    );
    expect([reply.content, (event?.event.message as { content: string }).content]).toEqual([
      'x\uFFFDy',
      '<p>x\uFFFDy</p>',
    ]);
  });

  test('widget_content as JSON text: the reply carries the zform widget', async () => {
    const bot = await createBot();
    const zform = {
      widget_type: 'zform',
      extra_data: {
        type: 'choices',
        heading: 'Pick',
        choices: [{ short_name: 'A', long_name: 'Apple', reply: 'apple' }],
      },
    };
    answer = { body: JSON.stringify({ content: 'choose', widget_content: JSON.stringify(zform) }) };
    await toChannel('othello', `@**${bot.fullName}** menu`);
    const [reply] = await sentBy(bot);
    expect(reply.content).toBe('choose');
    expect(reply.submessages).toHaveLength(1);
    expect(reply.submessages[0]).toMatchObject({ msg_type: 'widget', sender_id: bot.id });
    expect(JSON.parse(reply.submessages[0].content as string)).toEqual(zform);
  });

  test('widget_content as an object, not JSON text: Zulip\'s "invalid JSON content" failure and the owner is told', async () => {
    const bot = await createBot();
    answer = { body: JSON.stringify({ content: 'choose', widget_content: { widget_type: 'zform' } }) };
    await toChannel('othello', `@**${bot.fullName}** menu`);
    const [failure, notice] = await failureAndNotice(bot);
    expect(failure.content).toBe('Failure! Widgets: API programmer sent invalid JSON content');
    expect(notice.content).toContain(
      'resulted in the following error:\n> Widgets: API programmer sent invalid JSON content',
    );
  });

  test.each([
    [
      500,
      'oops',
      "\nThe webhook got a response with status code *500*.\nThe response contains the following payload:\n```\nb'oops'\n```",
    ],
    [404, '', '\nThe webhook got a response with status code *404*.'],
  ])(
    'status %d: "Third party responded with …" in place, no retry, and the owner is told',
    async (status, body, tail) => {
      const bot = await createBot();
      answer = { status, body, contentType: 'text/plain' };
      const id = await toChannel('othello', `@**${bot.fullName}** fail`);
      expect(received).toHaveLength(1);
      const [failure, notice] = await failureAndNotice(bot);
      expect(failure.content).toBe(`Failure! Third party responded with ${status}`);
      expect(notice.content).toBe(noticeHead(channelUrl(id), bot) + tail);
    },
  );

  test.each([
    ["this isn't valid json", 'Invalid JSON in response', `"this isn't valid json"`],
    ['true', 'Invalid response format', "'true'"],
  ])('answer %s: "Failure! %s" and the owner sees the payload', async (body, error, quoted) => {
    const bot = await createBot();
    answer = { body };
    const id = await toChannel('othello', `@**${bot.fullName}** parse`);
    const [failure, notice] = await failureAndNotice(bot);
    expect(failure.content).toBe(`Failure! ${error}`);
    expect(notice.content).toBe(
      `${noticeHead(channelUrl(id), bot)}\nThe outgoing webhook server attempted to send a message in Zulip, but that request resulted in the following error:\n> ${error}\nThe response contains the following payload:\n\`\`\`\n${quoted}\n\`\`\``,
    );
  });

  test('a dropped connection: tried four times in all, then "Bot is unavailable" and the owner is told why', async () => {
    const bot = await createBot();
    answer = 'hang-up';
    const id = await toChannel('othello', `@**${bot.fullName}** anyone?`);
    expect(received).toHaveLength(4);
    const [failure, notice] = await failureAndNotice(bot);
    expect(failure.content).toBe('Failure! Bot is unavailable');
    expect(notice.content).toBe(
      `${noticeHead(channelUrl(id), bot)}\nA connection error occurred. Is my bot server down?`,
    );
  });

  test('a direct message to the bot triggers "direct_message"; the reply is in the conversation', async () => {
    const bot = await createBot();
    answer = { body: JSON.stringify({ content: 'hello in private' }) };
    await send('othello', { type: 'direct', to: [bot.id], content: 'just us' });
    await send('othello', { type: 'direct', to: [bot.email], content: 'by address' });
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1].body)).toMatchObject({ data: 'by address', trigger: 'direct_message' });
    expect(JSON.parse(received[0].body)).toMatchObject({
      data: 'just us',
      trigger: 'direct_message',
      message: { type: 'private', content: 'just us' },
    });
    // Zulip's is_incoming_1_to_1: the bot sees the conversation's recipient as the sender's,
    // which is what the bot's own reply is addressed to (read by the bot, its sender).
    const [reply] = await sentBy(bot, 'othello');
    expect(reply).toMatchObject({ content: 'hello in private', type: 'private' });
    const asBot = await w.ts.client({ email: bot.email, apiKey: bot.apiKey }).get(`/messages/${reply.id as number}`);
    expect(JSON.parse(received[0].body).message.recipient_id).toBe(
      (asBot.body.message as { recipient_id: number }).recipient_id,
    );

    // The owner's notice links the direct message.
    answer = { status: 503, body: '' };
    const failed = await send('othello', { type: 'direct', to: [bot.id], content: 'again' });
    expect((await sentBy(bot, 'othello')).at(-1)?.content).toBe('Failure! Third party responded with 503');
    const [notice] = await sentBy(bot);
    expect(notice.content).toBe(
      `${noticeHead(dmUrl([bot.id, w.realm.users.othello.id], failed), bot)}\nThe webhook got a response with status code *503*.`,
    );
    expect(reply.display_recipient.map((u: { id: number }) => u.id).sort()).toEqual(
      [bot.id, w.realm.users.othello.id].sort(),
    );
  });

  test('no call: messages sent by bots, mentions in code, silent mentions, wildcards, other channels’ bots unmentioned', async () => {
    const bot = await createBot();
    const other = await createBot();
    await toChannel('othello', `\`\`\`\n@**${bot.fullName}**\n\`\`\``);
    await toChannel('othello', `\`@**${bot.fullName}**\` inline code`);
    await toChannel('othello', `@_**${bot.fullName}** silently`);
    await toChannel('othello', '@**all** everyone');
    await toChannel('othello', `plain ${bot.fullName}`);
    const fromBot = await w.ts
      .client({ email: other.email, apiKey: other.apiKey })
      .post('/messages', { type: 'stream', to: 'Denmark', topic: 'bots', content: `@**${bot.fullName}** from a bot` });
    expect(fromBot.status).toBe(200);
    await settled();
    expect(received).toEqual([]);
  });

  test('a group mention calls a subscribed bot in the group; a deactivated bot is not called', async () => {
    const bot = await createBot();
    const group = await as('hamlet').post('/user_groups/create', {
      name: `hooks ${serial}`,
      description: 'bots',
      members: [bot.id],
    });
    expect(group.status).toBe(200);
    expect(
      (
        await as('hamlet').post('/users/me/subscriptions', {
          subscriptions: [{ name: 'Denmark' }],
          principals: [bot.id],
        })
      ).status,
    ).toBe(200);
    await toChannel('othello', `@*hooks ${serial}* anyone`);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ trigger: 'mention' });

    received.length = 0;
    expect((await as('hamlet').delete(`/bots/${bot.id}`)).status).toBe(200);
    await toChannel('othello', `@**${bot.fullName}** still there?`);
    await send('othello', { type: 'direct', to: [w.realm.users.hamlet.id], content: 'unrelated' });
    expect(received).toEqual([]);
  });

  test('a private or internal destination is refused as smokescreen does (407), and the owner is told', async () => {
    const port = (service.address() as AddressInfo).port;
    for (const host of ['127.0.0.2', '10.1.2.3', '[::1]', '169.254.169.254']) {
      received.length = 0;
      const r = await as('hamlet').post('/bots', {
        full_name: `Internal ${++serial}`,
        short_name: `in${serial}`,
        bot_type: 3,
        payload_url: JSON.stringify(`http://${host}:${port}/hook`),
      });
      expect(r.status).toBe(200);
      const bot = { id: r.body.user_id as number, fullName: `Internal ${serial}` };
      const id = await toChannel('othello', `@**${bot.fullName}** are you there`);
      expect(received).toEqual([]);
      const [failure, notice] = await failureAndNotice(bot);
      expect(failure.content).toBe('Failure! Third party responded with 407');
      expect(notice.content).toBe(
        `${noticeHead(channelUrl(id), bot)}\nThe URL configured for the webhook is for a private or disallowed network.`,
      );
    }
  });
});

describe('configuration', () => {
  test('OUTGOING_WEBHOOK_ALLOWED_NETWORKS takes addresses and CIDR networks; anything else stops the start', () => {
    expect(() => loadConfig({ OUTGOING_WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8, 127.0.0.1,fd00::/8' })).not.toThrow();
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/', '::1/129', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ OUTGOING_WEBHOOK_ALLOWED_NETWORKS: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ OUTGOING_WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(/OUTGOING_WEBHOOK_TIMEOUT_SECONDS/);
    expect(loadConfig({}).outgoingWebhooks.timeoutSeconds).toBe(10);
  });
});

describe('outgoing webhook bots (Slack interface)', () => {
  test('a mention posts Slack’s form fields; "text" is the reply', async () => {
    const bot = await createBot({ interface_type: 2 }, '/slack');
    answer = { body: JSON.stringify({ text: 'slack says hi' }) };
    const id = await toChannel('othello', `@**${bot.fullName}** slack me`);
    expect(received).toHaveLength(1);
    expect(received[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(received[0].body));
    const fetched = (await as('othello').get(`/messages/${id}`)).body.message as { timestamp: number };
    expect(form).toEqual({
      token: bot.token,
      team_id: `T${w.realm.realmId}`,
      team_domain: new URL(realmUrl).host,
      channel_id: `C${w.realm.channels.Denmark}`,
      channel_name: 'Denmark',
      thread_ts: String(fetched.timestamp),
      timestamp: String(fetched.timestamp),
      user_id: `U${w.realm.users.othello.id}`,
      user_name: 'Othello, the Moor of Venice',
      text: `@**${bot.fullName}** slack me`,
      trigger_word: 'mention',
      service_id: String(bot.id),
    });
    expect((await sentBy(bot))[0].content).toBe('slack says hi');
  });

  test('a direct message is not sent to a Slack service: the bot says so', async () => {
    const bot = await createBot({ interface_type: 2 }, '/slack');
    await send('othello', { type: 'direct', to: [bot.id], content: 'slack dm' });
    expect(received).toEqual([]);
    const [failure] = await sentBy(bot, 'othello');
    expect(failure.content).toBe("Failure! Slack outgoing webhooks don't support direct messages.");
    // Zulip tells the owner nothing here.
    expect(await sentBy(bot)).toEqual([]);
  });
});

/** A second server of the demo realm with a bot of `name` calling the local service; the test's own settings. */
async function otherServer(env: Record<string, string>, name: string) {
  const other = await startWorld({ env: { OUTGOING_WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1', ...env } });
  const bot = await other.createBot('hamlet', name, name.replace(/ /g, '-'), {
    bot_type: 3,
    payload_url: JSON.stringify(`${base}/hook`),
  });
  return { other, hamlet: other.as('hamlet'), botId: bot.id };
}

describe('a service that does not answer (OUTGOING_WEBHOOK_TIMEOUT_SECONDS=1)', () => {
  test('tried four times in all, then "Bot is unavailable" and the owner is told of the timeout', async () => {
    const { other, hamlet, botId } = await otherServer({ OUTGOING_WEBHOOK_TIMEOUT_SECONDS: '1' }, 'Slow Bot');
    try {
      answer = 'never';
      const sent = await hamlet.post('/messages', {
        type: 'stream',
        to: 'Denmark',
        topic: 'bots',
        content: '@**Slow Bot** anyone?',
      });
      expect(sent.status).toBe(200);
      const hooks = other.ts.server.deps.outgoingWebhooks;
      if (hooks instanceof OutgoingWebhooks) await hooks.idle();
      expect(received).toHaveLength(4);
      const rows = await other.sql<{ content: string }>(
        'SELECT content FROM message WHERE sender_id = $1 ORDER BY id',
        [botId],
      );
      expect(rows.map((r) => r.content)).toEqual([
        'Failure! Bot is unavailable',
        expect.stringMatching(
          /^\[A message\]\(.*\/near\/\d+\) to your bot @_\*\*Slow Bot\*\* triggered an outgoing webhook\.\nRequest timed out after 1 seconds\.$/,
        ),
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('shutdown', () => {
  test('a call in progress finishes, and the bot’s reply is stored, before the server stops', async () => {
    const { other, hamlet, botId } = await otherServer({}, 'Closing Bot');
    try {
      answer = 'never';
      const called = new Promise<void>((resolve) => (arrived = resolve));
      expect(
        (
          await hamlet.post('/messages', {
            type: 'stream',
            to: 'Denmark',
            topic: 'bye',
            content: '@**Closing Bot** last words?',
          })
        ).status,
      ).toBe(200);
      await called;
      const closing = other.ts.server.close();
      held.pop()?.end(JSON.stringify({ content: 'goodbye' }));
      await closing;
      const rows = await other.sql<{ content: string }>('SELECT content FROM message WHERE sender_id = $1', [botId]);
      expect(rows.map((r) => r.content)).toEqual(['goodbye']);
    } finally {
      arrived = null;
      await other.close();
    }
  });
});
