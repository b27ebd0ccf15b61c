import { useWorld } from '../support/world.ts';
import { age, botNotices, edit, errorOf, fetchOne } from '../rest/message-edit.helpers.ts';

/** The GraphQL side of message editing and topics: the same domain, the same answers as REST. */
const w = useWorld();

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.realm.users[user]).graphql(query, variables);

const EDIT = `
  mutation ($input: EditMessageInput!) {
    editMessage(input: $input) {
      __typename
      ... on EditMessagePayload { editedMessage { messageId content topic channel { name } } }
      ... on MoveMessagesTimeLimitError { firstMessageIdAllowedToMove totalMessagesInTopic totalMessagesAllowedToMove }
      ... on ExpectationMismatchError { fieldName }
      ... on Error { code message }
    }
  }`;

/** The test's short names as EditMessageInput's fields. */
const editGql = async (user: string, vars: Record<string, unknown>) => {
  const { id, mode, old, new: notifyNew, sha, ...rest } = vars;
  const input = {
    ...rest,
    messageId: id,
    ...(mode === undefined ? {} : { propagateMode: mode }),
    ...(old === undefined ? {} : { sendNotificationToOldThread: old }),
    ...(notifyNew === undefined ? {} : { sendNotificationToNewThread: notifyNew }),
    ...(sha === undefined ? {} : { prevContentSha256: sha }),
  };
  return (await gql(user, EDIT, { input })).data?.editMessage as Record<string, unknown>;
};

describe('editMessage', () => {
  test('a content edit succeeds with the same state and events as REST', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'gql', 'before');
    w.ts.events.length = 0;
    expect(await editGql('hamlet', { id, content: 'after' })).toEqual({
      __typename: 'EditMessagePayload',
      editedMessage: { messageId: id, content: '<p>after</p>', topic: 'gql', channel: { name: 'Denmark' } },
    });
    expect((await fetchOne(w, 'othello', id)).content).toBe('after');
    expect(w.ts.events.filter((e) => e.event.type === 'update_message').map((e) => e.event.orig_content)).toEqual([
      'before',
      'before',
    ]);
  });

  test('a whole-topic move with the notices', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'gql topic', 'x');
    const r = await editGql('hamlet', { id, topic: 'gql topic 2', mode: 'CHANGE_ALL', old: true });
    expect(r).toEqual({
      __typename: 'EditMessagePayload',
      editedMessage: { messageId: id, content: '<p>x</p>', topic: 'gql topic 2', channel: { name: 'Denmark' } },
    });
    const me = `@_**King Hamlet|${w.realm.users.hamlet.id}**`;
    expect(await botNotices(w, 'hamlet', 'Denmark', 'gql topic 2')).toEqual([
      `This topic was moved here from #**Denmark>gql topic** by ${me}.`,
    ]);
    expect(await botNotices(w, 'hamlet', 'Denmark', 'gql topic')).toEqual([
      `This topic was moved to #**Denmark>gql topic 2** by ${me}.`,
    ]);
  });

  test('a new topic is stripped by the domain, the same through both transports', async () => {
    const viaGql = await w.sendToChannel('hamlet', 'Denmark', 'gql strip', 'x');
    const viaRest = await w.sendToChannel('hamlet', 'Denmark', 'rest strip', 'x');
    expect((await editGql('hamlet', { id: viaGql, topic: '  gql stripped \t' })).editedMessage).toMatchObject({
      topic: 'gql stripped',
    });
    await edit(w, 'hamlet', viaRest, { topic: '  rest stripped \t' });
    expect((await fetchOne(w, 'hamlet', viaRest)).subject).toBe('rest stripped');
  });

  test('errors are typed, with the REST code and message', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'gql err', 'x');
    const cases: Array<[string, Record<string, unknown>]> = [
      ['othello', { id, content: 'y' }],
      ['hamlet', { id }],
      ['hamlet', { id, content: 'y', channelId: w.realm.channels.Rome }],
      ['hamlet', { id, channelId: w.realm.channels['core team'] }],
      ['hamlet', { id, content: 'y', sha: 'nope' }],
      ['hamlet', { id: 999_999, content: 'y' }],
      ['hamlet', { id, channelId: -1 }],
    ];
    for (const [user, vars] of cases) {
      const rest = errorOf(
        await edit(w, user, vars.id as number, {
          content: vars.content as string | undefined,
          stream_id: vars.channelId as number | undefined,
          prev_content_sha256: vars.sha as string | undefined,
        }),
      );
      const answer = await editGql(user, vars);
      expect({ code: answer.code, message: answer.message }).toEqual({ code: rest.code, message: rest.msg });
      // The type says what kind of refusal it is (mutation-errors.test.ts); mismatches carry their field.
      expect(answer.__typename).toMatch(rest.code === 'EXPECTATION_MISMATCH' ? /^ExpectationMismatchError$/ : /Error$/);
    }
  });

  test('the time-limit error is typed, with its three fields', async () => {
    const old = await w.sendToChannel('hamlet', 'Denmark', 'gql aging', 'old');
    const young = await w.sendToChannel('hamlet', 'Denmark', 'gql aging', 'young');
    await age(w, [old], 30 * 86400);
    expect(await editGql('hamlet', { id: young, topic: 'gql aged', mode: 'CHANGE_ALL' })).toEqual({
      __typename: 'MoveMessagesTimeLimitError',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      message: 'You only have permission to move the 1/2 most recent messages in this topic.',
      firstMessageIdAllowedToMove: young,
      totalMessagesInTopic: 2,
      totalMessagesAllowedToMove: 1,
    });
    expect((await editGql('hamlet', { id: young, topic: 'gql aged', mode: 'CHANGE_LATER' })).__typename).toBe(
      'EditMessagePayload',
    );
  });
});
