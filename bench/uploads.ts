// `npm run bench:uploads`: a 100 MiB file through POST /user_uploads and back
// through GET /user_uploads/…, on a server running as its own process, next
// to bare node:http streaming the same file to and from disk; the same file
// through the tus endpoint in 5 MiB PATCHes (as tus-js-client sends it with
// `chunkSize`); and the server's resident memory while it receives each (it
// must stream, not hold the file). Use PostgreSQL (DATABASE_URL); without it PGlite.
// BENCH_UPLOAD_S3=1: the files go to a bucket on a local s3rver (the test
// S3 server, in this process) instead of the upload directory.
import { createReadStream, createWriteStream, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { freshEnv, PG } from './load.ts';
import { credentials, rssMib } from './upload-helpers.ts';
import { startServerProcess } from './server-process.ts';
import { startS3Server, type TestS3 } from '../test/support/s3-server.ts';

const MIB = 1024 * 1024;
const SIZE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 100);
const PORT = 20000 + Math.floor(Math.random() * 20000);
const BARE_PORT = PORT + 1;

/** POSTs `file` as one multipart part, streamed; resolves with the response body. */
function postFile(port: number, pathName: string, auth: string | null, file: string): Promise<string> {
  const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = '\r\n--b--\r\n';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathName,
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': String(head.length + SIZE_MIB * MIB + tail.length),
          ...(auth ? { authorization: auth } : {}),
        },
      },
      (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (body += c))
          .on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.write(head);
    const src = createReadStream(file);
    src.on('end', () => req.end(tail));
    src.pipe(req, { end: false });
  });
}

function getFile(port: number, pathName: string, auth: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathName, headers: auth ? { authorization: auth } : {} }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length)).on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

const TUS_CHUNK = Number(process.env.BENCH_TUS_CHUNK_MIB ?? 5) * MIB;

/** One tus request; resolves with the status, headers and body. */
function tusRequest(
  port: number,
  method: string,
  pathName: string,
  headers: Record<string, string>,
  body?: NodeJS.ReadableStream,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathName, method, headers: { 'tus-resumable': '1.0.0', ...headers } },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (text += c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** `file` through /api/v1/tus: created, then PATCHed chunk by chunk, each chunk streamed from disk; resolves with the final answer's body. */
async function tusUpload(port: number, auth: string, file: string): Promise<string> {
  const size = SIZE_MIB * MIB;
  const created = await tusRequest(port, 'POST', '/api/v1/tus', {
    authorization: auth,
    'upload-length': String(size),
    'upload-metadata': `filename ${Buffer.from('big.bin').toString('base64')}`,
  });
  if (created.status !== 201) throw new Error(`tus creation: ${created.status} ${created.body}`);
  const location = String(created.headers.location);
  let last = created;
  for (let offset = 0; offset < size; offset += TUS_CHUNK) {
    const end = Math.min(offset + TUS_CHUNK, size);
    last = await tusRequest(
      port,
      'PATCH',
      location,
      {
        authorization: auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(end - offset),
      },
      createReadStream(file, { start: offset, end: end - 1 }),
    );
    if (last.status !== 204 && last.status !== 200)
      throw new Error(`tus PATCH at ${offset}: ${last.status} ${last.body}`);
  }
  return last.body;
}

/** Runs `fn` while sampling the process's resident memory; the peak, in MiB. */
async function peakRss<T>(pid: number, fn: () => Promise<T>): Promise<{ value: T; idle: number; peak: number }> {
  const idle = rssMib(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMib(pid))), 20);
  try {
    return { value: await fn(), idle, peak: Math.max(peak, rssMib(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; mibPerS: number }> {
  const t0 = process.hrtime.bigint();
  const value = await fn();
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return { value, mibPerS: Math.round(SIZE_MIB / s) };
}

/** node:http writing the request body to a file and serving it back: the ceiling on this disk. */
function bareServer(dir: string): http.Server {
  return http.createServer((req, res) => {
    const file = path.join(dir, 'bare.bin');
    if (req.method === 'POST') {
      pipeline(req, createWriteStream(file)).then(
        () => res.end('{}'),
        () => res.destroy(),
      );
    } else {
      createReadStream(file).pipe(res);
    }
  });
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('uploads');
  const file = path.join(os.tmpdir(), `zircon-bench-upload-${process.pid}.bin`);
  writeFileSync(file, Buffer.alloc(SIZE_MIB * MIB, 0x5a));
  const s3: TestS3 | undefined = process.env.BENCH_UPLOAD_S3 === '1' ? await startS3Server() : undefined;
  console.log(
    `\n## ${SIZE_MIB} MiB upload and download (${PG ? 'PostgreSQL' : 'PGlite'}${s3 ? ', S3 bucket on s3rver' : ''})`,
  );
  const bare = bareServer(env.DATA_DIR).listen(BARE_PORT, '127.0.0.1');
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const auth = await credentials(env);
    server = await startServerProcess({ ...env, ...s3?.env, MAX_FILE_UPLOAD_SIZE_MIB: String(SIZE_MIB) }, PORT);
    const pid = server.pid ?? 0;
    const {
      value: up,
      idle,
      peak,
    } = await peakRss(pid, () => timed(() => postFile(PORT, '/api/v1/user_uploads', auth, file)));
    const url = (JSON.parse(up.value) as { url: string }).url;
    const down = await timed(() => getFile(PORT, url, auth));
    const bareUp = await timed(() => postFile(BARE_PORT, '/', null, file));
    const bareDown = await timed(() => getFile(BARE_PORT, '/', null));
    console.log(`  POST /user_uploads: ${up.mibPerS} MiB/s (bare node:http ${bareUp.mibPerS} MiB/s)`);
    console.log(
      `  GET ${url.replace(/\/[^/]+$/, '/…')}: ${down.mibPerS} MiB/s, ${down.value === SIZE_MIB * MIB ? 'all bytes' : `${down.value} bytes`} (bare ${bareDown.mibPerS} MiB/s)`,
    );
    console.log(
      `  server RSS: ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB at most while receiving (+${(peak - idle).toFixed(0)} MiB)`,
    );
    const tus = await peakRss(pid, () => timed(() => tusUpload(PORT, auth, file)));
    const tusUrl = (JSON.parse(tus.value.value) as { url: string }).url;
    const tusBack = await getFile(PORT, tusUrl, auth);
    console.log(
      `  tus, ${TUS_CHUNK / MIB} MiB PATCHes: ${tus.value.mibPerS} MiB/s, ${tusBack === SIZE_MIB * MIB ? 'all bytes back' : `${tusBack} bytes back`}; ` +
        `server RSS ${tus.idle.toFixed(0)} MiB before, ${tus.peak.toFixed(0)} MiB at most (+${(tus.peak - tus.idle).toFixed(0)} MiB)`,
    );
  } finally {
    server?.kill('SIGTERM');
    bare.close();
    await s3?.close();
    await drop();
  }
}

await main();
