import { countStatements } from '../support/count-statements.ts';
import { useWorld } from '../support/world.ts';

/*
 * Realm.viewerCan: what each role may do by the organization's permission
 * settings, so a UI offers only what the server allows — and the server
 * agrees: where viewerCan says no, the operation is refused.
 */
const w = useWorld();

const QUERY = `{ realm { viewerCan {
  createPublicChannel createPrivateChannel createWebPublicChannel addCustomEmoji createGroups
  deleteAnyMessage deleteOwnMessage inviteUsers manageAllGroups moveMessagesBetweenChannels
  resolveTopics startDirectMessages sendDirectMessages createMultiuseInvite accessAllUsers
} } }`;

async function viewerCan(who: string): Promise<Record<string, boolean>> {
  const r = await w.as(who).graphql(QUERY);
  expect(r.errors).toBeUndefined();
  return r.data?.realm.viewerCan as Record<string, boolean>;
}

test.each([
  // Defaults of a new organization (Zulip's REALM_PERMISSION_GROUP_SETTINGS).
  // She holds the web-public setting, but the organization allows no web-public channel (spectator access off).
  ['desdemona', { createWebPublicChannel: false, manageAllGroups: true, deleteAnyMessage: true, inviteUsers: true }],
  [
    'iago',
    { createWebPublicChannel: false, manageAllGroups: false, deleteAnyMessage: true, createMultiuseInvite: true },
  ],
  ['hamlet', { createPublicChannel: true, createGroups: true, deleteAnyMessage: false, createMultiuseInvite: false }],
  [
    'polonius',
    {
      createPublicChannel: false,
      addCustomEmoji: false,
      inviteUsers: false,
      deleteOwnMessage: true,
      resolveTopics: true,
      sendDirectMessages: true,
      startDirectMessages: true,
    },
  ],
])('%s holds what the default settings give that role', async (who, expected) => {
  expect(await viewerCan(who)).toMatchObject(expected);
});

test('a changed setting changes the answer, and the operation agrees with it', async () => {
  expect((await viewerCan('hamlet')).createPublicChannel).toBe(true);
  await w.setRealmGroup('can_create_public_channel_group', 'role:administrators');
  expect((await viewerCan('hamlet')).createPublicChannel).toBe(false);
  expect((await viewerCan('iago')).createPublicChannel).toBe(true);
  const refused = await w.as('hamlet').post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: 'not for hamlet' }]),
  });
  expect([refused.status, refused.body.msg]).toEqual([400, 'Insufficient permission']);
  await w.setRealmGroup('can_create_public_channel_group', 'role:members');
  expect((await viewerCan('hamlet')).createPublicChannel).toBe(true);
});

test('every setting is answered, in one statement', async () => {
  const counter = countStatements(w.ts.server.deps.db);
  let answer: Record<string, unknown> | undefined;
  try {
    const r = await w.as('hamlet').graphql('{ realm { viewerCan { __typename } } }');
    expect(r.errors).toBeUndefined();
    answer = r.data?.realm.viewerCan;
  } finally {
    counter.restore();
  }
  expect(answer).toEqual({ __typename: 'RealmViewerCan' });
  expect(counter.statements.filter((s) => s.includes('WITH RECURSIVE'))).toHaveLength(1);
  const fields = await w
    .as('hamlet')
    .graphql('{ __type(name: "RealmViewerCan") { fields { name type { kind ofType { name } } } } }');
  const types = fields.data?.__type.fields as Array<{ name: string; type: { kind: string; ofType: { name: string } } }>;
  expect(types.length).toBe(24);
  expect(types.every((f) => f.type.kind === 'NON_NULL' && f.type.ofType.name === 'Boolean')).toBe(true);
});

test('a logged-out visitor gets null', async () => {
  const r = await w.as().graphql('{ realm { viewerCan { createPublicChannel } } }');
  expect(r.data?.realm?.viewerCan ?? null).toBeNull();
});
