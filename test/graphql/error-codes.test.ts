import { inTransaction } from '../../src/domain/context.ts';
import { ERROR_CODES, type ErrorCode } from '../../src/domain/errors.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { useWorld, type World } from '../support/world.ts';
import { age } from '../rest/message-edit.helpers.ts';
import { type ApiResponse } from '../support/client.ts';
import { requestWithHost } from '../support/host-request.ts';

/**
 * The error-code table: every code of the closed union (ERROR_CODES) is
 * provoked here through REST and through GraphQL with the same input, and
 * both answer with that code (REST with Zulip's exact message, GraphQL with
 * the same message). A code only one transport can produce says which and why.
 */
const w = useWorld();

interface GraphqlAnswer {
  code: unknown;
  message: unknown;
}

type Gql = {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

/** A mutation's typed error (its result union) or a query's GraphQL error, as one shape. */
function answerOf(r: Gql, field: string): GraphqlAnswer {
  const typed = r.data?.[field] as { __typename?: string; code?: unknown; message?: unknown } | null | undefined;
  if (typed && typeof typed === 'object' && 'code' in typed) return { code: typed.code, message: typed.message };
  const e = r.errors?.[0];
  return { code: e?.extensions?.code, message: e?.message };
}

const gql = (user: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (user === null ? w.ts.client() : w.as(user)).graphql(query, variables);

const ERROR_FIELDS = '__typename ... on Error { code message }';

interface Row {
  /** The same input over REST. */
  rest?: (w: World) => Promise<ApiResponse>;
  /** … and over GraphQL. */
  graphql?: (w: World) => Promise<GraphqlAnswer>;
  /** Why only one transport (or neither) answers with this code. */
  only?: string;
  /** The code clients get instead, when neither answers with this one. */
  answersAs?: ErrorCode;
}

async function newUser(w: World, name: string) {
  const u = await inTransaction(w.ts.server.deps, (tx) =>
    insertUser(w.ts.server.deps, tx, { realmId: w.realm.realmId, email: `${name}@zulip.com`, fullName: name }),
  );
  return { id: u.id, email: u.email, apiKey: u.apiKey };
}

async function deactivatedUser(w: World, name: string) {
  const u = await newUser(w, name);
  expect((await w.as('iago').delete(`/users/${u.id}`)).status).toBe(200);
  return u;
}

async function whileRealmDeactivated<T>(w: World, fn: () => Promise<T>): Promise<T> {
  const prisma = w.ts.server.deps.db.prisma;
  await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: true } });
  try {
    return await fn();
  } finally {
    await prisma.realm.update({ where: { id: w.realm.realmId }, data: { deactivated: false } });
  }
}

/** Email/password login turned off for the organization (as PATCH /realm's authentication_methods stores it). */
async function whilePasswordAuthDisabled<T>(w: World, fn: () => Promise<T>): Promise<T> {
  const prisma = w.ts.server.deps.db.prisma;
  const { settings } = await prisma.realm.findUniqueOrThrow({ where: { id: w.realm.realmId } });
  await prisma.realm.update({
    where: { id: w.realm.realmId },
    data: { settings: { ...(settings as object), disabled_authentication_methods: ['Email'] } },
  });
  try {
    return await fn();
  } finally {
    await prisma.realm.update({ where: { id: w.realm.realmId }, data: { settings: settings as object } });
  }
}

/** A topic of five messages of which the two oldest are past the 7-day move limit; a young one's id. */
async function agedTopic(w: World, topic: string): Promise<number> {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push(await w.sendToChannel('hamlet', 'Denmark', topic, `m${i}`));
  await age(w, ids.slice(0, 2), 10 * 86400);
  return ids[3];
}

/** A group that is another group's subgroup, so it cannot be deactivated. */
async function usedGroup(w: World, name: string): Promise<number> {
  const create = async (params: Record<string, string>) =>
    (await w.as('hamlet').post('/user_groups/create', { description: '', members: '[]', ...params })).body
      .group_id as number;
  const used = await create({ name });
  await create({ name: `${name} above`, subgroups: JSON.stringify([used]) });
  return used;
}

const LOGIN = `mutation ($username: String!, $password: String!) { fetchApiKey(input: { username: $username, password: $password }) { ${ERROR_FIELDS} } }`;

const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${ERROR_FIELDS} } }`;

/** A channel above Zulip's wildcard-mention threshold (15 subscribers), where 16 users posted in topic "crowd". */
beforeAll(async () => {
  const crowd = [];
  for (let i = 0; i < 14; i++) crowd.push(await newUser(w, `crowd${i}`));
  const r = await w.as('iago').post('/users/me/subscriptions', {
    subscriptions: [{ name: 'Big' }],
    principals: [...crowd.map((u) => u.id), w.realm.users.hamlet.id, w.realm.users.cordelia.id],
  });
  expect(r.status).toBe(200);
  for (const u of [...crowd, w.realm.users.hamlet, w.realm.users.cordelia]) {
    expect(
      (await w.ts.client(u).post('/messages', { type: 'stream', to: 'Big', topic: 'crowd', content: 'here' })).status,
    ).toBe(200);
  }
});

const TABLE: Record<ErrorCode, Row> = {
  BAD_REQUEST: {
    rest: (w) =>
      w
        .as('cordelia')
        .post('/user_topics', { stream_id: w.realm.channels['core team'], topic: 'x', visibility_policy: 3 }),
    graphql: async (w) =>
      answerOf(
        await gql(
          'cordelia',
          `mutation ($input: SetTopicVisibilityInput!) { setTopicVisibility(input: $input) { ${ERROR_FIELDS} } }`,
          {
            input: { channelId: w.realm.channels['core team'], topic: 'x', visibilityPolicy: 'FOLLOWED' },
          },
        ),
        'setTopicVisibility',
      ),
  },
  INVITATION_FAILED: {
    rest: (w) => w.as('iago').post('/invites', { invitee_emails: 'hamlet@zulip.com', stream_ids: '[]' }),
    graphql: async () =>
      answerOf(
        await gql('iago', `mutation { inviteUsers(input: { inviteeEmails: "hamlet@zulip.com" }) { ${ERROR_FIELDS} } }`),
        'inviteUsers',
      ),
  },
  REQUEST_VARIABLE_MISSING: {
    rest: (w) => w.as('hamlet').post('/messages', { type: 'stream', to: 'Denmark', topic: 'x' }),
    only: "REST: GraphQL's schema marks the argument required, so validation refuses the operation before it runs",
  },
  REQUEST_VARIABLE_INVALID: {
    rest: (w) => w.as('desdemona').patch('/realm', { move_messages_within_stream_limit_seconds: -60 }),
    graphql: async () =>
      answerOf(
        await gql(
          'desdemona',
          `mutation { updateRealm(input: { moveMessagesWithinStreamLimitSeconds: { seconds: -60 } }) { ${ERROR_FIELDS} } }`,
        ),
        'updateRealm',
      ),
  },
  REQUEST_CONFUSING_VAR: {
    rest: (w) =>
      w.as('hamlet').post('/messages', { type: 'stream', to: 'Denmark', topic: 'a', subject: 'b', content: 'x' }),
    only: 'REST: two wire aliases of one parameter; a GraphQL input has one name per field',
  },
  INVALID_JSON: {
    rest: (w) =>
      w
        .as('hamlet')
        .request('POST', '/messages', {}, { body: '{"type":', headers: { 'content-type': 'application/json' } }),
    graphql: async (w) => {
      const r = await w
        .as('hamlet')
        .request(
          'POST',
          '/graphql',
          {},
          { prefix: '', body: '{"query":', headers: { 'content-type': 'application/json' } },
        );
      return answerOf(r.body as Gql, '');
    },
  },
  BAD_NARROW: {
    rest: (w) =>
      w.as('hamlet').get('/messages', {
        anchor: 'newest',
        num_before: 1,
        num_after: 0,
        narrow: [{ operator: 'nope', operand: 'x' }],
      }),
    graphql: async () =>
      answerOf(
        await gql(
          'hamlet',
          'query { messages(anchor: "newest", numBefore: 1, numAfter: 0, narrow: [{ operator: "nope", operand: "x" }]) { foundAnchor } }',
        ),
        'messages',
      ),
  },
  BAD_EVENT_QUEUE_ID: {
    rest: (w) => w.as('hamlet').get('/events', { queue_id: 'no-such-queue', last_event_id: -1 }),
    only: 'REST: a GraphQL subscription resuming from an unknown or expired cursor gets a typed GapEvent instead (test/graphql/events-resume.test.ts)',
  },
  UNAUTHORIZED: {
    rest: (w) => w.ts.client().request('GET', '/users/me', {}, { prefix: '/json' }),
    graphql: async () => answerOf(await gql(null, 'query { me { fullName } }'), 'me'),
  },
  UNAUTHORIZED_PRINCIPAL: {
    rest: (w) => w.as('hamlet').patch('/realm', { name: 'Mine' }),
    graphql: async () =>
      answerOf(
        await gql('hamlet', `mutation { updateRealm(input: { name: "Mine" }) { ${ERROR_FIELDS} } }`),
        'updateRealm',
      ),
  },
  AUTHENTICATION_FAILED: {
    rest: (w) => w.ts.client().post('/fetch_api_key', { username: 'othello@zulip.com', password: 'wrong' }),
    graphql: async () =>
      answerOf(await gql(null, LOGIN, { username: 'othello@zulip.com', password: 'wrong' }), 'fetchApiKey'),
  },
  INVALID_API_KEY: {
    answersAs: 'UNAUTHORIZED',
    only: "neither: as in Zulip, HTTP Basic authentication answers a wrong API key with UNAUTHORIZED and the key's message",
    rest: (w) => w.ts.client({ ...w.realm.users.hamlet, apiKey: 'x'.repeat(32) }).get('/users/me'),
    graphql: async (w) =>
      answerOf(
        await w.ts.client({ ...w.realm.users.hamlet, apiKey: 'x'.repeat(32) }).graphql('query { me { fullName } }'),
        'me',
      ),
  },
  USER_DEACTIVATED: {
    rest: async (w) =>
      w.ts
        .client()
        .post('/fetch_api_key', { username: (await deactivatedUser(w, 'gone-rest')).email, password: 'any' }),
    graphql: async (w) =>
      answerOf(
        await gql(null, LOGIN, { username: (await deactivatedUser(w, 'gone-gql')).email, password: 'any' }),
        'fetchApiKey',
      ),
  },
  REALM_DEACTIVATED: {
    rest: (w) =>
      whileRealmDeactivated(w, () =>
        w.ts.client().post('/fetch_api_key', { username: 'othello@zulip.com', password: 'any' }),
      ),
    graphql: async (w) =>
      answerOf(
        await whileRealmDeactivated(w, () => gql(null, LOGIN, { username: 'othello@zulip.com', password: 'any' })),
        'fetchApiKey',
      ),
  },
  PASSWORD_AUTH_DISABLED: {
    rest: (w) =>
      whilePasswordAuthDisabled(w, () =>
        w.ts.client().post('/fetch_api_key', { username: 'cordelia@zulip.com', password: 'any' }),
      ),
    graphql: async (w) =>
      answerOf(
        await whilePasswordAuthDisabled(w, () => gql(null, LOGIN, { username: 'prospero@zulip.com', password: 'any' })),
        'fetchApiKey',
      ),
  },
  NONEXISTENT_SUBDOMAIN: {
    rest: (w) =>
      requestWithHost(w.ts.url, '/api/v1/server_settings', { host: `nowhere.127.0.0.1:${new URL(w.ts.url).port}` }),
    graphql: async (w) => {
      const r = await requestWithHost(w.ts.url, '/graphql', {
        host: `nowhere.127.0.0.1:${new URL(w.ts.url).port}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ realm { name } }' }),
      });
      return answerOf(r.body as Gql, 'realm');
    },
  },
  RATE_LIMIT_HIT: {
    rest: async (w) => {
      for (let i = 0; i < 5; i++)
        await w.ts.client().post('/fetch_api_key', { username: 'shiva@zulip.com', password: `wrong-${i}` });
      return w.ts.client().post('/fetch_api_key', { username: 'shiva@zulip.com', password: 'wrong' });
    },
    graphql: async () => {
      for (let i = 0; i < 5; i++) await gql(null, LOGIN, { username: 'polonius@zulip.com', password: `wrong-${i}` });
      return answerOf(await gql(null, LOGIN, { username: 'polonius@zulip.com', password: 'wrong' }), 'fetchApiKey');
    },
  },
  STREAM_DOES_NOT_EXIST: {
    rest: (w) => w.as('hamlet').post('/messages', { type: 'stream', to: 'Nowhere', topic: 'x', content: 'x' }),
    graphql: async () =>
      answerOf(
        await gql('hamlet', SEND, { input: { channelName: 'Nowhere', topic: 'x', content: 'x' } }),
        'sendMessage',
      ),
  },
  CANNOT_DEACTIVATE_LAST_USER: {
    rest: (w) => w.as('desdemona').delete('/users/me'),
    graphql: async () =>
      answerOf(await gql('desdemona', `mutation { deactivateOwnAccount { ${ERROR_FIELDS} } }`), 'deactivateOwnAccount'),
  },
  EXPECTATION_MISMATCH: {
    rest: async (w) =>
      w.as('hamlet').patch(`/messages/${await w.sendToChannel('hamlet', 'Denmark', 'sha')}`, {
        content: 'new',
        prev_content_sha256: '0'.repeat(64),
      }),
    graphql: async (w) =>
      answerOf(
        await gql('hamlet', `mutation ($input: EditMessageInput!) { editMessage(input: $input) { ${ERROR_FIELDS} } }`, {
          input: {
            messageId: await w.sendToChannel('hamlet', 'Denmark', 'sha'),
            content: 'new',
            prevContentSha256: '0'.repeat(64),
          },
        }),
        'editMessage',
      ),
  },
  SYSTEM_GROUP_REQUIRED: {
    rest: (w) =>
      w.as('desdemona').patch('/realm', {
        can_access_all_users_group: { new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [] } },
      }),
    graphql: async (w) =>
      answerOf(
        await gql(
          'desdemona',
          `mutation ($id: Int!) { updateRealm(input: { canAccessAllUsersGroup: { new: { directMemberIds: [$id], directSubgroupIds: [] } } }) { ${ERROR_FIELDS} } }`,
          {
            id: w.realm.users.hamlet.id,
          },
        ),
        'updateRealm',
      ),
  },
  CANNOT_DEACTIVATE_GROUP_IN_USE: {
    rest: async (w) => w.as('hamlet').post(`/user_groups/${await usedGroup(w, 'in use rest')}/deactivate`),
    graphql: async (w) =>
      answerOf(
        await gql(
          'hamlet',
          `mutation ($id: Int!) { deactivateUserGroup(input: { groupId: $id }) { ${ERROR_FIELDS} } }`,
          { id: await usedGroup(w, 'in use gql') },
        ),
        'deactivateUserGroup',
      ),
  },
  CANNOT_ADMINISTER_CHANNEL: {
    rest: (w) => w.as('othello').patch(`/streams/${w.realm.channels.Denmark}`, { description: 'mine' }),
    graphql: async (w) =>
      answerOf(
        await gql(
          'othello',
          `mutation ($id: Int!) { updateChannel(input: { channelId: $id, description: "mine" }) { ${ERROR_FIELDS} } }`,
          {
            id: w.realm.channels.Denmark,
          },
        ),
        'updateChannel',
      ),
  },
  CHANNEL_ALREADY_EXISTS: {
    rest: (w) => w.as('hamlet').post('/channels/create', { name: 'denmark', subscribers: '[]' }),
    graphql: async () =>
      answerOf(
        await gql(
          'hamlet',
          `mutation { createChannel(input: { name: "denmark", subscriberIds: [] }) { ${ERROR_FIELDS} } }`,
        ),
        'createChannel',
      ),
  },
  MOVE_MESSAGES_TIME_LIMIT_EXCEEDED: {
    rest: async (w) =>
      w
        .as('hamlet')
        .patch(`/messages/${await agedTopic(w, 'aging rest')}`, { topic: 'moved', propagate_mode: 'change_all' }),
    graphql: async (w) =>
      answerOf(
        await gql('hamlet', `mutation ($input: EditMessageInput!) { editMessage(input: $input) { ${ERROR_FIELDS} } }`, {
          input: { messageId: await agedTopic(w, 'aging gql'), topic: 'moved', propagateMode: 'CHANGE_ALL' },
        }),
        'editMessage',
      ),
  },
  REACTION_ALREADY_EXISTS: {
    rest: async (w) => {
      const id = await w.sendToChannel('hamlet', 'Denmark', 'react');
      await w.as('hamlet').post(`/messages/${id}/reactions`, { emoji_name: 'smile' });
      return w.as('hamlet').post(`/messages/${id}/reactions`, { emoji_name: 'smile' });
    },
    graphql: async (w) => {
      const input = { messageId: await w.sendToChannel('hamlet', 'Denmark', 'react'), emojiName: 'smile' };
      const react = `mutation ($input: AddReactionInput!) { addReaction(input: $input) { ${ERROR_FIELDS} } }`;
      await gql('hamlet', react, { input });
      return answerOf(await gql('hamlet', react, { input }), 'addReaction');
    },
  },
  REACTION_DOES_NOT_EXIST: {
    rest: async (w) =>
      w
        .as('hamlet')
        .delete(`/messages/${await w.sendToChannel('hamlet', 'Denmark', 'react')}/reactions`, { emoji_name: 'smile' }),
    graphql: async (w) =>
      answerOf(
        await gql(
          'hamlet',
          `mutation ($input: RemoveReactionInput!) { removeReaction(input: $input) { ${ERROR_FIELDS} } }`,
          {
            input: { messageId: await w.sendToChannel('hamlet', 'Denmark', 'react'), emojiName: 'smile' },
          },
        ),
        'removeReaction',
      ),
  },
  BAD_IMAGE: {
    rest: async (w) => {
      return w
        .as('iago')
        .multipart('/realm/emoji/not_an_image', [
          { field: 'f1', name: 'notes.txt', body: 'not an image', type: 'text/plain' },
        ]);
    },
    graphql: async (w) => {
      const query = `mutation ($file: Upload!) { uploadRealmEmoji(input: { name: "not_an_image", file: $file }) { ${ERROR_FIELDS} } }`;
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt');
      const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: w.as('iago').authHeader(), body: form });
      return answerOf((await r.json()) as Gql, 'uploadRealmEmoji');
    },
  },
  STREAM_WILDCARD_MENTION_NOT_ALLOWED: {
    rest: (w) => w.as('hamlet').post('/messages', { type: 'stream', to: 'Big', topic: 'w', content: '@**all** look' }),
    graphql: async () =>
      answerOf(
        await gql('hamlet', SEND, { input: { channelName: 'Big', topic: 'w', content: '@**all** look' } }),
        'sendMessage',
      ),
  },
  TOPIC_WILDCARD_MENTION_NOT_ALLOWED: {
    rest: (w) =>
      w.as('hamlet').post('/messages', { type: 'stream', to: 'Big', topic: 'crowd', content: '@**topic** look' }),
    graphql: async () =>
      answerOf(
        await gql('hamlet', SEND, { input: { channelName: 'Big', topic: 'crowd', content: '@**topic** look' } }),
        'sendMessage',
      ),
  },
  INVALID_PUSH_DEVICE_TOKEN: {
    rest: (w) => w.as('hamlet').post('/mobile_push/test_notification', { token: 'unknown-device' }),
    graphql: async () =>
      answerOf(
        await gql(
          'hamlet',
          `mutation { sendTestPushNotification(input: { token: "unknown-device" }) { ${ERROR_FIELDS} } }`,
        ),
        'sendTestPushNotification',
      ),
  },
  NO_ACTIVE_PUSH_DEVICE: {
    rest: (w) => w.as('hamlet').post('/mobile_push/e2ee/test_notification'),
    graphql: async () =>
      answerOf(
        await gql('hamlet', `mutation { sendTestE2eePushNotification(input: {}) { ${ERROR_FIELDS} } }`),
        'sendTestE2eePushNotification',
      ),
  },
  PUSH_SERVICE_NOT_CONFIGURED: {
    rest: (w) =>
      w.as('hamlet').post('/mobile_push/register', {
        token_kind: 'fcm',
        push_account_id: 2408,
        push_public_key: 'key',
        bouncer_public_key: 'bouncer',
        encrypted_push_registration: 'data',
      }),
    graphql: async () =>
      answerOf(
        await gql(
          'hamlet',
          `mutation { registerE2eePushDevice(input: { tokenKind: FCM, pushAccountId: 2408, pushPublicKey: "key", bouncerPublicKey: "bouncer", encryptedPushRegistration: "data" }) { ${ERROR_FIELDS} } }`,
        ),
        'registerE2eePushDevice',
      ),
  },
  QUERY_TOO_COMPLEX: {
    graphql: async () =>
      answerOf(
        await gql('hamlet', `query { ${Array.from({ length: 200 }, (_, i) => `a${i}: me { fullName }`).join(' ')} }`),
        'a0',
      ),
    only: 'GraphQL: the endpoint limits operations (test/graphql/limits.test.ts); REST has no operations to limit',
  },
  PERSISTED_QUERY_NOT_FOUND: {
    only: 'GraphQL, with GRAPHQL_PERSISTED_OPERATIONS set: test/graphql/endpoint-policy.test.ts provokes it on a server of its own',
  },
  PERSISTED_QUERY_ONLY: {
    only: 'GraphQL, with GRAPHQL_PERSISTED_OPERATIONS set: test/graphql/endpoint-policy.test.ts provokes it on a server of its own',
  },
  REALM_UPLOAD_QUOTA: {
    only: 'both transports, with UPLOAD_QUOTA_MIB set: test/rest/upload-quota.test.ts provokes it through REST, tus and GraphQL on a server of its own, with one message',
  },
  INTERNAL_SERVER_ERROR: {
    only: 'both transports, for faults of the server, which no input may cause: the hostile-input sweeps fail if any request gets it',
  },
};

test('the table has a row for every code of the closed union', () => {
  expect(Object.keys(TABLE).sort()).toEqual([...ERROR_CODES].sort());
});

const rows = Object.entries(TABLE) as Array<[ErrorCode, Row]>;

test.each(rows)('%s: the same code through REST and GraphQL', async (code, row) => {
  if (row.only === undefined) {
    expect(row.rest).toBeDefined();
    expect(row.graphql).toBeDefined();
  }
  const expected = row.answersAs ?? code;
  const rest = row.rest ? await row.rest(w) : null;
  if (rest) expect({ status: rest.status, code: rest.body.code }).toEqual({ status: rest.status, code: expected });
  const graphql = row.graphql ? await row.graphql(w) : null;
  if (graphql) expect(graphql.code).toBe(expected);
  if (rest && graphql) expect(graphql.message).toBe(rest.body.msg);
});
