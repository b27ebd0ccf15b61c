import type { ParamValue } from '../support/client.ts';
import { SPEC_GAPS } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Bot administration over GraphQL: the same operations, codes and messages as REST's /bots. */
const w = useWorld();
const ws = useWsClients(w);
const as = (user: string) => w.as(user);

const BOT_FIELDS = `botId fullName email botType isActive apiKey ownerId defaultSendingChannelName defaultEventsRegisterChannelName
  defaultAllPublicChannels services { __typename ... on OutgoingWebhookService { baseUrl interface token } }
  user { userId isBot botType botOwner { userId } }`;

const mutation = (name: string, inputType: string, payload: string) => `
  mutation($input: ${inputType}!) {
    ${name}(input: $input) {
      __typename
      ... on Error { code message }
      ... on ${name[0].toUpperCase()}${name.slice(1)}Payload { ${payload} }
    }
  }`;

const CREATE = mutation('createBot', 'CreateBotInput', `apiKey bot { ${BOT_FIELDS} }`);
const UPDATE = mutation('updateBot', 'UpdateBotInput', `bot { ${BOT_FIELDS} }`);
const REGENERATE = mutation('regenerateBotApiKey', 'RegenerateBotApiKeyInput', 'apiKey bot { userId }');
const DEACTIVATE = mutation('deactivateBot', 'DeactivateBotInput', 'bot { userId isActive }');
const REACTIVATE = mutation('reactivateUser', 'ReactivateUserInput', 'user { userId isActive }');

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

async function gql(user: string, query: string, input: Record<string, unknown>): Promise<Record<string, any>> {
  const r = await as(user).graphql(query, { input });
  expect(r.errors).toBeUndefined();
  return Object.values(r.data ?? {})[0] as Record<string, any>;
}

/** The REST answer's code and message, for parity. */
async function restError(user: string, method: 'post' | 'patch', path: string, params: Record<string, ParamValue>) {
  const r = await as(user)[method](path, params);
  return { code: r.body.code, message: r.body.msg };
}

describe('GraphQL bots', () => {
  test('createBot returns the bot with its key; bots lists it; updateBot, regenerate and deactivate act on it', async () => {
    const short = unique('g');
    const created = await gql('hamlet', CREATE, {
      fullName: 'GraphQL Hook',
      shortName: short,
      botType: 'OUTGOING_WEBHOOK',
      payloadUrl: 'https://hooks.example.com/g',
      interfaceType: 'SLACK',
      defaultSendingChannelName: 'Denmark',
    });
    expect(created.__typename).toBe('CreateBotPayload');
    const bot = created.bot;
    expect(created.apiKey).toBe(bot.apiKey);
    expect(bot).toMatchObject({
      fullName: 'GraphQL Hook',
      botType: 'OUTGOING_WEBHOOK',
      isActive: true,
      ownerId: w.realm.users.hamlet.id,
      defaultSendingChannelName: 'Denmark',
      defaultEventsRegisterChannelName: null,
      defaultAllPublicChannels: false,
      services: [
        {
          __typename: 'OutgoingWebhookService',
          baseUrl: 'https://hooks.example.com/g',
          interface: 'SLACK',
          token: expect.any(String),
        },
      ],
      user: {
        userId: bot.botId,
        isBot: true,
        botType: 'OUTGOING_WEBHOOK',
        botOwner: { userId: w.realm.users.hamlet.id },
      },
    });
    expect(bot.email).toMatch(new RegExp(`^${short}-bot@`));

    const listed = await as('hamlet').graphql('{ bots { botId apiKey } }');
    expect(listed.data?.bots).toContainEqual({ botId: bot.botId, apiKey: bot.apiKey });
    const rest = (await as('hamlet').get('/bots')).body.bots as Array<{ username: string }>;
    expect((listed.data?.bots as unknown[]).length).toBe(rest.length);

    const updated = await gql('hamlet', UPDATE, {
      botId: bot.botId,
      fullName: 'GraphQL Hook Two',
      defaultSendingChannelName: '',
      defaultEventsRegisterChannelName: 'Verona',
      servicePayloadUrl: 'https://hooks.example.com/h',
    });
    expect(updated.bot).toMatchObject({
      fullName: 'GraphQL Hook Two',
      defaultSendingChannelName: null,
      defaultEventsRegisterChannelName: 'Verona',
      services: [{ baseUrl: 'https://hooks.example.com/h', interface: 'GENERIC' }],
    });

    const regenerated = await gql('hamlet', REGENERATE, { botId: bot.botId });
    expect(regenerated.apiKey).not.toBe(bot.apiKey);
    expect(
      (
        await w.ts
          .client({ email: bot.email as string, apiKey: regenerated.apiKey as string })
          .get('/users/me', {}, { unchecked: SPEC_GAPS.botOwnProfile })
      ).status,
    ).toBe(200);

    expect(await gql('hamlet', DEACTIVATE, { botId: bot.botId })).toEqual({
      __typename: 'DeactivateBotPayload',
      bot: { userId: bot.botId, isActive: false },
    });
    expect(await gql('hamlet', REACTIVATE, { userId: bot.botId })).toEqual({
      __typename: 'ReactivateUserPayload',
      user: { userId: bot.botId, isActive: true },
    });
  });

  test('errors match REST: same code, same message', async () => {
    const owned = await gql('hamlet', CREATE, { fullName: unique('Parity '), shortName: unique('p') });
    const botId = owned.bot.botId as number;
    const taken = (owned.bot.email as string).split('-bot@')[0];
    const creates: Array<[Record<string, unknown>, Record<string, ParamValue>]> = [
      [
        { fullName: 'X Bot', shortName: '  ' },
        { full_name: 'X Bot', short_name: '  ' },
      ],
      [
        { fullName: 'X', shortName: 'x' },
        { full_name: 'X', short_name: 'x' },
      ],
      [
        { fullName: 'X Bot', shortName: 'x', botType: 'EMBEDDED' },
        { full_name: 'X Bot', short_name: 'x', bot_type: 4 },
      ],
      [
        { fullName: 'Other Bot', shortName: taken },
        { full_name: 'Other Bot', short_name: taken },
      ],
      [
        { fullName: 'King Hamlet', shortName: 'kh' },
        { full_name: 'King Hamlet', short_name: 'kh' },
      ],
      [
        { fullName: 'Chan Bot', shortName: 'c', defaultSendingChannelName: 'core team' },
        { full_name: 'Chan Bot', short_name: 'c', default_sending_stream: 'core team' },
      ],
    ];
    for (const [input, params] of creates) {
      const g = await gql('hamlet', CREATE, input);
      const r = await restError('hamlet', 'post', '/bots', params);
      expect({ input, code: g.code, message: g.message }).toEqual({ input, ...r });
      expect(r.code).toBeDefined();
    }
    // A payload URL that is no URL is refused by its type (URL) before the operation runs.
    const notUrl = await as('hamlet').graphql(CREATE, {
      input: { fullName: 'Url Bot', shortName: 'u', botType: 'OUTGOING_WEBHOOK', payloadUrl: 'nope' },
    });
    expect(notUrl.data ?? null).toBeNull();
    expect(notUrl.errors?.[0]?.message).toMatch(/got invalid value "nope".*URL/);
    const guest = await gql('polonius', CREATE, { fullName: 'G Bot', shortName: 'g' });
    expect({ code: guest.code, message: guest.message }).toEqual(
      await restError('polonius', 'post', '/bots', { full_name: 'G Bot', short_name: 'g' }),
    );

    const updates: Array<[string, Record<string, unknown>, string, Record<string, ParamValue>]> = [
      ['cordelia', { botId, fullName: 'Mine Now' }, `/bots/${botId}`, { full_name: 'Mine Now' }],
      [
        'hamlet',
        { botId: w.realm.users.cordelia.id, fullName: 'Nope Bot' },
        `/bots/${w.realm.users.cordelia.id}`,
        { full_name: 'Nope Bot' },
      ],
      ['hamlet', { botId, botOwnerId: 99999 }, `/bots/${botId}`, { bot_owner_id: 99999 }],
      ['hamlet', { botId, botOwnerId: botId }, `/bots/${botId}`, { bot_owner_id: botId }],
      [
        'hamlet',
        { botId, defaultEventsRegisterChannelName: 'nowhere' },
        `/bots/${botId}`,
        { default_events_register_stream: 'nowhere' },
      ],
    ];
    for (const [user, input, path, params] of updates) {
      const g = await gql(user, UPDATE, input);
      expect({ input, code: g.code, message: g.message }).toEqual({
        input,
        ...(await restError(user, 'patch', path, params)),
      });
    }
    const regen = await gql('cordelia', REGENERATE, { botId });
    expect({ code: regen.code, message: regen.message }).toEqual(
      await restError('cordelia', 'post', `/bots/${botId}/api_key/regenerate`, {}),
    );
    const gone = await gql('hamlet', DEACTIVATE, { botId: 99999 });
    expect({ code: gone.code, message: gone.message }).toEqual({ code: 'BAD_REQUEST', message: 'No such bot' });
  });

  test('regenerateOwnApiKey: people get a new key, bots the REST refusal', async () => {
    const q = `mutation { regenerateOwnApiKey { __typename ... on Error { code message } ... on RegenerateOwnApiKeyPayload { apiKey user { userId } } } }`;
    const othello = w.realm.users.othello;
    const r = await as('othello').graphql(q);
    expect(r.data?.regenerateOwnApiKey).toMatchObject({
      __typename: 'RegenerateOwnApiKeyPayload',
      user: { userId: othello.id },
    });
    othello.apiKey = r.data?.regenerateOwnApiKey.apiKey as string;
    expect((await as('othello').get('/users/me')).status).toBe(200);
    const bot = await gql('hamlet', CREATE, { fullName: unique('Keyed '), shortName: unique('k') });
    const botClient = w.ts.client({ email: bot.bot.email as string, apiKey: bot.apiKey as string });
    const g = (await botClient.graphql(q)).data?.regenerateOwnApiKey;
    const rest = await botClient.post('/users/me/api_key/regenerate');
    expect({ code: g.code, message: g.message }).toEqual({ code: rest.body.code, message: rest.body.msg });
  });

  test('the owner hears of the new bot as a typed RealmBotEvent, then of its changes', async () => {
    const after = await ws.cursorNow('hamlet');
    const sub = ws.subscribe(
      ws.connect('hamlet'),
      `subscription ($after: String) {
      events(after: $after, types: [REALM_BOT]) { __typename ... on RealmBotEvent { op botId bot { fullName isBot } changes { property value } } }
    }`,
      { after },
    );
    const created = await gql('hamlet', CREATE, { fullName: unique('Heard '), shortName: unique('e') });
    const botId = created.bot.botId as number;
    await gql('hamlet', UPDATE, { botId, defaultAllPublicChannels: true });
    const hook = await gql('hamlet', CREATE, {
      fullName: unique('Heard hook '),
      shortName: unique('eh'),
      botType: 'OUTGOING_WEBHOOK',
      payloadUrl: 'https://hooks.example.com/a',
      interfaceType: 'SLACK',
    });
    const hookId = hook.bot.botId as number;
    await gql('hamlet', UPDATE, { botId: hookId, servicePayloadUrl: 'https://hooks.example.com/b' });
    const [add, update, , hookUpdate] = (await sub.take(4)).map((r) => payload(r));
    sub.dispose();
    // The services entries are the typed value; REST writes the same value in Zulip's names.
    // (Changing the URL alone sets the GENERIC interface, 1, as Zulip's service_interface default does.)
    const token = (hook.bot.services as Array<{ token: string }>)[0].token;
    expect(hookUpdate).toMatchObject({
      op: 'UPDATE',
      botId: hookId,
      changes: [{ property: 'services', value: [{ baseUrl: 'https://hooks.example.com/b', interface: 1, token }] }],
    });
    expect(w.eventsOfType('realm_bot').map((e) => e.event)).toContainEqual(
      expect.objectContaining({
        op: 'update',
        bot: { user_id: hookId, services: [{ base_url: 'https://hooks.example.com/b', interface: 1, token }] },
      }),
    );
    expect(add).toEqual({
      __typename: 'RealmBotEvent',
      op: 'ADD',
      botId,
      bot: { fullName: created.bot.fullName, isBot: true },
      changes: [],
    });
    expect(update).toMatchObject({
      op: 'UPDATE',
      botId,
      changes: [{ property: 'default_all_public_streams', value: true }],
    });
  });
});
