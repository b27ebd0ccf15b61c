import { getIntrospectionQuery, type IntrospectionInputObjectType, type IntrospectionQuery } from 'graphql';
import { useWorld } from '../support/world.ts';

/**
 * Mutations name the entity they act on by its global `id` (a Node's `id`) or by Zulip's integer id beside it,
 * exactly one of the two; the answer is the same either way.
 */
const w = useWorld();

const idOfNode = async (user: string, query: string, pick: (d: Record<string, any>) => { id: string }) => {
  const r = await w.as(user).graphql(query);
  expect(r.errors).toBeUndefined();
  return pick(r.data as Record<string, any>).id;
};
const last = <T>(list: T[]): T => list[list.length - 1];

/** Each mutation, with how to make (as `user`) the entity it takes, found by its global id. */
const cases: Array<{ mutation: string; payload: string; user: string; make: () => Promise<string> }> = [
  {
    mutation: 'deleteDraft',
    payload: 'DeleteDraftPayload',
    user: 'hamlet',
    make: async () => {
      await w.createDrafts('hamlet', [{ type: 'stream', to: [w.realm.channels.Denmark], topic: 'g', content: 'x' }]);
      return idOfNode('hamlet', '{ drafts { id } }', (d) => last(d.drafts));
    },
  },
  {
    mutation: 'deleteSavedSnippet',
    payload: 'DeleteSavedSnippetPayload',
    user: 'hamlet',
    make: async () => {
      expect((await w.as('hamlet').post('/saved_snippets', { title: 'g', content: 'x' })).status).toBe(200);
      return idOfNode('hamlet', '{ savedSnippets { id } }', (d) => last(d.savedSnippets));
    },
  },
  {
    mutation: 'deleteLinkifier',
    payload: 'DeleteLinkifierPayload',
    user: 'iago',
    make: async () => {
      const params = { pattern: '#gid(?P<id>[0-9]+)', url_template: 'https://g.example.com/{id}' };
      expect((await w.as('iago').post('/realm/filters', params)).status).toBe(200);
      return idOfNode('iago', '{ linkifiers { id } }', (d) => last(d.linkifiers));
    },
  },
  {
    mutation: 'deleteCustomProfileField',
    payload: 'DeleteCustomProfileFieldPayload',
    user: 'iago',
    make: async () => {
      expect((await w.as('iago').post('/realm/profile_fields', { name: 'Gid', field_type: '1' })).status).toBe(200);
      return idOfNode('iago', '{ customProfileFields { id } }', (d) => last(d.customProfileFields));
    },
  },
  {
    mutation: 'deleteAttachment',
    payload: 'DeleteAttachmentPayload',
    user: 'hamlet',
    make: async () => {
      await w.upload('hamlet', 'gid.txt', 'x');
      return idOfNode('hamlet', '{ attachments { attachments { id } } }', (d) => d.attachments.attachments[0]);
    },
  },
  {
    mutation: 'deactivateBot',
    payload: 'DeactivateBotPayload',
    user: 'hamlet',
    make: async () => {
      await w.createBot('hamlet', 'Gid bot', 'gid');
      return idOfNode('hamlet', '{ bots { id } }', (d) => last(d.bots));
    },
  },
  {
    mutation: 'deleteMessage',
    payload: 'DeleteMessagePayload',
    user: 'iago',
    make: async () => {
      const id = await w.sendToChannel('iago', 'Denmark', 'gid');
      return idOfNode('iago', `{ message(messageId: ${id}) { id } }`, (d) => d.message);
    },
  },
  {
    mutation: 'deactivateUserGroup',
    payload: 'UserGroupPayload',
    user: 'iago',
    make: async () => {
      const id = await w.createGroup('iago', 'gid group', ['hamlet']);
      return idOfNode('iago', `{ userGroup(groupId: ${id}) { id } }`, (d) => d.userGroup);
    },
  },
  {
    mutation: 'removeDefaultChannelGroup',
    payload: 'DefaultChannelGroupsPayload',
    user: 'iago',
    make: async () => {
      const group = { group_name: 'gid', description: 'd', stream_names: JSON.stringify(['Denmark']) };
      expect((await w.as('iago').post('/default_stream_groups/create', group)).status).toBe(200);
      return idOfNode('iago', '{ defaultChannelGroups { id } }', (d) => last(d.defaultChannelGroups));
    },
  },
  {
    mutation: 'archiveChannel',
    payload: 'ChannelPayload',
    user: 'iago',
    make: async () => {
      const id = await w.createChannel('iago', 'gid channel');
      return idOfNode('iago', `{ channel(channelId: ${id}) { id } }`, (d) => d.channel);
    },
  },
  {
    mutation: 'deactivateUser',
    payload: 'DeactivateUserPayload',
    user: 'iago',
    make: async () => {
      const u = await w.createUser('Gid User');
      return idOfNode('iago', `{ user(userId: ${u.id}) { id } }`, (d) => d.user);
    },
  },
];

const call = (mutation: string) =>
  `mutation ($input: ${'$'}{type}) { ${mutation}(input: $input) { __typename ... on Error { code message } } }`;

const inputTypeOf = async (mutation: string): Promise<string> => {
  const r = await w
    .as('hamlet')
    .graphql(`{ __type(name: "Mutation") { fields { name args { name type { ofType { name } } } } } }`);
  const fields = r.data?.__type.fields as Array<{ name: string; args: Array<{ type: { ofType: { name: string } } }> }>;
  return fields.find((f) => f.name === mutation)!.args[0].type.ofType.name;
};

test.each(cases)('$mutation takes the global id of what it acts on', async ({ mutation, payload, user, make }) => {
  const id = await make();
  const doc = call(mutation).replace('${type}', `${await inputTypeOf(mutation)}!`);
  const r = await w.as(user).graphql(doc, { input: { id } });
  expect(r.errors).toBeUndefined();
  expect(r.data?.[mutation]).toEqual({ __typename: payload });
});

test('exactly one of the integer id and the global id; a global id of another type is refused', async () => {
  await w.createDrafts('hamlet', [{ type: 'stream', to: [w.realm.channels.Denmark], topic: 'g', content: 'y' }]);
  const drafts = (await w.as('hamlet').graphql('{ drafts { id draftId } }')).data?.drafts as Array<{
    id: string;
    draftId: number;
  }>;
  const { id, draftId } = last(drafts);
  const del =
    'mutation ($input: DraftIdInput!) { deleteDraft(input: $input) { __typename ... on Error { code message } } }';
  const refused = {
    __typename: 'ZulipError',
    code: 'BAD_REQUEST',
    message: 'Exactly one of draftId and id is required',
  };
  expect((await w.as('hamlet').graphql(del, { input: { id, draftId } })).data?.deleteDraft).toEqual(refused);
  expect((await w.as('hamlet').graphql(del, { input: {} })).data?.deleteDraft).toEqual(refused);
  const userId = Buffer.from(`User:${w.user('hamlet').id}`).toString('base64');
  const wrongType = await w.as('hamlet').graphql(del, { input: { id: userId } });
  expect(wrongType.data?.deleteDraft ?? null).toBeNull();
  expect(wrongType.errors?.[0].message).toMatch(/is not of type: Draft/);
  // The integer id still works, as before.
  expect((await w.as('hamlet').graphql(del, { input: { draftId } })).data?.deleteDraft).toEqual({
    __typename: 'DeleteDraftPayload',
  });
});

// (A presence's lastUpdateId is a position in the presence log, not an entity.)
test('every input field that names the entity an input is about accepts its global id', async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  const types = (r.data as unknown as IntrospectionQuery).__schema.types.filter(
    (t): t is IntrospectionInputObjectType => t.kind === 'INPUT_OBJECT',
  );
  const subjects = types.filter((t) => /IdInput$|^Update\w+Input$|^ReactionInput$/.test(t.name));
  const withoutId = subjects
    .filter(
      (t) =>
        t.inputFields.some((f) => /Id$/.test(f.name) && f.name !== 'lastUpdateId') &&
        !t.inputFields.some((f) => f.name === 'id'),
    )
    .map((t) => t.name);
  expect(withoutId).toEqual([]);
});

test('queries and the arguments that name another entity take global ids too', async () => {
  const denmark = w.realm.channels.Denmark;
  const channel = Buffer.from(`Channel:${denmark}`).toString('base64');
  const iago = Buffer.from(`User:${w.user('iago').id}`).toString('base64');
  const send = `mutation ($input: SendMessageInput!) {
    sendMessage(input: $input) { __typename ... on SendMessagePayload { sentMessage { messageId } } ... on Error { code message } }
  }`;
  const toChannel = await w.as('hamlet').graphql(send, { input: { channel, topic: 'gid', content: 'by global id' } });
  const sent = toChannel.data?.sendMessage.sentMessage.messageId as number;
  const toIago = await w.as('hamlet').graphql(send, { input: { directUsers: [iago], content: 'psst' } });
  expect(toIago.data?.sendMessage.__typename).toBe('SendMessagePayload');

  const message = Buffer.from(`Message:${sent}`).toString('base64');
  const read = await w
    .as('hamlet')
    .graphql(
      'query ($m: ID, $c: ID) { message(id: $m) { messageId channel { channelId } } channel(id: $c) { name } }',
      {
        m: message,
        c: channel,
      },
    );
  expect(read.data).toEqual({
    message: { messageId: sent, channel: { channelId: denmark } },
    channel: { name: 'Denmark' },
  });

  const mute = `mutation ($input: SetTopicVisibilityInput!) {
    setTopicVisibility(input: $input) { __typename ... on SetTopicVisibilityPayload { channel { channelId } topic } }
  }`;
  expect(
    (await w.as('hamlet').graphql(mute, { input: { channel, topic: 'gid', visibilityPolicy: 'MUTED' } })).data
      ?.setTopicVisibility,
  ).toEqual({ __typename: 'SetTopicVisibilityPayload', channel: { channelId: denmark }, topic: 'gid' });
  // Both forms at once are refused as REST refuses two recipients.
  const both = await w.as('hamlet').graphql(send, { input: { channel, channelId: denmark, topic: 'x', content: 'y' } });
  expect(both.data?.sendMessage.__typename).toBe('ZulipError');
});
