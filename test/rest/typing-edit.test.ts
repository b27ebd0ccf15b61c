import { type DemoRealm } from '../support/server.ts';
import { useWorld } from '../support/world.ts';
import { queueHelpers } from './typing.helpers.ts';

let h: ReturnType<typeof queueHelpers>;

const w = useWorld({ queues: { heartbeatMs: () => 200 } });

beforeAll(async () => {
  h = queueHelpers(w.ts, () => w.realm);
});

const send = (name: string, params: Record<string, string | number[]>) => w.send(name, params);

const id = (name: keyof DemoRealm['users']) => w.realm.users[name].id;

test('editing a channel message: subscribers hear of it, with the stored topic', async () => {
  const msg = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'plans', content: 'draft' });
  const [qo, qh, qp] = [await h.register('othello'), await h.register('hamlet'), await h.register('prospero')];
  const r = await h.as('hamlet').post(`/messages/${msg}/typing`, { op: 'start' });
  expect(r.body).toEqual({ result: 'success', msg: '' });
  const expected = {
    type: 'typing_edit_message',
    op: 'start',
    sender_id: id('hamlet'),
    message_id: msg,
    recipient: { type: 'channel', channel_id: w.realm.channels.Denmark, topic: 'plans' },
  };
  expect(await h.eventsOf('othello', qo)).toEqual([expected]);
  expect(await h.eventsOf('hamlet', qh)).toEqual([expected]);
  expect(await h.eventsOf('prospero', qp)).toEqual([]);
});

test('editing a direct message: the participants who receive typing notifications, listed in the event', async () => {
  await h.setUserSetting('cordelia', 'receives_typing_notifications', false);
  const msg = await send('hamlet', { type: 'direct', to: [id('othello'), id('cordelia')], content: 'hi both' });
  const [qo, qc] = [await h.register('othello'), await h.register('cordelia')];
  expect((await h.as('hamlet').post(`/messages/${msg}/typing`, { op: 'stop' })).status).toBe(200);
  const userIds = [id('hamlet'), id('cordelia'), id('othello')]
    .filter((x) => x !== id('cordelia'))
    .sort((a, b) => a - b);
  expect(await h.eventsOf('othello', qo)).toEqual([
    {
      type: 'typing_edit_message',
      op: 'stop',
      sender_id: id('hamlet'),
      message_id: msg,
      recipient: { type: 'direct', user_ids: userIds },
    },
  ]);
  expect(await h.eventsOf('cordelia', qc)).toEqual([]);
  await h.setUserSetting('cordelia', 'receives_typing_notifications', true);
});

test('a one-to-one direct message lists the editor first, then the other user', async () => {
  const msg = await send('hamlet', { type: 'direct', to: [id('iago')], content: 'psst' });
  const qi = await h.register('iago');
  expect((await h.as('hamlet').post(`/messages/${msg}/typing`, { op: 'start' })).status).toBe(200);
  expect((await h.eventsOf('iago', qi))[0].recipient).toEqual({ type: 'direct', user_ids: [id('hamlet'), id('iago')] });
});

describe('errors', () => {
  test.each<[string, string, Record<string, string>, string]>([
    ['op missing', 'hamlet', {}, "Missing 'op' argument"],
    ['op invalid', 'hamlet', { op: 'begin' }, 'Invalid op'],
    ['not the sender', 'othello', { op: 'start' }, "You don't have permission to edit this message"],
  ])('%s', async (_name, user, params, msg) => {
    const m = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'e', content: 'x' });
    const before = w.ts.events.length;
    const r = await h.as(user).post(`/messages/${m}/typing`, params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg });
    expect(w.ts.events.length).toBe(before);
  });

  test('a message one cannot see is "Invalid message(s)", as is one that does not exist', async () => {
    const secret = await send('iago', { type: 'stream', to: 'core team', topic: 'x', content: 'secret' });
    for (const m of [secret, 999999, 2 ** 40]) {
      const r = await h.as('hamlet').post(`/messages/${m}/typing`, { op: 'start' });
      expect(r.body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
    }
  });

  test('the edit time limit applies with no grace period', async () => {
    const m = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'late', content: 'x' });
    w.ts.clock.advance(600_000);
    expect((await h.as('hamlet').post(`/messages/${m}/typing`, { op: 'start' })).status).toBe(200);
    w.ts.clock.advance(1_000);
    const r = await h.as('hamlet').post(`/messages/${m}/typing`, { op: 'start' });
    expect(r.body).toEqual({
      result: 'error',
      msg: 'The time limit for editing this message has passed',
      code: 'BAD_REQUEST',
    });
  });

  test('editing turned off for the organization', async () => {
    const m = await send('hamlet', { type: 'stream', to: 'Denmark', topic: 'off', content: 'x' });
    expect((await h.as('iago').patch('/realm', { allow_message_editing: false })).status).toBe(200);
    const r = await h.as('hamlet').post(`/messages/${m}/typing`, { op: 'start' });
    expect(r.body).toEqual({
      result: 'error',
      msg: 'Your organization has turned off message editing',
      code: 'BAD_REQUEST',
    });
    expect((await h.as('iago').patch('/realm', { allow_message_editing: true })).status).toBe(200);
  });

  test('typing notifications turned off for the kind of conversation', async () => {
    const ch = await send('zoe', { type: 'stream', to: 'Verona', topic: 'z', content: 'x' });
    const dm = await send('zoe', { type: 'direct', to: [id('hamlet')], content: 'x' });
    await h.setUserSetting('zoe', 'send_stream_typing_notifications', false);
    await h.setUserSetting('zoe', 'send_private_typing_notifications', false);
    expect((await h.as('zoe').post(`/messages/${ch}/typing`, { op: 'start' })).body.msg).toBe(
      'User has disabled typing notifications for channel messages',
    );
    expect((await h.as('zoe').post(`/messages/${dm}/typing`, { op: 'start' })).body.msg).toBe(
      'User has disabled typing notifications for direct messages',
    );
  });
});
