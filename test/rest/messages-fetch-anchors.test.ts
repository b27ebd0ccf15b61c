import { useWorld } from '../support/world.ts';
import { fetchIds, fetchOk, narrow, setChannelMuted, setFlag, setTopicPolicy } from './messages-fetch.helpers.ts';

const NEWEST = 10_000_000_000_000_000;

/** Ten messages from othello in Scotland > "window", oldest first. */
let m: number[];
/** A Scotland message in another topic, between m[4] and m[5]. */
let elsewhere: number;

const w = useWorld();

beforeAll(async () => {
  m = [];
  for (let i = 0; i < 10; i++) {
    if (i === 5) elsewhere = await w.sendToChannel('othello', 'Scotland', 'other', 'not in the window');
    m.push(await w.sendToChannel('othello', 'Scotland', 'window', `message ${i}`));
    w.ts.clock.advance(1000);
  }
});

const hamlet = () => w.as('hamlet');
const inWindow = narrow(['channel', 'Scotland'], ['topic', 'window']);
const page = (params: Record<string, unknown>) => fetchOk(hamlet(), { narrow: inWindow, ...params } as never);

describe('anchor window (§2.4)', () => {
  test.each([
    [
      'newest, 3 before',
      { anchor: 'newest', num_before: 3 },
      [7, 8, 9],
      { found_anchor: false, found_oldest: false, found_newest: true, anchor: NEWEST },
    ],
    [
      'newest, 20 before',
      { anchor: 'newest', num_before: 20 },
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      { found_oldest: true, found_newest: true },
    ],
    [
      'newest with num_after only',
      { anchor: 'newest', num_after: 5 },
      [],
      { found_anchor: false, found_oldest: false, found_newest: true },
    ],
    [
      'oldest, 3 after',
      { anchor: 'oldest', num_after: 3 },
      [0, 1, 2],
      { found_anchor: false, found_oldest: true, found_newest: false, anchor: 0 },
    ],
    [
      'oldest, 20 after',
      { anchor: 'oldest', num_after: 20 },
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      { found_oldest: true, found_newest: true },
    ],
    [
      'oldest, nothing asked',
      { anchor: 'oldest' },
      [],
      { found_anchor: false, found_oldest: true, found_newest: false },
    ],
  ])('%s', async (_name, params, want, flags) => {
    const body = await page(params);
    expect(body.messages.map((x) => x.id)).toEqual(want.map((i) => m[i]));
    expect(body).toMatchObject({ history_limited: false, ...flags });
  });

  test('an integer anchor in the middle returns both sides and the anchor', async () => {
    const body = await page({ anchor: m[5], num_before: 2, num_after: 2 });
    expect(body.messages.map((x) => x.id)).toEqual(m.slice(3, 8));
    expect(body).toMatchObject({ anchor: m[5], found_anchor: true, found_oldest: false, found_newest: false });
    const wide = await page({ anchor: m[5], num_before: 10, num_after: 10 });
    expect(wide).toMatchObject({ found_anchor: true, found_oldest: true, found_newest: true });
    expect(wide.messages).toHaveLength(10);
  });

  test('num_after=0 with an integer anchor never claims found_newest, even at the newest message', async () => {
    const body = await page({ anchor: m[9], num_before: 2, num_after: 0 });
    expect(body.messages.map((x) => x.id)).toEqual(m.slice(7, 10));
    expect(body).toMatchObject({ found_anchor: true, found_oldest: false, found_newest: false });
    const one = await page({ anchor: m[9], num_after: 1 });
    expect(one).toMatchObject({ found_anchor: true, found_newest: true });
  });

  test('with num_before = num_after = 0 only the anchor itself can come back', async () => {
    expect(await page({ anchor: m[4] })).toMatchObject({
      messages: [expect.objectContaining({ id: m[4] })],
      found_anchor: true,
      found_oldest: false,
      found_newest: false,
    });
    // Zulip then looks the anchor up even when include_anchor is false.
    expect((await page({ anchor: m[4], include_anchor: false })).messages.map((x) => x.id)).toEqual([m[4]]);
    expect(await page({ anchor: elsewhere })).toMatchObject({ messages: [], found_anchor: false });
  });

  test('include_anchor=false drops the anchor at either end', async () => {
    const before = await page({ anchor: m[5], num_before: 3, include_anchor: false });
    expect(before.messages.map((x) => x.id)).toEqual(m.slice(2, 5));
    expect(before).toMatchObject({ found_anchor: false, found_oldest: false, found_newest: false });
    const after = await page({ anchor: m[5], num_after: 3, include_anchor: false });
    expect(after.messages.map((x) => x.id)).toEqual(m.slice(6, 9));
    expect(after.found_anchor).toBe(false);
  });

  test('an anchor that does not match the narrow is not found, and the window forms around it', async () => {
    const body = await page({ anchor: elsewhere, num_before: 2, num_after: 2 });
    expect(body.messages.map((x) => x.id)).toEqual([m[3], m[4], m[5], m[6]]);
    expect(body).toMatchObject({ anchor: elsewhere, found_anchor: false, found_oldest: false, found_newest: false });
  });

  test.each([
    ['-5', 0],
    ['-99999999999999999999999', 0],
    ['99999999999999999999', NEWEST],
    ['10000000000000001', NEWEST],
  ])('integer anchor %s is clamped to %d', async (anchor, want) => {
    const body = await page({ anchor, num_before: 1, num_after: 1 });
    expect(body.anchor).toBe(want);
    expect(body.messages.map((x) => x.id)).toEqual(want === 0 ? [m[0]] : [m[9]]);
    expect(want === 0 ? body.found_oldest : body.found_newest).toBe(true);
  });

  test('integer anchors are read as Python int() reads them', async () => {
    for (const spelled of [` ${m[2]} `, `+${m[2]}`, `\t${m[2]}\n`]) {
      expect((await page({ anchor: spelled })).anchor).toBe(m[2]);
    }
    const withUnderscore = String(m[2]).length > 1 ? `${String(m[2])[0]}_${String(m[2]).slice(1)}` : String(m[2]);
    expect((await page({ anchor: withUnderscore })).anchor).toBe(m[2]);
    // Arabic-Indic digits are decimal digits to Python too.
    const arabic = String(m[2]).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect((await page({ anchor: arabic })).anchor).toBe(m[2]);
  });

  test('messages come back in id order and every one validates', async () => {
    const body = await page({ anchor: m[5], num_before: 5, num_after: 4 });
    const ids = body.messages.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(m);
  });
});

describe('first_unread', () => {
  test('resolves to the oldest unread message of the narrow, and is echoed as anchor', async () => {
    const c = hamlet();
    await setFlag(c, 'add', 'read', m.slice(0, 3));
    const body = await page({ anchor: 'first_unread', num_before: 1, num_after: 1 });
    expect(body.anchor).toBe(m[3]);
    expect(body.messages.map((x) => x.id)).toEqual([m[2], m[3], m[4]]);
    expect(body.messages.map((x) => x.flags)).toEqual([['read'], [], []]);
    // The deprecated use_first_unread_anchor wins over any anchor given with it.
    const legacy = await page({ use_first_unread_anchor: true, anchor: 'newest', num_after: 1 });
    expect(legacy.anchor).toBe(m[3]);
  });

  test('with nothing unread the anchor is "newest"', async () => {
    const c = w.as('prospero');
    await setFlag(c, 'add', 'read', [...m, elsewhere]);
    const body = await fetchOk(c, { narrow: inWindow, anchor: 'first_unread', num_before: 2, num_after: 2 });
    expect(body).toMatchObject({ anchor: NEWEST, found_newest: true, found_anchor: false });
    expect(body.messages.map((x) => x.id)).toEqual([m[8], m[9]]);
  });

  test('skips muted topics, and muted channels unless a channel is named', async () => {
    const denmark = await w.sendToChannel('iago', 'Denmark', 'd', 'in Denmark');
    const scotlandNew = await w.sendToChannel('iago', 'Scotland', 'fresh', 'in Scotland');
    const h = w.realm.users.hamlet.id;
    await setFlag(hamlet(), 'add', 'read', [...m, elsewhere]);
    expect((await fetchOk(hamlet(), { anchor: 'first_unread' })).anchor).toBe(denmark);

    await setTopicPolicy(w.ts, h, w.realm.channels.Denmark, 'D', 1);
    expect((await fetchOk(hamlet(), { anchor: 'first_unread' })).anchor).toBe(scotlandNew);
    expect((await fetchOk(hamlet(), { anchor: 'first_unread', narrow: narrow(['channel', 'Denmark']) })).anchor).toBe(
      NEWEST,
    );

    await setChannelMuted(w.ts, h, w.realm.channels.Scotland, true);
    expect((await fetchOk(hamlet(), { anchor: 'first_unread' })).anchor).toBe(NEWEST);
    // Within the muted channel itself, channel muting does not apply.
    expect((await fetchOk(hamlet(), { anchor: 'first_unread', narrow: narrow(['channel', 'Scotland']) })).anchor).toBe(
      scotlandNew,
    );
    // An unmuted topic in a muted channel counts again in the combined feed.
    await setTopicPolicy(w.ts, h, w.realm.channels.Scotland, 'FRESH', 2);
    expect((await fetchOk(hamlet(), { anchor: 'first_unread' })).anchor).toBe(scotlandNew);
    await setChannelMuted(w.ts, h, w.realm.channels.Scotland, false);
  });

  test('the combined feed pages backwards from newest', async () => {
    const ids = await fetchIds(hamlet(), { anchor: 'newest', num_before: 3 });
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
