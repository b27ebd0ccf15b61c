// The organization the realtime benchmarks run in: an owner and N users, all
// subscribed to `everyone`, and optionally `small-0`… channels, each with
// the users whose index is its number modulo their count.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { inTransaction } from '../src/domain/context.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { insertChannel } from '../src/domain/channels/create-channel.ts';
import { insertSubscriptions } from '../src/domain/channels/insert-subscriptions.ts';
import { createRealmWithOwner } from '../src/domain/onboarding/bootstrap.ts';
import { insertUser } from '../src/domain/onboarding/insert-user.ts';
import { buildDeps } from '../src/server.ts';
import type { Creds } from './api-client.ts';

export interface BenchOrg {
  owner: Creds;
  users: Creds[];
  /** The ids of `small-<i>`, by i. */
  smallChannels: number[];
}

export async function prepareOrg(
  env: Record<string, string>,
  o: { users: number; smallChannels?: number },
): Promise<BenchOrg> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const deps = buildDeps(config, db, discardEvents);
  const owner = await createRealmWithOwner(deps, {
    realmName: 'Fanout',
    ownerEmail: 'owner@fanout.example.com',
    ownerName: 'Owner',
    ownerPassword: 'fanout-owner',
  });
  const users: Creds[] = [];
  const smallChannels: number[] = [];
  const now = new Date();
  const { stream, small } = await inTransaction(deps, async (tx) => {
    const stream = await insertChannel(tx, {
      realmId: owner.realm_id,
      name: 'everyone',
      now,
      creatorId: owner.user_id,
    });
    const small = [];
    for (let k = 0; k < (o.smallChannels ?? 0); k++)
      small.push(
        await insertChannel(tx, { realmId: owner.realm_id, name: `small-${k}`, now, creatorId: owner.user_id }),
      );
    await insertSubscriptions(tx, [{ userId: owner.user_id, stream }]);
    return { stream, small };
  });
  smallChannels.push(...small.map((s) => s.id));
  // Users in transactions of 20: one transaction for all of them can outlast its timeout on a busy machine.
  for (let from = 0; from < o.users; from += 20) {
    const batch = await inTransaction(deps, async (tx) => {
      const pairs = [];
      const made: Creds[] = [];
      for (let i = from; i < Math.min(o.users, from + 20); i++) {
        const u = await insertUser(deps, tx, {
          realmId: owner.realm_id,
          email: `user${i}@fanout.example.com`,
          fullName: `User ${i}`,
        });
        made.push({ email: u.deliveryEmail, apiKey: u.apiKey, id: u.id });
        pairs.push({ userId: u.id, stream });
        if (small.length > 0) pairs.push({ userId: u.id, stream: small[i % small.length] });
      }
      await insertSubscriptions(tx, pairs);
      return made;
    });
    users.push(...batch);
  }
  await db.close();
  return { owner: { email: owner.email, apiKey: owner.api_key, id: owner.user_id }, users, smallChannels };
}
