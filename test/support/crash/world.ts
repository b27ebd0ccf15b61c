import type { Credentials } from '../client.ts';
import { remoteWorld } from '../world.ts';

/**
 * The organization a crash run works in, made over REST on the first start:
 * the owner (an administrator of the initial realm), one more administrator
 * and two members; channel A with all four subscribed and channel B without
 * the last member, so that a topic moved from A to B takes that member's
 * UserMessage rows away — one more thing a half-applied move would show.
 */
export interface CrashUser extends Credentials {
  id: number;
  admin: boolean;
}

export interface CrashWorld {
  users: CrashUser[];
  channelA: { id: number; name: string };
  channelB: { id: number; name: string };
  /** Who is subscribed to each channel (and so gets a UserMessage row for each of its messages). */
  subscribers: Map<number, number[]>;
}

export const OWNER_EMAIL = 'owner@crash.example.com';

/** The environment that makes the first start create the organization (and lets dev_fetch_api_key hand out keys). */
export const worldEnv = (): Record<string, string> => ({
  ZIRCON_OWNER_EMAIL: OWNER_EMAIL,
  ZIRCON_DEV: '1',
  ZIRCON_REALM_NAME: 'Crash',
});

/** The crash organization, made through the world's factories on the server's first start. */
export async function createWorld(url: string): Promise<CrashWorld> {
  const w = await remoteWorld(url, OWNER_EMAIL);
  const users: CrashUser[] = [{ ...w.user('owner'), admin: true }];
  for (const [name, admin] of [
    ['admin', true],
    ['member1', false],
    ['member2', false],
  ] as const) {
    const u = await w.createUser(name, {
      email: `${name}@crash.example.com`,
      password: 'a crash-test password',
      by: 'owner',
    });
    if (admin) {
      const r = await w.as('owner').patch(`/users/${u.id}`, { role: 200 });
      if (r.status !== 200) throw new Error(`make ${name} an administrator: ${r.status} ${r.text}`);
    }
    w.realm.users[name] = u;
    users.push({ ...u, admin });
  }
  const channel = async (name: string, members: CrashUser[]) => ({
    id: await w.createChannel('owner', name, { principals: members.map((u) => u.id) }),
    name,
  });
  const channelA = await channel('crash-a', users);
  const channelB = await channel('crash-b', users.slice(0, 3));
  return {
    users,
    channelA,
    channelB,
    subscribers: new Map([
      [channelA.id, users.map((u) => u.id).sort((a, b) => a - b)],
      [
        channelB.id,
        users
          .slice(0, 3)
          .map((u) => u.id)
          .sort((a, b) => a - b),
      ],
    ]),
  };
}
