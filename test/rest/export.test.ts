import { readTarGz } from '../support/tar-reader.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Organization exports (Zulip's /export/realm): requests, the job the server runs, the archive it writes. */
const w = useWorld();

const as = (user: string) => w.as(user);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);
type Json = Record<string, any>;

const request = async (user: string, params: Record<string, number> = {}) => {
  const r = await as(user).post('/export/realm', params);
  expect(errorOf(r)).toEqual({ status: 200, msg: '', id: expect.any(Number) });
  expect(expectMatchesOpenApi('POST', '/export/realm', 200, r.body)).toBe(true);
  return r.body.id as number;
};
const listed = async (user = 'iago') => {
  const r = await as(user).get('/export/realm');
  expect(expectMatchesOpenApi('GET', '/export/realm', 200, r.body)).toBe(true);
  return r.body.exports as Json[];
};
/** Lets the server's runner build what is requested; resolves when it is done (no waiting on time). */
const build = () => w.ts.server.exportRunner.run();
const consent = async (user: string, allow: boolean) =>
  expect((await as(user).patch('/settings', { allow_private_data_export: allow })).status).toBe(200);

/** The archive an export's URL serves, its files by name below the export's directory. */
async function download(url: string): Promise<{ files: Map<string, Buffer>; json: (name: string) => Json }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const all = readTarGz(new Uint8Array(await res.arrayBuffer()));
  const dir = /\/(zulip-export-[a-z0-9]{8})\.tar\.gz$/.exec(url)?.[1];
  const files = new Map([...all].map(([name, data]) => [name.replace(`${dir}/`, ''), data]));
  expect([...all.keys()].every((n) => n.startsWith(`${dir}/`))).toBe(true);
  return { files, json: (name) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null') as Json };
}

const messageIds = (json: (name: string) => Json) =>
  (json('messages-000001.json').zerver_message as Json[]).map((m) => m.id as number);

beforeEach(async () => {
  await w.sql('DELETE FROM realm_export');
  for (const u of ['desdemona', 'hamlet', 'othello']) await consent(u, false);
  w.ts.events.length = 0;
});

describe('requesting an export', () => {
  test('a public export: pending to the administrators, then built, listed, announced and downloadable', async () => {
    const channelMessage = await w.sendToChannel('hamlet', 'Verona', 'export', 'public words');
    const direct = await w.sendDirect('hamlet', ['othello'], 'private words');
    const fileUrl = await w.upload('hamlet', 'notes.txt', 'file contents');
    const withFile = await w.sendToChannel('hamlet', 'Verona', 'export', `[notes](${fileUrl})`);

    const id = await request('iago');
    const admins = w.ids('desdemona', 'iago');
    const [pending] = w.eventsOfType('realm_export');
    expect(pending.userIds).toEqual(admins);
    const pendingRow = {
      id,
      acting_user_id: w.user('iago').id,
      export_time: w.ts.clock.now().getTime() / 1000,
      deleted_timestamp: null,
      failed_timestamp: null,
      pending: true,
      export_type: 1,
      export_url: null,
    };
    expect(pending.event).toEqual({ type: 'realm_export', exports: [pendingRow] });
    expect(await listed()).toEqual([pendingRow]);

    await build();
    const done = w.eventsOfType('realm_export').at(-1);
    const exportUrl = expect.stringMatching(
      /\/user_avatars\/exports\/\d+\/[A-Za-z0-9_-]{24}\/zulip-export-[a-z0-9]{8}\.tar\.gz$/,
    );
    const doneRow = { ...pendingRow, pending: false, export_url: exportUrl };
    expect(done?.userIds).toEqual(admins);
    expect(done?.event).toEqual({ type: 'realm_export', exports: [doneRow] });
    const [row] = await listed();
    expect(row).toEqual(doneRow);
    // The requester hears from the Notification Bot, as in Zulip.
    const [dm] = await w.sql<{ content: string }>(
      'SELECT content FROM message WHERE realm_id = $1 ORDER BY id DESC LIMIT 1',
      [w.realm.realmId],
    );
    expect(dm.content).toBe(
      'Your data export is complete. [View and download exports](/#organization/data-exports-admin).',
    );

    const { files, json } = await download(row.export_url as string);
    const realm = json('realm.json');
    expect(realm.zerver_realm).toEqual([expect.objectContaining({ id: w.realm.realmId })]);
    const hamlet = (realm.zerver_userprofile as Json[]).find((u) => u.id === w.user('hamlet').id);
    expect(hamlet).toMatchObject({ full_name: 'King Hamlet', realm: w.realm.realmId, is_active: true });
    expect(hamlet).not.toHaveProperty('api_key');
    expect(hamlet).not.toHaveProperty('password_hash');
    expect((realm.zerver_stream as Json[]).map((s) => s.name)).toContain('Verona');
    const ids = messageIds(json);
    expect(ids).toEqual(expect.arrayContaining([channelMessage, withFile]));
    expect(ids).not.toContain(direct);
    const message = (json('messages-000001.json').zerver_message as Json[]).find((m) => m.id === channelMessage);
    expect(message).toMatchObject({ content: 'public words', sender: w.user('hamlet').id, subject: 'export' });
    expect(json('messages-000001.json').zerver_usermessage).toEqual([]);
    const pathId = fileUrl.replace('/user_uploads/', '');
    expect(json('uploads/records.json')).toEqual([
      expect.objectContaining({ path: pathId, user_profile_id: w.user('hamlet').id, size: 13 }),
    ]);
    expect(files.get(`uploads/${pathId}`)?.toString()).toBe('file contents');
    expect(json('attachment.json').zerver_attachment).toEqual([
      expect.objectContaining({ path_id: pathId, messages: [withFile] }),
    ]);
    expect(json('avatars/records.json')).toEqual([]);
    expect(json('emoji/records.json')).toEqual([]);
    expect(realm.zerver_alertword).toEqual([]);
  });

  test('an export with consent holds the private data of the users who consented, and only theirs', async () => {
    await consent('desdemona', true);
    await consent('hamlet', true);
    const secret = await w.createChannel('iago', `secret-${Date.now()}`, { inviteOnly: true, members: ['hamlet'] });
    const inSecret = await w.sendToChannel('hamlet', secret, 'plans', 'private channel words');
    const hamletDm = await w.sendDirect('hamlet', ['othello'], 'to othello');
    const othersDm = await w.sendDirect('cordelia', ['othello'], 'not consented');
    const id = await request('iago', { export_type: 2 });
    await build();
    const row = (await listed()).find((e) => e.id === id);
    expect(row).toMatchObject({ export_type: 2, pending: false, failed_timestamp: null });
    const { json } = await download(row?.export_url as string);
    const ids = messageIds(json);
    expect(ids).toEqual(expect.arrayContaining([inSecret, hamletDm]));
    expect(ids).not.toContain(othersDm);
    const flagsOf = new Set((json('messages-000001.json').zerver_usermessage as Json[]).map((um) => um.user_profile));
    expect([...flagsOf].sort()).toEqual(w.ids('desdemona', 'hamlet').filter((u) => flagsOf.has(u)));
    expect(flagsOf.has(w.user('hamlet').id)).toBe(true);
  });

  test('consents: each active human user, as set in their settings; a change is announced to administrators', async () => {
    await consent('hamlet', true);
    const r = await as('iago').get('/export/realm/consents');
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/export/realm/consents', 200, r.body)).toBe(true);
    const consents = r.body.export_consents as Array<{ user_id: number; consented: boolean }>;
    expect(consents.find((c) => c.user_id === w.user('hamlet').id)?.consented).toBe(true);
    expect(consents.find((c) => c.user_id === w.user('othello').id)?.consented).toBe(false);
    const humans = await w.sql<{ id: number }>(
      'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active AND NOT is_bot ORDER BY id',
      [w.realm.realmId],
    );
    expect(consents.map((c) => c.user_id)).toEqual(humans.map((h) => h.id));

    const queues = new Map<string, string>();
    for (const u of ['iago', 'hamlet']) {
      const q = await as(u).post('/register', { event_types: JSON.stringify(['realm_export_consent']) });
      queues.set(u, q.body.queue_id as string);
    }
    await consent('hamlet', false);
    await consent('hamlet', false);
    const events = async (u: string) => {
      const r = await as(u).get('/events', { queue_id: queues.get(u)!, last_event_id: -1, dont_block: true });
      expect(expectMatchesOpenApi('GET', '/events', 200, r.body)).toBe(true);
      return (r.body.events as Json[]).filter((e) => e.type !== 'heartbeat');
    };
    // Once, for the one change; to administrators only.
    expect(await events('iago')).toEqual([
      { id: expect.any(Number), type: 'realm_export_consent', user_id: w.user('hamlet').id, consented: false },
    ]);
    expect(await events('hamlet')).toEqual([]);

    // A new user: Zulip's do_create_user sends no consent event (the list has them, not consenting);
    // a reactivated one is announced with their setting (do_reactivate_user).
    const newcomer = await w.createUser('Consent Newcomer');
    const about = async (id: number) => (await events('iago')).filter((e) => e.user_id === id);
    expect(await about(newcomer.id)).toEqual([]);
    const listed = (await as('iago').get('/export/realm/consents')).body.export_consents as Json[];
    expect(listed).toContainEqual({ user_id: newcomer.id, consented: false });
    await as('iago').delete(`/users/${newcomer.id}`);
    await as('iago').post(`/users/${newcomer.id}/reactivate`);
    expect(await about(newcomer.id)).toEqual([
      { id: expect.any(Number), type: 'realm_export_consent', user_id: newcomer.id, consented: false },
    ]);
  });
});

describe('refusals: Zulip’s words, and nothing written', () => {
  const adminOnly = { status: 400, code: 'UNAUTHORIZED_PRINCIPAL', msg: 'Must be an organization administrator' };
  test.each([
    ['a member lists', 'hamlet', 'get', '/export/realm', {}, adminOnly],
    ['a moderator requests', 'shiva', 'post', '/export/realm', {}, adminOnly],
    ['a member reads consents', 'hamlet', 'get', '/export/realm/consents', {}, adminOnly],
    ['a member with a bad type (permission first)', 'hamlet', 'post', '/export/realm', { export_type: 3 }, adminOnly],
    [
      'an unknown type',
      'iago',
      'post',
      '/export/realm',
      { export_type: 3 },
      bad('Invalid export_type: Value error, Not in the list of possible values'),
    ],
    [
      'with consent, while no owner consents',
      'iago',
      'post',
      '/export/realm',
      { export_type: 2 },
      bad(
        `Make sure at least one Organization Owner is consenting to the export or contact zulip-admin@127.0.0.1 for help.`,
      ),
    ],
  ] as const)('%s', async (_name, user, method, path, params, expected) => {
    const r = method === 'get' ? await as(user).get(path, params) : await as(user).post(path, params);
    expect(errorOf(r)).toEqual(expected);
    expect(await w.sql('SELECT id FROM realm_export')).toEqual([]);
    expect(w.eventsOfType('realm_export')).toEqual([]);
  });

  test('a sixth export in a week exceeds the rate limit; a week later it is allowed', async () => {
    for (let i = 0; i < 5; i++) await request('iago');
    const r = await as('desdemona').post('/export/realm');
    expect(errorOf(r)).toEqual(bad('Exceeded rate limit.'));
    expect((await listed()).length).toBe(5);
    await build();
    w.ts.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    await request('desdemona');
    await build();
    expect((await listed()).map((e) => e.pending)).toEqual([false, false, false, false, false, false]);
  });

  test('a public export needs an owner whose email administrators can see', async () => {
    expect((await as('desdemona').patch('/settings', { email_address_visibility: 4 })).status).toBe(200);
    try {
      const r = await as('iago').post('/export/realm');
      expect(errorOf(r)).toEqual(
        bad(
          'Make sure at least one Organization Owner allows other Administrators to see their email address or contact zulip-admin@127.0.0.1 for help',
        ),
      );
    } finally {
      await as('desdemona').patch('/settings', { email_address_visibility: 1 });
    }
  });
});

describe('the job', () => {
  test('exports requested before a restart, or left started by a process that died, are built by the next run', async () => {
    const now = w.ts.clock.now();
    const iago = w.user('iago').id;
    await w.sql(
      `INSERT INTO realm_export (realm_id, acting_user_id, type, status, date_requested, date_started)
       VALUES ($1, $2, 1, 1, $3, NULL), ($1, $2, 1, 2, $3, $4), ($1, $2, 1, 2, $3, $3)`,
      [w.realm.realmId, iago, now, new Date(now.getTime() - 2 * 3600 * 1000)],
    );
    // The third is being built by a live process: it is not taken.
    expect(await build()).toBe(2);
    expect((await listed()).map((e) => e.pending)).toEqual([false, false, true]);
  });
});

describe('GraphQL', () => {
  test('the same exports, consents and request as REST; the event carries the list', async () => {
    const requested = await gql(
      'iago',
      `mutation { requestRealmExport(input: { exportType: PUBLIC }) {
         __typename ... on RequestRealmExportPayload { exportId export { exportId pending } } } }`,
    );
    const exportId = requested.data?.requestRealmExport.exportId as number;
    expect(typeof exportId).toBe('number');
    expect(requested.data?.requestRealmExport.export).toEqual({ exportId, pending: true });
    await build();
    const [rest] = await listed();
    const q = await gql(
      'iago',
      `{ realmExports { id exportId actingUserId exportType exportTime pending failedTime deletedTime exportUrl }
         realmExportConsents { userId consented }
         realmExportsConnection(last: 1) { totalCount edges { node { exportId } } }
         realmExportConsentsConnection(first: 2) { totalCount pageInfo { hasNextPage } edges { node { userId } } } }`,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data?.realmExportsConnection).toEqual({ totalCount: 1, edges: [{ node: { exportId: rest.id } }] });
    const [node] = q.data?.realmExports as Json[];
    expect(node).toEqual({
      id: expect.any(String),
      exportId: rest.id,
      actingUserId: rest.acting_user_id,
      exportType: 'PUBLIC',
      exportTime: new Date(rest.export_time * 1000).toISOString(),
      pending: false,
      failedTime: null,
      deletedTime: null,
      exportUrl: rest.export_url,
    });
    const restConsents = (await as('iago').get('/export/realm/consents')).body.export_consents as Json[];
    expect(q.data?.realmExportConsents).toEqual(
      restConsents.map((c) => ({ userId: c.user_id, consented: c.consented })),
    );
    const byUser = restConsents.map((c) => c.user_id as number).sort((a, b) => a - b);
    expect(q.data?.realmExportConsentsConnection).toEqual({
      totalCount: byUser.length,
      pageInfo: { hasNextPage: true },
      edges: byUser.slice(0, 2).map((userId) => ({ node: { userId } })),
    });
    const forbidden = await gql('hamlet', '{ realmExportsConnection { totalCount } }');
    expect([forbidden.data?.realmExportsConnection, forbidden.errors?.[0]?.message]).toEqual([
      null,
      'Must be an organization administrator',
    ]);
    const byId = await gql('iago', 'query ($id: ID!) { node(id: $id) { ... on RealmExport { exportId } } }', {
      id: node.id,
    });
    expect(byId.data?.node).toEqual({ exportId: rest.id });
    const hidden = await gql('hamlet', 'query ($id: ID!) { node(id: $id) { id } }', { id: node.id });
    expect(hidden.data?.node).toBeNull();

    const refused = await gql(
      'hamlet',
      `mutation { requestRealmExport(input: {}) { __typename ... on Error { message } } }`,
    );
    expect(refused.data?.requestRealmExport).toEqual({
      __typename: expect.any(String),
      message: 'Must be an organization administrator',
    });
  });
});
