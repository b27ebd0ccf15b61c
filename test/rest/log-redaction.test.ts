import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useWorld } from '../support/world.ts';

/*
 * Credentials never reach the log, at its most verbose level, whichever way a
 * client sends them: `?api_key=` on downloads and API URLs (any escaping of
 * the name), passwords in a query string, HTTP Basic, temporary download
 * URLs, a GraphQL GET's query and variables, variables a GraphQL error
 * quotes, and graphql-ws connection parameters.
 */
const lines: string[] = [];
const w = useWorld({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void lines.push(line) } });

const PASSWORD = 'zircon-demo';
const log = () => lines.join('');

beforeEach(() => {
  lines.length = 0;
});

/** Every form a secret could take in a line: as sent, and as a URL or JSON would escape it. */
function expectAbsent(secret: string): void {
  for (const form of [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]) {
    expect(lines.filter((l) => l.includes(form))).toEqual([]);
  }
}

async function uploadAs(name: string): Promise<string> {
  return w.upload(name, 'note.txt', 'log me not');
}

test('REST and downloads: API keys, passwords, Basic credentials and temporary-URL tokens are redacted from every line', async () => {
  const hamlet = w.realm.users.hamlet;
  const url = await uploadAs('hamlet');
  const get = async (path: string, init: RequestInit = {}) =>
    (await fetch(`${w.ts.url}${path}`, { redirect: 'manual', ...init })).status;
  expect(await get(`${url}?api_key=${hamlet.apiKey}`)).toBe(200);
  expect(
    await get(`${url.replace('/user_uploads/', '/user_uploads/thumbnail/')}/840x560.webp?api_key=${hamlet.apiKey}`),
  ).toBe(404);
  expect(
    await get(
      `/api/v1/users/me?anchor=1&api%5Fkey=${hamlet.apiKey}&%61pi_key=${hamlet.apiKey}&api+key=${hamlet.apiKey}`,
    ),
  ).toBe(401);
  expect(await get(`/api/v1/external/zircon?api_key=${hamlet.apiKey}&stream=Denmark`, { method: 'POST' })).toBe(404);
  expect(
    await get(`/api/v1/fetch_api_key?username=${encodeURIComponent(hamlet.email)}&password=${PASSWORD}`, {
      method: 'POST',
    }),
  ).toBe(200);
  expect(await get('/api/v1/users/me', { headers: w.as('hamlet').authHeader() })).toBe(200);
  const temporary = (await w.as('hamlet').get(url)).body.url as string;
  expect(await get(temporary)).toBe(200);

  const token = temporary.split('/')[3];
  for (const secret of [
    hamlet.apiKey,
    PASSWORD,
    token,
    w.as('hamlet').authHeader().authorization.slice('Basic '.length),
  ])
    expectAbsent(secret);
  // The requests are still there, their secrets replaced.
  expect(log()).toContain(`${url}?api_key=[redacted]`);
  expect(log()).toContain('/api/v1/users/me?anchor=1&api%5Fkey=[redacted]&%61pi_key=[redacted]&api+key=[redacted]');
  expect(log()).toContain('/user_uploads/temporary/[redacted]/note.txt');
  expect(log()).toContain('"url":"/api/v1/fetch_api_key?username=');
});

test('GraphQL over HTTP: a GET with secrets in its query or variables, and an error quoting refused variables', async () => {
  const hamlet = w.realm.users.hamlet;
  const login = `mutation { fetchApiKey(input: { username: "${hamlet.email}", password: "${PASSWORD}" }) { __typename } }`;
  const variables = JSON.stringify({ input: { username: hamlet.email, password: PASSWORD } });
  const get = await fetch(
    `${w.ts.url}/graphql?query=${encodeURIComponent(login)}&variables=${encodeURIComponent(variables)}&api_key=${hamlet.apiKey}`,
  );
  expect(get.status).toBe(405);
  // A variable the schema refuses: graphql-js quotes the whole input, password included, in its message.
  const refused = await w.ts
    .client()
    .graphql('mutation($input: FetchApiKeyInput!) { fetchApiKey(input: $input) { __typename } }', {
      input: { username: hamlet.email, password: PASSWORD, apiKey: hamlet.apiKey, bogus: 1 },
    });
  expect(refused.errors?.[0].message).toContain(PASSWORD);
  expectAbsent(PASSWORD);
  expectAbsent(hamlet.apiKey);
  expect(log()).toContain('/graphql?query=[redacted]&variables=[redacted]&api_key=[redacted]');
});

test('GraphQL over WebSockets: connection parameters and a key in the socket URL stay out of the log', async () => {
  const hamlet = w.realm.users.hamlet;
  const client = createClient({
    url: `${w.ts.url.replace('http', 'ws')}/graphql?api_key=${hamlet.apiKey}`,
    webSocketImpl: WebSocket,
    connectionParams: { email: hamlet.email, apiKey: hamlet.apiKey },
    retryAttempts: 0,
  });
  const answer = await new Promise<unknown>((resolve) => {
    client.subscribe(
      {
        query:
          'mutation($p: String!) { fetchApiKey(input: { username: "x@y.z", password: $p, bogus: 1 }) { __typename } }',
        variables: { p: PASSWORD },
      },
      {
        next: resolve,
        error: resolve,
        complete: () => undefined,
      },
    );
  });
  expect(JSON.stringify(answer)).toContain('bogus');
  await client.dispose();
  expectAbsent(PASSWORD);
  expectAbsent(hamlet.apiKey);
});
