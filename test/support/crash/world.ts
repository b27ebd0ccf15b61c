import { ApiClient, type Credentials } from '../client.ts';

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
export const worldEnv = (): Record<string, string> => ({ ZIRCON_OWNER_EMAIL: OWNER_EMAIL, ZIRCON_DEV: '1', ZIRCON_REALM_NAME: 'Crash' });

async function ok(r: Promise<{ status: number; body: Record<string, unknown>; text: string }>, what: string): Promise<Record<string, unknown>> {
  const res = await r;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

async function keyOf(url: string, email: string): Promise<string> {
  const body = await ok(new ApiClient(url).post('/dev_fetch_api_key', { username: email }), `api key of ${email}`);
  return String(body.api_key);
}

export async function createWorld(url: string): Promise<CrashWorld> {
  const ownerCreds = { email: OWNER_EMAIL, apiKey: await keyOf(url, OWNER_EMAIL) };
  const owner = new ApiClient(url, ownerCreds);
  const me = await ok(owner.get('/users/me'), 'owner');
  const users: CrashUser[] = [{ ...ownerCreds, id: Number(me.user_id), admin: true }];
  for (const [name, admin] of [['admin', true], ['member1', false], ['member2', false]] as const) {
    const email = `${name}@crash.example.com`;
    const created = await ok(owner.post('/users', { email, password: 'a crash-test password', full_name: name }), `create ${name}`);
    const id = Number(created.user_id);
    if (admin) await ok(owner.patch(`/users/${id}`, { role: 200 }), `make ${name} an administrator`);
    users.push({ email, apiKey: await keyOf(url, email), id, admin });
  }
  const subscribe = async (name: string, members: CrashUser[]) => {
    await ok(owner.post('/users/me/subscriptions', { subscriptions: [{ name }], principals: members.map((u) => u.id) }), `channel ${name}`);
    const id = Number((await ok(owner.get('/get_stream_id', { stream: name }), `id of ${name}`)).stream_id);
    return { id, name };
  };
  const channelA = await subscribe('crash-a', users);
  const channelB = await subscribe('crash-b', users.slice(0, 3));
  return {
    users,
    channelA,
    channelB,
    subscribers: new Map([
      [channelA.id, users.map((u) => u.id).sort((a, b) => a - b)],
      [channelB.id, users.slice(0, 3).map((u) => u.id).sort((a, b) => a - b)],
    ]),
  };
}
