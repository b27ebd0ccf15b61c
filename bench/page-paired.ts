// `npm run bench:page-paired`: the message page's server CPU, REST and GraphQL, of this
// checkout and another (BENCH_BASE_DIR), both servers in this one process, requests
// alternating in short batches, so that two commits see the same machine, heap and
// moment. Separate processes taking turns (bench/messages.ts) differ by 5–15 % between
// two servers of one commit on a VM; here mostly by 1–4 % (bench/README.md).
// The CPU is this process's (process.cpuUsage): the servers' and the load generator's
// HTTP client, the same for both; PostgreSQL's is summed per set and server. Each
// checkout's server is bundled as `npm start` runs it (scripts/bundle.mjs's esbuild
// options), into its dist/bench-server.mjs.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { freshEnv, PG, postgresCpuMs } from './load.ts';
import { loadConfig } from '../src/config.ts';
import { generatedOrganization } from './generated-org.ts';

type Bundle = typeof import('../src/config.ts') & typeof import('../src/server.ts');

/** `root`'s server as a module exporting createServer and loadConfig, bundled like dist/zircon.mjs. */
async function bundle(root: string): Promise<Bundle> {
  const require = createRequire(path.join(root, 'package.json'));
  const { build } = (await import(pathToFileURL(require.resolve('esbuild')).href)) as typeof import('esbuild');
  const wasm = 'prisma-query-compiler.wasm'; // written by scripts/bundle.mjs beside dist/zircon.mjs
  const out = path.join(root, 'dist', 'bench-server.mjs');
  await build({
    stdin: {
      contents: "export { createServer } from './src/server.ts'; export { loadConfig } from './src/config.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(
      (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
    ).filter((d) => d !== 'tlds'),
    plugins: [
      {
        name: 'prisma-wasm-from-file',
        setup(b) {
          b.onResolve({ filter: /query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs$/ }, (a) => ({
            path: a.path,
            namespace: 'prisma-wasm',
          }));
          b.onLoad({ filter: /.*/, namespace: 'prisma-wasm' }, () => ({
            contents: `import { readFileSync } from 'node:fs';
export const wasm = { valueOf: () => readFileSync(new URL('./${wasm}', import.meta.url)) };`,
            loader: 'js',
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  return (await import(pathToFileURL(out).href)) as Bundle;
}

const baseDir = process.env.BENCH_BASE_DIR;
if (!baseDir || !PG) throw new Error('set BENCH_BASE_DIR (another checkout, built) and DATABASE_URL');
const dirs = [baseDir, process.cwd()];
const { env, drop } = await freshEnv('page_paired');
const g = await generatedOrganization(env, {
  users: 200,
  channels: 20,
  subscribersPerChannel: 5,
  topicsPerChannel: 1,
  messages: 10_000,
  directShare: 0.02,
});

type Answer = { status: number; body: string };
const servers: Array<{
  name: string;
  send: (o: http.RequestOptions, body?: string) => Promise<Answer>;
  close(): Promise<void>;
}> = [];
for (const [i, dir] of dirs.entries()) {
  const { createServer } = await bundle(path.resolve(dir));
  const s = await createServer(
    loadConfig({ ...process.env, ...env, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMITS: 'off' }),
  );
  const port = await s.listen();
  const agent = new http.Agent({ keepAlive: true });
  const send = (o: http.RequestOptions, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ ...o, host: '127.0.0.1', port, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  servers.push({ name: i === 0 ? 'base' : 'this', send, close: () => s.close() });
}

const basic = (u: { email: string; api_key: string }) =>
  `Basic ${Buffer.from(`${u.email}:${u.api_key}`).toString('base64')}`;
const readers = [g.owner, ...g.users.slice(0, 9)].map(basic);
const channel = g.channels[0].id;
const restQuery = new URLSearchParams({
  anchor: 'newest',
  num_before: '100',
  num_after: '0',
  apply_markdown: 'true',
  narrow: JSON.stringify([{ operator: 'channel', operand: channel }]),
});
const FIELDS: Record<string, string> = {
  bare: 'messageId',
  scalars: 'id messageId content topic timestamp flags',
  people:
    'id messageId content topic timestamp flags sender { userId fullName email avatarUrl } channel { channelId name }',
  page: 'id messageId content topic timestamp flags sender { userId fullName email avatarUrl } channel { channelId name } reactions { emojiName emojiCode user { userId fullName } }',
};
const pageQuery = (fields: string) =>
  `query ($narrow: [NarrowTermInput!]) { messages(anchor: "newest", numBefore: 100, numAfter: 0, narrow: $narrow) { messages { ${fields} } } }`;
const QUERIES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(FIELDS).map(([k, f]) => [k, pageQuery(f)])),
  connection: `query ($narrow: [NarrowTermInput!]) { messagesConnection(last: 100, narrow: $narrow) { pageInfo { hasPreviousPage startCursor } edges { cursor node { ${FIELDS.page} } } } }`,
};
const narrow = [{ operator: 'channel', operandId: channel }];
const request = (set: string, auth: string): [http.RequestOptions, string?] =>
  set === 'rest'
    ? [{ method: 'GET', path: `/api/v1/messages?${restQuery}`, headers: { authorization: auth } }]
    : [
        { method: 'POST', path: '/graphql', headers: { authorization: auth, 'content-type': 'application/json' } },
        JSON.stringify({ query: QUERIES[set], variables: { narrow } }),
      ];

const sets = (process.env.BENCH_SETS ?? 'rest,page,connection').split(',');
for (const s of servers)
  for (const set of sets) {
    const a = await s.send(...request(set, readers[0]));
    if (a.status !== 200 || a.body.includes('"errors"')) throw new Error(`${s.name} ${set}: ${a.body.slice(0, 300)}`);
  }
/** PostgreSQL's CPU by set and server, summed over the measured batches: [ms, requests]. */
const postgresCpu = new Map<string, [number, number]>();
/**
 * CPU per request of `per` requests by each reader at once. PostgreSQL's is
 * read around it, outside this process's measured time (reading /proc costs).
 */
async function batch(s: (typeof servers)[number], set: string, per: number): Promise<number> {
  const pg0 = postgresCpuMs();
  const c0 = process.cpuUsage();
  await Promise.all(
    readers.map(async (auth) => {
      for (let i = 0; i < per; i++) await s.send(...request(set, auth));
    }),
  );
  const c = process.cpuUsage(c0);
  const key = `${set} ${s.name}`;
  const [ms, n] = postgresCpu.get(key) ?? [0, 0];
  postgresCpu.set(key, [ms + postgresCpuMs() - pg0, n + per * readers.length]);
  return (c.user + c.system) / 1000 / (per * readers.length);
}
for (const s of servers) for (const set of sets) for (let i = 0; i < 10; i++) await batch(s, set, 5);
postgresCpu.clear();
const pairs = Number(process.env.BENCH_PAIRS ?? 30);
const per = Number(process.env.BENCH_PER ?? 10);
const cpu = new Map<string, number[]>();
for (let p = 0; p < pairs; p++)
  for (const set of sets)
    for (const s of p % 2 ? [...servers].reverse() : servers) {
      const key = `${set} ${s.name}`;
      cpu.set(key, [...(cpu.get(key) ?? []), await batch(s, set, per)]);
    }
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const set of sets) {
  const [base, mine] = servers.map((s) => median(cpu.get(`${set} ${s.name}`) ?? []));
  const [pgBase, pgMine] = servers.map((s) => {
    const [ms, n] = postgresCpu.get(`${set} ${s.name}`) ?? [0, 1];
    return ms / n;
  });
  console.log(
    `${set.padEnd(11)} base ${base.toFixed(3)} ms  this ${mine.toFixed(3)} ms  this/base ${(mine / base).toFixed(3)}` +
      `   PostgreSQL base ${pgBase.toFixed(3)} ms  this ${pgMine.toFixed(3)} ms`,
  );
}
for (const s of servers) await s.close();
await drop();
process.exit(0);
