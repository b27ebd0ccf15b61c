import { loadActorByApiKey } from '../../src/domain/auth/load-actor.ts';
import { seedDemoRealm, startTestServer, type TestServer } from '../support/server.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts.close());

test('the raw-SQL actor loader returns exactly what Prisma reads, for every field', async () => {
  const realm = await seedDemoRealm(ts);
  const { db } = ts.server.deps;
  for (const name of ['desdemona', 'polonius']) {
    const key = realm.users[name].apiKey;
    const viaPrisma = await db.prisma.user.findUniqueOrThrow({ where: { apiKey: key }, include: { realm: true } });
    const { realm: prismaRealm, ...prismaUser } = viaPrisma;
    const raw = await loadActorByApiKey(db.sql, key);
    expect(raw).toEqual({ user: prismaUser, realm: prismaRealm });
  }
  expect(await loadActorByApiKey(db.sql, 'x'.repeat(32))).toBeNull();
});
