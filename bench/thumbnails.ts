// `npm run bench:thumbnails`: 20 photos of ~5 MiB (4000×3000 JPEG) uploaded at
// once to a server running as its own process; the time until every
// thumbnail exists, and the latency of GET /users/me, asked one after another
// by a client while the uploads and the thumbnailing go on (against the same
// client on the idle server first). Use PostgreSQL (DATABASE_URL); without it PGlite.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { freshEnv, PG } from './load.ts';
import { startServerProcess } from './server-process.ts';
import { credentials, rssMib } from './upload-helpers.ts';

const COUNT = Number(process.env.BENCH_IMAGES ?? 20);
const PORT = 20000 + Math.floor(Math.random() * 20000);
const MIB = 1024 * 1024;

/** A photo-sized JPEG: a gradient with noise (seeded, so each image differs), about 5 MiB at this quality. */
async function photo(seed: number): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const raw = Buffer.alloc(w * h * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (((i / 3) % w) * (255 / w) + ((x >> 16) % 64)) & 255;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 86 })
    .toBuffer();
}

const percentile = (xs: number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * GET /users/me, one request after another, in a worker thread: the uploads
 * are driven from this thread's event loop, which must not delay the probe.
 * Runs until `stop` is posted; resolves with when each request ended and its latency in ms.
 */
type Sample = [at: number, ms: number];

function probe(base: string, auth: string): { stop(): void; latencies: Promise<Sample[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     let stop = false;
     parentPort.on('message', () => (stop = true));
     (async () => {
       const out = [];
       while (!stop) {
         const t0 = process.hrtime.bigint();
         const r = await fetch(workerData.url, { headers: { authorization: workerData.auth } });
         await r.arrayBuffer();
         if (r.status !== 200) throw new Error('GET /users/me: ' + r.status);
         out.push([Date.now(), Number(process.hrtime.bigint() - t0) / 1e6]);
       }
       parentPort.postMessage(out);
     })();`,
    { eval: true, workerData: { url: `${base}/api/v1/users/me`, auth } },
  );
  const latencies = new Promise<Sample[]>((resolve, reject) => {
    worker.once('message', (m: Sample[]) => resolve(m));
    worker.once('error', reject);
  });
  return { stop: () => worker.postMessage('stop'), latencies: latencies.finally(() => worker.terminate()) };
}

async function measure(base: string, auth: string, during: () => Promise<unknown>): Promise<Sample[]> {
  const p = probe(base, auth);
  await during();
  p.stop();
  return p.latencies;
}

async function upload(base: string, auth: string, image: Buffer, i: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const r = await fetch(`${base}/api/v1/user_uploads`, {
    method: 'POST',
    headers: { authorization: auth },
    body: form,
  });
  if (r.status !== 200) throw new Error(`upload: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { url: string }).url.slice('/user_uploads/'.length);
}

const describe = (xs: number[]): string =>
  `${xs.length} requests, p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('thumbnails');
  const images = await Promise.all(Array.from({ length: COUNT }, (_x, i) => photo(i + 1)));
  const sizeMib = images.reduce((n, b) => n + b.length, 0) / images.length / MIB;
  console.log(
    `\n## ${COUNT} concurrent uploads of ${sizeMib.toFixed(1)} MiB 4000×3000 JPEGs, thumbnailed (${PG ? 'PostgreSQL' : 'PGlite'})`,
  );
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const auth = await credentials(env);
    server = await startServerProcess({ ...env, MAX_FILE_UPLOAD_SIZE_MIB: '25' }, PORT);
    const base = `http://127.0.0.1:${PORT}`;
    const uploadsDir = path.join(env.DATA_DIR, 'uploads');
    const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
    await measure(base, auth, () => sleep(2000)); // warm-up
    const idle = await measure(base, auth, () => sleep(3000));
    const pid = server.pid ?? 0;
    const rssIdle = rssMib(pid);
    let rssPeak = rssIdle;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMib(pid))), 20);
    let uploadsDone = 0;
    let t0 = 0;
    let thumbnailsDone = 0;
    const samples = await measure(base, auth, async () => {
      t0 = Date.now();
      const pathIds = await Promise.all(images.map((image, i) => upload(base, auth, image, i)));
      uploadsDone = Date.now();
      const thumbs = pathIds.map((p) => path.join(uploadsDir, 'thumbnail', p, '840x560.webp'));
      while (!thumbs.every((t) => existsSync(t))) await sleep(20);
      thumbnailsDone = Date.now();
    });
    clearInterval(sampler);
    const between = (from: number, to: number) => samples.filter(([at]) => at > from && at <= to).map(([, l]) => l);
    console.log(
      `  all ${COUNT} uploads answered after ${((uploadsDone - t0) / 1000).toFixed(2)} s; every thumbnail existed after ${((thumbnailsDone - t0) / 1000).toFixed(2)} s`,
    );
    console.log(`  GET /users/me, idle server:           ${describe(idle.map(([, l]) => l))}`);
    console.log(`  GET /users/me, during the whole burst: ${describe(between(t0, thumbnailsDone))}`);
    console.log(`  … while the uploads were received:     ${describe(between(t0, uploadsDone))}`);
    console.log(`  … then while only thumbnailing:        ${describe(between(uploadsDone, thumbnailsDone))}`);
    console.log(`  server RSS: ${rssIdle.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB at most during the burst`);
  } finally {
    server?.kill('SIGTERM');
    await drop();
  }
}

await main();
