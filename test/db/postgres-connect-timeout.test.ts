import { createServer, type Server, type Socket } from 'node:net';
import { DatabaseUnreachableError, openDatabase } from '../../src/db/database.ts';

// A database host that accepts TCP but never answers (a half-dead host, a
// proxy whose backend is gone) fails the connection after the connect timeout
// instead of holding the caller — at start-up, the whole server — forever.

let server: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

test('a PostgreSQL that never answers is reported as unreachable after the connect timeout', async () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const opening = openDatabase({
    databaseUrl: `postgres://zircon@127.0.0.1:${port}/zircon`,
    pgliteDir: '',
    connectTimeoutMs: 300,
  });
  await expect(opening).rejects.toThrow(DatabaseUnreachableError);
  await expect(opening).rejects.toThrow(
    new RegExp(`^cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/zircon: .*timeout`),
  );
  expect(sockets.length).toBeGreaterThan(0);
});
