import { openApiDocument } from '../support/openapi-doc.ts';
import { useWorld } from '../support/world.ts';

/*
 * Every endpoint of Zulip's API description, called by an owner, a member and
 * a guest with hostile values (NUL bytes, broken JSON, out-of-range numbers,
 * huge and deeply nested values, odd bodies and credentials): whatever the
 * answer, it is a Zulip-shaped JSON response and never a 500. Deterministic:
 * the same seeded sequence of requests on every run.
 */

const w = useWorld();

beforeAll(async () => {
  for (let i = 0; i < 3; i++) {
    await w.as('hamlet').post('/messages', { type: 'stream', to: 'Denmark', topic: `t${i}`, content: `hello ${i}` });
  }
});

/** mulberry32: a small seeded PRNG, so a failure can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '1',
  '2',
  '3.5',
  '1e400',
  '99999999999999999999',
  '2147483648',
  'NaN',
  '"str"',
  '[]',
  '{}',
  '[1,2]',
  '[-1]',
  '[99999999999]',
  '["a",1]',
  '[null]',
  '{"a":1}',
  '[{}]',
  '[[]]',
  '\u0000',
  'a\u0000b',
  '["\\u0000"]',
  '"\\u0000"',
  '{"name":"\\u0000"}',
  '[{"name":"\\u0000"}]',
  '[{"operator":"topic","operand":"\\u0000"}]',
  '[{"operator":"channel","operand":{}}]',
  '[{"operator":"search","operand":"\\u0000"}]',
  '[{"operator":"id","operand":"abc"}]',
  '[{"operator":"dm","operand":[1,2]}]',
  '[["stream","Denmark"]]',
  '💥',
  'x'.repeat(70_000),
  '['.repeat(5_000),
  'newest',
  'first_unread',
  'Denmark',
  'hamlet@zulip.com',
  'stream',
  'direct',
  'add',
  'read',
  'starred',
  'change_all',
  'octopus',
  'unicode_emoji',
  '1f419',
  '[{"name":"Denmark"}]',
  '{"new":[1],"old":[]}',
  '{"new":{"direct_members":[1],"direct_subgroups":[]}}',
];
const PATH_VALUES = {
  int: ['1', '2', '0', '99999999999', '2147483648'],
  text: ['hamlet@zulip.com', 'x', '💥', '%00', 'a%00b@zulip.com'],
};
const RAW_BODIES = ['%FF', '%C3', '%00', '%E2%82', '%', '%zz', '&&&', '=='];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
];

interface Endpoint {
  method: string;
  path: string;
  params: string[];
}

function endpoints(): Endpoint[] {
  type Param = { $ref?: string; in?: string; name?: string };
  type Op = {
    parameters?: Param[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const doc = openApiDocument<{
    paths: Record<string, Record<string, Op>>;
    components: { parameters: Record<string, Param> };
  }>();
  const out: Endpoint[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'patch', 'delete'].includes(method)) continue;
      // A long-poll would wait for its heartbeat.
      if (p === '/events' && method === 'get') continue;
      const params = (op.parameters ?? [])
        .map((x) => (x.$ref ? doc.components.parameters[x.$ref.split('/').pop()!] : x))
        .filter((x) => x?.in === 'query')
        .map((x) => x.name!);
      params.push(
        ...Object.keys(op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema?.properties ?? {}),
      );
      out.push({ method: method.toUpperCase(), path: p, params });
    }
  }
  // Served but not in Zulip's description (an experimental API).
  out.push({ method: 'POST', path: '/submessage', params: ['message_id', 'msg_type', 'content'] });
  return out;
}

test('4,000 hostile requests over every endpoint: each answered with Zulip-shaped JSON, none with a 500', async () => {
  const random = prng(20261122);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const all = endpoints();
  const actors = [w.realm.users.desdemona, w.realm.users.hamlet, w.realm.users.polonius];
  const failures: string[] = [];
  for (let i = 0; i < 4_000; i++) {
    const ep = pick(all);
    const urlPath = ep.path.replace(/\{[^}]+\}/g, (m) =>
      pick(/email|fragment|name/.test(m) ? PATH_VALUES.text : PATH_VALUES.int),
    );
    const params = new URLSearchParams();
    for (const name of ep.params) if (random() < 0.6) params.set(name, pick(VALUES));
    const actor = pick(actors);
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${actor.email}:${actor.apiKey}`).toString('base64')}`,
    };
    let query = ep.method === 'GET' ? params.toString() : '';
    let body: string | undefined = ep.method === 'GET' ? undefined : params.toString();
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const mode = random();
    if (mode < 0.05) {
      const raw = `${pick(ep.params.length > 0 ? ep.params : ['x'])}=${pick(RAW_BODIES)}`;
      if (body === undefined) query = raw;
      else body = raw;
    } else if (mode < 0.08 && body !== undefined) {
      headers['content-type'] = pick(CONTENT_TYPES);
      body = pick(['{"a":1}', '[', 'null', 'garbage', JSON.stringify(Object.fromEntries(params))]);
    } else if (mode < 0.1) {
      headers.authorization = pick([
        'Basic',
        'Basic !!!',
        `Basic ${Buffer.from('a:b:c').toString('base64')}`,
        `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}`,
      ]);
    }
    const url = `${w.ts.url}/api/v1${urlPath}${query ? `?${query}` : ''}`;
    const r = await fetch(url, { method: ep.method, headers, body });
    const text = await r.text();
    let shaped = false;
    try {
      const json = JSON.parse(text) as { result?: string };
      shaped = json.result === 'success' || json.result === 'error';
    } catch {
      shaped = false;
    }
    if (r.status >= 500 || !shaped)
      failures.push(
        `#${i} ${ep.method} ${url.slice(0, 200)} body ${String(body).slice(0, 100)} → ${r.status} ${text.slice(0, 120)}`,
      );
  }
  expect(failures).toEqual([]);
}, 600_000);
