import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { setTimeout as tick } from 'node:timers/promises';
import { sweepUnclaimedAttachments } from '../../src/domain/uploads/sweep.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer } from '../support/server.ts';

/** Uploads (semantics-messages.md §10): multipart upload, downloads with access rules, temporary URLs, attachments. */
let ts: TestServer;
let realm: DemoRealm;
let uploadsDir: string;

beforeAll(async () => {
  ts = await startTestServer({ env: { MAX_FILE_UPLOAD_SIZE_MIB: '1' } });
  realm = await seedDemoRealm(ts);
  uploadsDir = (ts.server.deps.uploads as unknown as { root: string }).root;
});
afterAll(() => ts.close());
beforeEach(() => {
  ts.events.length = 0;
});

const as = (user: string) => ts.client(realm.users[user]);
const auth = (user: string) => as(user).authHeader();

interface Part {
  field?: string;
  name: string;
  body: string | Uint8Array<ArrayBuffer>;
  type?: string;
}

async function upload(user: string, parts: Part[], extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  parts.forEach((p, i) => form.append(p.field ?? `f${i + 1}`, new Blob([p.body], p.type === undefined ? {} : { type: p.type }), p.name));
  const r = await fetch(`${ts.url}/api/v1/user_uploads`, { method: 'POST', headers: auth(user), body: form });
  return { status: r.status, body: (await r.json()) as Record<string, any> };
}

/** A download, its body read at once (an unread body keeps the connection busy, and the server's close waits for it). */
async function download(path: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${ts.url}${path}`, { headers, redirect: 'manual' });
  const text = await r.text();
  return { status: r.status, headers: r.headers, text: () => text, json: () => JSON.parse(text) as unknown };
}

async function send(user: string, to: string | string[], content: string): Promise<number> {
  const params = Array.isArray(to)
    ? { type: 'direct', to: to.map((u) => realm.users[u].id), content }
    : { type: 'stream', to, topic: 'files', content };
  const r = await as(user).post('/messages', params);
  if (r.status !== 200) throw new Error(r.text);
  return r.body.id as number;
}

const incoming = async () => readdir(`${uploadsDir}/.incoming`).catch(() => []);

test('an upload is stored under a sanitized path, answered as Zulip does, and announced to the uploader', async () => {
  const r = await upload('hamlet', [{ name: 'foo bar--baz.txt', body: 'hello world', type: 'text/plain' }]);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('POST', '/user_uploads', 200, r.body)).toBe(true);
  expect(r.body.url).toMatch(new RegExp(`^/user_uploads/${realm.realmId}/[0-9a-f]{1,2}/[A-Za-z0-9_-]{24}/foo-bar-baz\\.txt$`));
  expect(r.body).toEqual({ result: 'success', msg: '', uri: r.body.url, url: r.body.url, filename: 'foo bar--baz.txt' });
  const pathId = (r.body.url as string).slice('/user_uploads/'.length);
  expect(ts.events).toEqual([
    {
      realmId: realm.realmId,
      userIds: [realm.users.hamlet.id],
      event: {
        type: 'attachment',
        op: 'add',
        attachment: { id: expect.any(Number), name: 'foo bar--baz.txt', path_id: pathId, size: 11, create_time: ts.clock.now().getTime(), messages: [] },
        upload_space_used: expect.any(Number),
      },
    },
  ]);
  const got = await download(r.body.url, auth('hamlet'));
  expect(got.status).toBe(200);
  expect(await got.text()).toBe('hello world');
  expect(got.headers.get('content-type')).toBe('text/plain');
  expect(got.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''foo%20bar--baz.txt");
  expect(got.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await incoming()).toEqual([]);
});

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

test("no file, several files, and a file past the limit get Zulip's messages and store nothing", async () => {
  const before = await ts.server.deps.db.prisma.attachment.count();
  expect(await upload('hamlet', [], { note: 'no file here' })).toEqual({ status: 400, body: { result: 'error', code: 'BAD_REQUEST', msg: 'You must specify a file to upload' } });
  expect(await upload('hamlet', [{ name: 'a.txt', body: 'a' }, { name: 'b.txt', body: 'b' }])).toEqual({
    status: 400,
    body: { result: 'error', code: 'BAD_REQUEST', msg: 'You may only upload one file at a time' },
  });
  const big = new Uint8Array(1024 * 1024 + 1);
  expect(await upload('hamlet', [{ name: 'big.bin', body: big }])).toEqual({
    status: 400,
    body: { result: 'error', code: 'BAD_REQUEST', msg: "File is larger than this server's configured maximum upload size (1 MiB)." },
  });
  expect((await upload('hamlet', [{ name: 'exact.bin', body: new Uint8Array(1024 * 1024) }])).status).toBe(200);
  const unauthenticated = await fetch(`${ts.url}/api/v1/user_uploads`, { method: 'POST', body: new FormData() });
  expect(unauthenticated.status).toBe(401);
  expect(await ts.server.deps.db.prisma.attachment.count()).toBe(before + 1);
  expect(await incoming()).toEqual([]);
});

test('the content type comes from the part, else from the name', async () => {
  const typed = await upload('hamlet', [{ name: 'data', body: '{}', type: 'application/json' }]);
  // A part without a Content-Type (as the Python client sends files): the type is guessed from the name.
  const raw = ['--b', 'Content-Disposition: form-data; name="file"; filename="pic.png"', '', 'not really a png', '--b--', ''].join('\r\n');
  const res = await fetch(`${ts.url}/api/v1/user_uploads`, { method: 'POST', headers: { ...auth('hamlet'), 'content-type': 'multipart/form-data; boundary=b' }, body: raw });
  const guessed = { body: (await res.json()) as Record<string, any> };
  const unknown = await upload('hamlet', [{ name: 'blob.zzz', body: '?', type: 'application/octet-stream' }]);
  const types = await Promise.all([typed, guessed, unknown].map(async (r) => (await download(r.body.url, auth('hamlet'))).headers.get('content-type')));
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
  const missing = await download(`/user_uploads/${realm.realmId}/ab/nonexistenttoken000000000/x.txt`, auth('hamlet'));
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('This file does not exist or has been deleted.');
  expect((await download(`/user_uploads/${realm.realmId}/../../etc/passwd`, auth('hamlet'))).status).toBe(404);
  for (const hostile of ['%2e%2e/%2e%2e/etc/passwd', 'a%00b/c.txt', '%00', `${'x/'.repeat(500)}y`, 'a%2Fb']) {
    expect([hostile, (await download(`/user_uploads/${realm.realmId}/${hostile}`, auth('hamlet'))).status]).toEqual([hostile, 404]);
  }
  expect((await download('/user_uploads/temporary/%00/x.txt')).status).toBe(400);
  expect((await download(url)).status).toBe(401);
  expect((await download(url, { accept: 'text/html' })).status).toBe(302);
  expect((await download(`${url}?api_key=${realm.users.cordelia.apiKey}`)).status).toBe(200);
  expect((await download(`${url}?api_key=not-a-key`)).status).toBe(401);

  // A direct message to Othello lets Othello read it; Hamlet still cannot.
  ts.events.length = 0;
  const dm = await send('cordelia', ['othello'], `See [the plan](${url})`);
  expect((await download(url, auth('othello'))).status).toBe(200);
  expect((await download(url, auth('hamlet'))).status).toBe(403);
  expect(ts.events.filter((e) => e.event.type === 'attachment').map((e) => [e.userIds, e.event])).toEqual([
    [[realm.users.cordelia.id], expect.objectContaining({ op: 'update', attachment: expect.objectContaining({ messages: [{ id: dm, date_sent: expect.any(Number) }] }) })],
  ]);
  // In a public channel everyone can read it.
  const inChannel = await send('cordelia', 'Verona', `[plan](${url})`);
  expect((await download(url, auth('hamlet'))).status).toBe(200);
  const listed = await as('cordelia').get('/attachments');
  expect(expectMatchesOpenApi('GET', '/attachments', 200, listed.body)).toBe(true);
  const mine = (listed.body.attachments as Array<Record<string, any>>).find((a) => a.path_id === url.slice('/user_uploads/'.length));
  expect(mine?.messages.map((m: Record<string, number>) => m.id)).toEqual([dm, inChannel]);
  // /download/ forces an attachment.
  const forced = await download(url.replace('/user_uploads/', '/user_uploads/download/'), auth('hamlet'));
  expect(forced.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''plan.txt");
});

test('linking a file someone else cannot read claims nothing; has_attachment follows real claims', async () => {
  const secret = await upload('iago', [{ name: 'secret.txt', body: 'shh' }]);
  const id = await send('hamlet', 'Verona', `[not mine](${secret.body.url}) and [nothing](/user_uploads/${realm.realmId}/00/none/none.txt)`);
  const row = await ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id } });
  expect(row.hasAttachment).toBe(false);
  expect((await download(secret.body.url, auth('hamlet'))).status).toBe(403);
  const own = await upload('hamlet', [{ name: 'mine.txt', body: 'ok' }]);
  const id2 = await send('hamlet', 'Verona', `[mine](${own.body.url})`);
  expect((await ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id: id2 } })).hasAttachment).toBe(true);
  const narrowed = await as('hamlet').get('/messages', { anchor: 'newest', num_before: 5, num_after: 0, narrow: [{ operator: 'has', operand: 'attachment' }] });
  expect((narrowed.body.messages as Array<{ id: number }>).map((m) => m.id)).toContain(id2);
});

test('edits link and unlink files; the editor gets the files no message references any more', async () => {
  const a = await upload('prospero', [{ name: 'a.txt', body: 'a' }]);
  const b = await upload('prospero', [{ name: 'b.txt', body: 'b' }]);
  const id = await send('prospero', 'Verona', `[a](${a.body.url})`);
  const edited = await as('prospero').patch(`/messages/${id}`, { content: `[b](${b.body.url})` });
  expect(edited.status).toBe(200);
  expect(edited.body.detached_uploads).toEqual([
    { id: expect.any(Number), name: 'a.txt', path_id: (a.body.url as string).slice('/user_uploads/'.length), size: 1, create_time: expect.any(Number), messages: [] },
  ]);
  expect(expectMatchesOpenApi('PATCH', '/messages/{message_id}', 200, edited.body)).toBe(true);
  const cleared = await as('prospero').patch(`/messages/${id}`, { content: 'no files now' });
  expect((cleared.body.detached_uploads as Array<{ name: string }>).map((d) => d.name)).toEqual(['b.txt']);
  expect((await ts.server.deps.db.prisma.message.findUniqueOrThrow({ where: { id } })).hasAttachment).toBe(false);
});

test('temporary URLs work for a minute, without credentials, for that file name only', async () => {
  const file = await upload('aaron', [{ name: 'note.txt', body: 'temporary' }]);
  const pathId = (file.body.url as string).slice('/user_uploads/'.length);
  const r = await as('aaron').get(`/user_uploads/${pathId}`);
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/user_uploads/{realm_id_str}/{filename}', 200, r.body)).toBe(true);
  const temp = r.body.url as string;
  expect(temp).toMatch(/^\/user_uploads\/temporary\/[^/]+\/note\.txt$/);
  expect(await (await download(temp)).text()).toBe('temporary');
  const renamed = await download(temp.replace(/note\.txt$/, 'other.txt'));
  expect([renamed.status, await renamed.json()]).toEqual([400, { result: 'error', msg: 'Invalid filename', code: 'BAD_REQUEST' }]);
  const forged = await download(temp.replace(/\.[^./]+\/note/, '.AAAAAAAAAAAAAAAAAAAAAAAA/note'));
  expect([forged.status, await forged.json()]).toEqual([400, { result: 'error', msg: 'Invalid token', code: 'BAD_REQUEST' }]);
  expect((await as('othello').get(`/user_uploads/${pathId}`)).status).toBe(403);
  ts.clock.advance(61_000);
  expect((await download(temp)).status).toBe(400);
});

test('ranges and validators for media players and caches', async () => {
  const file = await upload('hamlet', [{ name: 'song.mp3', body: '0123456789', type: 'audio/mpeg' }]);
  const url = file.body.url as string;
  const part = await download(url, { ...auth('hamlet'), range: 'bytes=2-5' });
  expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 2-5/10', '2345']);
  const tail = await download(url, { ...auth('hamlet'), range: 'bytes=-3' });
  expect(await tail.text()).toBe('789');
  expect((await download(url, { ...auth('hamlet'), range: 'bytes=20-' })).status).toBe(416);
  const etag = (await download(url, auth('hamlet'))).headers.get('etag') ?? '';
  expect((await download(url, { ...auth('hamlet'), 'if-none-match': etag })).status).toBe(304);
});

test('deleting an attachment: only one\'s own, then its file is gone', async () => {
  const file = await upload('shiva', [{ name: 'gone.txt', body: 'bye' }]);
  const [attachment] = (await as('shiva').get('/attachments')).body.attachments as Array<{ id: number }>;
  expect((await as('hamlet').delete(`/attachments/${attachment.id}`)).body).toEqual({ result: 'error', msg: 'Invalid attachment', code: 'BAD_REQUEST' });
  expect((await as('shiva').delete(`/attachments/${2 ** 40}`)).body).toEqual({ result: 'error', msg: 'Invalid attachment', code: 'BAD_REQUEST' });
  ts.events.length = 0;
  const deleted = await as('shiva').delete(`/attachments/${attachment.id}`);
  expect(expectMatchesOpenApi('DELETE', '/attachments/{attachment_id}', 200, deleted.body)).toBe(true);
  expect(ts.events.map((e) => e.event)).toEqual([{ type: 'attachment', op: 'remove', attachment: { id: attachment.id }, upload_space_used: expect.any(Number) }]);
  expect((await download(file.body.url, auth('shiva'))).status).toBe(404);
});

/** Waits (polling) until `check` holds: the server finishes an aborted request on its own time. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await tick(25);
  }
  throw new Error('condition never held');
}

test('a body cut off half-way stores nothing: no file, no attachment, no temporary file left', async () => {
  const before = await ts.server.deps.db.prisma.attachment.count();
  const url = new URL(`${ts.url}/api/v1/user_uploads`);
  const head = ['--b', 'Content-Disposition: form-data; name="file"; filename="half.bin"', 'Content-Type: application/octet-stream', '', ''].join('\r\n');
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { ...auth('hamlet'), 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(head.length + 500_000) },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(Buffer.alloc(200_000, 7));
  await eventually(async () => (await incoming()).length > 0);
  req.destroy();
  await eventually(async () => (await incoming()).length === 0);
  expect(await ts.server.deps.db.prisma.attachment.count()).toBe(before);
});

test('uploads no message links are swept after five weeks; linked ones stay; deleting a message unlinks its files', async () => {
  const loose = await upload('desdemona', [{ name: 'loose.txt', body: 'nobody links me' }]);
  const linked = await upload('desdemona', [{ name: 'linked.txt', body: 'linked' }]);
  const unlinkedLater = await upload('desdemona', [{ name: 'later.txt', body: 'deleted message' }]);
  await send('desdemona', 'Verona', `[linked](${linked.body.url})`);
  const doomed = await send('desdemona', 'Verona', `[later](${unlinkedLater.body.url})`);
  expect((await as('desdemona').delete(`/messages/${doomed}`)).status).toBe(200);
  const mine = async () => ((await as('desdemona').get('/attachments')).body.attachments as Array<{ name: string; messages: unknown[] }>).map((a) => [a.name, a.messages.length]);
  expect(await mine()).toEqual([['later.txt', 0], ['linked.txt', 1], ['loose.txt', 0]]);
  expect(await sweepUnclaimedAttachments(ts.server.deps)).toBe(0);
  ts.clock.advance(5 * 7 * 24 * 3600 * 1000 + 1000);
  expect(await sweepUnclaimedAttachments(ts.server.deps)).toBeGreaterThanOrEqual(2);
  expect(await mine()).toEqual([['linked.txt', 1]]);
  const swept = await download(loose.body.url, auth('desdemona'));
  expect([swept.status, await swept.text()]).toEqual([404, expect.stringContaining('This file does not exist or has been deleted.')]);
  const kept = await download(linked.body.url, auth('desdemona'));
  expect([kept.status, await kept.text()]).toEqual([200, 'linked']);
});

test('attachment events as the OpenAPI description has them: add, update when a message links the file, remove', async () => {
  const queue = await as('polonius').post('/register', { event_types: ['attachment'] });
  const file = await upload('polonius', [{ name: 'event.txt', body: 'evented' }]);
  await send('polonius', 'Verona', `[file](${file.body.url})`);
  const [attachment] = (await as('polonius').get('/attachments')).body.attachments as Array<{ id: number }>;
  await as('polonius').delete(`/attachments/${attachment.id}`);
  const r = await as('polonius').get('/events', { queue_id: String(queue.body.queue_id), last_event_id: -1, dont_block: true });
  expect((r.body.events as Array<{ op: string }>).map((e) => e.op)).toEqual(['add', 'update', 'remove']);
  expect(expectMatchesOpenApi('GET', '/events', 200, r.body)).toBe(true);
});
