import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/** POST /messages/render: a preview with the sender's realm and settings, storing nothing. */

const render = (params: Record<string, string>) => w.as('hamlet').post('/messages/render', params);

const w = useWorld();

test('Markdown is rendered as a message would be', async () => {
  const r = await render({ content: '**foo**' });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/messages/render', 200, r.body)).toBe(true);
  expect(r.body).toEqual({ result: 'success', msg: '', rendered: '<p><strong>foo</strong></p>' });
});

test("Zulip's Markdown where CommonMark differs: bullets, bold across a line, audio players; GraphQL renders the same", async () => {
  const cases: Array<[string, string]> = [
    ['* One\n- Two\n+ Three', '<ul>\n<li>One</li>\n<li>Two</li>\n<li>Three</li>\n</ul>'],
    ['**any time\nnever leave**', '<p>**any time<br>\nnever leave**</p>'],
    [
      '![song.mp3](/user_uploads/2/ab/tok/song.mp3)',
      '<p><audio controls preload="metadata" src="/user_uploads/2/ab/tok/song.mp3" title="song.mp3"></audio></p>',
    ],
  ];
  for (const [content, html] of cases) {
    const r = await render({ content });
    expect(r.body).toEqual({ result: 'success', msg: '', rendered: html });
    const g = await w
      .as('hamlet')
      .graphql(
        'mutation ($input: RenderMessageInput!) { renderMessage(input: $input) { ... on RenderMessagePayload { rendered } } }',
        { input: { content } },
      );
    expect(g.data?.renderMessage).toEqual({ rendered: html });
  }
});

test('mentions resolve against the realm; nothing is stored or announced', async () => {
  w.ts.events.length = 0;
  const before = await w.prisma().message.count();
  const r = await render({ content: "hi @**Cordelia, Lear's daughter** in #**Denmark**" });
  expect(r.status).toBe(200);
  expect(r.body.rendered).toContain(`data-user-id="${w.realm.users.cordelia.id}"`);
  expect(r.body.rendered).toContain(`data-stream-id="${w.realm.channels.Denmark}"`);
  expect(await w.prisma().message.count()).toBe(before);
  expect(w.ts.events).toEqual([]);
});

test('unlike sending, blank content is no error', async () => {
  const r = await render({ content: '' });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ result: 'success', msg: '', rendered: '' });
});

test('unknown parameters are reported as ignored', async () => {
  const r = await render({ content: 'x', topic: 't' });
  expect(r.body).toEqual({
    result: 'success',
    msg: '',
    rendered: '<p>x</p>',
    ignored_parameters_unsupported: ['topic'],
  });
});

test("missing content → Missing 'content' argument", async () => {
  const r = await render({});
  expect(r.status).toBe(400);
  expect(r.body).toEqual({
    result: 'error',
    msg: "Missing 'content' argument",
    code: 'REQUEST_VARIABLE_MISSING',
    var_name: 'content',
  });
});
