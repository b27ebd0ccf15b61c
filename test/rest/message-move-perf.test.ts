import { useWorld } from '../support/world.ts';
import { bulkInsertTopic, edit } from './message-edit.helpers.ts';

/**
 * Moving and resolving a topic of 1,000 messages. The times are printed for
 * the report, never asserted (speed goals live in bench/); what is asserted
 * is that every message moved and that the work was set-based.
 */
const w = useWorld();

const countIn = async (topic: string) =>
  (
    await w.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM message WHERE recipient_id = (SELECT recipient_id FROM stream WHERE id = $1) AND subject = $2`,
      [w.realm.channels.Denmark, topic],
    )
  )[0].n;

test('a 1,000-message topic: rename (change_all), resolve, and move to another channel', async () => {
  // Warm up once (the Notification Bot is created, the renderer's first use) so the figures are steady-state.
  const [warm] = await bulkInsertTopic(w, 'hamlet', 'Denmark', 'warm up', 1);
  expect((await edit(w, 'hamlet', warm, { topic: 'warmed up', propagate_mode: 'change_all' })).status).toBe(200);
  const ids = await bulkInsertTopic(w, 'hamlet', 'Denmark', 'big topic', 1000);
  const target = ids[ids.length - 1];
  const timings: Record<string, number> = {};
  const timed = async (name: string, params: Record<string, unknown>) => {
    w.ts.events.length = 0;
    const start = performance.now();
    const r = await edit(w, 'hamlet', target, params as Record<string, string>);
    timings[name] = Math.round(performance.now() - start);
    expect(r.status).toBe(200);
  };

  await timed('rename', {
    topic: 'big topic renamed',
    propagate_mode: 'change_all',
    send_notification_to_old_thread: true,
  });
  expect(await countIn('big topic renamed')).toBe(1001);
  expect(w.eventsOfType('update_message')[0].event.message_ids).toHaveLength(1000);

  await timed('resolve', { topic: '✔ big topic renamed', propagate_mode: 'change_all' });
  expect(await countIn('✔ big topic renamed')).toBe(1002);

  await timed('unresolve (undo)', { topic: 'big topic renamed', propagate_mode: 'change_all' });
  expect(await countIn('big topic renamed')).toBe(1001);

  await timed('move to Rome', { stream_id: w.realm.channels.Rome, propagate_mode: 'change_all' });
  expect(w.eventsOfType('update_message')[0].event.message_ids).toHaveLength(1001);
  const [{ n }] = await w.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM message WHERE recipient_id = (SELECT recipient_id FROM stream WHERE id = $1)`,
    [w.realm.channels.Rome],
  );
  expect(n).toBe(1002);
  // Cordelia (in Denmark, not in Rome) lost her rows for all of them in one statement.
  const [{ rows }] = await w.sql<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM user_message WHERE user_id = $1 AND message_id = ANY($2::int[])`,
    [w.realm.users.cordelia.id, ids],
  );
  expect(rows).toBe(0);

  const db = process.env.ZIRCON_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`1,000-message topic on ${db} (ms, whole HTTP request): ${JSON.stringify(timings)}`);
});
