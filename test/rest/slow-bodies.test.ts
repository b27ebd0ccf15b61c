import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { useWorld } from '../support/world.ts';

/*
 * A request body that stops arriving is answered 408 and closed after
 * BODY_TIMEOUT_SECONDS without a byte (here half a second, instead of nginx's
 * 60); one whose bytes keep coming takes as long as it needs, however much
 * longer than that in all. Sockets speak raw HTTP, a byte at a time.
 */
const IDLE_SECONDS = 0.5;

const w = useWorld({ env: { BODY_TIMEOUT_SECONDS: String(IDLE_SECONDS) } });

/** A raw connection: what the server wrote, and whether it has closed. */
function open(): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(Number(new URL(w.ts.url).port), '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, received: () => text, closed };
}

function head(path: string, length: number, headers: Record<string, string> = {}, method = 'POST'): string {
  const all = {
    Host: '127.0.0.1',
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(length),
    ...headers,
  };
  return `${[`${method} ${path} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)].join('\r\n')}\r\n\r\n`;
}

/** A tus upload of 100 bytes, created: its URL, for the PATCH that sends them. */
async function tusUpload(): Promise<string> {
  const r = await fetch(`${w.ts.url}/api/v1/tus`, {
    method: 'POST',
    headers: {
      authorization: auth(),
      'tus-resumable': '1.0.0',
      'upload-length': '100',
      'upload-metadata': `filename ${Buffer.from('slow.txt').toString('base64')}`,
    },
  });
  expect(r.status).toBe(201);
  return new URL(r.headers.get('location')!, w.ts.url).pathname;
}

const auth = () =>
  `Basic ${Buffer.from(`${w.realm.users.hamlet.email}:${w.realm.users.hamlet.apiKey}`).toString('base64')}`;

/** Far longer than the idle limit, for a server that never closes: the test then fails instead of hanging. */
const orStillOpen = (closed: Promise<void>) =>
  Promise.race([closed.then(() => 'closed'), sleep(20_000).then(() => 'still open')]);

const TUS_PATCH = { 'Content-Type': 'application/offset+octet-stream', 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0' };

test.each([
  ['a REST endpoint', async () => head('/api/v1/messages', 100, { Authorization: auth() })],
  ['GraphQL', async () => head('/graphql', 100, { Authorization: auth() })],
  ['a tus upload', async () => head(await tusUpload(), 100, { Authorization: auth(), ...TUS_PATCH }, 'PATCH')],
])('%s: a body that stops arriving is answered 408 and its connection closed', async (_what, request) => {
  const c = open();
  c.socket.write(await request());
  c.socket.write('t');
  expect(await orStillOpen(c.closed)).toBe('closed');
  expect(c.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(JSON.parse(c.received().split('\r\n\r\n')[1])).toEqual({
    result: 'error',
    msg: 'Request Timeout',
    code: 'BAD_REQUEST',
  });
});

test('answered before its body ended (no route serves the path), a body that stops arriving still closes the connection', async () => {
  const c = open();
  c.socket.write(head('/nowhere', 100));
  c.socket.write('t');
  // Node would read the rest under its keep-alive timeout, which each byte restarts.
  expect(await orStillOpen(c.closed)).toBe('closed');
  expect(c.received()).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
});

test('a body whose bytes keep coming is read to its end, however long it takes in all; the connection then lives on', async () => {
  const body = 'type=stream&to=Denmark&topic=slow&content=one+byte+at+a+time';
  const c = open();
  c.socket.write(head('/api/v1/messages', body.length, { Authorization: auth() }));
  // A byte every 50 ms: several times the idle limit in all, a tenth of it between bytes.
  for (const byte of body) {
    c.socket.write(byte);
    await sleep(50);
  }
  while (!c.received().includes('"result"')) await sleep(10);
  expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  // The idle limit was for the body: a keep-alive connection waits for its next request as before.
  await sleep(IDLE_SECONDS * 2000);
  expect(c.socket.destroyed).toBe(false);
  c.socket.write(`GET /api/v1/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth()}\r\n\r\n`);
  while (c.received().split('HTTP/1.1 ').length < 3) await sleep(10);
  expect(c.received().split('HTTP/1.1 ')[2]).toMatch(/^200 OK/);
  c.socket.destroy();
});
