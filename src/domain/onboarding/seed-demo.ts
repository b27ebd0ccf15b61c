import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { badRequest } from '../errors.ts';
import { insertChannel } from '../channels/create-channel.ts';
import { insertSubscriptions } from '../channels/insert-subscriptions.ts';
import { EmailVisibility } from '../settings/user-settings.ts';
import { insertUser } from './insert-user.ts';
import { Role } from '../roles.ts';
import { createRealm } from './create-realm.ts';
import { DEMO_SUBDOMAIN } from '../realm/queries.ts';

/** Zulip's development organization (populate_db), small enough to read. */
const USERS = [
  { email: 'desdemona@zulip.com', name: 'Desdemona', role: Role.OWNER },
  { email: 'iago@zulip.com', name: 'Iago', role: Role.ADMINISTRATOR },
  { email: 'shiva@zulip.com', name: 'Shiva', role: Role.MODERATOR },
  { email: 'hamlet@zulip.com', name: 'King Hamlet', role: Role.MEMBER },
  { email: 'cordelia@zulip.com', name: "Cordelia, Lear's daughter", role: Role.MEMBER },
  { email: 'othello@zulip.com', name: 'Othello, the Moor of Venice', role: Role.MEMBER },
  { email: 'prospero@zulip.com', name: 'Prospero from The Tempest', role: Role.MEMBER },
  { email: 'aaron@zulip.com', name: 'aaron', role: Role.MEMBER },
  { email: 'ZOE@zulip.com', name: 'Zoe', role: Role.MEMBER },
  { email: 'polonius@zulip.com', name: 'Polonius', role: Role.GUEST },
];

const CHANNELS: Array<{ name: string; description: string; inviteOnly?: boolean; members: string[] }> = [
  {
    name: 'Verona',
    description: 'A city in Italy',
    members: ['desdemona', 'iago', 'hamlet', 'cordelia', 'othello', 'prospero', 'aaron', 'ZOE', 'polonius'],
  },
  {
    name: 'Denmark',
    description: 'A Scandinavian country',
    members: ['desdemona', 'iago', 'hamlet', 'cordelia', 'othello'],
  },
  {
    name: 'Scotland',
    description: 'Located in the United Kingdom',
    members: ['iago', 'hamlet', 'othello', 'prospero'],
  },
  { name: 'Venice', description: 'A northeastern Italian city', members: ['iago', 'cordelia', 'othello', 'prospero'] },
  { name: 'Rome', description: 'Yet another Italian city', members: ['desdemona', 'iago', 'hamlet', 'othello'] },
  {
    name: 'core team',
    description: 'A private channel for the core team.',
    inviteOnly: true,
    members: ['desdemona', 'iago', 'shiva'],
  },
];

export const DEMO_PASSWORD = 'zircon-demo';

/** `zircon seed-demo`: a realm with Zulip's familiar cast; every password is DEMO_PASSWORD. */
export async function seedDemo(deps: Deps) {
  return inTransaction(deps, async (tx) => {
    if (await tx.realm.findUnique({ where: { stringId: DEMO_SUBDOMAIN } })) {
      throw badRequest(`The demo organization (subdomain '${DEMO_SUBDOMAIN}') already exists.`);
    }
    const now = deps.clock.now();
    const realm = await createRealm(deps, tx, {
      name: 'Zulip Dev',
      stringId: DEMO_SUBDOMAIN,
      description: 'The Zulip development environment default organization.',
      emailAddressVisibility: EmailVisibility.EVERYONE,
    });
    const users = new Map<string, { id: number; email: string; api_key: string }>();
    for (const u of USERS) {
      const row = await insertUser(deps, tx, {
        realmId: realm.id,
        email: u.email,
        fullName: u.name,
        role: u.role,
        password: DEMO_PASSWORD,
        canCreateUsers: u.role === Role.OWNER,
      });
      users.set(u.email.split('@')[0], { id: row.id, email: row.deliveryEmail, api_key: row.apiKey });
    }
    const channels: Record<string, number> = {};
    for (const c of CHANNELS) {
      const stream = await insertChannel(tx, {
        realmId: realm.id,
        name: c.name,
        description: c.description,
        inviteOnly: c.inviteOnly,
        creatorId: users.get('desdemona')!.id,
        now,
      });
      channels[c.name] = stream.id;
      await insertSubscriptions(
        tx,
        c.members.map((m) => ({ userId: users.get(m)!.id, stream })),
      );
    }
    return { realm_id: realm.id, password: DEMO_PASSWORD, users: [...users.values()], channels };
  });
}
