import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Attachments over GraphQL: the viewer's uploads with the messages linking them, deletion, typed events. */
const w = useWorld({ env: { MAX_FILE_UPLOAD_SIZE_MIB: '1' } });
const ws = useWsClients(w);

const upload = (user: string, name: string, body: string): Promise<string> => w.upload(user, name, body);

const ATTACHMENTS = `{ attachments { uploadSpaceUsed attachments { attachmentId name pathId url size messages { messageId message { content } } } } }`;

test('the viewer’s uploads, the messages linking them, and the same answers as REST', async () => {
  const sub = await ws.subscribeLive(
    'hamlet',
    `subscription { events(types: [ATTACHMENT]) { __typename ... on AttachmentEvent { op attachmentId attachment { name messages { messageId } } } } }`,
  );
  const url = await upload('hamlet', 'notes.txt', 'some notes');
  const added = payload(await sub.next());
  expect(added).toMatchObject({
    __typename: 'AttachmentEvent',
    op: 'ADD',
    attachment: { name: 'notes.txt', messages: [] },
  });
  const sent = await w
    .as('hamlet')
    .post('/messages', { type: 'stream', to: 'Verona', topic: 'files', content: `[notes](${url})` });
  expect(payload(await sub.next())).toMatchObject({
    op: 'UPDATE',
    attachment: { messages: [{ messageId: sent.body.id }] },
  });

  const r = await w.as('hamlet').graphql(ATTACHMENTS);
  const rest = await w.as('hamlet').get('/attachments');
  const mine = (r.data?.attachments as Record<string, any>).attachments[0];
  expect(mine).toMatchObject({
    name: 'notes.txt',
    url: `${w.ts.url}${url}`,
    size: 10,
    messages: [{ messageId: sent.body.id, message: { content: expect.stringContaining('notes') } }],
  });
  expect((r.data?.attachments as Record<string, any>).uploadSpaceUsed).toBe(rest.body.upload_space_used);
  expect(mine.attachmentId).toBe((rest.body.attachments as Array<{ id: number }>)[0].id);

  const DELETE = `mutation ($id: Int!) { deleteAttachment(input: { attachmentId: $id }) { __typename ... on DeleteAttachmentPayload { attachmentId } ... on Error { code message } } }`;
  const foreign = await w.as('othello').graphql(DELETE, { id: mine.attachmentId });
  const restForeign = await w.as('othello').delete(`/attachments/${mine.attachmentId}`);
  expect(foreign.data?.deleteAttachment).toEqual({
    __typename: 'ZulipError',
    code: restForeign.body.code,
    message: restForeign.body.msg,
  });
  const deleted = await w.as('hamlet').graphql(DELETE, { id: mine.attachmentId });
  expect(deleted.data?.deleteAttachment).toEqual({
    __typename: 'DeleteAttachmentPayload',
    attachmentId: mine.attachmentId,
  });
  expect(payload(await sub.next())).toEqual({
    __typename: 'AttachmentEvent',
    op: 'REMOVE',
    attachmentId: mine.attachmentId,
    attachment: null,
  });
  sub.dispose();
});

const UPLOAD = `mutation ($file: Upload!) { uploadFile(input: { file: $file }) { __typename ... on UploadFilePayload { url filename attachment { id name size } } ... on Error { code message } } }`;

/** A GraphQL multipart request (the spec's operations, map and file parts). */
async function graphqlUpload(user: string, name: string, body: Uint8Array<ArrayBuffer> | string, type = 'text/plain') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([body], { type }), name);
  const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: w.as(user).authHeader(), body: form });
  return { status: r.status, body: (await r.json()) as Record<string, any> };
}

test('uploadFile: a multipart request stores the file as POST /user_uploads does', async () => {
  const r = await graphqlUpload('cordelia', 'report draft.txt', 'the report');
  expect(r.status).toBe(200);
  const uploaded = r.body.data.uploadFile as { __typename: string; url: string; filename: string };
  // The payload carries the attachment made, the Node the list shows.
  expect(uploaded).toEqual({
    __typename: 'UploadFilePayload',
    url: expect.stringMatching(/\/report-draft\.txt$/),
    filename: 'report draft.txt',
    attachment: { id: expect.any(String), name: 'report draft.txt', size: 10 },
  });
  // Absolute (the URL scalar), on the organization's URL.
  const got = await fetch(uploaded.url, { headers: w.as('cordelia').authHeader() });
  expect(await got.text()).toBe('the report');
  const listed = await w.as('cordelia').graphql('{ attachments { attachments { id name size } } }');
  expect((listed.data?.attachments as Record<string, any>).attachments).toContainEqual(
    (uploaded as unknown as { attachment: unknown }).attachment,
  );
});

test('uploadFile refuses what REST refuses: no credentials, and a file past the limit', async () => {
  const anonymous = new FormData();
  anonymous.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  anonymous.append('map', JSON.stringify({ 0: ['variables.file'] }));
  anonymous.append('0', new Blob(['x']), 'x.txt');
  const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', body: anonymous });
  expect(((await r.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe(
    'UNAUTHORIZED',
  );
  const before = await w.ts.server.deps.db.prisma.attachment.count();
  const big = await graphqlUpload('cordelia', 'big.bin', new Uint8Array(1024 * 1024 + 1), 'application/octet-stream');
  const restAnswer = (
    await w
      .as('cordelia')
      .multipart('/user_uploads', [{ field: 'f', name: 'big.bin', body: new Uint8Array(1024 * 1024 + 1) }])
  ).body;
  expect(big.body.data.uploadFile).toEqual({
    __typename: 'ZulipError',
    code: restAnswer.code,
    message: restAnswer.msg,
  });
  expect(await w.ts.server.deps.db.prisma.attachment.count()).toBe(before);
});

test("editMessage's detachedUploads and the realm's upload limit", async () => {
  const url = await upload('othello', 'agenda.txt', 'agenda');
  const sent = await w
    .as('othello')
    .post('/messages', { type: 'stream', to: 'Verona', topic: 'files', content: `[agenda](${url})` });
  const edited = await w
    .as('othello')
    .graphql(
      `mutation ($id: Int!) { editMessage(input: { messageId: $id, content: "no agenda" }) { __typename ... on EditMessagePayload { detachedUploads { name url messages { messageId } } } } }`,
      { id: sent.body.id },
    );
  expect(edited.data?.editMessage).toEqual({
    __typename: 'EditMessagePayload',
    detachedUploads: [{ name: 'agenda.txt', url: `${w.ts.url}${url}`, messages: [] }],
  });
  const realm = await w.as('othello').graphql('{ realm { maxFileUploadSizeMib } }');
  expect(realm.data?.realm).toEqual({ maxFileUploadSizeMib: 1 });
});
