import { readdir } from 'node:fs/promises';
import { loadConfig } from '../../src/config.ts';
import { startWorld } from '../support/world.ts';
import { eventually, sharedUploadScenarios, uploadHelpers, useUploadsWorld } from './uploads.helpers.ts';

/**
 * Uploads stored in an S3-compatible bucket (S3_* settings): the shared upload
 * scenarios against a test S3 server (s3rver, started by uploads.helpers.ts),
 * plus what only a bucket store has to show. One test-only shim: the test's
 * own client, which lists the bucket to check what is stored, trims the
 * bucket path's trailing slash before signing (test/support/s3-server.ts);
 * the server's requests go to s3rver unaltered.
 */
const w = useUploadsWorld({ s3: true });
const { auth, upload, download } = uploadHelpers(w);

sharedUploadScenarios(w);

test('with S3 settings the files are objects in the bucket, and nothing but uploads being received touches the upload directory', async () => {
  const r = await upload('iago', [{ name: 'in the bucket.txt', body: 'object body' }]);
  const pathId = (r.body.url as string).slice('/user_uploads/'.length);
  expect(await w.s3?.has(pathId)).toBe(true);
  expect(await readdir(w.uploadsDir, { recursive: true })).toEqual(
    expect.not.arrayContaining([expect.stringContaining('in-the-bucket')]),
  );
  expect(await (await download(r.body.url, auth('iago'))).text()).toBe('object body');
});

test('downloads abandoned half-way release their object stream: more of them than the SDK has sockets, then a whole download', async () => {
  const body = new Uint8Array(1024 * 1024).fill(42);
  const r = await upload('iago', [{ name: 'big.bin', body }]);
  // The SDK's agent has 50 sockets: a download that kept its GetObject stream open would hold one for good.
  for (let i = 0; i < 60; i++) {
    const abort = new AbortController();
    const res = await fetch(`${w.ts.url}${r.body.url}`, { headers: auth('iago'), signal: abort.signal });
    const reader = res.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    abort.abort();
  }
  const whole = await fetch(`${w.ts.url}${r.body.url}`, { headers: auth('iago') });
  expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
});

test('a GraphQL upload lands in the bucket too', async () => {
  const form = new FormData();
  const query = `mutation ($file: Upload!) { uploadFile(input: { file: $file }) { __typename ... on UploadFilePayload { url } } }`;
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob(['over graphql'], { type: 'text/plain' }), 'gql.txt');
  const r = await fetch(`${w.ts.url}/graphql`, { method: 'POST', headers: auth('cordelia'), body: form });
  // GraphQL's URL is absolute; the bucket's key and the download take its path.
  const url = new URL(((await r.json()) as { data: { uploadFile: { url: string } } }).data.uploadFile.url).pathname;
  expect(await w.s3?.has(url.slice('/user_uploads/'.length))).toBe(true);
  expect(await (await download(url, auth('cordelia'))).text()).toBe('over graphql');
  expect(await w.incoming()).toEqual([]);
});

test('a bucket the server cannot write to: the upload fails, and neither an attachment nor a temporary file is left', async () => {
  const env = { ...w.s3?.env, S3_BUCKET: 'no-such-bucket', UPLOADS_DIR: w.uploadsDir, LOG_LEVEL: 'silent' };
  const broken = await startWorld({ env });
  try {
    const r = await broken
      .as('hamlet')
      .multipart(
        '/user_uploads',
        [{ name: 'lost.txt', body: 'lost' }],
        {},
        { unchecked: 'a 500 answer, which the description does not list' },
      );
    expect([r.status, r.body]).toEqual([500, { result: 'error', msg: 'Internal server error' }]);
    expect(await broken.prisma().attachment.count()).toBe(0);
    // The request's temporary files go once the response is sent.
    await eventually(async () => (await w.incoming()).length === 0);
  } finally {
    await broken.close();
  }
});

test('S3 settings are checked at start: a key needs its secret, and S3_* without a bucket is refused', () => {
  const base = { PORT: '0', DATA_DIR: '/nonexistent' };
  expect(loadConfig(base).s3).toBeUndefined();
  expect(loadConfig({ ...base, S3_BUCKET: 'b' }).s3).toEqual({
    bucket: 'b',
    region: 'us-east-1',
    forcePathStyle: false,
  });
  expect(loadConfig({ ...base, ...w.s3?.env }).s3).toEqual({
    bucket: 'zircon-test',
    endpoint: w.s3?.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
    'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  );
  expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu' })).toThrow(
    'S3_ENDPOINT, S3_REGION set without S3_BUCKET',
  );
  expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow();
  expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow();
});
