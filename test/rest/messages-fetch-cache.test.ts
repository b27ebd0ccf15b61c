import { useWorld } from '../support/world.ts';
import { fetchOk, sql, type Msg } from './messages-fetch.helpers.ts';

/*
 * GET /messages keeps message cores in memory, checked against the row's
 * version on every read. Every kind of change must show on the very next
 * page, after the page was read (and cached) once.
 */

const narrowOf = (topic: string) => [
  { operator: 'channel', operand: 'Denmark' },
  { operator: 'topic', operand: topic },
];

describe.each([
  ['with the message cache', {}],
  ['without it (MESSAGE_CACHE_SIZE=0)', { MESSAGE_CACHE_SIZE: '0' }],
])('%s', (_name, env) => {
  const as = (name: string) => w.as(name);
  const page = async (topic: string): Promise<Msg[]> =>
    (await fetchOk(as('othello'), { anchor: 'newest', num_before: 10, num_after: 0, narrow: narrowOf(topic) }))
      .messages;
  const one = async (topic: string, id: number): Promise<Msg> => {
    const m = (await page(topic)).find((x) => x.id === id);
    if (!m) throw new Error(`message ${id} not in ${topic}`);
    return m;
  };

  const w = useWorld({ env });

  test('reactions added and removed show on the next page', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'reactions', 'react here');
    expect((await one('reactions', id)).reactions).toEqual([]);
    expect((await as('cordelia').post(`/messages/${id}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
    expect((await one('reactions', id)).reactions).toEqual([
      {
        emoji_name: 'octopus',
        emoji_code: '1f419',
        reaction_type: 'unicode_emoji',
        user_id: w.realm.users.cordelia.id,
      },
    ]);
    expect((await as('cordelia').delete(`/messages/${id}/reactions`, { emoji_name: 'octopus' })).status).toBe(200);
    expect((await one('reactions', id)).reactions).toEqual([]);
  });

  test('an edit shows its new content, rendering and edit timestamp', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'edits', 'first draft');
    const before = await one('edits', id);
    expect(before.content).toBe('<p>first draft</p>');
    expect(before).not.toHaveProperty('last_edit_timestamp');
    expect((await as('hamlet').patch(`/messages/${id}`, { content: 'second **draft**' })).status).toBe(200);
    const after = await one('edits', id);
    expect(after.content).toBe('<p>second <strong>draft</strong></p>');
    expect(after.last_edit_timestamp).toEqual(expect.any(Number));
    expect(after.edit_history).toEqual([expect.objectContaining({ prev_content: 'first draft' })]);
  });

  test('a moved message leaves the old topic and shows in the new one with its new topic', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'before move', 'moving');
    expect((await one('before move', id)).subject).toBe('before move');
    expect(
      (await as('hamlet').patch(`/messages/${id}`, { topic: 'after move', propagate_mode: 'change_one' })).status,
    ).toBe(200);
    expect((await page('before move')).map((m) => m.id)).not.toContain(id);
    expect((await one('after move', id)).subject).toBe('after move');
  });

  test("the sender's new name and the channel's new name show on cached messages", async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'names', 'who am I');
    expect(await one('names', id)).toMatchObject({ sender_full_name: 'King Hamlet', display_recipient: 'Denmark' });
    expect((await as('iago').patch(`/users/${w.realm.users.hamlet.id}`, { full_name: 'Prince Hamlet' })).status).toBe(
      200,
    );
    // No channel-update endpoint exists yet; the name is changed underneath.
    await sql(w.ts, `UPDATE stream SET name = 'Danmark' WHERE id = $1`, [w.realm.channels.Denmark]);
    try {
      const m = (
        await fetchOk(as('othello'), {
          anchor: id,
          num_before: 0,
          num_after: 0,
          narrow: [{ operator: 'topic', operand: 'names' }],
        })
      ).messages[0];
      expect(m).toMatchObject({ id, sender_full_name: 'Prince Hamlet', display_recipient: 'Danmark' });
    } finally {
      await sql(w.ts, `UPDATE stream SET name = 'Denmark' WHERE id = $1`, [w.realm.channels.Denmark]);
      await as('iago').patch(`/users/${w.realm.users.hamlet.id}`, { full_name: 'King Hamlet' });
    }
  });

  test('a deleted message is gone from the next page', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'deletions', 'delete me');
    expect((await page('deletions')).map((m) => m.id)).toContain(id);
    expect((await as('iago').delete(`/messages/${id}`)).status).toBe(200);
    expect((await page('deletions')).map((m) => m.id)).not.toContain(id);
  });

  test('flags are per reader, never shared through the cache', async () => {
    const id = await w.sendToChannel('hamlet', 'Denmark', 'flags', 'star me');
    expect(
      (await as('othello').post('/messages/flags', { op: 'add', flag: 'starred', messages: JSON.stringify([id]) }))
        .status,
    ).toBe(200);
    expect((await one('flags', id)).flags).toContain('starred');
    const forCordelia = await fetchOk(as('cordelia'), {
      anchor: 'newest',
      num_before: 10,
      num_after: 0,
      narrow: narrowOf('flags'),
    });
    expect(forCordelia.messages.find((m) => m.id === id)?.flags).not.toContain('starred');
  });
});
