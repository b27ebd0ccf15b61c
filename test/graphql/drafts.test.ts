import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Drafts over GraphQL: live sync between two devices of one user, and the same answers as REST. */
const w = useWorld();
const ws = useWsClients(w);

const DRAFTS = `subscription { drafts { __typename ... on DraftsEvent { op draftId drafts { draftId type to topic content } } } }`;
const CREATE = `mutation ($input: CreateDraftsInput!) { createDrafts(input: $input) { __typename ... on CreateDraftsPayload { draftIds } ... on Error { code message } } }`;
const UPDATE = `mutation ($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on UpdateDraftPayload { draft { draftId content } } ... on Error { code message } } }`;

test('a draft saved on one device arrives on the other while the user is still writing', async () => {
  // Two WebSocket clients of hamlet: a laptop that writes, a phone that listens.
  const phone = await ws.subscribeLive('hamlet', DRAFTS);
  const laptop = ws.connect('hamlet');
  const saved = await new Promise<Record<string, any>>((resolve, reject) => {
    laptop.subscribe(
      {
        query: CREATE,
        variables: {
          input: {
            drafts: [{ type: 'CHANNEL', to: [w.realm.channels.Verona], topic: 'plans', content: 'Let us meet at' }],
          },
        },
      },
      { next: (r) => resolve(r.data?.createDrafts as Record<string, any>), error: reject, complete: () => undefined },
    );
  });
  expect(saved.__typename).toBe('CreateDraftsPayload');
  const [draftId] = saved.draftIds as number[];
  expect(payload(await phone.next(), 'drafts')).toEqual({
    __typename: 'DraftsEvent',
    op: 'ADD',
    draftId: null,
    drafts: [{ draftId, type: 'CHANNEL', to: [w.realm.channels.Verona], topic: 'plans', content: 'Let us meet at' }],
  });
  const edited = await w.as('hamlet').graphql(UPDATE, {
    input: {
      draftId,
      draft: { type: 'CHANNEL', to: [w.realm.channels.Verona], topic: 'plans', content: 'Let us meet at noon' },
    },
  });
  expect(edited.data?.updateDraft).toEqual({
    __typename: 'UpdateDraftPayload',
    draft: { draftId, content: 'Let us meet at noon' },
  });
  expect(payload(await phone.next(), 'drafts')).toMatchObject({
    op: 'UPDATE',
    drafts: [{ draftId, content: 'Let us meet at noon' }],
  });
  await w
    .as('hamlet')
    .graphql(`mutation ($id: Int!) { deleteDraft(input: { draftId: $id }) { __typename } }`, { id: draftId });
  expect(payload(await phone.next(), 'drafts')).toEqual({
    __typename: 'DraftsEvent',
    op: 'REMOVE',
    draftId,
    drafts: [],
  });
  phone.dispose();
});

test('the same errors as REST', async () => {
  const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
    [
      { type: 'stream', to: [99_999], topic: 't', content: 'x' },
      { type: 'CHANNEL', to: [99_999], topic: 't', content: 'x' },
    ],
    [
      { type: 'stream', to: [], topic: 't', content: 'x' },
      { type: 'CHANNEL', to: [], topic: 't', content: 'x' },
    ],
    [
      { type: 'private', to: [99_999], topic: '', content: 'x' },
      { type: 'DIRECT', to: [99_999], topic: '', content: 'x' },
    ],
    [
      { type: '', to: [], topic: '', content: 'x', timestamp: -5 },
      { type: 'UNADDRESSED', to: [], topic: '', content: 'x', timestamp: '1969-12-31T23:59:55.000Z' },
    ],
  ];
  for (const [rest, gql] of cases) {
    const r = await w.as('othello').post('/drafts', { drafts: [rest] });
    const answer = (await w.as('othello').graphql(CREATE, { input: { drafts: [gql] } })).data?.createDrafts as Record<
      string,
      unknown
    >;
    expect({ code: answer.code, message: answer.message }).toEqual({ code: r.body.code, message: r.body.msg });
  }
  const list = await w.as('othello').graphql('{ drafts { draftId } }');
  expect(list.data?.drafts).toEqual([]);
});

test('a blank content: the same rule as REST, naming the GraphQL input field', async () => {
  const drafts = [
    { type: 'UNADDRESSED', to: [], topic: '', content: 'fine' },
    { type: 'UNADDRESSED', to: [], topic: '', content: ' ' },
  ];
  const ERROR = '... on Error { code message argument }';
  const create = `mutation ($input: CreateDraftsInput!) { createDrafts(input: $input) { __typename ${ERROR} } }`;
  expect((await w.as('othello').graphql(create, { input: { drafts } })).data?.createDrafts).toEqual({
    __typename: 'ValidationError',
    code: 'BAD_REQUEST',
    message: 'drafts[1].content cannot be blank',
    argument: 'drafts[1].content',
  });
  const rest = await w.as('othello').post('/drafts', { drafts: drafts.map((d) => ({ ...d, type: '' })) });
  expect([rest.body.code, rest.body.msg]).toEqual(['BAD_REQUEST', 'drafts[1]["content"] cannot be blank']);
  const update = `mutation ($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ${ERROR} } }`;
  expect(
    (await w.as('othello').graphql(update, { input: { draftId: 1, draft: drafts[1] } })).data?.updateDraft,
  ).toEqual({
    __typename: 'ValidationError',
    code: 'BAD_REQUEST',
    message: 'draft.content cannot be blank',
    argument: 'draft.content',
  });
  expect((await w.as('othello').graphql('{ drafts { draftId } }')).data?.drafts).toEqual([]);
});

test('createDrafts answers with the new drafts themselves; draftIds stays for older documents', async () => {
  const query = `mutation ($input: CreateDraftsInput!) { createDrafts(input: $input) { __typename
    ... on CreateDraftsPayload { draftIds drafts { id draftId type topic content } } } }`;
  const input = { drafts: [{ type: 'UNADDRESSED', to: [], topic: '', content: 'one' }] };
  const r = (await w.as('aaron').graphql(query, { input })).data?.createDrafts as Record<string, any>;
  expect(r.__typename).toBe('CreateDraftsPayload');
  expect(r.drafts).toEqual([
    { id: expect.any(String), draftId: r.draftIds[0], type: 'UNADDRESSED', topic: '', content: 'one' },
  ]);
  const listed = (await w.as('aaron').graphql('{ drafts { id content } }')).data?.drafts;
  expect(listed).toEqual([{ id: r.drafts[0].id, content: 'one' }]);
});
