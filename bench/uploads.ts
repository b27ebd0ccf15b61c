// `npm run bench:uploads`: a 100 MiB file through POST /user_uploads and back
// through GET /user_uploads/…, on a server running as its own process, next
// to bare node:http streaming the same file to and from disk; and the
// server's resident memory while it receives the file (it must stream, not
// hold the file). Use PostgreSQL (DATABASE_URL); without it PGlite.
import { createReadStream, createWriteStream, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { freshEnv, PG } from './load.ts';
import { credentials, rssMib } from './upload-helpers.ts';
import { startServerProcess } from './server-process.ts';

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
        res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve(body));
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
      pipeline(req, createWriteStream(file)).then(() => res.end('{}'), () => res.destroy());
    } else {
      createReadStream(file).pipe(res);
    }
  });
}

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('uploads');
  const file = path.join(os.tmpdir(), `zircon-bench-upload-${process.pid}.bin`);
  writeFileSync(file, Buffer.alloc(SIZE_MIB * MIB, 0x5a));
  console.log(`\n## ${SIZE_MIB} MiB upload and download (${PG ? 'PostgreSQL' : 'PGlite'})`);
  const bare = bareServer(env.DATA_DIR).listen(BARE_PORT, '127.0.0.1');
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const auth = await credentials(env);
    server = await startServerProcess({ ...env, MAX_FILE_UPLOAD_SIZE_MIB: String(SIZE_MIB) }, PORT);
    const pid = server.pid ?? 0;
    const idle = rssMib(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMib(pid))), 20);
    const up = await timed(() => postFile(PORT, '/api/v1/user_uploads', auth, file));
    clearInterval(sampler);
    const url = (JSON.parse(up.value) as { url: string }).url;
    const down = await timed(() => getFile(PORT, url, auth));
    const bareUp = await timed(() => postFile(BARE_PORT, '/', null, file));
    const bareDown = await timed(() => getFile(BARE_PORT, '/', null));
    console.log(`  POST /user_uploads: ${up.mibPerS} MiB/s (bare node:http ${bareUp.mibPerS} MiB/s)`);
    console.log(`  GET ${url.replace(/\/[^/]+$/, '/…')}: ${down.mibPerS} MiB/s, ${down.value === SIZE_MIB * MIB ? 'all bytes' : `${down.value} bytes`} (bare ${bareDown.mibPerS} MiB/s)`);
    console.log(`  server RSS: ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB at most while receiving (+${(peak - idle).toFixed(0)} MiB)`);
  } finally {
    server?.kill('SIGTERM');
    bare.close();
    await drop();
  }
}

await main();
