import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { ApiClient } from './client.ts';
import { seedDemoRealm, startTestServer, type DemoRealm, type TestServer, type TestServerOptions } from './server.ts';

/** A test file's server with Zulip's development cast, and the helpers most files want. */
export interface DemoWorld {
  ts: TestServer;
  realm: DemoRealm;
  /** A client for one of the cast (`hamlet`, `iago`, …). */
  as(name: string): ApiClient;
  prisma(): PrismaClient;
  /** POST /messages as `from`; the new message's id. */
  send(from: string, params: Record<string, string>): Promise<number>;
}

/**
 * Registers the file's hooks: a fresh server and seeded realm for the file,
 * closed after it, and the recorded events cleared before each test. The
 * object is filled in by beforeAll (the file's own beforeAll runs after it).
 */
export function useDemoWorld(opts: TestServerOptions = {}): DemoWorld {
  const w: DemoWorld = {
    ts: undefined as unknown as TestServer,
    realm: undefined as unknown as DemoRealm,
    as: (name) => w.ts.client(w.realm.users[name]),
    prisma: () => w.ts.server.deps.db.prisma,
    send: async (from, params) => {
      const r = await w.as(from).post('/messages', params);
      if (r.status !== 200) throw new Error(`send failed: ${r.text}`);
      return r.body.id as number;
    },
  };
  beforeAll(async () => {
    w.ts = await startTestServer(opts);
    w.realm = await seedDemoRealm(w.ts);
  });
  afterAll(() => w.ts.close());
  beforeEach(() => {
    w.ts.events.length = 0;
  });
  return w;
}
