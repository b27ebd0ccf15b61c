import { useWorld } from '../support/world.ts';

/**
 * `#**channel**` links resolve only channels the writer may read (Zulip's
 * get_content_access_streams for the acting user): a private channel's name
 * renders like an unknown one for a non-subscriber, so previews, sends and
 * edits cannot confirm it; guests link only channels they are subscribed to.
 */
const w = useWorld();
const RENDER = `mutation ($input: RenderMessageInput!) { renderMessage(input: $input) { __typename ... on RenderMessagePayload { rendered } } }`;

const FORMS = (name: string) => [`#**${name}**`, `#**${name}>plans**`, `#**${name}>plans@1**`];

/** The rendering over REST, checked to be GraphQL's too. */
async function render(user: string, content: string): Promise<string> {
  const r = await w.as(user).post('/messages/render', { content });
  expect(r.status).toBe(200);
  const g = await w.as(user).graphql(RENDER, { input: { content } });
  expect(g.data?.renderMessage).toEqual({ __typename: 'RenderMessagePayload', rendered: r.body.rendered });
  return r.body.rendered as string;
}

const linked = (html: string): boolean => html.includes('/#narrow/channel/');

test.each([
  ['a member, a private channel they are not in', 'hamlet', 'core team', false],
  ['a subscriber, a private channel', 'iago', 'core team', true],
  ['a member, a public channel they are not in', 'prospero', 'Denmark', true],
  ['a guest, a public channel they are not in', 'polonius', 'Denmark', false],
  ['a guest, a channel they are subscribed to', 'polonius', 'Verona', true],
])('%s', async (_case, user, channel, expected) => {
  for (const form of FORMS(channel)) {
    const html = await render(user, form);
    expect({ form, linked: linked(html) }).toEqual({ form, linked: expected });
    // Not linked reads exactly as a name nobody has.
    if (!expected)
      expect(html).toBe(
        await render(user, form.replace(channel, 'no such channel')).then((h) => h.replace('no such channel', channel)),
      );
  }
});

test('a sent and an edited message link only what the sender may read', async () => {
  const id = await w.send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'links',
    content: 'see #**core team** and #**Rome**',
  });
  const read = async () => ((await w.as('iago').get(`/messages/${id}`)).body.message as { content: string }).content;
  const sent = await read();
  expect(sent).toContain(`data-stream-id="${w.realm.channels.Rome}"`);
  expect(sent).toContain('#<strong>core team</strong>');
  expect(sent).not.toContain(`data-stream-id="${w.realm.channels['core team']}"`);
  const edit = await w.as('hamlet').patch(`/messages/${id}`, { content: 'now #**core team>plans**' });
  expect(edit.status).toBe(200);
  expect(await read()).toBe('<p>now #<strong>core team&gt;plans</strong></p>');
  // The same words from a subscriber link the channel.
  const other = await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'links', content: 'see #**core team**' });
  expect(((await w.as('iago').get(`/messages/${other}`)).body.message as { content: string }).content).toContain(
    `data-stream-id="${w.realm.channels['core team']}"`,
  );
});

test("a private channel's can_subscribe_group gives its members links without a subscription", async () => {
  const r = await w.as('iago').patch(`/streams/${w.realm.channels['core team']}`, {
    can_subscribe_group: JSON.stringify({ new: { direct_members: [w.realm.users.hamlet.id], direct_subgroups: [] } }),
  });
  expect(r.status).toBe(200);
  expect(linked(await render('hamlet', '#**core team**'))).toBe(true);
  expect(linked(await render('othello', '#**core team**'))).toBe(false);
});
