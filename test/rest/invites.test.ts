import { useSmtpInbox } from '../support/smtp-inbox.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** Invitations (Zulip's /invites), their e-mail through SMTP, and the sign-up they lead to. */

const env: Record<string, string> = { NOREPLY_EMAIL_ADDRESS: 'noreply@zircon.example' };
const inbox = useSmtpInbox(env);
const w = useWorld({ env });
const as = (user: string) => w.as(user);
const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.user(user)).graphql(query, variables);
const anonymous = (query: string, variables: Record<string, unknown> = {}) => w.ts.client().graphql(query, variables);

const invite = (user: string, emails: string, extra: Record<string, string> = {}) =>
  as(user).post('/invites', { invitee_emails: emails, stream_ids: '[]', ...extra });
const listed = async (user: string) => {
  const r = await as(user).get('/invites');
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/invites', 200, r.body)).toBe(true);
  return r.body.invites as Array<Record<string, unknown>>;
};
const keyOf = (link: string): string => /\/join\/([a-z0-9]+)\/$/.exec(link)![1];
const admins = async () =>
  (
    await w.sql<{ id: number }>(
      'SELECT id FROM user_profile WHERE realm_id = $1 AND is_active AND role <= 200 ORDER BY id',
      [w.realm.realmId],
    )
  ).map((r) => r.id);

beforeEach(async () => {
  await w.sql('DELETE FROM invitation');
  inbox.length = 0;
});

describe('POST /invites', () => {
  test('invites by e-mail: the mail through SMTP with the link, the list, an event to administrators and the inviter', async () => {
    const r = await invite('hamlet', 'new1@zulip.com\nSomeone <new2@zulip.com>', {
      stream_ids: JSON.stringify([w.realm.channels.Denmark]),
    });
    expect(errorOf(r)).toEqual({ status: 200, msg: '' });
    expect(expectMatchesOpenApi('POST', '/invites', 200, r.body)).toBe(true);
    expect(inbox.map((m) => m.to)).toEqual([['new1@zulip.com'], ['new2@zulip.com']]);
    expect(inbox[0].body).toContain('Subject: King Hamlet has invited you to join');
    expect(inbox[0].body).toMatch(/\/join\/[a-z0-9]{24}\//);
    const mine = await listed('hamlet');
    expect(mine.map((i) => [i.email, i.is_multiuse, i.invited_as, i.invited_by_user_id])).toEqual([
      ['new1@zulip.com', false, 400, w.realm.users.hamlet.id],
      ['new2@zulip.com', false, 400, w.realm.users.hamlet.id],
    ]);
    expect(mine[0].expiry_date).toBe((mine[0].invited as number) + 10 * 24 * 3600);
    expect(await listed('iago')).toEqual(mine);
    expect(await listed('cordelia')).toEqual([]);
    const events = w.eventsOfType('invites_changed');
    expect(events.map((e) => [e.userIds, e.event])).toEqual([
      [[...(await admins()), w.realm.users.hamlet.id], { type: 'invites_changed' }],
    ]);
  });

  test.each([
    ['a guest', 'polonius', {}, bad('Not allowed for guest users')],
    ['no email', 'hamlet', { invitee_emails: '' }, bad('You must specify at least one email address.')],
    [
      'owner by admin',
      'iago',
      { invite_as: '100' },
      { status: 400, msg: 'Must be an organization owner', code: 'UNAUTHORIZED_PRINCIPAL' },
    ],
    [
      'moderator by member',
      'hamlet',
      { invite_as: '300' },
      { status: 400, msg: 'Must be an organization administrator', code: 'UNAUTHORIZED_PRINCIPAL' },
    ],
    [
      'unknown role',
      'iago',
      { invite_as: '500' },
      bad('Invalid invite_as: Value error, Not in the list of possible values'),
    ],
    ['missing channel', 'hamlet', { stream_ids: '[99999]' }, bad('Invalid channel ID 99999. No invites were sent.')],
    [
      'missing stream_ids',
      'hamlet',
      { stream_ids: undefined },
      { status: 400, msg: "Missing 'stream_ids' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'stream_ids' },
    ],
  ] as const)('refused: %s', async (_name, user, params, expected) => {
    const body: Record<string, string> = { invitee_emails: 'x@zulip.com', stream_ids: '[]' };
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined) delete body[k];
      else body[k] = v;
    }
    const r = await as(user).post('/invites', body);
    expect(errorOf(r)).toEqual(expected);
    expect(await w.sql('SELECT id FROM invitation')).toEqual([]);
    expect(inbox).toEqual([]);
  });

  test('members need can_invite_users_group', async () => {
    await w.setRealmGroup('can_invite_users_group', 'role:administrators');
    expect(errorOf(await invite('hamlet', 'x@zulip.com'))).toEqual(bad('Insufficient permission'));
    await w.setRealmGroup('can_invite_users_group', 'role:members');
  });

  test('addresses: invalid ones stop everything; existing and deactivated accounts are skipped', async () => {
    const r = await invite('iago', 'fresh@zulip.com, not-an-address, hamlet@zulip.com');
    expect(errorOf(r)).toEqual({
      status: 400,
      code: 'INVITATION_FAILED',
      msg: "Some emails did not validate, so we didn't send any invitations.",
      errors: [
        ['not-an-address', 'Invalid address.', false],
        ['hamlet@zulip.com', 'Already has an account.', false],
      ],
      sent_invitations: false,
      license_limit_reached: false,
      daily_limit_reached: false,
    });
    expect(expectMatchesOpenApi('POST', '/invites', 400, r.body)).toBe(true);
    expect(await w.sql('SELECT id FROM invitation')).toEqual([]);
    const all = await invite('iago', 'HAMLET@zulip.com');
    expect(errorOf(all).msg).toBe("We weren't able to invite anyone.");
    const some = await invite('iago', 'fresh@zulip.com, hamlet@zulip.com');
    expect(errorOf(some)).toMatchObject({
      code: 'INVITATION_FAILED',
      msg: "Some of those addresses are already using Zulip, so we didn't send them an invitation. We did send invitations to everyone else!",
      errors: [['hamlet@zulip.com', 'Already has an account.', false]],
      sent_invitations: true,
    });
    expect((await listed('iago')).map((i) => i.email)).toEqual(['fresh@zulip.com']);
    expect(inbox.map((m) => m.to)).toEqual([['fresh@zulip.com']]);
  });

  test("an organization restricted to its domains: Zulip's reason for each address outside them", async () => {
    await as('desdemona').post('/realm/domains', { domain: 'zulip.com', allow_subdomains: 'true' });
    await w.setRealm({ emails_restricted_to_domains: true });
    try {
      const r = await invite('iago', 'a@elsewhere.org, b+tag@zulip.com, c@sub.zulip.com');
      expect(r.body.errors).toEqual([
        ['a@elsewhere.org', 'Outside your domain.', false],
        ['b+tag@zulip.com', 'Email addresses containing + are not allowed.', false],
      ]);
      await w.sql('UPDATE user_profile SET can_create_users = true WHERE id = $1', [w.realm.users.iago.id]);
      const created = await as('iago').post('/users', {
        email: 'x@elsewhere.org',
        password: 'secret123',
        full_name: 'Elsewhere',
      });
      expect(errorOf(created)).toEqual(bad("Email 'x@elsewhere.org' not allowed in this organization"));
    } finally {
      await w.setRealm({ emails_restricted_to_domains: false });
      await as('desdemona').delete('/realm/domains/zulip.com');
    }
  });
});

describe('reusable links, revoking, resending', () => {
  test('a link: administrators make it and see it with its URL; members may not', async () => {
    const r = await as('iago').post('/invites/multiuse', { invite_expires_in_minutes: 'null' });
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('POST', '/invites/multiuse', 200, r.body)).toBe(true);
    const link = r.body.invite_link as string;
    expect(link).toMatch(/\/join\/[a-z0-9]{24}\/$/);
    const [entry] = await listed('iago');
    expect(entry).toMatchObject({ is_multiuse: true, link_url: link, expiry_date: null });
    expect(errorOf(await as('hamlet').post('/invites/multiuse', {}))).toEqual(bad('Insufficient permission'));
    const id = entry.id as number;
    expect(errorOf(await as('hamlet').delete(`/invites/multiuse/${id}`))).toEqual({
      status: 400,
      msg: 'Must be an organization administrator',
      code: 'UNAUTHORIZED_PRINCIPAL',
    });
    expect((await as('iago').delete(`/invites/multiuse/${id}`)).status).toBe(200);
    expect(errorOf(await as('iago').delete(`/invites/multiuse/${id}`))).toEqual(
      bad('Invitation has already been revoked'),
    );
    expect(await listed('iago')).toEqual([]);
  });

  test("revoke and resend an e-mail invitation: one's own, or an administrator's; others are refused", async () => {
    await invite('hamlet', 'later@zulip.com');
    const [{ id }] = await listed('hamlet');
    expect(errorOf(await as('cordelia').post(`/invites/${id}/resend`))).toEqual({
      status: 400,
      msg: 'Must be an organization administrator',
      code: 'UNAUTHORIZED_PRINCIPAL',
    });
    inbox.length = 0;
    expect((await as('iago').post(`/invites/${id}/resend`)).status).toBe(200);
    expect(inbox.map((m) => m.to)).toEqual([['later@zulip.com']]);
    expect((await as('hamlet').delete(`/invites/${id}`)).status).toBe(200);
    expect(errorOf(await as('hamlet').delete(`/invites/${id}`))).toEqual(bad('No such invitation'));
    expect(errorOf(await as('hamlet').post(`/invites/${id}/resend`))).toEqual(bad('No such invitation'));
    expect(await listed('hamlet')).toEqual([]);
  });
});

describe('sign-up through an invitation (GraphQL, no login)', () => {
  const PREVIEW = `query ($key: String!) { invitationPreview(key: $key) { __typename
    ... on InvitationPreview { realmName email invitedAs } ... on Error { message } } }`;
  const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { __typename
    ... on AcceptInvitationPayload { apiKey email user { fullName role } } ... on Error { message } } }`;

  test('an e-mail invitation: the account with its role, channels and groups; the link is then used up', async () => {
    const group = await w.createGroup('iago', 'invited people', []);
    await invite('iago', 'joiner@zulip.com', {
      invite_as: '300',
      stream_ids: JSON.stringify([w.realm.channels.Verona]),
      group_ids: JSON.stringify([group]),
    });
    const key = keyOf(/(http\S+\/join\/[a-z0-9]+\/)/.exec(inbox[0].body.replace(/=\r?\n/g, ''))![1]);
    expect((await anonymous(PREVIEW, { key })).data?.invitationPreview).toMatchObject({
      email: 'joiner@zulip.com',
      invitedAs: 'MODERATOR',
    });
    const input = { key, fullName: 'Joiner', password: 'secret-pass' };
    const r = await anonymous(ACCEPT, { input });
    expect(r.data?.acceptInvitation).toMatchObject({
      __typename: 'AcceptInvitationPayload',
      user: { fullName: 'Joiner', role: 'MODERATOR' },
    });
    const me = w.ts.client({ email: 'joiner@zulip.com', apiKey: r.data?.acceptInvitation.apiKey });
    const subs = await me.get('/users/me/subscriptions');
    expect((subs.body.subscriptions as Array<{ name: string }>).map((s) => s.name)).toEqual(['Verona']);
    const members = await as('iago').get(`/user_groups/${group}/members`);
    expect(members.body.members).toContain((await me.get('/users/me')).body.user_id);
    expect((await anonymous(ACCEPT, { input })).data?.acceptInvitation).toEqual({
      __typename: 'InvitationLinkError',
      message: 'Whoops. The confirmation link has expired or been deactivated.',
    });
    expect((await anonymous(PREVIEW, { key: 'short' })).data?.invitationPreview.message).toBe(
      'Whoops. The confirmation link is malformed.',
    );
    expect((await anonymous(PREVIEW, { key: 'a'.repeat(24) })).data?.invitationPreview.message).toBe(
      "Whoops. We couldn't find your confirmation link in the system.",
    );
  });

  test('the Notification Bot tells the inviter of the sign-up, unless notify_referrer_on_join is false', async () => {
    await invite('iago', 'quiet@zulip.com', { notify_referrer_on_join: 'false' });
    await invite('iago', 'told@zulip.com');
    const keys = inbox.map((m) => keyOf(/(http\S+\/join\/[a-z0-9]+\/)/.exec(m.body.replace(/=\r?\n/g, ''))![1]));
    const ids: number[] = [];
    for (const [key, fullName] of [
      [keys[0], 'Quiet One'],
      [keys[1], 'Told One'],
    ]) {
      const r = await anonymous(ACCEPT, { input: { key, fullName, password: 'secret-pass' } });
      const me = w.ts.client({ email: r.data?.acceptInvitation.email, apiKey: r.data?.acceptInvitation.apiKey });
      ids.push((await me.get('/users/me')).body.user_id as number);
    }
    const dms = await as('iago').get('/messages', {
      anchor: 'newest',
      num_before: '10',
      num_after: '0',
      narrow: JSON.stringify([{ operator: 'is', operand: 'dm' }]),
      apply_markdown: 'false',
    });
    // Only this test's sign-ups (the earlier one's inviter was iago too).
    const told = (dms.body.messages as Array<{ content: string; sender_email: string }>).filter((m) =>
      m.content.includes(' One|'),
    );
    expect(told).toEqual([
      expect.objectContaining({
        sender_email: 'notification-bot@zulip.com',
        content: `@_**Told One|${ids[1]}** accepted your invitation to join Zulip!`,
      }),
    ]);
  });

  test('a reusable link serves several people; an expired one none', async () => {
    const link = (await as('iago').post('/invites/multiuse', {})).body.invite_link as string;
    for (const name of ['First', 'Second']) {
      const input = {
        key: keyOf(link),
        email: `${name.toLowerCase()}@zulip.com`,
        fullName: name,
        password: 'pw-123456',
      };
      expect((await anonymous(ACCEPT, { input })).data?.acceptInvitation.__typename).toBe('AcceptInvitationPayload');
    }
    w.ts.clock.advance(11 * 24 * 3600 * 1000);
    const late = { key: keyOf(link), email: 'third@zulip.com', fullName: 'Third', password: 'pw-123456' };
    expect((await anonymous(ACCEPT, { input: late })).data?.acceptInvitation.message).toBe(
      'Whoops. The confirmation link has expired or been deactivated.',
    );
  });
});

describe('REST/GraphQL parity', () => {
  test('inviting and listing', async () => {
    const r = await gql(
      'hamlet',
      `mutation { inviteUsers(input: { inviteeEmails: "gq@zulip.com" }) {
      __typename ... on InviteUsersPayload { invitations { email link } } } }`,
    );
    expect(r.data?.inviteUsers).toEqual({
      __typename: 'InviteUsersPayload',
      invitations: [{ email: 'gq@zulip.com', link: null }],
    });
    const rest = await listed('hamlet');
    const q = await gql(
      'hamlet',
      `{ invitations { invitationId email isMultiuse invitedAs invitedBy { userId } }
         invitationsConnection(first: 10) { totalCount edges { node { invitationId } } } }`,
    );
    expect(q.data?.invitations).toEqual(
      rest.map((i) => ({
        invitationId: i.id,
        email: i.email,
        isMultiuse: false,
        invitedAs: 'MEMBER',
        invitedBy: { userId: i.invited_by_user_id },
      })),
    );
    expect(q.data?.invitationsConnection).toEqual({
      totalCount: rest.length,
      edges: rest.map((i) => ({ node: { invitationId: i.id } })),
    });
    const link = await gql(
      'iago',
      `mutation { createInvitationLink(input: { invitedAs: MEMBER }) {
      __typename ... on CreateInvitationLinkPayload { inviteLink invitation { isMultiuse linkUrl invitedBy { userId } } } } }`,
    );
    const made = link.data?.createInvitationLink;
    expect(made.invitation).toEqual({
      isMultiuse: true,
      linkUrl: made.inviteLink,
      invitedBy: { userId: w.user('iago').id },
    });
    const refused = await gql(
      'polonius',
      `mutation { inviteUsers(input: { inviteeEmails: "x@zulip.com" }) {
      __typename ... on Error { message } } }`,
    );
    expect(refused.data?.inviteUsers.message).toBe(errorOf(await invite('polonius', 'x@zulip.com')).msg);
  });
});
