import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as tick } from 'node:timers/promises';
import { sweepUnclaimedAttachments } from '../../src/domain/uploads/sweep.ts';
import type { FilePart } from '../support/client.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld, type World } from '../support/world.ts';

/**
 * Uploads against either store: the server's local directory (the default)
 * or a test S3 server's bucket. The scenarios in `sharedUploadScenarios` run
 * against both (test/rest/uploads.test.ts, test/rest/uploads-s3.test.ts).
 */
export type UploadsWorld = World & {
  /** Path ids of every stored file, in the directory or the bucket. */
  storedPaths(): Promise<string[]>;
  /** Uploads being received, still in `.incoming` (UPLOADS_DIR, either store). */
  incoming(): Promise<string[]>;
};

type Part = FilePart;

/** Files under `dir` as paths relative to it, skipping uploads being received. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.incoming'));
}

/** The file's world (upload limit 1 MiB) with its own UPLOADS_DIR; with `s3`, a test bucket started first and configured. */
export function useUploadsWorld(opts: { s3?: boolean } = {}): UploadsWorld {
  const w = useWorld({ s3: opts.s3, ownUploadsDir: true, env: { MAX_FILE_UPLOAD_SIZE_MIB: '1' } }) as UploadsWorld;
  w.storedPaths = () => (w.s3 ? w.s3.keys() : filesUnder(w.uploadsDir));
  w.incoming = async () => readdir(`${w.uploadsDir}/.incoming`).catch(() => []);
  return w;
}

export function uploadHelpers(w: UploadsWorld) {
  const as = (user: string) => w.as(user);
  const auth = (user: string) => as(user).authHeader();

  async function upload(user: string, parts: Part[], extra: Record<string, string> = {}) {
    const r = await as(user).multipart(
      '/user_uploads',
      parts.map((p, i) => ({ ...p, field: p.field ?? `f${i + 1}` })),
      extra,
    );
    return { status: r.status, body: r.body as Record<string, any> };
  }

  /** A download, its body read at once (an unread body keeps the connection busy, and the server's close waits for it). */
  async function download(path: string, headers: Record<string, string> = {}) {
    const r = await fetch(`${w.ts.url}${path}`, { headers, redirect: 'manual' });
    const text = await r.text();
    return { status: r.status, headers: r.headers, text: () => text, json: () => JSON.parse(text) as unknown };
  }

  const send = (user: string, to: string | string[], content: string): Promise<number> =>
    Array.isArray(to) ? w.sendDirect(user, to, content) : w.sendToChannel(user, to, 'files', content);

  return { as, auth, upload, download, send };
}

const pathIdOf = (url: string): string => url.slice('/user_uploads/'.length);

/** Waits (polling) until `check` holds: the server finishes an aborted request on its own time. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await tick(25);
  }
  throw new Error('condition never held');
}

/** Upload, download (ranges, validators, temporary URLs), deletion and the sweep: what must hold whatever the store. */
export function sharedUploadScenarios(w: UploadsWorld): void {
  const { as, auth, upload, download, send } = uploadHelpers(w);

  test('an upload is stored under a sanitized path, answered as Zulip does, and announced to the uploader', async () => {
    const r = await upload('hamlet', [{ name: 'foo bar--baz.txt', body: 'hello world', type: 'text/plain' }]);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/user_uploads', 200, r.body)).toBe(true);
    expect(r.body.url).toMatch(
      new RegExp(`^/user_uploads/${w.realm.realmId}/[0-9a-f]{1,2}/[A-Za-z0-9_-]{24}/foo-bar-baz\\.txt$`),
    );
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      uri: r.body.url,
      url: r.body.url,
      filename: 'foo bar--baz.txt',
    });
    const pathId = pathIdOf(r.body.url);
    expect(w.ts.events).toEqual([
      {
        realmId: w.realm.realmId,
        userIds: [w.realm.users.hamlet.id],
        event: {
          type: 'attachment',
          op: 'add',
          attachment: {
            id: expect.any(Number),
            name: 'foo bar--baz.txt',
            path_id: pathId,
            size: 11,
            create_time: w.ts.clock.now().getTime(),
            messages: [],
          },
          upload_space_used: expect.any(Number),
        },
      },
    ]);
    expect(await w.storedPaths()).toContain(pathId);
    const got = await download(r.body.url, auth('hamlet'));
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('hello world');
    expect(got.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(got.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''foo%20bar--baz.txt");
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await w.incoming()).toEqual([]);
  });

  test("no file, several files, and a file past the limit get Zulip's messages and store nothing", async () => {
    const before = await w.ts.server.deps.db.prisma.attachment.count();
    const stored = await w.storedPaths();
    expect(await upload('hamlet', [], { note: 'no file here' })).toEqual({
      status: 400,
      body: { result: 'error', code: 'BAD_REQUEST', msg: 'You must specify a file to upload' },
    });
    expect(
      await upload('hamlet', [
        { name: 'a.txt', body: 'a' },
        { name: 'b.txt', body: 'b' },
      ]),
    ).toEqual({
      status: 400,
      body: { result: 'error', code: 'BAD_REQUEST', msg: 'You may only upload one file at a time' },
    });
    const big = new Uint8Array(1024 * 1024 + 1);
    expect(await upload('hamlet', [{ name: 'big.bin', body: big }])).toEqual({
      status: 400,
      body: {
        result: 'error',
        code: 'BAD_REQUEST',
        msg: "File is larger than this server's configured maximum upload size (1 MiB).",
      },
    });
    expect(await w.storedPaths()).toEqual(stored);
    const exact = await upload('hamlet', [{ name: 'exact.bin', body: new Uint8Array(1024 * 1024) }]);
    expect(exact.status).toBe(200);
    const unauthenticated = await w.as().multipart('/user_uploads', []);
    expect(unauthenticated.status).toBe(401);
    expect(await w.ts.server.deps.db.prisma.attachment.count()).toBe(before + 1);
    expect((await w.storedPaths()).sort()).toEqual([...stored, pathIdOf(exact.body.url)].sort());
    expect((await download(exact.body.url, auth('hamlet'))).text()).toBe('\0'.repeat(1024 * 1024));
    expect(await w.incoming()).toEqual([]);
  });

  test('temporary URLs work for a minute, without credentials, for that file name only', async () => {
    const file = await upload('aaron', [{ name: 'note.txt', body: 'temporary' }]);
    const pathId = pathIdOf(file.body.url);
    const r = await as('aaron').get(`/user_uploads/${pathId}`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/user_uploads/{realm_id_str}/{filename}', 200, r.body)).toBe(true);
    const temp = r.body.url as string;
    expect(temp).toMatch(/^\/user_uploads\/temporary\/[^/]+\/note\.txt$/);
    expect(await (await download(temp)).text()).toBe('temporary');
    const renamed = await download(temp.replace(/note\.txt$/, 'other.txt'));
    expect([renamed.status, await renamed.json()]).toEqual([
      400,
      { result: 'error', msg: 'Invalid filename', code: 'BAD_REQUEST' },
    ]);
    const forged = await download(temp.replace(/\.[^./]+\/note/, '.AAAAAAAAAAAAAAAAAAAAAAAA/note'));
    expect([forged.status, await forged.json()]).toEqual([
      400,
      { result: 'error', msg: 'Invalid token', code: 'BAD_REQUEST' },
    ]);
    expect((await as('othello').get(`/user_uploads/${pathId}`)).status).toBe(403);
    w.ts.clock.advance(61_000);
    expect((await download(temp)).status).toBe(400);
  });

  test('ranges and validators for media players and caches', async () => {
    const file = await upload('hamlet', [{ name: 'song.mp3', body: '0123456789', type: 'audio/mpeg' }]);
    const url = file.body.url as string;
    const part = await download(url, { ...auth('hamlet'), range: 'bytes=2-5' });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 2-5/10', '2345']);
    const tail = await download(url, { ...auth('hamlet'), range: 'bytes=-3' });
    expect(await tail.text()).toBe('789');
    const open = await download(url, { ...auth('hamlet'), range: 'bytes=7-' });
    expect([open.status, open.headers.get('content-length'), await open.text()]).toEqual([206, '3', '789']);
    expect((await download(url, { ...auth('hamlet'), range: 'bytes=20-' })).status).toBe(416);
    const etag = (await download(url, auth('hamlet'))).headers.get('etag') ?? '';
    expect((await download(url, { ...auth('hamlet'), 'if-none-match': etag })).status).toBe(304);
  });

  test("deleting an attachment: only one's own, then its file is gone", async () => {
    const file = await upload('shiva', [{ name: 'gone.txt', body: 'bye' }]);
    const [attachment] = (await as('shiva').get('/attachments')).body.attachments as Array<{ id: number }>;
    expect((await as('hamlet').delete(`/attachments/${attachment.id}`)).body).toEqual({
      result: 'error',
      msg: 'Invalid attachment',
      code: 'BAD_REQUEST',
    });
    expect((await as('shiva').delete(`/attachments/${2 ** 40}`)).body).toEqual({
      result: 'error',
      msg: 'Invalid attachment',
      code: 'BAD_REQUEST',
    });
    expect(await w.storedPaths()).toContain(pathIdOf(file.body.url));
    w.ts.events.length = 0;
    const deleted = await as('shiva').delete(`/attachments/${attachment.id}`);
    expect(expectMatchesOpenApi('DELETE', '/attachments/{attachment_id}', 200, deleted.body)).toBe(true);
    expect(w.ts.events.map((e) => e.event)).toEqual([
      { type: 'attachment', op: 'remove', attachment: { id: attachment.id }, upload_space_used: expect.any(Number) },
    ]);
    expect((await download(file.body.url, auth('shiva'))).status).toBe(404);
    expect(await w.storedPaths()).not.toContain(pathIdOf(file.body.url));
  });

  test('a body cut off half-way stores nothing: no file, no attachment, no temporary file left', async () => {
    const before = await w.ts.server.deps.db.prisma.attachment.count();
    const stored = await w.storedPaths();
    const url = new URL(`${w.ts.url}/api/v1/user_uploads`);
    const head = [
      '--b',
      'Content-Disposition: form-data; name="file"; filename="half.bin"',
      'Content-Type: application/octet-stream',
      '',
      '',
    ].join('\r\n');
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        ...auth('hamlet'),
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(head.length + 500_000),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(200_000, 7));
    await eventually(async () => (await w.incoming()).length > 0);
    req.destroy();
    await eventually(async () => (await w.incoming()).length === 0);
    expect(await w.ts.server.deps.db.prisma.attachment.count()).toBe(before);
    expect(await w.storedPaths()).toEqual(stored);
  });

  test('uploads no message links are swept after five weeks; linked ones stay; deleting a message unlinks its files', async () => {
    const loose = await upload('desdemona', [{ name: 'loose.txt', body: 'nobody links me' }]);
    const linked = await upload('desdemona', [{ name: 'linked.txt', body: 'linked' }]);
    const unlinkedLater = await upload('desdemona', [{ name: 'later.txt', body: 'deleted message' }]);
    await send('desdemona', 'Verona', `[linked](${linked.body.url})`);
    const doomed = await send('desdemona', 'Verona', `[later](${unlinkedLater.body.url})`);
    expect((await as('desdemona').delete(`/messages/${doomed}`)).status).toBe(200);
    const mine = async () =>
      (
        (await as('desdemona').get('/attachments')).body.attachments as Array<{ name: string; messages: unknown[] }>
      ).map((a) => [a.name, a.messages.length]);
    expect(await mine()).toEqual([
      ['later.txt', 0],
      ['linked.txt', 1],
      ['loose.txt', 0],
    ]);
    expect(await sweepUnclaimedAttachments(w.ts.server.deps)).toBe(0);
    w.ts.clock.advance(5 * 7 * 24 * 3600 * 1000 + 1000);
    expect(await sweepUnclaimedAttachments(w.ts.server.deps)).toBeGreaterThanOrEqual(2);
    expect(await mine()).toEqual([['linked.txt', 1]]);
    const swept = await download(loose.body.url, auth('desdemona'));
    expect([swept.status, await swept.text()]).toEqual([
      404,
      expect.stringContaining('This file does not exist or has been deleted.'),
    ]);
    const kept = await download(linked.body.url, auth('desdemona'));
    expect([kept.status, await kept.text()]).toEqual([200, 'linked']);
    const stored = await w.storedPaths();
    expect([loose, unlinkedLater, linked].map((f) => stored.includes(pathIdOf(f.body.url)))).toEqual([
      false,
      false,
      true,
    ]);
  });
}
