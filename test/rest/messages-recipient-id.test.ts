import { useWorld } from '../support/world.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/**
 * recipient_id as each viewer sees it (Zulip feature level 327,
 * MessageDict.finalize_payload's is_incoming_1_to_1): the receiver of a
 * one-to-one direct message sees the sender's personal recipient, the
 * conversation as they would address it; the sender, notes to self, groups
 * and channels keep the message's own. Alike in message events, GET /messages
 * and GET /messages/{id}. (GraphQL's Message has no recipient id: it shows
 * `recipients`, the same for every viewer.)
 */
const w = useWorld();
const personal: Record<string, number> = {};

/** recipient_id of message `id` as `user` reads it, by GET /messages/{id} and GET /messages. */
async function seenBy(user: string, id: number): Promise<number> {
  const single = await w.as(user).get(`/messages/${id}`);
  expect(expectMatchesOpenApi('GET', '/messages/{message_id}', 200, single.body)).toBe(true);
  const page = await w.as(user).get('/messages', { anchor: id, num_before: 0, num_after: 0 });
  expect(expectMatchesOpenApi('GET', '/messages', 200, page.body)).toBe(true);
  const fromSingle = (single.body.message as { recipient_id: number }).recipient_id;
  expect((page.body.messages as Array<{ recipient_id: number }>).map((m) => m.recipient_id)).toEqual([fromSingle]);
  return fromSingle;
}

beforeAll(async () => {
  // A note to self is addressed to the user's own personal recipient, whoever reads it.
  for (const name of ['hamlet', 'othello']) {
    const id = await w.send(name, {
      type: 'direct',
      to: JSON.stringify([w.realm.users[name].id]),
      content: 'note to self',
    });
    personal[name] = await seenBy(name, id);
  }
  expect(personal.hamlet).not.toBe(personal.othello);
});

test("a one-to-one message: the receiver sees the sender's recipient, the sender the receiver's, in events and fetches", async () => {
  const queues = {
    hamlet: await watchState(w.as('hamlet'), ['message']),
    othello: await watchState(w.as('othello'), ['message']),
  };
  const id = await w.send('hamlet', {
    type: 'direct',
    to: JSON.stringify([w.realm.users.othello.id]),
    content: 'to othello',
  });
  const expected = { hamlet: personal.othello, othello: personal.hamlet };
  expect({ hamlet: await seenBy('hamlet', id), othello: await seenBy('othello', id) }).toEqual(expected);
  for (const name of ['hamlet', 'othello'] as const) {
    const { applied, fresh, events } = await queues[name].compare();
    expect(applied).toEqual(fresh);
    const ev = events.find((e) => e.type === 'message' && e.message.id === id);
    expect({ name, recipient_id: ev?.message.recipient_id }).toEqual({ name, recipient_id: expected[name] });
  }
});

test('notes to self, group direct messages and channel messages have one recipient_id for every reader', async () => {
  const note = await w.send('hamlet', {
    type: 'direct',
    to: JSON.stringify([w.realm.users.hamlet.id]),
    content: 'again',
  });
  expect(await seenBy('hamlet', note)).toBe(personal.hamlet);
  const group = await w.send('hamlet', {
    type: 'direct',
    to: JSON.stringify([w.realm.users.othello.id, w.realm.users.iago.id]),
    content: 'all',
  });
  const groupIds = await Promise.all(['hamlet', 'othello', 'iago'].map((u) => seenBy(u, group)));
  expect(new Set(groupIds).size).toBe(1);
  expect([personal.hamlet, personal.othello]).not.toContain(groupIds[0]);
  const channel = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'ids', content: 'hi' });
  const channelIds = await Promise.all(['hamlet', 'othello'].map((u) => seenBy(u, channel)));
  expect(channelIds[0]).toBe(channelIds[1]);
});
