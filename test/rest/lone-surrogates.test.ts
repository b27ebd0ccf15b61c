import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useWorld } from '../support/world.ts';
import { formEncode } from '../support/hostile.ts';

/*
 * Text UTF-8 cannot carry: a UTF-16 surrogate without its pair. As Zulip
 * reads it: in a form field (body or query string) it can only arrive as
 * bytes that are not UTF-8, which Django decodes as U+FFFD; as a JSON escape
 * ("\ud800") Zulip's decoders refuse it ("… is not valid JSON"). GraphQL
 * variables are JSON too, and are refused alike, over HTTP and WebSockets.
 * Whatever is accepted is stored, sent in events and read back the same.
 * (The sweeps in hostile-classes and hostile-arguments try every parameter.)
 */
const w = useWorld();

const form = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${formEncode(v)}`)
    .join('&');

test("a form field with a surrogate's bytes: U+FFFD for each byte, as Django decodes it; stored, in the event and read back alike", async () => {
  const res = await fetch(`${w.ts.url}/api/v1/messages`, {
    method: 'POST',
    headers: { ...w.as('hamlet').authHeader(), 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ type: 'stream', to: 'Denmark', topic: 'b\uDC00d', content: 'x\uD800y' }),
  });
  const id = ((await res.json()) as { id: number }).id;
  const event = w.ts.events.find((e) => e.event.type === 'message')?.event.message as {
    content: string;
    subject: string;
  };
  const fetched = (await w.as('hamlet').get(`/messages/${id}`, { apply_markdown: false })).body.message as {
    content: string;
    subject: string;
  };
  const replaced = { content: 'x\uFFFD\uFFFD\uFFFDy', subject: 'b\uFFFD\uFFFD\uFFFDd' };
  expect([{ content: fetched.content, subject: fetched.subject }, event.subject]).toEqual([replaced, replaced.subject]);
  expect(event.content).toBe('<p>x\uFFFD\uFFFD\uFFFDy</p>');
});

test('in a query string, the same', async () => {
  const res = await fetch(`${w.ts.url}/api/v1/get_stream_id?${form({ stream: 'Den\uD800' })}`, {
    headers: w.as('hamlet').authHeader(),
  });
  expect(await res.json()).toEqual({
    result: 'error',
    msg: "Invalid channel name 'Den\uFFFD\uFFFD\uFFFD'",
    code: 'BAD_REQUEST',
  });
});

test('a JSON parameter with a "\\ud800" escape is not valid JSON, as for Zulip; a pair is one character', async () => {
  const hamlet = w.as('hamlet');
  const refused = await hamlet.post('/users/me/subscriptions', { subscriptions: '[{"name":"x\\ud800"}]' });
  expect([refused.status, refused.body]).toEqual([
    400,
    { result: 'error', msg: 'subscriptions is not valid JSON', code: 'BAD_REQUEST' },
  ]);
  const paired = await hamlet.post('/users/me/subscriptions', { subscriptions: '[{"name":"x\\ud83d\\ude00"}]' });
  expect(paired.body.subscribed).toEqual({ [w.realm.users.hamlet.id]: ['x\u{1F600}'] });
  // `to` falls back to a name when it is not JSON, as Zulip's extract_stream_indicator does.
  const named = await hamlet.post('/messages', { type: 'stream', to: '"\\udc00"', topic: 't', content: 'c' });
  expect(named.body.msg).toBe("Channel '&quot;\\udc00&quot;' does not exist");
});

test('GraphQL: a variable with a lone surrogate is refused over HTTP and WebSockets with the same code; nothing is sent', async () => {
  const mutation = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }';
  const input = { channelName: 'Denmark', topic: 'graphql', content: 'x\uD800y' };
  const refusal = [
    { message: 'Variable "$input" is not valid JSON.', extensions: { code: 'BAD_REQUEST', status: 400 } },
  ];
  expect((await w.as('hamlet').graphql(mutation, { input })).errors).toEqual(refusal);
  const query = encodeURIComponent('query($name: String!) { channelByName(name: $name) { __typename } }');
  const get = await fetch(`${w.ts.url}/graphql?query=${query}&variables=${encodeURIComponent('{"name":"\\udfff"}')}`, {
    headers: w.as('hamlet').authHeader(),
  });
  expect(((await get.json()) as { errors: unknown }).errors).toEqual([
    { ...refusal[0], message: 'Variable "$name" is not valid JSON.' },
  ]);

  const { email, apiKey } = w.realm.users.hamlet;
  const client = createClient({
    url: `${w.ts.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { email, apiKey },
    retryAttempts: 0,
  });
  try {
    const answer = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: mutation, variables: { input } },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    expect(answer).toEqual(refusal);
  } finally {
    await client.dispose();
  }
  expect(w.ts.events.filter((e) => e.event.type === 'message')).toEqual([]);
});
