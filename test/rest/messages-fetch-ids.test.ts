import { useWorld } from '../support/world.ts';
import { fetchOk, narrow } from './messages-fetch.helpers.ts';

const id: Record<string, number> = {};

const w = useWorld();

beforeAll(async () => {
  id.verona = await w.sendToChannel('iago', 'Verona', 'ids', 'one');
  id.venice = await w.sendToChannel('iago', 'Venice', 'ids', 'not received by hamlet');
  id.core = await w.sendToChannel('iago', 'core team', 'ids', 'private');
  id.dm = await w.sendDirect('iago', [w.realm.users.hamlet.id], 'to hamlet');
  id.otherDm = await w.sendDirect('iago', [w.realm.users.cordelia.id], 'to cordelia');
  id.verona2 = await w.sendToChannel('iago', 'Verona', 'other', 'two');
});

const hamlet = () => w.as('hamlet');

describe('message_ids (FL 300)', () => {
  test('returns the accessible subset in id order, with no anchor and found_* false', async () => {
    const body = await fetchOk(hamlet(), {
      message_ids: [id.verona2, id.core, id.dm, id.verona, id.otherDm, id.venice],
    });
    expect(body.messages.map((m) => m.id)).toEqual([id.verona, id.dm, id.verona2]);
    expect(body).not.toHaveProperty('anchor');
    expect(body).toMatchObject({
      found_anchor: false,
      found_oldest: false,
      found_newest: false,
      history_limited: false,
    });
    const iagoBody = await fetchOk(w.as('iago'), { message_ids: [id.core, id.otherDm] });
    expect(iagoBody.messages.map((m) => m.id)).toEqual([id.core, id.otherDm]);
  });

  test('the narrow filters the ids, and a channel narrow brings in history', async () => {
    const inVerona = await fetchOk(hamlet(), {
      message_ids: [id.verona, id.verona2, id.dm],
      narrow: narrow(['channel', 'Verona'], ['topic', 'ids']),
    });
    expect(inVerona.messages.map((m) => m.id)).toEqual([id.verona]);
    const venice = await fetchOk(hamlet(), { message_ids: [id.venice], narrow: narrow(['channel', 'Venice']) });
    expect(venice.messages.map((m) => [m.id, m.flags])).toEqual([[id.venice, ['read', 'historical']]]);
  });

  test('empty, duplicate and impossible ids', async () => {
    expect((await fetchOk(hamlet(), { message_ids: [] })).messages).toEqual([]);
    expect((await fetchOk(hamlet(), { message_ids: [id.dm, id.dm] })).messages.map((m) => m.id)).toEqual([id.dm]);
    expect((await fetchOk(hamlet(), { message_ids: [2147483648, 99999999999, 0] })).messages).toEqual([]);
  });

  test('include_anchor is parsed but has no effect; num_before=0 is allowed', async () => {
    const body = await fetchOk(hamlet(), { message_ids: [id.dm], include_anchor: false, num_before: 0, num_after: 0 });
    expect(body.messages.map((m) => m.id)).toEqual([id.dm]);
    const err = await hamlet().get('/messages', { message_ids: [id.dm], include_anchor: 'nope' });
    expect(err.body).toMatchObject({ msg: 'include_anchor is not valid JSON' });
  });
});
