import { watchState } from '../support/event-state.ts';
import { useWorld } from '../support/world.ts';

/**
 * A channel's `first_message_id` and its `stream` update event, where Zulip
 * sends one (check_update_first_message_id, called by every deletion):
 * deleting a topic that holds the first message, deleting the first message
 * alone; and where it sends none: moving the first message to another
 * channel (do_update_message leaves both channels' first_message_id as is).
 */
const as = (user: string) => w.as(user);
const prisma = () => w.prisma();

async function channel(name: string): Promise<number> {
  expect(
    (
      await as('iago').post('/users/me/subscriptions', {
        subscriptions: JSON.stringify([{ name }]),
        principals: JSON.stringify([w.realm.users.hamlet.id]),
      })
    ).status,
  ).toBe(200);
  return (await prisma().stream.findFirstOrThrow({ where: { realmId: w.realm.realmId, name } })).id;
}
const send = (to: string, topic: string) => w.sendToChannel('iago', to, topic, 'x');
const firstOf = async (id: number) => (await prisma().stream.findUniqueOrThrow({ where: { id } })).firstMessageId;
const firstEvents = () =>
  w.ts.events.filter((e) => e.event.type === 'stream' && e.event.property === 'first_message_id').map((e) => e.event);

const w = useWorld();

beforeEach(() => {
  w.ts.events.length = 0;
});

test('deleting the topic of the first message: the next oldest becomes first, announced before the deletion; register agrees', async () => {
  const id = await channel('Wittenberg');
  // The first message is the Notification Bot's, in "channel events".
  const first = (await firstOf(id)) ?? 0;
  const next = await send('Wittenberg', 'new');
  const watch = await watchState(as('hamlet'), ['stream']);
  w.ts.events.length = 0;
  const r = await as('iago').post(`/streams/${id}/delete_topic`, { topic_name: 'channel events' });
  expect(r.body).toMatchObject({ result: 'success', complete: true });
  expect(firstEvents()).toEqual([
    { type: 'stream', op: 'update', property: 'first_message_id', value: next, stream_id: id, name: 'Wittenberg' },
  ]);
  expect(w.ts.events.findIndex((e) => e.event.type === 'stream')).toBeLessThan(
    w.ts.events.findIndex((e) => e.event.type === 'delete_message'),
  );
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  expect(await firstOf(id)).toBe(next);
  expect(first).toBeLessThan(next);
});

test('deleting a topic without the first message changes nothing', async () => {
  const id = await channel('Padua');
  const first = await firstOf(id);
  await send('Padua', 'keep');
  await send('Padua', 'drop');
  w.ts.events.length = 0;
  expect((await as('iago').post(`/streams/${id}/delete_topic`, { topic_name: 'drop' })).status).toBe(200);
  expect(firstEvents()).toEqual([]);
  expect(await firstOf(id)).toBe(first);
});

test('moving the first message to another channel sends no first_message_id event, as in Zulip', async () => {
  const from = await channel('Mantua');
  const to = await channel('Milan');
  // Each channel's first message is the Notification Bot's; Mantua's is older than Milan's.
  const first = (await firstOf(from)) ?? 0;
  const milans = (await firstOf(to)) ?? 0;
  await send('Mantua', 'stay');
  w.ts.events.length = 0;
  const r = await as('iago').patch(`/messages/${first}`, { stream_id: to, propagate_mode: 'change_one' });
  expect(r.status).toBe(200);
  expect(firstEvents()).toEqual([]);
  expect(await firstOf(from)).toBe(first);
  expect(await firstOf(to)).toBe(milans);
  expect(milans).toBeGreaterThan(first);
});
