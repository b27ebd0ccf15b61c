import { useDemoWorld } from '../support/demo-world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** Attachments over GraphQL: the viewer's uploads with the messages linking them, deletion, typed events. */
const w = useDemoWorld();
const ws = useWsClients(w);

async function upload(user: string, name: string, body: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/plain' }), name);
  const r = await fetch(`${w.ts.url}/api/v1/user_uploads`, { method: 'POST', headers: w.as(user).authHeader(), body: form });
  return ((await r.json()) as { url: string }).url;
}

const ATTACHMENTS = `{ attachments { uploadSpaceUsed attachments { attachmentId name pathId url size messages { messageId message { content } } } } }`;

test('the viewer’s uploads, the messages linking them, and the same answers as REST', async () => {
  const sub = await ws.subscribeLive('hamlet', `subscription { events(types: [ATTACHMENT]) { __typename ... on AttachmentEvent { op attachmentId attachment { name messages { messageId } } } } }`);
  const url = await upload('hamlet', 'notes.txt', 'some notes');
  const added = payload(await sub.next());
  expect(added).toMatchObject({ __typename: 'AttachmentEvent', op: 'ADD', attachment: { name: 'notes.txt', messages: [] } });
  const sent = await w.as('hamlet').post('/messages', { type: 'stream', to: 'Verona', topic: 'files', content: `[notes](${url})` });
  expect(payload(await sub.next())).toMatchObject({ op: 'UPDATE', attachment: { messages: [{ messageId: sent.body.id }] } });

  const r = await w.as('hamlet').graphql(ATTACHMENTS);
  const rest = await w.as('hamlet').get('/attachments');
  const mine = (r.data?.attachments as Record<string, any>).attachments[0];
  expect(mine).toMatchObject({ name: 'notes.txt', url, size: 10, messages: [{ messageId: sent.body.id, message: { content: expect.stringContaining("notes") } }] });
  expect((r.data?.attachments as Record<string, any>).uploadSpaceUsed).toBe(rest.body.upload_space_used);
  expect(mine.attachmentId).toBe((rest.body.attachments as Array<{ id: number }>)[0].id);

  const DELETE = `mutation ($id: Int!) { deleteAttachment(input: { attachmentId: $id }) { __typename ... on DeleteAttachmentPayload { attachmentId } ... on Error { code message } } }`;
  const foreign = await w.as('othello').graphql(DELETE, { id: mine.attachmentId });
  const restForeign = await w.as('othello').delete(`/attachments/${mine.attachmentId}`);
  expect(foreign.data?.deleteAttachment).toEqual({ __typename: 'ZulipError', code: restForeign.body.code, message: restForeign.body.msg });
  const deleted = await w.as('hamlet').graphql(DELETE, { id: mine.attachmentId });
  expect(deleted.data?.deleteAttachment).toEqual({ __typename: 'DeleteAttachmentPayload', attachmentId: mine.attachmentId });
  expect(payload(await sub.next())).toEqual({ __typename: 'AttachmentEvent', op: 'REMOVE', attachmentId: mine.attachmentId, attachment: null });
  sub.dispose();
});
