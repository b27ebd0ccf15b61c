import {
  SPECTATOR_ATTACHMENT_ACCESS_BY_FILE,
  spectatorViewsKey,
} from '../../src/domain/messages/attachments/download.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { sharedUploadScenarios, uploadHelpers, useUploadsWorld } from './uploads.helpers.ts';

/**
 * Uploads (semantics-messages.md §10): multipart upload, downloads with access rules, temporary URLs, attachments;
 * on the default store, a local directory (the scenarios shared with the S3 store are in uploads.helpers.ts).
 */
const w = useUploadsWorld();
const { as, auth, upload, download, send } = uploadHelpers(w);

sharedUploadScenarios(w);

test.each([
  ['../foo', 'foo', 'foo'],
  ['.. ', 'uploaded-file', '.. '],
  ['.!', 'uploaded-file', '.!'],
  ['**', 'uploaded-file', '**'],
  ['Ünïcödé 名前.png', 'Ünïcödé-名前.png', 'Ünïcödé 名前.png'],
  ['/', 'f1', 'f1'],
  ['a%20b.txt', 'a-b.txt', 'a b.txt'],
])('the name %j is stored as %j and answered as %j', async (sent, stored, filename) => {
  const r = await upload('othello', [{ name: sent, body: 'x' }]);
  expect(r.status).toBe(200);
  expect((r.body.url as string).split('/').at(-1)).toBe(stored);
  expect(r.body.filename).toBe(filename);
});

test('the content type comes from the part, else from the name', async () => {
  const typed = await upload('hamlet', [{ name: 'data', body: '{}', type: 'application/json' }]);
  // A part without a Content-Type (as the Python client sends files): the type is guessed from the name.
  const raw = [
    '--b',
    'Content-Disposition: form-data; name="file"; filename="pic.png"',
    '',
    'not really a png',
    '--b--',
    '',
  ].join('\r\n');
  const res = await fetch(`${w.ts.url}/api/v1/user_uploads`, {
    method: 'POST',
    headers: { ...auth('hamlet'), 'content-type': 'multipart/form-data; boundary=b' },
    body: raw,
  });
  const guessed = { body: (await res.json()) as Record<string, any> };
  const unknown = await upload('hamlet', [{ name: 'blob.zzz', body: '?', type: 'application/octet-stream' }]);
  const types = await Promise.all(
    [typed, guessed, unknown].map(async (r) =>
      (await download(r.body.url, auth('hamlet'))).headers.get('content-type'),
    ),
  );
  expect(types).toEqual(['application/json', 'image/png', 'application/octet-stream']);
  // Anything a browser could run is served as an attachment under a sandbox.
  const page = await upload('hamlet', [{ name: 'page.html', body: '<script>alert(1)</script>', type: 'text/html' }]);
  const served = await download(page.body.url, auth('hamlet'));
  expect(served.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''page.html");
  expect(served.headers.get('content-security-policy')).toContain('sandbox');
});

test('who may download: the uploader, then readers of a message that links it; others get 403, unknown paths 404', async () => {
  const file = await upload('cordelia', [{ name: 'plan.txt', body: 'the plan' }]);
  const url = file.body.url as string;
  expect((await download(url, auth('hamlet'))).status).toBe(403);
  expect(await (await download(url, auth('hamlet'))).text()).toContain('You are not authorized to view this file.');
  const missing = await download(`/user_uploads/${w.realm.realmId}/ab/nonexistenttoken000000000/x.txt`, auth('hamlet'));
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('This file does not exist or has been deleted.');
  expect((await download(`/user_uploads/${w.realm.realmId}/../../etc/passwd`, auth('hamlet'))).status).toBe(404);
  for (const hostile of ['%2e%2e/%2e%2e/etc/passwd', 'a%00b/c.txt', '%00', `${'x/'.repeat(500)}y`, 'a%2Fb']) {
    expect([hostile, (await download(`/user_uploads/${w.realm.realmId}/${hostile}`, auth('hamlet'))).status]).toEqual([
      hostile,
      404,
    ]);
  }
  expect((await download('/user_uploads/temporary/%00/x.txt')).status).toBe(400);
  expect((await download(url)).status).toBe(302);
  expect((await download(`${url}?api_key=${w.realm.users.cordelia.apiKey}`)).status).toBe(200);
  expect((await download(`${url}?api_key=not-a-key`)).status).toBe(401);

  // A direct message to Othello lets Othello read it; Hamlet still cannot.
  w.ts.events.length = 0;
  const dm = await send('cordelia', ['othello'], `See [the plan](${url})`);
  expect((await download(url, auth('othello'))).status).toBe(200);
  expect((await download(url, auth('hamlet'))).status).toBe(403);
  expect(w.ts.events.filter((e) => e.event.type === 'attachment').map((e) => [e.userIds, e.event])).toEqual([
    [
      [w.realm.users.cordelia.id],
      expect.objectContaining({
        op: 'update',
        attachment: expect.objectContaining({ messages: [{ id: dm, date_sent: expect.any(Number) }] }),
      }),
    ],
  ]);
  // In a public channel everyone can read it.
  const inChannel = await send('cordelia', 'Verona', `[plan](${url})`);
  expect((await download(url, auth('hamlet'))).status).toBe(200);
  const listed = await as('cordelia').get('/attachments');
  expect(expectMatchesOpenApi('GET', '/attachments', 200, listed.body)).toBe(true);
  const mine = (listed.body.attachments as Array<Record<string, any>>).find(
    (a) => a.path_id === url.slice('/user_uploads/'.length),
  );
  expect(mine?.messages.map((m: Record<string, number>) => m.id)).toEqual([dm, inChannel]);
  // /download/ forces an attachment.
  const forced = await download(url.replace('/user_uploads/', '/user_uploads/download/'), auth('hamlet'));
  expect(forced.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''plan.txt");
});

test('linking a file someone else cannot read claims nothing; has_attachment follows real claims', async () => {
  const secret = await upload('iago', [{ name: 'secret.txt', body: 'shh' }]);
  const id = await send(
    'hamlet',
    'Verona',
    `[not mine](${secret.body.url}) and [nothing](/user_uploads/${w.realm.realmId}/00/none/none.txt)`,
  );
  const row = await w.ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id } });
  expect(row.hasAttachment).toBe(false);
  expect((await download(secret.body.url, auth('hamlet'))).status).toBe(403);
  const own = await upload('hamlet', [{ name: 'mine.txt', body: 'ok' }]);
  const id2 = await send('hamlet', 'Verona', `[mine](${own.body.url})`);
  expect((await w.ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id: id2 } })).hasAttachment).toBe(true);
  const narrowed = await as('hamlet').get('/messages', {
    anchor: 'newest',
    num_before: 5,
    num_after: 0,
    narrow: [{ operator: 'has', operand: 'attachment' }],
  });
  expect((narrowed.body.messages as Array<{ id: number }>).map((m) => m.id)).toContain(id2);
});

test('an audio file played with ![title](url) is claimed as a linked one is', async () => {
  const song = await upload('othello', [{ name: 'song.mp3', body: 'ID3', type: 'audio/mpeg' }]);
  const id = await send('othello', 'Verona', `![song.mp3](${song.body.url})`);
  const row = await w.ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id } });
  expect(row.renderedContent).toBe(
    `<p><audio controls preload="metadata" src="${song.body.url}" title="song.mp3"></audio></p>`,
  );
  expect(row.hasAttachment).toBe(true);
  expect((await download(song.body.url, auth('hamlet'))).status).toBe(200);
});

test('edits link and unlink files; the editor gets the files no message references any more', async () => {
  const a = await upload('prospero', [{ name: 'a.txt', body: 'a' }]);
  const b = await upload('prospero', [{ name: 'b.txt', body: 'b' }]);
  const id = await send('prospero', 'Verona', `[a](${a.body.url})`);
  const edited = await as('prospero').patch(`/messages/${id}`, { content: `[b](${b.body.url})` });
  expect(edited.status).toBe(200);
  expect(edited.body.detached_uploads).toEqual([
    {
      id: expect.any(Number),
      name: 'a.txt',
      path_id: (a.body.url as string).slice('/user_uploads/'.length),
      size: 1,
      create_time: expect.any(Number),
      messages: [],
    },
  ]);
  expect(expectMatchesOpenApi('PATCH', '/messages/{message_id}', 200, edited.body)).toBe(true);
  const cleared = await as('prospero').patch(`/messages/${id}`, { content: 'no files now' });
  expect((cleared.body.detached_uploads as Array<{ name: string }>).map((d) => d.name)).toEqual(['b.txt']);
  expect((await w.ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id } })).hasAttachment).toBe(false);
});

test('attachment events as the OpenAPI description has them: add, update when a message links the file, remove', async () => {
  const queue = await as('polonius').post('/register', { event_types: ['attachment'] });
  const file = await upload('polonius', [{ name: 'event.txt', body: 'evented' }]);
  await send('polonius', 'Verona', `[file](${file.body.url})`);
  const [attachment] = (await as('polonius').get('/attachments')).body.attachments as Array<{ id: number }>;
  await as('polonius').delete(`/attachments/${attachment.id}`);
  const r = await as('polonius').get('/events', {
    queue_id: String(queue.body.queue_id),
    last_event_id: -1,
    dont_block: true,
  });
  expect((r.body.events as Array<{ op: string }>).map((e) => e.op)).toEqual(['add', 'update', 'remove']);
  expect(expectMatchesOpenApi('GET', '/events', 200, r.body)).toBe(true);
});

test('logged-out visitors download files linked from a web-public channel, 1,000 times a day per file; others are sent to log in', async () => {
  const owner = as('desdemona');
  expect((await owner.patch('/realm', { enable_spectator_access: true })).status).toBe(200);
  const created = await owner.post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: 'open house' }]),
    is_web_public: true,
  });
  expect(created.status).toBe(200);
  const shown = await upload('desdemona', [{ name: 'poster.txt', body: 'all welcome' }]);
  const hidden = await upload('desdemona', [{ name: 'memo.txt', body: 'members only' }]);
  await send('desdemona', 'open house', `[poster](${shown.body.url})`);
  await send('desdemona', 'Verona', `[memo](${hidden.body.url})`);

  const visit = await download(shown.body.url);
  expect([visit.status, await visit.text()]).toEqual([200, 'all welcome']);
  // A public (not web-public) channel's file stays for members.
  expect((await download(hidden.body.url)).status).toBe(302);
  // A file that does not exist is a 404 for visitors too.
  expect((await download(`/user_uploads/${w.realm.realmId}/ab/nonexistenttoken000000000/x.txt`)).status).toBe(404);

  // The daily view limit counts visitors' views only; a member still downloads it past the limit.
  // 997 views are recorded directly (a thousand requests would take seconds); the last two are real.
  const key = spectatorViewsKey(shown.body.url.slice('/user_uploads/'.length));
  for (let i = 0; i < 997; i++) w.ts.server.deps.rateLimiter.hit(key, SPECTATOR_ATTACHMENT_ACCESS_BY_FILE);
  expect((await download(shown.body.url)).status).toBe(200);
  expect((await download(shown.body.url, { accept: 'text/html' })).status).toBe(200);
  expect((await download(shown.body.url)).status).toBe(302);
  expect((await download(shown.body.url, auth('hamlet'))).status).toBe(200);
  w.ts.clock.advance(86_400_000);
  expect((await download(shown.body.url)).status).toBe(200);
});

test('a text/plain upload in UTF-8 is served with its charset; one in another encoding without', async () => {
  const utf8 = await upload('hamlet', [{ name: 'café.txt', body: 'crème brûlée', type: 'text/plain' }]);
  const latin1 = await upload('hamlet', [
    { name: 'old.txt', body: Buffer.from('crème brûlée', 'latin1'), type: 'text/plain' },
  ]);
  const typeOf = async (url: string) => (await download(url, auth('hamlet'))).headers.get('content-type');
  expect([await typeOf(utf8.body.url), await typeOf(latin1.body.url)]).toEqual([
    'text/plain; charset=utf-8',
    'text/plain',
  ]);
});

/** What Chromium sends for an <img>: it prefers images to HTML. */
const IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

test("a logged-out request for a file it may not see: Zulip's serve_file answers the login page, or an <img> the 403 picture", async () => {
  const file = await upload('cordelia', [{ name: 'Ünïcödé 名前.txt', body: 'members only' }]);
  const url = file.body.url as string;
  // The stored name keeps its letters: the path Django decodes and re-escapes before quoting it again (slashes kept).
  const escaped = url.replace(/[^/]+$/, (name) => encodeURIComponent(encodeURIComponent(decodeURIComponent(name))));
  expect(escaped).toContain('%25C3%259Cn%25C3%25AFc');
  const cases: Array<[string, string | undefined, number, string | null]> = [
    ['no Accept at all', undefined, 302, `/login/?next=${escaped}`],
    ['*/*, as curl and API libraries send', '*/*', 302, `/login/?next=${escaped}`],
    ['JSON', 'application/json', 302, `/login/?next=${escaped}`],
    [
      'a browser opening it',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      302,
      `/login/?next=${escaped}`,
    ],
    ['an <img>', IMG_ACCEPT, 403, null],
    ['PNG over HTML', 'image/png,text/html;q=0.5', 403, null],
    ['HTML and PNG alike (the first named, HTML, wins)', 'text/html,image/png', 302, `/login/?next=${escaped}`],
  ];
  for (const [what, accept, status, location] of cases) {
    const r = await download(url, accept === undefined ? {} : { accept });
    expect([what, r.status, r.headers.get('location'), r.headers.get('vary')]).toEqual([
      what,
      status,
      location,
      'Accept',
    ]);
    if (status === 403) expect([r.headers.get('content-type'), r.text().length > 0]).toEqual(['image/png', true]);
  }
  // The query string stays in `next`, quoted once more; /download/ and HEAD answer alike.
  const withQuery = await download(`${url}?x=a%20b&y=%2F`);
  expect(withQuery.headers.get('location')).toBe(`/login/?next=${escaped}%3Fx%3Da%2520b%26y%3D%252F`);
  const forced = url.replace('/user_uploads/', '/user_uploads/download/');
  expect((await download(forced)).headers.get('location')).toBe(
    `/login/?next=${escaped.replace('/user_uploads/', '/user_uploads/download/')}`,
  );
  const head = await fetch(`${w.ts.url}${url}`, { method: 'HEAD', redirect: 'manual' });
  expect([head.status, head.headers.get('location')]).toEqual([302, `/login/?next=${escaped}`]);
  // A file that does not exist is not a reason to log in.
  const missing = `/user_uploads/${w.realm.realmId}/ab/nonexistenttoken000000000/x.txt`;
  expect([
    (await download(missing)).status,
    (await download(missing, { accept: IMG_ACCEPT })).headers.get('content-type'),
  ]).toEqual([404, 'image/png']);
  // Credentials that fail are an error, not a visitor.
  expect((await download(`${url}?api_key=not-a-key`)).status).toBe(401);
});

test('the temporary-URL endpoint under /json and /api/v1 needs credentials: a browser page is sent to log in (path quoted whole), others get 401', async () => {
  const file = await upload('cordelia', [{ name: 'plan.txt', body: 'the plan' }]);
  const path = (file.body.url as string).slice('/user_uploads/'.length);
  const html = { accept: 'text/html,application/xhtml+xml' };
  for (const [prefix, challenge] of [
    ['/json', 'Session realm="zulip"'],
    ['/api/v1', 'Basic realm="zulip"'],
  ]) {
    const page = await download(`${prefix}/user_uploads/${path}`, html);
    expect([page.status, page.headers.get('location')]).toEqual([
      302,
      `/login/?next=${encodeURIComponent(`${prefix}/user_uploads/${path}`)}`,
    ]);
    const api = await download(`${prefix}/user_uploads/${path}`, { accept: '*/*' });
    expect([api.status, api.json(), api.headers.get('www-authenticate')]).toEqual([
      401,
      { result: 'error', msg: 'Not logged in: API authentication or user session required', code: 'UNAUTHORIZED' },
      challenge,
    ]);
  }
});
