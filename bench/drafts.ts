// `npm run bench:drafts`: a draft saved on one device arriving on another.
// Two graphql-ws connections of one user to a server running as its own
// process: one saves a draft (the updateDraft mutation, over its socket),
// the other is subscribed to `drafts`; the time from sending the mutation to
// receiving the event, over 1,000 saves one after another. Use PostgreSQL
// (DATABASE_URL); without it PGlite.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { generatedOrganization } from './generated-org.ts';
import { freshEnv, PG } from './load.ts';
import { startServerProcess } from './server-process.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 1000);
const PORT = 20000 + Math.floor(Math.random() * 20000);

async function credentials(env: Record<string, string>): Promise<{ email: string; apiKey: string }> {
  const g = await generatedOrganization(env, {
    users: 2,
    channels: 1,
    subscribersPerChannel: 2,
    topicsPerChannel: 1,
    messages: 1,
    directShare: 0,
  });
  return { email: g.users[0].email, apiKey: g.users[0].api_key };
}

const connect = (creds: { email: string; apiKey: string }): Client =>
  createClient({
    url: `ws://127.0.0.1:${PORT}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: creds,
    retryAttempts: 0,
  });

function once<T>(client: Client, query: string, variables: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (r) => (r.data ? resolve(r.data) : reject(new Error(JSON.stringify(r.errors)))),
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const { env, drop } = await freshEnv('drafts');
  console.log(`\n## draft round trip, laptop socket → phone socket, ${SAVES} saves (${PG ? 'PostgreSQL' : 'PGlite'})`);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const creds = await credentials(env);
    server = await startServerProcess(env, PORT);
    const [laptop, phone] = [connect(creds), connect(creds)];
    const created = await once<{ createDrafts: { draftIds: number[] } }>(
      laptop,
      'mutation ($input: CreateDraftsInput!) { createDrafts(input: $input) { ... on CreateDraftsPayload { draftIds } } }',
      { input: { drafts: [{ type: 'UNADDRESSED', to: [], topic: '', content: 'starting' }] } },
    );
    const [draftId] = created.createDrafts.draftIds;
    let arrived: ((at: bigint) => void) | null = null;
    const subscribed = new Promise<void>((ready) => {
      phone.on('connected', () => ready());
    });
    phone.subscribe(
      { query: 'subscription { drafts { __typename ... on DraftsEvent { op } } }' },
      {
        next: () => arrived?.(process.hrtime.bigint()),
        error: (e) => console.error(e),
        complete: () => undefined,
      },
    );
    await subscribed;
    // The subscription is live once a save comes through; until then saves may go unheard.
    const UPDATE_WARMUP = 'mutation ($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename } }';
    for (let heard = false; !heard;) {
      const event = new Promise<boolean>((resolve) => {
        arrived = () => resolve(true);
        setTimeout(() => resolve(false), 500);
      });
      void once(laptop, UPDATE_WARMUP, {
        input: { draftId, draft: { type: 'UNADDRESSED', to: [], topic: '', content: 'warming up' } },
      });
      heard = await event;
    }
    const UPDATE = UPDATE_WARMUP;
    const times: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const event = new Promise<bigint>((resolve) => (arrived = resolve));
      const t0 = process.hrtime.bigint();
      void once(laptop, UPDATE, {
        input: { draftId, draft: { type: 'UNADDRESSED', to: [], topic: '', content: `Let us meet at ${i}` } },
      });
      times.push(Number((await event) - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  save → other socket: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`,
    );
    await laptop.dispose();
    await phone.dispose();
  } finally {
    server?.kill('SIGTERM');
    await drop();
  }
}

await main();
