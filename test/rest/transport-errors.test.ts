import { request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { useWorld } from '../support/world.ts';

/*
 * Requests that go wrong before any endpoint runs still get an answer in the
 * API's own shape: Zulip's JSON under /api/v1 and /json, GraphQL's on /graphql.
 */
const w = useWorld();

const zulipShaped = (text: string) =>
  expect(JSON.parse(text)).toMatchObject({ result: 'error', msg: expect.any(String) });
const graphqlShaped = (text: string) =>
  expect(JSON.parse(text)).toMatchObject({ errors: [expect.objectContaining({ message: expect.any(String) })] });

/** node:http rather than fetch, which refuses methods like TRACE. */
function raw(
  method: string,
  path: string,
  init: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${w.ts.url}${path}`,
      { method, headers: { ...w.as('hamlet').authHeader(), ...init.headers } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

test.each([
  ['GET', '/api/v1/messages/%ff', 404],
  ['GET', '/json/users/%E2%82', 404],
  ['PROPFIND', '/api/v1/messages', 405],
  ['TRACE', '/api/v1/messages', 405],
  ['MKCOL', '/json/users', 405],
  ['PROPFIND', '/api/v1/no/such/thing', 404],
  ['GET', '/no/such/page', 404],
])('%s %s: a Zulip-shaped %i', async (method, path, status) => {
  const r = await raw(method, path);
  expect(r.status).toBe(status);
  zulipShaped(r.text);
  if (status === 405)
    expect(JSON.parse(r.text)).toMatchObject({ msg: 'Method Not Allowed', allowed_methods: ['GET', 'HEAD', 'POST'] });
});

test('CONNECT gets a Zulip-shaped 405 before the connection closes', async () => {
  const { port } = new URL(w.ts.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    );
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  zulipShaped(answer.slice(answer.indexOf('\r\n\r\n') + 4));
});

test('POST /graphql with a form body: served (GraphQL over HTTP allows it)', async () => {
  const r = await raw('POST', '/graphql', {
    body: 'query=%7Bme%7BuserId%7D%7D',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(r.status).toBe(200);
  expect(JSON.parse(r.text)).toEqual({ data: { me: { userId: w.realm.users.hamlet.id } } });
});

test.each([
  ['no content type', { body: '{"query":"{ me { id } }"}', headers: { 'content-type': '' } }],
  [
    'a gzip body',
    {
      body: gzipSync('{"query":"{ me { id } }"}'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    },
  ],
  ['JSON that does not parse', { body: '{"query":', headers: { 'content-type': 'application/json' } }],
  [
    'a body over the limit',
    {
      body: JSON.stringify({ query: '{ me { id } }', variables: { x: 'x'.repeat(2 * 1024 * 1024) } }),
      headers: { 'content-type': 'application/json' },
    },
  ],
])('POST /graphql with %s: a GraphQL-shaped 4xx', async (_name, init) => {
  const r = await raw('POST', '/graphql', init);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  graphqlShaped(r.text);
});

test('GET /graphql with variables that are not JSON: a 400 saying so', async () => {
  const r = await raw(
    'GET',
    `/graphql?query=${encodeURIComponent('{me{id}}')}&variables=${encodeURIComponent('{bad')}`,
    { headers: { accept: 'application/json' } },
  );
  expect(r.status).toBe(400);
  expect(JSON.parse(r.text)).toMatchObject({
    errors: [{ message: 'Request parameters are not valid JSON.', extensions: { code: 'INVALID_JSON' } }],
  });
});

test('PROPFIND /graphql: a GraphQL-shaped 405', async () => {
  const r = await raw('PROPFIND', '/graphql');
  expect(r.status).toBe(405);
  graphqlShaped(r.text);
});
