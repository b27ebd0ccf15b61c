import {
  getIntrospectionQuery,
  type IntrospectionObjectType,
  type IntrospectionQuery,
  type IntrospectionType,
  type IntrospectionUnionType,
} from 'graphql';
import { useWorld } from '../support/world.ts';

/**
 * Every mutation answers with a union of its payload and the typed errors it
 * can refuse with, so a client can branch on `__typename` (not found,
 * permission, validation naming the argument, rate limit with the wait).
 */
const w = useWorld();

let types: readonly IntrospectionType[];
beforeAll(async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  expect(r.errors).toBeUndefined();
  types = (r.data as unknown as IntrospectionQuery).__schema.types;
});

const unions = () => types.filter((t): t is IntrospectionUnionType => t.kind === 'UNION');
const errorTypes = () =>
  types.filter(
    (t): t is IntrospectionObjectType => t.kind === 'OBJECT' && t.interfaces.some((i) => i.name === 'Error'),
  );

test('introspection: no error type outside a union', () => {
  const inUnions = new Set(unions().flatMap((u) => u.possibleTypes.map((p) => p.name)));
  const errors = errorTypes().map((t) => t.name);
  expect(errors.length).toBeGreaterThanOrEqual(11);
  expect(errors.filter((name) => !inUnions.has(name))).toEqual([]);
});

test("introspection: every mutation's result is a union of one payload and its errors, the common refusals among them", () => {
  const mutation = types.find((t): t is IntrospectionObjectType => t.name === 'Mutation' && t.kind === 'OBJECT');
  const errors = new Set(errorTypes().map((t) => t.name));
  const byName = new Map(unions().map((u) => [u.name, u]));
  const wrong = (mutation?.fields ?? []).flatMap((f) => {
    const type = f.type.kind === 'NON_NULL' ? f.type.ofType : f.type;
    const union = 'name' in type ? byName.get(type.name) : undefined;
    if (!union) return [`${f.name}: not a union`];
    const members = union.possibleTypes.map((p) => p.name);
    const payloads = members.filter((m) => !errors.has(m));
    const missing = ['NotFoundError', 'PermissionDeniedError', 'ValidationError', 'ZulipError'].filter(
      (e) => !members.includes(e),
    );
    return [
      ...(payloads.length === 1 ? [] : [`${f.name}: payloads ${payloads.join(', ')}`]),
      ...missing.map((e) => `${f.name}: no ${e}`),
    ];
  });
  expect(mutation?.fields.length).toBeGreaterThan(70);
  expect(wrong).toEqual([]);
});

/** Payload types that answer more than one mutation, with why (none: each mutation's answer is its own type). */
const SHARED_PAYLOADS: Record<string, string> = {};

test('introspection: no payload type answers two mutations, so a fragment on one names one answer', () => {
  const mutation = types.find((t): t is IntrospectionObjectType => t.name === 'Mutation' && t.kind === 'OBJECT');
  const errors = new Set(errorTypes().map((t) => t.name));
  const byName = new Map(unions().map((u) => [u.name, u]));
  const answering = new Map<string, string[]>();
  for (const f of mutation?.fields ?? []) {
    const type = f.type.kind === 'NON_NULL' ? f.type.ofType : f.type;
    const union = 'name' in type ? byName.get(type.name) : undefined;
    for (const p of union?.possibleTypes ?? [])
      if (!errors.has(p.name)) answering.set(p.name, [...(answering.get(p.name) ?? []), f.name]);
  }
  const shared = [...answering].filter(([, by]) => by.length > 1).map(([name, by]) => `${name}: ${by.join(', ')}`);
  expect(shared.filter((s) => !(s.split(':')[0] in SHARED_PAYLOADS))).toEqual([]);
});

test('introspection: no input type is the input of two mutations, so one can grow without changing the other', () => {
  const mutation = types.find((t): t is IntrospectionObjectType => t.name === 'Mutation' && t.kind === 'OBJECT');
  const taking = new Map<string, string[]>();
  for (const f of mutation?.fields ?? []) {
    let type = f.args.find((a) => a.name === 'input')?.type;
    while (type?.kind === 'NON_NULL' || type?.kind === 'LIST') type = type.ofType;
    if (type) taking.set(type.name, [...(taking.get(type.name) ?? []), f.name]);
  }
  expect(taking.size).toBeGreaterThan(70);
  expect([...taking].filter(([, by]) => by.length > 1).map(([name, by]) => `${name}: ${by.join(', ')}`)).toEqual([]);
});

const ERROR = `__typename ... on Error { code message argument }`;

test('a locked-out login is a RateLimitError with the seconds to wait', async () => {
  const login = `mutation ($input: FetchApiKeyInput!) { fetchApiKey(input: $input) { ${ERROR} ... on RateLimitError { retryAfterSeconds } } }`;
  const attempt = async () =>
    (await w.as().graphql(login, { input: { username: w.realm.users.iago.email, password: 'wrong' } })).data
      ?.fetchApiKey;
  for (let i = 0; i < 5; i++) expect(await attempt()).toMatchObject({ __typename: 'ZulipError' });
  expect(await attempt()).toEqual({
    __typename: 'RateLimitError',
    code: 'RATE_LIMIT_HIT',
    message: expect.stringContaining('API usage exceeded rate limit'),
    argument: null,
    retryAfterSeconds: 1800,
  });
});

test('a missing thing, a missing channel, a missing right, a refused argument: each its own type', async () => {
  const run = async (who: 'hamlet' | 'iago', field: string, inputType: string, input: unknown, extra = '') => {
    const doc = `mutation ($input: ${inputType}!) { ${field}(input: $input) { ${ERROR} ${extra} } }`;
    const r = await w.as(who).graphql(doc, { input });
    expect(r.errors).toBeUndefined();
    return (r.data as Record<string, unknown>)[field];
  };
  expect(await run('hamlet', 'deleteDraft', 'DeleteDraftInput', { draftId: 999999 })).toEqual({
    __typename: 'NotFoundError',
    code: 'BAD_REQUEST',
    message: 'Draft does not exist',
    argument: null,
  });
  expect(
    await run('hamlet', 'deleteMessage', 'DeleteMessageInput', { messageId: 999999 }, '... on NotFoundError { code }'),
  ).toEqual({ __typename: 'NotFoundError', code: 'BAD_REQUEST', message: 'Invalid message(s)', argument: null });
  expect(
    await run(
      'hamlet',
      'sendMessage',
      'SendMessageInput',
      { channelId: 999999, topic: 't', content: 'hi' },
      '... on ChannelNotFoundError { channelId }',
    ),
  ).toMatchObject({ __typename: 'ChannelNotFoundError', code: 'STREAM_DOES_NOT_EXIST', channelId: 999999 });
  expect(
    await run('hamlet', 'deleteTopic', 'DeleteTopicInput', { channelId: w.realm.channels.Verona, topic: 'x' }),
  ).toEqual({
    __typename: 'PermissionDeniedError',
    code: 'UNAUTHORIZED_PRINCIPAL',
    message: 'Must be an organization administrator',
    argument: null,
  });
  const blank = { drafts: [{ type: 'UNADDRESSED', to: [], topic: '', content: ' ' }] };
  expect(await run('hamlet', 'createDrafts', 'CreateDraftsInput', blank, '... on ValidationError { path }')).toEqual({
    __typename: 'ValidationError',
    code: 'BAD_REQUEST',
    message: 'drafts[0].content cannot be blank',
    argument: 'drafts[0].content',
    path: ['drafts', '0', 'content'],
  });
});
