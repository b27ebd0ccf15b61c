import { useWorld } from '../support/world.ts';
import { createChannel, fetchIds, fetchOk, narrow, sql } from './messages-fetch.helpers.ts';

const w = useWorld();

const as = (name: string) => w.as(name);
const page = (name: string, n: unknown[] | null) =>
  fetchOk(as(name), { anchor: 'oldest', num_after: 100, ...(n === null ? {} : { narrow: n }) });
const flagsOf = async (name: string, n: unknown[] | null) =>
  Object.fromEntries((await page(name, n)).messages.map((m) => [m.id, m.flags]));

async function subscribe(who: string, channel: string, by = who): Promise<void> {
  const r = await as(by).post('/users/me/subscriptions', {
    subscriptions: [{ name: channel }],
    ...(by === who ? {} : { principals: [w.realm.users[who].id] }),
  });
  expect(r.status).toBe(200);
}

/** The Notification Bot's first message in a channel the test created (its first_message_id). */
async function notice(channel: string): Promise<number> {
  const [row] = await sql<{ id: number }>(w.ts, 'SELECT first_message_id AS id FROM stream WHERE name = $1', [channel]);
  return row.id;
}

async function unsubscribe(who: string, channel: string): Promise<void> {
  const r = await as(who).delete('/users/me/subscriptions', { subscriptions: [channel] });
  expect(r.status).toBe(200);
}

describe('public channels', () => {
  test('a member sees messages from before subscribing, flagged read + historical', async () => {
    await createChannel(w.ts, as('cordelia'), 'history test');
    const before = await w.sendToChannel('cordelia', 'history test', 't', 'before hamlet');
    await subscribe('hamlet', 'history test');
    const after = await w.sendToChannel('cordelia', 'history test', 't', 'hi @**King Hamlet**');
    const first = await notice('history test');
    expect(await flagsOf('hamlet', narrow(['channel', 'history test']))).toEqual({
      [first]: ['read', 'historical'],
      [before]: ['read', 'historical'],
      [after]: ['mentioned'],
    });
    // Without a channel term only received messages count.
    const feed = await fetchIds(as('hamlet'), { anchor: 'oldest', num_after: 1000 });
    expect(feed).toContain(after);
    expect(feed).not.toContain(before);
    // Any is: term other than is:resolved turns history off.
    expect(
      await fetchIds(as('hamlet'), {
        anchor: 'oldest',
        num_after: 10,
        narrow: narrow(['channel', 'history test'], ['is', 'unread']),
      }),
    ).toEqual([after]);
    expect(
      await fetchIds(as('hamlet'), {
        anchor: 'oldest',
        num_after: 10,
        narrow: narrow(['channel', 'history test'], ['is', 'resolved', true]),
      }),
    ).toEqual([first, before, after]);
    // A negated channel term never brings history in.
    const negated = await fetchIds(as('hamlet'), {
      anchor: 'oldest',
      num_after: 1000,
      narrow: narrow(['channel', 'Verona', true]),
    });
    expect(negated).toContain(after);
    expect(negated).not.toContain(before);
  });

  test('channels:public searches every public channel’s history for members', async () => {
    const venice = await w.sendToChannel('cordelia', 'Venice', 'canal', 'gondola');
    expect(await flagsOf('hamlet', narrow(['channel', 'Venice']))).toEqual({ [venice]: ['read', 'historical'] });
    expect(await fetchIds(as('hamlet'), { anchor: venice, narrow: narrow(['channels', 'public']) })).toEqual([venice]);
    expect(await fetchIds(as('hamlet'), { anchor: venice, narrow: narrow(['channels', 'web-public']) })).toEqual([]);
  });

  test('the last channel term decides', async () => {
    const venice = await w.sendToChannel('cordelia', 'Venice', 'x', 'second');
    expect(
      await fetchIds(as('hamlet'), { anchor: venice, narrow: narrow(['channel', 'core team'], ['channel', 'Venice']) }),
    ).toEqual([]);
    expect(
      await fetchIds(as('hamlet'), { anchor: venice, narrow: narrow(['channel', 'Venice'], ['channel', 'Venice']) }),
    ).toEqual([venice]);
  });
});

describe('private channels', () => {
  test('protected history: only messages received while subscribed', async () => {
    await createChannel(w.ts, as('iago'), 'vault', { inviteOnly: true, historyPublic: false });
    const early = await w.sendToChannel('iago', 'vault', 't', 'before hamlet');
    await subscribe('hamlet', 'vault', 'iago');
    const late = await w.sendToChannel('iago', 'vault', 't', 'after hamlet');
    expect(
      await fetchIds(as('hamlet'), { anchor: 'oldest', num_after: 10, narrow: narrow(['channel', 'vault']) }),
    ).toEqual([late]);
    expect(await fetchIds(as('hamlet'), { anchor: early, narrow: narrow(['id', early]) })).toEqual([]);
    expect(
      await fetchIds(as('iago'), { anchor: 'oldest', num_after: 10, narrow: narrow(['channel', 'vault']) }),
    ).toEqual([await notice('vault'), early, late]);
  });

  test('shared history: everything once subscribed; nothing after leaving', async () => {
    await createChannel(w.ts, as('iago'), 'archive', { inviteOnly: true, historyPublic: true });
    const early = await w.sendToChannel('iago', 'archive', 't', 'before hamlet');
    await subscribe('hamlet', 'archive', 'iago');
    const late = await w.sendToChannel('iago', 'archive', 't', 'after hamlet');
    expect(await flagsOf('hamlet', narrow(['channel', 'archive']))).toEqual({
      [await notice('archive')]: ['read', 'historical'],
      [early]: ['read', 'historical'],
      [late]: [],
    });
    // Cordelia is not subscribed: she sees nothing, not even with channels:public.
    expect(
      await fetchIds(as('cordelia'), { anchor: 'oldest', num_after: 10, narrow: narrow(['channel', 'archive']) }),
    ).toEqual([]);
    expect(await fetchIds(as('cordelia'), { anchor: late, narrow: narrow(['channels', 'public']) })).toEqual([]);
    // Leftover UserMessage rows do not keep access once unsubscribed.
    await unsubscribe('hamlet', 'archive');
    expect(
      await fetchIds(as('hamlet'), { anchor: 'oldest', num_after: 10, narrow: narrow(['channel', 'archive']) }),
    ).toEqual([]);
    expect(await fetchIds(as('hamlet'), { anchor: late, narrow: narrow(['id', late]) })).toEqual([]);
    expect(await fetchIds(as('hamlet'), { anchor: 'oldest', num_after: 1000 })).not.toContain(late);
  });

  test('members of can_subscribe_group read shared history without subscribing', async () => {
    const channelId = await createChannel(w.ts, as('iago'), 'open door', { inviteOnly: true, historyPublic: true });
    const msg = await w.sendToChannel('iago', 'open door', 't', 'come in');
    expect(await fetchIds(as('hamlet'), { anchor: msg, narrow: narrow(['channel', 'open door']) })).toEqual([]);
    const [members] = await sql<{ id: number }>(
      w.ts,
      `SELECT id FROM user_group WHERE realm_id = $1 AND name = 'role:members'`,
      [w.realm.realmId],
    );
    await sql(w.ts, `UPDATE stream SET can_subscribe_group_id = $1 WHERE id = $2`, [members.id, channelId]);
    expect(await flagsOf('hamlet', narrow(['channel', 'open door']))).toEqual({
      [await notice('open door')]: ['read', 'historical'],
      [msg]: ['read', 'historical'],
    });
    // Guests never get access through groups.
    expect(await fetchIds(as('polonius'), { anchor: msg, narrow: narrow(['channel', 'open door']) })).toEqual([]);
  });
});

describe('guests', () => {
  test('see history only of channels they are subscribed to (or web-public ones)', async () => {
    const verona = await w.sendToChannel('iago', 'Verona', 'guests', 'polonius is here');
    const denmark = await w.sendToChannel('iago', 'Denmark', 'guests', 'polonius is not here');
    await sql(w.ts, `DELETE FROM user_message WHERE user_id = $1 AND message_id = $2`, [
      w.realm.users.polonius.id,
      verona,
    ]);
    // Subscribed to Verona: the history is visible even without a UserMessage row.
    expect(await flagsOf('polonius', narrow(['channel', 'Verona'], ['topic', 'guests']))).toEqual({
      [verona]: ['read', 'historical'],
    });
    expect(await fetchIds(as('polonius'), { anchor: denmark, narrow: narrow(['channel', 'Denmark']) })).toEqual([]);
    expect(await fetchIds(as('polonius'), { anchor: denmark, narrow: narrow(['channels', 'public']) })).toEqual([]);
    await sql(w.ts, `UPDATE stream SET is_web_public = true WHERE id = $1`, [w.realm.channels.Denmark]);
    expect(await flagsOf('polonius', narrow(['channel', 'Denmark'], ['topic', 'guests']))).toEqual({
      [denmark]: ['read', 'historical'],
    });
    await sql(w.ts, `UPDATE stream SET is_web_public = false WHERE id = $1`, [w.realm.channels.Denmark]);
  });

  test('lose access to a public channel’s messages when they leave it', async () => {
    const msg = await w.sendToChannel('iago', 'Verona', 'leaving', 'bye polonius');
    expect(await fetchIds(as('polonius'), { anchor: msg })).toEqual([msg]);
    await unsubscribe('polonius', 'Verona');
    expect(await fetchIds(as('polonius'), { anchor: msg })).toEqual([]);
    // A member who leaves keeps seeing a public channel.
    await unsubscribe('aaron', 'Verona');
    expect(await fetchIds(as('aaron'), { anchor: msg })).toEqual([msg]);
  });
});
