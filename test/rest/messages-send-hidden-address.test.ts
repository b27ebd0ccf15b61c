import { useWorld } from '../support/world.ts';

/**
 * Direct messages by email name recipients by the address the sender may see
 * (Zulip's get_user on the API-visible `email`): a hidden real address is as
 * unknown as one nobody has, so sending cannot confirm it, over REST and GraphQL.
 */
const w = useWorld();
const NOBODY = 5;
const SEND = `
  mutation ($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload { sentMessage { messageId } }
      ... on Error { code message }
    }
  }`;
let dummy: string;

beforeAll(async () => {
  const r = await w.as('hamlet').patch('/settings', { email_address_visibility: NOBODY });
  expect(r.status).toBe(200);
  dummy = ((await w.as('othello').get(`/users/${w.realm.users.hamlet.id}`)).body.user as { email: string }).email;
  expect(dummy).toBe(`user${w.realm.users.hamlet.id}@zulip.invalid`);
});

async function sendBoth(from: string, emails: string[]): Promise<{ rest: unknown; graphql: unknown }> {
  const rest = await w
    .as(from)
    .post('/messages', { type: 'direct', to: JSON.stringify(emails), content: 'knock knock' });
  // GraphQL's EmailAddress takes no surrounding spaces (REST strips them); the case still does not matter.
  const gql = await w
    .as(from)
    .graphql(SEND, { input: { directEmails: emails.map((e) => e.trim()), content: 'knock knock' } });
  expect(gql.errors).toBeUndefined();
  const g = gql.data?.sendMessage as Record<string, any>;
  return {
    rest: rest.status === 200 ? 'sent' : { status: rest.status, msg: rest.body.msg, code: rest.body.code },
    graphql: g.__typename === 'SendMessagePayload' ? 'sent' : { code: g.code, msg: g.message },
  };
}

const refused = (email: string) => ({
  rest: { status: 400, msg: `Invalid email '${email}'`, code: 'BAD_REQUEST' },
  graphql: { code: 'BAD_REQUEST', msg: `Invalid email '${email}'` },
});

test.each([
  ['a member, to the hidden address', 'othello', ['hamlet@zulip.com'], 'hamlet@zulip.com'],
  ['an administrator who may see it', 'iago', ['hamlet@zulip.com'], 'hamlet@zulip.com'],
  ['the owner of the address', 'hamlet', ['HAMLET@zulip.com'], 'HAMLET@zulip.com'],
  ['a member, in a group', 'othello', ['cordelia@zulip.com', 'hamlet@zulip.com'], 'hamlet@zulip.com'],
  ['a member, to an address nobody has', 'othello', ['nobody-here@zulip.com'], 'nobody-here@zulip.com'],
])('%s: "Invalid email", like an unknown address', async (_case, from, emails, bad) => {
  const before = await w.prisma().message.count();
  expect(await sendBoth(from, emails)).toEqual(refused(bad));
  expect(await w.prisma().message.count()).toBe(before);
});

test('the address the sender sees (stripped, any case) reaches the user', async () => {
  const padded = ` ${dummy.toUpperCase()} `;
  expect(await sendBoth('othello', [padded])).toEqual({ rest: 'sent', graphql: 'sent' });
  expect(await sendBoth('othello', ['cordelia@zulip.com', dummy])).toEqual({ rest: 'sent', graphql: 'sent' });
  const last = await w
    .as('hamlet')
    .get('/messages', { anchor: 'newest', num_before: 1, num_after: 0, narrow: JSON.stringify([]) });
  const [newest] = last.body.messages as Array<{ display_recipient: Array<{ id: number }> }>;
  const recipients = newest.display_recipient.map((u) => u.id).sort((a, b) => a - b);
  expect(recipients).toEqual(
    [w.realm.users.hamlet.id, w.realm.users.othello.id, w.realm.users.cordelia.id].sort((a, b) => a - b),
  );
});
