import {
  getIntrospectionQuery,
  type IntrospectionInputValue,
  type IntrospectionQuery,
  type IntrospectionTypeRef,
} from 'graphql';
import { entityMakers, type MadeEntity } from '../support/entities.ts';
import { useWorld } from '../support/world.ts';

/**
 * Mutations name the entity they act on by its global `id` (a Node's `id`) or by Zulip's integer id beside it,
 * exactly one of the two; the answer is the same either way.
 */
const w = useWorld();

const made = entityMakers(w);

/**
 * Each mutation, with the entity it acts on (made by the user who then calls it), and the payload's field that
 * names what it removed by the same global id, for a client cache to evict.
 */
const cases: Array<{ mutation: string; payload: string; make: () => Promise<MadeEntity>; evicts?: string }> = [
  { mutation: 'deleteDraft', payload: 'DeleteDraftPayload', make: made.Draft, evicts: 'deletedId' },
  {
    mutation: 'deleteSavedSnippet',
    payload: 'DeleteSavedSnippetPayload',
    make: made.SavedSnippet,
    evicts: 'deletedId',
  },
  { mutation: 'deleteLinkifier', payload: 'DeleteLinkifierPayload', make: made.Linkifier, evicts: 'deletedId' },
  {
    mutation: 'deleteCustomProfileField',
    payload: 'DeleteCustomProfileFieldPayload',
    make: made.CustomProfileField,
    evicts: 'deletedId',
  },
  { mutation: 'deleteAttachment', payload: 'DeleteAttachmentPayload', make: made.Attachment, evicts: 'deletedId' },
  { mutation: 'deactivateBot', payload: 'DeactivateBotPayload', make: made.Bot },
  { mutation: 'deleteMessage', payload: 'DeleteMessagePayload', make: made.Message, evicts: 'deletedId' },
  { mutation: 'deactivateUserGroup', payload: 'DeactivateUserGroupPayload', make: made.UserGroup },
  {
    mutation: 'removeDefaultChannelGroup',
    payload: 'RemoveDefaultChannelGroupPayload',
    make: made.DefaultChannelGroup,
  },
  { mutation: 'archiveChannel', payload: 'ArchiveChannelPayload', make: made.Channel },
  { mutation: 'deactivateUser', payload: 'DeactivateUserPayload', make: made.User },
  { mutation: 'revokeInvitation', payload: 'RevokeInvitationPayload', make: made.Invitation, evicts: 'revokedId' },
  { mutation: 'resendInvitation', payload: 'ResendInvitationPayload', make: made.Invitation },
  {
    mutation: 'revokeInvitationLink',
    payload: 'RevokeInvitationLinkPayload',
    make: made.InvitationLink,
    evicts: 'revokedId',
  },
  { mutation: 'removePushDevice', payload: 'RemovePushDevicePayload', make: made.PushDevice, evicts: 'removedId' },
  {
    mutation: 'removeRealmPlayground',
    payload: 'RemoveRealmPlaygroundPayload',
    make: made.RealmPlayground,
    evicts: 'removedId',
  },
  {
    mutation: 'deleteScheduledMessage',
    payload: 'DeleteScheduledMessagePayload',
    make: made.ScheduledMessage,
    evicts: 'deletedId',
  },
  { mutation: 'deleteReminder', payload: 'DeleteReminderPayload', make: made.Reminder, evicts: 'deletedId' },
];

const call = (mutation: string, payload: string, evicts: string | undefined) =>
  `mutation ($input: ${'$'}{type}) { ${mutation}(input: $input) { __typename ... on Error { code message } ${
    evicts ? `... on ${payload} { ${evicts} }` : ''
  } } }`;

const inputTypeOf = async (mutation: string): Promise<string> => {
  const r = await w
    .as('hamlet')
    .graphql(`{ __type(name: "Mutation") { fields { name args { name type { ofType { name } } } } } }`);
  const fields = r.data?.__type.fields as Array<{ name: string; args: Array<{ type: { ofType: { name: string } } }> }>;
  return fields.find((f) => f.name === mutation)!.args[0].type.ofType.name;
};

test.each(cases)('$mutation takes the global id of what it acts on', async ({ mutation, payload, make, evicts }) => {
  const { by: user, id } = await make();
  const doc = call(mutation, payload, evicts).replace('${type}', `${await inputTypeOf(mutation)}!`);
  const r = await w.as(user).graphql(doc, { input: { id } });
  expect(r.errors).toBeUndefined();
  expect(r.data?.[mutation]).toEqual(evicts ? { __typename: payload, [evicts]: id } : { __typename: payload });
});

test('exactly one of the integer id and the global id; a global id of another type is refused', async () => {
  await w.createDrafts('hamlet', [{ type: 'stream', to: [w.realm.channels.Denmark], topic: 'g', content: 'y' }]);
  const drafts = (await w.as('hamlet').graphql('{ drafts { id draftId } }')).data?.drafts as Array<{
    id: string;
    draftId: number;
  }>;
  const { id, draftId } = drafts[drafts.length - 1];
  const del =
    'mutation ($input: DeleteDraftInput!) { deleteDraft(input: $input) { __typename ... on Error { code message } } }';
  const refused = {
    __typename: 'ValidationError',
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

test('both forms of a list at once are refused; a narrow operandNode must fit its operator', async () => {
  const message = await w.sendToChannel('hamlet', 'Denmark', 'gid', 'both forms');
  const asHamlet = w.as('hamlet');
  // A list that may be left out (messages(messageIds | messages)): at most one form.
  const both = await asHamlet.graphql(
    'query ($ids: [Int!], $m: [ID!]) { messages(messageIds: $ids, messages: $m) { messages { messageId } } }',
    {
      ids: [message],
      m: [globalId('Message', message)],
    },
  );
  expect(both.data?.messages ?? null).toBeNull();
  expect(both.errors?.[0]).toMatchObject({
    message: 'At most one of messageIds and its global ids',
    extensions: { code: 'BAD_REQUEST' },
  });
  // A required list (messagesMatchingNarrow(messageIds | messages)): exactly one form.
  const matching =
    'query ($ids: [Int!], $m: [ID!]) { messagesMatchingNarrow(messageIds: $ids, messages: $m, narrow: []) { messageId } }';
  const twice = await asHamlet.graphql(matching, { ids: [message], m: [globalId('Message', message)] });
  expect(twice.errors?.[0]).toMatchObject({ message: 'At most one of messageIds and its global ids' });
  const neither = await asHamlet.graphql(matching, {});
  expect(neither.errors?.[0]).toMatchObject({ message: 'Exactly one of messageIds and its global ids is required' });
  // An operandNode naming an entity of a type its operator does not take.
  const narrowed = (n: unknown) =>
    asHamlet.graphql(
      'query ($n: [NarrowTermInput!]) { messages(anchor: "newest", numBefore: 5, narrow: $n) { messages { messageId } } }',
      { n },
    );
  const aUserAsMessage = await narrowed([{ operator: 'id', operandNode: globalId('User', w.user('hamlet').id) }]);
  expect(aUserAsMessage.data?.messages ?? null).toBeNull();
  expect(aUserAsMessage.errors?.[0]).toMatchObject({
    message: 'narrow[0]: the global id names a User',
    extensions: { code: 'BAD_REQUEST' },
  });
  const aChannelAsSender = await narrowed([
    { operator: 'sender', operandNode: globalId('Channel', w.realm.channels.Denmark) },
  ]);
  expect(aChannelAsSender.errors?.[0]).toMatchObject({ message: 'narrow[0]: the global id names a Channel' });
  // The operand in two forms at once.
  const twoOperands = await narrowed([
    { operator: 'id', operandId: message, operandNode: globalId('Message', message) },
  ]);
  expect(twoOperands.errors?.[0]).toMatchObject({
    message: 'narrow[0] needs exactly one of operand, operandId and operandIds',
  });
});

/**
 * Integer ids that name no entity type, so have no global id beside them: the presences' lastUpdateId is a
 * position in the presence log; a push account id is chosen by the mobile app.
 */
const NOT_ENTITIES = [
  'Query.presences.lastUpdateId',
  'UpdatePresenceInput.lastUpdateId',
  'SendTestE2eePushNotificationInput.pushAccountId',
  'RegisterE2eePushDeviceInput.pushAccountId',
];

const typeName = (t: IntrospectionTypeRef): string =>
  t.kind === 'NON_NULL' || t.kind === 'LIST' ? typeName(t.ofType) : t.name;

test('every Int argument or input field that names an entity has a global-id alternative', async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  const owners: Array<{ owner: string; fields: readonly IntrospectionInputValue[] }> = [];
  for (const t of (r.data as unknown as IntrospectionQuery).__schema.types) {
    if (t.name.startsWith('__')) continue;
    if (t.kind === 'INPUT_OBJECT') owners.push({ owner: t.name, fields: t.inputFields });
    if (t.kind === 'OBJECT' || t.kind === 'INTERFACE')
      for (const f of t.fields) owners.push({ owner: `${t.name}.${f.name}`, fields: f.args });
  }
  const missing = owners.flatMap(({ owner, fields }) =>
    fields
      .filter((f) => typeName(f.type) === 'Int' && /Ids?$/.test(f.name))
      .filter((f) => {
        const alternatives = fields.filter(
          (g) =>
            typeName(g.type) === 'ID' &&
            (g.name === 'id' ||
              g.name === f.name.replace(/Id$/, '').replace(/Ids$/, 's') ||
              (g.description ?? '').includes(`\`${f.name}\``)),
        );
        return alternatives.length === 0;
      })
      .map((f) => `${owner}.${f.name}`)
      .filter((name) => !NOT_ENTITIES.includes(name)),
  );
  expect(missing).toEqual([]);
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
  const topics = await w.as('hamlet').graphql('query ($c: ID) { topics(channel: $c) { name } }', { c: channel });
  expect(topics.data?.topics).toEqual(expect.arrayContaining([{ name: 'gid' }]));
  const pin = `mutation ($input: UpdateSubscriptionSettingsInput!) {
    updateSubscriptionSettings(input: $input) { __typename ... on SubscriptionSettingsPayload { channels { channelId } } }
  }`;
  const pinned = await w
    .as('hamlet')
    .graphql(pin, { input: { changes: [{ channel, property: 'PIN_TO_TOP', enabled: true }] } });
  expect(pinned.data?.updateSubscriptionSettings).toEqual({
    __typename: 'SubscriptionSettingsPayload',
    channels: [{ channelId: denmark }],
  });
  // Both forms at once are refused as REST refuses two recipients.
  const both = await w.as('hamlet').graphql(send, { input: { channel, channelId: denmark, topic: 'x', content: 'y' } });
  expect(both.data?.sendMessage.__typename).toBe('ZulipError');
});

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** Arguments that name other entities, given global ids; `run` answers what the server then says. */
const otherEntityCases: Array<{
  name: string;
  run: (ids: { group: number; message: number }) => Promise<unknown>;
  expected: unknown;
}> = [
  {
    name: 'updateUserGroupMembers(addUsers)',
    run: async ({ group }) => {
      const doc = `mutation ($input: UpdateUserGroupMembersInput!) {
        updateUserGroupMembers(input: $input) { __typename } }`;
      await w
        .as('iago')
        .graphql(doc, { input: { groupId: group, addUsers: [globalId('User', w.user('cordelia').id)] } });
      const r = await w.as('iago').graphql('query ($g: ID, $u: ID) { isUserGroupMember(group: $g, user: $u) }', {
        g: globalId('UserGroup', group),
        u: globalId('User', w.user('cordelia').id),
      });
      return r.data?.isUserGroupMember;
    },
    expected: true,
  },
  {
    name: 'subscribe(principals)',
    run: async () => {
      const doc = `mutation ($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on Error { code message } } }`;
      const channel = await w.createChannel('iago', 'gid principals');
      const input = { channels: [{ name: 'gid principals' }], principals: [globalId('User', w.user('othello').id)] };
      expect((await w.as('iago').graphql(doc, { input })).data?.subscribe.__typename).toBe('SubscribePayload');
      const r = await w
        .as('iago')
        .graphql('query ($u: ID, $c: ID) { subscriptionStatus(user: $u, channel: $c) { isSubscribed } }', {
          u: globalId('User', w.user('othello').id),
          c: globalId('Channel', channel),
        });
      return r.data?.subscriptionStatus;
    },
    expected: { isSubscribed: true },
  },
  {
    name: 'messages(messages)',
    run: async ({ message }) => {
      const r = await w
        .as('hamlet')
        .graphql('query ($m: [ID!]) { messages(messages: $m) { messages { messageId } } }', {
          m: [globalId('Message', message)],
        });
      return r.data?.messages.messages;
    },
    expected: 'the message',
  },
  {
    name: 'narrow operandNode',
    run: async ({ message }) => {
      const narrow = [{ operator: 'id', operandNode: globalId('Message', message) }];
      const r = await w
        .as('hamlet')
        .graphql(
          'query ($n: [NarrowTermInput!]) { messages(anchor: "newest", numBefore: 5, narrow: $n) { messages { messageId } } }',
          {
            n: narrow,
          },
        );
      return r.data?.messages.messages;
    },
    expected: 'the message',
  },
  {
    name: 'updateMessageFlags(messages)',
    run: async ({ message }) => {
      const doc = `mutation ($input: UpdateMessageFlagsInput!) {
        updateMessageFlags(input: $input) { __typename ... on UpdateMessageFlagsPayload { messages { messageId flags } } } }`;
      const input = { messages: [globalId('Message', message)], op: 'ADD', flag: 'STARRED' };
      const r = await w.as('hamlet').graphql(doc, { input });
      return r.data?.updateMessageFlags.messages.map((m: { flags: string[] }) => m.flags.includes('STARRED'));
    },
    expected: [true],
  },
];

let madeGroups = 0;
test.each(otherEntityCases)('$name takes global ids', async ({ run, expected }) => {
  const group = await w.createGroup('iago', `gid group ${++madeGroups}`, ['hamlet']);
  const message = await w.sendToChannel('hamlet', 'Denmark', 'gid', 'by global id');
  const answer = await run({ group, message });
  expect(answer).toEqual(expected === 'the message' ? [{ messageId: message }] : expected);
});
