import { useWorld } from '../support/world.ts';
import { animatedGif, imageFacts, pngImage, tiffImage } from '../support/emoji-images.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Custom emoji over GraphQL: the same rules, codes and messages as REST's /realm/emoji, typed. */
const w = useWorld();
const ws = useWsClients(w);

interface File {
  body: Uint8Array | string;
  type: string;
  name: string;
}

const EMOJI_FIELDS = 'emojiId name sourceUrl stillUrl deactivated authorId author { fullName }';
const UPLOAD = `mutation ($name: String!, $file: Upload!) {
  uploadRealmEmoji(input: { name: $name, file: $file }) { __typename ... on UploadRealmEmojiPayload { emoji { ${EMOJI_FIELDS} } } ... on Error { code message } }
}`;
const DEACTIVATE = `mutation ($name: String!) {
  deactivateRealmEmoji(input: { name: $name }) { __typename ... on DeactivateRealmEmojiPayload { emoji { ${EMOJI_FIELDS} } } ... on Error { code message } }
}`;

const blob = (f: File) =>
  new Blob([new Uint8Array(typeof f.body === 'string' ? Buffer.from(f.body) : f.body)], { type: f.type });

async function graphqlUpload(user: string, name: string, file: File): Promise<Record<string, any>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { name, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', blob(file), file.name);
  const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: w.as(user).authHeader(), body: form });
  return ((await r.json()) as { data: Record<string, any> }).data.uploadRealmEmoji as Record<string, any>;
}

async function restUpload(user: string, name: string, file: File): Promise<Record<string, any>> {
  return (await w.as(user).multipart(`/realm/emoji/${encodeURIComponent(name)}`, [{ field: 'f1', ...file }]))
    .body as Record<string, any>;
}

/** The same upload over both transports: GraphQL's typed error must carry REST's code and message. */
async function expectSameRefusal(
  user: string,
  name: string,
  file: File,
  msg: string,
  code = 'BAD_REQUEST',
): Promise<void> {
  const rest = await restUpload(user, name, file);
  expect([name, rest]).toEqual([name, { result: 'error', msg, code }]);
  expect([name, await graphqlUpload(user, name, file)]).toEqual([
    name,
    // The type says what kind of refusal it is (mutation-errors.test.ts); the code and words are REST's.
    { __typename: expect.stringMatching(/Error$/), code, message: msg },
  ]);
}

const png = async (): Promise<File> => ({ body: await pngImage(), type: 'image/png', name: 'img.png' });

beforeEach(async () => {
  await w.ts.server.deps.db.sql.query('DELETE FROM realm_emoji');
});

test('uploadRealmEmoji stores an emoji as REST does, realmEmoji lists it, and a typed event announces it', async () => {
  const sub = await ws.subscribeLive(
    'hamlet',
    `subscription { events(types: [REALM_EMOJI]) { __typename ... on RealmEmojiEvent { emoji { name deactivated stillUrl } } } }`,
  );
  const gif = await animatedGif();
  const uploaded = await graphqlUpload('hamlet', ' party parrot ', {
    body: gif,
    type: 'image/gif',
    name: 'parrot.gif',
  });
  expect(uploaded).toEqual({
    __typename: 'UploadRealmEmojiPayload',
    emoji: {
      emojiId: expect.any(Number),
      name: 'party_parrot',
      sourceUrl: expect.stringMatching(
        new RegExp(`^https?://[^/]+/user_avatars/${w.realm.realmId}/emoji/images/[0-9a-f]{8}\\.gif$`),
      ),
      stillUrl: expect.stringMatching(/\/still\/[0-9a-f]{8}\.png$/),
      deactivated: false,
      authorId: w.realm.users.hamlet.id,
      author: { fullName: 'King Hamlet' },
    },
  });
  expect(payload(await sub.next())).toEqual({
    __typename: 'RealmEmojiEvent',
    emoji: [{ name: 'party_parrot', deactivated: false, stillUrl: uploaded.emoji.stillUrl }],
  });
  const served = await fetch(`${w.ts.url}${new URL(uploaded.emoji.sourceUrl).pathname}`);
  expect(await imageFacts(new Uint8Array(await served.arrayBuffer()))).toEqual({
    format: 'gif',
    width: 64,
    height: 64,
    pages: 3,
  });

  const listed = await w
    .as('othello')
    .graphql(
      `{ realmEmoji { emojiId name sourceUrl stillUrl deactivated authorId } bootstrap { realmEmoji { name } } }`,
    );
  const rest = (await w.as('othello').get('/realm/emoji')).body.emoji as Record<string, Record<string, unknown>>;
  expect(listed.data?.realmEmoji).toEqual(
    Object.values(rest).map((e) => ({
      emojiId: Number(e.id),
      name: e.name,
      // GraphQL's URLs are absolute: REST's paths on the organization's URL.
      sourceUrl: new URL(e.source_url as string, `${w.ts.url}/`).href,
      stillUrl: e.still_url == null ? null : new URL(e.still_url as string, `${w.ts.url}/`).href,
      deactivated: e.deactivated,
      authorId: e.author_id,
    })),
  );
  expect(listed.data?.bootstrap).toEqual({ realmEmoji: [{ name: 'party_parrot' }] });
  sub.dispose();
});

test('upload refusals: the same code and message as REST, for every rule', async () => {
  await graphqlUpload('iago', 'taken', await png());
  const cases: Array<[string, string, File, string, string?]> = [
    [
      'iago',
      'my_em*oji',
      await png(),
      'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.',
    ],
    ['iago', 'my_emoji_', await png(), 'Emoji names must end with either a letter or digit.'],
    ['iago', '  ', await png(), 'Emoji name is missing'],
    ['polonius', 'guest_emoji', await png(), 'Not allowed for guest users'],
    ['iago', 'taken', await png(), 'A custom emoji with this name already exists.'],
    ['hamlet', 'smile', await png(), 'Only administrators can override default emoji.'],
    [
      'iago',
      'too_big',
      { body: new Uint8Array(5 * 1024 * 1024 + 1), type: 'image/png', name: 'big.png' },
      'Uploaded file is larger than the allowed limit of 5 MiB',
    ],
    ['iago', 'text', { body: 'hello', type: 'text/plain', name: 'a.txt' }, 'Invalid image format', 'BAD_IMAGE'],
    [
      'iago',
      'tiff',
      { body: await tiffImage(), type: 'image/tiff', name: 'a.tif' },
      'Invalid image format',
      'BAD_IMAGE',
    ],
    [
      'iago',
      'fake',
      { body: 'not a png', type: 'image/png', name: 'a.png' },
      'Could not decode image; did you upload an image file?',
      'BAD_IMAGE',
    ],
  ];
  for (const [user, name, file, msg, code] of cases) await expectSameRefusal(user, name, file, msg, code);
  const group = (
    await w.prisma().userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:administrators' } })
  ).id;
  expect((await w.as('iago').patch('/realm', { can_add_custom_emoji_group: { new: group } })).status).toBe(200);
  await expectSameRefusal('hamlet', 'member_emoji', await png(), 'Insufficient permission');
  const members = (
    await w.prisma().userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:members' } })
  ).id;
  expect((await w.as('iago').patch('/realm', { can_add_custom_emoji_group: { new: members } })).status).toBe(200);
  expect((await w.as('hamlet').graphql('{ realmEmoji { name } }')).data?.realmEmoji).toEqual([{ name: 'taken' }]);
});

test('deactivateRealmEmoji: the author or an administrator; the same refusals as DELETE /realm/emoji/{name}', async () => {
  await graphqlUpload('othello', 'my_pick', await png());
  await graphqlUpload('othello', 'also_my_pick', await png());
  const deactivate = async (user: string, name: string) =>
    (await w.as(user).graphql(DEACTIVATE, { name })).data?.deactivateRealmEmoji as Record<string, any>;
  const restRefusal = (await w.as('cordelia').delete('/realm/emoji/my_pick')).body;
  expect(await deactivate('cordelia', 'my_pick')).toEqual({
    __typename: 'PermissionDeniedError',
    code: restRefusal.code,
    message: restRefusal.msg,
  });
  expect(restRefusal.msg).toBe('Must be an organization administrator or emoji author');
  const missing = (await w.as('iago').delete('/realm/emoji/nothing')).body;
  expect(await deactivate('iago', 'nothing')).toEqual({
    __typename: 'NotFoundError',
    code: missing.code,
    message: "Emoji 'nothing' does not exist",
  });
  expect(missing.msg).toBe("Emoji 'nothing' does not exist");
  expect(await deactivate('othello', 'my_pick')).toMatchObject({
    __typename: 'DeactivateRealmEmojiPayload',
    emoji: { name: 'my_pick', deactivated: true },
  });
  expect(await deactivate('iago', 'also_my_pick')).toMatchObject({
    __typename: 'DeactivateRealmEmojiPayload',
    emoji: { name: 'also_my_pick', deactivated: true },
  });
  expect(await deactivate('iago', 'my_pick')).toEqual({
    __typename: 'NotFoundError',
    code: 'BAD_REQUEST',
    message: "Emoji 'my_pick' does not exist",
  });
});

test('reactions and statuses with custom emoji over GraphQL: the same checks and messages as REST', async () => {
  const { emoji } = await graphqlUpload('iago', 'zircon_logo', await png());
  const code = String(emoji.emojiId);
  const message = await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'gql', content: ':zircon_logo:' });
  const REACT = `mutation ($input: AddReactionInput!) { addReaction(input: $input) { __typename ... on AddReactionPayload { reactedMessage { reactions { emojiCode emojiName reactionType } } } ... on Error { code message } } }`;
  const react = async (input: Record<string, unknown>) =>
    (await w.as('hamlet').graphql(REACT, { input: { messageId: message, ...input } })).data?.addReaction as Record<
      string,
      any
    >;
  const restReact = async (params: Record<string, string>) =>
    (await w.as('hamlet').post(`/messages/${message}/reactions`, params)).body;
  for (const [input, params] of [
    [
      { emojiName: 'zircon_logo', emojiCode: '77777', reactionType: 'REALM_EMOJI' },
      { emoji_name: 'zircon_logo', emoji_code: '77777', reaction_type: 'realm_emoji' },
    ],
    [
      { emojiName: 'other', emojiCode: code, reactionType: 'REALM_EMOJI' },
      { emoji_name: 'other', emoji_code: code, reaction_type: 'realm_emoji' },
    ],
  ] as const) {
    const rest = await restReact(params);
    expect(await react(input)).toEqual({ __typename: 'ZulipError', code: rest.code, message: rest.msg });
  }
  expect(await react({ emojiName: 'zircon_logo' })).toMatchObject({
    reactedMessage: { reactions: [{ emojiCode: code, emojiName: 'zircon_logo', reactionType: 'REALM_EMOJI' }] },
  });
  const STATUS = `mutation ($input: UpdateUserStatusInput!) { updateUserStatus(input: $input) { __typename ... on Error { code message } } }`;
  await w.as('iago').delete('/realm/emoji/zircon_logo');
  const rest = (
    await w
      .as('othello')
      .post('/users/me/status', { emoji_name: 'zircon_logo', emoji_code: code, reaction_type: 'realm_emoji' })
  ).body;
  expect(rest.msg).toBe('This custom emoji has been deactivated.');
  const status = await w
    .as('othello')
    .graphql(STATUS, { input: { emojiName: 'zircon_logo', emojiCode: code, reactionType: 'REALM_EMOJI' } });
  expect(status.data?.updateUserStatus ?? status.errors).toEqual({
    __typename: 'ZulipError',
    code: rest.code,
    message: rest.msg,
  });
  const rendered = await w
    .as('hamlet')
    .graphql(`query ($id: Int!) { message(messageId: $id) { content } }`, { id: message });
  expect(rendered.data?.message).toEqual({
    content: `<p><img alt=":zircon_logo:" class="emoji" src="${new URL(emoji.sourceUrl).pathname}" title="zircon logo"></p>`,
  });
});
