import sharp from 'sharp';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** A thumbnail made after its message was sent reaches GraphQL subscribers as a rendering-only UpdateMessageEvent. */
const w = useWorld();
const ws = useWsClients(w);

test('UPDATE_MESSAGE with renderingOnly: the placeholder is replaced by the thumbnail', async () => {
  const queue = w.ts.server.deps.thumbnails;
  queue.pause();
  const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const pathId = (await w.upload('hamlet', 'tiny.png', image, 'image/png')).slice('/user_uploads/'.length);
  const id = await w.send('hamlet', {
    type: 'stream',
    to: 'Denmark',
    topic: 'ws thumbs',
    content: `[tiny.png](/user_uploads/${pathId})`,
  });

  const after = await ws.cursorNow('othello');
  const s = ws.subscribe(
    ws.connect('othello'),
    `
    subscription ($after: String) {
      events(after: $after, types: [UPDATE_MESSAGE]) {
        __typename
        ... on UpdateMessageEvent { messageId renderingOnly editorId editor { fullName } content renderedContent message { messageId content } }
      }
    }`,
    { after },
  );
  queue.resume();
  await queue.idle();
  const thumbnail = `/user_uploads/thumbnail/${pathId}/840x560.webp`;
  const ev = payload(await s.next());
  s.dispose();
  expect(ev).toMatchObject({
    __typename: 'UpdateMessageEvent',
    messageId: id,
    renderingOnly: true,
    editorId: null,
    editor: null,
    content: `[tiny.png](/user_uploads/${pathId})`,
    renderedContent: expect.stringContaining(`src="${thumbnail}"`),
    message: { messageId: id, content: expect.stringContaining(`src="${thumbnail}"`) },
  });
});

test('an image uploaded with the uploadFile mutation is thumbnailed like a REST upload', async () => {
  const form = new FormData();
  const query = 'mutation ($file: Upload!) { uploadFile(input: { file: $file }) { ... on UploadFilePayload { url } } }';
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  const image = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#993366' } })
    .jpeg()
    .toBuffer();
  form.append('0', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'banner.jpg');
  const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: w.as('cordelia').authHeader(), body: form });
  // Absolute (the URL scalar); the thumbnail's address is built on its path.
  const url = new URL(((await r.json()) as { data: { uploadFile: { url: string } } }).data.uploadFile.url).pathname;
  await w.ts.server.deps.thumbnails.idle();
  const thumbnail = await fetch(
    `${w.ts.url}${url.replace('/user_uploads/', '/user_uploads/thumbnail/')}/840x560.webp`,
    { headers: w.as('cordelia').authHeader() },
  );
  expect(thumbnail.status).toBe(200);
  expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
    format: 'webp',
    width: 840,
    height: 280,
  });
});
