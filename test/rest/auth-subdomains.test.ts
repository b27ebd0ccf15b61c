import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { inTransaction } from '../../src/domain/context.ts';
import { createRealm } from '../../src/domain/onboarding/create-realm.ts';
import { createRealmWithOwner } from '../../src/domain/onboarding/bootstrap.ts';
import { DEMO_PASSWORD } from '../../src/domain/onboarding/seed-demo.ts';
import { insertUser } from '../../src/domain/onboarding/insert-user.ts';
import { ApiClient, type Credentials } from '../support/client.ts';
import { requestWithHost } from '../support/host-request.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

/*
 * Organizations on subdomains stay apart, with one rule for REST, GraphQL over
 * HTTP and graphql-ws (Zulip's validate_account_and_subdomain and
 * api_fetch_api_key): the Host header selects the organization; a subdomain
 * serves its own; the root domain serves the organization with the empty
 * subdomain and, as the README says, seed-demo's. The README's own steps:
 * a server started before (its owner on the root domain), then `zircon
 * seed-demo` (subdomain `zulip`), and another organization, `lear`.
 */
const EXTERNAL = 'chat.example';
const NOT_HERE = 'Account is not associated with this subdomain';
const LEAR_PASSWORD = 'lear-password';

let port: string;
const who: Record<'hamlet' | 'owner' | 'king', Credentials & { id: number }> = {} as never;

const w = useWorld({ realm: 'empty', env: { EXTERNAL_HOST: EXTERNAL } });

beforeAll(async () => {
  port = new URL(w.ts.url).port;
  const demo = await w.seedDemo();
  who.hamlet = demo.users.hamlet;
  const owner = await createRealmWithOwner(w.ts.server.deps, {
    realmName: 'Root',
    ownerEmail: 'owner@root.example',
    ownerName: 'Root Owner',
    ownerPassword: 'root-password',
  });
  who.owner = { email: owner.email, apiKey: owner.api_key, id: owner.user_id };
  const deps = w.ts.server.deps;
  who.king = await inTransaction(deps, async (tx) => {
    const lear = await createRealm(deps, tx, { name: 'Lear', stringId: 'lear' });
    const king = await insertUser(deps, tx, {
      realmId: lear.id,
      email: 'king@lear.example',
      fullName: 'King Lear',
      password: LEAR_PASSWORD,
    });
    return { email: king.deliveryEmail, apiKey: king.apiKey, id: king.id };
  });
});

/** The Host header of the root domain (the server reached by its address) or of a subdomain of EXTERNAL_HOST. */
const hostOf = (subdomain: string) => (subdomain === '' ? `127.0.0.1:${port}` : `${subdomain}.${EXTERNAL}:${port}`);
const basic = (c: Credentials) => `Basic ${Buffer.from(`${c.email}:${c.apiKey}`).toString('base64')}`;

/** The outcome of `GET /users/me` and `{ me { … } }` as one comparable shape. */
type Outcome = { ok: true; userId: number } | { ok: false; code: unknown; message: unknown };

async function viaRest(c: Credentials, subdomain: string): Promise<Outcome> {
  const r = await requestWithHost(w.ts.url, '/api/v1/users/me', {
    host: hostOf(subdomain),
    headers: { authorization: basic(c) },
  });
  if (r.status === 200) return { ok: true, userId: Number(r.body.user_id) };
  expect(r.status).toBe(401);
  return { ok: false, code: r.body.code, message: r.body.msg };
}

const ME = '{ me { userId } }';
type Gql = {
  data?: { me?: { userId: number } | null } | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};
const outcomeOf = (r: Gql): Outcome =>
  r.data?.me
    ? { ok: true, userId: r.data.me.userId }
    : { ok: false, code: r.errors?.[0]?.extensions?.code, message: r.errors?.[0]?.message };

async function viaGraphqlHttp(c: Credentials, subdomain: string): Promise<Outcome> {
  const r = await requestWithHost(w.ts.url, '/graphql', {
    host: hostOf(subdomain),
    headers: { authorization: basic(c), 'content-type': 'application/json' },
    body: JSON.stringify({ query: ME }),
  });
  return outcomeOf(r.body as Gql);
}

/** graphql-ws, its upgrade request to the host. */
async function viaGraphqlWs(c: Credentials, subdomain: string): Promise<Outcome> {
  const host = hostOf(subdomain);
  class HostedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  }
  const client = createClient({
    url: `${w.ts.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: HostedWebSocket,
    connectionParams: { email: c.email, apiKey: c.apiKey },
    retryAttempts: 0,
  });
  try {
    const r = await new Promise<Gql>((resolve) =>
      client.subscribe<Gql['data']>(
        { query: ME },
        {
          next: (v) => resolve(v as Gql),
          error: (e) => resolve({ errors: e as Gql['errors'] }),
          complete: () => undefined,
        },
      ),
    );
    return outcomeOf(r);
  } finally {
    await client.dispose();
  }
}

const refused = { ok: false, code: 'UNAUTHORIZED', message: NOT_HERE };

describe('an API key works only where the Host serves its organization, on every transport', () => {
  test.each<[string, 'hamlet' | 'owner' | 'king', string, boolean]>([
    ["lear's user on lear's subdomain", 'king', 'lear', true],
    ["lear's user on the root domain", 'king', '', false],
    ["lear's user on seed-demo's subdomain", 'king', 'zulip', false],
    ["seed-demo's user on its subdomain", 'hamlet', 'zulip', true],
    ["seed-demo's user on the root domain (the README's rule)", 'hamlet', '', true],
    ["seed-demo's user on lear's subdomain", 'hamlet', 'lear', false],
    ["the root domain's owner there", 'owner', '', true],
    ["the root domain's owner on seed-demo's subdomain", 'owner', 'zulip', false],
  ])('%s', async (_name, user, subdomain, works) => {
    const expected = works ? { ok: true, userId: who[user].id } : refused;
    const answers = {
      rest: await viaRest(who[user], subdomain),
      http: await viaGraphqlHttp(who[user], subdomain),
      ws: await viaGraphqlWs(who[user], subdomain),
    };
    expect(answers).toEqual({ rest: expected, http: expected, ws: expected });
  });

  test('the refusal is Zulip-shaped on REST', async () => {
    const r = await requestWithHost(w.ts.url, '/api/v1/users/me', {
      host: hostOf('lear'),
      headers: { authorization: basic(who.hamlet) },
    });
    expect({ status: r.status, body: r.body }).toEqual({
      status: 401,
      body: { result: 'error', msg: NOT_HERE, code: 'UNAUTHORIZED' },
    });
  });
});

type LoginAnswer = { email: unknown; apiKey: unknown } | { code: unknown; message: unknown };

/** POST /fetch_api_key at the host: `{ email, apiKey }` or its error code and message. */
async function restLogIn(subdomain: string, username: string, password: string): Promise<LoginAnswer> {
  const r = await requestWithHost(w.ts.url, '/api/v1/fetch_api_key', {
    host: hostOf(subdomain),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: ApiClient.encode({ username, password }).toString(),
  });
  if (r.status !== 200) return { code: r.body.code, message: r.body.msg };
  expect(expectMatchesOpenApi('POST', '/fetch_api_key', 200, r.body)).toBe(true);
  return { email: r.body.email, apiKey: r.body.api_key };
}

/** GraphQL `fetchApiKey` at the host, in the same shape. */
async function graphqlLogIn(subdomain: string, username: string, password: string): Promise<LoginAnswer> {
  const r = await requestWithHost(w.ts.url, '/graphql', {
    host: hostOf(subdomain),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($input: FetchApiKeyInput!) { fetchApiKey(input: $input) { __typename ... on FetchApiKeyPayload { email apiKey } ... on Error { code message } } }',
      variables: { input: { username, password } },
    }),
  });
  const typed = (r.body.data as { fetchApiKey: Record<string, unknown> }).fetchApiKey;
  return 'email' in typed ? { email: typed.email, apiKey: typed.apiKey } : { code: typed.code, message: typed.message };
}

const logIn = async (subdomain: string, username: string, password: string) => ({
  rest: await restLogIn(subdomain, username, password),
  graphql: await graphqlLogIn(subdomain, username, password),
});

const FAILED = { code: 'AUTHENTICATION_FAILED', message: 'Your username or password is incorrect' };

describe('a password login finds the accounts of the organizations the Host serves, REST and GraphQL alike', () => {
  test.each<[string, string, 'hamlet' | 'owner' | 'king' | null, string, string]>([
    ["seed-demo's user on the root domain", '', 'hamlet', 'hamlet@zulip.com', DEMO_PASSWORD],
    ["the root domain's owner there", '', 'owner', 'owner@root.example', 'root-password'],
    ["lear's user on the root domain", '', null, 'king@lear.example', LEAR_PASSWORD],
    ["lear's user on lear's subdomain", 'lear', 'king', 'king@lear.example', LEAR_PASSWORD],
    ["seed-demo's user on lear's subdomain", 'lear', null, 'hamlet@zulip.com', DEMO_PASSWORD],
    ["the root domain's owner on seed-demo's subdomain", 'zulip', null, 'owner@root.example', 'root-password'],
  ])('%s', async (_name, subdomain, user, username, password) => {
    const expected = user ? { email: who[user].email, apiKey: who[user].apiKey } : FAILED;
    expect(await logIn(subdomain, username, password)).toEqual({ rest: expected, graphql: expected });
  });

  test('refusals at an organization the account is not in do not lock its owner out of their own', async () => {
    for (let i = 0; i < 6; i++) {
      expect(await restLogIn('lear', 'cordelia@zulip.com', DEMO_PASSWORD)).toMatchObject({
        code: i < 5 ? 'AUTHENTICATION_FAILED' : 'RATE_LIMIT_HIT',
      });
    }
    expect(await logIn('', 'cordelia@zulip.com', DEMO_PASSWORD)).toMatchObject({
      rest: { email: 'cordelia@zulip.com' },
      graphql: { email: 'cordelia@zulip.com' },
    });
  });

  test('REST and GraphQL count against one budget per account: five attempts in 30 minutes, then even the right password waits', async () => {
    for (let i = 0; i < 2; i++)
      expect(await logIn('', 'othello@zulip.com', 'wrong')).toEqual({ rest: FAILED, graphql: FAILED });
    expect(await restLogIn('', 'othello@zulip.com', 'wrong')).toEqual(FAILED);
    // The sixth attempt, over GraphQL on the organization's own subdomain: the same account, the same count.
    expect(await graphqlLogIn('zulip', 'othello@zulip.com', DEMO_PASSWORD)).toMatchObject({ code: 'RATE_LIMIT_HIT' });
    w.ts.clock.advance(1800_000);
    expect(await graphqlLogIn('', 'othello@zulip.com', DEMO_PASSWORD)).toMatchObject({ email: 'othello@zulip.com' });
  });
});
