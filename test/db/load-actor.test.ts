import { loadActorByApiKey } from '../../src/domain/auth/load-actor.ts';
import { createRealmWithOwner } from '../../src/domain/onboarding/bootstrap.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld();

test('the raw-SQL actor loader returns exactly what Prisma reads, for every field', async () => {
  const { db } = w.ts.server.deps;
  for (const name of ['desdemona', 'polonius']) {
    const key = w.realm.users[name].apiKey;
    const viaPrisma = await db.prisma.user.findUniqueOrThrow({ where: { apiKey: key }, include: { realm: true } });
    const { realm: prismaRealm, ...prismaUser } = viaPrisma;
    const raw = await loadActorByApiKey(db.sql, key);
    // The demo organization is the only one: the root domain serves it.
    expect(raw).toEqual({ user: prismaUser, realm: prismaRealm, servesRootDomain: true });
  }
  expect(await loadActorByApiKey(db.sql, 'x'.repeat(32))).toBeNull();
});

test('whether the root domain serves the realm: the one without a subdomain, else the first', async () => {
  const { db } = w.ts.server.deps;
  expect((await loadActorByApiKey(db.sql, w.realm.users.hamlet.apiKey))?.servesRootDomain).toBe(true);
  const owner = await createRealmWithOwner(w.ts.server.deps, {
    realmName: 'Root',
    ownerEmail: 'owner@root.example',
    ownerName: 'Root Owner',
    ownerPassword: 'root-password',
  });
  expect((await loadActorByApiKey(db.sql, owner.api_key))?.servesRootDomain).toBe(true);
  expect((await loadActorByApiKey(db.sql, w.realm.users.hamlet.apiKey))?.servesRootDomain).toBe(false);
});
