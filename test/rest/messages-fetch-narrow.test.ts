import { useWorld } from '../support/world.ts';
import {
  fetchIds,
  fetchOk,
  narrow,
  setChannelMuted,
  setFlag,
  setTopicPolicy,
  sql,
  type Params,
} from './messages-fetch.helpers.ts';

const id: Record<string, number> = {};
let u: Record<string, number>;

const w = useWorld();

beforeAll(async () => {
  u = Object.fromEntries(Object.entries(w.realm.users).map(([k, v]) => [k, v.id]));
  id.v1 = await w.sendToChannel('iago', 'Verona', 'lunch', 'Lunch at noon');
  id.v2 = await w.sendToChannel('othello', 'Verona', 'LUNCH', 'count me in @**King Hamlet**');
  id.v3 = await w.sendToChannel('cordelia', 'Verona', 'dinner', 'see https://example.com');
  id.d1 = await w.sendToChannel('iago', 'Denmark', 'castle', 'the castle');
  id.d2 = await w.sendToChannel('othello', 'Denmark', 'castle', 'hear ye @**all**');
  id.s1 = await w.sendToChannel('othello', 'Scotland', '✔ resolved thing', 'done');
  id.s2 = await w.sendToChannel('hamlet', 'Scotland', 'plans', 'my plan');
  id.r1 = await w.sendToChannel('iago', 'Rome', 'forum', 'in Rome');
  id.r2 = await w.sendToChannel('iago', 'Rome', 'colosseum', 'lions');
  id.vn1 = await w.sendToChannel('cordelia', 'Venice', 'canal', 'gondola');
  id.ct1 = await w.sendToChannel('iago', 'core team', 'secret', 'private plans');
  id.pm1 = await w.sendDirect('hamlet', [u.othello], 'hi othello');
  id.pm2 = await w.sendDirect('othello', [u.hamlet], 'hi hamlet');
  id.pm3 = await w.sendDirect('hamlet', [u.hamlet], 'note to self');
  id.g1 = await w.sendDirect('hamlet', [u.othello, u.iago], 'group hello');
  id.g2 = await w.sendDirect('iago', [u.hamlet, u.cordelia], 'another group');
  id.g3 = await w.sendDirect('othello', [u.iago, u.cordelia], 'without hamlet');
  id.pmx = await w.sendDirect('iago', [u.cordelia], 'not for hamlet');
});

const hamlet = () => w.as('hamlet');
const all = (extra: Params = {}) => ({ anchor: 'oldest', num_after: 100, ...extra });
const ids = (n: unknown[], extra: Params = {}) => fetchIds(hamlet(), all({ narrow: n, ...extra }));
const pick = (...names: string[]) => names.map((n) => id[n]);
const DMS = ['pm1', 'pm2', 'pm3', 'g1', 'g2'];
const HAMLET_CHANNELS = ['v1', 'v2', 'v3', 'd1', 'd2', 's1', 's2', 'r1', 'r2'];

describe('channel / stream', () => {
  test.each<[string, unknown[]]>([
    ['name', narrow(['channel', 'Verona'])],
    ['name ignoring case and surrounding space', narrow(['channel', '  verona '])],
    ['legacy stream operator', narrow(['stream', 'Verona'])],
    ['legacy pair', [['stream', 'Verona']]],
    ['id', narrow(['channel', 0])],
  ])('%s', async (_name, n) => {
    const terms = JSON.parse(
      JSON.stringify(n).replace('"operand":0', `"operand":${w.realm.channels.Verona}`),
    ) as unknown[];
    expect(await ids(terms)).toEqual(pick('v1', 'v2', 'v3'));
  });

  test('negated channel', async () => {
    expect(await ids(narrow(['channel', 'Verona', true], ['is', 'dm', true]))).toEqual(
      pick('d1', 'd2', 's1', 's2', 'r1', 'r2'),
    );
  });

  test('channels:public includes public channels one is not subscribed to, never private ones', async () => {
    const got = await ids(narrow(['channels', 'public']));
    expect(got).toEqual(pick('v1', 'v2', 'v3', 'd1', 'd2', 's1', 's2', 'r1', 'r2', 'vn1'));
    expect(await ids([['streams', 'public']])).toEqual(got);
    const negated = await ids(narrow(['channels', 'public', true]));
    expect(negated).toEqual(pick(...DMS));
  });

  test('channels:web-public', async () => {
    expect(await ids(narrow(['channels', 'web-public']))).toEqual([]);
    await sql(w.ts, `UPDATE stream SET is_web_public = true WHERE id = $1`, [w.realm.channels.Venice]);
    expect(await ids(narrow(['channels', 'web-public']))).toEqual(pick('vn1'));
    await sql(w.ts, `UPDATE stream SET is_web_public = false WHERE id = $1`, [w.realm.channels.Venice]);
  });
});

describe('topic', () => {
  test('matches case-insensitively, and only channel messages', async () => {
    expect(await ids(narrow(['channel', 'Verona'], ['topic', 'lunch']))).toEqual(pick('v1', 'v2'));
    expect(await ids(narrow(['topic', 'LuNcH']))).toEqual(pick('v1', 'v2'));
    expect(await ids(narrow(['topic', 'castle']))).toEqual(pick('d1', 'd2'));
    expect(await ids(narrow(['channel', 'Verona'], ['topic', 'lunch', true]))).toEqual(pick('v3'));
    // A topic is compared exactly otherwise: no trimming, no prefix match.
    expect(await ids(narrow(['topic', ' lunch']))).toEqual([]);
    expect(await ids(narrow(['topic', 'lunc']))).toEqual([]);
  });
});

describe('sender', () => {
  test.each<[string, unknown]>([
    ['email', 'othello@zulip.com'],
    ['email in another case, padded', ' OTHELLO@zulip.com '],
    ['id', 'ID'],
  ])('%s', async (_name, operand) => {
    const got = await ids(narrow(['sender', operand === 'ID' ? u.othello : operand]));
    expect(got).toEqual(pick('v2', 'd2', 's1', 'pm2'));
  });

  test('negated', async () => {
    const got = await ids(narrow(['sender', 'hamlet@zulip.com', true], ['is', 'dm']));
    expect(got).toEqual(pick('pm2', 'g2'));
  });
});

describe('dm / pm-with', () => {
  test.each<[string, unknown[], string[]]>([
    ['one other, by email', narrow(['dm', 'othello@zulip.com']), ['pm1', 'pm2']],
    ['one other, legacy pair', [['pm-with', 'othello@zulip.com']], ['pm1', 'pm2']],
    ['pm_with spelling', narrow(['pm_with', 'othello@zulip.com']), ['pm1', 'pm2']],
    ['self and other', narrow(['dm', 'hamlet@zulip.com,othello@zulip.com']), ['pm1', 'pm2']],
    ['self', narrow(['dm', 'hamlet@zulip.com']), ['pm3']],
    ['group by emails', narrow(['dm', 'othello@zulip.com,iago@zulip.com']), ['g1']],
    ['group by emails with spaces', narrow(['dm', 'othello@zulip.com, iago@zulip.com']), ['g1']],
    ['group that never existed', narrow(['dm', 'othello@zulip.com,cordelia@zulip.com']), []],
    [
      'negated group that never existed',
      narrow(['dm', 'othello@zulip.com,cordelia@zulip.com', true], ['is', 'dm']),
      DMS,
    ],
  ])('%s', async (_name, n, want) => {
    expect(await ids(n)).toEqual(pick(...want));
  });

  test('id lists, including oneself, duplicates and an empty list', async () => {
    expect(await ids(narrow(['dm', [u.othello]]))).toEqual(pick('pm1', 'pm2'));
    expect(await ids(narrow(['dm', [u.hamlet, u.othello, u.othello]]))).toEqual(pick('pm1', 'pm2'));
    expect(await ids(narrow(['dm', [u.hamlet]]))).toEqual(pick('pm3'));
    expect(await ids(narrow(['dm', [u.iago, u.othello]]))).toEqual(pick('g1'));
    expect(await ids(narrow(['dm', [u.hamlet, u.iago, u.othello]]))).toEqual(pick('g1'));
    expect(await ids(narrow(['dm', []]))).toEqual([]);
    expect(await ids(narrow(['pm-with', [u.cordelia, u.iago]]))).toEqual(pick('g2'));
  });

  test('conversations with deactivated users stay reachable', async () => {
    await sql(w.ts, `UPDATE user_profile SET is_active = false WHERE id = $1`, [u.othello]);
    expect(await ids(narrow(['dm', [u.othello]]))).toEqual(pick('pm1', 'pm2'));
    await sql(w.ts, `UPDATE user_profile SET is_active = true WHERE id = $1`, [u.othello]);
  });
});

describe('dm-including and group-pm-with', () => {
  test.each<[string, unknown[], string[]]>([
    [
      'dm-including another user (1:1 both ways and shared groups)',
      narrow(['dm-including', 'othello@zulip.com']),
      ['pm1', 'pm2', 'g1'],
    ],
    ['dm-including by id', narrow(['dm-including', 0]), ['pm1', 'pm2', 'g1']],
    ['dm-including oneself is every DM', narrow(['dm-including', 'hamlet@zulip.com']), DMS],
    ['dm-including someone one never wrote to', narrow(['dm-including', 'prospero@zulip.com']), []],
    ['group-pm-with', narrow(['group-pm-with', 'iago@zulip.com']), ['g1', 'g2']],
    ['group_pm_with spelling', narrow(['group_pm_with', 'othello@zulip.com']), ['g1']],
    ['negated dm-including', narrow(['dm-including', 'othello@zulip.com', true], ['is', 'dm']), ['pm3', 'g2']],
  ])('%s', async (_name, n, want) => {
    const terms = JSON.parse(JSON.stringify(n).replace('"operand":0', `"operand":${u.othello}`)) as unknown[];
    expect(await ids(terms)).toEqual(pick(...want));
  });
});

describe('is:', () => {
  test('dm / private, and negated', async () => {
    expect(await ids(narrow(['is', 'dm']))).toEqual(pick(...DMS));
    expect(await ids([['is', 'private']])).toEqual(pick(...DMS));
    expect(await ids(narrow(['is', 'dm', true]))).toEqual(pick(...HAMLET_CHANNELS));
  });

  test('starred, unread, mentioned (incl. wildcard), alerted', async () => {
    await setFlag(hamlet(), 'add', 'starred', [id.v1, id.pm2]);
    expect(await ids(narrow(['is', 'starred']))).toEqual(pick('v1', 'pm2'));
    expect(await ids(narrow(['is', 'starred', true], ['is', 'dm']))).toEqual(pick('pm1', 'pm3', 'g1', 'g2'));
    await setFlag(hamlet(), 'add', 'read', [id.v1, id.d1]);
    expect(await ids(narrow(['is', 'unread']))).toEqual(pick('v2', 'v3', 'd2', 's1', 'r1', 'r2', 'pm2', 'g2'));
    expect(await ids(narrow(['is', 'mentioned']))).toEqual(pick('v2', 'd2'));
    const body = await fetchOk(hamlet(), all({ narrow: narrow(['is', 'mentioned']) }));
    expect(body.messages.map((m) => m.flags)).toEqual([
      ['mentioned'],
      ['stream_wildcard_mentioned', 'wildcard_mentioned'],
    ]);
    await sql(w.ts, `UPDATE user_message SET flags = flags | 512 WHERE user_id = $1 AND message_id = $2`, [
      u.hamlet,
      id.r1,
    ]);
    expect(await ids(narrow(['is', 'alerted']))).toEqual(pick('r1'));
  });

  test('resolved (channel messages whose topic starts with ✔)', async () => {
    expect(await ids(narrow(['is', 'resolved']))).toEqual(pick('s1'));
    expect(await ids(narrow(['channel', 'Scotland'], ['is', 'resolved', true]))).toEqual(pick('s2'));
  });

  test('followed and muted follow the user’s topic and channel settings', async () => {
    // Sending to a new topic follows it (s2), as in Zulip.
    expect(await ids(narrow(['is', 'followed']))).toEqual(pick('s2'));
    await setTopicPolicy(w.ts, u.hamlet, w.realm.channels.Denmark, 'Castle', 3);
    expect(await ids(narrow(['is', 'followed']))).toEqual(pick('d1', 'd2', 's2'));
    expect(await ids(narrow(['is', 'muted']))).toEqual([]);
    await setTopicPolicy(w.ts, u.hamlet, w.realm.channels.Verona, 'DINNER', 1);
    await setChannelMuted(w.ts, u.hamlet, w.realm.channels.Rome, true);
    expect(await ids(narrow(['is', 'muted']))).toEqual(pick('v3', 'r1', 'r2'));
    expect(await ids(narrow(['in', 'home'], ['is', 'dm', true]))).toEqual(pick('v1', 'v2', 'd1', 'd2', 's1', 's2'));
    expect(await ids(narrow(['in', 'home', true]))).toEqual(pick('v3', 'r1', 'r2'));
    // An unmuted topic in a muted channel is not muted.
    await setTopicPolicy(w.ts, u.hamlet, w.realm.channels.Rome, 'forum', 2);
    expect(await ids(narrow(['is', 'muted']))).toEqual(pick('v3', 'r2'));
    expect(await ids(narrow(['is', 'muted', true], ['is', 'dm', true]))).toEqual(
      pick('v1', 'v2', 'd1', 'd2', 's1', 's2', 'r1'),
    );
    // in:all is every message, negated or not.
    expect(await ids(narrow(['in', 'all'], ['is', 'dm', true]))).toEqual(pick(...HAMLET_CHANNELS));
    expect(await ids(narrow(['in', 'all', true], ['is', 'dm', true]))).toEqual(pick(...HAMLET_CHANNELS));
    await setChannelMuted(w.ts, u.hamlet, w.realm.channels.Rome, false);
    await sql(w.ts, `DELETE FROM user_topic WHERE user_id = $1`, [u.hamlet]);
  });

  test('with nothing muted, is:muted matches nothing and -in:home nothing', async () => {
    expect(await ids(narrow(['is', 'muted']))).toEqual([]);
    expect(await ids(narrow(['in', 'home', true]))).toEqual([]);
  });
});

describe('has:', () => {
  test('link, image, attachment, reaction', async () => {
    expect(await ids(narrow(['has', 'link']))).toEqual(pick('v3'));
    expect(await ids(narrow(['has', 'link', true], ['channel', 'Verona']))).toEqual(pick('v1', 'v2'));
    // No upload endpoint yet: mark the columns the renderer would set.
    await sql(w.ts, `UPDATE message SET has_image = true WHERE id = $1`, [id.d1]);
    await sql(w.ts, `UPDATE message SET has_attachment = true WHERE id = $1`, [id.s2]);
    expect(await ids(narrow(['has', 'image']))).toEqual(pick('d1'));
    expect(await ids(narrow(['has', 'attachment']))).toEqual(pick('s2'));
    const r = await w.as('iago').post(`/messages/${id.g1}/reactions`, { emoji_name: 'smile' });
    expect(r.status).toBe(200);
    expect(await ids(narrow(['has', 'reaction']))).toEqual(pick('g1'));
    expect(await ids(narrow(['has', 'reaction', true], ['is', 'dm']))).toEqual(pick('pm1', 'pm2', 'pm3', 'g2'));
  });
});

describe('id, near and combinations', () => {
  test('id matches exactly one message, string or integer', async () => {
    expect(await ids(narrow(['id', id.v2]))).toEqual(pick('v2'));
    expect(await ids([['id', String(id.v2)]])).toEqual(pick('v2'));
    expect(await ids(narrow(['id', id.pmx]))).toEqual([]);
    expect(await ids(narrow(['id', id.v2, true], ['channel', 'Verona']))).toEqual(pick('v1', 'v3'));
  });

  test('near filters nothing', async () => {
    expect(await ids(narrow(['near', String(id.v2)], ['channel', 'Verona']))).toEqual(pick('v1', 'v2', 'v3'));
  });

  test('terms combine with AND', async () => {
    expect(await ids(narrow(['channel', 'Verona'], ['topic', 'lunch'], ['sender', 'iago@zulip.com']))).toEqual(
      pick('v1'),
    );
  });

  test('no narrow is the combined feed: everything received, nothing else', async () => {
    const got = await fetchIds(hamlet(), all());
    expect(got).toEqual(pick('v1', 'v2', 'v3', 'd1', 'd2', 's1', 's2', 'r1', 'r2', 'pm1', 'pm2', 'pm3', 'g1', 'g2'));
    expect(await fetchIds(hamlet(), all({ narrow: [] }))).toEqual(got);
    expect(await fetchIds(hamlet(), all({ narrow: 'null' }))).toEqual(got);
  });
});

describe('with (FL 271)', () => {
  test('turns into the channel and topic of an accessible message', async () => {
    const got = await ids(narrow(['channel', 'Denmark'], ['topic', 'wrong topic'], ['with', id.v1]));
    expect(got).toEqual(pick('v1', 'v2'));
    expect(await ids(narrow(['with', String(id.v1)]))).toEqual(pick('v1', 'v2'));
    // Other terms are kept.
    expect(await ids(narrow(['with', id.v1], ['sender', 'othello@zulip.com']))).toEqual(pick('v2'));
  });

  test('an inaccessible message falls back to the conversation the other terms name', async () => {
    expect(await ids(narrow(['channel', 'Verona'], ['topic', 'dinner'], ['with', id.ct1]))).toEqual(pick('v3'));
    expect(await ids(narrow(['dm', 'othello@zulip.com'], ['with', id.pmx]))).toEqual(pick('pm1', 'pm2'));
    expect(await ids(narrow(['channel', 'Verona'], ['topic', 'dinner'], ['with', 99999999]))).toEqual(pick('v3'));
  });

  test('direct messages: the recipient’s conversation (oneself, for a message one received)', async () => {
    expect(await ids(narrow(['channel', 'Verona'], ['with', id.pm1]))).toEqual(pick('pm1', 'pm2'));
    expect(await ids(narrow(['with', id.pm2]))).toEqual(pick('pm3'));
    expect(await ids(narrow(['dm', [u.othello]], ['with', id.g2]))).toEqual(pick('g2'));
  });

  test('public channel messages are accessible without a subscription', async () => {
    expect(await ids(narrow(['with', id.vn1]))).toEqual(pick('vn1'));
  });
});
