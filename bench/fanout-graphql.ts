// FANOUT_MODE=graphql of bench/fanout.ts: N graphql-ws subscribers of
// `messages` (one socket each, as N browser tabs) spread over child
// processes (bench/fanout-ws-client.ts); one channel message per round, the
// time until the last subscriber has it.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiCall, type Creds } from './api-client.ts';
import { cpuMs } from './load.ts';

/** What a chat UI shows of a new message (the fields of bench/messages.ts's page); FANOUT_GQL_FIELDS=light asks only for the cursor and the id. */
const QUERIES: Record<string, string> = {
  full: `subscription { messages { __typename ... on MessageEvent { cursor flags message {
    id content topic timestamp sender { fullName avatarUrl } channel { name } reactions { emojiName } } } } }`,
  light: 'subscription { messages { __typename ... on MessageEvent { cursor messageId message { content } } } }',
};

export interface FanoutRound {
  delivered: number;
  firstMs: number;
  medianMs: number;
  lastMs: number;
  serverCpuMs?: number;
}

export interface GraphqlFanoutOptions {
  /** The server processes; client process i connects to ports[i % ports.length], messages are sent to the first. */
  ports: number[];
  /** The servers', to count their CPU time per round. */
  pids: number[];
  owner: Creds;
  subscribers: Creds[];
  clientProcesses: number;
  rounds: number;
}

type Reply = Record<string, unknown>;

function startSubscribers(o: GraphqlFanoutOptions, query: string) {
  return Array.from({ length: o.clientProcesses }, (_x, i) => {
    const child = fork(fileURLToPath(new URL('./fanout-ws-client.ts', import.meta.url)));
    const next = (key: string) =>
      new Promise<Reply>((resolve) => {
        const on = (m: Reply) => {
          if (key in m) {
            child.off('message', on);
            resolve(m);
          }
        };
        child.on('message', on);
      });
    const connected = next('connected');
    const subs = o.subscribers
      .filter((_s, j) => j % o.clientProcesses === i)
      .map((s) => ({ email: s.email, apiKey: s.apiKey }));
    child.send({ port: o.ports[i % o.ports.length], subs, query });
    return { child, next, connected };
  });
}

const ms = (x: number) => Math.round(x * 10) / 10;

/**
 * Rounds before this many are warm-up: the first runs the delivery path before
 * the JIT optimised it, and the first rounds on each of the pool's database
 * connections plan the send path's statements and load that backend's catalog
 * caches (~10 ms more per message), which a running server has done long before.
 */
export const WARMUP_ROUNDS = Number(process.env.FANOUT_WARMUP ?? 8);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The warm rounds' figures: median and fastest last arrival, first arrival, and the server's mean CPU time where it was counted. */
export function warmSummary(rounds: Array<{ firstMs: number; lastMs: number; serverCpuMs?: number }>) {
  const warm = rounds.length > WARMUP_ROUNDS ? rounds.slice(WARMUP_ROUNDS) : rounds.slice(1);
  const cpu = warm.flatMap((r) => (r.serverCpuMs === undefined ? [] : [r.serverCpuMs]));
  return {
    warmRounds: warm.length,
    warmLastMsMedian: median(warm.map((r) => r.lastMs)),
    warmLastMsMin: Math.min(...warm.map((r) => r.lastMs)),
    warmFirstMsMedian: median(warm.map((r) => r.firstMs)),
    ...(cpu.length === 0
      ? {}
      : { warmServerCpuMsMean: Math.round((cpu.reduce((a, b) => a + b, 0) / cpu.length) * 10) / 10 }),
  };
}

export async function graphqlFanout(o: GraphqlFanoutOptions) {
  const fields = process.env.FANOUT_GQL_FIELDS ?? 'full';
  const query = QUERIES[fields];
  if (!query) throw new Error(`FANOUT_GQL_FIELDS: one of ${Object.keys(QUERIES).join(', ')}`);
  const children = startSubscribers(o, query);
  await Promise.all(children.map((c) => c.connected));
  let marker = 0;
  const send = (n: number) =>
    apiCall(o.ports[0], 'POST', '/messages', o.owner, {
      type: 'stream',
      to: 'everyone',
      topic: 'fanout',
      content: `fanout-${n}`,
    });
  // Subscriptions start asynchronously (context, validation, the queue): warm-up messages until every one has had one.
  let ready = false;
  for (let i = 0; i < 60 && !ready; i++) {
    const replies = children.map((c) => c.next('ready'));
    await send(++marker);
    for (const c of children) c.child.send({ ready: true });
    ready = (await Promise.all(replies)).every((r) => r.ready === true);
  }
  if (!ready) throw new Error('subscriptions did not all start');
  const rounds: FanoutRound[] = [];
  let errors = 0;
  for (let round = 0; round < o.rounds; round++) {
    // Let the previous round's writes drain, as the long-poll rounds wait for every poll to park again.
    await new Promise((r) => setTimeout(r, 300));
    const n = ++marker;
    const done = children.map((c) => c.next('arrivals'));
    const cpu = () => o.pids.reduce((n, pid) => n + cpuMs(String(pid)), 0);
    const cpu0 = cpu();
    const t0 = performance.timeOrigin + performance.now();
    await send(n);
    for (const c of children) c.child.send({ round: n });
    const all = (await Promise.all(done)) as Array<{ arrivals: number[]; delivered: number; errors: number }>;
    const sorted = all.flatMap((r) => r.arrivals.map((a) => a - t0)).sort((a, b) => a - b);
    errors = all.reduce((e, r) => e + r.errors, 0);
    rounds.push({
      delivered: all.reduce((d, r) => d + r.delivered, 0),
      firstMs: ms(sorted[0]),
      medianMs: ms(sorted[Math.floor(sorted.length / 2)]),
      lastMs: ms(sorted[sorted.length - 1]),
      serverCpuMs: Math.round((cpu() - cpu0) * 10) / 10,
    });
  }
  for (const c of children) c.child.send({ stop: true });
  return {
    subscribers: o.subscribers.length,
    fields,
    clientProcesses: o.clientProcesses,
    rounds,
    errors,
    ...warmSummary(rounds),
  };
}
