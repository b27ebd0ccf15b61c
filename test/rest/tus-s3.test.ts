import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { ABANDONED_TUS_UPLOAD_DAYS, sweepAbandonedTusUploads } from '../../src/domain/uploads/tus-rules.ts';
import { createTusS3DataStore } from '../../src/domain/uploads/tus-s3-store.ts';
import { eventually } from './uploads.helpers.ts';
import { useWorld } from '../support/world.ts';

/**
 * Resumable uploads with S3 settings: tus keeps them as multipart uploads in
 * the bucket, so machines sharing the database and the bucket, not a disk,
 * each take any request. The test S3 server is s3rver with a test-only shim
 * answering the multipart calls it lacks (ListParts, AbortMultipartUpload,
 * ListMultipartUploads; test/support/s3-server.ts).
 */
const w = useWorld({ s3: true, env: { MAX_FILE_UPLOAD_SIZE_MIB: '16' } });

const MiB = 1024 * 1024;
const auth = (user: string) => w.as(user).authHeader();
const b64 = (s: string) => Buffer.from(s).toString('base64');
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 251);
const digest = (b: Uint8Array) => `${b.length} bytes, sha256 ${createHash('sha256').update(b).digest('hex')}`;

async function call(method: string, url: string, headers: Record<string, string>, body?: Uint8Array<ArrayBuffer>) {
  const r = await fetch(url.startsWith('/') ? `${w.ts.url}${url}` : url, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    body,
  });
  const text = await r.text();
  return { status: r.status, headers: r.headers, text };
}
const create = async (user: string, length: number, filename: string, base = w.ts.url) => {
  const r = await call('POST', `${base}/api/v1/tus`, {
    ...auth(user),
    'upload-length': String(length),
    'upload-metadata': `filename ${b64(filename)}`,
  });
  expect(r.status).toBe(201);
  return r.headers.get('location')!;
};
const patch = (user: string, location: string, offset: number, body: Uint8Array<ArrayBuffer>, base = w.ts.url) =>
  call(
    'PATCH',
    `${base}${location}`,
    { ...auth(user), 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
    body,
  );
const head = async (user: string, location: string, base = w.ts.url) =>
  Number((await call('HEAD', `${base}${location}`, auth(user))).headers.get('upload-offset'));
const download = async (url: string, user: string) => {
  const r = await fetch(`${w.ts.url}${url}`, { headers: auth(user) });
  return { status: r.status, body: digest(new Uint8Array(await r.arrayBuffer())) };
};
const idOf = (location: string) => location.slice('/api/v1/tus/'.length);
/** The bucket's keys belonging to upload `id` (the object, its `.info` and `.part`). */
const keysOf = async (id: string) => (await w.bucket().keys()).filter((k) => k.startsWith(id)).sort();

test('an upload in several PATCHes (an 8 MiB part, then tails) lands in the bucket at its path id, downloadable byte for byte', async () => {
  // Parts are 8 MiB (@tus/s3-store's preferred size); a shorter tail waits in `<id>.part` for the next PATCH.
  const data = bytes(9 * MiB + 123);
  const location = await create('hamlet', data.length, 'big report.bin');
  const id = idOf(location);
  expect(await keysOf(id)).toEqual([`${id}.info`]);
  const cuts = [0, 100_000, 8.5 * MiB, 8.5 * MiB + 1, data.length];
  for (let i = 0; i < cuts.length - 2; i++) {
    const r = await patch('hamlet', location, cuts[i], data.slice(cuts[i], cuts[i + 1]));
    expect([r.status, r.headers.get('upload-offset')]).toEqual([204, String(cuts[i + 1])]);
    expect(await head('hamlet', location)).toBe(cuts[i + 1]);
  }
  expect(w.ts.events).toEqual([]);
  const last = await patch('hamlet', location, cuts[3], data.slice(cuts[3]));
  expect(last.status).toBe(200);
  expect(JSON.parse(last.text)).toEqual({ url: `/user_uploads/${id}`, filename: 'big report.bin' });
  // The object is where S3UploadStore reads the path id; tus's description is gone.
  expect(await keysOf(id)).toEqual([id]);
  const row = await w.prisma().attachment.findFirst({ where: { pathId: id } });
  expect(row).toMatchObject({ ownerId: w.realm.users.hamlet.id, fileName: 'big report.bin', size: data.length });
  expect(w.ts.events).toEqual([
    expect.objectContaining({
      userIds: [w.realm.users.hamlet.id],
      event: expect.objectContaining({
        type: 'attachment',
        op: 'add',
        attachment: expect.objectContaining({ path_id: id, size: data.length }),
      }),
    }),
  ]);
  expect(await download(`/user_uploads/${id}`, 'hamlet')).toEqual({ status: 200, body: digest(data) });
  // Finished: HEAD still answers the full offset, from the attachment.
  expect(await head('hamlet', location)).toBe(data.length);
  // Nothing was kept on this machine's disk.
  expect((await readdir(w.uploadsDir, { recursive: true })).filter((f) => f.includes('big-report'))).toEqual([]);
});

test('a body cut off mid-way: what was received stays (a whole part, then a tail), HEAD says where, and the upload resumes from there', async () => {
  const data = bytes(10 * MiB, 5);
  const location = await create('cordelia', data.length, 'cut.bin');
  const req = request(`${w.ts.url}${location}`, {
    method: 'PATCH',
    headers: {
      ...auth('cordelia'),
      'tus-resumable': '1.0.0',
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'content-length': String(data.length),
    },
  });
  req.on('error', () => undefined);
  req.write(data.slice(0, 8 * MiB + 1000));
  // The first 8 MiB make a part in the bucket; then the client goes away, and the rest received is kept as a tail.
  await eventually(async () => (await w.bucket().partsReceived()) >= 1);
  req.destroy();
  const offset = await head('cordelia', location);
  expect(offset).toBeGreaterThanOrEqual(8 * MiB);
  expect(offset).toBeLessThanOrEqual(8 * MiB + 1000);
  const done = await patch('cordelia', location, offset, data.slice(offset));
  expect(done.status).toBe(200);
  expect(await download(`/user_uploads/${idOf(location)}`, 'cordelia')).toEqual({ status: 200, body: digest(data) });
});

test('machines sharing the database and the bucket but not the uploads directory: created on one, finished on the other', async () => {
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'zircon-tus-s3-other-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    UPLOADS_DIR: otherDir,
    MAX_FILE_UPLOAD_SIZE_MIB: '16',
    ...w.bucket().env,
  });
  const other = await createServer(config, {
    database: w.ts.server.deps.db,
    keepDatabaseOpen: true,
    clock: w.ts.clock,
  });
  const otherUrl = `http://127.0.0.1:${await other.listen()}`;
  try {
    const data = bytes(300_000, 7);
    const location = await create('othello', data.length, 'travels.bin');
    expect((await patch('othello', location, 0, data.slice(0, 120_000))).status).toBe(204);
    expect(await head('othello', location, otherUrl)).toBe(120_000);
    expect((await patch('othello', location, 120_000, data.slice(120_000, 200_000), otherUrl)).status).toBe(204);
    expect(await head('othello', location)).toBe(200_000);
    const done = await patch('othello', location, 200_000, data.slice(200_000), otherUrl);
    expect(done.status).toBe(200);
    const id = idOf(location);
    expect(await keysOf(id)).toEqual([id]);
    expect(await download(`/user_uploads/${id}`, 'othello')).toEqual({ status: 200, body: digest(data) });
    expect(await w.prisma().attachment.count({ where: { pathId: id } })).toBe(1);
  } finally {
    await other.close();
    await rm(otherDir, { recursive: true, force: true });
  }
});

test('a final PATCH retried after finishing failed (bytes complete, no attachment yet) keeps its offset, so the finish runs again', async () => {
  const settings = loadConfig({ PORT: '0', DATA_DIR: '/nonexistent', ...w.bucket().env }).s3!;
  const { datastore } = await createTusS3DataStore({ s3: settings, clock: w.ts.clock });
  const id = `${w.realm.realmId}/ab/${'x'.repeat(24)}/retried.bin`;
  await datastore.create(new Upload({ id, size: 5, offset: 0, metadata: {} }));
  expect(await datastore.write(Readable.from([Buffer.from('hello')]), id, 0)).toBe(5);
  expect(await datastore.write(Readable.from([]), id, 5)).toBe(5);
  expect((await datastore.getUpload(id)).offset).toBe(5);
  await expect(datastore.write(Readable.from([Buffer.from('!')]), id, 4)).rejects.toBeDefined();
});

test('termination removes an unfinished upload from the bucket; the sweep aborts the abandoned ones and keeps the fresh', async () => {
  const gone = await create('iago', 1000, 'gone.bin');
  expect((await patch('iago', gone, 0, bytes(400))).status).toBe(204);
  expect(await keysOf(idOf(gone))).toEqual([`${idOf(gone)}.info`, `${idOf(gone)}.part`]);
  expect((await call('DELETE', `${w.ts.url}${gone}`, auth('iago'))).status).toBe(204);
  expect(await keysOf(idOf(gone))).toEqual([]);
  expect(await w.bucket().partsReceived()).toBe(0);

  const settings = loadConfig({ PORT: '0', DATA_DIR: '/nonexistent', ...w.bucket().env }).s3!;
  const storage = await createTusS3DataStore({ s3: settings, clock: w.ts.clock });
  const abandoned = await create('iago', 1000, 'abandoned.bin');
  expect((await patch('iago', abandoned, 0, bytes(300))).status).toBe(204);
  expect(await sweepAbandonedTusUploads(w.ts.server.deps, storage)).toBe(0);
  w.ts.clock.advance(ABANDONED_TUS_UPLOAD_DAYS * 24 * 3600 * 1000 + 1000);
  const fresh = await create('iago', 1000, 'fresh.bin');
  expect(await sweepAbandonedTusUploads(w.ts.server.deps, storage)).toBe(1);
  expect(await keysOf(idOf(abandoned))).toEqual([]);
  expect((await call('HEAD', `${w.ts.url}${abandoned}`, auth('iago'))).status).toBe(404);
  expect(await head('iago', fresh)).toBe(0);
});
