import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useWorld } from '../support/world.ts';

/*
 * How /graphql answers over HTTP: a query POSTed as JSON or sent as a GET,
 * from a browser (an Origin) or not, is answered as Yoga answers it (a request
 * with `extensions` always goes through Yoga, so it is the reference), and
 * compressed when the client asks for it and the answer is not tiny.
 */

const w = useWorld({ env: { GRAPHQL_CORS_ORIGINS: 'https://chat.example' } });

const PAGE = `query Page($n: Int!) {
  messages(anchor: "newest", numBefore: $n, numAfter: 0) {
    messages { messageId content sender { fullName email avatarUrl } reactions { emojiName } }
  }
}`;

const HEADERS_SHOWN = [
  'content-type',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

async function answer(
  method: 'GET' | 'POST',
  params: { query: string; variables?: object; extensions?: object },
  headers: Record<string, string>,
) {
  const auth = w.as('hamlet').authHeader();
  const r =
    method === 'POST'
      ? await fetch(`${w.ts.url}/graphql`, {
          method,
          headers: { 'content-type': 'application/json', ...auth, ...headers },
          body: JSON.stringify(params),
        })
      : await fetch(
          `${w.ts.url}/graphql?${new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          )}`,
          { headers: { ...auth, ...headers } },
        );
  return {
    status: r.status,
    headers: Object.fromEntries(HEADERS_SHOWN.map((h) => [h, r.headers.get(h)])),
    body: await r.json(),
  };
}

beforeAll(async () => {
  for (let i = 0; i < 30; i++) {
    const r = await w.as('iago').post('/messages', { type: 'stream', to: 'Verona', topic: 'http', content: `m ${i}` });
    expect(r.status).toBe(200);
  }
});

test('queries, GETs and browsers are answered as Yoga answers them', async () => {
  const operations = [
    { query: PAGE, variables: { n: 3 } },
    { query: 'query M($id: Int!) { message(messageId: $id) { messageId } }', variables: { id: 999_999_999 } },
    { query: '{ me { fullName } }' },
  ];
  const variants: Array<Record<string, string>> = [
    {},
    { origin: 'https://chat.example' },
    { origin: 'https://elsewhere.example' },
    { accept: 'application/graphql-response+json' },
    {
      origin: 'https://chat.example',
      accept:
        'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
    },
  ];
  let checked = 0;
  for (const method of ['POST', 'GET'] as const)
    for (const op of operations)
      for (const headers of variants) {
        const reference = await answer(method, { ...op, extensions: {} }, headers);
        expect([method, op.query, headers, await answer(method, op, headers)]).toEqual([
          method,
          op.query,
          headers,
          reference,
        ]);
        checked++;
      }
  expect(checked).toBe(30);
  const browser = await answer('GET', operations[0], { origin: 'https://chat.example' });
  expect(browser.headers['access-control-allow-origin']).toBe('https://chat.example');
  expect(browser.body.data.messages.messages).toHaveLength(3);
});

/** The answer's bytes as sent (node:http, which does not decode them as fetch does). */
function raw(body: object, headers: Record<string, string>) {
  const url = new URL(`${w.ts.url}/graphql`);
  const payload = JSON.stringify(body);
  return new Promise<{ encoding: string | null; vary: string | null; bytes: Buffer }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...w.as('hamlet').authHeader(), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'] ?? null,
            vary: typeof res.headers.vary === 'string' ? res.headers.vary : null,
            bytes: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('a large answer is compressed with brotli or gzip when asked, the same JSON as uncompressed', async () => {
  for (const extensions of [undefined, {}]) {
    const body = { query: PAGE, variables: { n: 30 }, extensions };
    const plain = await raw(body, {});
    expect(plain.encoding).toBeNull();
    expect(plain.bytes.length).toBeGreaterThan(2048);
    const text = plain.bytes.toString('utf8');
    const br = await raw(body, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    const gz = await raw(body, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(text);
    expect((await raw(body, { 'accept-encoding': 'identity' })).encoding).toBeNull();
  }
});

test('a tiny answer is not compressed', async () => {
  const r = await raw({ query: '{ me { userId } }' }, { 'accept-encoding': 'br, gzip' });
  expect(r.encoding).toBeNull();
  expect(JSON.parse(r.bytes.toString('utf8'))).toEqual({ data: { me: { userId: w.realm.users.hamlet.id } } });
});
